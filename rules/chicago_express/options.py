"""The named options of Chicago Express: every rules Decision, with its documented default.

This is the one place the table looks for what it can switch. docs/chicago-express-actions.md
repeats the list for people writing game files by hand.

- ``starting_player`` (default ``1``): the seat (1 = first name in ``players``) that opens the
  first opening auction. The Russian rules give it to the banker, the Italian ones to the oldest
  player; the digest decides on a configurable seat, default seat 1.
- ``forfeit_after_chicago`` (default ``True``): a build that enters Chicago ends there; locomotives
  the player meant to place after Chicago are forfeited, so a build listing hexes after Chicago is
  refused. With ``False`` the whole build is placed first and the Chicago phase runs after it.
- ``house_end_threshold`` (default ``3``): the game ends after a dividend phase when the house
  supply holds this many houses or fewer (the digest and current rule summaries say 3; an older
  Board Game Arena help page said 4).
- ``map_corrections`` (default ``{}``): per-hex corrections of the printed map facts, e.g.
  ``{"J2": {"build_cost": 2}}`` (fields: terrain, build_cost, income, house_bonus, name); kept
  with the game so a replay sees the same board.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.core.engine import check_options, check_players
from rules.core.errors import RuleError

TITLE = "Chicago Express"
MIN_PLAYERS, MAX_PLAYERS = 2, 6

DEFAULTS: dict[str, Any] = {
    "starting_player": 1,
    "forfeit_after_chicago": True,
    "house_end_threshold": 3,
    "map_corrections": {},
}


def resolve_options(options: Mapping[str, Any]) -> dict[str, Any]:
    """Players and options checked and merged over the defaults."""
    players = check_players(options.get("players"), MIN_PLAYERS, MAX_PLAYERS, TITLE)
    merged = check_options(options, DEFAULTS, TITLE)
    merged["players"] = players
    seat = merged["starting_player"]
    if not 1 <= seat <= len(players):
        raise RuleError(f"The starting player must be a seat from 1 to {len(players)}, not {seat}.")
    if merged["house_end_threshold"] < 0:
        raise RuleError("The house end threshold cannot be below zero.")
    return merged
