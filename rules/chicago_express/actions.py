"""The actions a Chicago Express table sends, as JSON records (see docs/chicago-express-actions.md)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rules.core.records import Action, ActionCodec

DialName = Literal["auction", "development", "build"]


@dataclass(frozen=True)
class Bid(Action):
    """Raise the running auction to ``amount`` dollars (the first bid must reach the minimum)."""

    type = "bid"
    player: str
    amount: int


@dataclass(frozen=True)
class Pass(Action):
    """Leave the running auction; a pass is final for that auction."""

    type = "pass"
    player: str


@dataclass(frozen=True)
class Dial(Action):
    """A dial sensor reading: dial ``dial`` now shows field ``position`` (0 = START, last = red).

    The reading chooses that dial's action when it is exactly one field forward of the dial the
    active player may turn. ``player`` is optional because a sensor does not know who turned it.
    """

    type = "dial"
    dial: DialName
    position: int
    player: str | None = None


@dataclass(frozen=True)
class Choose(Action):
    """The keyboard equivalent of turning a dial one field forward."""

    type = "choose"
    player: str
    action: DialName


@dataclass(frozen=True)
class PutUp(Action):
    """Perform the chosen auction: put one share of ``company`` up for auction."""

    type = "auction"
    player: str
    company: str


@dataclass(frozen=True)
class Build(Action):
    """Perform the chosen build: place 1-3 locomotives of ``company`` on ``hexes``, in that order."""

    type = "build"
    player: str
    company: str
    hexes: tuple[str, ...]


@dataclass(frozen=True)
class Develop(Action):
    """Perform the chosen development on ``hex``."""

    type = "develop"
    player: str
    hex: str


@dataclass(frozen=True)
class Burn(Action):
    """Decline to perform the action just chosen (its dial stays advanced)."""

    type = "burn"
    player: str


@dataclass(frozen=True)
class Skip(Burn):
    """Another name for ``burn``."""

    type = "skip"


ACTIONS: tuple[type[Action], ...] = (Bid, Pass, Dial, Choose, PutUp, Build, Develop, Burn, Skip)
CODEC = ActionCodec("Chicago Express", ACTIONS)
