"""Dials as input: judge_dial's three verdicts, against the engine and against a snapshot."""

import json

import pytest

from rules.chicago_express import judge_dial
from tests.rules.chicago_express.helpers import act, arrange, game, started


@pytest.fixture
def engine():
    return started()


def test_one_step_forward_chooses(engine):
    verdict = judge_dial(engine, "build", 1)
    assert verdict.verdict == "choose"
    assert verdict.to_json() == {"verdict": "choose", "dial": "build", "position": 1, "expected": 0,
                                 "sentence": "Turning the Build dial to field 1 chooses build."}


def test_the_field_the_game_has_agrees(engine):
    assert judge_dial(engine, "auction", 0).verdict == "agree"


def test_turning_a_wrong_dial_back_is_not_an_error(engine):
    act(engine, type="dial", dial="build", position=1)
    refused = judge_dial(engine, "auction", 1)
    assert refused.verdict == "refuse"
    assert refused.sentence == "Ann already chose build this turn; put the Auction dial back to field 0 (START)."
    assert judge_dial(engine, "auction", 0).verdict == "agree"  # the table put it back


def test_same_dial_turned_twice_is_refused(engine):
    act(engine, type="dial", dial="build", position=1)
    assert judge_dial(engine, "build", 2).sentence == (
        "Ann already chose build this turn; put the Build dial back to field 1.")


def test_a_dial_on_red_names_its_red_field(engine):
    arrange(engine, dials={"development": 4})
    verdict = judge_dial(engine, "development", 0)
    assert verdict.verdict == "refuse" and "put it back to field 4 (red)" in verdict.sentence
    assert judge_dial(engine, "development", 4).verdict == "agree"


def test_dials_are_refused_during_the_opening_auction():
    verdict = judge_dial(game(), "build", 1)
    assert verdict.sentence == "No action is chosen during the opening auction; put the Build dial back to field 0 (START)."


def test_dials_are_refused_while_bidding(engine):
    act(engine, type="dial", dial="auction", position=1)
    act(engine, type="auction", player="Ann", company="NYC")
    assert judge_dial(engine, "build", 1).sentence == (
        "No action is chosen while Ann bids on NYC; put the Build dial back to field 0 (START).")


def test_after_the_dividend_reset_the_red_dials_must_go_back_to_start(engine):
    arrange(engine, dials={"auction": 3, "build": 4})
    act(engine, type="dial", dial="build", position=5)
    act(engine, type="burn", player="Ann")
    assert engine.snapshot()["round"] == 2
    assert judge_dial(engine, "build", 5).sentence == (
        "All dials go back to START after a dividend phase; put the Build dial back to field 0 (START).")
    assert judge_dial(engine, "build", 0).verdict == "agree"


def test_unknown_dial(engine):
    assert judge_dial(engine, "bank", 1).verdict == "refuse"


def test_judging_a_snapshot_matches_judging_the_engine(engine):
    act(engine, type="dial", dial="build", position=1)
    act(engine, type="burn", player="Ann")
    snapshot = json.loads(json.dumps(engine.snapshot()))
    for dial in ("auction", "development", "build"):
        for position in range(7):
            assert judge_dial(snapshot, dial, position) == judge_dial(engine, dial, position)
    assert judge_dial(engine.state, "build", 2).verdict == "choose"


def test_prompt_lists_the_dials_that_may_be_turned(engine):
    arrange(engine, dials={"auction": 3})
    details = engine.prompt().details
    assert details["choices"] == ["development", "build"]
    assert details["dials"]["auction"] == {"position": 3, "red": 3, "may_turn": False, "next_position": None}
    assert details["dials"]["build"] == {"position": 0, "red": 5, "may_turn": True, "next_position": 1}
