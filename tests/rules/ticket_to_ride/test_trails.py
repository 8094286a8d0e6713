"""The longest continuous path: hand-worked cases from the rulebook and a brute-force cross-check."""

import random

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from rules.ticket_to_ride.board import load_board
from rules.ticket_to_ride.scoring import player_trail
from rules.ticket_to_ride.trails import Edge, Trail, longest_trail

USA = load_board("usa")


def assert_is_trail(trail: Trail, edges: list[Edge]) -> None:
    """The reported route list really is a trail of that length through the reported cities."""
    by_id = {e.id: e for e in edges}
    assert len(set(trail.routes)) == len(trail.routes)
    assert sum(by_id[r].length for r in trail.routes) == trail.length
    if trail.routes:
        assert len(trail.cities) == len(trail.routes) + 1
    for i, route in enumerate(trail.routes):
        e = by_id[route]
        assert {trail.cities[i], trail.cities[i + 1]} == {e.a, e.b}


def usa_edges(*route_ids: str) -> list[Edge]:
    return [Edge(r, USA.routes[r].a, USA.routes[r].b, USA.routes[r].length) for r in route_ids]


# Printed lengths: New York–Pittsburgh 2, Pittsburgh–Chicago 3, Chicago–Toronto 4,
# Toronto–Pittsburgh 2, Pittsburgh–Nashville 4, Chicago–Saint Louis 2, Pittsburgh–Washington 2,
# Washington–New York 2.
NY_PITT, PITT_CHI, CHI_TOR = "usa:new_york-pittsburgh:0", "usa:chicago-pittsburgh:0", "usa:chicago-toronto:0"
TOR_PITT, PITT_NASH, CHI_STL = "usa:pittsburgh-toronto:0", "usa:nashville-pittsburgh:0", "usa:chicago-saint_louis:0"
PITT_WASH, WASH_NY = "usa:pittsburgh-washington:0", "usa:new_york-washington:0"


def test_rulebook_loop_new_york_pittsburgh_chicago_toronto_pittsburgh_nashville_counts():
    routes = [NY_PITT, PITT_CHI, CHI_TOR, TOR_PITT, PITT_NASH]
    trail = player_trail(USA, routes)
    assert trail.length == 2 + 3 + 4 + 2 + 4
    assert sorted(trail.routes) == sorted(routes)
    assert set(trail.cities[::len(trail.cities) - 1]) == {"new_york", "nashville"}
    assert trail.cities.count("pittsburgh") == 2
    assert_is_trail(trail, usa_edges(*routes))


def test_rulebook_ring_reusing_pittsburgh_chicago_does_not_count():
    # The forbidden ring New York–Pittsburgh–Chicago–Toronto–Pittsburgh–Chicago–Saint Louis would
    # be 2+3+4+2+3+2 = 16. Without running Pittsburgh–Chicago twice, the best is the loop and one
    # tail: New York–Pittsburgh–Toronto–Chicago–Pittsburgh (11) or Saint Louis–Chicago–… (11).
    routes = [NY_PITT, PITT_CHI, CHI_TOR, TOR_PITT, CHI_STL]
    trail = player_trail(USA, routes)
    assert trail.length == 11
    assert trail.routes.count(PITT_CHI) == 1
    assert_is_trail(trail, usa_edges(*routes))


def test_figure_eight_through_pittsburgh_uses_every_route():
    # Two rings meeting at Pittsburgh: New York–Pittsburgh–Washington and Pittsburgh–Chicago–Toronto.
    routes = [NY_PITT, PITT_WASH, WASH_NY, PITT_CHI, CHI_TOR, TOR_PITT]
    trail = player_trail(USA, routes)
    assert trail.length == 2 + 2 + 2 + 3 + 4 + 2
    assert trail.cities[0] == trail.cities[-1]
    assert trail.cities.count("pittsburgh") >= 2
    assert_is_trail(trail, usa_edges(*routes))


def test_figure_eight_with_two_tails_drops_the_cheapest_way_out():
    # a-b-c-a and a-d-e-a (all 1 long) plus tails x-b (5) and y-d (5): 16 in all, odd cities b, d,
    # x, y. A trail has at most two odd ends, so routes joining two odd cities must stay out: the
    # cheapest such set is b-a-d (2), leaving 14 (x-b-c-a-e-d-y); dropping a tail would cost 5.
    edges = [Edge("ab", "a", "b", 1), Edge("bc", "b", "c", 1), Edge("ca", "c", "a", 1),
             Edge("ad", "a", "d", 1), Edge("de", "d", "e", 1), Edge("ea", "e", "a", 1),
             Edge("xb", "x", "b", 5), Edge("yd", "y", "d", 5)]
    trail = longest_trail(edges)
    assert trail.length == 14
    assert set(trail.routes) == {"xb", "bc", "ca", "ea", "de", "yd"}
    assert_is_trail(trail, edges)


def test_two_disjoint_networks_count_the_longer_one_not_the_sum():
    routes = ["usa:atlanta-miami:0", "usa:portland-seattle:0", "usa:seattle-vancouver:0"]
    trail = player_trail(USA, routes)
    assert trail.length == 5
    assert trail.routes == ("usa:atlanta-miami:0",)


def test_no_routes_is_an_empty_trail():
    assert longest_trail([]) == Trail(0, (), ())


def test_a_star_keeps_its_two_longest_arms():
    edges = [Edge("a", "hub", "a", 3), Edge("b", "hub", "b", 5), Edge("c", "hub", "c", 4), Edge("d", "hub", "d", 1)]
    trail = longest_trail(edges)
    assert trail.length == 9 and set(trail.routes) == {"b", "c"}


# ---------------------------------------------------------------- brute force


def brute_force_longest(edges: list[Edge]) -> int:
    """Try every order of distinct routes that forms a walk, from every city: no cleverness at all."""
    incident: dict[str, list[int]] = {}
    for i, e in enumerate(edges):
        incident.setdefault(e.a, []).append(i)
        incident.setdefault(e.b, []).append(i)
    best = 0

    def walk(city: str, used: frozenset[int], length: int) -> None:
        nonlocal best
        best = max(best, length)
        for i in incident[city]:
            if i not in used:
                e = edges[i]
                walk(e.b if e.a == city else e.a, used | {i}, length + e.length)

    for city in incident:
        walk(city, frozenset(), 0)
    return best


def random_network(rng: random.Random, cities: int, routes: int) -> list[Edge]:
    edges = []
    for i in range(routes):
        a, b = rng.sample(range(cities), 2)
        edges.append(Edge(f"r{i}", f"c{a}", f"c{b}", rng.randint(1, 6)))
    return edges


def test_agrees_with_brute_force_on_hundreds_of_random_small_networks():
    rng = random.Random(20240605)
    for _ in range(400):
        edges = random_network(rng, rng.randint(2, 7), rng.randint(1, 8))
        trail = longest_trail(edges)
        assert trail.length == brute_force_longest(edges), edges
        assert_is_trail(trail, edges)


def grow_network(rng: random.Random, map_id: str, size: int) -> list[Edge]:
    """A connected, loop-rich network of up to ``size`` routes of a real map (one lane per double)."""
    routes = list(load_board(map_id).routes.values())
    chosen = [rng.choice(routes)]
    while len(chosen) < size:
        cities = {c for r in chosen for c in (r.a, r.b)}
        options = [r for r in routes if r not in chosen and (r.a in cities or r.b in cities)
                   and not set(r.parallel) & {c.id for c in chosen}]
        if not options:
            break
        chosen.append(rng.choice(options))
    return [Edge(r.id, r.a, r.b, r.length) for r in chosen]


def test_agrees_with_brute_force_on_random_pieces_of_the_real_maps():
    rng = random.Random(7)
    for map_id in ("usa", "europe"):
        for _ in range(40):
            edges = grow_network(rng, map_id, 11)
            trail = longest_trail(edges)
            assert trail.length == brute_force_longest(edges), edges
            assert_is_trail(trail, edges)


@settings(max_examples=150)
@given(st.lists(st.tuples(st.integers(0, 5), st.integers(0, 5), st.integers(1, 6)), min_size=1, max_size=8))
def test_agrees_with_brute_force_on_generated_multigraphs(raw):
    edges = [Edge(f"r{i}", f"c{a}", f"c{b}", n) for i, (a, b, n) in enumerate(raw) if a != b]
    trail = longest_trail(edges)
    assert trail.length == brute_force_longest(edges)
    assert_is_trail(trail, edges)


@pytest.mark.soak
def test_agrees_with_brute_force_on_larger_pieces_of_the_real_maps():
    rng = random.Random(11)
    for map_id in ("usa", "europe"):
        for _ in range(150):
            edges = grow_network(rng, map_id, 24)
            assert longest_trail(edges).length == brute_force_longest(edges), edges
