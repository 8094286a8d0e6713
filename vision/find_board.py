"""Find the outer edge of the board (its scoring track) in a raw photo, with no markers.

Coarse: the scoring track is a red-brown ring. Its hole is the map (the track's inner edge, widened by
the track's known width, gives the outer edge), and its outside is the board's outer edge; glare or a
hand can break either, so both are tried, each outline read as the four strongest straight lines
(RANSAC: a hand or a train on the edge is not straight). Fine: `vision.board_edges` finds the
outer edge to a fraction of a pixel from the rough outline. The candidate whose sides show the most
consistent edge wins.
"""

from __future__ import annotations

import cv2
import numpy as np

from vision.board_edges import edge_image, edge_support, refine_corners
from vision.errors import NO_BOARD, VisionError
from vision.lines import order_corners, quad_from_lines, ransac_lines
from vision.track import TRACK_WIDTH, track_mask

COARSE_SIDE = 512
WORK_SIDE = 1024
MIN_SUPPORT = 0.2  # share of edge profiles agreeing with the outline (a true board: 0.35 to 0.8)


def resize_long_side(image: np.ndarray, long_side: int) -> tuple[np.ndarray, float]:
    """The image shrunk (never enlarged) so that its long side is ``long_side``; and the scale used."""
    scale = long_side / max(image.shape[:2])
    if scale >= 1.0:
        return image, 1.0
    size = (max(1, round(image.shape[1] * scale)), max(1, round(image.shape[0] * scale)))
    return cv2.resize(image, size, interpolation=cv2.INTER_AREA), scale


def along_polygon(polygon: np.ndarray) -> np.ndarray:
    """Points every pixel along a closed polygon's edges."""
    polygon = polygon.reshape(-1, 2).astype(np.float64)
    points = []
    for a, b in zip(polygon, np.roll(polygon, -1, axis=0), strict=True):
        n = max(1, int(np.ceil(np.linalg.norm(b - a))))
        points.append(a + np.linspace(0, 1, n, endpoint=False)[:, None] * (b - a))
    return np.concatenate(points)


def _quad_of_outline(points: np.ndarray, size: int, min_area: float) -> np.ndarray | None:
    lines = ransac_lines(points, tolerance=max(1.5, 0.004 * size), min_gap=0.1 * size)
    return quad_from_lines(lines, min_area) if len(lines) >= 4 else None


def widen(inner: np.ndarray, aspect_guess: float) -> np.ndarray:
    """The board's outer corners from the track's inner edge (a quad in the image)."""
    t = TRACK_WIDTH
    inner_uv = np.float32([[t / aspect_guess, t], [1 - t / aspect_guess, t], [1 - t / aspect_guess, 1 - t],
                           [t / aspect_guess, 1 - t]])
    homography = cv2.getPerspectiveTransform(inner_uv, inner.astype(np.float32))
    outer = cv2.perspectiveTransform(np.float32([[[0, 0], [1, 0], [1, 1], [0, 1]]]), homography)[0]
    return outer.astype(np.float64)


def coarse_candidates(image_bgr: np.ndarray) -> list[np.ndarray]:
    """Rough outer corners (clockwise from the image's top-left) in the given image's pixels."""
    small, scale = resize_long_side(image_bgr, COARSE_SIDE)
    mask = track_mask(small)
    k = max(3, round(max(small.shape[:2]) * 0.012)) | 1
    mask = cv2.morphologyEx(mask, cv2.MORPH_CLOSE, cv2.getStructuringElement(cv2.MORPH_ELLIPSE, (k, k)))
    size = max(small.shape[:2])
    image_area = small.shape[0] * small.shape[1]
    contours, hierarchy = cv2.findContours(mask, cv2.RETR_CCOMP, cv2.CHAIN_APPROX_NONE)
    candidates = []
    if hierarchy is not None:
        hierarchy = hierarchy[0]
        holes = [c for c, h in zip(contours, hierarchy, strict=True) if h[3] >= 0]
        outers = [c for c, h in zip(contours, hierarchy, strict=True) if h[3] < 0]
        if holes:
            hole = max(holes, key=cv2.contourArea)
            if cv2.contourArea(hole) > 0.05 * image_area:
                inner = _quad_of_outline(hole.reshape(-1, 2).astype(np.float64), size, 0.05 * image_area)
                if inner is not None:
                    candidates.append(order_corners(widen(inner, 1.5)))
        big = [c for c in outers if cv2.contourArea(c) > 0.002 * image_area]
        if big:
            # the hull of the ring's pieces: only its outer edge, bridged across breaks in the ring
            largest = cv2.contourArea(max(big, key=cv2.contourArea))
            hull = cv2.convexHull(np.concatenate([c for c in big if cv2.contourArea(c) > 0.05 * largest]))
            outer = _quad_of_outline(along_polygon(hull), size, 0.08 * image_area)
            if outer is not None:
                candidates.append(outer)
    return [(c + 0.5) / scale - 0.5 for c in candidates]


def find_board(image_bgr: np.ndarray) -> np.ndarray:
    """The four outer corners (clockwise from the image's top-left) in ``image_bgr`` pixels.

    Which corner is the board's own top-left is decided later, from the board's content.
    Raises ``VisionError`` ("no board found") when no red-brown ring outlines a board.
    """
    work, scale = resize_long_side(image_bgr, WORK_SIDE)
    edges = edge_image(work)
    best, best_support = None, 0.0
    for quad in coarse_candidates(work):
        for reach in (0.08, 0.035):
            quad = refine_corners(edges, quad, reach=reach)
        support = edge_support(edges, quad)
        if support > best_support:
            best, best_support = quad, support
    if best is None or best_support < MIN_SUPPORT:
        raise VisionError(NO_BOARD)
    return (best + 0.5) / scale - 0.5
