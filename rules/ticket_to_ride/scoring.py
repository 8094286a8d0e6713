"""Final scoring of an end position: routes, tickets, longest path, stations, total and rank.

Decisions (rules silent):
- The longest-path bonus goes to every player whose longest trail equals the longest one, but only
  when that length is above zero (a table where nobody laid a train awards no bonus).
- Ranks are shared by players equal on the total and on every official tie-break; the next rank
  skips accordingly (1, 1, 3).
- "Unused stations" are the stations a player never built (the +4 each of the rules); a built
  station that turned out useless scores nothing.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace
from typing import Any

from rules.ticket_to_ride.board import Board
from rules.ticket_to_ride.position import Holding
from rules.ticket_to_ride.tickets import best_ticket_result
from rules.ticket_to_ride.trails import Edge, Trail, longest_trail

SUMMARY_KEYS = ("name", "route_points", "tickets_completed", "tickets_failed", "ticket_points", "longest_path",
                "longest_bonus", "stations_unused", "station_points", "total", "rank")


@dataclass(frozen=True)
class PlayerScore:
    name: str
    routes: tuple[str, ...]
    route_points: int
    tickets_completed: tuple[str, ...]
    tickets_failed: tuple[str, ...]
    ticket_points: int
    longest_path: int
    longest_path_routes: tuple[str, ...]
    longest_path_cities: tuple[str, ...]
    longest_bonus: int
    stations: tuple[str, ...]
    station_routes: tuple[tuple[str, str | None], ...]
    stations_unused: int
    station_points: int
    total: int
    rank: int

    def summary(self) -> dict[str, Any]:
        """The `companion score` output for this player."""
        full = self.breakdown()
        return {key: full[key] for key in SUMMARY_KEYS}

    def breakdown(self) -> dict[str, Any]:
        """Everything the end screen shows, JSON-able."""
        return {
            "name": self.name,
            "routes": list(self.routes),
            "route_points": self.route_points,
            "tickets_completed": list(self.tickets_completed),
            "tickets_failed": list(self.tickets_failed),
            "ticket_points": self.ticket_points,
            "longest_path": self.longest_path,
            "longest_path_routes": list(self.longest_path_routes),
            "longest_path_cities": list(self.longest_path_cities),
            "longest_bonus": self.longest_bonus,
            "stations": list(self.stations),
            "station_routes": {city: route for city, route in self.station_routes},
            "stations_unused": self.stations_unused,
            "station_points": self.station_points,
            "total": self.total,
            "rank": self.rank,
        }


def player_trail(board: Board, routes: Sequence[str]) -> Trail:
    """The longest continuous path of one player's routes."""
    return longest_trail(Edge(r, board.routes[r].a, board.routes[r].b, board.routes[r].length) for r in routes)


def route_points(board: Board, routes: Sequence[str]) -> int:
    return sum(board.routes[r].points for r in routes)


def score_position(board: Board, holdings: Sequence[Holding]) -> list[PlayerScore]:
    """Score a legal end position (check it with ``position.check_position`` first), in input order."""
    owners = {route_id: h.name for h in holdings for route_id in h.routes}
    trails = [player_trail(board, h.routes) for h in holdings]
    longest = max((t.length for t in trails), default=0)
    unranked: list[PlayerScore] = []
    for h, trail in zip(holdings, trails, strict=True):
        tickets = best_ticket_result(board, h.name, owners, h.tickets, h.stations)
        bonus = board.longest_bonus if longest > 0 and trail.length == longest else 0
        unused = board.stations_per_player - len(h.stations)
        station_points = unused * board.station_bonus
        points = route_points(board, h.routes)
        unranked.append(PlayerScore(
            name=h.name, routes=tuple(h.routes), route_points=points,
            tickets_completed=tickets.completed, tickets_failed=tickets.failed, ticket_points=tickets.points,
            longest_path=trail.length, longest_path_routes=trail.routes, longest_path_cities=trail.cities,
            longest_bonus=bonus, stations=tuple(h.stations), station_routes=tickets.borrowed,
            stations_unused=unused, station_points=station_points,
            total=points + tickets.points + bonus + station_points, rank=0,
        ))
    keys = [rank_key(board, s) for s in unranked]
    return [
        replace(s, rank=1 + sum(other > key for other in keys))
        for s, key in zip(unranked, keys, strict=True)
    ]


def rank_key(board: Board, score: PlayerScore) -> tuple[int, ...]:
    """The total, then the map's official tie-breaks in order; higher is better everywhere."""
    values = {
        "tickets_completed": len(score.tickets_completed),
        "longest_path": score.longest_path,
        "stations_unused": score.stations_unused,
        "longest_bonus": int(score.longest_bonus > 0),
    }
    return (score.total, *(values[name] for name in board.tie_breaks))
