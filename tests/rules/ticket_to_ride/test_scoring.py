"""Final scoring worked by hand: route points, tickets, the longest-path bonus, stations and ranks."""

from dataclasses import replace

import pytest

from rules.ticket_to_ride.board import Route, Ticket, load_board
from rules.ticket_to_ride.position import Holding, check_position
from rules.ticket_to_ride.scoring import score_position
from rules.ticket_to_ride.tickets import best_ticket_result

USA = load_board("usa")
EUROPE = load_board("europe")


def score(board, *holdings):
    check_position(board, holdings)
    return {s.name: s for s in score_position(board, holdings)}


@pytest.mark.parametrize("board", [USA, EUROPE], ids=["usa", "europe"])
def test_route_points_follow_the_rulebook_table(board):
    table = {1: 1, 2: 2, 3: 4, 4: 7, 5: 10, 6: 15, 8: 21}
    for route in board.routes.values():
        assert route.points == table[route.length]


def test_tickets_add_when_connected_and_subtract_when_not():
    ann = Holding("Ann", ("usa:atlanta-nashville:0", "usa:nashville-pittsburgh:0", "usa:new_york-pittsburgh:0"),
                  ("usa:ticket:atlanta-new_york", "usa:ticket:denver-el_paso"))
    s = score(USA, ann, Holding("Bob"))["Ann"]
    assert s.route_points == 1 + 7 + 2
    assert s.tickets_completed == ("usa:ticket:atlanta-new_york",)
    assert s.tickets_failed == ("usa:ticket:denver-el_paso",)
    assert s.ticket_points == 6 - 4
    assert s.longest_path == 1 + 4 + 2 and s.longest_bonus == 10
    assert s.total == 10 + 2 + 10
    assert s.stations_unused == 0 and s.station_points == 0


def test_a_tied_longest_path_gives_every_tied_player_ten():
    # Lanes of the same doubles: identical networks, New York–Pittsburgh–Chicago = 2 + 3.
    ann = Holding("Ann", ("usa:new_york-pittsburgh:0", "usa:chicago-pittsburgh:0"))
    bob = Holding("Bob", ("usa:new_york-pittsburgh:1", "usa:chicago-pittsburgh:1"))
    cid = Holding("Cid", ("usa:atlanta-nashville:0",))
    dee = Holding("Dee")
    scores = score(USA, ann, bob, cid, dee)
    assert [scores[n].longest_bonus for n in "Ann Bob Cid Dee".split()] == [10, 10, 0, 0]
    assert scores["Ann"].total == scores["Bob"].total == 6 + 10
    # equal on the total and on every tie-break: they share first place
    assert [scores[n].rank for n in "Ann Bob Cid Dee".split()] == [1, 1, 3, 4]


def test_nobody_gets_the_bonus_when_nobody_laid_a_train():
    scores = score(USA, Holding("Ann"), Holding("Bob"))
    assert scores["Ann"].longest_bonus == scores["Bob"].longest_bonus == 0
    assert scores["Ann"].rank == scores["Bob"].rank == 1


def test_the_longest_path_route_list_is_reported():
    s = score(USA, Holding("Ann", ("usa:new_york-pittsburgh:0", "usa:chicago-pittsburgh:0")), Holding("Bob"))["Ann"]
    assert set(s.longest_path_routes) == {"usa:new_york-pittsburgh:0", "usa:chicago-pittsburgh:0"}
    assert s.breakdown()["longest_path_routes"] == list(s.longest_path_routes)


# ---------------------------------------------------------------- USA tie-breaks

# A tree of double routes (printed lengths): New Orleans–Atlanta 4, Atlanta–Raleigh 2,
# Raleigh–Washington 2, Washington–New York 2, New York–Boston 2, Boston–Montreal 2,
# New York–Pittsburgh 2, Pittsburgh–Chicago 3 = 19 trains, 7+2+2+2+2+2+2+4 = 23 points.
# Longest: New Orleans … New York–Pittsburgh–Chicago = 4+2+2+2+2+3 = 15.
TREE = ("atlanta-new_orleans", "atlanta-raleigh", "raleigh-washington", "new_york-washington",
        "boston-new_york", "boston-montreal", "new_york-pittsburgh", "chicago-pittsburgh")


def lanes(lane, map_prefix="usa", names=TREE):
    return tuple(f"{map_prefix}:{name}:{lane}" for name in names)


def test_usa_tie_break_most_completed_tickets():
    # Ann: Atlanta–New York 6 + Chicago–New Orleans 7 = 13 in two tickets;
    # Bob: Montreal–New Orleans 13 in one ticket. Both 23 + 13 + 10 = 46.
    ann = Holding("Ann", lanes(0), ("usa:ticket:atlanta-new_york", "usa:ticket:chicago-new_orleans"))
    bob = Holding("Bob", lanes(1), ("usa:ticket:montreal-new_orleans",))
    cid = Holding("Cid", ("usa:atlanta-miami:0",))
    scores = score(USA, ann, bob, cid, Holding("Dee"))
    assert scores["Ann"].total == scores["Bob"].total == 23 + 13 + 10
    assert scores["Ann"].longest_path == scores["Bob"].longest_path == 15
    assert (scores["Ann"].rank, scores["Bob"].rank, scores["Cid"].rank, scores["Dee"].rank) == (1, 2, 3, 4)


def test_usa_tie_break_then_longest_path():
    # Equal totals (6 each), no tickets; Cid's Duluth–Toronto–Montreal (6+3) takes the bonus.
    ann = Holding("Ann", ("usa:new_york-pittsburgh:0", "usa:chicago-pittsburgh:0"))  # 2+3: 2+4 points, path 5
    bob = Holding("Bob", ("usa:boston-new_york:0", "usa:new_york-washington:0", "usa:raleigh-washington:0"))  # 6, path 6
    cid = Holding("Cid", ("usa:duluth-toronto:0", "usa:montreal-toronto:0"))  # 15 + 4 + 10
    scores = score(USA, ann, bob, cid)
    assert scores["Ann"].total == scores["Bob"].total == 6
    assert (scores["Cid"].rank, scores["Bob"].rank, scores["Ann"].rank) == (1, 2, 3)


# ---------------------------------------------------------------- Europe tie-breaks

# Europe doubles: Berlin–Frankfurt 3, Frankfurt–Paris 3, Paris–Bruxelles 2 (a path of 8 trains,
# 4+4+2 = 10 points).
EU_PATH = ("berlin-frankfurt", "frankfurt-paris", "bruxelles-paris")
# Cid holds the European Express: Petrograd–Stockholm 8 + Stockholm–Kobenhavn 3 = path 11, 21+4
# points, +10, and fails Frankfurt–Smolensk 13, Amsterdam–Wilno 12 and Berlin–Moskva 12:
# 25 + 10 - 37 + 12 (stations) = 10.
CID = Holding("Cid", ("eu:petrograd-stockholm:0", "eu:kobenhavn-stockholm:0"),
              ("eu:ticket:frankfurt-smolensk", "eu:ticket:amsterdam-wilno", "eu:ticket:berlin-moskva"))


def test_europe_tie_break_most_completed_tickets():
    # Ann: Amsterdam–Bruxelles 1, Bruxelles–Paris 2, Paris–Pamplona 4 (1+2+7 = 10 points), completes
    # Amsterdam–Pamplona 7, keeps 3 stations: 10 + 7 + 12 = 29.
    ann = Holding("Ann", ("eu:amsterdam-bruxelles:0", "eu:bruxelles-paris:0", "eu:pamplona-paris:0"),
                  ("eu:ticket:amsterdam-pamplona",))
    # Bob: the other lanes of Bruxelles–Paris and Paris–Pamplona (2+7) and the ring Munchen–Zurich–
    # Venezia–Munchen with Frankfurt–Munchen (4 × 2 points): 17, no ticket, 3 stations: 29.
    bob = Holding("Bob", ("eu:bruxelles-paris:1", "eu:pamplona-paris:1", "eu:frankfurt-munchen:0",
                          "eu:munchen-zurich:0", "eu:venezia-zurich:0", "eu:munchen-venezia:0"))
    scores = score(EUROPE, ann, bob, CID, Holding("Dee"))
    assert scores["Ann"].total == scores["Bob"].total == 29
    assert scores["Cid"].longest_bonus == 10 and scores["Cid"].total == 10
    assert scores["Ann"].longest_bonus == scores["Bob"].longest_bonus == 0
    assert [scores[n].rank for n in "Ann Bob Dee Cid".split()] == [1, 2, 3, 4]


def test_europe_tie_break_then_unused_stations():
    # Ann: the path (10 points) + Cadiz–Madrid 3 (4) and one station built: 14 + 8 = 22.
    # Bob: the other lanes of the path (10 points), no station: 10 + 12 = 22. No tickets.
    ann = Holding("Ann", lanes(0, "eu", EU_PATH) + ("eu:cadiz-madrid:0",), stations=("wien",))
    bob = Holding("Bob", lanes(1, "eu", EU_PATH))
    scores = score(EUROPE, ann, bob, CID, Holding("Dee"))
    assert scores["Ann"].total == scores["Bob"].total == 22
    assert (scores["Ann"].stations_unused, scores["Bob"].stations_unused) == (2, 3)
    assert [scores[n].rank for n in "Bob Ann Dee Cid".split()] == [1, 2, 3, 4]


def test_europe_tie_break_then_the_european_express():
    # Ann: Brest–Pamplona–Paris–Marseille–Roma, four 4-long routes: 28 points, path 16, bonus 10,
    # 3 stations unused: 28 + 10 + 12 = 50.
    ann = Holding("Ann", ("eu:brest-pamplona:0", "eu:pamplona-paris:0", "eu:marseille-paris:0", "eu:marseille-roma:0"))
    # Bob: Petrograd–Stockholm 8 (21), Budapest–Kyiv 6 (15), Amsterdam–Frankfurt 2 (2) = 38, path 8:
    # 38 + 12 = 50.
    bob = Holding("Bob", ("eu:petrograd-stockholm:0", "eu:budapest-kyiv:0", "eu:amsterdam-frankfurt:0"))
    scores = score(EUROPE, ann, bob)
    assert scores["Ann"].total == scores["Bob"].total == 50
    assert scores["Ann"].longest_bonus == 10 and scores["Bob"].longest_bonus == 0
    assert (scores["Ann"].rank, scores["Bob"].rank) == (1, 2)


# ---------------------------------------------------------------- stations

# Ann: Essen–Frankfurt 2, Frankfurt–Munchen 2 (east) and Brest–Paris 3, Paris–Marseille 4,
# Barcelona–Marseille 4 (west). Tickets Essen–Marseille 8 and Barcelona–Munchen 8 both need
# Frankfurt–Paris, which Bob holds; Bob also holds Bruxelles–Paris, the first route at Paris in
# map order, which completes neither.
ANN_ROUTES = ("eu:essen-frankfurt:0", "eu:frankfurt-munchen:0", "eu:brest-paris:0", "eu:marseille-paris:0",
              "eu:barcelona-marseille:0")
BOB_ROUTES = ("eu:bruxelles-paris:0", "eu:frankfurt-paris:0")
ANN_TICKETS = ("eu:ticket:essen-marseille", "eu:ticket:barcelona-munchen")


def test_a_station_completes_two_tickets_through_one_borrowed_route():
    ann = Holding("Ann", ANN_ROUTES, ANN_TICKETS, ("paris",))
    scores = score(EUROPE, ann, Holding("Bob", BOB_ROUTES))
    s = scores["Ann"]
    assert s.tickets_completed == ANN_TICKETS and s.ticket_points == 16
    assert s.station_routes == (("paris", "eu:frankfurt-paris:0"),)
    assert s.stations_unused == 2 and s.station_points == 8
    assert s.total == (2 + 2 + 4 + 7 + 7) + 16 + 8 + 10  # Ann's 4+4+3 west path is the longest


def test_without_the_station_both_tickets_fail():
    ann = Holding("Ann", ANN_ROUTES, ANN_TICKETS)
    s = score(EUROPE, ann, Holding("Bob", BOB_ROUTES))["Ann"]
    assert s.tickets_failed == ANN_TICKETS and s.ticket_points == -16


def test_a_station_whose_best_choice_is_not_the_first_candidate():
    owners = {r: "Ann" for r in ANN_ROUTES} | {r: "Bob" for r in BOB_ROUTES}
    candidates = [r.id for r in EUROPE.routes_at("paris") if owners.get(r.id) == "Bob"]
    assert candidates == ["eu:bruxelles-paris:0", "eu:frankfurt-paris:0"]
    result = best_ticket_result(EUROPE, "Ann", owners, ANN_TICKETS, ("paris",))
    assert result.borrowed == (("paris", "eu:frankfurt-paris:0"),)


def test_a_station_never_borrows_its_owners_own_route_and_a_lonely_station_borrows_nothing():
    owners = {"eu:frankfurt-paris:0": "Ann"}
    result = best_ticket_result(EUROPE, "Ann", owners, (), ("paris", "wien"))
    assert result.borrowed == (("paris", None), ("wien", None))


def test_two_stations_are_chosen_together():
    # Ann holds only Brest–Dieppe and needs Brest–Marseille (7). Bob holds Dieppe–Paris and
    # Paris–Marseille, Cid holds Brest–Paris. Her station in Paris must borrow a way in from Brest
    # (Brest–Paris, first in map order, or Dieppe–Paris) while her station in Marseille borrows
    # Paris–Marseille: the ticket needs both borrowed routes at once.
    owners = {"eu:brest-dieppe:0": "Ann", "eu:dieppe-paris:0": "Bob", "eu:marseille-paris:0": "Bob",
              "eu:brest-paris:0": "Cid"}
    result = best_ticket_result(EUROPE, "Ann", owners, ("eu:ticket:brest-marseille",), ("paris", "marseille"))
    assert result.completed == ("eu:ticket:brest-marseille",) and result.points == 7
    assert dict(result.borrowed) == {"paris": "eu:brest-paris:0", "marseille": "eu:marseille-paris:0"}
    # With the Marseille station alone the ticket fails.
    alone = best_ticket_result(EUROPE, "Ann", owners, ("eu:ticket:brest-marseille",), ("marseille",))
    assert alone.points == -7


def test_the_best_plan_prefers_more_completed_tickets_at_equal_points():
    # A made-up board: Bob holds S–A and S–B, Ann holds B–C and a station in S. Tickets S–A 8,
    # S–B 3, C–S 5. Borrowing S–A: +8 -3 -5 = 0 (one ticket); borrowing S–B: -8 +3 +5 = 0 (two
    # tickets). Equal scores, so the plan completing more tickets wins (the first tie-break).
    routes = {rid: Route(rid, a, b, 1, "grey", 1, (), rid) for rid, a, b in
              (("SA", "S", "A"), ("SB", "S", "B"), ("BC", "B", "C"))}
    tickets = {tid: Ticket(tid, a, b, v, False, tid) for tid, a, b, v in
               (("tSA", "S", "A", 8), ("tSB", "S", "B", 3), ("tCS", "C", "S", 5))}
    board = replace(EUROPE, cities={c: c for c in "SABC"}, routes=routes, tickets=tickets)
    owners = {"SA": "Bob", "SB": "Bob", "BC": "Ann"}
    result = best_ticket_result(board, "Ann", owners, ("tSA", "tSB", "tCS"), ("S",))
    assert result.points == 0
    assert result.borrowed == (("S", "SB"),) and result.completed == ("tSB", "tCS")
