"""Route calls from per-space evidence: whole routes, double-route constraints, confidence."""

import numpy as np

from vision.board_geometry import load_board
from vision.classify import SlotEvidence
from vision.decide import decide_routes

COLOURS = ("red", "green", "blue", "black", "yellow")


def evidence(board, colour_of: dict[str, str], *, doubtful: set[str] = frozenset(), unseen: set[str] = frozenset()):
    """Clear evidence for the given claims (route id → colour), everything else empty."""
    n = len(board.slot_quads)
    logit = np.full(n, -6.0)
    like = np.full((n, len(COLOURS)), -20.0)
    seen = np.ones(n)
    start = 0
    for route in board.routes:
        rows = slice(start, start + len(route.slots))
        start += len(route.slots)
        if route.id in colour_of:
            logit[rows] = 0.3 if route.id in doubtful else 6.0
            like[rows, COLOURS.index(colour_of[route.id])] = 0.0
        if route.id in unseen:
            seen[rows] = 0.0
    return SlotEvidence(logit, like, seen, np.zeros((len(COLOURS), 3)))


def test_routes_are_called_whole_with_high_confidence():
    board = load_board("usa")
    claims = {"usa:atlanta-miami:0": "red", "usa:calgary-helena:0": "black"}
    calls = decide_routes(board, evidence(board, claims), COLOURS)
    assert {r: c.colour for r, c in calls.items() if c.colour} == claims
    assert calls["usa:calgary-helena:0"].confidence > 0.95


def test_one_colour_never_holds_both_lanes_of_a_double():
    board = load_board("usa")
    claims = {"usa:seattle-vancouver:0": "red", "usa:seattle-vancouver:1": "red"}
    e = evidence(board, claims)
    e.occupied_logit[[i for i, r in enumerate(board.slot_route) if board.routes[r].id == "usa:seattle-vancouver:1"]] = 2.0
    calls = decide_routes(board, e, COLOURS)
    assert calls["usa:seattle-vancouver:0"].colour == "red"
    assert calls["usa:seattle-vancouver:1"].colour != "red"


def test_a_two_or_three_player_game_uses_one_lane():
    board = load_board("usa")
    claims = {"usa:seattle-vancouver:0": "red", "usa:seattle-vancouver:1": "blue"}
    both = decide_routes(board, evidence(board, claims), COLOURS)
    assert both["usa:seattle-vancouver:1"].colour == "blue"
    one = decide_routes(board, evidence(board, claims), COLOURS, one_lane=True)
    assert sum(one[r].colour is not None for r in claims) == 1


def mid_game(board, claims: dict[str, str]) -> dict[str, str]:
    """``claims`` on a board half taken: every colour also holds routes printed in no player's colour
    (first lanes only), so every player is in play."""
    other = [r.id for r in board.routes if r.colour in ("grey", "white", "pink", "orange")
             and r.id.endswith(":0") and r.id not in claims]
    return {**{route: COLOURS[i % len(COLOURS)] for i, route in enumerate(other)}, **claims}


def test_doubt_and_an_unseen_route_lower_the_confidence():
    board = load_board("usa")
    claims = mid_game(board, {"usa:atlanta-miami:0": "red", "usa:calgary-helena:0": "black"})
    calls = decide_routes(board, evidence(board, claims, doubtful={"usa:atlanta-miami:0"},
                                          unseen={"usa:calgary-helena:0"}), COLOURS)
    assert calls["usa:atlanta-miami:0"].confidence < 0.7
    assert calls["usa:calgary-helena:0"].confidence == 0.0


def test_a_train_on_its_own_colour_print_is_never_sure_without_a_reference():
    board = load_board("usa")
    claims = {"usa:atlanta-miami:0": "blue", "usa:calgary-helena:0": "black"}  # atlanta-miami is printed blue
    calls = decide_routes(board, evidence(board, claims), COLOURS)
    assert calls["usa:atlanta-miami:0"].colour == "blue" and calls["usa:atlanta-miami:0"].confidence <= 0.75
    sure = decide_routes(board, evidence(board, claims), COLOURS, print_known=True)
    assert sure["usa:atlanta-miami:0"].confidence > 0.95


def test_a_colour_seen_elsewhere_is_in_play_on_its_own_print_too():
    board = load_board("usa")
    claims = mid_game(board, {"usa:atlanta-miami:0": "blue"})
    e = evidence(board, claims)
    rows = [i for i, r in enumerate(board.slot_route) if board.routes[r].id == "usa:atlanta-miami:0"]
    e.occupied_logit[rows] = 1.0
    assert decide_routes(board, e, COLOURS)["usa:atlanta-miami:0"].colour == "blue"


def test_a_colour_seen_only_on_its_own_print_is_taken_as_not_in_play():
    board = load_board("usa")
    e = evidence(board, {"usa:atlanta-miami:0": "blue"})
    e.occupied_logit[:] = np.where(e.occupied_logit > 0, 1.0, e.occupied_logit)
    assert decide_routes(board, e, COLOURS)["usa:atlanta-miami:0"].colour is None
