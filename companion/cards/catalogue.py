"""Every physical card of each game, read from the rules package data (never from the engines)."""

from __future__ import annotations

import functools
import json
from importlib import resources
from typing import Any

from companion.cards.model import Card
from rules.registry import TITLES

GAMES = ("1846", "chicago-express", "ttr-usa", "ttr-europe")


def _data(path: str) -> Any:
    return json.loads((resources.files("rules") / path).read_text(encoding="utf-8"))


def _cards_1846() -> list[Card]:
    facts = _data("g1846/data/facts.json")
    shares = facts["shares"]
    president_pct, normal_pct = shares["president_cert_pct"], shares["normal_cert_pct"]
    normal_count = (100 - president_pct) // normal_pct
    cards: list[Card] = []
    for corp in facts["corporations"]:
        sym, name = corp["sym"], corp["name"]
        cards.append(Card("1846", "share", sym, 0, f"{sym} president's {president_pct}%", name, percent=president_pct))
        cards += [
            Card("1846", "share", sym, n, f"{sym} {normal_pct}% share {n}/{normal_count}", name, percent=normal_pct)
            for n in range(1, normal_count + 1)
        ]
    for private in facts["privates"]:
        cards.append(Card("1846", "private", private["sym"], None, private["name"], f"private company · ${private['price']}"))
    for minor in facts["minors"]:
        cards.append(Card("1846", "minor", minor["sym"], None, f"{minor['name']} ({minor['sym']})", "minor company"))
    for group in facts["trains"]:
        # Decision: label the largest set any player count uses, so one printed set serves every table.
        count = max(group["count"].values())
        names = " / ".join(f"{variant['name']}-train" for variant in group["variants"])
        cards += [
            Card("1846", "train", group["group"], n, names, f"train {n} of {count}")
            for n in range(1, count + 1)
        ]
    return cards


def _cards_chicago_express() -> list[Card]:
    companies = _data("chicago_express/data/map.json")["companies"]
    cards: list[Card] = []
    for sym, company in companies.items():
        if not isinstance(company, dict):
            continue  # notes kept beside the companies ("conflict", …)
        count = company["shares"]
        cards += [Card("chicago-express", "share", sym, n, f"{sym} share {n}/{count}", company["name"]) for n in range(1, count + 1)]
    return cards


def _cards_ticket_to_ride(game: str, map_id: str) -> list[Card]:
    data = _data(f"ticket_to_ride/data/{map_id}.json")
    names = {city["id"]: city["name"] for city in data["cities"]}
    cards = []
    for ticket in data["tickets"]:
        long = bool(ticket.get("long", False))
        note = f"{'LONG route · ' if long else ''}{ticket['points']} points"
        title = f"{names[ticket['a_id']]} - {names[ticket['b_id']]}"  # the bundled font has no dash glyph
        cards.append(Card(game, "ticket", ticket["id"], None, title, note, points=ticket["points"], long=long))
    return cards


@functools.cache
def catalogue(game: str) -> tuple[Card, ...]:
    """All cards of ``game`` in printing order."""
    builders = {
        "1846": _cards_1846,
        "chicago-express": _cards_chicago_express,
        "ttr-usa": lambda: _cards_ticket_to_ride("ttr-usa", "usa"),
        "ttr-europe": lambda: _cards_ticket_to_ride("ttr-europe", "europe"),
    }
    if game not in builders:
        raise KeyError(game)
    return tuple(builders[game]())


@functools.cache
def by_code(game: str) -> dict[str, Card]:
    return {card.code: card for card in catalogue(game)}


def title(game: str) -> str:
    return TITLES[game]
