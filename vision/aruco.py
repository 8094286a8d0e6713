"""Optional ArUco markers on the board's corners, for tables that want a sure fix on the board.

Convention (print them with ``marker_image``): four markers of OpenCV's DICT_4X4_50, ids 0, 1, 2, 3
on the board's top-left, top-right, bottom-right and bottom-left corners, each laid with its outer
corner on the board's outer corner. The board corner is taken as the marker corner furthest from the
middle of the four markers.
"""

from __future__ import annotations

import cv2
import numpy as np

from vision.errors import NO_BOARD, VisionError

DICTIONARY = cv2.aruco.DICT_4X4_50
CORNER_IDS = (0, 1, 2, 3)  # TL, TR, BR, BL


def _dictionary() -> cv2.aruco.Dictionary:
    return cv2.aruco.getPredefinedDictionary(DICTIONARY)


def marker_image(marker_id: int, pixels: int) -> np.ndarray:
    """A printable marker (8-bit grey, ``pixels`` square)."""
    return cv2.aruco.generateImageMarker(_dictionary(), marker_id, pixels)


def find_markers_board(image_bgr: np.ndarray) -> np.ndarray:
    """The board's corners TL, TR, BR, BL from its four corner markers (sub-pixel, as OpenCV refines them)."""
    gray = cv2.cvtColor(image_bgr, cv2.COLOR_BGR2GRAY)
    parameters = cv2.aruco.DetectorParameters()
    parameters.cornerRefinementMethod = cv2.aruco.CORNER_REFINE_SUBPIX
    corners, ids, _ = cv2.aruco.ArucoDetector(_dictionary(), parameters).detectMarkers(gray)
    found = {int(i): c.reshape(4, 2) for c, i in zip(corners, ids.ravel() if ids is not None else [], strict=False)}
    if not all(k in found for k in CORNER_IDS):
        raise VisionError(NO_BOARD)
    middle = np.mean([found[k].mean(axis=0) for k in CORNER_IDS], axis=0)
    outer = [found[k][np.argmax(np.linalg.norm(found[k] - middle, axis=1))] for k in CORNER_IDS]
    return np.asarray(outer, np.float64)
