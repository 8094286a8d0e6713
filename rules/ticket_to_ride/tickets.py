"""Destination tickets: which are completed, and which routes a player's stations should borrow.

Europe: each station lets its owner count **one** route of another player touching the station's
city, the same route for all of the owner's tickets. The owner chooses at the end; the companion
tries every assignment (a handful: at most 3 stations, each with a few candidate routes) and keeps
the best one for the owner.

Decision (rules silent): "best" is the highest ticket score; among equal scores, the assignment
completing more tickets (the first tie-break); among those, the first one tried (stations in the
order they were built, candidates in map order). A station with no opponent route at its city
borrows nothing. Borrowing never hurts (an extra route only joins cities), so every station with a
candidate borrows one.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass

from rules.ticket_to_ride.board import Board, Route
from rules.ticket_to_ride.groups import city_groups


@dataclass(frozen=True)
class TicketResult:
    """The outcome of one player's tickets and, on Europe, what each station borrowed."""

    completed: tuple[str, ...]
    failed: tuple[str, ...]
    points: int
    borrowed: tuple[tuple[str, str | None], ...] = ()  # (station city, borrowed route id or None)


def ticket_result(board: Board, routes: Iterable[str], tickets: Sequence[str]) -> TicketResult:
    """Tickets completed (+value) and failed (-value) by a set of routes, in ticket order."""
    group = city_groups((board.routes[r].a, board.routes[r].b) for r in routes)
    completed: list[str] = []
    failed: list[str] = []
    points = 0
    for ticket_id in tickets:
        t = board.tickets[ticket_id]
        if t.a in group and group[t.a] == group.get(t.b):
            completed.append(ticket_id)
            points += t.points
        else:
            failed.append(ticket_id)
            points -= t.points
    return TicketResult(tuple(completed), tuple(failed), points)


def station_candidates(board: Board, city: str, player: str, owners: Mapping[str, str]) -> list[Route]:
    """Routes of other players touching ``city``, in map order: what a station there may borrow."""
    return [r for r in board.routes_at(city) if owners.get(r.id) not in (None, player)]


def best_ticket_result(
    board: Board,
    player: str,
    owners: Mapping[str, str],
    tickets: Sequence[str],
    stations: Sequence[str] = (),
) -> TicketResult:
    """The player's ticket outcome with the station assignment best for that player (exhaustive)."""
    own = [route_id for route_id, owner in owners.items() if owner == player]
    choices: list[list[str | None]] = [
        [r.id for r in station_candidates(board, city, player, owners)] or [None] for city in stations
    ]
    best: TicketResult | None = None
    for assignment in itertools.product(*choices):
        borrowed = [route_id for route_id in assignment if route_id is not None]
        result = ticket_result(board, own + borrowed, tickets)
        if best is None or (result.points, len(result.completed)) > (best.points, len(best.completed)):
            best = TicketResult(result.completed, result.failed, result.points,
                                tuple(zip(stations, assignment, strict=True)))
    assert best is not None  # product() of no choices still yields one empty assignment
    return best
