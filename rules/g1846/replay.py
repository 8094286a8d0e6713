"""Replaying a game recorded on 18xx.games through the bank engine, optionally against its trace.

``replay`` is pure: it takes the parsed fixture, annotations and trace lines and returns the final
summary, plus the first disagreement with the trace if there is one.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from rules.core import RuleError
from rules.g1846.auto_18xx import finish_turn, next_completion
from rules.g1846.engine import Game1846
from rules.g1846.facts import facts
from rules.g1846.from_18xx import Annotations, Tracker, expand, is_bookkeeping, translate
from rules.g1846.money import MARKET, RESERVE
from rules.g1846.scoring import net_worth
from rules.g1846.shares import held
from rules.g1846.table import DraftRound, GameState, OperatingRound, StockRound

MAX_COMPLETIONS = 200


@dataclass
class Outcome:
    summary: dict[str, Any]
    problem: str | None = None


def bank_as_18xx(state: GameState) -> int:
    """The bank as 18xx.games counts it: without the set-aside $500 notes (negative once they are used)."""
    return state.money.bank + state.money.balance(RESERVE) - facts().set_aside[state.player_count]


def summary(game: Game1846, notes: Annotations) -> dict[str, Any]:
    state = game.state
    ids = {p["name"]: str(p["id"]) for p in notes.players}
    return {
        "finished": state.finished,
        "players": {
            ids[p.name]: {"cash": state.player_cash(p.name), "value": net_worth(state, p.name)} for p in state.players
        },
        "corporations": {
            sym: {"price": state.market.price(sym) if state.market.has(sym) else None, "cash": state.cash(c.account)}
            for sym, c in state.corporations.items()
        },
        "bank": bank_as_18xx(state),
    }


def reference_state(state: GameState, notes: Annotations) -> dict[str, Any]:
    """The engine's state in the shape of an 18xx.games trace line."""
    ids = {p["name"]: str(p["id"]) for p in notes.players}
    rnd = state.round
    names = {DraftRound: "Draft", StockRound: "Stock", OperatingRound: "Operating"}
    result: dict[str, Any] = {
        "phase": facts().phases[state.phase].name,
        "bank": bank_as_18xx(state),
        "cert_limit": state.cert_limit,
        "players": {},
        "corporations": {},
        "minors": {},
        "depot_next": state.depot.current_group(),
    }
    if rnd is not None:
        result["round"] = names[type(rnd)]
        result["turn"] = state.set_number
        result["round_num"] = rnd.number if isinstance(rnd, OperatingRound) else 1
    for player in state.players:
        account = f"player:{player.name}"
        result["players"][ids[player.name]] = {
            "cash": state.player_cash(player.name),
            "value": net_worth(state, player.name),
            "shares": {c.sym: held(c, player.name) * 10 for c in state.open_corporations() if held(c, player.name)},
            "companies": sorted(p.sym for p in state.privates.values() if p.owner == account and not p.closed),
        }
    for corp in state.open_corporations():
        owner = "receivership" if corp.president == MARKET else ids.get(corp.president or "", None)
        result["corporations"][corp.sym] = {
            "cash": state.cash(corp.account),
            "price": state.market.price(corp.sym),
            "owner": owner,
            "treasury_pct": corp.treasury_shares * 10,
            "market_pct": corp.market_shares * 10,
            "trains": sorted(t.name for t in corp.trains),
            "companies": sorted(corp.privates),
        }
    for sym, minor in state.minors.items():
        if not minor.closed:
            owner = ids.get(minor.owner or "", None)
            result["minors"][sym] = {"cash": state.cash(f"minor:{sym}"), "owner": owner}
    return result


def normalise_trace_state(state: dict[str, Any]) -> dict[str, Any]:
    """Order-free lists, so that two states differ only in what matters."""
    out = dict(state)
    out["players"] = {
        pid: {**p, "companies": sorted(p.get("companies", [])),
              "shares": {k: v for k, v in p.get("shares", {}).items() if v}}
        for pid, p in state.get("players", {}).items()
    }
    out["corporations"] = {
        sym: {**c, "trains": sorted(c.get("trains", [])), "companies": sorted(c.get("companies", []))}
        for sym, c in state.get("corporations", {}).items()
    }
    return out


def differences(expected: Any, actual: Any, path: str = "") -> list[str]:
    if isinstance(expected, dict) and isinstance(actual, dict):
        found = []
        for key in sorted(set(expected) | set(actual), key=str):
            where = f"{path}.{key}" if path else str(key)
            if key not in actual:
                found.append(f"{where}: expected {expected[key]!r}, missing here")
            elif key not in expected:
                found.append(f"{where}: not in the reference, here {actual[key]!r}")
            else:
                found += differences(expected[key], actual[key], where)
        return found
    if expected != actual:
        return [f"{path}: expected {expected!r}, got {actual!r}"]
    return []


def _compare(state: GameState, reference: dict[str, Any], notes: Annotations) -> list[str]:
    ours = reference_state(state, notes)
    theirs = normalise_trace_state(reference)
    if state.finished:
        for key in ("round", "turn", "round_num"):
            theirs.pop(key, None)
    return differences(theirs, ours)


def _describe(action: dict[str, Any]) -> str:
    return f"action {action['id']} ({action['type']} by {action.get('entity')})"


def replay(fixture: dict[str, Any], annotations: dict[str, Any], trace: list[dict[str, Any]] | None = None) -> Outcome:
    notes = Annotations.from_json(annotations)
    game = Game1846.create(notes.options(), seed=0)
    by_id = {int(a["id"]): a for a in fixture["actions"] if "id" in a}
    missing = [i for i in notes.actions if i not in by_id]
    if missing:
        raise RuleError(f"The annotations name action {missing[0]}, which the fixture does not have.")
    effective = [by_id[i] for i in notes.actions]
    states = {int(line["id"]): line["state"] for line in trace or [] if line.get("kind") == "action"}
    header = next((line for line in trace or [] if line.get("kind") == "header"), None)
    if header is not None:
        problems = _compare(game.state, header["initial"], notes)
        if problems:
            return Outcome(summary(game, notes), "The initial state differs from the trace:\n  " + "\n  ".join(problems[:12]))
    tracker = Tracker()
    parts = {int(a["id"]): expand(a) for a in effective}
    relevant = [p for a in effective for p in parts[int(a["id"])] if not is_bookkeeping(p)]
    following = {id(p): (relevant[i + 1] if i + 1 < len(relevant) else None) for i, p in enumerate(relevant)}
    for action in effective:
        try:
            for part in parts[int(action["id"])]:
                for engine_action in translate(part, game.state, tracker, notes):
                    game.apply_json(engine_action)
                if id(part) in following:
                    _complete(game, following[id(part)], notes)
        except RuleError as error:
            return Outcome(summary(game, notes), f"The engine refused {_describe(action)}: {error.sentence}")
        reference = states.get(int(action["id"]))
        if reference is not None:
            problems = _compare(game.state, reference, notes)
            if problems:
                shown = "\n  ".join(problems[:12])
                return Outcome(summary(game, notes), f"After {_describe(action)} the state differs from the trace:\n  {shown}")
    return Outcome(summary(game, notes))


def _complete(game: Game1846, nxt: dict[str, Any] | None, notes: Annotations) -> None:
    if nxt is None:
        rnd = game.state.round
        operator = rnd.turn.operator if isinstance(rnd, OperatingRound) and rnd.turn else None
        while operator is not None and not game.finished:
            rnd = game.state.round
            if not isinstance(rnd, OperatingRound) or rnd.turn is None or rnd.turn.operator != operator:
                return
            step = finish_turn(game.state)
            if step is None:
                return
            game.apply_json(step)
        return
    for _ in range(MAX_COMPLETIONS):
        step = next_completion(game.state, nxt, notes)
        if step is None:
            return
        game.apply_json(step)
    raise RuleError(f"The replay could not bring the game to {_describe(nxt)}.")


