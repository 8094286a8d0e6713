"""Share holdings: certificates, limits, presidencies, and the lookups every round needs."""

from __future__ import annotations

from rules.core import RuleError
from rules.g1846.facts import facts
from rules.g1846.money import MARKET, player_account
from rules.g1846.state import Corporation
from rules.g1846.table import GameState

MAX_HOLDING = 6
MARKET_LIMIT = 5


def corporation(state: GameState, sym: str) -> Corporation:
    corp = state.corporations.get(sym)
    if corp is None:
        if sym in state.removed_corporations:
            raise RuleError(f"{sym} was removed from this game at setup.")
        known = ", ".join(state.corporations)
        raise RuleError(f"There is no corporation called {sym!r} in this game; the corporations are {known}.")
    if corp.closed:
        raise RuleError(f"{sym} has closed and is out of the game.")
    return corp


def open_corporation(state: GameState, sym: str) -> Corporation:
    corp = corporation(state, sym)
    if not corp.parred:
        raise RuleError(f"{sym} has not been opened yet.")
    return corp


def held(corp: Corporation, player: str) -> int:
    return corp.held(player_account(player))


def certificates(state: GameState, player: str) -> int:
    count = 0
    for corp in state.open_corporations():
        units = held(corp, player)
        count += units - 1 if corp.president == player and units >= 2 else units
    account = player_account(player)
    count += sum(1 for p in state.privates.values() if p.owner == account and not p.closed)
    return count


def corporations_in_play(state: GameState) -> int:
    return sum(1 for c in state.corporations.values() if not c.closed)


def recompute_cert_limit(state: GameState) -> None:
    state.cert_limit = facts().cert_limit(state.player_count, corporations_in_play(state))


def seats_left_of(state: GameState, player: str) -> list[str]:
    """The other players in seat order, starting with the one to ``player``'s left."""
    return state.seat_order_from(player)[1:]


def president_after_sale(state: GameState, corp: Corporation, seller: str) -> str | None:
    """Who holds the president's certificate once ``seller`` (the president) has sold down.

    Another player takes it only by holding more than the seller and at least 20%; ties go to the
    nearest player to the seller's left. ``None`` means the certificate would have to go to the market.
    """
    remaining = held(corp, seller)
    best: str | None = None
    best_units = max(remaining, 1)
    for other in seats_left_of(state, seller):
        units = held(corp, other)
        if units > best_units and units >= 2:
            best, best_units = other, units
    if best is not None:
        return best
    return seller if remaining >= 2 else None


def check_president_after_gain(corp: Corporation, buyer: str) -> str | None:
    """The buyer becomes president when holding more than the president (or 20% in receivership)."""
    units = held(corp, buyer)
    if corp.president is None or corp.president == buyer:
        return None
    if corp.in_receivership:
        return buyer if units >= 2 else None
    return buyer if units > held(corp, corp.president) else None


def market_room(corp: Corporation) -> int:
    return max(0, MARKET_LIMIT - corp.held(MARKET))
