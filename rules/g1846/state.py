"""The pieces on the table: trains, corporations, independents, private companies, players.

Shares are counted in 10% units per holder (a player, the corporation's treasury, or the market);
who holds the president's certificate is recorded separately, so a president change is just a new
name in ``president`` (the two 10% shares swapped for it leave every count unchanged).
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.g1846.money import MARKET, corporation_account

SHARES = 10


@dataclass
class Train:
    id: int
    name: str
    group: str
    price: int
    obsolete: bool = False
    ran_in: int = -1


@dataclass
class Corporation:
    sym: str
    name: str
    home: str
    tokens: int
    shares: dict[str, int] = field(default_factory=dict)
    president: str | None = None
    parred: bool = False
    closed: bool = False
    operated: bool = False
    trains: list[Train] = field(default_factory=list)
    privates: list[str] = field(default_factory=list)
    tokens_used: int = 0
    token_places: list[str] = field(default_factory=list)
    price_history: list[dict[str, object]] = field(default_factory=list)

    @property
    def account(self) -> str:
        return corporation_account(self.sym)

    @property
    def in_receivership(self) -> bool:
        return self.president == MARKET

    def held(self, holder: str) -> int:
        return self.shares.get(holder, 0)

    @property
    def treasury_shares(self) -> int:
        return self.held(self.account)

    @property
    def market_shares(self) -> int:
        return self.held(MARKET)

    def player_shares(self) -> int:
        return SHARES - self.treasury_shares - self.market_shares

    def move_shares(self, src: str, dst: str, count: int) -> None:
        if count <= 0:
            return
        if self.held(src) < count:
            raise ValueError(f"{src} holds {self.held(src)} {self.sym} shares, not {count}")
        self.shares[src] -= count
        if not self.shares[src]:
            del self.shares[src]
        self.shares[dst] = self.held(dst) + count

    def live_trains(self) -> list[Train]:
        return [t for t in self.trains if not t.obsolete]


@dataclass
class Minor:
    sym: str
    name: str
    home: str
    owner: str | None = None
    train: Train | None = None
    closed: bool = False


@dataclass
class Private:
    sym: str
    name: str
    face: int
    revenue: int
    owner: str | None = None
    closed: bool = False
    ability_uses: int = 0


@dataclass
class Player:
    name: str
    bankrupt: bool = False
