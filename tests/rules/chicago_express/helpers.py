"""Helpers for the Chicago Express tests.

``opening`` plays the opening auction through legal actions. ``arrange`` is the documented test-only
way to build a position that legal play would need dozens of moves to reach (the rules' worked
examples start from such positions): it writes incomes, holdings, locomotives, houses and dials
straight into the state, and moves money only through the ledger (from or to the bank, reason
"test arrangement"), so conservation checks still hold.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from typing import Any

from rules.chicago_express import ChicagoExpress
from rules.chicago_express.state import company_account, player_account
from rules.core.ledger import BANK

PLAYERS = ("Ann", "Bob", "Cy")


def game(players: Sequence[str] = PLAYERS, **options: Any) -> ChicagoExpress:
    return ChicagoExpress.create({"players": list(players), **options}, seed=0)


def act(engine: ChicagoExpress, **data: Any) -> list:
    return engine.apply_json(data)


def frozen(engine: ChicagoExpress) -> str:
    """The snapshot and prompt as one string, to compare before and after a refusal."""
    return json.dumps({"snapshot": engine.snapshot(), "prompt": engine.prompt().to_json()}, sort_keys=True)


def opening(engine: ChicagoExpress, sales: Mapping[str, tuple[str, int]]) -> None:
    """Play the opening auction: each company goes to the named player for the price (0 = all pass)."""
    for company in ("PRR", "B&O", "C&O", "NYC"):
        winner, price = sales[company]
        while engine.state.auction is not None and engine.state.auction.company == company:
            actor = engine.state.auction.to_act
            if actor == winner and price and engine.state.auction.high_bidder is None:
                act(engine, type="bid", player=actor, amount=price)
            else:
                act(engine, type="pass", player=actor)


DEFAULT_SALES = {"PRR": ("Ann", 7), "B&O": ("Bob", 6), "C&O": ("Cy", 5), "NYC": ("Ann", 8)}


def started(players: Sequence[str] = PLAYERS, sales: Mapping[str, tuple[str, int]] | None = None, **options: Any) -> ChicagoExpress:
    """A game past its opening auction (by default Ann: PRR $7 and NYC $8, Bob: B&O $6, Cy: C&O $5)."""
    engine = game(players, **options)
    opening(engine, sales or DEFAULT_SALES)
    return engine


def arrange(
    engine: ChicagoExpress,
    *,
    income: Mapping[str, int] | None = None,
    holdings: Mapping[str, Mapping[str, int]] | None = None,
    treasury: Mapping[str, int] | None = None,
    cash: Mapping[str, int] | None = None,
    locomotives: Mapping[str, Sequence[str]] | None = None,
    houses: Sequence[str] = (),
    dials: Mapping[str, int] | None = None,
    active: str | None = None,
    open_wabash: bool = False,
) -> None:
    state = engine.state
    if open_wabash and "Wabash" not in state.open_companies:
        state.open_companies.append("Wabash")
    for company, players in (holdings or {}).items():
        state.holdings[company] = {p: n for p, n in players.items() if n}
        state.shares_left[company] = state.board.companies[company].shares - sum(players.values())
    for company, hexes in (locomotives or {}).items():
        for hex_id in hexes:
            state.occupants.setdefault(hex_id, []).append(company)
            state.network[company].append(hex_id)
            state.locomotives_left[company] -= 1
    for hex_id in houses:
        state.houses.append(hex_id)
        state.house_supply -= 1
    state.income.update(income or {})
    state.dials.update(dials or {})
    for company, amount in (treasury or {}).items():
        _set_balance(engine, company_account(company), amount)
    for player, amount in (cash or {}).items():
        _set_balance(engine, player_account(player), amount)
    if active is not None:
        state.active = active


def _set_balance(engine: ChicagoExpress, account: str, amount: int) -> None:
    state = engine.state
    difference = amount - state.ledger.balance(account)
    if difference > 0:
        state.pay(BANK, account, difference, "test arrangement")
    elif difference < 0:
        state.pay(account, BANK, -difference, "test arrangement")
