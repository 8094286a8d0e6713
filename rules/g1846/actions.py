"""The table's actions for 1846, as readable JSON records (documented in docs/1846-actions.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rules.core import Action, ActionCodec


@dataclass(frozen=True)
class DraftPick(Action):
    """A player keeps a card in the private draft: a private company, or a blank card (``null``)."""

    type = "draft_pick"
    player: str
    private: str | None = None


@dataclass(frozen=True)
class DraftPass(Action):
    """The last private on offer is refused and passed on $10 cheaper."""

    type = "draft_pass"
    player: str


@dataclass(frozen=True)
class Par(Action):
    type = "par"
    player: str
    corporation: str
    price: int


@dataclass(frozen=True)
class BuyShare(Action):
    type = "buy_share"
    player: str
    corporation: str
    source: Literal["treasury", "market"] = "treasury"


@dataclass(frozen=True)
class SellShares(Action):
    type = "sell_shares"
    player: str
    corporation: str
    count: int = 1


@dataclass(frozen=True)
class Pass(Action):
    type = "pass"
    player: str


@dataclass(frozen=True)
class IssueShares(Action):
    type = "issue_shares"
    corporation: str
    count: int = 1


@dataclass(frozen=True)
class RedeemShares(Action):
    type = "redeem_shares"
    corporation: str
    count: int = 1


@dataclass(frozen=True)
class LayTrack(Action):
    """A tile lay or upgrade and what it cost; ``private`` names the ability used, if any."""

    type = "lay_track"
    corporation: str
    cost: int
    hex: str | None = None
    private: str | None = None


@dataclass(frozen=True)
class PlaceToken(Action):
    type = "place_token"
    corporation: str
    cost: int
    hex: str | None = None
    private: str | None = None


@dataclass(frozen=True)
class RunTrains(Action):
    """What each train earned this operating round (bonuses included); an empty list: no run."""

    type = "run_trains"
    corporation: str
    revenues: tuple[int, ...] = ()


@dataclass(frozen=True)
class Dividend(Action):
    type = "dividend"
    corporation: str
    kind: Literal["full", "half", "withhold"]


@dataclass(frozen=True)
class BuyTrain(Action):
    """Buy a train from the bank (list price) or from another corporation (``source``, agreed price)."""

    type = "buy_train"
    corporation: str
    train: str
    source: str = "bank"
    price: int | None = None


@dataclass(frozen=True)
class DiscardTrain(Action):
    type = "discard_train"
    corporation: str
    train: str


@dataclass(frozen=True)
class BuyPrivate(Action):
    type = "buy_private"
    corporation: str
    private: str
    price: int


@dataclass(frozen=True)
class Done(Action):
    """The operating corporation ends its turn."""

    type = "done"
    corporation: str


@dataclass(frozen=True)
class DeclareBankruptcy(Action):
    type = "declare_bankruptcy"
    player: str


@dataclass(frozen=True)
class EndGame(Action):
    """The players agree to end the game now; it is scored as it stands."""

    type = "end_game"


ACTIONS: tuple[type[Action], ...] = (
    DraftPick, DraftPass, Par, BuyShare, SellShares, Pass, IssueShares, RedeemShares, LayTrack, PlaceToken,
    RunTrains, Dividend, BuyTrain, DiscardTrain, BuyPrivate, Done, DeclareBankruptcy, EndGame,
)

CODEC = ActionCodec("1846", ACTIONS)
