"""The labelled photos in ../shared (never copied here): route accuracy and corner error.

Accuracy uses score_claims.py's definition (a route is right when the called colour, or none, equals
the truth). The issue's targets are pooled accuracy ≥ 99.5 %, no invented claim on the empty board,
median corner error ≤ 0.3 % of the board width. The corner and empty-board targets are met and
asserted; the pooled accuracy target is not met yet: it is kept as a strict expected failure (it will
turn red the day it passes, to be promoted), and the figure reached is guarded against regression.
"""

import json
import statistics

import numpy as np
import pytest

REACHED_POOLED = 0.98  # pooled accuracy reached (in-sample 0.990; held out by game position 0.987), minus a margin
TARGET_POOLED = 0.995


def accuracy(truth, detection):
    return sum(detection.routes[r].colour == c for r, c in truth["routes"].items()), len(truth["routes"])


def corner_errors(truth, detection, scale):
    corners = (np.asarray(detection.corners_px) + 0.5) / scale - 0.5
    t = np.asarray(truth["corners_px"], float)
    width = (np.linalg.norm(t[1] - t[0]) + np.linalg.norm(t[2] - t[3])) / 2
    return list(np.linalg.norm(corners - t, axis=1) / width * 100)


def pooled(labelled):
    right = total = 0
    for truth, detection, _ in labelled.values():
        r, n = accuracy(truth, detection)
        right, total = right + r, total + n
    return right / total


def test_median_corner_error_is_within_the_target(labelled):
    errors = [e for truth, detection, scale in labelled.values() for e in corner_errors(truth, detection, scale)]
    assert statistics.median(errors) <= 0.3
    assert max(errors) < 1.0


def test_corners_found_on_the_unlabelled_photos(photos_dir):
    from companion.commands.detect import read_photo
    from vision.detect import detect

    entries = json.loads((photos_dir / "unlabelled" / "corners.json").read_text())["images"]
    errors = []
    for name, entry in entries.items():
        image, scale = read_photo(str(photos_dir / "unlabelled" / name))
        errors += corner_errors(entry, detect(image, "usa"), scale)
    assert statistics.median(errors) <= 0.3
    assert max(errors) < 1.0


def test_route_accuracy_does_not_regress(labelled):
    assert pooled(labelled) >= REACHED_POOLED
    for name, (truth, detection, _) in labelled.items():
        right, total = accuracy(truth, detection)
        assert right / total >= 0.9, name


@pytest.mark.xfail(strict=True, reason="target 99.5 % not reached: trains on print of their own colour, trains "
                   "laid a space off their print and double lanes leaning over (see docs/vision.md, Limits)")
def test_pooled_route_accuracy_meets_the_target(labelled):
    assert pooled(labelled) >= TARGET_POOLED


def test_no_invented_claim_on_the_empty_board(labelled):
    truth, detection, _ = labelled["IMG_4048_blank"]
    assert all(v is None for v in truth["routes"].values())
    assert [r for r, c in detection.routes.items() if c.colour] == []


def test_doubtful_calls_are_flagged(labelled):
    """Wrong calls are mostly made with low confidence: the table is asked to confirm them."""
    wrong_sure = total_wrong = 0
    for truth, detection, _ in labelled.values():
        for route, colour in truth["routes"].items():
            call = detection.routes[route]
            if call.colour != colour:
                total_wrong += 1
                wrong_sure += call.confidence >= 0.9
    assert wrong_sure <= total_wrong / 2
