"""Every numbered example of the rules text, played through the engine.

Expected values are the rules' own numbers. Where a position needs more than a few moves of legal
play, ``arrange`` builds it (see helpers.py). Map dependence is noted per test.
"""

import doctest

from rules.chicago_express import formulas
from rules.chicago_express.formulas import minimum_bid, per_share_dividend
from tests.rules.chicago_express.helpers import act, arrange, started


def test_minimum_bid_22_income_two_sold_is_8():
    assert minimum_bid(22, 2) == 8
    engine = started()
    # Andrea puts up a NYC share; income $22; Alberto and Carlo (Bob and Cy here) hold one each.
    arrange(engine, income={"NYC": 22}, holdings={"NYC": {"Bob": 1, "Cy": 1}})
    active = engine.state.active
    act(engine, type="choose", player=active, action="auction")
    act(engine, type="auction", player=active, company="NYC")
    details = engine.prompt().details["auction"]
    assert details["minimum"] == 8 and details["next_bid_at_least"] == 8
    act(engine, type="bid", player=active, amount=8)
    assert engine.snapshot()["auction"]["high_bid"] == 8


def _run_dividend_phase(engine):
    """Auction on red, Build one field short: the active player chooses Build and burns it, so the
    next turn opens with a dividend phase."""
    arrange(engine, dials={"auction": 3, "build": 4})
    active = engine.state.active
    act(engine, type="choose", player=active, action="build")
    act(engine, type="burn", player=active)


def test_dividend_16_over_three_shares_pays_6_a_share():
    engine = started()
    # Only NYC has shares out, so only its dividend moves money.
    arrange(engine, income={"NYC": 16}, holdings={"PRR": {}, "B&O": {}, "C&O": {}, "NYC": {"Ann": 2, "Bob": 1}})
    before = engine.snapshot()["cash"]
    _run_dividend_phase(engine)
    after = engine.snapshot()["cash"]
    assert after["Ann"] - before["Ann"] == 12
    assert after["Bob"] - before["Bob"] == 6
    assert after["Cy"] == before["Cy"]
    (entry,) = engine.snapshot()["dividends"]
    assert entry["per_share"] == 6 and entry["paid"] == {"Ann": 12, "Bob": 6}


def test_dividend_17_over_two_shares_rounds_per_share_to_9():
    assert per_share_dividend(17, 2) == 9
    engine = started()
    arrange(engine, income={"NYC": 17}, holdings={"PRR": {}, "B&O": {}, "C&O": {}, "NYC": {"Ann": 2}})
    before = engine.snapshot()["cash"]["Ann"]
    _run_dividend_phase(engine)
    assert engine.snapshot()["cash"]["Ann"] - before == 18


def test_build_forest_then_shared_city_costs_6():
    """NYC builds a forest ($2) and a $2 city PRR already holds: 2 + 2×2 = $6.

    Played from the start by legal moves. Depends on the (S1, unverified) map facts: R4 plain $1,
    Q4 forest $2, R3 forest $2, Q3 city $2 with income 1 (standing in for the example's Binghamton).
    """
    engine = started()  # Ann holds PRR ($7 in treasury) and NYC ($8); Ann moves first.
    act(engine, type="choose", player="Ann", action="build")
    act(engine, type="build", player="Ann", company="PRR", hexes=["R4", "Q4", "Q3"])
    assert engine.snapshot()["companies"]["PRR"]["treasury"] == 7 - (1 + 2 + 2)
    for player in ("Bob", "Cy"):
        act(engine, type="choose", player=player, action="development")
        act(engine, type="burn", player=player)
    act(engine, type="choose", player="Ann", action="build")
    act(engine, type="build", player="Ann", company="NYC", hexes=["R3", "Q3"])
    nyc = engine.snapshot()["companies"]["NYC"]
    assert nyc["treasury"] == 8 - 6
    assert nyc["network"] == ["S3", "R3", "Q3"]
    assert engine.snapshot()["hexes"]["Q3"]["locomotives"] == ["PRR", "NYC"]


def test_wheeling_3_to_4_raises_prr_17_to_18_and_bo_14_to_15():
    """Wheeling (I6 in the map data) with PRR and B&O present; positions arranged."""
    engine = started()
    arrange(engine, income={"PRR": 17, "B&O": 14}, locomotives={"PRR": ["I6"], "B&O": ["I6"]})
    active = engine.state.active
    act(engine, type="choose", player=active, action="development")
    act(engine, type="develop", player=active, hex="Wheeling")
    snapshot = engine.snapshot()
    assert snapshot["industry"]["Wheeling"]["value"] == 4
    assert snapshot["companies"]["PRR"]["income"] == 18
    assert snapshot["companies"]["B&O"]["income"] == 15
    assert snapshot["houses"]["supply"] == 20  # industrial cities take no house


def test_charleston_plus_1_raises_co_12_to_13():
    """Developing a +1 city where C&O runs raises its income 12 → 13.

    The map data does not name Charleston (map.json ``missing``); K10, a city with house income +1,
    stands in for it. The +1 comes from S1's unverified digitisation of that hex.
    """
    engine = started()
    arrange(engine, income={"C&O": 12}, locomotives={"C&O": ["K10"]})
    active = engine.state.active
    act(engine, type="choose", player=active, action="development")
    act(engine, type="develop", player=active, hex="K10")
    snapshot = engine.snapshot()
    assert snapshot["companies"]["C&O"]["income"] == 13
    assert snapshot["hexes"]["K10"]["house"] is True
    assert snapshot["houses"]["supply"] == 19


def test_formula_examples_in_the_docstring():
    assert doctest.testmod(formulas).failed == 0
