"""The Chicago Express engine: turn order and phases, on top of the rule modules.

Every handler checks the whole action before it changes anything, so the engine skips the base
class's deep copy (``_checkpoint``/``_restore``); the tests prove that every refusal leaves the
snapshot unchanged.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any, Self

from rules.chicago_express import auctions, building, development
from rules.chicago_express.actions import CODEC, Bid, Build, Burn, Choose, Develop, Dial, Pass, PutUp
from rules.chicago_express.board import load_board
from rules.chicago_express.dials import dial_title, judge_dial
from rules.chicago_express.events import ActionChosen, AuctionEnded
from rules.chicago_express.options import TITLE, resolve_options
from rules.chicago_express.phases import chicago_phase, dividend_phase
from rules.chicago_express.prompting import expected_actions, make_prompt
from rules.chicago_express.snapshot import make_snapshot
from rules.chicago_express.state import (
    AUCTION,
    CHOOSE,
    FINISHED,
    OPENING_AUCTION,
    PERFORM,
    TURN_AUCTION,
    TURNS,
    State,
    new_state,
)
from rules.core.engine import Engine, Prompt
from rules.core.errors import RuleError
from rules.core.records import Action, Event

# Verbs for "It is Ann's turn to …" sentences.
_VERBS = {"bid": "bid", "pass": "bid", "choose": "choose an action", "dial": "choose an action",
          "auction": "act", "build": "act", "develop": "act", "burn": "act", "skip": "act"}


class ChicagoExpress(Engine):
    game_id = "chicago-express"
    title = TITLE
    codec = CODEC

    def __init__(self, options: Mapping[str, Any], seed: int, state: State) -> None:
        super().__init__(options, seed)
        self.state = state
        self._handlers: dict[str, Callable[[Any], list[Event]]] = {
            "bid": self._bid, "pass": self._pass, "dial": self._dial, "choose": self._choose,
            "auction": self._put_up, "build": self._build, "develop": self._develop,
            "burn": self._burn, "skip": self._burn,
        }

    @classmethod
    def create(cls, options: Mapping[str, Any], seed: int = 0) -> Self:
        merged = resolve_options(options)
        board = load_board(merged["map_corrections"])
        engine = cls(merged, seed, new_state(board, merged["players"]))
        engine._open_next_opening_auction(engine.players[merged["starting_player"] - 1])
        return engine

    # -- the engine protocol -------------------------------------------------------------------
    @property
    def finished(self) -> bool:
        return self.state.phase == FINISHED

    def snapshot(self) -> dict[str, Any]:
        return make_snapshot(self.state, self.options)

    def prompt(self) -> Prompt:
        return make_prompt(self.state, self.options)

    def _checkpoint(self) -> Any:
        return None

    def _restore(self, saved: Any) -> None:
        return None

    def _step(self, action: Action) -> list[Event]:
        if isinstance(action, Dial):
            return self._dial(action)
        if self.finished:
            raise RuleError("The game is over; no more actions are accepted.")
        actor, expects = expected_actions(self.state)
        if action.type not in expects:
            raise RuleError(f"A {action.type} is not expected now: {self.prompt().text}")
        player = getattr(action, "player", None)
        if player != actor:
            raise RuleError(f"It is {actor}'s turn to {_VERBS[action.type]}, not {player}'s.")
        return self._handlers[action.type](action)

    # -- auctions ------------------------------------------------------------------------------
    def _bid(self, action: Bid) -> list[Event]:
        events, ended = auctions.bid(self.state, action.player, action.amount)
        return events + (self._after_auction(ended) if ended else [])

    def _pass(self, action: Pass) -> list[Event]:
        events, ended = auctions.pass_(self.state, action.player)
        return events + (self._after_auction(ended) if ended else [])

    def _after_auction(self, ended: AuctionEnded) -> list[Event]:
        state = self.state
        if state.phase != TURNS:
            state.opening_index += 1
            if state.opening_index < len(state.board.opening_order):
                # The player who received the share starts the next opening auction.
                assert ended.winner is not None
                return self._open_next_opening_auction(ended.winner)
            return self._begin_turns()
        return self._end_turn()

    def _open_next_opening_auction(self, starter: str) -> list[Event]:
        state = self.state
        company = state.board.companies[state.board.opening_order[state.opening_index]]
        return auctions.start_auction(state, company.code, OPENING_AUCTION, starter, company.opening_minimum or 0)

    def _put_up(self, action: PutUp) -> list[Event]:
        state = self.state
        company = state.board.find_company(action.company).code
        auctions.check_put_up(state, company)
        state.step = AUCTION
        minimum = auctions.auction_minimum(state, company)
        return auctions.start_auction(state, company, TURN_AUCTION, action.player, minimum)

    # -- turns -----------------------------------------------------------------------------------
    def _begin_turns(self) -> list[Event]:
        state = self.state
        first_company = state.board.opening_order[0]
        (owner,) = state.holdings[first_company]
        state.phase, state.round, state.active = TURNS, 1, owner
        return self._start_turn()

    def _dial(self, action: Dial) -> list[Event]:
        verdict = judge_dial(self.state, action.dial, action.position)
        if verdict.verdict == "agree":
            raise RuleError(f"{verdict.sentence} Nothing changes; turn a dial one field forward to choose its action.")
        if verdict.verdict == "refuse":
            raise RuleError(verdict.sentence)
        if action.player is not None and action.player != self.state.active:
            raise RuleError(f"It is {self.state.active}'s turn to choose an action, not {action.player}'s.")
        return self._turn_dial(action.dial)

    def _choose(self, action: Choose) -> list[Event]:
        state = self.state
        if state.dials[action.action] >= state.board.dial_uses[action.action]:
            others = [d for d in state.dials if state.dials[d] < state.board.dial_uses[d]]
            raise RuleError(f"The {dial_title(action.action)} dial is on red; choose {' or '.join(others)}.")
        return self._turn_dial(action.action)

    def _turn_dial(self, dial: str) -> list[Event]:
        state = self.state
        state.dials[dial] += 1
        state.chosen, state.step = dial, PERFORM
        return [ActionChosen(state.active or "", dial, state.dials[dial])]

    def _build(self, action: Build) -> list[Event]:
        state = self.state
        company = state.board.find_company(action.company).code
        forfeit = self.options["forfeit_after_chicago"]
        placements = building.plan_build(state, action.player, company, action.hexes, forfeit)
        events = building.carry_out(state, company, placements)
        if any(p.hex == state.board.chicago for p in placements):
            events += chicago_phase(state, company, action.player)
            if state.auction is not None:
                state.step = AUCTION
                return events
        return events + self._end_turn()

    def _develop(self, action: Develop) -> list[Event]:
        plan = development.plan_development(self.state, action.hex)
        return development.carry_out(self.state, plan) + self._end_turn()

    def _burn(self, action: Burn) -> list[Event]:
        return self._end_turn()

    def _end_turn(self) -> list[Event]:
        state = self.state
        state.active = state.next_player(state.active or state.players[0])
        return self._start_turn()

    def _start_turn(self) -> list[Event]:
        """A new turn; when two dials are on red, the dividend phase runs first."""
        state = self.state
        state.chosen, state.step = None, CHOOSE
        state.turn += 1
        events: list[Event] = []
        red = [d for d in state.dials if state.dials[d] >= state.board.dial_uses[d]]
        if len(red) >= 2:
            events += dividend_phase(state, self.options["house_end_threshold"])
        return events

