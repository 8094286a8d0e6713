"""Which corner of the found quadrilateral is the board's own top-left.

The outline alone is symmetric; the content is not. Seen the right way round, the car spaces are
coloured or dark (print or trains) and the paper between them is pale; turned the wrong way, the
spaces' positions fall on paper as often as not.
"""

from __future__ import annotations

import cv2
import numpy as np

from vision.board_geometry import Board, paper_points
from vision.errors import NO_BOARD, VisionError
from vision.find_board import resize_long_side
from vision.rectify import rectify, rotations

PROBE_HEIGHT = 240
MIN_LAYOUT = 15.0  # a board seen the right way round scores 40 to 70; a quadrilateral that is no board, ~0


def ink(lab: np.ndarray) -> np.ndarray:
    """How much a pixel differs from pale paper: darkness plus chroma (8-bit Lab input)."""
    lab = lab.astype(np.float32)
    return (255 - lab[..., 0]) * (100 / 255) + np.hypot(lab[..., 1] - 128, lab[..., 2] - 128)


def layout_score(image_bgr: np.ndarray, corners_px: np.ndarray, board: Board) -> float:
    """Median ink on the car spaces minus median ink on the paper between them."""
    small = rectify(image_bgr, corners_px, board, PROBE_HEIGHT)
    width, height = board.size(PROBE_HEIGHT)
    amount = ink(cv2.cvtColor(small, cv2.COLOR_BGR2LAB))
    scale = np.array([width, height])
    def at(uv: np.ndarray) -> np.ndarray:
        px = np.clip(np.round(uv * scale - 0.5).astype(int), 0, scale - 1)
        return amount[px[:, 1], px[:, 0]]
    centres = board.slot_quads.mean(axis=1)
    return float(np.median(at(centres)) - np.median(at(paper_points(board.map_id))))


def orient(image_bgr: np.ndarray, corners_px: np.ndarray, board: Board) -> np.ndarray:
    """The corners reordered as the board's TL, TR, BR, BL; ``VisionError`` (no board) when the
    quadrilateral does not hold this board's layout whichever way it is turned."""
    small, scale = resize_long_side(image_bgr, 800)
    candidates = rotations(corners_px, board.aspect)
    scores = [layout_score(small, (c + 0.5) * scale - 0.5, board) for c in candidates]
    if max(scores) < MIN_LAYOUT:
        raise VisionError(NO_BOARD)
    return candidates[int(np.argmax(scores))]
