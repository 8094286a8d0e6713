"""Small helpers for driving the 1846 engine in tests."""

from __future__ import annotations

from typing import Any

from rules.g1846 import Game1846

EXAMPLE_OPTIONS = {
    "players": ["Amy", "Bob", "Carlos"],
    "removed_corporations": ["ERIE", "PRR"],
    # The example shuffles Lake Shore Line and Meat Packing with the four standard privates.
    "removed_privates": ["MC", "O&I", "SC", "TBC"],
}


def new_game(**options: Any) -> Game1846:
    return Game1846.create({**EXAMPLE_OPTIONS, **options})


def act(game: Game1846, **action: Any) -> None:
    game.apply_json(action)


def cash(game: Game1846) -> dict[str, int]:
    return {p["name"]: p["cash"] for p in game.snapshot()["players"]}


def corp(game: Game1846, sym: str) -> dict[str, Any]:
    return next(c for c in game.snapshot()["corporations"] if c["sym"] == sym)


def independent(game: Game1846, sym: str) -> dict[str, Any]:
    return next(m for m in game.snapshot()["independents"] if m["sym"] == sym)


def player(game: Game1846, name: str) -> dict[str, Any]:
    return next(p for p in game.snapshot()["players"] if p["name"] == name)


def draft_example(game: Game1846) -> None:
    """The draft of the rules' example: Carlos, Bob, Amy pick in turn; Mail Contract goes last."""
    for name, private in [("Carlos", "BIG4"), ("Bob", "C&WI"), ("Amy", "MS"), ("Carlos", "MPC"), ("Bob", "LSL"),
                          ("Amy", None), ("Carlos", None), ("Bob", None)]:
        act(game, type="draft_pick", player=name, private=private)
    act(game, type="draft_pass", player="Amy")
    act(game, type="draft_pass", player="Carlos")
    act(game, type="draft_pick", player="Bob", private="MAIL")


def stock_round_1(game: Game1846) -> None:
    act(game, type="par", player="Amy", corporation="GT", price=60)
    act(game, type="par", player="Bob", corporation="NYC", price=80)
    act(game, type="par", player="Carlos", corporation="IC", price=80)
    act(game, type="buy_share", player="Amy", corporation="GT", source="treasury")
    act(game, type="buy_share", player="Bob", corporation="NYC", source="treasury")
    act(game, type="buy_share", player="Carlos", corporation="NYC", source="treasury")
    act(game, type="buy_share", player="Amy", corporation="NYC", source="treasury")
    for name in ("Bob", "Carlos", "Amy"):
        act(game, type="pass", player=name)


def independents_or1(game: Game1846) -> None:
    act(game, type="lay_track", corporation="MS", cost=20, hex="B16")
    act(game, type="run_trains", corporation="MS", revenues=[60])
    act(game, type="lay_track", corporation="BIG4", cost=20, hex="G9")
    act(game, type="lay_track", corporation="BIG4", cost=20, hex="G7")
    act(game, type="run_trains", corporation="BIG4", revenues=[40])


def gt_or1(game: Game1846) -> None:
    act(game, type="issue_shares", corporation="GT", count=2)
    act(game, type="lay_track", corporation="GT", cost=20, hex="C13")
    act(game, type="lay_track", corporation="GT", cost=20, hex="D14")
    act(game, type="place_token", corporation="GT", cost=80, hex="D14")
    act(game, type="run_trains", corporation="GT", revenues=[])


def gt_or1_trains(game: Game1846) -> None:
    act(game, type="buy_train", corporation="GT", train="2")
    act(game, type="buy_train", corporation="GT", train="2")
    act(game, type="done", corporation="GT")


def nyc_or1(game: Game1846) -> None:
    act(game, type="issue_shares", corporation="NYC", count=4)
    act(game, type="lay_track", corporation="NYC", cost=20, hex="D18")
    act(game, type="lay_track", corporation="NYC", cost=20, hex="E17")
    act(game, type="run_trains", corporation="NYC", revenues=[])
    for _ in range(3):
        act(game, type="buy_train", corporation="NYC", train="2")
    act(game, type="buy_train", corporation="NYC", train="3/5")
    act(game, type="done", corporation="NYC")


def ic_or1(game: Game1846) -> None:
    act(game, type="issue_shares", corporation="IC", count=2)
    act(game, type="lay_track", corporation="IC", cost=0, hex="H6")
    act(game, type="lay_track", corporation="IC", cost=0, hex="G5")
    act(game, type="run_trains", corporation="IC", revenues=[])
    act(game, type="buy_train", corporation="IC", train="3/5")
    act(game, type="done", corporation="IC")


def independents_or2(game: Game1846) -> None:
    act(game, type="lay_track", corporation="MS", cost=60, hex="B16")
    act(game, type="run_trains", corporation="MS", revenues=[70])
    act(game, type="lay_track", corporation="BIG4", cost=20, hex="G7")
    act(game, type="run_trains", corporation="BIG4", revenues=[50])


def nyc_or2_before_run(game: Game1846) -> None:
    act(game, type="buy_private", corporation="NYC", private="LSL", price=40)
    act(game, type="lay_track", corporation="NYC", cost=0, hex="D14", private="LSL")
    act(game, type="lay_track", corporation="NYC", cost=100, hex="C15")
    act(game, type="place_token", corporation="NYC", cost=80, hex="C15")


def nyc_or2_rest(game: Game1846) -> None:
    act(game, type="run_trains", corporation="NYC", revenues=[80, 80, 90, 120])
    act(game, type="dividend", corporation="NYC", kind="half")


def nyc_or2_privates(game: Game1846) -> None:
    act(game, type="buy_private", corporation="NYC", private="MAIL", price=80)
    act(game, type="buy_private", corporation="NYC", private="C&WI", price=60)
    act(game, type="done", corporation="NYC")


def ic_or2(game: Game1846) -> None:
    act(game, type="place_token", corporation="IC", cost=80, hex="G7")
    act(game, type="lay_track", corporation="IC", cost=20, hex="G9")
    act(game, type="lay_track", corporation="IC", cost=20, hex="I3")
    act(game, type="buy_private", corporation="IC", private="MPC", price=60)
    act(game, type="run_trains", corporation="IC", revenues=[140])
    act(game, type="dividend", corporation="IC", kind="full")


def gt_or2(game: Game1846) -> None:
    act(game, type="run_trains", corporation="GT", revenues=[80, 80])
    act(game, type="dividend", corporation="GT", kind="full")


def stock_round_2(game: Game1846) -> None:
    for name, sym, source in [("Bob", "NYC", "market"), ("Carlos", "NYC", "market"), ("Amy", "NYC", "market"),
                              ("Bob", "NYC", "market"), ("Carlos", "NYC", "treasury"), ("Amy", "GT", "treasury"),
                              ("Bob", "GT", "market")]:
        act(game, type="buy_share", player=name, corporation=sym, source=source)
    for name in ("Carlos", "Amy", "Bob"):
        act(game, type="pass", player=name)


def through_or2(game: Game1846) -> None:
    draft_example(game)
    stock_round_1(game)
    independents_or1(game)
    gt_or1(game)
    gt_or1_trains(game)
    nyc_or1(game)
    ic_or1(game)
    independents_or2(game)
    nyc_or2_before_run(game)
    nyc_or2_rest(game)
    nyc_or2_privates(game)
    ic_or2(game)
    act(game, type="done", corporation="IC")
    gt_or2(game)
    act(game, type="buy_private", corporation="GT", private="MS", price=60)
    act(game, type="done", corporation="GT")
