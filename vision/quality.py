"""Refuse photos that cannot be read: too dark, too blurred.

Darkness is judged on the whole frame before looking for the board (a black frame has no board to
find), and again on the board's paper once the board is found. Sharpness is judged on the board
itself, square-on and at a fixed size, so that the table's texture and the photo's resolution do
not count: the printed names and outlines of a sharp board give strong fine detail, a blurred one not.
When no board is found at all, a photo blurred as a whole is refused as blurred rather than boardless.
"""

from __future__ import annotations

import cv2
import numpy as np

from vision.errors import TOO_BLURRED, TOO_DARK, VisionError

DARK_FRAME = 0.04  # mean linear-ish brightness (0..1) below which a frame is too dark to try
DARK_PAPER = 0.035  # linear light on the board's paper below which colours are noise
SHARPNESS_HEIGHT = 400  # rows of the board when sharpness is measured
MIN_SHARPNESS = 0.055  # fine detail relative to the board's contrast (sharp boards: 0.15 to 0.3; a fully blurred one ~0.04)


def check_exposure(image_bgr: np.ndarray) -> None:
    small = cv2.resize(image_bgr, (64, 48), interpolation=cv2.INTER_AREA)
    level = (small.astype(np.float32) / 255.0) ** 2.2
    if float(level.mean()) < DARK_FRAME * DARK_FRAME * 4 and float(np.percentile(small, 99)) < 40:
        raise VisionError(TOO_DARK)


def check_paper_light(light: np.ndarray) -> None:
    """``light``: linear BGR of the bare paper per pixel (from `vision.colour.paper_light`)."""
    if float(np.median(light.mean(axis=2))) < DARK_PAPER:
        raise VisionError(TOO_DARK)


def sharpness(board_bgr: np.ndarray) -> float:
    """Fine detail of the rectified board (or of a whole photo): mean |Laplacian| over mean |gradient|
    at a fixed scale.

    A blur of sigma s pixels lowers the Laplacian roughly as 1/s² but the gradient only as 1/s, so the
    ratio falls with blur and does not depend on the light.
    """
    height = SHARPNESS_HEIGHT
    width = int(round(board_bgr.shape[1] * height / board_bgr.shape[0]))
    gray = cv2.cvtColor(cv2.resize(board_bgr, (width, height), interpolation=cv2.INTER_AREA), cv2.COLOR_BGR2GRAY)
    gray = gray.astype(np.float32)
    laplacian = np.abs(cv2.Laplacian(gray, cv2.CV_32F, ksize=1)).mean()
    gradient = (np.abs(cv2.Sobel(gray, cv2.CV_32F, 1, 0, ksize=3)) + np.abs(cv2.Sobel(gray, cv2.CV_32F, 0, 1, ksize=3))).mean()
    return float(laplacian / max(gradient, 1e-6))


def check_sharpness(board_bgr: np.ndarray) -> None:
    if sharpness(board_bgr) < MIN_SHARPNESS:
        raise VisionError(TOO_BLURRED)
