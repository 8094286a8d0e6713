"""The whole game state of 1846 in one object, plus the state of the round being played."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Literal

from rules.core import Event, Note, RuleError
from rules.g1846.market import StockMarket
from rules.g1846.money import Money, player_account
from rules.g1846.state import Corporation, Minor, Player, Private, Train


@dataclass
class Depot:
    """The bank's trains: how many of each group are left (None: unlimited) and discarded ones."""

    groups: list[str]
    left: dict[str, int | None]
    prices: dict[str, dict[str, int]]
    discarded: list[Train] = field(default_factory=list)
    next_id: int = 0

    def current_group(self) -> str | None:
        for group in self.groups:
            if self.left[group] is None or self.left[group]:
                return group
        return None

    def new_train(self, group: str, name: str) -> Train:
        train = Train(self.next_id, name, group, self.prices[group][name])
        self.next_id += 1
        return train

    def offers(self) -> list[tuple[str, int]]:
        """Every train the bank would sell now, by name and price, cheapest first."""
        offers: dict[str, int] = {}
        current = self.current_group()
        if current is not None:
            offers.update(self.prices[current])
        for train in self.discarded:
            offers.setdefault(train.name, train.price)
        return sorted(offers.items(), key=lambda item: (item[1], item[0]))

    def cheapest(self) -> tuple[str, int] | None:
        offers = self.offers()
        return offers[0] if offers else None

    def names(self, group: str) -> list[str]:
        """The train names of a group, cheapest first."""
        return sorted(self.prices[group], key=lambda name: (self.prices[group][name], name))

    def group_of(self, name: str) -> str | None:
        for group, variants in self.prices.items():
            if name in variants:
                return group
        return None


@dataclass
class DraftRound:
    kind: Literal["draft"] = "draft"
    order: list[str] = field(default_factory=list)
    index: int = 0
    picks: dict[str, list[str | None]] = field(default_factory=dict)
    privates_left: list[str] = field(default_factory=list)
    blanks_left: int = 0
    offer: str | None = None
    discount: int = 0
    done: bool = False

    @property
    def actor(self) -> str:
        return self.order[self.index % len(self.order)]


@dataclass
class StockRound:
    kind: Literal["stock"] = "stock"
    order: list[str] = field(default_factory=list)
    index: int = 0
    passes: int = 0
    sold: dict[str, set[str]] = field(default_factory=dict)
    turn_sold: set[str] = field(default_factory=set)
    turn_dropped: set[str] = field(default_factory=set)
    last_trader: str | None = None
    done: bool = False

    @property
    def actor(self) -> str:
        return self.order[self.index % len(self.order)]


@dataclass
class Turn:
    """What the operating corporation or independent has done so far this turn."""

    operator: str
    is_minor: bool
    step: Literal["track", "dividend", "trains"] = "track"
    lays: int = 0
    token_placed: bool = False
    issued_or_redeemed: bool = False
    ability_uses: dict[str, int] = field(default_factory=dict)
    revenue: int = 0
    emergency_issued: bool = False
    president_paid: bool = False


@dataclass
class OperatingRound:
    kind: Literal["operating"] = "operating"
    number: int = 1
    first_of_game: bool = False
    operated: list[str] = field(default_factory=list)
    turn: Turn | None = None
    done: bool = False


Round = DraftRound | StockRound | OperatingRound


@dataclass
class GameState:
    players: list[Player]
    player_count: int
    edition: Literal["first", "second"]
    money: Money
    market: StockMarket
    corporations: dict[str, Corporation]
    privates: dict[str, Private]
    minors: dict[str, Minor]
    depot: Depot
    removed_corporations: list[str]
    removed_privates: list[str]
    cert_limit: int
    phase: int = 0
    set_number: int = 1
    or_serial: int = 0
    priority: str = ""
    round: Round | None = None
    finished: bool = False
    end_reason: str | None = None
    explanations: list[str] = field(default_factory=list)
    pending_discards: list[str] = field(default_factory=list)
    events: list[Event] = field(default_factory=list)

    def __post_init__(self) -> None:
        self.money.sink = self.events

    def player(self, name: str) -> Player:
        for player in self.players:
            if player.name == name:
                return player
        known = ", ".join(p.name for p in self.players)
        raise RuleError(f"There is no player called {name!r} in this game; the players are {known}.")

    def cash(self, account: str) -> int:
        return self.money.balance(account)

    def player_cash(self, name: str) -> int:
        return self.money.balance(player_account(name))

    def active_players(self) -> list[str]:
        return [p.name for p in self.players if not p.bankrupt]

    def seat_order_from(self, name: str) -> list[str]:
        names = [p.name for p in self.players]
        start = names.index(name)
        return [n for n in names[start:] + names[:start] if not self.player(n).bankrupt]

    def open_corporations(self) -> list[Corporation]:
        return [c for c in self.corporations.values() if c.parred and not c.closed]

    def note(self, text: str) -> None:
        self.events.append(Note(text))

    def explain(self, lines: list[str]) -> None:
        self.explanations = list(lines)
        for line in lines:
            self.note(line)
