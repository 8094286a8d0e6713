"""Per car space: how likely a train stands on it, and, if one does, whose colour it is.

Occupancy is a logistic model over the features of `vision.features` (weights in
``vision/data/occupancy.json``, fitted by ``tools/fit_vision_models.py`` on labelled photos).
Colour is a Lab distance to each player's train colour; the train colours are first adapted to the
photo (the spaces that clearly hold a given colour pull that colour's centre towards what this photo
shows, so a warm or cold cast, or a camera's own tone curve, does not push a colour across a border).
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources

import numpy as np

from vision.colour import Palette, shaded_distance, train_spreads
from vision.colour_evidence import colour_loglik
from vision.features import SlotFeatures, share_near
from vision.reference import change_logit

PRIOR_WEIGHT = 8.0  # how many spaces' worth of belief the palette colour keeps when adapting
TEACH_NEAR, TEACH_FAR = 15.0, 25.0  # Lab distances: to a train colour, from the space's own print
MAX_DRIFT = 12.0  # Lab distance a train colour may move to fit one photo
PRINT_CLOSE = 25.0  # spaces this close to their palette print colour teach the photo's print colour
UNSEEN_DISTANCE = 22.0  # a space further than this from every colour it could be is not seen (a hand)


@dataclass(frozen=True)
class OccupancyModel:
    features: tuple[str, ...]
    mean: np.ndarray
    scale: np.ndarray
    weights: np.ndarray
    bias: float

    def logit(self, x: np.ndarray) -> np.ndarray:
        return ((x - self.mean) / self.scale) @ self.weights + self.bias


@cache
def load_occupancy_model() -> OccupancyModel:
    raw = json.loads(resources.files("vision").joinpath("data/occupancy.json").read_text(encoding="utf-8"))
    return OccupancyModel(tuple(raw["features"]), np.asarray(raw["mean"]), np.asarray(raw["scale"]),
                          np.asarray(raw["weights"]), float(raw["bias"]))


OCCUPANCY_FEATURES = (
    "print_distance", "train_distance", "print_minus_train", "lightness_iqr", "lightness_range", "chroma_iqr",
    "outline", "middle", "ends", "outline_ratio", "spill_any", "spill_nearest", "share_nearest", "share_print",
    "same_colour", "photo_print_distance", "photo_print_minus_train", "side_shade", "side_foreign",
)


def photo_print(colour: np.ndarray, printed_names: list[str], printed: np.ndarray) -> np.ndarray:
    """Each space's print colour as this photo shows it: the palette's, pulled towards the spaces of
    that print that look like it (most of them are bare print, whatever the camera's tone curve)."""
    out = printed.copy()
    names = np.asarray(printed_names)
    for name in set(printed_names):
        members = names == name
        close = members & (np.linalg.norm(colour - printed, axis=1) < PRINT_CLOSE)
        n = int(close.sum())
        if n:
            out[members] = (n * np.median(colour[close], axis=0) + PRIOR_WEIGHT * printed[members][0]) / (n + PRIOR_WEIGHT)
    return out


def occupancy_inputs(f: SlotFeatures, printed: np.ndarray, trains: np.ndarray, same: np.ndarray,
                     printed_here: np.ndarray) -> np.ndarray:
    """(n, len(OCCUPANCY_FEATURES)) inputs of the occupancy model.

    ``printed``: (n, 3) Lab of each space's own print (palette); ``printed_here``: the same as seen in
    this photo (`photo_print`); ``trains``: (k, 3) Lab of the players' trains; ``same``: (n, k) bool,
    the space is printed in that player's colour (where colour alone cannot tell train from print).
    """
    # the geometry is a template (off by up to half a space here and there) and trains lie askew:
    # print and trains alike are judged at their best-placed window
    d_print = np.linalg.norm(f.colour_shifts - printed[:, None, :], axis=2).min(axis=1)
    d_here = np.linalg.norm(f.colour_shifts - printed_here[:, None, :], axis=2).min(axis=1)
    d_train = np.linalg.norm(f.colour_shifts[:, :, None, :] - trains, axis=3).min(axis=1)
    nearest = np.argmin(d_train, axis=1)
    rows = np.arange(len(nearest))
    spill = share_near(f.outer_lab, trains)
    share = share_near(f.inner_lab, trains).max(axis=1)
    own = (np.linalg.norm(f.inner_lab - printed[:, None, None, :], axis=3) < 15).mean(axis=2).max(axis=1)
    return np.stack([
        d_print, d_train[rows, nearest], d_print - d_train[rows, nearest], f.lightness_iqr, f.lightness_range,
        f.chroma_iqr, f.outline, f.middle, f.ends, f.outline / (f.middle + 1), spill.max(axis=1),
        spill[rows, nearest], share[rows, nearest], own, same[rows, nearest].astype(float),
        d_here, d_here - d_train[rows, nearest],
        f.side_shade, f.side_foreign,
    ], axis=1)


@dataclass(frozen=True)
class SlotEvidence:
    occupied_logit: np.ndarray  # (n,) log-odds that a train stands on the space
    colour_loglik: np.ndarray  # (n, k) log-likelihood of each player colour, were it a train
    seen: np.ndarray  # (n,) 0..1: how well the space can be judged (glare, a hand over it)
    trains: np.ndarray  # (k, 3) the train colours as adapted to this photo


def best_window_loglik(colour_shifts: np.ndarray, trains: np.ndarray, spreads: np.ndarray | None = None
                       ) -> np.ndarray:
    """(n, k) from (n, shifts, 3): each colour judged at the window where it fits best (enough to tell
    which spaces clearly hold which colour; the calls use `vision.colour_evidence`)."""
    n, shifts, _ = colour_shifts.shape
    distance = shaded_distance(colour_shifts.reshape(-1, 3), trains, spreads).reshape(n, shifts, -1).min(axis=1)
    return -0.5 * np.minimum(distance**2, 50.0)


def adapt_trains(colour: np.ndarray, trains: np.ndarray, weight: np.ndarray) -> np.ndarray:
    """Train colours pulled towards the spaces that clearly hold them (``weight``: (n, k)), by no more
    than MAX_DRIFT (a photo shifts colours a little; a large pull means print was taken for trains)."""
    total = weight.sum(axis=0)
    mean = (weight.T @ colour + PRIOR_WEIGHT * trains) / (total + PRIOR_WEIGHT)[:, None]
    shift = mean - trains
    size = np.linalg.norm(shift, axis=1, keepdims=True)
    return trains + shift * np.minimum(1.0, MAX_DRIFT / np.maximum(size, 1e-9))


def classify_slots(f: SlotFeatures, printed_names: list[str], palette: Palette, colours: tuple[str, ...],
                   model: OccupancyModel | None = None, *, reference: SlotFeatures | None = None,
                   visible: np.ndarray | None = None) -> SlotEvidence:
    """Evidence per space. With ``reference`` (the same spaces on an empty board, same camera), a space's
    own print is what the reference shows rather than the palette's print colour, and on print of a
    player's colour the occupancy odds are what changed since (`vision.reference`). ``visible``:
    (n,) 0..1, how much of each space is not under something (see `vision.occlusion`)."""
    model = model or load_occupancy_model()
    trains = np.array([palette.trains[c] for c in colours], float)
    spreads = train_spreads(palette, colours)
    printed = np.array([palette.printed.get(p, palette.printed["grey"]) for p in printed_names], float)
    if reference is not None:
        printed = np.where(np.isnan(reference.colour), printed, reference.colour)
    same = np.array([[p == c for c in colours] for p in printed_names])
    printed_here = photo_print(f.colour, printed_names, printed)
    # Adapt the train colours to this photo, taught by spaces that are clearly a train: near a train
    # colour, far from their own print, and not printed in that very colour.
    like = best_window_loglik(f.colour_shifts, trains, spreads)
    posterior = np.exp(like - like.max(axis=1, keepdims=True))
    posterior /= posterior.sum(axis=1, keepdims=True)
    d_train = np.linalg.norm(f.colour[:, None, :] - trains[None], axis=2)
    clear = (d_train.min(axis=1) < TEACH_NEAR) & (np.linalg.norm(f.colour - printed_here, axis=1) > TEACH_FAR)
    trains = adapt_trains(f.colour, trains, clear[:, None] & (posterior > 0.9) & ~same)
    x = occupancy_inputs(f, printed, trains, same, printed_here)
    logit = model.logit(x)
    if reference is not None:
        # on print of a player's colour the model cannot tell that player's train from print: what
        # changed since the empty board can
        logit = np.where(same.any(axis=1), change_logit(f, reference), logit)
    like = colour_loglik(f.colour_shifts, trains, spreads, printed_here)
    nearest = np.minimum(np.linalg.norm(f.colour - printed, axis=1),
                         np.linalg.norm(f.colour[:, None, :] - trains[None], axis=2).min(axis=1))
    seen = (1.0 - 0.8 * f.glare) * np.exp(-0.5 * (np.maximum(nearest - UNSEEN_DISTANCE, 0.0) / 8.0) ** 2)
    if visible is not None:
        seen = seen * visible
    return SlotEvidence(logit, like, seen, trains)
