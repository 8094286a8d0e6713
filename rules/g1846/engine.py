"""The 1846 bank engine: options and seed in, one action at a time, refusals as sentences."""

from __future__ import annotations

import copy
from collections.abc import Callable, Mapping
from typing import Any, Self

from rules.core import Action, Engine, Event, Prompt, RuleError
from rules.core.engine import check_options, check_players
from rules.g1846 import actions as a
from rules.g1846 import bankruptcy, dividends, draft, issuing, privates, stock_round, track, trains
from rules.g1846.emergency import check_emergency_sale, must_buy_train
from rules.g1846.flow import advance, finish_game
from rules.g1846.money import minor_account
from rules.g1846.operating_round import current_turn, end_turn
from rules.g1846.selling import sell
from rules.g1846.setup import DEFAULT_OPTIONS, TITLE, new_state
from rules.g1846.shares import open_corporation
from rules.g1846.state import Corporation
from rules.g1846.table import DraftRound, GameState, OperatingRound, StockRound, Turn
from rules.g1846.view import prompt, snapshot


class Game1846(Engine):
    game_id = "1846"
    title = TITLE
    codec = a.CODEC

    def __init__(self, options: Mapping[str, Any], seed: int, state: GameState) -> None:
        super().__init__(options, seed)
        self.state = state

    @classmethod
    def create(cls, options: Mapping[str, Any], seed: int = 0) -> Self:
        names = check_players(options.get("players"), 3, 5, TITLE)
        merged = check_options(options, DEFAULT_OPTIONS, TITLE)
        for key in ("removed_corporations", "removed_privates"):
            value = merged[key]
            if value is not None and (not isinstance(value, list | tuple) or not all(isinstance(v, str) for v in value)):
                raise RuleError(f"The option {key} must be a list of names, not {value!r}.")
        merged["players"] = names
        state = new_state(names, merged, seed)
        return cls(merged, seed, state)

    @property
    def finished(self) -> bool:
        return self.state.finished

    def snapshot(self) -> dict[str, Any]:
        # The options travel with the state, so screens show the colours the table chose.
        return {**snapshot(self.state), "options": self.options}

    def prompt(self) -> Prompt:
        return prompt(self.state)

    def _step(self, action: Action) -> list[Event]:
        state = self.state
        state.events.clear()
        if state.finished:
            raise RuleError("The game is over; no more actions are accepted.")
        if state.pending_discards and not isinstance(action, a.DiscardTrain | a.EndGame):
            raise RuleError(f"{state.pending_discards[0]} must first discard down to the train limit.")
        handler = _HANDLERS.get(type(action))
        if handler is None:
            raise RuleError(f"1846 has no action of type {action.type!r}.")
        handler(state, action)
        advance(state)
        return list(state.events)

    def _checkpoint(self) -> Any:
        ledger = self.state.money.ledger
        history, ledger.history = ledger.history, []
        try:
            return copy.deepcopy(self.__dict__), len(history), history
        finally:
            ledger.history = history

    def _restore(self, saved: Any) -> None:
        state, length, history = saved
        self.__dict__.clear()
        self.__dict__.update(state)
        self.state.money.ledger.history = history[:length]


def _draft(state: GameState) -> DraftRound:
    if not isinstance(state.round, DraftRound):
        raise RuleError("The private draft is over.")
    return state.round


def _stock(state: GameState, what: str) -> StockRound:
    if not isinstance(state.round, StockRound):
        raise RuleError(f"{what} only in a stock round.")
    return state.round


def _corporation_turn(state: GameState, sym: str) -> tuple[Turn, Corporation]:
    turn = current_turn(state, sym)
    if turn.is_minor:
        raise RuleError(f"{sym} is an independent railroad and cannot do that.")
    corp = state.corporations[sym]
    if corp.in_receivership:
        raise RuleError(f"{sym} is in receivership and operates by itself.")
    return turn, corp


def _draft_pick(state: GameState, action: a.DraftPick) -> None:
    draft.pick(state, _draft(state), action.player, action.private)


def _draft_pass(state: GameState, action: a.DraftPass) -> None:
    draft.refuse_offer(state, _draft(state), action.player)


def _par(state: GameState, action: a.Par) -> None:
    stock_round.par(state, _stock(state, "Corporations are opened"), action.player, action.corporation, action.price)


def _buy_share(state: GameState, action: a.BuyShare) -> None:
    sr = _stock(state, "Shares are bought")
    stock_round.buy_share(state, sr, action.player, action.corporation, action.source)


def _sell_shares(state: GameState, action: a.SellShares) -> None:
    if isinstance(state.round, StockRound):
        stock_round.sell_shares(state, state.round, action.player, action.corporation, action.count)
        return
    rnd = state.round
    if not isinstance(rnd, OperatingRound) or rnd.turn is None or rnd.turn.is_minor:
        raise RuleError("Shares are sold in a stock round, or by a president to buy a train his corporation must have.")
    turn = rnd.turn
    operating = state.corporations[turn.operator]
    corp = open_corporation(state, action.corporation)
    check_emergency_sale(state, turn, operating, action.player, corp, action.count)
    sell(state, action.player, corp, action.count, drop_price=corp.president == action.player)


def _pass(state: GameState, action: a.Pass) -> None:
    sr = _stock(state, "Players pass")
    stock_round.pass_turn(state, sr, action.player)


def _issue(state: GameState, action: a.IssueShares) -> None:
    turn, corp = _corporation_turn(state, action.corporation)
    issuing.issue(state, turn, corp, action.count)


def _redeem(state: GameState, action: a.RedeemShares) -> None:
    turn, corp = _corporation_turn(state, action.corporation)
    issuing.redeem(state, turn, corp, action.count)


def _lay_track(state: GameState, action: a.LayTrack) -> None:
    turn = current_turn(state, action.corporation)
    if not turn.is_minor:
        _corporation_turn(state, action.corporation)
    account = minor_account(turn.operator) if turn.is_minor else state.corporations[turn.operator].account
    track.lay_track(state, turn, account, action.cost, action.hex, action.private)


def _place_token(state: GameState, action: a.PlaceToken) -> None:
    turn, _ = _corporation_turn(state, action.corporation)
    track.place_token(state, turn, action.cost, action.hex, action.private)


def _run_trains(state: GameState, action: a.RunTrains) -> None:
    turn = current_turn(state, action.corporation)
    if turn.step != "track":
        raise RuleError(f"{turn.operator} has already run its trains this round.")
    if turn.is_minor:
        dividends.run_minor(state, turn, state.minors[turn.operator], action.revenues)
        end_turn(state, turn.operator)
        return
    corp = state.corporations[turn.operator]
    dividends.run_corporation(state, turn, corp, action.revenues)
    if corp.in_receivership:
        end_turn(state, corp.sym)


def _dividend(state: GameState, action: a.Dividend) -> None:
    turn, corp = _corporation_turn(state, action.corporation)
    if turn.step != "dividend":
        raise RuleError(f"{corp.sym} has no revenue waiting to be paid out.")
    dividends.pay_dividend(state, corp, turn.revenue, action.kind)
    turn.step = "trains"


def _buy_train(state: GameState, action: a.BuyTrain) -> None:
    turn, corp = _corporation_turn(state, action.corporation)
    if turn.step != "trains":
        raise RuleError(f"{corp.sym} buys trains after running and paying out.")
    if action.source == "bank":
        trains.buy_from_bank(state, turn, corp, action.train, action.price)
    else:
        trains.buy_from_corporation(state, corp, action.train, action.source, action.price)


def _discard_train(state: GameState, action: a.DiscardTrain) -> None:
    corp = open_corporation(state, action.corporation)
    trains.discard(state, corp, action.train)


def _buy_private(state: GameState, action: a.BuyPrivate) -> None:
    _, corp = _corporation_turn(state, action.corporation)
    privates.buy_private(state, corp, action.private, action.price)


def _done(state: GameState, action: a.Done) -> None:
    turn = current_turn(state, action.corporation)
    if turn.is_minor:
        if turn.step == "track":
            dividends.run_minor(state, turn, state.minors[turn.operator], ())
        end_turn(state, turn.operator)
        return
    _, corp = _corporation_turn(state, action.corporation)
    if turn.step == "track":
        if any(t.ran_in != state.or_serial for t in corp.trains):
            raise RuleError(f"{corp.sym} must run its trains first (enter $0 if they earn nothing).")
        dividends.run_corporation(state, turn, corp, ())
    if turn.step == "dividend":
        raise RuleError(f"{corp.sym} must first choose how to pay out its ${turn.revenue}.")
    if must_buy_train(corp):
        raise RuleError(f"{corp.sym} has no train and must buy one before ending its turn.")
    end_turn(state, corp.sym)


def _bankruptcy(state: GameState, action: a.DeclareBankruptcy) -> None:
    rnd = state.round
    if not isinstance(rnd, OperatingRound) or rnd.turn is None or rnd.turn.is_minor:
        raise RuleError("A player goes bankrupt only while his corporation must buy a train.")
    turn = rnd.turn
    corp = state.corporations[turn.operator]
    bankruptcy.declare_bankruptcy(state, turn, corp, action.player)
    if corp.in_receivership or corp.closed:
        if not corp.closed:
            trains.buy_cheapest_if_affordable(state, corp)
        end_turn(state, corp.sym)


def _end_game(state: GameState, action: a.EndGame) -> None:
    finish_game(state, "the players ended the game")


_HANDLERS: dict[type[Action], Callable[[GameState, Any], None]] = {
    a.DraftPick: _draft_pick,
    a.DraftPass: _draft_pass,
    a.Par: _par,
    a.BuyShare: _buy_share,
    a.SellShares: _sell_shares,
    a.Pass: _pass,
    a.IssueShares: _issue,
    a.RedeemShares: _redeem,
    a.LayTrack: _lay_track,
    a.PlaceToken: _place_token,
    a.RunTrains: _run_trains,
    a.Dividend: _dividend,
    a.BuyTrain: _buy_train,
    a.DiscardTrain: _discard_train,
    a.BuyPrivate: _buy_private,
    a.Done: _done,
    a.DeclareBankruptcy: _bankruptcy,
    a.EndGame: _end_game,
}
