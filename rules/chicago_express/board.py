"""The board and components of Chicago Express, derived at load time from ``data/map.json``.

``map.json`` stays the one editable source of the hex facts (a table that finds a misprinted hex
corrects it there, or records a correction in the game's ``map_corrections`` option). This module
only reshapes it: typed hexes, company facts, industry tracks, dial sizes and start money.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass, replace
from functools import lru_cache
from importlib import resources
from typing import Any

from rules.core.errors import RuleError

# Terrain names as map.json spells them.
PLAIN, FOREST, MOUNTAIN, CITY = "plain", "forest", "mountain", "city"
INDUSTRIAL, CHICAGO, START = "industrial_city", "chicago", "start"
TERRAINS = (PLAIN, FOREST, MOUNTAIN, CITY, INDUSTRIAL, CHICAGO, START)
# Forest and mountain hold one company only, ever.
SINGLE_COMPANY_TERRAINS = (FOREST, MOUNTAIN)
# Terrains that take a house when developed (once per hex).
HOUSE_TERRAINS = (CITY, MOUNTAIN, FOREST)

WABASH = "Wabash"
DIAL_NAMES = ("auction", "development", "build")
CORRECTABLE_FIELDS = {"terrain": str, "build_cost": int, "income": int, "house_bonus": int, "name": str}


@dataclass(frozen=True)
class Hex:
    id: str
    terrain: str
    build_cost: int | None
    income: int
    house_bonus: int
    name: str | None
    neighbours: tuple[str, ...]
    start_of: str | None

    @property
    def label(self) -> str:
        """How sentences name the hex: its printed name where known, else its map id."""
        return f"{self.name} ({self.id})" if self.name else self.id


@dataclass(frozen=True)
class Company:
    code: str
    name: str
    colour: str
    shares: int
    locomotives: int
    start_hex: str
    start_income: int | None
    opening_order: int | None
    opening_minimum: int | None


@dataclass(frozen=True)
class Industry:
    city: str
    hex: str
    track: tuple[int, ...]


@dataclass(frozen=True)
class Board:
    hexes: Mapping[str, Hex]
    companies: Mapping[str, Company]
    industries: Mapping[str, Industry]
    dial_uses: Mapping[str, int]
    start_money: Mapping[int, int]
    house_supply: int
    chicago: str
    detroit: str
    lookup: Mapping[str, str]

    @property
    def opening_order(self) -> list[str]:
        ordered = [c for c in self.companies.values() if c.opening_order is not None]
        return [c.code for c in sorted(ordered, key=lambda c: c.opening_order or 0)]

    def industry_at(self, hex_id: str) -> Industry | None:
        for industry in self.industries.values():
            if industry.hex == hex_id:
                return industry
        return None

    def find_hex(self, text: str) -> Hex:
        """A hex by map id or printed name, in any letter case."""
        if text in self.hexes:
            return self.hexes[text]
        hex_id = self.lookup.get(text.strip().casefold())
        if hex_id is not None:
            return self.hexes[hex_id]
        raise RuleError(f"There is no hex called {text!r} on the map; use its map id such as A2 or a city name.")

    def find_company(self, text: str) -> Company:
        wanted = text.strip().casefold()
        for company in self.companies.values():
            if wanted in (company.code.casefold(), company.name.casefold()):
                return company
        known = ", ".join(self.companies)
        raise RuleError(f"There is no company called {text!r}; the companies are {known}.")


def raw_map() -> dict[str, Any]:
    return json.loads(resources.files("rules.chicago_express").joinpath("data/map.json").read_text("utf-8"))


def load_board(corrections: Mapping[str, Mapping[str, Any]] | None = None) -> Board:
    """The board from the package map, with the table's per-hex corrections applied."""
    key = json.dumps(corrections or {}, sort_keys=True)
    return _load_board(key)


@lru_cache(maxsize=8)
def _load_board(corrections_json: str) -> Board:
    data = raw_map()
    hexes = {h["id"]: _hex(h) for h in data["hexes"]}
    for hex_id, fields in json.loads(corrections_json).items():
        hexes[hex_id] = _corrected(hexes, hex_id, fields)
    companies = {code: _company(code, facts) for code, facts in data["companies"].items() if isinstance(facts, dict)}
    industries = {
        city: Industry(city, facts["hex"], tuple(facts["track"])) for city, facts in data["industrial_cities"].items()
    }
    setup = data["setup"]
    (chicago,) = [h.id for h in hexes.values() if h.terrain == CHICAGO]
    return Board(
        hexes=hexes,
        companies=companies,
        industries=industries,
        dial_uses={name: data["dials"][name]["actions_per_round"] for name in DIAL_NAMES},
        start_money={int(n): money for n, money in setup["money_per_player"].items()},
        house_supply=data["components"]["houses"] - setup["houses_on_industrial_track"],
        chicago=chicago,
        detroit="Detroit",
        lookup=_lookup(hexes),
    )


def _lookup(hexes: Mapping[str, Hex]) -> dict[str, str]:
    names = {h.name.casefold(): h.id for h in hexes.values() if h.name}
    return {**names, **{h.id.casefold(): h.id for h in hexes.values()}}


def _hex(h: Mapping[str, Any]) -> Hex:
    return Hex(
        id=h["id"],
        terrain=h["terrain"],
        build_cost=h.get("build_cost"),
        income=h.get("income") or 0,
        house_bonus=h.get("house_bonus") or 0,
        name=h.get("name"),
        neighbours=tuple(h["neighbours"]),
        start_of=h.get("start_of"),
    )


def _corrected(hexes: Mapping[str, Hex], hex_id: str, fields: Mapping[str, Any]) -> Hex:
    if hex_id not in hexes:
        raise RuleError(f"The map correction names hex {hex_id!r}, which is not on the map.")
    for name, value in fields.items():
        kind = CORRECTABLE_FIELDS.get(name)
        if kind is None or not isinstance(value, kind) or isinstance(value, bool):
            allowed = ", ".join(CORRECTABLE_FIELDS)
            raise RuleError(f"A map correction for {hex_id} may set {allowed}; {name}={value!r} is not allowed.")
        if name == "terrain" and value not in TERRAINS:
            raise RuleError(f"A map correction for {hex_id} names an unknown terrain {value!r}.")
    return replace(hexes[hex_id], **fields)


def _company(code: str, facts: Mapping[str, Any]) -> Company:
    return Company(
        code=code,
        name=facts["name"],
        colour=facts["colour"],
        shares=facts["shares"],
        locomotives=facts["locomotives"],
        start_hex=facts["start_hex"],
        start_income=facts.get("start_income"),
        opening_order=facts.get("initial_auction_order"),
        opening_minimum=facts.get("initial_min_bid"),
    )
