"""Something over the board (a hand, a card): bare paper that no longer looks like paper.

The paper between the routes is pale and nearly grey once the light is normalised; a hand is
strongly coloured. Every car space (and city) learns what share of the paper around it looks foreign,
and counts as seen that much less.
"""

from __future__ import annotations

import numpy as np

FOREIGN_CHROMA = 15.0  # Lab chroma above which bare paper is something else
NEAR = 0.08  # radius, as a fraction of the board's height, of the paper around a space
CLEAR, COVERED = 0.35, 0.75  # foreign shares: still fully seen, not seen at all
MIN_POINTS = 12  # fewer paper points than this around a space tell nothing


def foreign_share(lab: np.ndarray, paper_uv: np.ndarray, centres_uv: np.ndarray, aspect: float) -> np.ndarray:
    """(n,): for each centre, the share of the paper points within NEAR of it that look foreign."""
    height, width = lab.shape[:2]
    px = np.clip(np.round(paper_uv * (width, height)).astype(int), 0, (width - 1, height - 1))
    sample = lab[px[:, 1], px[:, 0]]
    foreign = np.hypot(sample[:, 1], sample[:, 2]) > FOREIGN_CHROMA
    metric = np.array([aspect, 1.0])
    distance = np.linalg.norm((centres_uv[:, None, :] - paper_uv[None, :, :]) * metric, axis=2)
    near = distance < NEAR
    count = near.sum(axis=1)
    return np.where(count >= MIN_POINTS, (near & foreign[None, :]).sum(axis=1) / np.maximum(count, 1), 0.0)


def seen_through(share: np.ndarray) -> np.ndarray:
    """How much of a space is seen, from the foreign share around it: pieces standing beside routes
    make up to about a third of the paper around a space look foreign; a hand, most of it."""
    return np.clip(1.0 - (share - CLEAR) / (COVERED - CLEAR), 0.0, 1.0)
