"""`companion replay-18xx FIXTURE.json --annotations ANN.json [--trace TRACE.jsonl]`.

Replays a 1846 game recorded on 18xx.games through the bank engine and prints one JSON object:
``{"finished", "players": {id: {"cash", "value"}}, "corporations": {sym: {"price", "cash"}}, "bank"}``
(``bank`` as 18xx.games counts it: without the set-aside $500 notes). With ``--trace`` the state is
compared with the reference after every action; at the first difference the differences go to
stderr and the exit status is 1 (as it is when the engine refuses a recorded action).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path
from typing import Any

from companion.errors import CompanionError

NAME = "replay-18xx"
HELP = "Replay a 1846 game recorded on 18xx.games through the bank engine (JSON on stdout)."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("fixture", help="the game as 18xx.games exports it (FIXTURE.json)")
    parser.add_argument("--annotations", required=True, help="seat order, removals, revenues and costs (ANN.json)")
    parser.add_argument("--trace", help="the reference state after every action (TRACE.jsonl), to compare with")


def _load_object(path: str, what: str, keys: tuple[str, ...]) -> dict[str, Any]:
    data = json.loads(Path(path).read_text(encoding="utf-8"))
    if not isinstance(data, dict) or any(k not in data for k in keys):
        raise CompanionError(f"{path} is not {what}: it needs {', '.join(keys)}.")
    return data


def _load_trace(path: str) -> list[dict[str, Any]]:
    lines = []
    for number, line in enumerate(Path(path).read_text(encoding="utf-8").splitlines(), start=1):
        if not line.strip():
            continue
        try:
            item = json.loads(line)
        except json.JSONDecodeError:
            raise CompanionError(f"Line {number} of {path} is not valid JSON.") from None
        if not isinstance(item, dict):
            raise CompanionError(f"Line {number} of {path} is not a JSON object.")
        lines.append(item)
    return lines


def run(args: argparse.Namespace) -> int:
    from rules.g1846.replay import replay

    fixture = _load_object(args.fixture, "an 18xx.games game export", ("actions",))
    title = fixture.get("title", "1846")
    if title != "1846":
        raise CompanionError(f"{args.fixture} is a game of {title}, not 1846.")
    annotations = _load_object(args.annotations, "an annotations file", ("players", "actions"))
    trace = _load_trace(args.trace) if args.trace else None
    try:
        outcome = replay(fixture, annotations, trace)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError) as error:
        raise CompanionError(f"The fixture and annotations do not describe a game the bank can replay ({error}).") from None
    print(json.dumps(outcome.summary))
    if outcome.problem:
        print(outcome.problem, file=sys.stderr)
        return 1
    return 0
