"""Board geometry from the package data, and the one derived Europe car space."""

import cv2
import numpy as np
import pytest

from vision.board_geometry import load_board, paper_points


@pytest.mark.parametrize("map_id, routes, spaces", [("usa", 100, 309), ("europe", 101, 300)])
def test_every_route_has_one_quad_per_car(map_id, routes, spaces):
    board = load_board(map_id)
    assert len(board.routes) == routes
    assert all(len(r.slots) == r.length for r in board.routes)
    assert board.slot_quads.shape == (spaces, 4, 2)
    assert np.all((board.slot_quads > 0) & (board.slot_quads < 1))


def test_amsterdam_bruxelles_space_is_derived_between_its_cities():
    board = load_board("europe")
    route = board.routes[board.route_index()["eu:amsterdam-bruxelles:0"]]
    assert route.id in board.notes
    cities = {c.id: np.asarray(c.uv) for c in board.cities}
    metric = np.array([board.aspect, 1.0])
    a, b = cities["amsterdam"] * metric, cities["bruxelles"] * metric
    quad = route.slots[0] * metric
    centre = quad.mean(axis=0)
    along = (b - a) / np.linalg.norm(b - a)
    # the centre lies on the segment between the cities, well inside it
    t = (centre - a) @ along / np.linalg.norm(b - a)
    assert 0.25 < t < 0.75
    assert abs((centre - a) @ np.array([-along[1], along[0]])) < 0.01
    # its long side points from one city to the other; its size is that of the other spaces
    long_side = quad[1] - quad[0]
    assert abs(long_side @ along) / np.linalg.norm(long_side) > 0.99
    others = board.slot_quads[:-1] * metric
    longs = np.linalg.norm(others[:, 1] - others[:, 0], axis=1)
    assert abs(np.linalg.norm(long_side) / np.median(longs) - 1) < 0.25


@pytest.mark.parametrize("map_id", ["usa", "europe"])
def test_paper_points_lie_off_every_space(map_id):
    board = load_board(map_id)
    height = 400
    width, _ = board.size(height)
    mask = np.zeros((height, width), np.uint8)
    for quad in board.slot_quads * (width, height):
        cv2.fillConvexPoly(mask, np.round(quad).astype(np.int32), 1)
    points = np.round(paper_points(map_id) * (width, height)).astype(int)
    assert len(points) > 1000
    assert mask[points[:, 1], points[:, 0]].sum() == 0
