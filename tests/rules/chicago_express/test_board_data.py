"""The board derived from map.json: the grid agrees with its own neighbour rule, counts, corrections."""

import pytest

from rules.chicago_express.board import load_board, raw_map
from rules.core.errors import RuleError
from tests.rules.chicago_express.helpers import game

COLUMNS = "ABCDEFGHIJKLMNOPQRS"


def neighbours_by_rule(hex_id, ids):
    """map.json's coordinate_system.neighbour_rule (odd-q offset columns), restricted to existing hexes."""
    c, r = COLUMNS.index(hex_id[0]), int(hex_id[1:])
    if c % 2 == 0:
        cells = [(c, r - 1), (c, r + 1), (c - 1, r - 1), (c - 1, r), (c + 1, r - 1), (c + 1, r)]
    else:
        cells = [(c, r - 1), (c, r + 1), (c - 1, r), (c - 1, r + 1), (c + 1, r), (c + 1, r + 1)]
    names = {f"{COLUMNS[cc]}{rr}" for cc, rr in cells if 0 <= cc < len(COLUMNS) and rr >= 0}
    return names & ids


def test_neighbour_lists_follow_the_documented_rule_and_are_symmetric():
    board = load_board()
    ids = set(board.hexes)
    for hex_ in board.hexes.values():
        assert set(hex_.neighbours) == neighbours_by_rule(hex_.id, ids), hex_.id
        assert all(hex_.id in board.hexes[n].neighbours for n in hex_.neighbours)


def test_counts_agree_with_the_components_and_the_digest():
    data = raw_map()
    board = load_board()
    assert len(board.hexes) == data["counts"]["hexes_total"]
    terrains = {}
    for hex_ in board.hexes.values():
        terrains[hex_.terrain] = terrains.get(hex_.terrain, 0) + 1
    assert terrains == data["counts"]["by_terrain"]
    assert {c.code: (c.shares, c.locomotives) for c in board.companies.values()} == {
        "PRR": (3, 20), "B&O": (4, 22), "NYC": (5, 24), "C&O": (6, 26), "Wabash": (2, 11)}
    assert board.opening_order == ["PRR", "B&O", "C&O", "NYC"]
    assert dict(board.dial_uses) == {"auction": 3, "development": 4, "build": 5}
    assert board.house_supply == 20
    assert {c: i.track[0] for c, i in board.industries.items()} == {"Detroit": 1, "Wheeling": 3, "Pittsburgh": 4}
    assert board.industries["Detroit"].track[-1] == 8
    assert {c.start_hex for c in board.companies.values()} == {"R5", "Q7", "Q9", "S3", "D3"}
    assert board.hexes[board.chicago].name == "Chicago"


def test_hexes_are_found_by_id_or_name_in_any_case():
    board = load_board()
    assert board.find_hex("wheeling").id == "I6"
    assert board.find_hex("a2").id == "A2"
    assert board.find_hex(" Fort Wayne ").id == "D3"


def test_map_corrections_option_changes_one_hex_for_that_game():
    engine = game(map_corrections={"R4": {"build_cost": 3}})
    assert engine.state.board.hexes["R4"].build_cost == 3
    assert game().state.board.hexes["R4"].build_cost == 1
    with pytest.raises(RuleError, match="A map correction for R4 may set"):
        game(map_corrections={"R4": {"colour": "red"}})
    with pytest.raises(RuleError, match="names hex 'Z1', which is not on the map"):
        game(map_corrections={"Z1": {"build_cost": 1}})


@pytest.mark.parametrize(
    "options, sentence",
    [
        ({"starting_player": 4}, "The starting player must be a seat from 1 to 3, not 4."),
        ({"forfeit_after_chicago": "yes"}, "The option forfeit_after_chicago of Chicago Express must be like True, not 'yes'."),
        ({"bank": 140}, "Chicago Express has no option named 'bank'."),
    ],
)
def test_bad_options_are_refused(options, sentence):
    with pytest.raises(RuleError) as refused:
        game(**options)
    assert refused.value.sentence == sentence
