"""Convert the game facts in ../shared/data into this project's package data.

    python tools/convert_shared_data.py [SHARED_DATA_DIR]

The installed package never reads ../shared at run time. Ticket to Ride facts are split in two:
the rules side (cities, routes, tickets, scoring) for rules/ticket_to_ride, and the board geometry
(car-space quads, city centres, printed colours) for vision/. Chicago Express and 1846 facts are
kept as published, so a table can correct a hex in one obvious place.
tests/test_package_data.py checks that the package data still agrees with ../shared.
"""

from __future__ import annotations

import json
import shutil
import sys
from pathlib import Path
from typing import Any

REPO = Path(__file__).resolve().parents[1]

RULE_ROUTE_KEYS = ("id", "a_id", "b_id", "length", "colour", "points", "double", "parallel_ids", "tunnel",
                   "ferry_locomotives")
BOARD_ROUTE_KEYS = ("id", "a_id", "b_id", "length", "colour", "double", "parallel_ids", "slots_board_uv",
                    "elte_slot_centres_uv")
MAP_IDS = {"usa": "usa", "europe": "europe"}


def ttr_rules(data: dict[str, Any], map_id: str) -> dict[str, Any]:
    return {
        "map": map_id,
        "game": data["game"],
        "scoring": data["scoring"],
        "cities": [{"id": c["id"], "name": c["name"]} for c in data["cities"]],
        "routes": [{k: r[k] for k in RULE_ROUTE_KEYS if k in r} for r in data["routes"]],
        "tickets": [{k: t[k] for k in ("id", "a_id", "b_id", "points", "long") if k in t} for t in data["tickets"]],
    }


def ttr_board(data: dict[str, Any], map_id: str) -> dict[str, Any]:
    return {
        "map": map_id,
        "geometry": data["geometry"],
        "cities": [{"id": c["id"], "name": c["name"], "board_uv": c["board_uv"]} for c in data["cities"]],
        "routes": [{k: r[k] for k in BOARD_ROUTE_KEYS if k in r} for r in data["routes"]],
    }


def convert(shared_data: Path) -> list[Path]:
    written: list[Path] = []
    for map_id in MAP_IDS:
        data = json.loads((shared_data / "ticket-to-ride" / f"{map_id}.json").read_text())
        for target, content in (
            (REPO / "rules/ticket_to_ride/data" / f"{map_id}.json", ttr_rules(data, map_id)),
            (REPO / "vision/boards" / f"{map_id}.json", ttr_board(data, map_id)),
        ):
            target.write_text(json.dumps(content, indent=1, ensure_ascii=False) + "\n")
            written.append(target)
    for source, target in (
        (shared_data / "chicago-express/map.json", REPO / "rules/chicago_express/data/map.json"),
        (shared_data / "1846/facts.json", REPO / "rules/g1846/data/facts.json"),
    ):
        shutil.copyfile(source, target)
        written.append(target)
    return written


if __name__ == "__main__":
    root = Path(sys.argv[1]) if len(sys.argv) > 1 else REPO.parent / "shared" / "data"
    for path in convert(root):
        print(path.relative_to(REPO))
