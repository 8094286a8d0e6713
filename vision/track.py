"""The scoring track around the board: what its colour looks like, and how wide it is."""

from __future__ import annotations

import cv2
import numpy as np

# The track runs around the board this wide, as a fraction of the board's height (the short side),
# on all four sides (measured on the USA board; the Europe board is printed alike).
TRACK_WIDTH = 0.045


def white_patch_balance(image: np.ndarray) -> np.ndarray:
    """The image scaled per channel so that its bright end is neutral white (a first guess at white
    balance and exposure; gains are capped so that a dark photo stays dark)."""
    bright = np.percentile(image.reshape(-1, 3)[::7], 97, axis=0).astype(np.float32)
    gains = np.minimum(250.0 / np.maximum(bright, 1.0), 4.0)
    return np.clip(image.astype(np.float32) * gains, 0, 255).astype(np.uint8)


def to_lab(image_bgr: np.ndarray) -> np.ndarray:
    """CIE Lab in its own units (L 0..100), float32."""
    return cv2.cvtColor(image_bgr.astype(np.float32) / 255.0, cv2.COLOR_BGR2LAB)


def track_mask(image_bgr: np.ndarray) -> np.ndarray:
    """Pixels that look like the red-brown scoring track: reddish hue, some chroma, neither bright
    nor black (a dark table's noise has random hues)."""
    lab = to_lab(white_patch_balance(image_bgr))
    lightness, a, b = lab[..., 0], lab[..., 1], lab[..., 2]
    hue = np.degrees(np.arctan2(b, a))
    return ((np.hypot(a, b) > 8) & (hue > -30) & (hue < 62) & (lightness < 65) & (lightness > 16)).astype(np.uint8)
