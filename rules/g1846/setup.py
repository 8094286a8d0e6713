"""Setting up a game: removals (from the seed or given), the bank, the trains, the draft deck."""

from __future__ import annotations

import random
from collections.abc import Mapping
from typing import Any

from rules.core import BANK, RuleError
from rules.g1846.draft import start_draft
from rules.g1846.facts import Facts, facts
from rules.g1846.market import StockMarket
from rules.g1846.money import Money, corporation_account, minor_account, player_account
from rules.g1846.shares import recompute_cert_limit
from rules.g1846.state import Corporation, Minor, Player, Private
from rules.g1846.table import Depot, GameState

TITLE = "1846"

# Every named option with its default. Removals left as None are drawn from the seed.
DEFAULT_OPTIONS: dict[str, Any] = {
    "edition": "first",
    "removed_corporations": None,
    "removed_privates": None,
}


def removals_per_group(players: int, edition: str) -> tuple[int, int]:
    """How many corporations and how many privates of each group leave the game."""
    corporations = 5 - players
    return corporations, corporations + (1 if edition == "second" else 0)


def draw_removals(f: Facts, players: int, edition: str, seed: int) -> tuple[list[str], list[str]]:
    rng = random.Random(seed)
    corp_count, private_count = removals_per_group(players, edition)
    corporations = rng.sample(list(f.corporation_removal_group), corp_count)
    privates: list[str] = []
    for group in f.private_removal_groups.values():
        members = [p for p in group if edition == "second" or p not in f.second_edition_privates]
        privates += rng.sample(members, private_count)
    return sorted(corporations), sorted(privates)


def check_removals(f: Facts, players: int, edition: str, corporations: list[str], privates: list[str]) -> None:
    corp_count, private_count = removals_per_group(players, edition)
    group = f.corporation_removal_group
    if len(set(corporations)) != corp_count or not set(corporations) <= set(group):
        raise RuleError(
            f"With {players} players exactly {corp_count} of {', '.join(group)} must be removed, not {corporations}."
        )
    for name, members in f.private_removal_groups.items():
        allowed = [p for p in members if edition == "second" or p not in f.second_edition_privates]
        chosen = [p for p in privates if p in allowed]
        if len(set(chosen)) != private_count:
            raise RuleError(
                f"With {players} players exactly {private_count} of the {name} privates "
                f"({', '.join(allowed)}) must be removed."
            )
    stray = [p for p in privates if not any(p in m for m in f.private_removal_groups.values())]
    if stray:
        raise RuleError(f"{stray[0]} is always in the game and cannot be removed.")


def new_state(names: list[str], options: Mapping[str, Any], seed: int) -> GameState:
    f = facts()
    players = len(names)
    edition = options["edition"]
    if edition not in ("first", "second"):
        raise RuleError(f"The edition option must be 'first' or 'second', not {edition!r}.")
    drawn = draw_removals(f, players, edition, seed)
    removed_corps = sorted(options["removed_corporations"]) if options["removed_corporations"] is not None else drawn[0]
    removed_privates = sorted(options["removed_privates"]) if options["removed_privates"] is not None else drawn[1]
    check_removals(f, players, edition, removed_corps, removed_privates)

    money = Money.open(f.bank_cash[players], f.set_aside[players])
    for name in names:
        money.open_account(player_account(name), name)
        money.pay(BANK, player_account(name), f.start_cash[players], "starting money")

    corporations = {}
    for sym, info in f.corporations.items():
        if sym in removed_corps:
            continue
        corp = Corporation(sym, info.name, info.home, info.tokens)
        corp.shares[corp.account] = 10
        money.open_account(corporation_account(sym), sym)
        corporations[sym] = corp

    privates = {}
    for sym, info in f.privates.items():
        if sym in removed_privates or (edition == "first" and sym in f.second_edition_privates):
            continue
        privates[sym] = Private(sym, info.name, info.face, info.revenue)

    minors = {}
    for sym in f.independents:
        minors[sym] = Minor(sym, f.privates[sym].name, f.independent_homes[sym])
        money.open_account(minor_account(sym), sym)

    groups = f.train_groups(players)
    depot = Depot(
        groups=[g.group for g in groups],
        left={g.group: (None if g.count is None else g.count - g.given_to_independents) for g in groups},
        prices={g.group: dict(g.variants) for g in groups},
    )
    for sym in f.independents:
        minors[sym].train = depot.new_train("2", "2")

    state = GameState(
        players=[Player(n) for n in names],
        player_count=players,
        edition=edition,
        money=money,
        market=StockMarket(f.market, f.par_values),
        corporations=corporations,
        privates=privates,
        minors=minors,
        depot=depot,
        removed_corporations=removed_corps,
        removed_privates=removed_privates,
        cert_limit=0,
        priority=names[0],
    )
    recompute_cert_limit(state)
    state.round = start_draft(state)
    return state
