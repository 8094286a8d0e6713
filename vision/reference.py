"""What a photo of the empty board adds: where the colour of a car space has changed since.

A train on print of its own colour looks much like that print, but not like the same print
photographed empty: it stands up, shades its flank, throws a shadow and seldom lies exactly on the
print. The central windows across the space (`vision.features.SHIFTS`) are compared with the
reference's; bare print changes by no more than what light, noise and a slightly different outline
leave (a few Lab units), a train by far more.
"""

from __future__ import annotations

import numpy as np

from vision.features import CENTRE, SlotFeatures

UNCHANGED = 8.0  # mean Lab change of the central windows at which a space is as likely bare as not
SOFTNESS = 2.0  # Lab units per unit of log-odds
MAX_LOGIT = 4.0


def change_logit(now: SlotFeatures, reference: SlotFeatures) -> np.ndarray:
    """(n,) log-odds that a train has been put on each space since the reference photo."""
    central = slice(CENTRE - 1, CENTRE + 2)
    change = np.linalg.norm(now.colour_shifts[:, central] - reference.colour_shifts[:, central], axis=2)
    change = np.nanmean(np.where(np.isnan(change), UNCHANGED, change), axis=1)
    return np.clip((change - UNCHANGED) / SOFTNESS, -MAX_LOGIT, MAX_LOGIT)
