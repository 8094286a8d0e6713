"""What a photo of the empty board adds: where the colour of a car space has changed since.

A train on print of its own colour looks much like that print, but not like the same print
photographed empty: it stands up, shades its flank, throws a shadow and seldom lies exactly on the
print. The middle of the space is compared pixel by pixel with the reference (light-normalised both);
the median change is what most of the space shows: bare print changes by no more than light, noise and
a slightly different outline leave (a few Lab units), a train by far more.
"""

from __future__ import annotations

import numpy as np

from vision.features import CENTRE, SlotFeatures

UNCHANGED = 6.0  # median Lab change at which a space is as likely bare as not
SOFTNESS = 1.5  # Lab units per unit of log-odds
MAX_LOGIT = 4.0


def change_logit(now: SlotFeatures, reference: SlotFeatures) -> np.ndarray:
    """(n,) log-odds that a train has been put on each space since the reference photo."""
    change = np.linalg.norm(now.inner_lab[:, CENTRE] - reference.inner_lab[:, CENTRE], axis=2)
    seen = ~np.isnan(change).all(axis=1)  # glare in either photo hides the change
    median = np.nanmedian(np.where(seen[:, None], change, 0.0), axis=1)
    return np.where(seen, np.clip((median - UNCHANGED) / SOFTNESS, -MAX_LOGIT, MAX_LOGIT), 0.0)
