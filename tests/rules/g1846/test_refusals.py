"""Every refusal listed at the end of the rules digest: the exact sentence, and a table left untouched."""

import pytest

from rules.core import BANK, RuleError
from rules.g1846.money import corporation_account, player_account
from tests.rules.g1846.helpers import (
    act,
    draft_example,
    gt_or1,
    ic_or1,
    ic_or2,
    independents_or1,
    independents_or2,
    new_game,
    nyc_or1,
    nyc_or2_before_run,
    nyc_or2_privates,
    nyc_or2_rest,
    stock_round_1,
    through_or2,
)
from tests.rules.g1846.helpers import gt_or1_trains as gt_trains


def assert_refused(game, action, sentence):
    before = game.snapshot()
    with pytest.raises(RuleError) as refused:
        game.apply_json(action)
    assert refused.value.sentence == sentence
    assert game.snapshot() == before


def grant(game, account, amount):
    """Test-only: hand money from the bank, to reach a position quickly."""
    game.state.money.pay(BANK, account, amount, "test grant")


def after_draft():
    game = new_game()
    draft_example(game)
    return game


def test_buying_over_60_percent():
    game = after_draft()
    act(game, type="par", player="Amy", corporation="GT", price=40)
    for _ in range(4):
        act(game, type="pass", player="Bob")
        act(game, type="pass", player="Carlos")
        act(game, type="buy_share", player="Amy", corporation="GT", source="treasury")
    act(game, type="pass", player="Bob")
    act(game, type="pass", player="Carlos")
    assert_refused(game, {"type": "buy_share", "player": "Amy", "corporation": "GT", "source": "treasury"},
                   "Amy would hold more than 60% of GT.")


def test_buying_over_the_certificate_limit():
    game = after_draft()
    grant(game, player_account("Amy"), 1000)
    buys = [("par", "GT"), *[("buy", "GT")] * 4, ("par", "NYC"), *[("buy", "NYC")] * 4, ("par", "IC"),
            *[("buy", "IC")] * 2]
    for kind, sym in buys:
        if kind == "par":
            act(game, type="par", player="Amy", corporation=sym, price=40)
        else:
            act(game, type="buy_share", player="Amy", corporation=sym, source="treasury")
        act(game, type="pass", player="Bob")
        act(game, type="pass", player="Carlos")
    assert game.snapshot()["players"][0]["certificates"] == 14
    assert_refused(game, {"type": "buy_share", "player": "Amy", "corporation": "IC", "source": "treasury"},
                   "Amy holds 14 certificates and the limit is 14; buying one more would go over it.")


def test_buying_back_after_selling_in_the_same_round():
    game = after_draft()
    act(game, type="par", player="Amy", corporation="GT", price=60)
    act(game, type="pass", player="Bob")
    act(game, type="pass", player="Carlos")
    act(game, type="buy_share", player="Amy", corporation="GT", source="treasury")
    act(game, type="pass", player="Bob")
    act(game, type="pass", player="Carlos")
    act(game, type="sell_shares", player="Amy", corporation="GT", count=1)
    assert_refused(game, {"type": "buy_share", "player": "Amy", "corporation": "GT", "source": "treasury"},
                   "Amy sold GT this round and may not buy it again until the next stock round.")


def test_selling_above_50_percent_in_the_market():
    game = new_game()
    through_or2(game)
    assert_refused(game, {"type": "sell_shares", "player": "Bob", "corporation": "NYC", "count": 2},
                   "The market may hold at most 50% of NYC; it already holds 40%, so at most 10% more can be sold.")


def test_selling_the_presidents_certificate():
    game = new_game()
    through_or2(game)
    act(game, type="buy_share", player="Bob", corporation="NYC", source="market")
    act(game, type="buy_share", player="Carlos", corporation="NYC", source="market")
    assert_refused(game, {"type": "sell_shares", "player": "Amy", "corporation": "GT", "count": 2},
                   "The president's certificate of GT can never go to the market: Amy must keep 20% unless "
                   "another player holding at least 20% takes the presidency.")


def test_non_president_selling_before_the_first_operating_round():
    game = after_draft()
    act(game, type="par", player="Amy", corporation="GT", price=60)
    act(game, type="par", player="Bob", corporation="NYC", price=80)
    act(game, type="buy_share", player="Carlos", corporation="NYC", source="treasury")
    assert_refused(game, {"type": "sell_shares", "player": "Amy", "corporation": "NYC", "count": 1},
                   "Amy holds 0% of NYC, not 10%.")
    act(game, type="pass", player="Amy")
    act(game, type="pass", player="Bob")
    assert_refused(game, {"type": "sell_shares", "player": "Carlos", "corporation": "NYC", "count": 1},
                   "Only NYC's president may sell NYC shares before NYC has operated.")


PAR_SENTENCE = ("A par price must be one of $40, $50, $60, $70, $80, $90, $100, $112, $124, $137, $150 "
                "(from $40 to $150 on the market row), not ${}.")


@pytest.mark.parametrize("price", [30, 165, 65])
def test_par_outside_the_range_or_off_the_market_row(price):
    game = after_draft()
    assert_refused(game, {"type": "par", "player": "Amy", "corporation": "GT", "price": price},
                   PAR_SENTENCE.format(price))


def test_spending_more_cash_than_a_player_has():
    game = after_draft()
    act(game, type="par", player="Amy", corporation="GT", price=124)
    act(game, type="par", player="Bob", corporation="NYC", price=100)
    act(game, type="pass", player="Carlos")
    assert_refused(game, {"type": "buy_share", "player": "Amy", "corporation": "GT", "source": "treasury"},
                   "Amy has $12 but the share costs $124.")


def test_spending_more_than_the_treasury_holds():
    game = after_draft()
    stock_round_1(game)
    assert_refused(game, {"type": "lay_track", "corporation": "MS", "cost": 100, "hex": "C15"},
                   "MS has $60 but the tile costs $100.")


def test_a_cost_that_is_not_a_legal_amount():
    game = after_draft()
    stock_round_1(game)
    assert_refused(game, {"type": "lay_track", "corporation": "MS", "cost": 30, "hex": "B16"},
                   "$30 is not a legal cost for a tile on B16; it can be $20, $60.")


def test_buying_a_later_phases_train_while_the_current_ones_remain():
    game = after_draft()
    stock_round_1(game)
    independents_or1(game)
    gt_or1(game)
    assert_refused(game, {"type": "buy_train", "corporation": "GT", "train": "3/5"},
                   "The 3/5 trains are not for sale until the last 2 train is sold.")


def test_exceeding_the_train_limit():
    game = after_draft()
    stock_round_1(game)
    for step in (independents_or1, gt_or1, gt_trains, nyc_or1, ic_or1, independents_or2, nyc_or2_before_run,
                 nyc_or2_rest):
        step(game)
    assert_refused(game, {"type": "buy_train", "corporation": "NYC", "train": "4"},
                   "NYC already has 4 trains, the limit in this phase.")


def test_a_private_bought_above_its_face_price():
    game = after_draft()
    stock_round_1(game)
    for step in (independents_or1, gt_or1, gt_trains, nyc_or1, ic_or1, independents_or2):
        step(game)
    assert_refused(game, {"type": "buy_private", "corporation": "NYC", "private": "LSL", "price": 50},
                   "LSL sells for $1 up to its face value of $40, not $50.")


def test_a_private_bought_in_phase_iii():
    game = after_draft()
    stock_round_1(game)
    for step in (independents_or1, gt_or1, gt_trains, nyc_or1, ic_or1, independents_or2, nyc_or2_before_run,
                 nyc_or2_rest, nyc_or2_privates, ic_or2):
        step(game)
    grant(game, corporation_account("IC"), 1000)
    act(game, type="buy_train", corporation="IC", train="3/5")
    act(game, type="buy_train", corporation="IC", train="3/5")
    act(game, type="buy_train", corporation="IC", train="5")
    assert game.snapshot()["phase"]["name"] == "III"
    act(game, type="discard_train", corporation="IC", train="3/5")
    assert_refused(game, {"type": "buy_private", "corporation": "IC", "private": "BIG4", "price": 40},
                   "Private companies can no longer be bought in phase III.")


def test_acting_out_of_turn_in_the_draft():
    game = new_game()
    assert_refused(game, {"type": "draft_pick", "player": "Amy", "private": "MS"},
                   "It is Carlos's turn to draft, not Amy's.")


def test_acting_out_of_turn_in_a_stock_round():
    game = after_draft()
    assert_refused(game, {"type": "par", "player": "Bob", "corporation": "NYC", "price": 80},
                   "It is Amy's turn in the stock round, not Bob's.")


def test_acting_out_of_turn_in_an_operating_round():
    game = after_draft()
    stock_round_1(game)
    independents_or1(game)
    assert_refused(game, {"type": "lay_track", "corporation": "NYC", "cost": 20},
                   "It is GT's turn to operate, not NYC's.")


def test_ending_a_turn_without_the_train_it_must_have():
    game = after_draft()
    stock_round_1(game)
    independents_or1(game)
    gt_or1(game)
    assert_refused(game, {"type": "done", "corporation": "GT"},
                   "GT has no train and must buy one before ending its turn.")
