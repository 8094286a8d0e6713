"""Property: whatever the table does, no dollar appears or disappears.

A random table plays from the prompt (legal or not: a refused action must change nothing). After
every step the bank, the set-aside $500 notes, the players, the treasuries and the independents
still add up to the $12,000 of the box, and only the bank may ever be below zero.
"""

from __future__ import annotations

from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st

from rules.core import RuleError
from rules.g1846 import Game1846

BOX = 12_000
NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve"]


def candidates(game: Game1846) -> list[dict[str, Any]]:
    snap = game.snapshot()
    prompt = game.prompt()
    actor = prompt.actor
    details = prompt.details
    kind = snap["round"]["kind"]
    if game.finished:
        return []
    if "discard_train" in prompt.expects:
        return [{"type": "discard_train", "corporation": details["corporation"], "train": t} for t in details["trains"]]
    if kind == "draft":
        if "offer" in details:
            return [{"type": "draft_pick", "player": actor, "private": details["offer"]},
                    {"type": "draft_pass", "player": actor}]
        picks = [{"type": "draft_pick", "player": actor, "private": p} for p in details["privates_left"]]
        return picks + [{"type": "draft_pick", "player": actor, "private": None}] * 2
    if kind == "stock":
        options: list[dict[str, Any]] = [{"type": "pass", "player": actor}] * 3
        for sym in details["can_open"]:
            for price in details["par_values"][:3]:
                options.append({"type": "par", "player": actor, "corporation": sym, "price": price})
        for buy in details["buyable"]:
            options.append({"type": "buy_share", "player": actor, "corporation": buy["corporation"],
                            "source": buy["source"]})
        me = next(p for p in snap["players"] if p["name"] == actor)
        for sym in me["shares"]:
            options.append({"type": "sell_shares", "player": actor, "corporation": sym, "count": 1})
        return options
    sym = details["operator"]
    if prompt.expects == ("lay_track", "run_trains", "done"):
        return [{"type": "lay_track", "corporation": sym, "cost": 20},
                {"type": "run_trains", "corporation": sym, "revenues": [40]},
                {"type": "run_trains", "corporation": sym, "revenues": [70]},
                {"type": "done", "corporation": sym}]
    step = details["step"]
    if step == "track":
        runs = len(details["runnable_trains"])
        options = [{"type": "lay_track", "corporation": sym, "cost": 20},
                   {"type": "place_token", "corporation": sym, "cost": 80},
                   {"type": "run_trains", "corporation": sym, "revenues": [60] * runs},
                   {"type": "run_trains", "corporation": sym, "revenues": [250] * runs},
                   {"type": "run_trains", "corporation": sym, "revenues": [10] * runs},
                   {"type": "done", "corporation": sym}]
        if "issue" in details:
            options.append({"type": "issue_shares", "corporation": sym, "count": max(1, details["issue"]["max"])})
            options.append({"type": "redeem_shares", "corporation": sym, "count": 1})
        for private in snap["privates"]:
            if private["owner_kind"] == "player" and not private["closed"]:
                options.append({"type": "buy_private", "corporation": sym, "private": private["sym"],
                                "price": private["face"]})
        return options
    if step == "dividend":
        return [{"type": "dividend", "corporation": sym, "kind": k} for k in ("full", "half", "withhold")]
    options = [{"type": "done", "corporation": sym}] * 2
    for train in details["bank_trains"]:
        options.append({"type": "buy_train", "corporation": sym, "train": train["train"]})
    for other in details["other_trains"][:3]:
        options.append({"type": "buy_train", "corporation": sym, "train": other["train"],
                        "source": other["corporation"], "price": 1})
    for issue in details["emergency_issue"]:
        options.append({"type": "issue_shares", "corporation": sym, "count": issue["count"]})
    if details["must_buy_train"] and actor:
        me = next(p for p in snap["players"] if p["name"] == actor)
        for held in me["shares"]:
            options.append({"type": "sell_shares", "player": actor, "corporation": held, "count": 1})
        options.append({"type": "declare_bankruptcy", "player": actor})
    return options


def check_money(game: Game1846) -> None:
    snap = game.snapshot()
    total = (snap["bank"]["cash"] + snap["bank"]["set_aside"] + sum(p["cash"] for p in snap["players"])
             + sum(c["treasury"] for c in snap["corporations"]) + sum(m["cash"] for m in snap["independents"]))
    assert total == BOX == snap["money_total"]
    game.state.money.ledger.check()
    assert all(p["cash"] >= 0 for p in snap["players"])
    assert all(c["treasury"] >= 0 for c in snap["corporations"])
    for corp in snap["corporations"]:
        if corp["parred"] and not corp["closed"]:
            assert sum(corp["shares"].values()) == 100


@settings(max_examples=25)
@given(players=st.integers(3, 5), seed=st.integers(0, 2**16), data=st.data())
def test_money_is_conserved_whatever_the_table_does(players, seed, data):
    game = Game1846.create({"players": NAMES[:players]}, seed)
    check_money(game)
    for _ in range(160):
        options = candidates(game)
        if not options:
            break
        action = data.draw(st.sampled_from(options))
        try:
            game.apply_json(action)
        except RuleError:
            pass
        check_money(game)
