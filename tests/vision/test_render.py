"""The synthetic camera is deterministic and gives what the simulated table needs."""

import numpy as np

from vision.render import View, render_board, render_scene


def test_same_seed_same_photo():
    claims = {"usa:atlanta-miami:0": "red"}
    a = render_board("usa", claims, seed=3, view=View(size=(800, 600), hand=True))
    b = render_board("usa", claims, seed=3, view=View(size=(800, 600), hand=True))
    assert a.dtype == np.uint8 and a.shape == (600, 800, 3)
    assert np.array_equal(a, b)


def test_the_board_is_where_the_scene_says():
    scene = render_scene("europe", {}, seed=1, view=View(size=(800, 600), tilt_deg=20))
    x, y = scene.corners_px.mean(axis=0)
    assert 250 < x < 550 and 150 < y < 450
    assert scene.hand_mask_uv is None
