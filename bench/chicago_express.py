"""Chicago Express: full random games per second, and the replay time of a long stored game.

    .venv/bin/python -m bench.chicago_express [--games N] [--seed S]

The long game is the longest of a batch of six-player random games, written as JSON lines (header
plus one action per line) to a temporary file, then read, decoded and replayed through the same path as `companion replay`.
"""

from __future__ import annotations

import argparse
import json
import tempfile
import time
from pathlib import Path

from companion.replaying import replay_file
from companion.store import read_game_file
from rules.chicago_express import ChicagoExpress
from rules.chicago_express.random_player import play_random_game

PLAYER_COUNTS = (2, 3, 4, 5, 6)


def games_per_second(games: int, seed: int) -> tuple[float, float]:
    started = time.perf_counter()
    actions = 0
    for index in range(games):
        _, played = play_random_game(PLAYER_COUNTS[index % len(PLAYER_COUNTS)], seed + index)
        actions += len(played)
    elapsed = time.perf_counter() - started
    return games / elapsed, actions / elapsed


def longest_game(candidates: int, seed: int) -> tuple[ChicagoExpress, list]:
    games = [play_random_game(6, seed + i) for i in range(candidates)]
    return max(games, key=lambda game: len(game[1]))


def write_game(path: Path, engine: ChicagoExpress, actions: list) -> None:
    header = {"game": ChicagoExpress.game_id, "options": {"players": engine.players}, "seed": engine.seed}
    lines = [json.dumps(header)] + [json.dumps(ChicagoExpress.codec.encode(a)) for a in actions]
    path.write_text("\n".join(lines) + "\n")


def main(argv: list[str]) -> None:
    parser = argparse.ArgumentParser(prog="bench.chicago_express")
    parser.add_argument("--games", type=int, default=500, help="random games to play (all player counts)")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args(argv)

    rate, action_rate = games_per_second(args.games, args.seed)
    print(f"random games: {rate:.0f} games/s ({action_rate:.0f} actions/s) over {args.games} games, 2-6 players")

    engine, actions = longest_game(50, args.seed + 10_000)
    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "long-game.jsonl"
        write_game(path, engine, actions)
        started = time.perf_counter()
        replayed = replay_file(read_game_file(path), str(path))
        elapsed = time.perf_counter() - started
    assert replayed.snapshot() == engine.snapshot(), "replay diverged from the recorded game"
    print(f"long game replay: {len(actions)} actions read, decoded and replayed in {elapsed * 1000:.1f} ms "
          f"({len(actions) / elapsed:.0f} actions/s)")


if __name__ == "__main__":
    import sys

    main(sys.argv[1:])
