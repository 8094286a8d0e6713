"""Reading routes (and Europe's stations) from synthetic photos: colours, light, perspective, a hand.

What is asserted is what the issue asks: every player colour is read; under changed light and up to
30° of perspective the reading holds; where something is doubtful (a hand over part of the board, a
train on print of its own colour) the call is either right or made with low confidence.
"""

import numpy as np
import pytest

from vision.colour import DEFAULT_COLOURS
from vision.detect import detect
from vision.render import COLD, WARM, View, render_scene

from .conftest import random_claims

SIZE = (1200, 900)
SURE = 0.8  # a call this confident must be right
MIN_ACCURACY = 0.95  # a train on print of its own colour may be missed, with low confidence


def check_reading(map_id, claims, detection):
    wrong = {r: (claims.get(r), c.colour, c.confidence) for r, c in detection.routes.items()
             if c.colour != claims.get(r)}
    accuracy = 1 - len(wrong) / len(detection.routes)
    assert accuracy >= MIN_ACCURACY, wrong
    assert not {r: w for r, w in wrong.items() if w[2] >= SURE}, wrong
    return wrong


@pytest.mark.parametrize("map_id", ["usa", "europe"])
def test_every_colour_is_read_on_both_maps(map_id):
    claims = random_claims(map_id, 1)
    assert set(claims.values()) == set(DEFAULT_COLOURS)
    detection = detect(render_scene(map_id, claims, seed=1, view=View(size=SIZE)).image, map_id)
    wrong = check_reading(map_id, claims, detection)
    read = {c.colour for r, c in detection.routes.items() if r not in wrong}
    assert set(DEFAULT_COLOURS) <= read


@pytest.mark.parametrize("map_id, view", [
    ("usa", View(size=SIZE, light=WARM, table="light_wood", shadow=0.7)),
    ("usa", View(size=SIZE, light=COLD, glare=0.3, roll_deg=8)),
    ("europe", View(size=SIZE, light=WARM, exposure=0.55, noise=3.0)),
    ("europe", View(size=SIZE, light=COLD, shadow=0.6, table="checkered")),
], ids=["warm+shadow", "cold+reflection", "dim-warm", "cold+shadow"])
def test_reading_holds_under_changed_light(map_id, view):
    claims = random_claims(map_id, 2)
    check_reading(map_id, claims, detect(render_scene(map_id, claims, seed=2, view=view).image, map_id))


@pytest.mark.parametrize("map_id, azimuth", [("usa", 30), ("europe", 200)])
def test_reading_holds_at_30_degrees_of_perspective(map_id, azimuth):
    claims = random_claims(map_id, 3)
    view = View(size=SIZE, tilt_deg=30, tilt_azimuth_deg=azimuth, table="checkered")
    check_reading(map_id, claims, detect(render_scene(map_id, claims, seed=3, view=view).image, map_id))


@pytest.mark.parametrize("map_id, at", [("usa", (0.55, 0.5)), ("europe", (0.4, 0.55))])
def test_a_hand_over_the_board_lowers_confidence_instead_of_a_wrong_call(map_id, at):
    claims = random_claims(map_id, 4)
    scene = render_scene(map_id, claims, seed=4, view=View(size=SIZE, hand=True, hand_at=at))
    detection = detect(scene.image, map_id)
    board = detection.view.board
    height, width = scene.hand_mask_uv.shape
    covered = set()
    for route in board.routes:
        px = np.clip(np.round(route.slots.mean(axis=1) * (width, height)).astype(int), 0, (width - 1, height - 1))
        if scene.hand_mask_uv[px[:, 1], px[:, 0]].any():
            covered.add(route.id)
    assert len(covered) >= 3
    for route_id in covered:
        call = detection.routes[route_id]
        assert call.colour == claims.get(route_id) or call.confidence < 0.5, (route_id, call)
    clear = [c.confidence for r, c in detection.routes.items() if r not in covered]
    assert np.mean([detection.routes[r].confidence for r in covered]) < np.mean(clear)


def test_stations_are_read_on_europe():
    stations = {"paris": "red", "berlin": "blue", "wien": "green", "roma": "black", "madrid": "yellow",
                "kobenhavn": "blue"}
    claims = random_claims("europe", 5)
    scene = render_scene("europe", claims, stations=stations, seed=5, view=View(size=SIZE, tilt_deg=20))
    detection = detect(scene.image, "europe")
    assert {k: v.colour for k, v in detection.stations.items() if v.colour} == stations
    assert "stations" in detection.to_json()


def test_usa_has_no_stations():
    scene = render_scene("usa", {}, seed=6, view=View(size=SIZE))
    detection = detect(scene.image, "usa")
    assert detection.stations is None and "stations" not in detection.to_json()


def test_an_empty_board_gets_no_claim():
    detection = detect(render_scene("usa", {}, seed=7, view=View(size=SIZE, light=WARM)).image, "usa")
    assert {r: c.colour for r, c in detection.routes.items() if c.colour} == {}


def test_a_reference_photo_makes_same_colour_calls_sure():
    claims = random_claims("usa", 8)
    view = View(size=SIZE, tilt_deg=10)
    empty = render_scene("usa", {}, seed=8, view=view).image
    detection = detect(render_scene("usa", claims, seed=8, view=view).image, "usa", reference=empty)
    check_reading("usa", claims, detection)
    board = detection.view.board
    same = [r.id for r in board.routes if claims.get(r.id) == r.colour]
    assert same and all(detection.routes[r].confidence > 0.75 for r in same if detection.routes[r].colour)


def test_only_the_given_colours_are_called():
    claims = {k: v for k, v in random_claims("usa", 9).items() if v in ("red", "blue")}
    detection = detect(render_scene("usa", claims, seed=9, view=View(size=SIZE)).image, "usa", colours=("red", "blue"))
    assert {c.colour for c in detection.routes.values()} <= {"red", "blue", None}
    check_reading("usa", claims, detection)


def test_corners_are_reported_in_the_photos_pixels():
    scene = render_scene("usa", {}, seed=10, view=View(size=SIZE, tilt_deg=15))
    detection = detect(scene.image, "usa")
    out = detection.to_json()
    assert list(out) == ["board_found", "corners_px", "routes", "confidence", "seconds"]
    assert np.abs(np.asarray(out["corners_px"]) - scene.corners_px).max() < 4
    assert len(out["routes"]) == len(out["confidence"]) == 100
