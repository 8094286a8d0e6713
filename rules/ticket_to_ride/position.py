"""What a legal position is: the checks shared by the live game (one claim at a time) and by
``companion score`` (a whole end position at once). Each check raises ``RuleError`` with the sentence
the table sees.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rules.core.engine import check_players
from rules.core.errors import RuleError
from rules.ticket_to_ride.board import Board, Route, load_board


@dataclass(frozen=True)
class Holding:
    """What one player holds at the end: route ids, ticket ids and station cities (Europe)."""

    name: str
    routes: tuple[str, ...] = ()
    tickets: tuple[str, ...] = ()
    stations: tuple[str, ...] = ()


def check_claim(board: Board, route: Route, player: str, owners: Mapping[str, str], player_count: int) -> None:
    """Refuse a route already taken, or a double lane the player may not take."""
    if route.id in owners:
        raise RuleError(f"{route.label} is already claimed by {owners[route.id]}.")
    for other_id in route.parallel:
        other_owner = owners.get(other_id)
        if other_owner is None:
            continue
        other = board.routes[other_id]
        if other_owner == player:
            raise RuleError(
                f"{player} already holds {other.label}; one player may never claim both routes of a double."
            )
        if player_count <= 3:
            raise RuleError(
                f"With 2 or 3 players only one route of a double is used, and {other_owner} already holds {other.label}."
            )


def check_trains(route: Route, player: str, trains_left: int) -> None:
    if route.length > trains_left:
        raise RuleError(f"{route.label} needs {route.length} trains but {player} has only {trains_left} left.")


def check_station(board: Board, city: str, player: str, station_owner: Mapping[str, str], built: int) -> None:
    """Refuse a station off the Europe map, in an unknown or occupied city, or beyond a player's supply."""
    if board.stations_per_player == 0:
        raise RuleError(f"There are no stations on the {board.title} map; stations exist only on the Europe map.")
    name = board.city(city)
    if city in station_owner:
        raise RuleError(f"{name} already has {station_owner[city]}'s station; a city holds only one station.")
    if built >= board.stations_per_player:
        raise RuleError(f"{player} has already built all {board.stations_per_player} stations.")


def check_ticket(board: Board, ticket_id: str, player: str, ticket_owner: Mapping[str, str],
                 held: Sequence[str]) -> None:
    """Refuse a ticket not in this map's deck, one registered already, or a second long ticket."""
    ticket = board.ticket(ticket_id)
    if ticket_id in ticket_owner:
        raise RuleError(f"The ticket {ticket.label} is already registered to {ticket_owner[ticket_id]}.")
    if ticket.long:
        for other in held:
            if board.tickets[other].long:
                raise RuleError(
                    f"{player} already has the long ticket {board.tickets[other].label}; "
                    "each player is dealt only one."
                )


def check_position(board: Board, holdings: Sequence[Holding]) -> None:
    """Refuse an end position that no game on this map could reach."""
    check_players([h.name for h in holdings], 2, 5, board.game_title)
    owners: dict[str, str] = {}
    for h in holdings:
        routes = [board.route(route_id) for route_id in h.routes]
        used = sum(r.length for r in routes)
        if used > board.trains_per_player:
            raise RuleError(
                f"{h.name}'s routes use {used} trains, but each player has only {board.trains_per_player}."
            )
        for route in routes:
            check_claim(board, route, h.name, owners, len(holdings))
            owners[route.id] = h.name
    station_owner: dict[str, str] = {}
    ticket_owner: dict[str, str] = {}
    for h in holdings:
        for built, city in enumerate(h.stations):
            check_station(board, city, h.name, station_owner, built)
            station_owner[city] = h.name
        for held, ticket_id in enumerate(h.tickets):
            check_ticket(board, ticket_id, h.name, ticket_owner, h.tickets[:held])
            ticket_owner[ticket_id] = h.name


_PLAYER_FIELDS = ("name", "routes", "tickets", "stations")


def position_from_json(data: Any) -> tuple[Board, list[Holding]]:
    """Read the ``companion score`` input: ``{"map": ..., "players": [{"name", "routes", "tickets",
    "stations"}]}``. Shape errors are refused with a sentence; legality is ``check_position``'s job."""
    if not isinstance(data, dict):
        raise RuleError('The position must be a JSON object with "map" and "players".')
    extra = sorted(set(data) - {"map", "players"})
    if extra:
        raise RuleError(f"The position has no field named {extra[0]!r}; it has map and players.")
    if "map" not in data:
        raise RuleError('The position needs a "map": "usa" or "europe".')
    board = load_board(data["map"]) if isinstance(data["map"], str) else load_board(repr(data["map"]))
    players = data.get("players")
    if not isinstance(players, list):
        raise RuleError('The position needs "players": a list of players.')
    holdings = []
    for number, player in enumerate(players, 1):
        if not isinstance(player, dict) or not isinstance(player.get("name"), str):
            raise RuleError(f"Player {number} must be a JSON object with a name.")
        name = player["name"]
        extra = sorted(set(player) - set(_PLAYER_FIELDS))
        if extra:
            raise RuleError(f"{name} has no field named {extra[0]!r}; a player has name, routes, tickets and stations.")
        lists = {}
        for key in _PLAYER_FIELDS[1:]:
            value = player.get(key, [])
            if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
                raise RuleError(f"{name}'s {key} must be a list of ids.")
            lists[key] = tuple(value)
        holdings.append(Holding(name, **lists))
    return board, holdings
