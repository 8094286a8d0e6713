"""The exact longest continuous path of one player's routes: a longest *trail*.

A trail uses every route at most once and may pass through a city many times (the rulebook's
"draw it without lifting the pencil"). The search is exhaustive; three facts keep it fast without
ever guessing:

1. *Euler*: a connected set of routes with at most two odd-degree cities can be travelled whole.
   So a component (or what is left of one during the search) with no odd city, or with two and the
   trail standing on one of them, is worth its whole length at once.
2. *Ends are odd*: in a component with more than two odd cities, a trail that cannot be extended
   starts and ends on odd cities (an even city always has a spare route to prepend), and no closed
   trail covers every route. Only odd cities are tried as starts.
3. *Chains*: a city where exactly two routes meet is always passed straight through by some
   longest trail (using one of its routes and not the other can always be lengthened), so chains
   of such cities are merged into one segment before the search.

The search itself is a depth-first walk over the remaining routes, memoised on (city, routes still
reachable from it), with branch and bound. The bound on what a trail from a city can still add: in
the part still reachable, every odd city other than the two ends keeps at least one route unused,
and one unused route serves at most two such cities; so at least half of the sum of those cities'
shortest routes is left out (and at least (odd cities - 2) / 2 routes). A branch is only explored
for trails longer than the best found so far; a branch that cannot beat it returns an upper bound
instead of its exact value, and the memo remembers which is which. Nothing is ever guessed: every
trail is either walked or proved no longer than one that was.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Sequence
from dataclasses import dataclass

from rules.ticket_to_ride.groups import city_groups


@dataclass(frozen=True)
class Edge:
    """One route as the search sees it: an id, its two cities and its length in trains."""

    id: str
    a: str
    b: str
    length: int


@dataclass(frozen=True)
class Trail:
    """A trail: its length in trains, the cities in travel order and the route ids between them."""

    length: int
    cities: tuple[str, ...]
    routes: tuple[str, ...]


NO_TRAIL = Trail(0, (), ())


def longest_trail(edges: Iterable[Edge]) -> Trail:
    """The longest trail of a (multi)graph; ties go to the component met first in ``edges``."""
    best = NO_TRAIL
    for component in _components(list(edges)):
        trail = _component_trail(component)
        if trail.length > best.length:
            best = trail
    return best


@dataclass(frozen=True)
class _Segment:
    a: str
    b: str
    length: int
    cities: tuple[str, ...]
    routes: tuple[str, ...]

    def reversed(self) -> _Segment:
        return _Segment(self.b, self.a, self.length, self.cities[::-1], self.routes[::-1])


def _components(edges: list[Edge]) -> list[list[Edge]]:
    group = city_groups((e.a, e.b) for e in edges)
    components: dict[str, list[Edge]] = {}
    for e in edges:
        components.setdefault(group[e.a], []).append(e)
    return list(components.values())


def _odd_cities(edges: Sequence[Edge]) -> list[str]:
    degree: dict[str, int] = {}
    for e in edges:
        degree[e.a] = degree.get(e.a, 0) + 1
        degree[e.b] = degree.get(e.b, 0) + 1
    return [city for city, d in degree.items() if d % 2]


def _component_trail(edges: list[Edge]) -> Trail:
    odd = _odd_cities(edges)
    if len(odd) <= 2:
        return _euler_trail(edges, odd[0] if odd else edges[0].a)
    return _search(_merge_chains(edges), odd)


def _euler_trail(edges: list[Edge], start: str) -> Trail:
    """Hierholzer's walk over every route of a component that has one."""
    incident: dict[str, list[int]] = {}
    for i, e in enumerate(edges):
        incident.setdefault(e.a, []).append(i)
        incident.setdefault(e.b, []).append(i)
    used = [False] * len(edges)
    cursor = dict.fromkeys(incident, 0)
    stack: list[tuple[str, int | None]] = [(start, None)]
    walk: list[tuple[str, int | None]] = []
    while stack:
        city, _ = stack[-1]
        links = incident[city]
        while cursor[city] < len(links) and used[links[cursor[city]]]:
            cursor[city] += 1
        if cursor[city] == len(links):
            walk.append(stack.pop())
            continue
        i = links[cursor[city]]
        used[i] = True
        e = edges[i]
        stack.append((e.b if e.a == city else e.a, i))
    walk.reverse()
    return Trail(
        length=sum(e.length for e in edges),
        cities=tuple(city for city, _ in walk),
        routes=tuple(edges[i].id for _, i in walk[1:] if i is not None),
    )


def _merge_chains(edges: list[Edge]) -> list[_Segment]:
    segments: dict[int, _Segment] = {}
    incident: dict[str, list[int]] = {}
    for i, e in enumerate(edges):
        segments[i] = _Segment(e.a, e.b, e.length, (e.a, e.b), (e.id,))
        incident.setdefault(e.a, []).append(i)
        incident.setdefault(e.b, []).append(i)
    next_id = len(edges)
    for city in list(incident):
        links = incident[city]
        if len(links) != 2 or links[0] == links[1]:
            continue
        first, second = segments.pop(links[0]), segments.pop(links[1])
        if first.b != city:
            first = first.reversed()
        if second.a != city:
            second = second.reversed()
        merged = _Segment(first.a, second.b, first.length + second.length,
                          first.cities + second.cities[1:], first.routes + second.routes)
        segments[next_id] = merged
        incident[first.a] = [next_id if s == links[0] else s for s in incident[first.a]]
        incident[second.b] = [next_id if s == links[1] else s for s in incident[second.b]]
        del incident[city]
        next_id += 1
    return list(segments.values())


def _search(segments: list[_Segment], odd: list[str]) -> Trail:
    # adjacency: city -> [(bit, other city, length, segment oriented away from city)], longest first
    adjacency: dict[str, list[tuple[int, str, int, _Segment]]] = {}
    incident: dict[str, int] = {}  # city -> bits of its segments
    parity: dict[str, int] = {}  # city -> bits of its segments that are not loops (loops add 2)
    ends: list[tuple[str, str]] = []
    lengths: list[int] = []
    for i, s in enumerate(segments):
        bit = 1 << i
        ends.append((s.a, s.b))
        lengths.append(s.length)
        adjacency.setdefault(s.a, []).append((bit, s.b, s.length, s))
        incident[s.a] = incident.get(s.a, 0) | bit
        if s.a != s.b:
            adjacency.setdefault(s.b, []).append((bit, s.a, s.length, s.reversed()))
            incident[s.b] = incident.get(s.b, 0) | bit
            parity[s.a] = parity.get(s.a, 0) | bit
            parity[s.b] = parity.get(s.b, 0) | bit
    for links in adjacency.values():
        links.sort(key=lambda link: -link[2])
    # (city, routes reachable from it) and (city, routes unused) -> (value, exact); an inexact value
    # is an upper bound found while proving a branch could not reach what was needed
    memo: dict[tuple[str, int], tuple[int, bool]] = {}
    seen_states: dict[tuple[str, int], tuple[int, bool]] = {}
    sizes: dict[int, tuple[int, int]] = {}  # mask -> (total length, shortest)

    def reach(city: str, unused: int) -> tuple[int, int, bool, int]:
        """The routes still reachable from ``city``: (mask, odd cities among them, city is odd,
        a lower bound on the length any trail from ``city`` must leave out)."""
        mask = 0
        seen = {city}
        todo = [city]
        odd_count = 0
        shortest_at_odd: list[int] = []  # per odd city other than ``city``: its shortest route
        while todo:
            here = todo.pop()
            links = incident[here] & unused
            if (parity.get(here, 0) & unused).bit_count() % 2:
                odd_count += 1
                if here != city:
                    shortest_at_odd.append(min(lengths[b.bit_length() - 1] for b in _bits(links)))
            fresh = links & ~mask
            mask |= links
            for low in _bits(fresh):
                for other in ends[low.bit_length() - 1]:
                    if other not in seen:
                        seen.add(other)
                        todo.append(other)
        # Every odd city but the trail's two ends keeps an unused route, and an unused route serves
        # at most two cities; the far end may be any odd city, so drop the largest.
        must_leave = 0
        if len(shortest_at_odd) > 1:
            must_leave = -(-(sum(shortest_at_odd) - max(shortest_at_odd)) // 2)
        return mask, odd_count, (parity.get(city, 0) & unused).bit_count() % 2 == 1, must_leave

    def size(mask: int) -> tuple[int, int]:
        if mask not in sizes:
            chosen = [lengths[i] for i in range(len(lengths)) if mask >> i & 1]
            sizes[mask] = (sum(chosen), min(chosen))
        return sizes[mask]

    def best_from(city: str, unused: int, need: int) -> int:
        """The longest trail from ``city`` over ``unused`` when it is at least ``need``; otherwise some
        upper bound below ``need`` (branch and bound: a branch that cannot reach ``need`` stops)."""
        state = (city, unused)
        known = seen_states.get(state)
        if known is not None and (known[1] or known[0] < need):
            return known[0]
        mask, odd_count, city_odd, must_leave = reach(city, unused)
        key = (city, mask)
        known = memo.get(key)
        if known is not None and (known[1] or known[0] < need):
            result = known
        elif not mask:
            result = (0, True)
        else:
            total, shortest = size(mask)
            if odd_count == 0 or (odd_count == 2 and city_odd):
                result = (total, True)
            else:
                left_out = (odd_count - (2 if city_odd else 0)) // 2
                bound = total - max(left_out * shortest, must_leave)
                result = (bound, False) if bound < need else _explore(city, mask, need, bound)
            memo[key] = result
        seen_states[state] = result
        return result[0]

    def _explore(city: str, mask: int, need: int, bound: int) -> tuple[int, bool]:
        best = -1  # the best exact value found
        upper = 0  # an upper bound over every branch
        for bit, other, length, _ in adjacency[city]:
            if not mask & bit:
                continue
            branch_need = max(need, best + 1) - length
            value = best_from(other, mask & ~bit, branch_need)
            if value >= branch_need:
                best = length + value
            upper = max(upper, length + value)
            if best == bound:
                break
        return (best, True) if best >= need else (upper, False)

    everything = (1 << len(segments)) - 1
    start, length = odd[0], -1
    for city in sorted(odd, key=lambda c: -sum(link[2] for link in adjacency[c])):  # likely long first
        value = best_from(city, everything, length + 1)
        if value > length:
            start, length = city, value
    cities = [start]
    routes: list[str] = []
    city, unused, remaining = start, everything, length
    while remaining:
        for bit, other, seg_length, segment in adjacency[city]:
            if unused & bit and best_from(other, unused & ~bit, remaining - seg_length) == remaining - seg_length:
                cities.extend(segment.cities[1:])
                routes.extend(segment.routes)
                city, unused, remaining = other, unused & ~bit, remaining - seg_length
                break
        else:  # pragma: no cover - best_from is exact at or above ``need``, so some route continues
            raise AssertionError("longest trail reconstruction lost its way")
    return Trail(length, tuple(cities), tuple(routes))


def _bits(mask: int) -> Iterator[int]:
    while mask:
        low = mask & -mask
        mask ^= low
        yield low
