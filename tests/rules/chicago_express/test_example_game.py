"""The hand-written example game in docs/ replays to its end, through the path the store's replay uses.

Expected figures are worked out by hand in docs/chicago-express-actions.md ("The example game").
"""

import json

import pytest

from companion.errors import CompanionError
from companion.replaying import replay_file
from companion.store.gamefile import parse_game_lines
from rules import registry
from tests.shared_data import REPO

EXAMPLE = REPO / "docs/examples/chicago-express-short.jsonl"


def _replay_like_the_store():
    header, *lines = EXAMPLE.read_text().splitlines()
    head = json.loads(header)
    engine = registry.create(head["game"], head["options"], head["seed"])
    for line in lines:
        engine.apply(engine.codec.decode(json.loads(line)))
    return engine


def test_example_game_ends_by_sold_out_charters_with_hand_computed_cash():
    snapshot = _replay_like_the_store().snapshot()
    assert snapshot["finished"] is True
    assert [r["condition"] for r in snapshot["end_reasons"]] == ["no_shares"]
    assert snapshot["round"] == 3
    assert snapshot["cash"] == {"Ann": 78, "Bob": 81}
    assert snapshot["winners"] == ["Bob"]
    companies = snapshot["companies"]
    assert {c: companies[c]["treasury"] for c in companies} == {"PRR": 10, "B&O": 11, "C&O": 0, "NYC": 21, "Wabash": 0}
    assert {c: companies[c]["income"] for c in ("PRR", "B&O", "C&O", "NYC")} == {"PRR": 9, "B&O": 8, "C&O": 5, "NYC": 8}
    assert companies["NYC"]["holders"] == {"Ann": 3, "Bob": 2}
    assert snapshot["houses"] == {"supply": 18, "on_hexes": ["Q3", "N6"]}
    assert snapshot["industry"]["Detroit"]["value"] == 3
    assert snapshot["income_history"]["companies"]["PRR"] == [9, 9, 9]


def replay_lines(lines):
    return replay_file(parse_game_lines(lines, "example.jsonl"), "example.jsonl")


def test_the_store_replay_gives_the_same_final_state():
    assert replay_lines(EXAMPLE.read_text().splitlines()).snapshot() == _replay_like_the_store().snapshot()


def test_undo_and_redo_lines_replay_and_a_refused_line_is_named():
    lines = EXAMPLE.read_text().splitlines()
    with_undo = lines[:3] + ['{"type": "undo"}', '{"type": "redo"}', '{"type": "undo"}', lines[2]] + lines[3:]
    assert replay_lines(with_undo).snapshot() == replay_lines(lines).snapshot()
    with pytest.raises(CompanionError, match=r"^Line 3 of example.jsonl: The bid for PRR stands at \$7"):
        replay_lines(lines[:2] + ['{"type": "bid", "player": "Bob", "amount": 7}'])
