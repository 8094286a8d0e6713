"""Europe's stations: a player's station stands on a city spot and covers much of it in their colour.

Most cities hold no station (at most three per player), so what the city spots share is the print;
a station shows as a colour on one spot well beyond what that colour covers on the spots in general.
"""

from __future__ import annotations

import numpy as np

from vision.board_geometry import Board
from vision.decide import RouteCall
from vision.features import share_near
from vision.sample import city_spots
from vision.view import BoardView

STATION_SHARE = 0.25  # a station covers at least this much more of its spot than the colour usually does
SHARE_SOFTNESS = 0.06


def decide_stations(view: BoardView, board: Board, colours: tuple[str, ...], trains: np.ndarray,
                    visible: np.ndarray | None = None) -> dict[str, RouteCall]:
    """City id → station colour (or None), with a confidence lowered where the spot is not seen."""
    spots = city_spots(board.map_id, view.lab.shape[0])
    flat = view.lab.reshape(-1, 3)
    glare = view.glare.ravel()
    share = np.zeros((len(spots), len(colours)))
    for i, idx in enumerate(spots):
        keep = idx[~glare[idx]]
        if len(keep) >= 10:
            share[i] = share_near(flat[keep], trains)
    excess = share - np.median(share, axis=0)
    visible = np.ones(len(board.cities)) if visible is None else visible
    calls = {}
    for city, row, seen in zip(board.cities, excess, visible, strict=True):
        best = int(np.argmax(row))
        p = float(1.0 / (1.0 + np.exp(-(row[best] - STATION_SHARE) / SHARE_SOFTNESS)))
        colour = colours[best] if p >= 0.5 and seen > 0.5 else None
        calls[city.id] = RouteCall(colour, round((p if colour else 1.0 - p) * float(seen), 3))
    return calls
