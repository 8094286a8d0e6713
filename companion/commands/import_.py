"""`companion import FILE`: store a game from JSON lines after replaying it completely."""

from __future__ import annotations

import argparse

from companion.commands.common import open_store
from companion.replaying import replay_file
from companion.store import read_game_file
from rules import registry

NAME = "import"
HELP = "store a game from a JSON-lines file (it is replayed and checked first)"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("file", help="a file written by 'companion export' or by hand")


def run(args: argparse.Namespace) -> int:
    game_file = read_game_file(args.file)
    engine = replay_file(game_file, args.file)
    name = game_file.name or f"{registry.TITLES[game_file.game]} — {', '.join(engine.players)}"
    with open_store(args) as store:
        row = store.create_game(
            game_file.game, name, game_file.options, game_file.seed,
            list(zip(game_file.actions, game_file.times, strict=True)), finished=engine.finished,
        )
    print(f"Stored as game {row}: {name}.")
    return 0
