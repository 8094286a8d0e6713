"""What the camera saw, drawn on the straightened board, for people to check at a glance.

Each claimed route's spaces are outlined in the claiming colour (thick when sure, thin and marked
with a "?" when not); unclaimed routes get a thin grey outline, and a "?" when doubtful; stations
(Europe) are rings round their city.
"""

from __future__ import annotations

import cv2
import numpy as np

from vision.colour import load_palette
from vision.detect import Detection
from vision.render import lab_to_bgr8

SURE = 0.8
OUTLINE_FOR_DARK = (255, 255, 255)


def _colour(name: str) -> tuple[int, int, int]:
    return tuple(int(v) for v in lab_to_bgr8(load_palette().trains[name]))


def draw_overlay(detection: Detection, height: int = 900) -> np.ndarray:
    """The rectified board (BGR, ``height`` rows) with the calls drawn on it."""
    view = detection.view
    board = view.board
    width = int(round(height * board.aspect))
    image = cv2.resize(view.bgr, (width, height), interpolation=cv2.INTER_AREA)
    image = (image.astype(np.float32) * 0.75 + 255 * 0.25).astype(np.uint8)  # pale, so the marks stand out
    scale = np.array([width, height], float)
    for route in board.routes:
        call = detection.routes[route.id]
        sure = call.confidence >= SURE
        for quad in route.slots * scale:
            points = np.round(quad * 4).astype(np.int32)
            if call.colour is None:
                cv2.polylines(image, [points], True, (150, 150, 150), 1, cv2.LINE_AA, shift=2)
            else:
                colour = _colour(call.colour)
                if call.colour == "black":
                    cv2.polylines(image, [points], True, OUTLINE_FOR_DARK, 4 if sure else 2, cv2.LINE_AA, shift=2)
                cv2.polylines(image, [points], True, colour, 3 if sure else 1, cv2.LINE_AA, shift=2)
        if not sure:
            middle = route.slots[len(route.slots) // 2].mean(axis=0) * scale
            cv2.putText(image, "?", tuple(np.round(middle + (-5, 6)).astype(int)), cv2.FONT_HERSHEY_SIMPLEX,
                        0.6, (0, 0, 220), 2, cv2.LINE_AA)
    for city in board.cities:
        call = (detection.stations or {}).get(city.id)
        if call is not None and call.colour is not None:
            centre = tuple(np.round(np.asarray(city.uv) * scale).astype(int))
            cv2.circle(image, centre, int(0.03 * height), _colour(call.colour), 3, cv2.LINE_AA)
    return image
