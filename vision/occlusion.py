"""Something over the board (a hand, a card) or a reflection washing it out: how well each car space
(and city) is seen.

The paper between the routes is pale and nearly grey once the light is normalised; a hand is
strongly coloured and throws a shadow. Every car space learns what share of the paper around it looks
foreign, and counts as seen that much less; the same under a reflection of the lamp
(`vision.colour.paper_light`).
"""

from __future__ import annotations

from functools import cache

import numpy as np

from vision.board_geometry import load_board, paper_points

FOREIGN_CHROMA = 15.0  # Lab chroma above which bare paper is something else
SHADOWED = 70.0  # Lab lightness below which bare paper is under something (a hand's shadow, a sleeve)
NEAR = 0.08  # radius, as a fraction of the board's height, of the paper around a space
WASH_START, WASH_END = 0.1, 0.45  # reflected over falling light: still clear, washed out
CLEAR, COVERED = 0.3, 0.6  # foreign shares: still fully seen, not seen at all
MIN_POINTS = 12  # at least this many paper points judge a space (further out if need be)


@cache
def _neighbours(map_id: str, what: str) -> np.ndarray:
    """(n, points) float32: 1/count for the paper points within NEAR of each space (or city) centre
    (or its MIN_POINTS nearest where fewer are that near), 0 elsewhere."""
    board = load_board(map_id)
    centres = board.slot_quads.mean(axis=1) if what == "slots" else np.array([c.uv for c in board.cities])
    paper = paper_points(map_id)
    distance = np.linalg.norm((centres[:, None, :] - paper[None, :, :]) * (board.aspect, 1.0), axis=2)
    nearest = np.sort(distance, axis=1)[:, MIN_POINTS - 1:MIN_POINTS]
    near = distance <= np.maximum(NEAR, nearest)
    return (near / near.sum(axis=1, keepdims=True)).astype(np.float32)


def foreign_share(lab: np.ndarray, map_id: str, what: str = "slots") -> np.ndarray:
    """(n,): for each car space (``what="slots"``) or city (``"cities"``), the share of the paper
    points within NEAR of it that look foreign."""
    paper = paper_points(map_id)
    height, width = lab.shape[:2]
    px = np.clip(np.round(paper * (width, height)).astype(int), 0, (width - 1, height - 1))
    sample = lab[px[:, 1], px[:, 0]]
    foreign = ((np.hypot(sample[:, 1], sample[:, 2]) > FOREIGN_CHROMA) | (sample[:, 0] < SHADOWED)).astype(np.float32)
    return _neighbours(map_id, what) @ foreign


def seen_through(share: np.ndarray) -> np.ndarray:
    """How much of a space is seen, from the foreign share around it: pieces standing beside routes
    make up to about a third of the paper around a space look foreign; a hand, most of it."""
    return np.clip(1.0 - (share - CLEAR) / (COVERED - CLEAR), 0.0, 1.0)


def clear_of_reflection(reflection: np.ndarray, uv: np.ndarray) -> np.ndarray:
    """(n,) 0..1: how little a reflection of the lamp (reflected over falling light, per pixel) washes
    out each point (uv) of the board: taken away, a reflection of a tenth of the light costs little;
    one as bright as the light leaves colours too faint to trust."""
    height, width = reflection.shape
    px = np.clip(np.round(uv * (width, height)).astype(int), 0, (width - 1, height - 1))
    return np.clip(1.0 - (reflection[px[:, 1], px[:, 0]] - WASH_START) / (WASH_END - WASH_START), 0.0, 1.0)
