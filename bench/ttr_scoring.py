"""Final scoring of 5-player Ticket to Ride end positions with the largest networks (45 trains each).

    .venv/bin/python -m bench.ttr_scoring [--positions N] [--seed S]

A seeded generator plays out claims in turn: each player prefers short routes that touch or close
loops in their own network (dense, loop-rich networks are the hard case for the exact longest
trail) and keeps claiming while any free route fits, so networks end at or next to 45 trains. Each
player also gets 3–6 tickets and, on Europe, 0–3 stations in busy cities (every station candidate
is tried). Prints, per map, the median and worst seconds of check_position + score_position.
"""

from __future__ import annotations

import argparse
import random
import statistics
import time
from collections.abc import Sequence

from rules.ticket_to_ride.board import Board, load_board
from rules.ticket_to_ride.position import Holding, check_position
from rules.ticket_to_ride.scoring import score_position

PLAYERS = ("Ann", "Bob", "Cid", "Dee", "Eve")


def end_position(board: Board, rng: random.Random) -> list[Holding]:
    """A legal 5-player end position with networks as close to 45 trains as the map allows."""
    owner: dict[str, str] = {}
    trains = dict.fromkeys(PLAYERS, board.trains_per_player)
    cities: dict[str, set[str]] = {p: set() for p in PLAYERS}
    shortness = {p: rng.uniform(0.5, 2.0) for p in PLAYERS}  # how strongly each player prefers short routes
    # Half of the positions let the first player build a whole network before anyone else claims:
    # the densest, most loop-rich network the map allows.
    order = [[PLAYERS[0]], list(PLAYERS[1:])] if rng.random() < 0.5 else [list(PLAYERS)]
    for active in order:
        _claim_in_turn(board, rng, active, owner, trains, cities, shortness)
    tickets = list(board.tickets.values())
    rng.shuffle(tickets)
    long_tickets = [t for t in tickets if t.long]
    short_tickets = [t for t in tickets if not t.long]
    busy = sorted(board.cities, key=lambda c: -len(board.routes_at(c)))[:15]
    rng.shuffle(busy)
    holdings = []
    for player in PLAYERS:
        held = [short_tickets.pop().id for _ in range(rng.randint(3, 5))]
        if long_tickets:
            held.append(long_tickets.pop().id)
        stations = tuple(busy.pop() for _ in range(rng.randint(0, board.stations_per_player)))
        holdings.append(Holding(player, tuple(r for r, p in owner.items() if p == player), tuple(held), stations))
    return holdings


def _claim_in_turn(board: Board, rng: random.Random, active: list[str], owner: dict[str, str],
                   trains: dict[str, int], cities: dict[str, set[str]], shortness: dict[str, float]) -> None:
    """Players claim one route per turn until no free route fits anyone's trains."""
    routes = list(board.routes.values())
    while active:
        for player in list(active):
            free = [r for r in routes if r.id not in owner and r.length <= trains[player]
                    and not any(owner.get(q) == player for q in r.parallel)]
            if not free:
                active.remove(player)
                continue
            mine = cities[player]

            def appeal(r, mine=mine, player=player):
                touching = (r.a in mine) + (r.b in mine) if mine else 1
                return 3 * touching - shortness[player] * r.length + rng.uniform(0, 2)

            route = max(free, key=appeal)
            owner[route.id] = player
            trains[player] -= route.length
            mine.update((route.a, route.b))


def time_positions(board: Board, count: int, seed: int) -> tuple[list[float], list[int]]:
    rng = random.Random(seed)
    seconds: list[float] = []
    trains_used: list[int] = []
    for _ in range(count):
        holdings = end_position(board, rng)
        trains_used += [sum(board.routes[r].length for r in h.routes) for h in holdings]
        start = time.perf_counter()
        check_position(board, holdings)
        score_position(board, holdings)
        seconds.append(time.perf_counter() - start)
    return seconds, trains_used


def main(argv: Sequence[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="python -m bench.ttr_scoring", description=__doc__.splitlines()[0])
    parser.add_argument("--positions", type=int, default=200, help="end positions per map (default 200)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args(list(argv) if argv is not None else None)
    for map_id in ("usa", "europe"):
        board = load_board(map_id)
        seconds, used = time_positions(board, args.positions, args.seed)
        print(f"ttr-{map_id}: {args.positions} five-player end positions, trains per player "
              f"median {statistics.median(used):.0f} (min {min(used)}, max {max(used)}); "
              f"scoring seconds median {statistics.median(seconds):.4f}, worst {max(seconds):.4f}")


if __name__ == "__main__":
    main()
