"""Operating rounds (§4.2, §6.1): private income, the independents, then corporations in market order.

The order is decided one corporation at a time from the market as it stands (§4.31: skip those
already operated), so a price changed during the round by a forced sale is taken into account.
The very first operating round of the game runs from the lowest price up (top of a column first).
"""

from __future__ import annotations

from rules.core import BANK, RuleError
from rules.g1846.facts import facts
from rules.g1846.money import account_name
from rules.g1846.state import Corporation, Minor
from rules.g1846.table import GameState, OperatingRound, Turn


def start_operating_round(state: GameState, number: int) -> OperatingRound:
    state.or_serial += 1
    first = state.set_number == 1 and number == 1
    state.note(f"Operating round {state.set_number}.{number} (phase {facts().phases[state.phase].name}).")
    pay_private_income(state)
    return OperatingRound(number=number, first_of_game=first)


def pay_private_income(state: GameState) -> None:
    paid = []
    for private in state.privates.values():
        if private.closed or private.owner is None or private.revenue == 0:
            continue
        state.money.pay(BANK, private.owner, private.revenue, f"{private.sym} income")
        paid.append(f"{private.sym} ${private.revenue} to {account_name(private.owner)}")
    if paid:
        state.note("Private income: " + ", ".join(paid) + ".")


def next_operator(state: GameState, rnd: OperatingRound) -> str | None:
    for sym in facts().independents:
        minor = state.minors.get(sym)
        if minor and not minor.closed and minor.owner is not None and sym not in rnd.operated:
            return sym
    waiting = {c.sym for c in state.open_corporations() if c.sym not in rnd.operated}
    order = state.market.order(waiting, ascending=rnd.first_of_game)
    return order[0] if order else None


def operating_order(state: GameState, rnd: OperatingRound) -> list[str]:
    """Everyone still to operate this round, in the order they would go if nothing changed."""
    minors = [s for s in facts().independents
              if s in state.minors and not state.minors[s].closed and state.minors[s].owner is not None]
    done = [s for s in rnd.operated]
    waiting_minors = [s for s in minors if s not in done]
    waiting = {c.sym for c in state.open_corporations() if c.sym not in done}
    return done + waiting_minors + state.market.order(waiting, ascending=rnd.first_of_game)


def begin_turn(state: GameState, rnd: OperatingRound, sym: str) -> Turn:
    rnd.operated.append(sym)
    turn = Turn(operator=sym, is_minor=sym in state.minors)
    rnd.turn = turn
    if not turn.is_minor:
        state.corporations[sym].operated = True
    return turn


def current_turn(state: GameState, operator: str) -> Turn:
    rnd = state.round
    if not isinstance(rnd, OperatingRound) or rnd.turn is None:
        raise RuleError(f"{operator} cannot do that now: it is not an operating round.")
    if rnd.turn.operator != operator:
        raise RuleError(f"It is {rnd.turn.operator}'s turn to operate, not {operator}'s.")
    return rnd.turn


def operator_of(state: GameState, operator: str) -> Corporation | Minor:
    if operator in state.minors:
        return state.minors[operator]
    if operator in state.corporations:
        return state.corporations[operator]
    raise RuleError(f"There is no corporation or independent railroad called {operator!r}.")


def acting_player(state: GameState, operator: str) -> str | None:
    if operator in state.minors:
        return state.minors[operator].owner
    corp = state.corporations[operator]
    return None if corp.in_receivership else corp.president


def end_turn(state: GameState, operator: str) -> None:
    rnd = state.round
    if isinstance(rnd, OperatingRound) and rnd.turn is not None and rnd.turn.operator == operator:
        rnd.turn = None
