"""The detailed example of the rules (Amy, Bob and Carlos; Erie and Pennsylvania removed), figure by figure.

Every figure below is printed in the example. Where the example contradicts itself the test says
which figure the engine follows: NYC's operating round 2 treasury. The example has NYC spend $40
(Lake Shore Line) + $100 (Detroit) + $80 (token) out of $240 and then says it is left with $0; the
arithmetic leaves $20, and the engine follows the arithmetic and the rules, so NYC ends the round
with $79 where the example, carrying its $0 forward, says $59. No player's cash depends on it.
"""

from tests.rules.g1846.helpers import (
    act,
    cash,
    corp,
    draft_example,
    gt_or1,
    gt_or1_trains,
    gt_or2,
    ic_or1,
    ic_or2,
    independent,
    independents_or1,
    independents_or2,
    new_game,
    nyc_or1,
    nyc_or2_before_run,
    nyc_or2_privates,
    nyc_or2_rest,
    player,
    stock_round_1,
    stock_round_2,
    through_or2,
)


def test_draft_outcome_and_cash():
    game = new_game()
    draft_example(game)
    assert cash(game) == {"Amy": 260, "Bob": 240, "Carlos": 240}
    assert player(game, "Amy")["privates"] == ["MS"]
    assert sorted(player(game, "Bob")["privates"]) == ["C&WI", "LSL", "MAIL"]
    assert sorted(player(game, "Carlos")["privates"]) == ["BIG4", "MPC"]
    assert independent(game, "MS")["cash"] == 60
    assert independent(game, "BIG4")["cash"] == 40
    snap = game.snapshot()
    assert snap["round"]["kind"] == "stock" and snap["round"]["actor"] == "Amy"


def test_mail_contract_is_passed_on_ten_dollars_cheaper():
    game = new_game()
    for name, private in [("Carlos", "BIG4"), ("Bob", "C&WI"), ("Amy", "MS"), ("Carlos", "MPC"), ("Bob", "LSL"),
                          ("Amy", None), ("Carlos", None), ("Bob", None)]:
        act(game, type="draft_pick", player=name, private=private)
    assert game.prompt().details == {"offer": "MAIL", "price": 80}
    act(game, type="draft_pass", player="Amy")
    assert game.prompt().details == {"offer": "MAIL", "price": 70} and game.prompt().actor == "Carlos"
    act(game, type="draft_pass", player="Carlos")
    assert game.prompt().details == {"offer": "MAIL", "price": 60} and game.prompt().actor == "Bob"


def test_stock_round_1_purchases():
    game = new_game()
    draft_example(game)
    stock_round_1(game)
    # The round is over and OR1 has paid private income: Bob C&WI $10 + LSL $15, Carlos Meat Packing $15.
    assert cash(game) == {"Amy": 0, "Bob": 25, "Carlos": 15}
    assert corp(game, "GT")["price"] == 60 and corp(game, "NYC")["price"] == 80 and corp(game, "IC")["price"] == 80
    assert corp(game, "GT")["treasury"] == 120 + 60
    assert corp(game, "NYC")["treasury"] == 160 + 3 * 80
    assert corp(game, "IC")["treasury"] == 160 + 80  # par plus the $80 land grant
    assert game.snapshot()["priority"] == "Bob"
    columns = {c["price"]: c["tokens"] for c in game.snapshot()["market"]["columns"]}
    assert columns[80] == ["NYC", "IC"]  # IC placed beneath NYC


def test_stock_round_1_leaves_everyone_without_cash():
    game = new_game()
    draft_example(game)
    for step in [("par", "Amy", "GT", 60), ("par", "Bob", "NYC", 80), ("par", "Carlos", "IC", 80)]:
        act(game, type=step[0], player=step[1], corporation=step[2], price=step[3])
    for name, sym in [("Amy", "GT"), ("Bob", "NYC"), ("Carlos", "NYC"), ("Amy", "NYC")]:
        act(game, type="buy_share", player=name, corporation=sym, source="treasury")
    assert cash(game) == {"Amy": 0, "Bob": 0, "Carlos": 0}


def test_operating_round_1():
    game = new_game()
    draft_example(game)
    stock_round_1(game)
    assert cash(game) == {"Amy": 0, "Bob": 25, "Carlos": 15}
    independents_or1(game)
    assert independent(game, "MS")["cash"] == 70
    assert independent(game, "BIG4")["cash"] == 20
    assert cash(game) == {"Amy": 30, "Bob": 25, "Carlos": 35}
    assert game.snapshot()["operating_order"][2:] == ["GT", "NYC", "IC"]  # the first OR runs in reverse
    act(game, type="issue_shares", corporation="GT", count=2)
    assert corp(game, "GT")["treasury"] == 280
    act(game, type="lay_track", corporation="GT", cost=20, hex="C13")
    act(game, type="lay_track", corporation="GT", cost=20, hex="D14")
    act(game, type="place_token", corporation="GT", cost=80, hex="D14")
    act(game, type="run_trains", corporation="GT", revenues=[])
    assert corp(game, "GT")["price"] == 50 and corp(game, "GT")["treasury"] == 160
    gt_or1_trains(game)
    assert corp(game, "GT")["treasury"] == 0 and corp(game, "GT")["trains"] == ["2", "2"]
    act(game, type="issue_shares", corporation="NYC", count=4)
    assert corp(game, "NYC")["treasury"] == 680
    act(game, type="lay_track", corporation="NYC", cost=20, hex="D18")
    act(game, type="lay_track", corporation="NYC", cost=20, hex="E17")
    act(game, type="run_trains", corporation="NYC", revenues=[])
    assert corp(game, "NYC")["price"] == 70
    for _ in range(3):
        act(game, type="buy_train", corporation="NYC", train="2")
    act(game, type="buy_train", corporation="NYC", train="3/5")
    assert corp(game, "NYC")["treasury"] == 240
    assert game.snapshot()["phase"]["name"] == "II"
    act(game, type="done", corporation="NYC")
    act(game, type="issue_shares", corporation="IC", count=2)
    assert corp(game, "IC")["treasury"] == 380
    act(game, type="lay_track", corporation="IC", cost=0, hex="H6")
    act(game, type="lay_track", corporation="IC", cost=0, hex="G5")
    act(game, type="run_trains", corporation="IC", revenues=[])
    columns = {c["price"]: c["tokens"] for c in game.snapshot()["market"]["columns"]}
    assert columns == {50: ["GT"], 70: ["NYC", "IC"]}
    act(game, type="buy_train", corporation="IC", train="3/5")
    assert corp(game, "IC")["treasury"] == 220


def test_operating_round_2_independents_and_order():
    game = new_game()
    draft_example(game)
    stock_round_1(game)
    independents_or1(game)
    gt_or1(game)
    gt_or1_trains(game)
    nyc_or1(game)
    ic_or1(game)
    assert cash(game) == {"Amy": 30, "Bob": 50, "Carlos": 50}  # income paid again at the start of OR2
    independents_or2(game)
    assert independent(game, "MS")["cash"] == 45
    assert independent(game, "BIG4")["cash"] == 25
    assert game.snapshot()["operating_order"] == ["MS", "BIG4", "NYC", "IC", "GT"]


def test_nyc_operating_round_2_half_payout():
    game = new_game()
    for step in (draft_example, stock_round_1, independents_or1, gt_or1, gt_or1_trains, nyc_or1, ic_or1,
                 independents_or2, nyc_or2_before_run):
        step(game)
    # The example says $0 here; $240 - $40 - $100 - $80 is $20 (see the module docstring).
    assert corp(game, "NYC")["treasury"] == 20
    nyc_or2_rest(game)
    nyc = corp(game, "NYC")
    assert nyc["price"] == 90
    assert nyc["treasury"] == 20 + 180 + 19
    explanations = game.snapshot()["explanations"]
    assert explanations[0] == "NYC runs for $370 and pays half: $180 to its treasury, $19 per share."
    assert "Bob 3 × $19 = $57" in explanations[1]
    assert explanations[2] == "NYC: payout $190 ≥ 2 × $70: two columns right: price $70 → $90."
    nyc_or2_privates(game)
    assert corp(game, "NYC")["treasury"] == 79  # the example's $59, plus the $20 above
    assert sorted(corp(game, "NYC")["privates"]) == ["C&WI", "LSL", "MAIL"]
    assert corp(game, "NYC")["trains"] == ["2", "2", "2", "3/5"]


def test_ic_and_gt_operating_round_2():
    game = new_game()
    for step in (draft_example, stock_round_1, independents_or1, gt_or1, gt_or1_trains, nyc_or1, ic_or1,
                 independents_or2, nyc_or2_before_run, nyc_or2_rest, nyc_or2_privates):
        step(game)
    ic_or2(game)
    ic = corp(game, "IC")
    assert ic["price"] == 90 and ic["treasury"] == 124
    assert game.snapshot()["explanations"][1].startswith("Dividends: Carlos 2 × $14 = $28, IC treasury 6 × $14 = $84")
    columns = {c["price"]: c["tokens"] for c in game.snapshot()["market"]["columns"]}
    assert columns[90] == ["NYC", "IC"]
    act(game, type="done", corporation="IC")
    gt_or2(game)
    assert corp(game, "GT")["price"] == 70
    assert corp(game, "GT")["treasury"] == 80
    act(game, type="buy_private", corporation="GT", private="MS", price=60)
    assert corp(game, "GT")["treasury"] == 65
    assert corp(game, "GT")["trains"] == ["2", "2", "2"]


def test_cash_at_the_end_of_operating_round_2():
    game = new_game()
    through_or2(game)
    assert cash(game) == {"Amy": 192, "Bob": 287, "Carlos": 182}
    snap = game.snapshot()
    assert snap["round"] == {"kind": "stock", "set": 2, "actor": "Bob"}


def test_stock_round_2_price_moves():
    game = new_game()
    through_or2(game)
    stock_round_2(game)
    assert cash(game) == {"Amy": 32, "Bob": 37, "Carlos": 2}
    prices = {c["sym"]: c["price"] for c in game.snapshot()["corporations"] if c["price"]}
    assert prices == {"NYC": 100, "IC": 80, "GT": 60}
    assert game.snapshot()["priority"] == "Carlos"


def test_net_worth_after_stock_round_2():
    """Amy $472 and Bob $597 as printed; Carlos counts Big 4 at its $40 face value (§10.3: debt ignored),
    where the example's informal "Big 4 (worth ~$100)" gives $562."""
    game = new_game()
    through_or2(game)
    stock_round_2(game)
    worth = {p["name"]: p["net_worth"] for p in game.snapshot()["players"]}
    assert worth == {"Amy": 472, "Bob": 597, "Carlos": 502}
