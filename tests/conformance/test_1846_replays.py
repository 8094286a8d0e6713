"""Every real 1846 game recorded on 18xx.games replays through the bank engine exactly.

For each game in ../shared/data/1846/replays: the state matches the reference trace after every
effective action (cash, net worth, shares, privates, treasuries, prices, trains, phase, bank,
certificate limit, round), and the game ends with exactly the recorded net worth of every player.
"""

from __future__ import annotations

import json

import pytest

from rules.g1846.replay import replay
from tests.shared_data import require_shared, shared_root

REPLAYS = ("data", "1846", "replays")


def recorded_games() -> list[str]:
    root = shared_root()
    folder = root.joinpath(*REPLAYS) if root else None
    if folder is None or not folder.is_dir():
        return ["(the shared replays are absent)"]
    return sorted(p.name.removesuffix(".fixture.json") for p in folder.glob("*.fixture.json"))


def load(game: str):
    folder = require_shared(*REPLAYS)
    fixture = json.loads((folder / f"{game}.fixture.json").read_text())
    annotations = json.loads((folder / f"{game}.annotations.json").read_text())
    trace = [json.loads(line) for line in (folder / f"{game}.trace.jsonl").read_text().splitlines() if line.strip()]
    expected = json.loads((folder / f"{game}.expected.json").read_text())
    return fixture, annotations, trace, expected


@pytest.mark.parametrize("game", recorded_games())
def test_replay_matches_the_trace_after_every_action(game):
    fixture, annotations, trace, _ = load(game)
    outcome = replay(fixture, annotations, trace)
    assert outcome.problem is None, outcome.problem


@pytest.mark.parametrize("game", recorded_games())
def test_replay_ends_with_the_recorded_net_worth(game):
    fixture, annotations, _, expected = load(game)
    outcome = replay(fixture, annotations)
    assert outcome.problem is None, outcome.problem
    assert outcome.summary["finished"]
    values = {pid: player["value"] for pid, player in outcome.summary["players"].items()}
    assert values == {pid: value for pid, value in expected["result"].items()}
    final = expected["final_state"]
    assert outcome.summary["bank"] == final["bank"]
    for sym, corp in final["corporations"].items():
        assert outcome.summary["corporations"][sym] == {"price": corp["price"], "cash": corp["cash"]}
