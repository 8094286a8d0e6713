"""Connected groups of cities (union-find), shared by ticket checks and the longest-path search."""

from __future__ import annotations

from collections.abc import Iterable


def city_groups(pairs: Iterable[tuple[str, str]]) -> dict[str, str]:
    """City → a representative city of its connected group, for the cities named in ``pairs``."""
    parent: dict[str, str] = {}

    def find(x: str) -> str:
        parent.setdefault(x, x)
        while parent[x] != x:
            parent[x] = parent[parent[x]]
            x = parent[x]
        return x

    for a, b in pairs:
        parent[find(a)] = find(b)
    return {city: find(city) for city in parent}
