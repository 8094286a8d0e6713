"""Finding the board's outer edge (no markers, and with ArUco markers), and refusing bad photos."""

import cv2
import numpy as np
import pytest

from vision.aruco import find_markers_board
from vision.board_geometry import load_board
from vision.detect import detect
from vision.errors import NO_BOARD, TOO_BLURRED, TOO_DARK, VisionError
from vision.find_board import find_board
from vision.orient import orient
from vision.render import View, render_scene

from .conftest import random_claims

SIZE = (1200, 900)


def width_of(corners):
    return (np.linalg.norm(corners[1] - corners[0]) + np.linalg.norm(corners[2] - corners[3])) / 2


@pytest.mark.parametrize("table, tilt, azimuth, roll", [
    ("dark_wood", 0, 0, 0), ("checkered", 15, 40, 5), ("light_wood", 30, 120, -8), ("checkered", 30, 250, 12),
])
def test_corners_found_to_a_fraction_of_the_board_width(table, tilt, azimuth, roll):
    scene = render_scene("usa", random_claims("usa", 1), seed=4,
                         view=View(size=SIZE, table=table, tilt_deg=tilt, tilt_azimuth_deg=azimuth, roll_deg=roll))
    corners = orient(scene.image, find_board(scene.image), load_board("usa"))
    error = np.linalg.norm(corners - scene.corners_px, axis=1).max() / width_of(scene.corners_px)
    assert error < 0.004


def test_an_upside_down_board_is_turned_the_right_way():
    scene = render_scene("usa", random_claims("usa", 2), seed=2, view=View(size=SIZE, roll_deg=178))
    corners = orient(scene.image, find_board(scene.image), load_board("usa"))
    assert np.linalg.norm(corners - scene.corners_px, axis=1).max() < 5


def test_aruco_corner_markers_give_the_corners():
    scene = render_scene("usa", {}, seed=3, view=View(size=SIZE, markers=True, tilt_deg=25, tilt_azimuth_deg=60))
    assert np.linalg.norm(find_markers_board(scene.image) - scene.corners_px, axis=1).max() < 1.5


def test_missing_markers_are_no_board():
    scene = render_scene("usa", {}, seed=3, view=View(size=SIZE))
    with pytest.raises(VisionError) as refused:
        find_markers_board(scene.image)
    assert refused.value.sentence == NO_BOARD


def refusal(image):
    with pytest.raises(VisionError) as refused:
        detect(image, "usa")
    return refused.value.sentence


def test_a_table_without_a_board_is_refused():
    table = render_scene("usa", {}, seed=5, view=View(size=SIZE, table="checkered", board_fraction=1e-4)).image
    assert refusal(table) == NO_BOARD


def test_noise_is_refused():
    noise = np.random.default_rng(0).integers(0, 256, (900, 1200, 3), dtype=np.uint8)
    assert refusal(noise) == NO_BOARD


def test_a_black_frame_is_too_dark():
    assert refusal(np.zeros((900, 1200, 3), np.uint8)) == TOO_DARK


def test_a_heavily_blurred_frame_is_too_blurred():
    scene = render_scene("usa", random_claims("usa", 1), seed=1, view=View(size=SIZE))
    assert refusal(cv2.GaussianBlur(scene.image, (0, 0), 12)) == TOO_BLURRED


def test_the_refusal_sentences_say_what_to_do():
    for sentence in (NO_BOARD, TOO_DARK, TOO_BLURRED):
        assert sentence.endswith(".") and ":" in sentence


def test_detect_can_use_the_markers_instead_of_the_track():
    claims = random_claims("usa", 6)
    scene = render_scene("usa", claims, seed=6, view=View(size=SIZE, markers=True, tilt_deg=20, table="checkered"))
    detection = detect(scene.image, "usa", aruco=True)
    assert np.linalg.norm(detection.corners_px - scene.corners_px, axis=1).max() < 2
    assert sum(c.colour == claims.get(r) for r, c in detection.routes.items()) >= 95
