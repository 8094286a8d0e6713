"""The session: validate, append, publish; refusals change neither state nor log; undo/redo; resume."""

import pytest

from companion.errors import CompanionError
from companion.session import Session
from companion.store import Store
from rules.core import RuleError

PLAYERS = {"players": ["Ann", "Bob", "Cleo"]}


@pytest.fixture
def store(tmp_path):
    with Store.open(tmp_path / "games.sqlite3") as opened:
        yield opened


def test_an_accepted_action_is_in_the_log_before_submit_returns(store, tmp_path):
    session = Session.start(store, "chicago-express", PLAYERS, seed=3)
    session.submit({"type": "bid", "player": "Ann", "amount": 7})
    # A second, independent connection sees it: it was committed.
    with Store.open(tmp_path / "games.sqlite3") as other:
        assert [e.action for e in other.entries(session.row)] == [{"type": "bid", "player": "Ann", "amount": 7}]


def test_a_refused_action_changes_neither_state_nor_log(store):
    session = Session.start(store, "chicago-express", PLAYERS, seed=3)
    session.submit({"type": "bid", "player": "Ann", "amount": 7})
    before = session.snapshot()
    for bad, sentence in [
        ({"type": "bid", "player": "Bob", "amount": 7}, "The bid for PRR stands at $7"),
        ({"type": "bid", "player": "Cleo", "amount": 9}, "It is Bob's turn to bid, not Cleo's."),
        ({"type": "fly", "player": "Bob"}, "Chicago Express has no action of type 'fly'."),
        ({"type": "bid", "player": "Bob"}, "A bid action needs a value for amount."),
    ]:
        with pytest.raises(RuleError) as refused:
            session.submit(bad)
        assert refused.value.sentence.startswith(sentence)
        assert session.snapshot() == before
        assert len(store.entries(session.row)) == 1


def test_undo_and_redo_are_logged_and_replay(store):
    session = Session.start(store, "chicago-express", PLAYERS, seed=3)
    start = session.snapshot()
    session.submit({"type": "bid", "player": "Ann", "amount": 7})
    after_bid = session.snapshot()
    session.undo()
    assert session.snapshot() == start and session.can_redo and not session.can_undo
    session.redo()
    assert session.snapshot() == after_bid
    assert [e.action["type"] for e in store.entries(session.row)] == ["bid", "undo", "redo"]
    assert Session.load(store, session.row).snapshot() == after_bid
    with pytest.raises(CompanionError, match="^There is nothing to redo.$"):
        session.redo()
    with pytest.raises(CompanionError, match="^Undo and redo have their own commands"):
        session.submit({"type": "undo"})


def test_a_new_action_after_undo_drops_the_redo(store):
    session = Session.start(store, "chicago-express", PLAYERS, seed=3)
    session.submit({"type": "bid", "player": "Ann", "amount": 7})
    session.undo()
    session.submit({"type": "bid", "player": "Ann", "amount": 8})
    assert not session.can_redo
    assert session.snapshot()["auction"]["high_bid"] == 8


def test_resume_picks_the_last_unfinished_game(store, tmp_path):
    first = Session.start(store, "chicago-express", PLAYERS, seed=1)
    second = Session.start(store, "chicago-express", {"players": ["Dora", "Eli"]}, seed=2)
    first.submit({"type": "bid", "player": "Ann", "amount": 7})
    with Store.open(tmp_path / "games.sqlite3") as reopened:
        resumed = Session.resume_last(reopened)
        assert resumed.row == first.row
        assert resumed.snapshot() == first.snapshot()
    assert second.row != first.row


def test_bad_options_store_nothing(store):
    with pytest.raises(RuleError, match="^Chicago Express is for 2 to 6 players, not 1.$"):
        Session.start(store, "chicago-express", {"players": ["Solo"]})
    with pytest.raises(RuleError, match="^There is no game called 'chess'"):
        Session.start(store, "chess", PLAYERS)
    assert store.games() == []


def test_listeners_hear_every_accepted_change(store):
    session = Session.start(store, "chicago-express", PLAYERS, seed=3)
    heard = []
    session.subscribe(heard.append)
    session.submit({"type": "bid", "player": "Ann", "amount": 7})
    with pytest.raises(RuleError):
        session.submit({"type": "bid", "player": "Ann", "amount": 7})
    session.undo()
    assert [u.seq for u in heard] == [1, 2]
    assert heard[0].snapshot["auction"]["high_bid"] == 7 and heard[0].can_undo
