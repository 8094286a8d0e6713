"""Map between the photo and the board's own frame (the rectified board image)."""

from __future__ import annotations

import cv2
import numpy as np

from vision.board_geometry import Board


def board_corners(width: int, height: int) -> np.ndarray:
    """The outer corners TL, TR, BR, BL in a rectified image of that size (pixel centres convention)."""
    return np.array([[-0.5, -0.5], [width - 0.5, -0.5], [width - 0.5, height - 0.5], [-0.5, height - 0.5]],
                    np.float64)


def homography(corners_px: np.ndarray, width: int, height: int) -> np.ndarray:
    """The 3×3 map from photo pixels to rectified-board pixels, given the board's TL, TR, BR, BL corners."""
    return cv2.getPerspectiveTransform(np.asarray(corners_px, np.float32), board_corners(width, height).astype(np.float32))


def rectify(image: np.ndarray, corners_px: np.ndarray, board: Board, height: int) -> np.ndarray:
    """The board cut out of ``image`` and straightened: ``board.size(height)`` pixels."""
    width, height = board.size(height)
    return cv2.warpPerspective(image, homography(corners_px, width, height), (width, height),
                               flags=cv2.INTER_LINEAR, borderMode=cv2.BORDER_REPLICATE)


def uv_to_photo(uv: np.ndarray, corners_px: np.ndarray) -> np.ndarray:
    """Board coordinates → photo pixels."""
    unit = cv2.getPerspectiveTransform(np.float32([[0, 0], [1, 0], [1, 1], [0, 1]]), np.asarray(corners_px, np.float32))
    points = np.asarray(uv, np.float64).reshape(-1, 1, 2)
    return cv2.perspectiveTransform(points, unit).reshape(np.shape(uv))


def rotations(corners_px: np.ndarray, aspect: float) -> list[np.ndarray]:
    """The corner orders (TL, TR, BR, BL of the board) a clockwise image quad may stand for.

    A board's long side is its top; the two orders that put a long image side on top come first (a
    board upright or upside down), the two others only when the quad is nearly square in the photo.
    """
    quad = np.asarray(corners_px, np.float64)
    top = np.linalg.norm(quad[1] - quad[0]) + np.linalg.norm(quad[2] - quad[3])
    side = np.linalg.norm(quad[3] - quad[0]) + np.linalg.norm(quad[2] - quad[1])
    landscape = [quad, np.roll(quad, -2, axis=0)]
    portrait = [np.roll(quad, -1, axis=0), np.roll(quad, -3, axis=0)]
    ratio = top / side
    if ratio >= 1:
        ordered = landscape + (portrait if ratio < aspect ** 0.5 * 0.9 else [])
    else:
        ordered = portrait + (landscape if 1 / ratio < aspect ** 0.5 * 0.9 else [])
    return ordered
