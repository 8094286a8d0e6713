"""Buying and discarding trains (§6.8): from the bank at list price, or from another corporation.

Only the current group's trains are sold by the bank until they are gone (trains discarded over a
limit may be bought again at list price). A forced purchase beyond the treasury goes through
``emergency``; the first train of a new group changes the phase.
"""

from __future__ import annotations

from rules.core import BANK, RuleError
from rules.g1846.emergency import president_pays_for
from rules.g1846.phases import enter_phase, phase_of_group, train_limit
from rules.g1846.shares import open_corporation
from rules.g1846.state import Corporation, Train
from rules.g1846.table import GameState, Turn


def check_room(state: GameState, corp: Corporation) -> None:
    limit = train_limit(state)
    if len(corp.live_trains()) >= limit:
        raise RuleError(f"{corp.sym} already has {limit} trains, the limit in this phase.")


def _take_from_bank(state: GameState, name: str) -> tuple[Train, bool]:
    """The train the bank sells under ``name``, and whether it comes off the new-train stack."""
    depot = state.depot
    group = depot.group_of(name)
    if group is None:
        known = ", ".join(n for g in depot.groups for n in depot.prices[g])
        raise RuleError(f"There is no {name} train in 1846; the trains are {known}.")
    current = depot.current_group()
    if group == current:
        left = depot.left[group]
        if left is not None:
            depot.left[group] = left - 1
        return depot.new_train(group, name), True
    for train in depot.discarded:
        if train.name == name:
            depot.discarded.remove(train)
            return train, False
    if current is not None and depot.groups.index(group) > depot.groups.index(current):
        last = " or ".join(depot.names(current))
        raise RuleError(f"The {name} trains are not for sale until the last {last} train is sold.")
    raise RuleError(f"The bank has no {name} train left.")


def buy_from_bank(state: GameState, turn: Turn, corp: Corporation, name: str, price: int | None) -> None:
    check_room(state, corp)
    group = state.depot.group_of(name)
    list_price = state.depot.prices[group][name] if group else None
    if price is not None and list_price is not None and price != list_price:
        raise RuleError(f"The bank sells a {name} train for ${list_price}, not ${price}.")
    train, new = _take_from_bank(state, name)
    cash = state.cash(corp.account)
    contribution = 0
    if cash < train.price:
        contribution = president_pays_for(state, turn, corp, train)
    if contribution:
        state.money.pay(f"player:{corp.president}", corp.account, contribution,
                        f"{corp.president} pays toward {corp.sym}'s {name} train")
    state.money.pay(corp.account, BANK, train.price, f"{corp.sym} buys a {name} train")
    train.ran_in = -1
    corp.trains.append(train)
    sentence = f"{corp.sym} buys a {name} train from the bank for ${train.price}"
    if contribution:
        sentence += f", {corp.president} paying ${contribution} of it"
    state.note(sentence + ".")
    if new:
        phase = phase_of_group(train.group)
        if phase > state.phase:
            enter_phase(state, phase)


def buy_from_corporation(state: GameState, corp: Corporation, name: str, source: str, price: int | None) -> None:
    seller = open_corporation(state, source)
    if seller.sym == corp.sym:
        raise RuleError(f"{corp.sym} cannot buy a train from itself.")
    check_room(state, corp)
    if price is None or price < 1:
        raise RuleError("A train bought from another corporation needs an agreed price of at least $1.")
    trains = [t for t in seller.trains if t.name == name]
    live = [t for t in trains if not t.obsolete]
    if not live:
        if trains:
            raise RuleError(f"{seller.sym}'s {name} train is obsolete and cannot be sold.")
        raise RuleError(f"{seller.sym} has no {name} train.")
    cash = state.cash(corp.account)
    if cash < price:
        raise RuleError(f"{corp.sym} has ${cash} but the {name} train costs ${price}; a president may only pay "
                        f"toward a train from the bank.")
    train = live[0]
    seller.trains.remove(train)
    corp.trains.append(train)
    state.money.pay(corp.account, seller.account, price, f"{corp.sym} buys a {name} train from {seller.sym}")
    state.note(f"{corp.sym} buys {seller.sym}'s {name} train for ${price}.")


def discard(state: GameState, corp: Corporation, name: str) -> None:
    if corp.sym not in state.pending_discards:
        raise RuleError(f"{corp.sym} is not above its train limit; trains cannot be given back to the bank.")
    trains = [t for t in corp.live_trains() if t.name == name]
    if not trains:
        raise RuleError(f"{corp.sym} has no {name} train to discard.")
    train = trains[0]
    corp.trains.remove(train)
    state.depot.discarded.append(train)
    state.note(f"{corp.sym} discards a {name} train to the bank.")
    if len(corp.live_trains()) <= train_limit(state):
        state.pending_discards.remove(corp.sym)


def rust_obsolete(state: GameState, corp: Corporation) -> None:
    gone = [t.name for t in corp.trains if t.obsolete]
    if gone:
        corp.trains = [t for t in corp.trains if not t.obsolete]
        state.note(f"{corp.sym}'s obsolete trains ({', '.join(gone)}) leave the game after running.")


def buy_cheapest_if_affordable(state: GameState, corp: Corporation) -> None:
    """A corporation in receivership without a train buys the cheapest bank train it can pay for (§7.14)."""
    if corp.trains:
        return
    cheapest = state.depot.cheapest()
    if cheapest is None or state.cash(corp.account) < cheapest[1]:
        state.note(f"{corp.sym} (in receivership) cannot afford a train.")
        return
    name = cheapest[0]
    train, new = _take_from_bank(state, name)
    state.money.pay(corp.account, BANK, train.price, f"{corp.sym} buys a {name} train")
    corp.trains.append(train)
    state.note(f"{corp.sym} (in receivership) buys a {name} train from the bank for ${train.price}.")
    if new:
        phase = phase_of_group(train.group)
        if phase > state.phase:
            enter_phase(state, phase)
