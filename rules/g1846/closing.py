"""A corporation whose price reaches $0 closes (§8): everything of it leaves the game."""

from __future__ import annotations

from rules.core import BANK
from rules.g1846.shares import recompute_cert_limit
from rules.g1846.state import Corporation
from rules.g1846.table import GameState


def close_if_worthless(state: GameState, corp: Corporation) -> bool:
    if corp.closed or not state.market.has(corp.sym) or state.market.price(corp.sym) > 0:
        return False
    close_corporation(state, corp)
    return True


def close_corporation(state: GameState, corp: Corporation) -> None:
    cash = state.money.pay_all(corp.account, BANK, f"{corp.sym} closes: its treasury returns to the bank")
    corp.closed = True
    state.market.remove(corp.sym)
    corp.shares.clear()
    corp.president = None
    corp.trains.clear()
    for sym in corp.privates:
        state.privates[sym].closed = True
    corp.privates.clear()
    recompute_cert_limit(state)
    state.note(f"{corp.sym} closes: its ${cash} treasury returns to the bank; the certificate limit is now "
               f"{state.cert_limit}.")
