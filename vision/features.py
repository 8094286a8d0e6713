"""Numbers that describe each car space's patch: its colour, and whether a piece stands on it.

A printed space is flat, in one of the print's colours, with a crisp outline exactly where the
geometry puts it. A train is a moulded block: shaded flanks, a shadow, highlights, and it seldom sits
exactly on the print. The occupancy features measure those differences; the colour of the inner part
says which player it is.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from vision.sample import INNER_COLS, INNER_ROWS, SPACE_ROWS

NEAR = 20.0  # Lab distance within which a pixel counts as "of that colour"
# Trains are often laid up to half a space's width off the print: the inner part is also read moved
# across by these many patch rows (8 rows = half the space's width).
SHIFTS = (-8, -4, 0, 4, 8)
CENTRE = SHIFTS.index(0)


@dataclass(frozen=True)
class SlotFeatures:
    colour: np.ndarray  # (n, 3) median Lab of the inner part, glare left out
    colour_shifts: np.ndarray  # (n, len(SHIFTS), 3) the same with the inner part moved across the space
    glare: np.ndarray  # (n,) share of glare pixels in the inner part
    lightness_iqr: np.ndarray  # (n,)
    lightness_range: np.ndarray  # (n,) 90th minus 10th percentile
    chroma_iqr: np.ndarray  # (n,)
    outline: np.ndarray  # (n,) mean |∂L/∂across| on the printed outline rows
    middle: np.ndarray  # (n,) the same in the middle of the space
    ends: np.ndarray  # (n,) mean |∂L/∂along| at the two ends of the space
    inner_lab: np.ndarray  # (n, len(SHIFTS), m, 3) inner pixels per shift (glare as NaN)
    outer_lab: np.ndarray  # (n, m, 3) pixels beside the space (glare as NaN)
    side_shade: np.ndarray  # (n,) how much darker than bare paper the darker side beside the space is
    side_foreign: np.ndarray  # (n,) share of not-paper pixels on the busier side beside the space


def nan_quantiles(values: np.ndarray, q: list[float]) -> np.ndarray:
    """Quantiles along the last axis ignoring NaN (linear interpolation, as numpy's default):
    (len(q), *values.shape[:-1]); all-NaN rows give NaN."""
    ordered = np.sort(values, axis=-1)  # NaN sort last
    count = (~np.isnan(ordered)).sum(axis=-1)
    out = []
    for quantile in q:
        position = quantile / 100 * np.maximum(count - 1, 0)
        low = np.floor(position).astype(int)
        high = np.minimum(low + 1, np.maximum(count - 1, 0))
        below = np.take_along_axis(ordered, low[..., None], axis=-1)[..., 0]
        above = np.take_along_axis(ordered, high[..., None], axis=-1)[..., 0]
        value = below + (position - low) * (above - below)
        out.append(np.where(count > 0, value, np.nan))
    return np.stack(out)


def _beside(lab_patches: np.ndarray, print_patches: np.ndarray) -> tuple[np.ndarray, np.ndarray]:
    """On the bare paper either side of each space (print of other spaces left out): lightness below
    paper on the darker side, and the share of not-paper pixels on the busier side. A train stands up:
    it throws a shadow and shows a flank on one side; flat print leaves the paper beside it bare."""
    top, bottom = SPACE_ROWS
    shades, foreign = [], []
    for rows in (slice(0, top - 1), slice(bottom + 1, None)):
        pixels = lab_patches[:, rows, ::2].reshape(len(lab_patches), -1, 3).astype(np.float32)
        bare = print_patches[:, rows, ::2].reshape(len(lab_patches), -1) == 0
        lightness = np.where(bare, pixels[..., 0], np.nan)
        chroma = np.hypot(pixels[..., 1], pixels[..., 2])
        count = bare.sum(axis=1)
        shades.append(np.where(count >= 6, 100.0 - nan_quantiles(lightness, [50])[0], 0.0))
        not_paper = bare & ((pixels[..., 0] < 80) | (chroma > 15))
        foreign.append(np.where(count >= 6, not_paper.sum(axis=1) / np.maximum(count, 1), 0.0))
    return np.maximum(*shades), np.maximum(*foreign)


def slot_features(lab_patches: np.ndarray, glare_patches: np.ndarray, print_patches: np.ndarray,
                  crowded: np.ndarray | None = None) -> SlotFeatures:
    """``crowded``: (n, 2) another route's space lies close beside the space towards lower / higher patch
    rows (`vision.sample.crowded_sides`): the far window moved towards it is not read (it shows that
    route's train leaning over), the middle one stands in for it."""
    n = len(lab_patches)
    r0, r1 = INNER_ROWS
    c0, c1 = INNER_COLS
    windows, glares = [], []
    for shift in SHIFTS:
        # every other column: the patch is finer along the space than the photo behind it
        windows.append(lab_patches[:, r0 + shift:r1 + shift, c0:c1:2].reshape(n, -1, 3).astype(np.float32))
        glares.append(glare_patches[:, r0 + shift:r1 + shift, c0:c1:2].reshape(n, -1))
    shifted = np.stack(windows, axis=1)
    shifted_glare = np.stack(glares, axis=1)
    if crowded is not None:
        shifts = np.asarray(SHIFTS)[None, :]
        towards = ((shifts == min(SHIFTS)) & crowded[:, :1]) | ((shifts == max(SHIFTS)) & crowded[:, 1:])
        shifted = np.where(towards[:, :, None, None], shifted[:, CENTRE:CENTRE + 1], shifted)
        shifted_glare = np.where(towards[:, :, None], shifted_glare[:, CENTRE:CENTRE + 1], shifted_glare)
    glare = shifted_glare[:, CENTRE].mean(axis=1)
    # a space almost all glare keeps its pixels: better a washed-out colour than none
    drop = shifted_glare & (shifted_glare.mean(axis=2, keepdims=True) < 0.8)
    shifted = np.where(drop[..., None], np.nan, shifted)
    colour_shifts = nan_quantiles(np.moveaxis(shifted, 2, -1), [50])[0]
    inner = shifted[:, CENTRE]
    colour = colour_shifts[:, CENTRE]
    lq = nan_quantiles(inner[..., 0], [10, 25, 75, 90])
    chroma = np.hypot(inner[..., 1], inner[..., 2])
    cq = nan_quantiles(chroma, [25, 75])
    lightness = lab_patches[..., 0].astype(np.float32)
    d_across = np.abs(np.diff(lightness, axis=1))
    d_along = np.abs(np.diff(lightness, axis=2))
    top, bottom = SPACE_ROWS
    outline = (d_across[:, top - 2:top + 1, 6:58].mean(axis=(1, 2))
               + d_across[:, bottom - 2:bottom + 1, 6:58].mean(axis=(1, 2))) / 2
    middle = d_across[:, 11:20, 8:56].mean(axis=(1, 2))
    ends = (d_along[:, 9:23, 2:7].mean(axis=(1, 2)) + d_along[:, 9:23, 57:62].mean(axis=(1, 2))) / 2
    outer = np.concatenate([lab_patches[:, :top - 2, ::2], lab_patches[:, bottom + 2:, ::2]], axis=1).reshape(n, -1, 3)
    outer_glare = np.concatenate([glare_patches[:, :top - 2, ::2], glare_patches[:, bottom + 2:, ::2]],
                                 axis=1).reshape(n, -1)
    outer = np.where(outer_glare[..., None], np.nan, outer.astype(np.float32))
    side_shade, side_foreign = _beside(lab_patches, print_patches)
    return SlotFeatures(colour, colour_shifts, glare, lq[2] - lq[1], lq[3] - lq[0], cq[1] - cq[0], outline,
                        middle, ends, shifted, outer, side_shade, side_foreign)


def share_near(pixels: np.ndarray, colours: np.ndarray, radius: float = NEAR) -> np.ndarray:
    """(..., k): share of the pixels (..., m, 3) within ``radius`` of each of k colours (NaN pixels
    count as not near: NaN compares false)."""
    pixels = pixels.astype(np.float32, copy=False)
    shares = []
    for colour in np.asarray(colours, np.float32):
        d2 = ((pixels - colour) ** 2).sum(axis=-1)
        shares.append((d2 < radius * radius).mean(axis=-1))
    return np.stack(shares, axis=-1)
