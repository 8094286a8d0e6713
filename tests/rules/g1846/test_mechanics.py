"""The rules' own small examples and the forced train purchase, each through the engine."""

import pytest

from rules.core import BANK, RuleError
from rules.g1846 import Game1846
from rules.g1846.issuing import issue_limit
from rules.g1846.market import StockMarket
from rules.g1846.money import MARKET, corporation_account, player_account
from rules.g1846.prices import dividend_steps
from rules.g1846.state import Corporation
from tests.rules.g1846.helpers import act, cash, corp, draft_example, independents_or1, new_game

ROW = (0, 10, 20, 30, 40, 50, 60, 70, 80, 90, 100, 112, 124, 137, 150, 165, 180, 195, 212, 230, 250, 270, 295, 320,
       345, 375, 405, 440, 475, 510, 550)


def move_for(price: int, payout: int) -> int:
    market = StockMarket(ROW, ROW[4:15])
    market.place("X", price)
    steps, _ = dividend_steps(payout, price)
    return market.move("X", steps)[1]


@pytest.mark.parametrize(
    "price, payout, after",
    [
        (165, 500, 212),  # full: ≥ 3 × $165 at $165 or more: three right
        (165, 250, 180),  # half: ≥ $165: one right
        (165, 0, 150),  # withhold: left
        (124, 500, 150),  # full below $165: two right at most
        (124, 250, 150),  # half: ≥ 2 × $124: two right
        (70, 190, 90),  # the example's NYC
        (70, 34, 60),  # < half the price
        (70, 35, 70),  # half the price: no move
        (550, 2000, 550),  # the ceiling
    ],
)
def test_price_moves_from_the_rules(price, payout, after):
    assert move_for(price, payout) == after


def test_issue_limit_example():
    """§6.31: GT at $60, 30% president, 10% another player, 20% market, 40% treasury: two shares at $50."""
    gt = Corporation("GT", "Grand Trunk", "B16", 3)
    gt.shares = {"player:Amy": 3, "player:Bob": 1, MARKET: 2, gt.account: 4}
    assert issue_limit(gt) == 2
    market = StockMarket(ROW, ROW[4:15])
    market.place("GT", 60)
    assert market.relative_price("GT", -1) == 50


def nyc_with_three_treasury_shares() -> Game1846:
    game = new_game()
    draft_example(game)
    for name, sym, price in [("Amy", "GT", 60), ("Bob", "NYC", 80), ("Carlos", "IC", 80)]:
        act(game, type="par", player=name, corporation=sym, price=price)
    for name in ("Amy", "Bob", "Carlos"):
        act(game, type="buy_share", player=name, corporation="NYC", source="treasury")
    for name in ("Amy", "Bob", "Carlos"):
        act(game, type="pass", player=name)
    independents_or1(game)
    act(game, type="run_trains", corporation="GT", revenues=[])
    act(game, type="buy_train", corporation="GT", train="2")
    act(game, type="done", corporation="GT")
    act(game, type="issue_shares", corporation="NYC", count=2)
    act(game, type="run_trains", corporation="NYC", revenues=[])
    act(game, type="buy_train", corporation="NYC", train="2")
    act(game, type="done", corporation="NYC")
    act(game, type="run_trains", corporation="IC", revenues=[])
    act(game, type="buy_train", corporation="IC", train="2")
    act(game, type="done", corporation="IC")
    act(game, type="run_trains", corporation="MS", revenues=[])
    act(game, type="run_trains", corporation="BIG4", revenues=[])
    return game


def test_half_payout_example():
    """§6.7: revenue $250 paid half: $120 to the treasury and $13 a share; with 3 treasury shares $159."""
    game = nyc_with_three_treasury_shares()
    nyc = corp(game, "NYC")
    assert nyc["treasury_shares"] == 30 and game.snapshot()["round"]["operator"] == "NYC"
    before = nyc["treasury"]
    act(game, type="run_trains", corporation="NYC", revenues=[250])
    act(game, type="dividend", corporation="NYC", kind="half")
    assert corp(game, "NYC")["treasury"] - before == 120 + 3 * 13
    assert game.snapshot()["explanations"][0] == "NYC runs for $250 and pays half: $120 to its treasury, $13 per share."


def sale_example() -> Game1846:
    """§5.25: the NYC president holds 20%, two others 20% each, 40% in the market."""
    game = Game1846.create({"players": ["Ann", "Ben", "Cat", "Dan"], "removed_corporations": ["ERIE"],
                            "removed_privates": ["LSL", "SC"]})
    for name in ("Dan", "Cat", "Ben", "Ann"):
        act(game, type="draft_pick", player=name, private=None)
    order = ["Dan", "Cat", "Ben", "Ann"]
    turn = 0
    while game.snapshot()["round"]["kind"] == "draft":
        left = game.prompt().details.get("privates_left")
        if left:
            act(game, type="draft_pick", player=order[turn % 4], private=left[0])
        else:
            act(game, type="draft_pick", player=order[turn % 4], private=game.prompt().details["offer"])
        turn += 1
    state = game.state
    nyc = state.corporations["NYC"]
    nyc.parred, nyc.operated, nyc.president = True, True, "Ann"
    nyc.shares = {player_account("Ann"): 2, player_account("Ben"): 2, player_account("Cat"): 2, MARKET: 4}
    state.market.place("NYC", 80)
    return game


def test_a_sale_that_passes_the_presidency_to_the_left():
    game = sale_example()
    assert game.prompt().actor == "Ann"
    act(game, type="sell_shares", player="Ann", corporation="NYC", count=1)
    nyc = corp(game, "NYC")
    assert nyc["president"] == "Ben"
    assert nyc["market_shares"] == 50
    assert nyc["shares"]["Ann"] == 10
    assert nyc["price"] == 70


def emergency_game() -> Game1846:
    """GT opened at $60 with one more share; in OR1 it spends down and has no train."""
    game = new_game()
    draft_example(game)
    act(game, type="par", player="Amy", corporation="GT", price=60)
    for name in ("Bob", "Carlos"):
        act(game, type="pass", player=name)
    act(game, type="buy_share", player="Amy", corporation="GT", source="treasury")
    for name in ("Bob", "Carlos", "Amy"):
        act(game, type="pass", player=name)
    independents_or1(game)
    return game


def test_forced_purchase_issues_no_more_shares_than_needed():
    game = emergency_game()
    act(game, type="lay_track", corporation="GT", cost=20)
    act(game, type="lay_track", corporation="GT", cost=20)
    act(game, type="place_token", corporation="GT", cost=80)
    act(game, type="run_trains", corporation="GT", revenues=[])
    assert corp(game, "GT")["treasury"] == 60 and corp(game, "GT")["price"] == 50
    assert game.prompt().details["emergency_issue"] == [{"count": 1, "raises": 30}]
    with pytest.raises(RuleError) as refused:
        act(game, type="buy_train", corporation="GT", train="2")
    assert refused.value.sentence == ("GT must first issue shares toward its train (it may issue 1); only then may "
                                      "its president pay.")
    with pytest.raises(RuleError) as refused:
        act(game, type="issue_shares", corporation="GT", count=2)
    assert refused.value.sentence == "To buy its train GT may issue 1 share now, not 2."
    act(game, type="issue_shares", corporation="GT", count=1)
    gt = corp(game, "GT")
    assert gt["price"] == 40 and gt["treasury"] == 90  # one left first, then one left of $40 for the share
    act(game, type="buy_train", corporation="GT", train="2")
    assert corp(game, "GT")["treasury"] == 10


def test_forced_purchase_with_the_presidents_cash():
    game = emergency_game()
    act(game, type="issue_shares", corporation="GT", count=3)  # 3 × $50; nothing is left to issue
    game.state.money.pay(corporation_account("GT"), BANK, 300, "test: spend down")
    act(game, type="run_trains", corporation="GT", revenues=[])
    assert corp(game, "GT")["treasury"] == 30 and cash(game)["Amy"] == 110
    game.state.money.pay(player_account("Amy"), BANK, 100, "test: spend down")
    with pytest.raises(RuleError) as refused:
        act(game, type="buy_train", corporation="GT", train="2")
    assert refused.value.sentence == ("Amy has $10 and GT $30: $40 short of the 2 train's $80; Amy must sell shares "
                                      "or declare bankruptcy.")
    game.state.money.pay(BANK, player_account("Amy"), 100, "test: give back")
    events = game.apply_json({"type": "buy_train", "corporation": "GT", "train": "2"})
    assert corp(game, "GT")["treasury"] == 0 and cash(game)["Amy"] == 60
    notes = [e.text for e in events if e.type == "note"]
    assert "GT buys a 2 train from the bank for $80, Amy paying $50 of it." in notes
