"""Phase changes (§9): the first train of a new group changes the phase at once.

Phase III closes the private companies (a Mail Contract owned by a corporation survives) and the
independents, and makes phase I trains obsolete; phase IV removes phase I trains and makes phase II
trains obsolete. Trains discarded to the bank that become obsolete leave the game. Corporations then
above the new train limit must discard at once.
"""

from __future__ import annotations

from rules.core import BANK
from rules.g1846.facts import facts
from rules.g1846.money import account_name, minor_account
from rules.g1846.table import GameState


def train_limit(state: GameState) -> int:
    return facts().phases[state.phase].train_limit


def phase_of_group(group: str) -> int:
    for index, phase in enumerate(facts().phases):
        if phase.starts_with_group == group:
            return index
    raise ValueError(f"no phase starts with group {group}")


def enter_phase(state: GameState, index: int) -> None:
    f = facts()
    state.phase = index
    name = f.phases[index].name
    state.note(f"Phase {name} begins: the train limit is {f.phases[index].train_limit}.")
    if f.phases[index].close_privates:
        close_privates(state)
    for group in f.train_groups(state.player_count):
        if group.removed_at == name:
            _remove_group(state, group.group)
        elif group.obsolete_at == name:
            _obsolete_group(state, group.group)
    limit = f.phases[index].train_limit
    state.pending_discards = [
        c.sym for c in state.open_corporations() if len(c.live_trains()) > limit
    ]


def close_privates(state: GameState) -> None:
    f = facts()
    closed = []
    # An independent still owned by a player closes with its treasury going back to the bank (the
    # rules only say the private companies are removed; 18xx.games does the same).
    for sym, minor in state.minors.items():
        if minor.closed or minor.owner is None:
            continue
        minor.closed = True
        minor.train = None
        state.money.pay_all(minor_account(sym), BANK, f"{sym} closes")
    for private in state.privates.values():
        if private.closed or private.owner is None:
            continue
        if private.sym in f.survives_phase_iii and not private.owner.startswith("player:"):
            continue
        private.closed = True
        closed.append(f"{private.sym} ({account_name(private.owner)})")
    for corp in state.corporations.values():
        corp.privates = [p for p in corp.privates if not state.privates[p].closed]
    if closed:
        state.note("The private companies close: " + ", ".join(closed) + ".")


def _remove_group(state: GameState, group: str) -> None:
    removed = 0
    for corp in state.corporations.values():
        before = len(corp.trains)
        corp.trains = [t for t in corp.trains if t.group != group]
        removed += before - len(corp.trains)
    state.depot.discarded = [t for t in state.depot.discarded if t.group != group]
    if removed:
        state.note(f"All {_label(state, group)} trains leave the game ({removed} held by corporations).")


def _obsolete_group(state: GameState, group: str) -> None:
    for corp in state.corporations.values():
        for train in corp.trains:
            if train.group == group:
                train.obsolete = True
    state.depot.discarded = [t for t in state.depot.discarded if t.group != group]
    state.note(f"The {_label(state, group)} trains are now obsolete: each runs once more, then leaves the game.")


def _label(state: GameState, group: str) -> str:
    return " and ".join(state.depot.names(group))
