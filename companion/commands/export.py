"""`companion export N`: a stored game as JSON lines (header, then every log entry)."""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

from companion.commands.common import game_number, open_store
from companion.store import GameFile, write_game_file

NAME = "export"
HELP = "write a stored game as JSON lines"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", type=game_number, help="the game's number (see 'companion games')")
    parser.add_argument("--out", help="the file to write (default: standard output)")


def run(args: argparse.Namespace) -> int:
    with open_store(args) as store:
        stored = store.game(args.game)
        entries = store.entries(args.game)
    game = GameFile(stored.game, stored.options, stored.seed, stored.name,
                    [e.action for e in entries], [e.at for e in entries])
    if args.out:
        path = Path(args.out)
        temporary = path.with_name(path.name + ".partial")
        with temporary.open("w", encoding="utf-8") as out:
            write_game_file(out, game)
        temporary.replace(path)
    else:
        write_game_file(sys.stdout, game)
    return 0
