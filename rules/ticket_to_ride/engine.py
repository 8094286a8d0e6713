"""The Ticket to Ride game the table plays: turns, claims, stations, the end trigger, then tickets.

The companion does not see cards, so it does not track hands or decks: it records what lands on the
board (claims from the camera or typed, stations), the turns in between (typed "drew" turns), each
player's trains, live route points and, once play ends, the destination tickets of each player.

Decision on turn order (rules silent on how a companion should cope with missed input): turns are
strict. A claim, station or draw by anyone but the player on turn is refused, never silently
accepted, with a sentence saying how to fix it. Tables often forget to type a draw turn, so a
``catch_up`` action records a draw turn for every player from the one on turn up to the named
player in one step (the events list each assumed turn); no undo is needed.

Decision: the players are given in seat order and the first of them plays first.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, ClassVar, Self

from rules.core.engine import Engine, Prompt, check_options, check_players
from rules.core.errors import RuleError
from rules.core.records import Action, Event
from rules.ticket_to_ride.actions import (
    CODEC,
    BuildStation,
    CatchUp,
    Claim,
    DrawTurn,
    Drew,
    EndTriggered,
    GameScored,
    PlayEnded,
    RegisterTicket,
    RouteClaimed,
    StationBuilt,
    TicketRegistered,
    TicketsClosed,
    TicketsDone,
)
from rules.ticket_to_ride.board import PLAYER_COLOURS, Board, load_board
from rules.ticket_to_ride.position import Holding, check_claim, check_station, check_ticket, check_trains
from rules.ticket_to_ride.scoring import PlayerScore, route_points, score_position

END_TRIGGER_TRAINS = 2


def check_colours(colours: Any, players: list[str]) -> list[str]:
    """The ``colours`` option: one distinct player colour per player, in seat order."""
    if colours is None:
        return list(PLAYER_COLOURS[: len(players)])
    known = ", ".join(PLAYER_COLOURS[:-1]) + " and " + PLAYER_COLOURS[-1]
    if not isinstance(colours, list | tuple) or len(colours) != len(players):
        raise RuleError(f"Give one colour per player, in seat order ({len(players)} colours).")
    for colour in colours:
        if colour not in PLAYER_COLOURS:
            raise RuleError(f"{colour!r} is not a Ticket to Ride player colour; the colours are {known}.")
    if len(set(colours)) != len(colours):
        raise RuleError("Two players have the same colour; give each player a different colour.")
    return list(colours)


class TicketToRide(Engine):
    """The engine both maps share; a subclass names its map."""

    map_id: ClassVar[str]
    codec = CODEC

    def __init__(self, options: Mapping[str, Any], seed: int) -> None:
        super().__init__(options, seed)
        self.board: Board = load_board(self.map_id)
        names: list[str] = self.options["players"]
        self.colours: dict[str, str] = dict(zip(names, self.options["colours"], strict=True))
        self.trains = dict.fromkeys(names, self.board.trains_per_player)
        self.claims: dict[str, list[str]] = {n: [] for n in names}
        self.owners: dict[str, str] = {}
        self.stations: dict[str, list[str]] = {n: [] for n in names}
        self.station_owner: dict[str, str] = {}
        self.tickets: dict[str, list[str]] = {n: [] for n in names}
        self.ticket_owner: dict[str, str] = {}
        self.closed: list[str] = []
        self.seat = 0
        self.history: list[dict[str, Any]] = []
        self.triggered_by: str | None = None
        self.final_turns_left: int | None = None
        self.phase = "play"  # play → tickets → over
        self.result: list[PlayerScore] | None = None

    @classmethod
    def create(cls, options: Mapping[str, Any], seed: int = 0) -> Self:
        merged = check_options(options, {}, cls.title)
        merged["players"] = check_players(merged.get("players"), 2, 5, cls.title)
        merged["colours"] = check_colours(merged.get("colours"), merged["players"])
        return cls(merged, seed)

    # ----------------------------------------------------------------- actions

    def _step(self, action: Action) -> list[Event]:
        if isinstance(action, Claim):
            return self._claim(action)
        if isinstance(action, BuildStation):
            return self._station(action)
        if isinstance(action, Drew):
            self._require_play()
            player = self._on_turn(action.player, action.colour)
            return [DrawTurn(player, action.what), *self._end_turn(player, {"kind": action.what})]
        if isinstance(action, CatchUp):
            return self._catch_up(action)
        if isinstance(action, RegisterTicket):
            return self._register_ticket(action)
        if isinstance(action, TicketsDone):
            return self._tickets_done(action)
        raise RuleError(f"{self.title} has no action of type {action.type!r}.")

    def _claim(self, action: Claim) -> list[Event]:
        self._require_play()
        route = self.board.route(action.route)
        player = self._on_turn(action.player, action.colour)
        check_claim(self.board, route, player, self.owners, len(self.players))
        check_trains(route, player, self.trains[player])
        self.owners[route.id] = player
        self.claims[player].append(route.id)
        self.trains[player] -= route.length
        claimed = RouteClaimed(player, route.id, route.points, self.trains[player], route.label)
        return [claimed, *self._end_turn(player, {"kind": "claim", "route": route.id})]

    def _station(self, action: BuildStation) -> list[Event]:
        self._require_play()
        player = self._on_turn(action.player, action.colour)
        check_station(self.board, action.city, player, self.station_owner, len(self.stations[player]))
        self.stations[player].append(action.city)
        self.station_owner[action.city] = player
        built = StationBuilt(player, action.city, self.board.stations_per_player - len(self.stations[player]),
                             self.board.cities[action.city])
        return [built, *self._end_turn(player, {"kind": "station", "city": action.city})]

    def _catch_up(self, action: CatchUp) -> list[Event]:
        self._require_play()
        if action.player is None and action.colour is None:
            raise RuleError("Say which player is really on turn (a name or a colour) to catch up to.")
        target = self._resolve(action.player, action.colour)
        current = self.players[self.seat]
        if target == current:
            raise RuleError(f"It is already {target}'s turn.")
        skipped = (self.players.index(target) - self.seat) % len(self.players)
        if self.final_turns_left is not None and skipped >= self.final_turns_left:
            raise RuleError(
                f"The last round ends before {target}'s turn; record the remaining turns one at a time."
            )
        events: list[Event] = []
        for _ in range(skipped):
            player = self.players[self.seat]
            events += [DrawTurn(player, "cards"), *self._end_turn(player, {"kind": "cards", "assumed": True})]
        return events

    def _register_ticket(self, action: RegisterTicket) -> list[Event]:
        player = self._ticket_player(action.player)
        check_ticket(self.board, action.ticket, player, self.ticket_owner, self.tickets[player])
        self.tickets[player].append(action.ticket)
        self.ticket_owner[action.ticket] = player
        return [TicketRegistered(player, len(self.tickets[player]))]

    def _tickets_done(self, action: TicketsDone) -> list[Event]:
        player = self._ticket_player(action.player)
        self.closed.append(player)
        events: list[Event] = [TicketsClosed(player)]
        if len(self.closed) == len(self.players):
            self.result = score_position(self.board, self.holdings())
            self.phase = "over"
            best = min(self.result, key=lambda s: s.rank)
            events.append(GameScored(tuple(s.name for s in self.result if s.rank == 1), best.total))
        return events

    # ----------------------------------------------------------------- helpers

    def _require_play(self) -> None:
        if self.phase == "tickets":
            raise RuleError("Play has ended; register each player's destination tickets now.")
        if self.phase == "over":
            raise RuleError("The game is over and scored.")

    def _resolve(self, name: str | None, colour: str | None) -> str:
        """The player named by a name and/or a colour; with neither, the player on turn."""
        player = None
        if name is not None:
            matches = [p for p in self.players if p.casefold() == name.strip().casefold()]
            if not matches:
                raise RuleError(f"There is no player called {name!r} in this game.")
            player = matches[0]
        if colour is not None:
            owners = [p for p, c in self.colours.items() if c == colour.strip().casefold()]
            if not owners:
                raise RuleError(f"Nobody plays {colour} in this game.")
            if player is not None and owners[0] != player:
                raise RuleError(f"{player} plays {self.colours[player]}, not {colour}.")
            player = owners[0]
        return player if player is not None else self.players[self.seat]

    def _on_turn(self, name: str | None, colour: str | None) -> str:
        player = self._resolve(name, colour)
        current = self.players[self.seat]
        if player != current:
            raise RuleError(
                f"It is {current}'s turn, not {player}'s; record {current}'s draw turn first, "
                f"or catch up to {player} if turns were missed."
            )
        return player

    def _end_turn(self, player: str, turn: dict[str, Any]) -> list[Event]:
        self.history.append({"turn": len(self.history) + 1, "player": player, **turn})
        events: list[Event] = []
        if self.final_turns_left is None:
            if self.trains[player] <= END_TRIGGER_TRAINS:
                self.triggered_by = player
                self.final_turns_left = len(self.players)
                events.append(EndTriggered(player, self.trains[player]))
        else:
            self.final_turns_left -= 1
            if self.final_turns_left == 0:
                self.phase = "tickets"
                events.append(PlayEnded())
        self.seat = (self.seat + 1) % len(self.players)
        return events

    def _ticket_player(self, name: str | None) -> str:
        if self.phase == "play":
            raise RuleError("Destination tickets are registered once play has ended.")
        if self.phase == "over":
            raise RuleError("The game is over and scored.")
        player = self._resolve(name, None) if name is not None else self.registering
        assert player is not None
        if player in self.closed:
            raise RuleError(f"{player}'s tickets are already closed.")
        return player

    @property
    def registering(self) -> str | None:
        """Whose tickets are being registered: the first player in seat order not yet closed."""
        if self.phase != "tickets":
            return None
        return next(p for p in self.players if p not in self.closed)

    def holdings(self) -> list[Holding]:
        return [
            Holding(p, tuple(self.claims[p]), tuple(self.tickets[p]), tuple(self.stations[p])) for p in self.players
        ]

    # ----------------------------------------------------------------- views

    @property
    def finished(self) -> bool:
        return self.phase == "over"

    def snapshot(self) -> dict[str, Any]:
        over = self.result is not None
        players = []
        for seat, p in enumerate(self.players):
            entry: dict[str, Any] = {
                "name": p,
                "colour": self.colours[p],
                "seat": seat,
                "trains_left": self.trains[p],
                "route_points": route_points(self.board, self.claims[p]),
                "claims": list(self.claims[p]),
                "stations": list(self.stations[p]),
                "stations_left": self.board.stations_per_player - len(self.stations[p]),
                "tickets": len(self.tickets[p]),
                "ticket_ids": list(self.tickets[p]) if over else None,
                "tickets_closed": p in self.closed,
            }
            players.append(entry)
        playing = self.phase == "play"
        return {
            "game": self.game_id,
            "map": self.map_id,
            "phase": "last_round" if playing and self.final_turns_left is not None else self.phase,
            "turn": len(self.history) + 1 if playing else None,
            "current": self.players[self.seat] if playing else None,
            "end_trigger": {
                "triggered": self.triggered_by is not None,
                "by": self.triggered_by,
                "turns_left": self.final_turns_left,
            },
            "registering": self.registering,
            "players": players,
            "history": [dict(h) for h in self.history],
            "result": None if self.result is None else {
                "players": [s.breakdown() for s in self.result],
                "winners": [s.name for s in self.result if s.rank == 1],
            },
        }

    def prompt(self) -> Prompt:
        if self.phase == "play":
            player = self.players[self.seat]
            details = {"colour": self.colours[player], "trains_left": self.trains[player],
                       "turns_left": self.final_turns_left}
            doing = "claim a route, build a station or record a draw" if self.board.stations_per_player \
                else "claim a route or record a draw"
            expects = ("claim", "station", "drew", "catch_up") if self.board.stations_per_player \
                else ("claim", "drew", "catch_up")
            if self.final_turns_left is None:
                text = f"{player} ({self.colours[player]}) to play: {doing}."
            else:
                text = (f"Last round, {self.final_turns_left} turns left: {player} ({self.colours[player]}) "
                        f"to play: {doing}.")
            return Prompt(player, expects, text, details)
        if self.phase == "tickets":
            player = self.registering
            assert player is not None
            return Prompt(
                player, ("ticket", "tickets_done"),
                f"Scan {player}'s destination tickets, then mark {player}'s tickets done.",
                {"registering": player, "colour": self.colours[player], "registered": len(self.tickets[player])},
            )
        assert self.result is not None
        winners = [s for s in self.result if s.rank == 1]
        names = " and ".join(s.name for s in winners)
        text = (f"Game over: {names} wins with {winners[0].total} points." if len(winners) == 1
                else f"Game over: {names} share first place with {winners[0].total} points.")
        return Prompt(None, (), text, {"winners": [s.name for s in winners]})


class TicketToRideUSA(TicketToRide):
    game_id = "ttr-usa"
    title = "Ticket to Ride (USA)"
    map_id = "usa"


class TicketToRideEurope(TicketToRide):
    game_id = "ttr-europe"
    title = "Ticket to Ride: Europe"
    map_id = "europe"
