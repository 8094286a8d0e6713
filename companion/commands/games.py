"""`companion games`: the stored games, most recently played first."""

from __future__ import annotations

import argparse
from dataclasses import asdict

from companion.commands.common import open_store, print_json

NAME = "games"
HELP = "list the stored games"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--json", action="store_true", help="print the list as JSON")


def run(args: argparse.Namespace) -> int:
    with open_store(args) as store:
        games = store.games()
    if args.json:
        print_json([asdict(game) for game in games])
        return 0
    if not games:
        print("No stored games yet. Start one with 'companion play'.")
        return 0
    for game in games:
        state = "finished" if game.finished else "in progress"
        print(f"{game.id:>4}  {game.game:<16} {state:<12} {game.entries:>5} entries  {game.updated[:16]}  {game.name}")
    return 0
