"""Whose colour a car space shows, were a train on it: every window across the space must be explained.

A train seldom sits exactly on its printed space; seen from a slant its lit top, its shaded flank and
its shadow on the paper lie side by side across the space. Judging each colour only at the window
where it fits best lets the neutral dark of a flank or a shadow pass for a black train beside a blue
one. So every window across the space (`vision.features.SHIFTS`) is explained either by the train's
colour (shaded or not) or by background: the space's own print as this photo shows it, or neutral
paper and shadow. A shadow on paper is seldom darker than SHADOW_DARKEST; a black train is. A colour
that leaves a strongly coloured window unexplained (the blue top beside a dark flank) loses.
"""

from __future__ import annotations

import numpy as np

from vision.colour import shaded_distance

TRAIN_SHARE = 0.5  # prior share of the windows across a space that show the train rather than background
NEUTRAL_CHROMA = 5.0  # Lab chroma spread of paper and shadow
SHADOW_DARKEST = 50.0  # Lab lightness below which neutral is no longer paper in shadow
SHADOW_SOFTNESS = 8.0
PRINT_SPREAD = 10.0  # Lab distance spread of the print around its colour in this photo
OUTLIER = 1e-4  # likelihood of a window nothing explains (a neighbour's train leaning in)
MAX_DISTANCE2 = 50.0


def background_likelihood(windows: np.ndarray, print_here: np.ndarray) -> np.ndarray:
    """(n, s): how well each window (n, s, 3 Lab) is bare print (``print_here``: n, 3) or neutral paper
    or shadow."""
    chroma = np.hypot(windows[..., 1], windows[..., 2])
    darker = np.maximum(SHADOW_DARKEST - windows[..., 0], 0.0) / SHADOW_SOFTNESS
    neutral = np.exp(-0.5 * ((chroma / NEUTRAL_CHROMA) ** 2 + darker**2))
    printed = np.exp(-0.5 * (np.linalg.norm(windows - print_here[:, None, :], axis=2) / PRINT_SPREAD) ** 2)
    return np.maximum(neutral, printed)


def colour_loglik(windows: np.ndarray, trains: np.ndarray, spreads: np.ndarray, print_here: np.ndarray
                  ) -> np.ndarray:
    """(n, k) log-likelihood of each of k train colours from the windows across each space (n, s, 3)."""
    n, s, _ = windows.shape
    distance = shaded_distance(windows.reshape(-1, 3), trains, spreads).reshape(n, s, -1)
    train = np.exp(-0.5 * np.minimum(distance**2, MAX_DISTANCE2))
    background = background_likelihood(windows, print_here)[..., None]
    per_window = np.log(TRAIN_SHARE * train + (1 - TRAIN_SHARE) * background + OUTLIER)
    return np.where(np.isnan(per_window), 0.0, per_window).sum(axis=1)  # a window all glare says nothing
