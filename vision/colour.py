"""Colour: light normalisation against the board's own paper, Lab, and the palette of pieces and print.

The board's bare paper is the white reference: dividing the (linear) image by the paper's colour,
estimated locally on a coarse grid, removes the colour of the light (warm or cold), its falloff and
soft shadows at once. Colours are then compared in CIE Lab.
"""

from __future__ import annotations

import json
from dataclasses import dataclass
from functools import cache
from importlib import resources

import cv2
import numpy as np

GRID = (16, 10)  # cells across and down the board for the local paper colour
BRIGHTER = 1.15  # paper this much brighter than the light's trend is under a reflection of the lamp
OFF_PAPER = 0.06  # chromaticity (r, g, b share) this far from the board's paper is not paper


def _srgb_decode(x: np.ndarray) -> np.ndarray:
    return np.where(x <= 0.04045, x / 12.92, ((x + 0.055) / 1.055) ** 2.4)


_DECODE = _srgb_decode(np.arange(256) / 255.0).astype(np.float32)


def srgb_to_linear(image: np.ndarray) -> np.ndarray:
    """8-bit (table look-up) or 0..1 float sRGB → linear light, float32."""
    if image.dtype == np.uint8:
        return _DECODE[image]
    return _srgb_decode(image.astype(np.float32)).astype(np.float32)


def linear_to_srgb(x: np.ndarray) -> np.ndarray:
    x = np.maximum(x, 0.0)
    return np.where(x <= 0.0031308, x * 12.92, 1.055 * np.power(x, 1 / 2.4) - 0.055).astype(np.float32)


def lab_of_linear(linear_bgr: np.ndarray) -> np.ndarray:
    """Linear BGR (1.0 = paper white) → Lab (L 100 = paper white; brighter is clipped to 100)."""
    return cv2.cvtColor(np.minimum(linear_bgr, 1.0).astype(np.float32), cv2.COLOR_LBGR2LAB)


def paper_light(linear_bgr: np.ndarray, paper_uv: np.ndarray, grid: tuple[int, int] = GRID,
                clipped: np.ndarray | None = None) -> tuple[np.ndarray, np.ndarray]:
    """The light falling on the board and the light reflected off it, per pixel (linear BGR each).

    Each grid cell takes the median of the paper points in it (paper points under a piece or a printed
    drawing are outvoted). A cell whose colour is off the board's paper colour (a hand, a card over
    it), that is much brighter than the light's smooth trend over the board, or that has too few
    points takes its neighbours' colour. A reflection of the lamp is added light that washes colours
    out rather than tinting them: dividing by it would hide it, so what a bright cell has beyond its
    neighbours' light is returned apart, as a measure of how washed out that part of the board is.
    ``clipped`` (per pixel, the camera's sensor saturated) marks cells under a reflection too bright to
    measure.
    (Taking it away instead was tried: glossy trains and matte paper do not reflect alike, and the
    photos read worse.) Both grids are stretched over the image.
    """
    height, width = linear_bgr.shape[:2]
    blurred = cv2.blur(linear_bgr, (5, 5))
    px = np.clip(np.round(paper_uv * (width, height)).astype(int), 0, (width - 1, height - 1))
    values = blurred[px[:, 1], px[:, 0]]
    cols, rows = grid
    ci = np.minimum((paper_uv[:, 0] * cols).astype(int), cols - 1)
    cj = np.minimum((paper_uv[:, 1] * rows).astype(int), rows - 1)
    cell = cj * cols + ci
    cells = np.zeros((rows * cols, 3), np.float32)
    valid = np.zeros(rows * cols, bool)
    order = np.argsort(cell, kind="stable")
    bounds = np.searchsorted(cell[order], np.arange(rows * cols + 1))
    for k in range(rows * cols):
        members = order[bounds[k]:bounds[k + 1]]
        if len(members) >= 5:
            cells[k] = np.median(values[members], axis=0)
            valid[k] = True
    if not valid.any():
        flat = np.broadcast_to(np.median(values, axis=0), linear_bgr.shape).astype(np.float32)
        return flat, np.zeros_like(flat)
    chroma = cells / np.maximum(cells.sum(axis=1, keepdims=True), 1e-6)
    valid &= np.abs(chroma - np.median(chroma[valid], axis=0)).max(axis=1) < OFF_PAPER
    bright = _too_bright(cells.sum(axis=1).reshape(rows, cols), valid.reshape(rows, cols)).ravel()
    if clipped is not None:
        saturated = np.bincount(cell, weights=clipped[px[:, 1], px[:, 0]], minlength=rows * cols)
        bright |= saturated > 0.3 * np.maximum(np.bincount(cell, minlength=rows * cols), 1)
    seen_paper = valid.copy()
    valid &= ~bright
    light = _fill(cells.reshape(rows, cols, 3), valid.reshape(rows, cols))
    added = np.where((seen_paper & bright).reshape(rows, cols)[..., None],
                     np.maximum(cells.reshape(rows, cols, 3) - light, 0.0), 0.0).astype(np.float32)
    size = (width, height)
    return (cv2.resize(cv2.GaussianBlur(light, (3, 3), 0.8), size, interpolation=cv2.INTER_LINEAR),
            cv2.resize(added, size, interpolation=cv2.INTER_LINEAR))


def _too_bright(brightness: np.ndarray, valid: np.ndarray) -> np.ndarray:
    """Cells brighter by more than BRIGHTER than the light's broad trend: the brightness grid opened
    (a bright bump narrower than five cells is cut off: a reflection; light falling off across the
    board is broader and stays)."""
    filled = _fill(brightness[..., None].astype(np.float32), valid)[..., 0]
    level = np.log(np.maximum(filled, 1e-6)).astype(np.float32)
    trend = cv2.morphologyEx(level, cv2.MORPH_OPEN, np.ones((5, 5), np.uint8), borderType=cv2.BORDER_REPLICATE)
    return valid & (level - trend > np.log(BRIGHTER))


def _fill(cells: np.ndarray, valid: np.ndarray) -> np.ndarray:
    """Invalid cells take the mean of their valid neighbours, growing inwards; the board's median
    paper colour where nothing valid is near."""
    cells, valid = cells.copy(), valid.copy()
    overall = np.median(cells[valid], axis=0)
    for _ in range(max(cells.shape[:2])):
        if valid.all():
            break
        weight = cv2.blur(valid.astype(np.float32), (3, 3), borderType=cv2.BORDER_CONSTANT)
        total = cv2.blur(cells * valid[..., None], (3, 3), borderType=cv2.BORDER_CONSTANT).reshape(cells.shape)
        grow = ~valid & (weight > 0)
        if not grow.any():
            break
        cells[grow] = total[grow] / weight[grow][:, None]
        valid = valid | grow
    cells[~valid] = overall
    return cells


def normalise_light(linear_bgr: np.ndarray, light: np.ndarray) -> np.ndarray:
    """The image as if lit by even white light: 1.0 is bare paper (a reflection stays brighter)."""
    return linear_bgr / np.maximum(light, 1e-4)


@dataclass(frozen=True)
class Palette:
    """Lab colours (under even white light, paper = L 100) of the players' trains and of the print."""

    trains: dict[str, tuple[float, float, float]]
    printed: dict[str, tuple[float, float, float]]
    train_spread: dict[str, tuple[float, float, float]]
    printed_spread: dict[str, tuple[float, float, float]]

    def train(self, name: str) -> np.ndarray:
        return np.asarray(self.trains[name], np.float64)


@cache
def load_palette() -> Palette:
    raw = json.loads(resources.files("vision").joinpath("data/palette.json").read_text(encoding="utf-8"))
    as_tuples = {key: {k: tuple(v) for k, v in raw[key].items()}
                 for key in ("trains", "printed", "train_spread", "printed_spread")}
    return Palette(**as_tuples)


DEFAULT_COLOURS = ("red", "green", "blue", "black", "yellow")


def unknown_colours(names: tuple[str, ...]) -> list[str]:
    """Names in ``names`` the palette does not know as train colours."""
    return [n for n in names if n not in load_palette().trains]


SHADE_LIMITS = (0.3, 1.2)  # how much darker (or lighter) than its usual self a colour may be seen
SHADE_SPREAD = (12.0, 6.0)  # Lab spread of lightness and of a, b once shade is allowed for
SPREAD_FLOOR = (10.0, 3.0)  # no class is tighter than this in lightness, in a and b


def shaded_distance(colour: np.ndarray, prototypes: np.ndarray, spreads: np.ndarray | None = None
                    ) -> np.ndarray:
    """(n, k) scaled distance of n Lab colours from k prototypes, forgiving shade.

    In shadow a surface keeps its hue and loses lightness and chroma together, so each prototype is
    first darkened (or lightened) to the observed lightness along that ray (a, b scale with L);
    what remains is scaled by each prototype's spread (k, 3: L, a, b; default SHADE_SPREAD): tight on
    a, b, loose on L. A black train is thus told from a blue one in shadow by its missing blue.
    """
    colour = np.asarray(colour, np.float64)[:, None, :]
    proto = np.asarray(prototypes, np.float64)[None, :, :]
    if spreads is None:
        spreads = np.tile([SHADE_SPREAD[0], SHADE_SPREAD[1], SHADE_SPREAD[1]], (proto.shape[1], 1))
    spreads = np.asarray(spreads, np.float64)[None, :, :]
    ratio = np.clip(colour[..., 0] / np.maximum(proto[..., 0], 1.0), *SHADE_LIMITS)
    chroma = (colour[..., 1:] - proto[..., 1:] * ratio[..., None]) / spreads[..., 1:]
    lightness = (colour[..., 0] - proto[..., 0]) / spreads[..., 0]
    return np.sqrt(lightness**2 + (chroma**2).sum(axis=-1))


def train_spreads(palette: Palette, colours: tuple[str, ...]) -> np.ndarray:
    """(k, 3) spreads for comparing with the trains: the measured spread within bounds (shade widens
    lightness), SHADE_SPREAD for a colour not measured."""
    out = []
    for name in colours:
        measured = palette.train_spread.get(name)
        if measured is None:
            out.append([SHADE_SPREAD[0], SHADE_SPREAD[1], SHADE_SPREAD[1]])
        else:
            out.append([max(1.5 * measured[0], SPREAD_FLOOR[0]), max(measured[1], SPREAD_FLOOR[1]),
                        max(measured[2], SPREAD_FLOOR[1])])
    return np.asarray(out)
