"""One dashboard per game, all drawing the same table state; ``dashboard_for`` picks the game's own."""

from __future__ import annotations

import importlib

from companion.ui.dashboards.base import GameDashboard

# game id → "module:class" (modules are imported when a game of that kind is opened).
DASHBOARDS: dict[str, str] = {
    "chicago-express": "companion.ui.dashboards.chicago_express:ChicagoExpressDashboard",
    "1846": "companion.ui.dashboards.g1846:Dashboard1846",
    "ttr-usa": "companion.ui.dashboards.ticket_to_ride:TicketToRideDashboard",
    "ttr-europe": "companion.ui.dashboards.ticket_to_ride:TicketToRideDashboard",
}


def dashboard_for(game: str, *, read_only: bool) -> GameDashboard:
    target = DASHBOARDS.get(game, "companion.ui.dashboards.base:SnapshotDashboard")
    module_name, class_name = target.split(":")
    cls: type[GameDashboard] = getattr(importlib.import_module(module_name), class_name)
    return cls(game, read_only=read_only)
