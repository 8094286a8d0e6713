"""Net worth (§10.3): cash, shares at the market price, and private companies a player still owns."""

from __future__ import annotations

from rules.g1846.money import player_account
from rules.g1846.shares import held
from rules.g1846.table import GameState


def share_value(state: GameState, player: str) -> int:
    return sum(held(c, player) * state.market.price(c.sym) for c in state.open_corporations())


def private_value(state: GameState, player: str) -> int:
    account = player_account(player)
    return sum(p.face for p in state.privates.values() if p.owner == account and not p.closed)


def net_worth(state: GameState, player: str) -> int:
    if state.player(player).bankrupt:
        return 0
    return state.player_cash(player) + share_value(state, player) + private_value(state, player)


def result(state: GameState) -> dict[str, int]:
    return {p.name: net_worth(state, p.name) for p in state.players}


def all_corporations_closed(state: GameState) -> bool:
    return bool(state.corporations) and all(c.closed for c in state.corporations.values())


def all_but_one_bankrupt(state: GameState) -> bool:
    return len(state.active_players()) <= 1
