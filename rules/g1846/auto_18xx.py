"""What 18xx.games does by itself between two recorded actions, replayed as table actions.

18xx.games passes players who have nothing to do, skips a corporation's run when it has no train,
ends a track step once both tiles and the token are down, and ends a turn when nothing is left to
do. Looking at the next recorded action tells where the game must be for it to happen;
``next_completion`` returns, one at a time, the actions that get the engine there.
"""

from __future__ import annotations

from typing import Any

from rules.g1846.from_18xx import Annotations, is_bookkeeping, is_emergency_issue
from rules.g1846.table import GameState, OperatingRound, StockRound, Turn

PRE_RUN = {"lay_tile", "place_token"}
POST_RUN = {"buy_train", "bankrupt"}


def _or_context(action: dict[str, Any], state: GameState, notes: Annotations) -> tuple[str, str] | None:
    """(operator, category) of an operating-round action; None for stock round and draft actions."""
    kind = action["type"]
    entity_type = action.get("entity_type")
    entity = action.get("entity")
    if is_bookkeeping(action):
        return None
    if kind == "end_game":
        return (entity, "any") if entity_type == "corporation" else None
    if entity_type == "player":
        if kind != "sell_shares":
            return None
        rnd = state.round
        if isinstance(rnd, OperatingRound) and rnd.turn is not None and not rnd.turn.is_minor:
            corp = state.corporations[rnd.turn.operator]
            if corp.president == notes.name_of(entity) and not corp.trains:
                return corp.sym, "post"
        return None
    if entity_type == "company":
        owner = state.privates[entity].owner if entity in state.privates else None
        if owner is None or not owner.startswith("corp:"):
            return "", "round start"
        entity = owner.split(":", 1)[1]
    if kind in PRE_RUN:
        return entity, "pre"
    if kind in POST_RUN:
        return entity, "post"
    if kind == "buy_shares":
        return entity, "pre"
    if kind == "sell_shares":
        return entity, "post" if is_emergency_issue(state, action) else "pre"
    if kind == "run_routes":
        return entity, "run"
    if kind == "dividend":
        return entity, "dividend"
    return entity, "any"


def at_round_start(rnd: OperatingRound) -> bool:
    turn = rnd.turn
    return (turn is not None and len(rnd.operated) == 1 and turn.step == "track" and turn.lays == 0
            and not turn.token_placed and not turn.issued_or_redeemed)


def finish_turn(state: GameState) -> dict[str, Any] | None:
    """The action that moves the current operator on toward the end of its turn."""
    rnd = state.round
    if not isinstance(rnd, OperatingRound) or rnd.turn is None:
        return None
    turn = rnd.turn
    if turn.step == "track":
        return {"type": "run_trains", "corporation": turn.operator, "revenues": []}
    return {"type": "done", "corporation": turn.operator}


def next_completion(state: GameState, nxt: dict[str, Any] | None, notes: Annotations) -> dict[str, Any] | None:
    """One action 18xx.games took by itself before ``nxt`` (None: nothing left to do)."""
    if state.finished:
        return None
    rnd = state.round
    if nxt is None:
        return finish_turn(state)
    context = _or_context(nxt, state, notes)
    if context is None:
        kind = nxt["type"]
        if is_bookkeeping(nxt) or kind in ("end_game", "bid"):
            return None
        if nxt.get("entity_type") != "player":
            return None
        player = notes.name_of(nxt["entity"])
        if isinstance(rnd, OperatingRound):
            return finish_turn(state)
        if isinstance(rnd, StockRound) and rnd.actor != player:
            return {"type": "pass", "player": rnd.actor}
        return None
    operator, category = context
    if isinstance(rnd, StockRound):
        return {"type": "pass", "player": rnd.actor}
    if not isinstance(rnd, OperatingRound) or rnd.turn is None:
        return None
    turn = rnd.turn
    if category == "round start":
        return None if at_round_start(rnd) else finish_turn(state)
    if turn.operator != operator:
        return finish_turn(state)
    if category in ("pre", "run") and turn.step == "trains":
        return finish_turn(state)
    if category == "post" and turn.step == "track":
        return finish_turn(state)
    if category == "any" and turn.step == "track" and not turn.is_minor and _track_done(state, turn):
        return finish_turn(state)
    return None


def _track_done(state: GameState, turn: Turn) -> bool:
    """18xx.games ends the track step by itself once both tiles and the token are down."""
    corp = state.corporations[turn.operator]
    no_token = turn.token_placed or corp.tokens_used >= corp.tokens
    no_run = not any(t.ran_in != state.or_serial for t in corp.trains)
    return turn.lays >= 2 and no_token and no_run
