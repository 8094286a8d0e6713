"""The declarative facts of 1846, read once from the package data files.

``facts.json`` is the published fact sheet (kept as published); ``bank_rules.json`` holds what the
fact sheet states only in prose. Everything the engine needs about entities, the market, trains,
phases and certificate limits comes from here, never from code.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources
from typing import Any


def _load(name: str) -> dict[str, Any]:
    return json.loads(resources.files("rules.g1846").joinpath("data", name).read_text(encoding="utf-8"))


@dataclass(frozen=True)
class PrivateFacts:
    sym: str
    name: str
    face: int
    revenue: int
    debt: int = 0

    @property
    def draft_price(self) -> int:
        return self.face + self.debt


@dataclass(frozen=True)
class CorporationFacts:
    sym: str
    name: str
    home: str
    tokens: int


@dataclass(frozen=True)
class TrainGroup:
    group: str
    variants: dict[str, int]
    count: int | None
    given_to_independents: int
    obsolete_at: str | None
    removed_at: str | None


@dataclass(frozen=True)
class PhaseFacts:
    name: str
    starts_with_group: str
    train_limit: int
    privates_for_sale: bool
    close_privates: bool


class Facts:
    """Everything numeric about 1846 the bank uses."""

    def __init__(self) -> None:
        self.raw = _load("facts.json")
        self.rules = _load("bank_rules.json")
        raw, rules = self.raw, self.rules
        self.market: tuple[int, ...] = tuple(raw["stock_market"]["values"])
        self.par_values: tuple[int, ...] = tuple(raw["stock_market"]["par_values"])
        self.start_cash: dict[int, int] = {int(k): v for k, v in raw["players"]["start_cash"].items()}
        self.bank_cash: dict[int, int] = {int(k): v for k, v in raw["bank_cash"].items()}
        self.set_aside: dict[int, int] = {int(k): 500 * v for k, v in rules["set_aside_500_notes"].items()}
        self.corporations: dict[str, CorporationFacts] = {
            c["sym"]: CorporationFacts(c["sym"], c["name"], c["home"], c["tokens"]) for c in raw["corporations"]
        }
        independents = rules["independents"]
        self.independents: tuple[str, ...] = tuple(rules["independent_order"])
        self.independent_homes: dict[str, str] = {sym: info["home"] for sym, info in independents.items()}
        privates = {
            p["sym"]: PrivateFacts(p["sym"], p["name"], p["price"], p["revenue"]) for p in raw["privates"]
        }
        for minor in raw["minors"]:
            info = independents[minor["sym"]]
            privates[minor["sym"]] = PrivateFacts(minor["sym"], minor["name"], info["face"], 0, info["debt"])
        self.privates: dict[str, PrivateFacts] = privates
        self.second_edition_privates: frozenset[str] = frozenset(rules["second_edition_privates"])
        self.corporation_removal_group: tuple[str, ...] = tuple(rules["corporation_removal_group"])
        self.private_removal_groups: dict[str, tuple[str, ...]] = {
            k: tuple(v) for k, v in rules["private_removal_groups"].items()
        }
        self.phases: tuple[PhaseFacts, ...] = tuple(
            PhaseFacts(p["name"], p["starts_with_group"], p["train_limit"], p["privates_for_sale"],
                       p.get("close_privates", False))
            for p in rules["phases"]
        )
        self.draft_extra_cards: int = rules["draft"]["extra_cards"]
        self.last_card_step: int = rules["draft"]["last_card_step"]
        self.tile = rules["tile"]
        self.token = rules["token"]
        self.private_abilities: dict[str, dict[str, Any]] = rules["private_abilities"]
        self.survives_phase_iii: frozenset[str] = frozenset(
            rules["private_survives_phase_III_when_owned_by_corporation"]
        )
        self.hexes: dict[str, dict[str, Any]] = {h["hex"]: h for h in raw["map_hexes"]}
        self._train_groups = rules["train_groups"]

    def train_groups(self, players: int) -> tuple[TrainGroup, ...]:
        return tuple(
            TrainGroup(g["group"], dict(g["variants"]), g["count"][str(players)], g.get("given_to_independents", 0),
                       g.get("obsolete_at"), g.get("removed_at"))
            for g in self._train_groups
        )

    def cert_limit(self, players: int, corporations_in_play: int) -> int:
        table = {int(k): v for k, v in self.raw["cert_limit"][str(players)].items()}
        key = min(max(corporations_in_play, min(table)), max(table))
        return table[key]

    def phase_index(self, name: str) -> int:
        return [p.name for p in self.phases].index(name)

    def price_index(self, price: int) -> int:
        return self.market.index(price)


@cache
def facts() -> Facts:
    return Facts()
