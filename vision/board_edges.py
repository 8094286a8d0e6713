"""The board's outer edge to a fraction of a pixel: edge searches across each side of a rough outline.

Along each profile (inside → outside) the board's edge follows the outermost run of track-coloured
pixels at least a third of a track wide: table, cloth and map never look like the track, and its
inner edge (towards the map) lies further in. Profiles without such a run (glare on the track) are
left out, and robust lines through the rest give the sides.
"""

from __future__ import annotations

from dataclasses import dataclass

import cv2
import numpy as np

from vision.lines import intersect, line_through
from vision.track import TRACK_WIDTH, to_lab, track_mask


def _edges_after_runs(profile: np.ndarray, last: np.ndarray, run: int, gap: int, beyond: int
                      ) -> tuple[np.ndarray, np.ndarray]:
    """Per profile, the sub-sample index of the board edge just outside its last track sample.

    The edge is where the colour, walking out from the track, first gets half-way to the table's
    (taken ``gap`` samples further out); the outer rim of the track can be lighter than the track,
    and under glare even whitish, so the track's last sample alone would put the edge too far in.
    Returns (index or nan, colour contrast between track and table).
    """
    samples, n, _ = profile.shape
    positions = np.full(samples, np.nan)
    contrast = np.zeros(samples)
    for r in range(samples):
        e = last[r]
        if e < run or e + gap + beyond >= n:
            continue
        inside = profile[r, e - run + 1:e + 1].mean(axis=0)
        outside = np.median(profile[r, e + gap:e + gap + beyond], axis=0)
        difference = outside - inside
        contrast[r] = np.linalg.norm(difference)
        if contrast[r] < 1e-6:
            continue
        start = e - run // 2
        level = (profile[r, start:e + gap + 1] - inside) @ difference / contrast[r] ** 2
        above = np.nonzero(level >= 0.5)[0]
        if len(above) == 0 or above[0] == 0:
            continue
        j = above[0] - 1
        positions[r] = start + j + (0.5 - level[j]) / (level[j + 1] - level[j])
    return positions, contrast

@dataclass(frozen=True)
class EdgeSearch:
    """What an edge search across one side of the board needs, in work-image pixels."""

    lab: np.ndarray  # the work image in Lab
    track: np.ndarray  # float32 1 where the pixel looks like the scoring track
    reach: float  # profile half-length
    run: int  # samples of track needed inside the edge
    gap: int  # samples from the track's last sample to the table's reference colour
    beyond: int  # samples averaged for the table's reference colour
    step: float = 0.5
    samples: int = 96


def side_edge_points(search: EdgeSearch, a: np.ndarray, b: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray]:
    """Edge points across the side a→b of a clockwise quad: (points, weights, position along the side)."""
    along = (b - a) / np.linalg.norm(b - a)
    outward = np.array([along[1], -along[0]])  # clockwise quad: the left-hand normal points out
    # outward the profile goes on far enough to see the table past an edge found at its very end
    outer = search.reach + (search.gap + search.beyond + 1) * search.step
    offsets = np.arange(-search.reach, outer + search.step / 2, search.step)
    n = len(offsets)
    ts = np.linspace(0.03, 0.97, search.samples)
    bases = a + ts[:, None] * (b - a)
    maps = (bases[:, None, :] + offsets[None, :, None] * outward).astype(np.float32)
    profile = cv2.remap(search.lab, maps[..., 0], maps[..., 1], cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
    is_track = cv2.remap(search.track, maps[..., 0], maps[..., 1], cv2.INTER_NEAREST,
                         borderMode=cv2.BORDER_CONSTANT)
    # share of track samples among the `run` samples ending at each position
    run = search.run
    cumulative = np.concatenate([np.zeros((search.samples, 1)), np.cumsum(is_track, axis=1)], axis=1)
    share = np.zeros((search.samples, n))
    share[:, run - 1:] = (cumulative[:, run:] - cumulative[:, :-run]) / run
    good = share >= 0.7
    last = np.where(good.any(axis=1), n - 1 - np.argmax(good[:, ::-1], axis=1), -1)
    last[offsets[np.maximum(last, 0)] > search.reach] = -1
    index, contrast = _edges_after_runs(profile, last, run, search.gap, search.beyond)
    found = np.isfinite(index)
    position = offsets[0] + np.where(found, index, 0.0) * search.step
    points = bases + position[:, None] * outward
    return points, (found & (contrast > 8)).astype(np.float64), ts


@dataclass(frozen=True)
class EdgeImage:
    """The work image as the edge search reads it (prepared once for all searches)."""

    lab: np.ndarray  # Lab, lightly smoothed
    track: np.ndarray  # float32 1 where the pixel looks like the scoring track


def edge_image(image_bgr: np.ndarray) -> EdgeImage:
    return EdgeImage(cv2.GaussianBlur(to_lab(image_bgr), (0, 0), 0.7), track_mask(image_bgr).astype(np.float32))


def _search(edges: EdgeImage, quad: np.ndarray, reach: float) -> EdgeSearch:
    height = (np.linalg.norm(quad[3] - quad[0]) + np.linalg.norm(quad[2] - quad[1])) / 2
    width = (np.linalg.norm(quad[1] - quad[0]) + np.linalg.norm(quad[2] - quad[3])) / 2
    short = min(height, width)
    step = 0.5
    return EdgeSearch(
        lab=edges.lab,
        track=edges.track,
        reach=reach * short,
        run=max(3, int(round(TRACK_WIDTH * short / 3 / step))),
        gap=max(3, int(round(0.012 * short / step))),
        beyond=max(3, int(round(0.01 * short / step))),
        step=step,
    )


def refine_corners(edges: EdgeImage, quad: np.ndarray, *, reach: float) -> np.ndarray:
    """Sub-pixel outer corners (clockwise from the image's top-left) from the rough ``quad``;
    ``reach``: how far off the rough sides may be, as a fraction of the board's short side."""
    quad = np.asarray(quad, np.float64)
    search = _search(edges, quad, reach)
    lines = []
    for side in range(4):
        a, b = quad[side], quad[(side + 1) % 4]
        points, weights, ts = side_edge_points(search, a, b)
        # too few edge points (a side in glare or off the picture): keep the side as it was
        line = line_through(points, weights) or (a, (b - a) / np.linalg.norm(b - a))
        # A real board is not quite straight (folds, warp): each corner comes from a line weighted
        # towards that corner's end of the side, when enough edge points lie near that end.
        ends = []
        for distance in (ts, 1 - ts):
            near = weights * np.exp(-0.5 * (distance / 0.3) ** 2)
            local = line_through(points, near) if near.sum() >= 0.25 * weights.sum() and near.sum() >= 10 else None
            ends.append(local or line)
        lines.append(ends)
    return np.asarray([intersect(lines[(i - 1) % 4][1], lines[i][0]) for i in range(4)])


def edge_support(edges: EdgeImage, quad: np.ndarray, tolerance: float = 0.004) -> float:
    """Share of the profiles across the four sides of ``quad`` that find the board's edge within
    ``tolerance`` (fraction of the short side) of it: near 1 for a board's true outline."""
    quad = np.asarray(quad, np.float64)
    search = _search(edges, quad, 0.02)
    shares = []
    for side in range(4):
        a, b = quad[side], quad[(side + 1) % 4]
        points, weights, _ = side_edge_points(search, a, b)
        along = (b - a) / np.linalg.norm(b - a)
        off = np.abs((points - a) @ np.array([-along[1], along[0]]))
        shares.append(float(np.mean((weights > 0) & (off < tolerance * search.reach / 0.02))))
    return float(np.mean(shares))
