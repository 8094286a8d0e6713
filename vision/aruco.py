"""Optional ArUco markers on the board's corners, for tables that want a sure fix on the board.

Convention (print them with ``sticker_image``): four markers of OpenCV's DICT_4X4_50, ids 0, 1, 2, 3,
on white stickers with a margin of MARGIN marker sides, stuck upright (as the board reads) on the
board's top-left, top-right, bottom-right and bottom-left corners, each sticker's outer corner on the
board's outer corner. From each marker's own four corners (sub-pixel) the sticker's outer corner is
found through the marker's perspective, so a tilted camera does not matter.
"""

from __future__ import annotations

import cv2
import numpy as np

from vision.errors import NO_BOARD, VisionError

DICTIONARY = cv2.aruco.DICT_4X4_50
CORNER_IDS = (0, 1, 2, 3)  # TL, TR, BR, BL
MARGIN = 0.25  # white margin round the marker on its sticker, in marker sides
# where the board's corner lies in each marker's own unit square (its corners at (0,0) … (0,1))
OUTER = {0: (-MARGIN, -MARGIN), 1: (1 + MARGIN, -MARGIN), 2: (1 + MARGIN, 1 + MARGIN), 3: (-MARGIN, 1 + MARGIN)}


def _dictionary() -> cv2.aruco.Dictionary:
    return cv2.aruco.getPredefinedDictionary(DICTIONARY)


def sticker_image(marker_id: int, marker_pixels: int) -> np.ndarray:
    """A printable sticker: the marker on white with its margin (8-bit grey)."""
    margin = int(round(MARGIN * marker_pixels))
    marker = cv2.aruco.generateImageMarker(_dictionary(), marker_id, marker_pixels)
    return cv2.copyMakeBorder(marker, margin, margin, margin, margin, cv2.BORDER_CONSTANT, value=255)


def find_markers_board(image_bgr: np.ndarray) -> np.ndarray:
    """The board's corners TL, TR, BR, BL from its four corner markers (sub-pixel, as OpenCV refines them)."""
    gray = cv2.cvtColor(image_bgr, cv2.COLOR_BGR2GRAY)
    parameters = cv2.aruco.DetectorParameters()
    parameters.cornerRefinementMethod = cv2.aruco.CORNER_REFINE_SUBPIX
    corners, ids, _ = cv2.aruco.ArucoDetector(_dictionary(), parameters).detectMarkers(gray)
    found = {int(i): c.reshape(4, 2) for c, i in zip(corners, ids.ravel() if ids is not None else [], strict=False)}
    if not all(k in found for k in CORNER_IDS):
        raise VisionError(NO_BOARD)
    unit = np.float32([[0, 0], [1, 0], [1, 1], [0, 1]])
    corners = []
    for k in CORNER_IDS:
        homography = cv2.getPerspectiveTransform(unit, found[k].astype(np.float32))
        corners.append(cv2.perspectiveTransform(np.float32([[OUTER[k]]]), homography)[0, 0])
    return np.asarray(corners, np.float64)
