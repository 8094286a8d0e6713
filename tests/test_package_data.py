"""The package data still agrees with the facts in ../shared/data it was converted from."""

import json
import sys
from pathlib import Path

import pytest

from tests.shared_data import REPO, require_shared

sys.path.insert(0, str(REPO / "tools"))
import convert_shared_data  # noqa: E402


@pytest.mark.parametrize("map_id", ["usa", "europe"])
def test_ticket_to_ride_data_agrees_with_shared(map_id):
    source = json.loads((require_shared("data", "ticket-to-ride") / f"{map_id}.json").read_text())
    rules = json.loads((REPO / "rules/ticket_to_ride/data" / f"{map_id}.json").read_text())
    board = json.loads((REPO / "vision/boards" / f"{map_id}.json").read_text())
    assert rules == convert_shared_data.ttr_rules(source, map_id)
    assert board == convert_shared_data.ttr_board(source, map_id)
    assert len(rules["routes"]) == source["counts"]["routes"]
    assert len(rules["tickets"]) == source["counts"]["tickets"]


@pytest.mark.parametrize(
    "shared_path, package_path",
    [("chicago-express/map.json", "rules/chicago_express/data/map.json"), ("1846/facts.json", "rules/g1846/data/facts.json")],
)
def test_published_facts_are_kept_as_published(shared_path, package_path):
    source = json.loads((require_shared("data") / shared_path).read_text())
    assert json.loads((REPO / package_path).read_text()) == source


def test_package_data_is_inside_the_packages():
    for path in ["rules/ticket_to_ride/data/usa.json", "vision/boards/europe.json", "rules/g1846/data/facts.json"]:
        assert Path(REPO, path).is_file()
