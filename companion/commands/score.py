"""`companion score FILE.json`: the exact final scoring of a Ticket to Ride end position.

Input: ``{"map": "usa"|"europe", "players": [{"name", "routes": [route id], "tickets": [ticket id],
"stations": [city id]}]}`` (ids as in rules/ticket_to_ride/data; ``stations`` only on Europe; a missing
list is empty). Output on stdout, players in input order: ``{"players": [{"name", "route_points",
"tickets_completed", "tickets_failed", "ticket_points", "longest_path", "longest_bonus",
"stations_unused", "station_points", "total", "rank"}]}``. An illegal position: exit status 2 and one
sentence on stderr.
"""

from __future__ import annotations

import argparse

NAME = "score"
HELP = "Score a Ticket to Ride end position given as JSON (routes, tickets and stations per player)."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", metavar="FILE.json", help="the end position (see docs/ticket-to-ride.md)")


def run(args: argparse.Namespace) -> int:
    import json
    from pathlib import Path

    from companion.errors import CompanionError
    from rules.ticket_to_ride.position import check_position, position_from_json
    from rules.ticket_to_ride.scoring import score_position

    try:
        text = Path(args.file).read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise CompanionError(f"{args.file} is not a UTF-8 text file.") from None
    board, holdings = position_from_json(json.loads(text))
    check_position(board, holdings)
    scores = score_position(board, holdings)
    print(json.dumps({"players": [s.summary() for s in scores]}, indent=2, ensure_ascii=False))
    return 0
