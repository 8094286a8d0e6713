"""The phases of a game: opening auction, turns, auction/build/development, dividends, Chicago, the end."""

import pytest

from rules.chicago_express import ChicagoExpress
from tests.rules.chicago_express.helpers import act, arrange, game, opening, started


def _events(events, kind):
    return [e for e in events if e.type == kind]


# -- setup and the opening auction ---------------------------------------------------------------

@pytest.mark.parametrize("count, money", [(2, 60), (3, 40), (4, 30), (5, 24), (6, 20)])
def test_start_money_and_setup(count, money):
    engine = game([f"P{i}" for i in range(count)])
    snapshot = engine.snapshot()
    assert set(snapshot["cash"].values()) == {money}
    assert snapshot["houses"]["supply"] == 20
    assert {c: v["value"] for c, v in snapshot["industry"].items()} == {"Detroit": 1, "Wheeling": 3, "Pittsburgh": 4}
    assert {c: v["income"] for c, v in snapshot["companies"].items() if v["open"]} == {"PRR": 7, "B&O": 6, "C&O": 5, "NYC": 8}
    assert {c: v["locomotives_left"] for c, v in snapshot["companies"].items()} == {
        "PRR": 19, "B&O": 21, "C&O": 25, "NYC": 23, "Wabash": 11}
    assert snapshot["companies"]["Wabash"]["open"] is False
    assert all(d["position"] == 0 for d in snapshot["dials"].values())


def test_player_count_is_checked():
    from rules.core.errors import RuleError

    with pytest.raises(RuleError, match="Chicago Express is for 2 to 6 players, not 7."):
        game([f"P{i}" for i in range(7)])


def test_opening_auction_order_and_minimums():
    engine = game()
    seen = []
    for company in ("PRR", "B&O", "C&O", "NYC"):
        auction = engine.snapshot()["auction"]
        seen.append((auction["company"], auction["minimum"]))
        opening_step(engine, company)
    assert seen == [("PRR", 7), ("B&O", 6), ("C&O", 5), ("NYC", 8)]


def opening_step(engine, company):
    """Everyone passes: the starter takes the share free."""
    while engine.state.auction and engine.state.auction.company == company:
        act(engine, type="pass", player=engine.state.auction.to_act)


def test_all_pass_in_the_opening_gives_the_starter_the_share_free():
    engine = game()
    for player in ("Ann", "Bob", "Cy"):
        act(engine, type="pass", player=player)
    snapshot = engine.snapshot()
    assert snapshot["companies"]["PRR"]["holders"] == {"Ann": 1}
    assert snapshot["cash"]["Ann"] == 40 and snapshot["companies"]["PRR"]["treasury"] == 0
    assert snapshot["auction"]["company"] == "B&O" and snapshot["auction"]["starter"] == "Ann"


def test_winner_starts_the_next_auction_and_prr_owner_moves_first():
    engine = game()
    act(engine, type="pass", player="Ann")
    act(engine, type="pass", player="Bob")
    act(engine, type="bid", player="Cy", amount=9)
    assert engine.snapshot()["companies"]["PRR"] == {**engine.snapshot()["companies"]["PRR"], "treasury": 9,
                                                      "holders": {"Cy": 1}, "shares_left": 2}
    assert engine.state.auction.starter == "Cy"
    opening(engine, {"PRR": ("Cy", 9), "B&O": ("Ann", 6), "C&O": ("Bob", 5), "NYC": ("Bob", 8)})
    snapshot = engine.snapshot()
    assert snapshot["phase"] == "turns" and snapshot["active_player"] == "Cy" and snapshot["round"] == 1
    assert snapshot["cash"] == {"Ann": 34, "Bob": 27, "Cy": 31}


def test_starting_player_option_picks_the_first_auction_starter():
    engine = game(starting_player=2)
    assert engine.prompt().actor == "Bob"
    assert ChicagoExpress.create({"players": ["A", "B"]}).prompt().actor == "A"


def test_bidding_goes_clockwise_and_a_pass_is_final():
    engine = game(["Ann", "Bob", "Cy", "Dee"])
    act(engine, type="bid", player="Ann", amount=7)
    act(engine, type="pass", player="Bob")
    act(engine, type="bid", player="Cy", amount=8)
    act(engine, type="bid", player="Dee", amount=9)
    act(engine, type="bid", player="Ann", amount=10)
    assert engine.prompt().actor == "Cy"  # Bob passed for good
    act(engine, type="pass", player="Cy")
    act(engine, type="pass", player="Dee")
    assert engine.snapshot()["companies"]["PRR"]["holders"] == {"Ann": 1}


# -- auctions in a turn ----------------------------------------------------------------------------

def test_turn_auction_others_may_bid_after_the_active_player_passes():
    engine = started()
    act(engine, type="choose", player="Ann", action="auction")
    act(engine, type="auction", player="Ann", company="C&O")
    auction = engine.prompt().details["auction"]
    assert auction["minimum"] == 3  # C&O income 5, one sold: ceil(5 / 2)
    act(engine, type="pass", player="Ann")
    act(engine, type="bid", player="Bob", amount=3)
    events = act(engine, type="pass", player="Cy")
    assert engine.snapshot()["companies"]["C&O"]["holders"] == {"Cy": 1, "Bob": 1}
    assert engine.snapshot()["companies"]["C&O"]["treasury"] == 5 + 3
    assert _events(events, "auction_ended")[0].winner == "Bob"
    assert engine.prompt().actor == "Bob"  # the turn passes from Ann, not from the winner


def test_turn_auction_all_pass_keeps_the_share_and_moves_no_money():
    engine = started()
    act(engine, type="choose", player="Ann", action="auction")
    act(engine, type="auction", player="Ann", company="b&o")
    before = engine.snapshot()
    for player in ("Ann", "Bob", "Cy"):
        act(engine, type="pass", player=player)
    after = engine.snapshot()
    assert after["companies"]["B&O"]["shares_left"] == before["companies"]["B&O"]["shares_left"] == 3
    assert after["cash"] == before["cash"] and after["bank"] == before["bank"]
    assert after["dials"]["auction"]["position"] == 1


def test_burn_and_skip_end_the_turn_with_the_dial_advanced():
    engine = started()
    act(engine, type="choose", player="Ann", action="development")
    act(engine, type="burn", player="Ann")
    act(engine, type="dial", dial="development", position=2)
    act(engine, type="skip", player="Bob")
    snapshot = engine.snapshot()
    assert snapshot["dials"]["development"]["position"] == 2 and snapshot["active_player"] == "Cy"


# -- building ------------------------------------------------------------------------------------------

def test_build_income_by_terrain():
    engine = started()
    # PRR at Q3 (city, income 1) and at R3 (forest: nothing) from Philadelphia's neighbourhood.
    act(engine, type="choose", player="Ann", action="build")
    events = act(engine, type="build", player="Ann", company="PRR", hexes=["R4", "Q4", "Q3"])
    assert [e.income_gain for e in _events(events, "locomotive_placed")] == [0, 0, 1]
    assert engine.snapshot()["companies"]["PRR"]["income"] == 8


def test_entering_a_developed_city_adds_its_house_income():
    engine = started()
    arrange(engine, locomotives={"PRR": ["R4", "Q4"], "C&O": ["Q3"]}, houses=["Q3"])
    act(engine, type="choose", player="Ann", action="build")
    act(engine, type="build", player="Ann", company="PRR", hexes=["Q3"])
    assert engine.snapshot()["companies"]["PRR"]["income"] == 7 + 1 + 1  # Q3: locomotive 1 + house 1
    assert engine.snapshot()["companies"]["PRR"]["treasury"] == 7 - 2 * 2


def test_entering_an_industrial_city_adds_its_current_value_and_third_locomotive_triples_cost():
    engine = started()
    arrange(engine, locomotives={"PRR": ["K5"], "B&O": ["K4"], "C&O": ["K4"]}, treasury={"PRR": 20})
    act(engine, type="choose", player="Ann", action="build")
    act(engine, type="build", player="Ann", company="PRR", hexes=["Pittsburgh"])
    snapshot = engine.snapshot()
    assert snapshot["companies"]["PRR"]["income"] == 7 + 4
    assert snapshot["companies"]["PRR"]["treasury"] == 20 - 4 * 3


def test_a_build_cannot_use_more_locomotives_than_left():
    from rules.core.errors import RuleError

    engine = started()
    engine.state.locomotives_left["PRR"] = 2
    act(engine, type="choose", player="Ann", action="build")
    with pytest.raises(RuleError, match=r"PRR has only 2 locomotive\(s\) left; build at most 2 hex\(es\)."):
        act(engine, type="build", player="Ann", company="PRR", hexes=["R4", "Q4", "Q3"])
    act(engine, type="build", player="Ann", company="PRR", hexes=["R4", "Q4"])
    assert engine.snapshot()["companies"]["PRR"]["locomotives_left"] == 0


# -- development ----------------------------------------------------------------------------------

def test_developing_a_forest_pays_its_company_2_and_leaves_income():
    engine = started()
    arrange(engine, locomotives={"NYC": ["R3"]})
    act(engine, type="choose", player="Ann", action="development")
    act(engine, type="develop", player="Ann", hex="R3")
    nyc = engine.snapshot()["companies"]["NYC"]
    assert nyc["treasury"] == 8 + 2 and nyc["income"] == 8
    assert engine.snapshot()["houses"] == {"supply": 19, "on_hexes": ["R3"]}


def test_developing_a_shared_city_raises_every_company_there():
    engine = started()
    arrange(engine, locomotives={"PRR": ["Q3"], "NYC": ["Q3"]})
    act(engine, type="choose", player="Ann", action="development")
    act(engine, type="develop", player="Ann", hex="Q3")
    companies = engine.snapshot()["companies"]
    assert (companies["PRR"]["income"], companies["NYC"]["income"]) == (8, 9)


def test_pittsburgh_steps_by_2_and_stops_at_the_end_of_its_track():
    engine = started()
    arrange(engine, locomotives={"B&O": ["K4"]})
    for player, expected in (("Ann", 8), ("Bob", 10), ("Cy", 10)):
        act(engine, type="choose", player=player, action="development")
        act(engine, type="develop", player=player, hex="K4")
        assert engine.snapshot()["companies"]["B&O"]["income"] == expected
    assert engine.snapshot()["industry"]["Pittsburgh"]["value"] == 8


# -- the dividend phase ------------------------------------------------------------------------------

def _make_dividend_due(engine):
    arrange(engine, dials={"auction": 3, "build": 4})
    active = engine.state.active
    act(engine, type="choose", player=active, action="build")
    return act(engine, type="burn", player=active)


def test_dividend_phase_resets_dials_steps_detroit_and_lets_the_next_player_move():
    engine = started()
    arrange(engine, locomotives={"NYC": ["E0"]})
    events = _make_dividend_due(engine)
    snapshot = engine.snapshot()
    assert _events(events, "phase_started")[0].phase == "dividend_phase"
    assert all(d["position"] == 0 for d in snapshot["dials"].values())
    assert snapshot["industry"]["Detroit"]["value"] == 2
    assert snapshot["companies"]["NYC"]["income"] == 9
    assert snapshot["round"] == 2 and snapshot["active_player"] == "Bob" and snapshot["step"] == "choose"
    assert snapshot["income_history"]["rounds"] == [1]
    assert snapshot["income_history"]["companies"]["NYC"] == [8]
    assert snapshot["income_history"]["companies"]["Wabash"] == [None]
    # Ann: PRR 7/1 + NYC 8/1; Bob: B&O 6; Cy: C&O 5.
    assert snapshot["cash"] == {"Ann": 40 - 15 + 15, "Bob": 40 - 6 + 6, "Cy": 40 - 5 + 5}


@pytest.mark.parametrize(
    "arrangement, reason",
    [
        (dict(holdings={"PRR": {"Ann": 3}, "B&O": {"Bob": 4}, "NYC": {"Ann": 5}}), "no_shares"),
        (dict(houses=[f"X{i}" for i in range(17)]), "house_supply"),
        (dict(), "detroit"),
        (dict(), "no_locomotives"),
    ],
)
def test_each_end_condition_ends_the_game_after_the_dividends(arrangement, reason):
    engine = started()
    arrange(engine, **arrangement)
    if reason == "detroit":
        engine.state.industry["Detroit"] = 7
    if reason == "no_locomotives":
        for company in ("PRR", "B&O", "Wabash"):
            engine.state.locomotives_left[company] = 0
    events = _make_dividend_due(engine)
    snapshot = engine.snapshot()
    assert snapshot["finished"] is True and engine.finished
    assert [r["condition"] for r in snapshot["end_reasons"]] == [reason]
    assert _events(events, "money")  # dividends were paid before the end
    assert snapshot["dials"]["auction"]["position"] == 3  # the game ended before the reset
    best = max(snapshot["cash"].values())
    assert snapshot["winners"] == [p for p, c in snapshot["cash"].items() if c == best]
    assert engine.prompt().actor is None and engine.prompt().expects == ()


def test_house_threshold_is_an_option():
    for threshold, ends in ((3, False), (4, True)):
        engine = started(house_end_threshold=threshold)
        arrange(engine, houses=[f"X{i}" for i in range(16)])  # 4 houses left
        _make_dividend_due(engine)
        assert engine.finished is ends


def test_ties_share_the_win():
    engine = started()
    arrange(engine, holdings={"PRR": {}, "B&O": {}, "C&O": {}, "NYC": {}}, cash={"Ann": 50, "Bob": 50, "Cy": 10})
    engine.state.industry["Detroit"] = 7
    _make_dividend_due(engine)
    assert engine.snapshot()["winners"] == ["Ann", "Bob"]
    assert engine.prompt().text == "The game is over: Ann and Bob share the win with $50."


# -- Chicago and Wabash -------------------------------------------------------------------------------

def _prr_next_to_chicago(**options):
    engine = started(**options)
    arrange(engine, locomotives={"PRR": ["B2"]})
    act(engine, type="choose", player="Ann", action="build")
    return engine


def test_first_company_in_chicago_pays_an_extra_dividend_and_opens_wabash():
    engine = _prr_next_to_chicago()
    ann = engine.snapshot()["cash"]["Ann"]
    events = act(engine, type="build", player="Ann", company="PRR", hexes=["Chicago"])
    snapshot = engine.snapshot()
    assert snapshot["companies"]["PRR"]["income"] == 7 + 7
    assert snapshot["cash"]["Ann"] == ann + 14  # one share: ceil(14 / 1)
    assert snapshot["dividends"][-1]["kind"] == "chicago"
    wabash = snapshot["companies"]["Wabash"]
    assert wabash["open"] and wabash["income"] == 1 and wabash["network"] == ["D3"] and wabash["locomotives_left"] == 10
    assert [e.phase for e in _events(events, "phase_started")] == ["chicago_phase"]
    assert snapshot["auction"]["company"] == "Wabash" and snapshot["auction"]["starter"] == "Ann"
    assert snapshot["auction"]["minimum"] == 1
    for player in ("Ann", "Bob", "Cy"):
        act(engine, type="pass", player=player)
    snapshot = engine.snapshot()
    assert snapshot["companies"]["Wabash"]["shares_left"] == 2 and snapshot["companies"]["Wabash"]["open"]
    assert snapshot["active_player"] == "Bob" and snapshot["step"] == "choose"
    act(engine, type="choose", player="Bob", action="auction")
    act(engine, type="auction", player="Bob", company="Wabash")  # now on sale


def test_wabash_starts_at_3_when_fort_wayne_has_a_house():
    engine = _prr_next_to_chicago()
    arrange(engine, locomotives={"C&O": ["D3"]}, houses=["D3"])
    act(engine, type="build", player="Ann", company="PRR", hexes=["A2"])
    assert engine.snapshot()["companies"]["Wabash"]["income"] == 3
    act(engine, type="bid", player="Ann", amount=3)
    act(engine, type="pass", player="Bob")
    act(engine, type="pass", player="Cy")
    assert engine.snapshot()["companies"]["Wabash"]["holders"] == {"Ann": 1}


def test_a_second_company_in_chicago_pays_its_extra_dividend_without_another_auction():
    engine = _prr_next_to_chicago()
    act(engine, type="build", player="Ann", company="PRR", hexes=["A2"])
    for player in ("Ann", "Bob", "Cy"):
        act(engine, type="pass", player=player)
    arrange(engine, locomotives={"C&O": ["A3"]}, treasury={"C&O": 10})
    act(engine, type="choose", player="Bob", action="build")
    with pytest.raises(Exception, match="Bob owns no C&O share"):
        act(engine, type="build", player="Bob", company="C&O", hexes=["A2"])
    act(engine, type="burn", player="Bob")
    cy = engine.snapshot()["cash"]["Cy"]
    act(engine, type="choose", player="Cy", action="build")
    act(engine, type="build", player="Cy", company="C&O", hexes=["A2"])
    snapshot = engine.snapshot()
    assert snapshot["reached_chicago"] == ["PRR", "C&O"]
    assert snapshot["cash"]["Cy"] == cy + 12 and snapshot["auction"] is None
    assert snapshot["companies"]["C&O"]["treasury"] == 10 - 3 * 2  # Chicago $3 × two locomotives
    assert snapshot["active_player"] == "Ann"
    assert snapshot["hexes"]["A2"]["locomotives"] == ["PRR", "C&O"]


def test_without_forfeit_the_whole_build_is_placed_before_the_chicago_phase():
    engine = _prr_next_to_chicago(forfeit_after_chicago=False)
    act(engine, type="build", player="Ann", company="PRR", hexes=["A2", "A3"])
    assert engine.snapshot()["companies"]["PRR"]["network"][-2:] == ["A2", "A3"]
    assert engine.snapshot()["auction"]["company"] == "Wabash"


def test_chicago_phase_comes_before_a_due_dividend_phase():
    engine = started()
    arrange(engine, locomotives={"PRR": ["B2"]}, dials={"auction": 3, "build": 4})
    act(engine, type="choose", player="Ann", action="build")
    events = act(engine, type="build", player="Ann", company="PRR", hexes=["A2"])
    for player in ("Ann", "Bob"):
        events += act(engine, type="pass", player=player)
    events += act(engine, type="pass", player="Cy")
    assert [e.phase for e in _events(events, "phase_started")] == ["chicago_phase", "dividend_phase"]
    assert engine.snapshot()["active_player"] == "Bob" and engine.snapshot()["round"] == 2
