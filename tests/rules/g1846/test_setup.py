"""Setup: removals from the seed or given, the bank, the trains, the draft's last card."""

import pytest

from rules.core import RuleError
from rules.g1846 import Game1846
from rules.registry import engine_class
from tests.rules.g1846.helpers import act

NAMES = ["Ann", "Ben", "Cat", "Dan", "Eve"]


def test_registered_under_its_game_id():
    assert engine_class("1846") is Game1846


@pytest.mark.parametrize("players, corps_out, privates_out", [(3, 2, 4), (4, 1, 2), (5, 0, 0)])
def test_first_edition_removals_from_the_seed(players, corps_out, privates_out):
    game = Game1846.create({"players": NAMES[:players]}, seed=7)
    removed = game.snapshot()["removed"]
    assert len(removed["corporations"]) == corps_out
    assert set(removed["corporations"]) <= {"C&O", "ERIE", "PRR"}
    assert len(removed["privates"]) == privates_out
    privates = {p["sym"] for p in game.snapshot()["privates"]}
    assert not privates & {"BT", "LM"}
    assert {"MS", "BIG4", "C&WI", "MAIL"} <= privates
    assert Game1846.create({"players": NAMES[:players]}, seed=7).snapshot() == game.snapshot()


def test_second_edition_removes_one_more_private_per_group():
    game = Game1846.create({"players": NAMES[:5], "edition": "second"}, seed=3)
    removed = game.snapshot()["removed"]["privates"]
    assert len(removed) == 2
    assert len(game.snapshot()["privates"]) == 10


def test_removals_given_explicitly_are_checked():
    with pytest.raises(RuleError) as refused:
        Game1846.create({"players": NAMES[:4], "removed_corporations": ["ERIE", "PRR"], "removed_privates": ["LSL", "SC"]})
    assert refused.value.sentence == "With 4 players exactly 1 of C&O, ERIE, PRR must be removed, not ['ERIE', 'PRR']."
    with pytest.raises(RuleError) as refused:
        Game1846.create({"players": NAMES[:4], "removed_corporations": ["ERIE"], "removed_privates": ["LSL", "MC"]})
    assert refused.value.sentence == "With 4 players exactly 1 of the orange privates (LSL, MC, O&I) must be removed."


def test_player_count_and_unknown_options_are_refused():
    with pytest.raises(RuleError) as refused:
        Game1846.create({"players": NAMES[:2]})
    assert refused.value.sentence == "1846 is for 3 to 5 players, not 2."
    with pytest.raises(RuleError) as refused:
        Game1846.create({"players": NAMES[:3], "bank": 10})
    assert refused.value.sentence == "1846 has no option named 'bank'."


@pytest.mark.parametrize("players, bank, set_aside, twos, limit", [(3, 5300, 5500, 5, 14), (4, 5900, 4500, 6, 12),
                                                                    (5, 7000, 3000, 7, 11)])
def test_bank_trains_and_certificate_limit(players, bank, set_aside, twos, limit):
    snap = Game1846.create({"players": NAMES[:players]}, seed=1).snapshot()
    assert snap["bank"] == {"cash": bank, "set_aside": set_aside, "broken": False}
    assert all(p["cash"] == 400 for p in snap["players"])
    assert snap["trains"]["bank"] == {"2": twos, "4": players + 1, "5": players, "6": "unlimited"}
    assert snap["cert_limit"] == limit
    assert snap["money_total"] == 12_000


def test_the_last_private_must_be_taken_at_zero():
    game = Game1846.create({"players": NAMES[:3], "removed_corporations": ["ERIE", "PRR"],
                            "removed_privates": ["MC", "O&I", "SC", "TBC"]})
    picks = [("Cat", "MS"), ("Ben", "BIG4"), ("Ann", "MAIL"), ("Cat", "LSL"), ("Ben", "MPC"),
             ("Ann", None), ("Cat", None), ("Ben", None)]
    for name, private in picks:
        act(game, type="draft_pick", player=name, private=private)
    assert game.prompt().details == {"offer": "C&WI", "price": 60}
    for name in ["Ann", "Cat", "Ben", "Ann", "Cat", "Ben"]:
        act(game, type="draft_pass", player=name)
    snap = game.snapshot()
    assert snap["round"]["kind"] == "stock"
    ann = next(p for p in snap["players"] if p["name"] == "Ann")
    assert sorted(ann["privates"]) == ["C&WI", "MAIL"] and ann["cash"] == 400 - 80


def test_an_independent_bought_cheaply_still_starts_with_its_face_value():
    game = Game1846.create({"players": NAMES[:3], "removed_corporations": ["ERIE", "PRR"],
                            "removed_privates": ["MC", "O&I", "SC", "TBC"]})
    for name, private in [("Cat", "BIG4"), ("Ben", "MAIL"), ("Ann", "C&WI"), ("Cat", "LSL"), ("Ben", "MPC"),
                          ("Ann", None), ("Cat", None), ("Ben", None)]:
        act(game, type="draft_pick", player=name, private=private)
    act(game, type="draft_pass", player="Ann")
    act(game, type="draft_pick", player="Cat", private="MS")
    snap = game.snapshot()
    cat = next(p for p in snap["players"] if p["name"] == "Cat")
    assert cat["cash"] == 400 - 100 - 40 - 130
    assert next(m for m in snap["independents"] if m["sym"] == "MS")["cash"] == 60
