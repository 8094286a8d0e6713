"""From a photo (and the board's corners in it) to the board seen square-on under even white light."""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from vision.board_geometry import Board, paper_points
from vision.colour import lab_of_linear, normalise_light, paper_light, srgb_to_linear
from vision.find_board import resize_long_side
from vision.rectify import rectify

VIEW_HEIGHT = 640  # rows of the rectified board (a car space is then about 38 × 16 pixels)
SOURCE_SIDE = 1400  # the photo is first brought down to this long side (area averaging)
CLIPPED = 250  # 8-bit level at which a camera's channel has saturated
GLARE_LEVEL = 1.05  # every channel above bare paper under the same light: a reflection of the lamp


@dataclass(frozen=True)
class BoardView:
    board: Board
    corners_px: np.ndarray  # TL, TR, BR, BL of the board in the photo's pixels
    bgr: np.ndarray  # rectified board, 8-bit BGR as photographed
    lab: np.ndarray  # rectified board, Lab, light-normalised (bare paper = L 100)
    light: np.ndarray  # the light on the board: linear BGR of bare paper per pixel
    glare: np.ndarray  # bool per pixel: brighter than bare paper, a reflection rather than a colour
    reflection: np.ndarray  # per pixel: light reflected off the board, relative to the light falling on it


def rectified_source(image_bgr: np.ndarray, corners_px: np.ndarray, board: Board,
                     height: int = VIEW_HEIGHT) -> np.ndarray:
    """The board cut out square-on from a version of the photo near the view's own resolution."""
    source, scale = resize_long_side(image_bgr, SOURCE_SIDE)
    corners = (np.asarray(corners_px, np.float64) + 0.5) * scale - 0.5
    return rectify(source, corners, board, height)


def view_board(image_bgr: np.ndarray, corners_px: np.ndarray, board: Board, height: int = VIEW_HEIGHT) -> BoardView:
    bgr = rectified_source(image_bgr, corners_px, board, height)
    linear = srgb_to_linear(bgr)
    clipped = bgr.max(axis=2) >= CLIPPED
    light, reflected = paper_light(linear, paper_points(board.map_id), clipped=clipped)
    even = normalise_light(linear, light)
    reflection = reflected.sum(axis=2) / np.maximum(light.sum(axis=2), 1e-4)
    # a reflection: brighter than paper in every channel once the light is taken out, or the camera's
    # sensor clipped (whatever colour was there is lost)
    glare = (even.min(axis=2) > GLARE_LEVEL) | clipped
    return BoardView(board, np.asarray(corners_px, np.float64), bgr, lab_of_linear(even), light, glare, reflection)
