"""What the start screen offers for each game, learnt from the engines themselves.

Nothing here is a per-game list: player counts and option defaults are found by creating the game
with placeholder players (engines check both), and player colours come from the engine module's
``PLAYER_COLOURS`` when it has one (Ticket to Ride's train colours), else from a common palette.
"""

from __future__ import annotations

import functools
import sys
from dataclasses import dataclass
from typing import Any

from rules import registry
from rules.core import RuleError

# Colours for games whose components do not fix them (a marker colour per player on the screen).
PALETTE = ("red", "blue", "green", "yellow", "black", "purple", "orange", "white")
# Probing player counts from 1 to this many covers every rail game the table plays.
_MOST_PLAYERS = 8
# Options the start screen does not show as fields: they have their own controls.
_OWN_CONTROLS = frozenset({"players", "colours"})


@dataclass(frozen=True)
class GameInfo:
    id: str
    title: str
    min_players: int
    max_players: int
    defaults: dict[str, Any]  # every named option with its documented default
    colours: tuple[str, ...]  # the colours a player may take


def placeholder_players(count: int) -> list[str]:
    return [f"Player {n}" for n in range(1, count + 1)]


@functools.cache
def game_info(game: str) -> GameInfo:
    engine_class = registry.engine_class(game)
    counts: list[int] = []
    defaults: dict[str, Any] | None = None
    for count in range(1, _MOST_PLAYERS + 1):
        try:
            engine = engine_class.create({"players": placeholder_players(count)}, 0)
        except RuleError:
            continue
        counts.append(count)
        if defaults is None:
            defaults = {k: v for k, v in engine.options.items() if k not in _OWN_CONTROLS}
    if not counts or defaults is None:
        raise RuleError(f"{registry.TITLES[game]} cannot be started by this companion.")
    module = sys.modules[engine_class.__module__]
    colours = tuple(getattr(module, "PLAYER_COLOURS", PALETTE))
    return GameInfo(game, registry.TITLES[game], min(counts), max(counts), defaults, colours)


def available_games() -> list[GameInfo]:
    """Every registered game whose engine is installed (engines land one by one)."""
    games = []
    for game in registry.GAMES:
        try:
            games.append(game_info(game))
        except (ImportError, AttributeError, RuleError):
            continue
    return games
