"""Sample each car space (and each city) of a rectified, light-normalised board image.

Every car space is resampled into a small patch in its own frame: the long axis across the patch,
the space itself in the middle, and as much again of its surroundings on either side (trains are
laid a little askew, stand up from the board and cast shadows; the print is flat and exactly where
the geometry says).
"""

from __future__ import annotations

from functools import cache

import cv2
import numpy as np

from vision.board_geometry import load_board

MIN_PIXELS = 8


def axes(quad: np.ndarray) -> tuple[np.ndarray, np.ndarray, np.ndarray, float, float]:
    """Centre, unit long axis, unit short axis, half length, half width of a (pixel) quad."""
    centre = quad.mean(axis=0)
    e01, e12 = quad[1] - quad[0], quad[2] - quad[1]
    if np.linalg.norm(e01) < np.linalg.norm(e12):
        e01, e12 = e12, e01
    along = e01 / np.linalg.norm(e01)
    across = np.array([-along[1], along[0]])
    rel = quad - centre
    return centre, along, across, float(np.abs(rel @ along).max()), float(np.abs(rel @ across).max())


def box(centre: np.ndarray, along: np.ndarray, across: np.ndarray, a0: float, a1: float,
        c0: float, c1: float) -> np.ndarray:
    """The rectangle centre + s·along + t·across for s in [a0, a1], t in [c0, c1]."""
    return np.array([centre + a0 * along + c0 * across, centre + a1 * along + c0 * across,
                     centre + a1 * along + c1 * across, centre + a0 * along + c1 * across])


def polygon_pixels(polygons: list[np.ndarray], size: tuple[int, int], exclude: np.ndarray | None = None
                   ) -> np.ndarray:
    """Flat indices of the pixels inside any of ``polygons`` (pixel coordinates) in an image of ``size``,
    without those where ``exclude`` is set; drawn in the polygons' bounding box only."""
    width, height = size
    points = np.concatenate(polygons)
    x0, y0 = np.maximum(np.floor(points.min(axis=0)).astype(int) - 1, 0)
    x1, y1 = np.minimum(np.ceil(points.max(axis=0)).astype(int) + 2, (width, height))
    if x1 <= x0 or y1 <= y0:
        return np.zeros(0, np.int64)
    mask = np.zeros((y1 - y0, x1 - x0), np.uint8)
    for polygon in polygons:
        cv2.fillConvexPoly(mask, np.round(polygon - (x0, y0)).astype(np.int32), 1)
    if exclude is not None:
        mask[exclude[y0:y1, x0:x1] > 0] = 0
    ys, xs = np.nonzero(mask)
    return (ys + y0) * width + (xs + x0)


def disc(centre: np.ndarray, radius: float, points: int = 24) -> np.ndarray:
    angles = np.linspace(0, 2 * np.pi, points, endpoint=False)
    return centre + radius * np.stack([np.cos(angles), np.sin(angles)], axis=1)


CITY_RADIUS = 0.018  # a city's station spot, as a fraction of the board's height


@cache
def city_spots(map_id: str, height: int) -> tuple[np.ndarray, ...]:
    """Per city, flat indices of its station spot in a rectified image ``height`` rows high, the car
    spaces reaching into it left out (a train ending at a city is no station)."""
    board = load_board(map_id)
    size = board.size(height)
    scale = np.array(size, float)
    spaces = np.zeros((size[1], size[0]), np.uint8)
    for quad in board.slot_quads * scale:
        cv2.fillConvexPoly(spaces, np.round(quad).astype(np.int32), 1)
    spaces = cv2.dilate(spaces, np.ones((5, 5), np.uint8))
    return tuple(polygon_pixels([disc(np.asarray(c.uv) * scale, CITY_RADIUS * size[1])], size, exclude=spaces)
                 for c in board.cities)


PATCH_W, PATCH_H = 64, 32  # patch size: along × across the car space
PATCH_ALONG, PATCH_ACROSS = 1.15, 2.0  # patch half-extent in the space's half-length / half-width
SPACE_ROWS = (8, 24)  # rows of the patch where the printed space lies
SPACE_COLS = (4, 60)
INNER_ROWS, INNER_COLS = (10, 22), (10, 54)


@cache
def patch_maps(map_id: str, height: int) -> tuple[np.ndarray, np.ndarray]:
    """cv2.remap maps that cut every car space's patch out of the rectified image at once:
    patch i is rows ``i*PATCH_H .. (i+1)*PATCH_H`` of the output."""
    board = load_board(map_id)
    width, height = board.size(height)
    quads = board.slot_quads * np.array([width, height], float)
    u = (np.arange(PATCH_W) + 0.5) / PATCH_W * 2 - 1  # -1 .. 1 along
    v = (np.arange(PATCH_H) + 0.5) / PATCH_H * 2 - 1  # -1 .. 1 across
    maps = np.zeros((len(quads), PATCH_H, PATCH_W, 2), np.float32)
    for i, quad in enumerate(quads):
        centre, along, across, half_long, half_short = axes(quad)
        maps[i] = (centre
                   + (u[None, :, None] * PATCH_ALONG * half_long) * along
                   + (v[:, None, None] * PATCH_ACROSS * half_short) * across)
    flat = maps.reshape(len(quads) * PATCH_H, PATCH_W, 2)
    return np.ascontiguousarray(flat[..., 0]), np.ascontiguousarray(flat[..., 1])


def slot_patches(image: np.ndarray, map_id: str) -> np.ndarray:
    """(n, PATCH_H, PATCH_W, channels) patches of every car space of a rectified board image."""
    map_x, map_y = patch_maps(map_id, image.shape[0])
    out = cv2.remap(image, map_x, map_y, cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)
    return out.reshape(-1, PATCH_H, PATCH_W, *image.shape[2:])


NEIGHBOUR_ACROSS = 1.6  # another route's space within this many space widths across crowds that side
NEIGHBOUR_ALONG = 0.8  # … and within this many space lengths along


@cache
def crowded_sides(map_id: str) -> np.ndarray:
    """(n, 2) bool per car space: another route's space lies close beside it towards lower / higher patch
    rows (see `patch_maps`): the other lane of a double route, or a route running alongside."""
    board = load_board(map_id)
    quads = board.slot_quads * np.array(board.size(400), float)
    centres = quads.mean(axis=1)
    route = board.slot_route
    out = np.zeros((len(quads), 2), bool)
    for i, quad in enumerate(quads):
        _, along, across, half_long, half_short = axes(quad)
        offset = centres - centres[i]
        a, c = offset @ along, offset @ across
        near = ((route != route[i]) & (np.abs(a) < NEIGHBOUR_ALONG * 2 * half_long)
                & (np.abs(c) < NEIGHBOUR_ACROSS * 2 * half_short) & (np.abs(c) > 0.5 * half_short))
        out[i] = (near & (c < 0)).any(), (near & (c > 0)).any()
    return out


@cache
def print_mask(map_id: str, height: int) -> np.ndarray:
    """uint8 mask of the rectified board: 1 on printed car spaces and cities (slightly widened), 0 on
    bare paper."""
    board = load_board(map_id)
    width, height = board.size(height)
    scale = np.array([width, height], float)
    mask = np.zeros((height, width), np.uint8)
    for quad in board.slot_quads * scale:
        cv2.fillConvexPoly(mask, np.round(quad).astype(np.int32), 1)
    for city in board.cities:
        cv2.circle(mask, tuple(np.round(np.asarray(city.uv) * scale).astype(int)), int(0.02 * height), 1, -1)
    return cv2.dilate(mask, np.ones((3, 3), np.uint8))
