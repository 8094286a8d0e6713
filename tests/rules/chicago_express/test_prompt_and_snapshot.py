"""What the screens get: prompts a table can follow, and the snapshot's keys."""

import json

import pytest

from rules.chicago_express import CODEC
from tests.rules.chicago_express.helpers import act, arrange, game, started

SNAPSHOT_KEYS = {
    "game", "phase", "step", "round", "turn", "active_player", "chosen_action", "players", "cash", "companies",
    "hexes", "houses", "industry", "dials", "dial_blocked", "auction", "end_conditions", "reached_chicago",
    "income_history", "dividends", "bank", "finished", "winners", "end_reasons", "options",
}
COMPANY_KEYS = {
    "name", "colour", "open", "income", "treasury", "shares_total", "shares_sold", "shares_left", "holders",
    "locomotives_total", "locomotives_left", "network", "start_hex",
}


def test_snapshot_has_every_key_the_dashboard_reads_and_is_json():
    snapshot = started().snapshot()
    assert set(snapshot) == SNAPSHOT_KEYS
    assert all(set(c) == COMPANY_KEYS for c in snapshot["companies"].values())
    assert set(snapshot["end_conditions"]) == {"no_locomotives", "no_shares", "house_supply", "detroit", "any"}
    assert snapshot["hexes"]["R5"] == {"locomotives": ["PRR"], "house": False}
    assert snapshot["bank"] == {"paid_out": 120, "received": 0, "balance": -120}
    assert json.loads(json.dumps(snapshot)) == snapshot


def test_opening_prompt_names_the_bidder_minimum_and_who_is_still_in():
    engine = game()
    act(engine, type="bid", player="Ann", amount=8)
    act(engine, type="pass", player="Bob")
    prompt = engine.prompt()
    assert (prompt.actor, prompt.expects) == ("Cy", ("bid", "pass"))
    assert prompt.text == "Cy: bid more than $8 (Ann) for a PRR share, or pass."
    auction = prompt.details["auction"]
    assert (auction["high_bid"], auction["high_bidder"], auction["next_bid_at_least"]) == (8, "Ann", 9)
    assert auction["bidders_in"] == ["Ann", "Cy"] and auction["bidder_cash"] == 40


def test_a_bidder_who_cannot_afford_is_told_to_pass():
    engine = game()
    arrange(engine, cash={"Bob": 5})
    act(engine, type="bid", player="Ann", amount=7)
    assert engine.prompt().text == "Bob: pass (you have $5, the next bid must be at least $8)."
    assert engine.prompt().details["auction"]["can_bid"] is False


def test_choose_prompt_lists_the_turnable_dials():
    prompt = started().prompt()
    assert prompt.expects == ("dial", "choose")
    assert prompt.text == ("Ann: choose an action by turning one dial one field "
                           "(Auction to field 1, Development to field 1, Build to field 1), or type it.")


def test_build_prompt_lists_reachable_hexes_with_cost_and_income_gain():
    engine = started()
    arrange(engine, locomotives={"C&O": ["Q3"]})
    act(engine, type="choose", player="Ann", action="build")
    prompt = engine.prompt()
    assert prompt.expects == ("build", "burn", "skip")
    build = prompt.details["build"]
    assert set(build) == {"PRR", "NYC"}  # Ann's companies
    nyc = {row["hex"]: row for row in build["NYC"]["reachable"]}
    assert nyc["R3"] == {"hex": "R3", "name": None, "terrain": "forest", "steps": 1, "cost": 2, "income_gain": 0}
    assert nyc["Q3"]["steps"] == 2 and nyc["Q3"]["cost"] == 4 and nyc["Q3"]["income_gain"] == 1
    prr = {row["hex"]: row for row in build["PRR"]["reachable"]}
    assert prr["R4"]["steps"] == 1 and prr["Q4"]["steps"] == 2
    assert "Q7" not in prr  # Baltimore is B&O's start hex
    assert build["PRR"]["treasury"] == 7 and build["PRR"]["locomotives_left"] == 19


def test_develop_prompt_lists_developable_hexes_and_their_effect():
    engine = started()
    arrange(engine, locomotives={"PRR": ["R4", "Q4", "Q3"], "NYC": ["Q3", "I6"], "B&O": ["E0"]})
    act(engine, type="choose", player="Ann", action="development")
    rows = {row["hex"]: row for row in engine.prompt().details["developable"]}
    assert set(rows) == {"Q3", "Q4", "I6"}  # not the plain R4, the start hexes or Detroit
    assert rows["Q3"]["effect"] == "PRR +1 income, NYC +1 income"
    assert rows["Q4"]["effect"] == "PRR +$2 cash from the bank"
    assert rows["I6"]["income_gains"] == {"NYC": 1}


def test_auction_prompt_lists_the_shares_on_offer_with_their_minimum():
    engine = started()
    act(engine, type="choose", player="Ann", action="auction")
    rows = engine.prompt().details["companies"]
    assert [(r["company"], r["minimum"]) for r in rows] == [("PRR", 4), ("B&O", 3), ("C&O", 3), ("NYC", 4)]


@pytest.mark.parametrize(
    "data",
    [
        {"type": "bid", "player": "Ann", "amount": 8},
        {"type": "pass", "player": "Ann"},
        {"type": "dial", "dial": "build", "position": 1, "player": None},
        {"type": "choose", "player": "Ann", "action": "development"},
        {"type": "auction", "player": "Ann", "company": "NYC"},
        {"type": "build", "player": "Ann", "company": "PRR", "hexes": ["R4", "Q4"]},
        {"type": "develop", "player": "Ann", "hex": "Q3"},
        {"type": "burn", "player": "Ann"},
        {"type": "skip", "player": "Ann"},
    ],
)
def test_actions_round_trip_through_json(data):
    assert CODEC.encode(CODEC.decode(data)) == data
