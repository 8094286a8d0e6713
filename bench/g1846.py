"""Replay time of each real 1846 game in ../shared/data/1846/replays (median of a few runs).

    .venv/bin/python -m bench.g1846 [--runs N] [--trace]

Prints one line per game: actions replayed, median seconds, and milliseconds per action. With
``--trace`` each replay is also compared with the reference trace after every action.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]


def replays_folder() -> Path | None:
    for candidate in (os.environ.get("RTC_SHARED"), str(REPO.parent / "shared")):
        if candidate and (Path(candidate) / "data" / "1846" / "replays").is_dir():
            return Path(candidate) / "data" / "1846" / "replays"
    return None


def main(argv: list[str]) -> None:
    from rules.g1846.replay import replay

    parser = argparse.ArgumentParser(prog="bench.g1846", description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--trace", action="store_true", help="also compare with the trace after every action")
    args = parser.parse_args(argv)
    folder = replays_folder()
    if folder is None:
        print("../shared/data/1846/replays is not beside this checkout (set RTC_SHARED); nothing to measure.")
        return
    for fixture_path in sorted(folder.glob("*.fixture.json")):
        game = fixture_path.name.removesuffix(".fixture.json")
        fixture = json.loads(fixture_path.read_text())
        annotations = json.loads((folder / f"{game}.annotations.json").read_text())
        trace = None
        if args.trace:
            lines = (folder / f"{game}.trace.jsonl").read_text().splitlines()
            trace = [json.loads(line) for line in lines if line.strip()]
        times = []
        for _ in range(max(1, args.runs)):
            start = time.perf_counter()
            outcome = replay(fixture, annotations, trace)
            times.append(time.perf_counter() - start)
        median = statistics.median(times)
        actions = len(annotations["actions"])
        status = "ok" if outcome.problem is None else "DIFFERS"
        print(f"{game:40s} {actions:4d} actions  {median:7.3f} s  {1000 * median / actions:6.2f} ms/action  {status}")


if __name__ == "__main__":
    import sys

    main(sys.argv[1:])
