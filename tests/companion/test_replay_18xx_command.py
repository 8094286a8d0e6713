"""`companion replay-18xx`: JSON on stdout, a readable diff and status 1 on a mismatch, status 2 on bad files."""

from __future__ import annotations

import json

from companion.cli import main
from tests.shared_data import require_shared

GAME = "222264"


def paths():
    folder = require_shared("data", "1846", "replays")
    return (folder / f"{GAME}.fixture.json", folder / f"{GAME}.annotations.json", folder / f"{GAME}.trace.jsonl",
            folder / f"{GAME}.expected.json")


def test_prints_the_final_state(capsys):
    fixture, annotations, trace, expected = paths()
    assert main(["replay-18xx", str(fixture), "--annotations", str(annotations), "--trace", str(trace)]) == 0
    out = json.loads(capsys.readouterr().out)
    result = json.loads(expected.read_text())["result"]
    assert out["finished"] is True
    assert {pid: p["value"] for pid, p in out["players"].items()} == result
    assert set(out) == {"finished", "players", "corporations", "bank"}
    assert out["corporations"]["NYC"] == {"price": 80, "cash": 80}
    assert out["corporations"]["PRR"] == {"price": None, "cash": 0}


def test_a_trace_difference_stops_with_a_diff(tmp_path, capsys):
    fixture, annotations, trace, _ = paths()
    lines = trace.read_text().splitlines()
    altered = []
    for line in lines:
        item = json.loads(line)
        if item.get("kind") == "action" and item["id"] == 17:
            item["state"]["players"]["8425"]["cash"] = 181
        altered.append(json.dumps(item))
    bad = tmp_path / "trace.jsonl"
    bad.write_text("\n".join(altered))
    assert main(["replay-18xx", str(fixture), "--annotations", str(annotations), "--trace", str(bad)]) == 1
    err = capsys.readouterr().err
    assert "After action 17 (par by 8425) the state differs from the trace:" in err
    assert "players.8425.cash: expected 181, got 180" in err


def test_a_missing_file_is_one_sentence(tmp_path, capsys):
    fixture, _, _, _ = paths()
    assert main(["replay-18xx", str(fixture), "--annotations", str(tmp_path / "none.json")]) == 2
    assert capsys.readouterr().err.strip() == f"There is no file {tmp_path / 'none.json'}."


def test_a_file_that_is_not_annotations_is_one_sentence(capsys):
    fixture, _, _, expected = paths()
    assert main(["replay-18xx", str(fixture), "--annotations", str(expected)]) == 2
    assert capsys.readouterr().err.strip() == f"{expected} is not an annotations file: it needs players, actions."


def test_a_broken_trace_line_is_one_sentence(tmp_path, capsys):
    fixture, annotations, _, _ = paths()
    bad = tmp_path / "trace.jsonl"
    bad.write_text('{"kind": "header"}\nnot json\n')
    assert main(["replay-18xx", str(fixture), "--annotations", str(annotations), "--trace", str(bad)]) == 2
    assert capsys.readouterr().err.strip() == f"Line 2 of {bad} is not valid JSON."


def test_invalid_json_is_one_sentence(tmp_path, capsys):
    _, annotations, _, _ = paths()
    bad = tmp_path / "fixture.json"
    bad.write_text("{")
    assert main(["replay-18xx", str(bad), "--annotations", str(annotations)]) == 2
    err = capsys.readouterr().err.strip()
    assert err.startswith("That file is not valid JSON") and "\n" not in err
