"""`companion replay GAME.jsonl`: replay a game log and print the final state as JSON."""

from __future__ import annotations

import argparse

from companion.commands.common import print_json
from companion.replaying import replay_file
from companion.store import read_game_file

NAME = "replay"
HELP = "replay a companion game log (JSON lines) and print the final state as JSON"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="a game log: a header line, then one action per line")


def run(args: argparse.Namespace) -> int:
    game_file = read_game_file(args.file)
    engine = replay_file(game_file, args.file)
    state = engine.snapshot()
    state.setdefault("game", game_file.game)
    state.setdefault("finished", engine.finished)
    print_json(state)
    return 0
