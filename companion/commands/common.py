"""Helpers shared by the sub-commands (not a command itself)."""

from __future__ import annotations

import argparse
import json
import sys
from typing import Any

from companion.paths import database_path
from companion.store import Store


def open_store(args: argparse.Namespace) -> Store:
    return Store.open(database_path(getattr(args, "data_dir", None)))


def print_json(data: Any) -> None:
    json.dump(data, sys.stdout, indent=1, ensure_ascii=False)
    sys.stdout.write("\n")


def game_number(text: str) -> int:
    """argparse type for a stored game's number."""
    try:
        number = int(text)
    except ValueError:
        raise argparse.ArgumentTypeError(f"a game is named by its number, not {text!r}") from None
    if number < 1:
        raise argparse.ArgumentTypeError("game numbers start at 1")
    return number
