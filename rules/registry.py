"""Game ids → engines. The same ids are used in the CLI, the store, card codes and file names."""

from __future__ import annotations

import importlib
from collections.abc import Mapping
from typing import Any

from rules.core.engine import Engine
from rules.core.errors import RuleError

GAMES: dict[str, tuple[str, str]] = {
    "chicago-express": ("rules.chicago_express", "ChicagoExpress"),
    "1846": ("rules.g1846", "Game1846"),
    "ttr-usa": ("rules.ticket_to_ride", "TicketToRideUSA"),
    "ttr-europe": ("rules.ticket_to_ride", "TicketToRideEurope"),
}

TITLES: dict[str, str] = {
    "chicago-express": "Chicago Express",
    "1846": "1846",
    "ttr-usa": "Ticket to Ride (USA)",
    "ttr-europe": "Ticket to Ride: Europe",
}


def engine_class(game_id: str) -> type[Engine]:
    try:
        module_name, class_name = GAMES[game_id]
    except KeyError:
        known = ", ".join(GAMES)
        raise RuleError(f"There is no game called {game_id!r}; the games are {known}.") from None
    return getattr(importlib.import_module(module_name), class_name)


def create(game_id: str, options: Mapping[str, Any], seed: int = 0) -> Engine:
    return engine_class(game_id).create(options, seed)
