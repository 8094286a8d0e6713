"""Shared fixtures for the vision tests: game positions to render, real photos decoded once."""

from __future__ import annotations

import json

import numpy as np
import pytest

from tests.shared_data import require_shared
from vision.board_geometry import load_board
from vision.colour import DEFAULT_COLOURS


def random_claims(map_id: str, seed: int, share: float = 0.45) -> dict[str, str]:
    """A legal-looking position: about ``share`` of the routes claimed, every default colour used,
    never both lanes of a double by one colour."""
    board = load_board(map_id)
    rng = np.random.default_rng(seed)
    claims: dict[str, str] = {}
    for i, route in enumerate(board.routes):
        if rng.random() < share:
            colour = DEFAULT_COLOURS[(i + seed) % len(DEFAULT_COLOURS)]
            if all(claims.get(p) != colour for p in route.parallel_ids):
                claims[route.id] = colour
    return claims


@pytest.fixture(scope="session")
def photos_dir():
    return require_shared("data", "ticket-to-ride", "photos")


@pytest.fixture(scope="session")
def labelled(photos_dir):
    """{board name: (truth, detection, scale)} for every labelled photo, read and detected once."""
    from companion.commands.detect import read_photo
    from vision.detect import detect

    out = {}
    for folder in sorted(p for p in photos_dir.iterdir() if (p / "truth.json").is_file()):
        truth = json.loads((folder / "truth.json").read_text())
        image, scale = read_photo(str(folder / truth.get("image", "photo.jpg")))
        out[folder.name] = (truth, detect(image, "usa"), scale)
    return out
