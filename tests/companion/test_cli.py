"""The `companion` command: stored games, export/import, replay; bad input is one sentence and exit 2."""

import json
import subprocess
import sys

import pytest

from companion.cli import main
from tests.shared_data import REPO

EXAMPLE = REPO / "docs/examples/chicago-express-short.jsonl"


def run(capsys, *argv):
    code = main([str(a) for a in argv])
    out, err = capsys.readouterr()
    return code, out, err


def one_sentence(err):
    lines = err.strip().splitlines()
    return len(lines) == 1 and "Traceback" not in err and lines[0].endswith((".", ".)"))


def test_new_games_export_import_round_trip(capsys, tmp_path):
    data = tmp_path / "data"
    code, out, _ = run(capsys, "--data-dir", data, "new", "chicago-express", "--players", "Ann,Bob", "--seed", "4")
    assert code == 0 and out.startswith("Started game 1:")
    code, out, _ = run(capsys, "games", "--data-dir", data, "--json")
    assert json.loads(out)[0]["game"] == "chicago-express"
    code, _, _ = run(capsys, "--data-dir", data, "export", "1", "--out", tmp_path / "one.jsonl")
    assert code == 0
    code, out, _ = run(capsys, "--data-dir", data, "import", tmp_path / "one.jsonl")
    assert code == 0 and out.startswith("Stored as game 2:")
    exported = (tmp_path / "one.jsonl").read_text().splitlines()
    assert json.loads(exported[0])["format"] == "rail-table-companion/game"


def test_import_then_export_keeps_every_entry(capsys, tmp_path):
    data = tmp_path / "data"
    lines = EXAMPLE.read_text().splitlines()
    with_undo = "\n".join(lines[:4] + ['{"type": "undo"}', lines[3]] + lines[4:]) + "\n"
    (tmp_path / "game.jsonl").write_text(with_undo)
    assert run(capsys, "--data-dir", data, "import", tmp_path / "game.jsonl")[0] == 0
    code, out, _ = run(capsys, "--data-dir", data, "export", "1")
    entries = [json.loads(line)["action"] for line in out.splitlines()[1:]]
    assert entries == [json.loads(line) for line in with_undo.splitlines()[1:]]
    code, out, _ = run(capsys, "--data-dir", data, "games")
    assert "finished" in out


def test_replay_prints_the_final_state(capsys):
    code, out, _ = run(capsys, "replay", EXAMPLE)
    state = json.loads(out)
    assert code == 0 and state["finished"] is True and state["winners"] == ["Bob"]
    assert state["cash"] == {"Ann": 78, "Bob": 81}


@pytest.mark.parametrize(
    "content, sentence",
    [
        ('{"game": "chicago-express", "options": {"players": ["A", "B"]}}\n{"type": "teleport"}\n',
         "Line 2 of {f}: Chicago Express has no action of type 'teleport'."),
        ('{"game": "chicago-express", "schema": 9, "options": {}}\n',
         "{f} was written by a newer companion (schema 9; this one reads up to 1); update the companion."),
        ('{"game": "chess"}\n', "The header of {f} does not start a game: There is no game called 'chess'"),
        ('{"game": "chicago-express", "options": {"players": ["A"]}}\n',
         "The header of {f} does not start a game: Chicago Express is for 2 to 6 players, not 1."),
        ('{"type": "bid"}\n', "Line 1 of {f} must be the header naming the game"),
        ('{"game": "chicago-express", "options": {"players": ["A", "B"]}}\nnot json\n', "Line 2 of {f} is not valid JSON."),
        ('{"game": "chicago-express", "options": {"players": ["A", "B"]}}\n{"type": "bid", "player": "B", "amount": 7}\n',
         "Line 2 of {f}: It is A's turn to bid, not B's."),
        ('{"game": "chicago-express", "options": {"players": ["A", "B"]}}\n{"type": "redo"}\n',
         "Log entry 1 redoes an action, but there is nothing to redo."),
        ("", "{f} is empty; its first line must say which game it is."),
    ],
)
def test_bad_game_files_are_refused_and_nothing_is_stored(capsys, tmp_path, content, sentence):
    data = tmp_path / "data"
    game_file = tmp_path / "game.jsonl"
    game_file.write_text(content)
    for command in ("replay", "import"):
        code, out, err = run(capsys, "--data-dir", data, command, game_file)
        assert code == 2 and out == ""
        assert err.strip().startswith(sentence.format(f=game_file)), err
        assert one_sentence(err)
    assert not data.exists() or run(capsys, "--data-dir", data, "games", "--json")[1].strip() == "[]"


@pytest.mark.parametrize(
    "argv, sentence",
    [
        (["export", "7"], "There is no stored game number 7."),
        (["export", "seven"], "Argument game: a game is named by its number, not 'seven'."),
        (["replay", "/no/such/file.jsonl"], "There is no file /no/such/file.jsonl."),
        (["new", "chess", "--players", "A,B"], "There is no game called 'chess'"),
        (["new", "chicago-express", "--players", "A,B", "--option", "starting_player=9"], "The starting player must be a seat from 1 to 2, not 9."),
        (["new", "chicago-express", "--players", "A,A"], "Two players have the same name"),
        (["frobnicate"], "Argument COMMAND: invalid choice: 'frobnicate'"),
    ],
)
def test_bad_command_lines_are_one_sentence(capsys, tmp_path, argv, sentence):
    code, out, err = run(capsys, "--data-dir", tmp_path, *argv)
    assert code == 2 and sentence in err and one_sentence(err), err


def test_a_foreign_database_is_refused_and_left_untouched(capsys, tmp_path):
    (tmp_path / "games.sqlite3").write_bytes(b"not a database at all" * 20)
    code, _, err = run(capsys, "--data-dir", tmp_path, "games")
    assert code == 2 and "is not a companion game store" in err and one_sentence(err)
    assert (tmp_path / "games.sqlite3").read_bytes() == b"not a database at all" * 20
    assert sorted(p.name for p in tmp_path.iterdir()) == ["games.sqlite3"]


def test_the_console_script_never_shows_a_traceback(tmp_path):
    result = subprocess.run([sys.executable, "-m", "companion", "--data-dir", str(tmp_path), "export", "3"],
                            capture_output=True, text=True, cwd=REPO)
    assert result.returncode == 2
    assert result.stderr == "There is no stored game number 3.\n"
