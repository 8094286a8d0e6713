"""A corporation buys a private company from a player (§6.9), in phases I-II, for $1 up to face value.

Buying an independent railroad (no more than its face value, debt excluded) brings its treasury, its
2-train (which cannot run again this round) and its token; the buyer needs room for the train.
"""

from __future__ import annotations

from rules.core import RuleError
from rules.g1846.facts import facts
from rules.g1846.money import account_name, is_player_account, minor_account
from rules.g1846.phases import train_limit
from rules.g1846.state import Corporation
from rules.g1846.table import GameState


def buy_private(state: GameState, corp: Corporation, sym: str, price: int) -> None:
    private = state.privates.get(sym)
    if private is None:
        raise RuleError(f"There is no private company called {sym!r} in this game.")
    if not facts().phases[state.phase].privates_for_sale:
        raise RuleError(f"Private companies can no longer be bought in phase {facts().phases[state.phase].name}.")
    if private.closed:
        raise RuleError(f"{sym} has closed.")
    if private.owner is None or not is_player_account(private.owner):
        raise RuleError(f"{sym} is not owned by a player, so {corp.sym} cannot buy it.")
    if not 1 <= price <= private.face:
        raise RuleError(f"{sym} sells for $1 up to its face value of ${private.face}, not ${price}.")
    cash = state.cash(corp.account)
    if cash < price:
        raise RuleError(f"{corp.sym} has ${cash} but {sym} costs ${price}.")
    seller = account_name(private.owner)
    minor = state.minors.get(sym)
    if minor is not None and len(corp.live_trains()) >= train_limit(state):
        raise RuleError(f"{corp.sym} has no room for {sym}'s 2-train: it is at its train limit.")
    state.money.pay(corp.account, private.owner, price, f"{corp.sym} buys {sym} from {seller}")
    private.owner = corp.account
    corp.privates.append(sym)
    sentence = f"{corp.sym} buys {sym} from {seller} for ${price}."
    if minor is not None:
        cash_in = state.money.pay_all(minor_account(sym), corp.account, f"{sym}'s treasury joins {corp.sym}")
        if minor.train is not None:
            minor.train.ran_in = state.or_serial
            corp.trains.append(minor.train)
        minor.train = None
        minor.closed = True
        minor.owner = None
        if minor.home not in corp.token_places:
            corp.token_places.append(minor.home)
        sentence += f" {corp.sym} receives its ${cash_in} treasury, its 2-train and its token in {minor.home}."
    state.note(sentence)
