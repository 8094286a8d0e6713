"""Moving the game on between turns and rounds, until someone must decide something.

Draft → stock round → two operating rounds → stock round …; the game ends after the operating round
set in which the bank broke (§10.1), at once when all but one player are bankrupt (§10.2), or at once
when every corporation has closed (nothing is left to operate; 18xx.games ends such a game too).
"""

from __future__ import annotations

from rules.g1846.dividends import operate_in_receivership_without_trains
from rules.g1846.operating_round import begin_turn, next_operator, start_operating_round
from rules.g1846.scoring import all_but_one_bankrupt, all_corporations_closed, result
from rules.g1846.stock_round import finish_stock_round, start_stock_round
from rules.g1846.table import DraftRound, GameState, OperatingRound, StockRound

ORS_PER_SET = 2


def finish_game(state: GameState, reason: str) -> None:
    state.finished = True
    state.end_reason = reason
    state.round = None
    scores = result(state)
    ranking = ", ".join(f"{name} ${worth}" for name, worth in sorted(scores.items(), key=lambda kv: -kv[1]))
    state.note(f"The game is over ({reason}): {ranking}.")


def advance(state: GameState) -> None:
    while not state.finished:
        if all_but_one_bankrupt(state):
            finish_game(state, "all but one player are bankrupt")
            return
        if all_corporations_closed(state):
            finish_game(state, "every corporation has closed")
            return
        rnd = state.round
        if isinstance(rnd, DraftRound):
            if not rnd.done:
                return
            state.round = start_stock_round(state)
        elif isinstance(rnd, StockRound):
            if not rnd.done:
                return
            finish_stock_round(state, rnd)
            state.round = start_operating_round(state, 1)
        elif isinstance(rnd, OperatingRound):
            if not _advance_operating(state, rnd):
                return
        else:
            return


def _advance_operating(state: GameState, rnd: OperatingRound) -> bool:
    """One step of the operating round; False when it waits for the table."""
    state.pending_discards = [s for s in state.pending_discards if not state.corporations[s].closed]
    if state.pending_discards:
        return False
    turn = rnd.turn
    if turn is not None:
        operator_closed = (not turn.is_minor and state.corporations[turn.operator].closed) or (
            turn.is_minor and state.minors[turn.operator].closed
        )
        if not operator_closed:
            return False
        rnd.turn = None
    sym = next_operator(state, rnd)
    if sym is None:
        if rnd.number < ORS_PER_SET:
            state.round = start_operating_round(state, rnd.number + 1)
        elif state.money.bank_broken:
            finish_game(state, "the bank broke")
        else:
            state.set_number += 1
            state.round = start_stock_round(state)
        return True
    begin_turn(state, rnd, sym)
    corp = state.corporations.get(sym)
    if corp is not None and corp.in_receivership and not corp.trains:
        operate_in_receivership_without_trains(state, corp)
        rnd.turn = None
    return True
