"""Games as JSON lines: the export/import format, also written by hand for `companion replay`.

Line 1 is the header: ``{"game": "<game id>", "options": {...}, "seed": N}`` (plus, when exported,
``"format"``, ``"schema"`` and ``"name"``). Every further line is one log entry: either a bare action
object ``{"type": ..., ...}`` (hand-written files) or ``{"seq": N, "at": TIME, "action": {...}}``
(exported files). ``{"type": "undo"}`` and ``{"type": "redo"}`` are log entries, not game actions.
Blank lines are ignored.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, TextIO

from companion.errors import CompanionError
from companion.store.database import SCHEMA_VERSION

FORMAT = "rail-table-companion/game"


@dataclass
class GameFile:
    game: str
    options: dict[str, Any]
    seed: int = 0
    name: str = ""
    actions: list[dict[str, Any]] = field(default_factory=list)
    times: list[str | None] = field(default_factory=list)
    lines: list[int] = field(default_factory=list)  # the file line of each action, for messages


def read_game_file(path: str | Path) -> GameFile:
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except UnicodeDecodeError:
        raise CompanionError(f"{path} is not a text file of JSON lines.") from None
    return parse_game_lines(text.splitlines(), str(path))


def parse_game_lines(lines: Iterable[str], source: str = "the game file") -> GameFile:
    header: dict[str, Any] | None = None
    result: GameFile | None = None
    for number, line in enumerate(lines, start=1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
        except json.JSONDecodeError:
            raise CompanionError(f"Line {number} of {source} is not valid JSON.") from None
        if not isinstance(item, dict):
            raise CompanionError(f"Line {number} of {source} must be a JSON object.")
        if header is None:
            header = item
            result = _header(item, number, source)
            continue
        assert result is not None
        if "type" not in item and "action" in item:
            action, at = item["action"], item.get("at")
        else:
            action, at = item, None
        if not isinstance(action, dict) or not isinstance(action.get("type"), str):
            raise CompanionError(f"Line {number} of {source} is not an action (it has no type).")
        if at is not None and not isinstance(at, str):
            raise CompanionError(f"Line {number} of {source} has a time that is not text.")
        result.actions.append(action)
        result.times.append(at)
        result.lines.append(number)
    if result is None:
        raise CompanionError(f"{source} is empty; its first line must say which game it is.")
    return result


def _header(item: dict[str, Any], number: int, source: str) -> GameFile:
    if "type" in item or "action" in item or not isinstance(item.get("game"), str):
        raise CompanionError(f"Line {number} of {source} must be the header naming the game, like {{\"game\": \"1846\", ...}}.")
    if item.get("format", FORMAT) != FORMAT:
        raise CompanionError(f"{source} is a {item['format']!r} file, not a companion game.")
    schema = item.get("schema", SCHEMA_VERSION)
    if not isinstance(schema, int) or isinstance(schema, bool) or schema < 1:
        raise CompanionError(f"The header of {source} has a schema that is not a positive whole number.")
    if schema > SCHEMA_VERSION:
        raise CompanionError(
            f"{source} was written by a newer companion (schema {schema}; this one reads up to {SCHEMA_VERSION}); "
            "update the companion."
        )
    options = item.get("options", {})
    seed = item.get("seed", 0)
    name = item.get("name", "")
    if not isinstance(options, dict):
        raise CompanionError(f"The options in the header of {source} must be a JSON object.")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise CompanionError(f"The seed in the header of {source} must be a whole number.")
    if not isinstance(name, str):
        raise CompanionError(f"The name in the header of {source} must be text.")
    return GameFile(item["game"], options, seed, name)


def write_game_file(out: TextIO, game: GameFile) -> None:
    header = {"format": FORMAT, "schema": SCHEMA_VERSION, "game": game.game, "name": game.name,
              "options": game.options, "seed": game.seed}
    out.write(json.dumps(header) + "\n")
    times = game.times or [None] * len(game.actions)
    for seq, (action, at) in enumerate(zip(game.actions, times, strict=True), start=1):
        out.write(json.dumps({"seq": seq, "at": at, "action": action}) + "\n")
