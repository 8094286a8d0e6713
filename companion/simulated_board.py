"""The board the simulated camera photographs: the claims the game holds, plus trains laid on the
simulated board that nobody has recorded yet (the dashboard lays them, as a player's hand would)."""

from __future__ import annotations

import numpy as np

from companion.service import TableService


class SimulatedBoard:
    def __init__(self, service: TableService) -> None:
        self.service = service
        self.laid: dict[str, str] = {}  # route id → colour, laid but not (yet) recorded
        self.stations: dict[str, str] = {}  # city id → colour (Europe)
        self.in_view = True  # False: the camera looks at the bare table (the board moved away)

    def lay(self, route_id: str, colour: str) -> None:
        self.laid[route_id] = colour

    def build_station(self, city_id: str, colour: str) -> None:
        self.stations[city_id] = colour

    def clear(self) -> None:
        self.laid.clear()
        self.stations.clear()

    def frame(self) -> np.ndarray:
        from vision.render import render_board

        state = self.service.state
        if not self.in_view or not (state.game or "").startswith("ttr-"):
            return np.full((1200, 1600, 3), 96, np.uint8)  # an empty table: no board in view
        claims = {route: p["colour"] for p in state.snapshot["players"] for route in p["claims"]}
        stations = {city: p["colour"] for p in state.snapshot["players"] for city in p["stations"]}
        claims.update(self.laid)
        stations.update(self.stations)
        return render_board(state.snapshot["map"], claims, stations=stations or None, seed=state.seq)
