"""The actions a Ticket to Ride table sends and the events they cause.

Who acts: a claim, station or draw names its player by ``player`` (typed) or ``colour`` (what the
camera sees); with neither it is the player whose turn it is.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from rules.core.records import Action, ActionCodec, Event


@dataclass(frozen=True)
class Claim(Action):
    """A route claimed (the player's turn)."""

    type = "claim"
    route: str
    player: str | None = None
    colour: str | None = None


@dataclass(frozen=True)
class BuildStation(Action):
    """A station built in a city (Europe; the player's turn)."""

    type = "station"
    city: str
    player: str | None = None
    colour: str | None = None


@dataclass(frozen=True)
class Drew(Action):
    """A turn spent drawing train cards or destination tickets (typed: the camera cannot see it)."""

    type = "drew"
    what: Literal["cards", "tickets"] = "cards"
    player: str | None = None
    colour: str | None = None


@dataclass(frozen=True)
class CatchUp(Action):
    """The table forgot draw turns: record one for every player before this one, who is then on turn."""

    type = "catch_up"
    player: str | None = None
    colour: str | None = None


@dataclass(frozen=True)
class RegisterTicket(Action):
    """A destination ticket (scanned or typed) of a player, after play has ended."""

    type = "ticket"
    ticket: str
    player: str | None = None


@dataclass(frozen=True)
class TicketsDone(Action):
    """All of a player's tickets are registered; the last one closed triggers the final scoring."""

    type = "tickets_done"
    player: str | None = None


CODEC = ActionCodec("Ticket to Ride", [Claim, BuildStation, Drew, CatchUp, RegisterTicket, TicketsDone])


@dataclass(frozen=True)
class RouteClaimed(Event):
    type = "route_claimed"
    player: str
    route: str
    points: int
    trains_left: int
    label: str = ""

    def describe(self) -> str:
        return f"{self.player} claims {self.label or self.route}: +{self.points} points, {self.trains_left} trains left."


@dataclass(frozen=True)
class StationBuilt(Event):
    type = "station_built"
    player: str
    city: str
    stations_left: int
    city_name: str = ""

    def describe(self) -> str:
        return f"{self.player} builds a station in {self.city_name or self.city}; {self.stations_left} left."


@dataclass(frozen=True)
class DrawTurn(Event):
    type = "draw_turn"
    player: str
    what: str

    def describe(self) -> str:
        return f"{self.player} draws {self.what}."


@dataclass(frozen=True)
class EndTriggered(Event):
    type = "end_triggered"
    player: str
    trains_left: int

    def describe(self) -> str:
        return f"{self.player} has {self.trains_left} trains left: everyone, {self.player} included, plays one more turn."


@dataclass(frozen=True)
class PlayEnded(Event):
    type = "play_ended"

    def describe(self) -> str:
        return "The last round is over: register each player's destination tickets."


@dataclass(frozen=True)
class TicketRegistered(Event):
    """No ticket id: tickets stay hidden until the final scoring."""

    type = "ticket_registered"
    player: str
    count: int

    def describe(self) -> str:
        return f"{self.player} has {self.count} ticket{'s' if self.count != 1 else ''} registered."


@dataclass(frozen=True)
class TicketsClosed(Event):
    type = "tickets_closed"
    player: str

    def describe(self) -> str:
        return f"{self.player}'s tickets are all registered."


@dataclass(frozen=True)
class GameScored(Event):
    type = "game_scored"
    winners: tuple[str, ...]
    total: int

    def describe(self) -> str:
        verb = "wins" if len(self.winners) == 1 else "share the win"
        return f"{' and '.join(self.winners)} {verb} with {self.total} points."
