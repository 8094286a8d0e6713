"""The SQLite store: schema, append-only log, refusal of foreign, damaged and newer files."""

import json
import sqlite3

import pytest

from companion.errors import CompanionError
from companion.store import SCHEMA_VERSION, Store, effective_actions


@pytest.fixture
def store(tmp_path):
    with Store.open(tmp_path / "games.sqlite3") as opened:
        yield opened


def test_a_new_store_is_wal_with_full_sync(store):
    db = sqlite3.connect(store.path)
    assert db.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
    assert db.execute("PRAGMA user_version").fetchone()[0] == SCHEMA_VERSION
    assert store._db.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL


def test_games_and_log_round_trip(store):
    row = store.create_game("1846", "test", {"players": ["A", "B", "C"]}, 7)
    store.append(row, {"type": "pass", "player": "A"}, finished=False)
    entry = store.append(row, {"type": "undo"}, finished=False)
    assert entry.seq == 2
    game = store.game(row)
    assert (game.game, game.seed, game.options, game.entries, game.finished) == ("1846", 7, {"players": ["A", "B", "C"]}, 2, False)
    assert [e.action for e in store.entries(row)] == [{"type": "pass", "player": "A"}, {"type": "undo"}]
    assert store.last_unfinished().id == row
    store.append(row, {"type": "redo"}, finished=True)
    assert store.last_unfinished() is None


def test_the_log_is_append_only(store):
    row = store.create_game("1846", "test", {}, 0)
    store.append(row, {"type": "pass"}, finished=False)
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        store._db.execute("UPDATE log SET action = '{}'")
    with pytest.raises(sqlite3.IntegrityError, match="append-only"):
        store._db.execute("DELETE FROM log")


def test_appending_to_a_missing_game_changes_nothing(store):
    with pytest.raises(CompanionError, match="^There is no stored game number 9.$"):
        store.append(9, {"type": "pass"}, finished=False)
    assert store._db.execute("SELECT COUNT(*) FROM log").fetchone()[0] == 0


def test_undo_and_redo_resolve_to_the_actions_in_effect():
    log = [{"type": "a"}, {"type": "b"}, {"type": "undo"}, {"type": "undo"}, {"type": "redo"}, {"type": "c"}]
    resolved = effective_actions(log)
    assert [log[i]["type"] for i in resolved.done] == ["a", "c"]
    assert resolved.undone == []
    resolved = effective_actions(log[:5])
    assert [log[i]["type"] for i in resolved.done] == ["a"]
    assert [log[i]["type"] for i in resolved.undone] == ["b"]
    with pytest.raises(CompanionError, match="^Log entry 1 undoes an action, but there is nothing to undo.$"):
        effective_actions([{"type": "undo"}])
    with pytest.raises(CompanionError, match="^Log entry 2 redoes an action, but there is nothing to redo.$"):
        effective_actions([{"type": "a"}, {"type": "redo"}])


def _files(folder):
    return {p.name: p.read_bytes() for p in sorted(folder.iterdir())}


def _our_header(tmp_path):
    Store.open(tmp_path / "model.sqlite3").close()
    header = (tmp_path / "model.sqlite3").read_bytes()[:100]
    for p in tmp_path.iterdir():
        p.unlink()
    return header


@pytest.mark.parametrize(
    "content, sentence",
    [
        (lambda tmp: b"this is a shopping list, not a database" * 10,
         "is not a companion game store (it is not an SQLite database)"),
        (lambda tmp: _our_header(tmp) + b"garbage" * 1000, "is damaged"),
    ],
    ids=["text file", "garbage after our header"],
)
def test_foreign_and_damaged_files_are_refused_and_left_untouched(tmp_path, content, sentence):
    path = tmp_path / "games.sqlite3"
    path.write_bytes(content(tmp_path))
    before = _files(tmp_path)
    with pytest.raises(CompanionError) as refused:
        Store.open(path)
    assert sentence in refused.value.sentence
    assert refused.value.sentence.lower().endswith("it was left as it is.")
    assert _files(tmp_path) == before


def test_another_programs_sqlite_database_is_refused_and_left_untouched(tmp_path):
    path = tmp_path / "games.sqlite3"
    other = sqlite3.connect(path)
    other.execute("CREATE TABLE recipes (name TEXT)")
    other.commit()
    other.close()
    before = _files(tmp_path)
    with pytest.raises(CompanionError, match="is a database of another program, not a companion game store"):
        Store.open(path)
    assert _files(tmp_path) == before


def test_a_store_from_a_newer_schema_is_refused_and_left_untouched(tmp_path):
    path = tmp_path / "games.sqlite3"
    Store.open(path).close()
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode=DELETE")
    db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    db.close()
    before = _files(tmp_path)
    with pytest.raises(CompanionError, match=r"was written by a newer companion \(store schema 2; this one reads up to 1\)"):
        Store.open(path)
    assert _files(tmp_path) == before


def test_a_damaged_page_in_our_own_store_is_reported(tmp_path):
    path = tmp_path / "games.sqlite3"
    with Store.open(path) as store:
        row = store.create_game("1846", "x", {}, 0)
        for n in range(300):
            store.append(row, {"type": "pass", "n": n, "pad": "x" * 200}, finished=False)
    db = sqlite3.connect(path)
    db.execute("PRAGMA journal_mode=DELETE")
    db.close()
    data = bytearray(path.read_bytes())
    page = 4096
    data[3 * page : 3 * page + 400] = b"\xff" * 400
    path.write_bytes(bytes(data))
    before = _files(tmp_path)
    with pytest.raises(CompanionError, match="is damaged"):
        Store.open(path)
    assert _files(tmp_path) == before


def test_exported_json_stays_json(store):
    row = store.create_game("ttr-usa", "t", {"players": ["Å", "B"]}, 1)
    store.append(row, {"type": "claim", "route": "usa:x", "note": "ünïcode"}, finished=False)
    assert json.loads(json.dumps(store.entries(row)[0].action))["note"] == "ünïcode"


def test_the_most_recently_played_game_wins_even_when_the_clock_ties(tmp_path):
    with Store.open(tmp_path / "games.sqlite3", clock=lambda: "2026-11-21T10:00:00.000+00:00") as store:
        first = store.create_game("1846", "first", {}, 0)
        second = store.create_game("1846", "second", {}, 0)
        assert store.last_unfinished().id == second
        store.append(first, {"type": "pass"}, finished=False)
        assert [g.id for g in store.games()] == [first, second]
        assert store.last_unfinished().id == first
