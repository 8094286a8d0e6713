"""`companion new GAME --players A,B,C`: start a stored game from the command line."""

from __future__ import annotations

import argparse
import json
from typing import Any

from companion.commands.common import open_store
from companion.errors import CompanionError
from companion.session import Session
from rules import registry

NAME = "new"
HELP = "start a new stored game"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help="one of: " + ", ".join(registry.GAMES))
    parser.add_argument("--players", required=True, help="player names in seat order, separated by commas")
    parser.add_argument("--option", action="append", default=[], metavar="NAME=VALUE",
                        help="a game option (VALUE is JSON, or plain text); repeatable")
    parser.add_argument("--seed", type=int, help="seed for the game's random setup (default: random)")


def parse_options(pairs: list[str]) -> dict[str, Any]:
    options: dict[str, Any] = {}
    for pair in pairs:
        name, sep, value = pair.partition("=")
        if not sep or not name:
            raise CompanionError(f"An option is written NAME=VALUE, not {pair!r}.")
        try:
            options[name] = json.loads(value)
        except json.JSONDecodeError:
            options[name] = value
    return options


def run(args: argparse.Namespace) -> int:
    registry.engine_class(args.game)
    options = parse_options(args.option)
    options["players"] = [p.strip() for p in args.players.split(",")]
    with open_store(args) as store:
        session = Session.start(store, args.game, options, args.seed)
    print(f"Started game {session.row}: {session.name}.")
    return 0
