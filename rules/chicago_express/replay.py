"""Replaying a Chicago Express game file (JSON lines: a header, then one action per line).

The store's generic replay does the same through the registry; this helper serves the tests, the
benchmark and anyone holding a game file outside the store. ``undo``/``redo`` lines are the store's:
here ``undo`` drops the last action still standing and ``redo`` brings back the last one dropped.
"""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from rules.chicago_express.engine import ChicagoExpress
from rules.core.errors import RuleError
from rules.core.records import Action

GAME_ID = "chicago-express"


def read_header(line: str) -> tuple[dict[str, Any], int]:
    header = _json(line, 1)
    if not isinstance(header, dict) or header.get("game") != GAME_ID:
        raise RuleError(f'The first line must be a header like {{"game": "{GAME_ID}", "options": {{...}}, "seed": 0}}.')
    options = header.get("options", {})
    if not isinstance(options, dict):
        raise RuleError("The header's options must be a JSON object.")
    return options, int(header.get("seed", 0))


def decode_actions(lines: Iterable[str]) -> list[Action]:
    """The actions still standing after undo/redo, decoded; blank lines are skipped."""
    standing: list[Action] = []
    undone: list[Action] = []
    for number, line in enumerate(lines, start=2):
        if not line.strip():
            continue
        data = _json(line, number)
        kind = data.get("type") if isinstance(data, dict) else None
        if kind == "undo":
            if standing:
                undone.append(standing.pop())
        elif kind == "redo":
            if undone:
                standing.append(undone.pop())
        else:
            standing.append(ChicagoExpress.codec.decode(data))
            undone.clear()
    return standing


def replay_lines(lines: Iterable[str]) -> ChicagoExpress:
    """The engine after the header's game and every action line; refusals name the line."""
    iterator = iter(lines)
    options, seed = read_header(next(iterator, ""))
    engine = ChicagoExpress.create(options, seed)
    for number, action in enumerate(decode_actions(iterator), start=1):
        try:
            engine.apply(action)
        except RuleError as error:
            raise RuleError(f"Action {number} ({action.type}) was refused: {error.sentence}") from error
    return engine


def _json(line: str, number: int) -> Any:
    try:
        return json.loads(line)
    except json.JSONDecodeError:
        raise RuleError(f"Line {number} is not valid JSON.") from None
