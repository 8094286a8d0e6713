"""The map facts of one Ticket to Ride board (cities, routes, tickets) and the rules that differ by map."""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any

from rules.core.errors import RuleError

MAP_IDS = ("usa", "europe")
PLAYER_COLOURS = ("red", "green", "blue", "black", "yellow")


@dataclass(frozen=True)
class Route:
    id: str
    a: str
    b: str
    length: int
    colour: str
    points: int
    parallel: tuple[str, ...]
    label: str


@dataclass(frozen=True)
class Ticket:
    id: str
    a: str
    b: str
    points: int
    long: bool
    label: str


@dataclass(frozen=True)
class Board:
    """One map. Immutable, shared by every game on that map (so copies of an engine share it)."""

    map_id: str
    title: str
    game_title: str
    cities: dict[str, str]
    routes: dict[str, Route]
    tickets: dict[str, Ticket]
    trains_per_player: int
    stations_per_player: int
    station_bonus: int
    longest_bonus: int
    # Official tie-breaks after the total, in order; every key is "more is better".
    tie_breaks: tuple[str, ...]

    def __deepcopy__(self, memo: dict[int, Any]) -> Board:
        return self

    def route(self, route_id: str) -> Route:
        try:
            return self.routes[route_id]
        except (KeyError, TypeError):
            raise RuleError(f"{route_id!r} is not a route of the {self.title} map.") from None

    def ticket(self, ticket_id: str) -> Ticket:
        try:
            return self.tickets[ticket_id]
        except (KeyError, TypeError):
            raise RuleError(f"{ticket_id!r} is not a ticket of the {self.title} deck.") from None

    def city(self, city_id: str) -> str:
        """The printed name of a city id."""
        try:
            return self.cities[city_id]
        except (KeyError, TypeError):
            raise RuleError(f"{city_id!r} is not a city of the {self.title} map.") from None

    def routes_at(self, city_id: str) -> list[Route]:
        return [r for r in self.routes.values() if city_id in (r.a, r.b)]


_MAP_RULES: dict[str, dict[str, Any]] = {
    "usa": {"title": "USA", "game_title": "Ticket to Ride (USA)", "stations": 0, "station_bonus": 0, "longest_key": "longest_continuous_path_bonus",
            "tie_breaks": ("tickets_completed", "longest_path")},
    "europe": {"title": "Europe", "game_title": "Ticket to Ride: Europe", "stations": 3, "station_bonus": 4,
               "longest_key": "european_express_longest_path_bonus",
               "tie_breaks": ("tickets_completed", "stations_unused", "longest_bonus")},
}


@cache
def load_board(map_id: str) -> Board:
    """The board of ``usa`` or ``europe`` from the package data."""
    if map_id not in _MAP_RULES:
        raise RuleError(f"There is no Ticket to Ride map called {map_id!r}; the maps are usa and europe.")
    rules = _MAP_RULES[map_id]
    text = resources.files("rules.ticket_to_ride").joinpath("data", f"{map_id}.json").read_text("utf-8")
    data = json.loads(text)
    cities = {c["id"]: c["name"] for c in data["cities"]}
    raw_routes = data["routes"]
    routes: dict[str, Route] = {}
    for r in raw_routes:
        routes[r["id"]] = Route(
            id=r["id"], a=r["a_id"], b=r["b_id"], length=r["length"], colour=r["colour"], points=r["points"],
            parallel=tuple(r["parallel_ids"]), label=_route_label(r, raw_routes, cities),
        )
    tickets = {
        t["id"]: Ticket(id=t["id"], a=t["a_id"], b=t["b_id"], points=t["points"], long=bool(t.get("long", False)),
                        label=f"{cities[t['a_id']]}–{cities[t['b_id']]} ({t['points']})")
        for t in data["tickets"]
    }
    scoring = data["scoring"]
    return Board(
        map_id=map_id, title=rules["title"], game_title=rules["game_title"], cities=cities, routes=routes, tickets=tickets,
        trains_per_player=scoring["trains_per_player"], stations_per_player=rules["stations"],
        station_bonus=rules["station_bonus"], longest_bonus=scoring[rules["longest_key"]],
        tie_breaks=rules["tie_breaks"],
    )


def _route_label(route: dict[str, Any], routes: list[dict[str, Any]], cities: dict[str, str]) -> str:
    """A name players recognise: the two cities, and for a double route which of the two lanes."""
    name = f"{cities[route['a_id']]}–{cities[route['b_id']]}"
    if not route["parallel_ids"]:
        return name
    lanes = [r for r in routes if r["id"] == route["id"] or r["id"] in route["parallel_ids"]]
    if len({r["colour"] for r in lanes}) == len(lanes):
        return f"{name} ({route['colour']})"
    return f"{name} ({route['colour']}, lane {lanes.index(route) + 1})"
