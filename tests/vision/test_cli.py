"""`companion detect`: JSON on stdout, exit status 2 and one sentence for what cannot be read."""

import json

import cv2
import numpy as np
import pytest

from companion.cli import main
from companion.commands.detect import jpeg_size, read_photo
from vision.errors import NO_BOARD
from vision.render import View, render_scene

from .conftest import random_claims

SIZE = (1200, 900)


@pytest.fixture(scope="module")
def usa_photo(tmp_path_factory):
    path = tmp_path_factory.mktemp("photos") / "usa.png"
    cv2.imwrite(str(path), render_scene("usa", random_claims("usa", 11), seed=11, view=View(size=SIZE)).image)
    return path


def run(capsys, *args):
    code = main(["detect", *map(str, args)])
    out, err = capsys.readouterr()
    return code, out, err


def test_detect_prints_the_issues_json(capsys, usa_photo, tmp_path):
    overlay = tmp_path / "seen.png"
    code, out, err = run(capsys, "--map", "usa", usa_photo, "--overlay", overlay)
    assert code == 0 and err == ""
    result = json.loads(out)
    assert list(result) == ["board_found", "corners_px", "routes", "confidence", "seconds"]
    assert result["board_found"] is True
    assert len(result["corners_px"]) == 4 and all(len(p) == 2 for p in result["corners_px"])
    assert set(result["routes"]) == set(result["confidence"])
    assert set(result["routes"].values()) <= {"red", "green", "blue", "black", "yellow", None}
    assert result["seconds"] > 0
    assert cv2.imread(str(overlay)) is not None


def test_europe_also_prints_stations(capsys, tmp_path):
    path = tmp_path / "europe.jpg"
    cv2.imwrite(str(path), render_scene("europe", {}, stations={"paris": "blue"}, seed=12, view=View(size=SIZE)).image)
    code, out, _ = run(capsys, "--map", "europe", path, "--colours", "blue,red")
    result = json.loads(out)
    assert code == 0 and result["stations"]["paris"] == "blue"
    assert len(result["stations"]) == 47


def test_no_board_is_exit_2_with_a_sentence(capsys, tmp_path):
    path = tmp_path / "table.png"
    cv2.imwrite(str(path), np.random.default_rng(1).integers(0, 256, (600, 800, 3), dtype=np.uint8))
    code, out, err = run(capsys, "--map", "usa", path)
    assert code == 2
    assert err.strip() == NO_BOARD
    assert json.loads(out)["board_found"] is False


def test_an_unreadable_file_is_exit_2(capsys, tmp_path):
    path = tmp_path / "notes.jpg"
    path.write_text("not a photo")
    code, _, err = run(capsys, "--map", "usa", path)
    assert code == 2 and err.strip() == f"{path} is not a photo I can read."


def test_a_missing_file_is_exit_2(capsys, tmp_path):
    code, _, err = run(capsys, "--map", "usa", tmp_path / "nowhere.jpg")
    assert code == 2 and err.strip() == f"There is no file {tmp_path / 'nowhere.jpg'}."


def test_an_unknown_colour_is_exit_2(capsys, usa_photo):
    code, out, err = run(capsys, "--map", "usa", usa_photo, "--colours", "red,pink")
    assert code == 2 and out == ""
    assert err.strip() == "Unknown colour 'pink': the colours I know are black, blue, green, orange, purple, red, white, yellow."


def test_an_unknown_map_is_exit_2(capsys, usa_photo):
    code, _, err = run(capsys, "--map", "mars", usa_photo)
    assert code == 2 and "mars" in err and err.count("\n") == 1


def test_a_big_jpeg_is_decoded_small_and_corners_scaled_back(tmp_path):
    image = render_scene("usa", {}, seed=13, view=View(size=(3200, 2400))).image
    path = tmp_path / "big.jpg"
    cv2.imwrite(str(path), image)
    assert jpeg_size(str(path)) == (3200, 2400)
    small, scale = read_photo(str(path))
    assert small.shape[1] == 1600 and scale == pytest.approx(0.5)
