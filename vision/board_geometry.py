"""Board geometry from the package data: car-space quads and city spots in board coordinates.

Board coordinates ``uv`` run from (0, 0) at the top-left OUTER corner of the physical board (scoring
track included) to (1, 1) at the bottom-right one. The rectified board image of ``height`` pixels is
``round(height * aspect)`` wide, so a pixel there is ``uv * (width, height)``.
"""

from __future__ import annotations

import json
from dataclasses import dataclass, field
from functools import cache
from importlib import resources

import cv2
import numpy as np

MAPS = ("usa", "europe")


@dataclass(frozen=True)
class Route:
    id: str
    a_id: str
    b_id: str
    length: int
    colour: str
    double: bool
    parallel_ids: tuple[str, ...]
    slots: np.ndarray = field(repr=False)  # (length, 4, 2) uv corners of each car space


@dataclass(frozen=True)
class City:
    id: str
    name: str
    uv: tuple[float, float]


@dataclass(frozen=True)
class Board:
    map_id: str
    aspect: float
    routes: tuple[Route, ...]
    cities: tuple[City, ...]
    notes: dict[str, str] = field(default_factory=dict)

    def size(self, height: int) -> tuple[int, int]:
        """(width, height) of the rectified board image ``height`` pixels high."""
        return int(round(height * self.aspect)), height

    @property
    def slot_quads(self) -> np.ndarray:
        """All car spaces, route after route: (n, 4, 2) uv."""
        return np.concatenate([r.slots for r in self.routes])

    @property
    def slot_route(self) -> np.ndarray:
        """For each row of ``slot_quads``, the index of its route."""
        return np.concatenate([np.full(len(r.slots), i) for i, r in enumerate(self.routes)])

    def route_index(self) -> dict[str, int]:
        return {r.id: i for i, r in enumerate(self.routes)}


def _read(name: str) -> dict:
    return json.loads(resources.files("vision").joinpath(name).read_text(encoding="utf-8"))


def _metric(uv: np.ndarray, aspect: float) -> np.ndarray:
    """uv → lengths in board heights, so that both axes share one unit."""
    return np.asarray(uv, float) * (aspect, 1.0)


def derive_missing_slots(raw: dict, route: dict, aspect: float, known: np.ndarray) -> np.ndarray:
    """Quads for a route that has only slot centres in the ELTE map frame (Europe's Amsterdam–Bruxelles).

    Decision (the data has no quad for that space): its centre is the ELTE centre mapped through the
    published ELTE→board affine, corrected by the median residual of the 8 nearest annotated spaces
    (their quad centre minus their own mapped ELTE centre, so the local drift of the affine fit cancels);
    its long axis points from city a to city b, as a one-space route between two cities does; its long
    and short sides are the medians of those 8 neighbours' sides.
    """
    affine = np.asarray(raw["geometry"]["elte_to_board_affine"], float)
    cities = {c["id"]: np.asarray(c["board_uv"], float) for c in raw["cities"]}
    centres_known, elte_known, longs, shorts = known
    quads = []
    for centre_elte in route["elte_slot_centres_uv"]:
        centre = affine @ np.append(centre_elte, 1.0)
        near = np.argsort(np.linalg.norm(_metric(centres_known - centre, aspect), axis=1))[:8]
        residual = np.median(centres_known[near] - elte_known[near] @ affine[:, :2].T - affine[:, 2], axis=0)
        centre = _metric(centre + residual, aspect)
        along = _metric(cities[route["b_id"]] - cities[route["a_id"]], aspect)
        along /= np.linalg.norm(along)
        across = np.array([-along[1], along[0]])
        half_long, half_short = np.median(longs[near]) / 2, np.median(shorts[near]) / 2
        corners = [centre + sa * half_long * along + sb * half_short * across
                   for sa, sb in ((-1, -1), (1, -1), (1, 1), (-1, 1))]
        quads.append(np.asarray(corners) / (aspect, 1.0))
    return np.asarray(quads)


def _known_slots(raw: dict, aspect: float) -> tuple[np.ndarray, np.ndarray, np.ndarray, np.ndarray]:
    """Centres, ELTE centres (matched nearest after the affine) and side lengths of annotated spaces."""
    affine = np.asarray(raw["geometry"]["elte_to_board_affine"], float)
    centres, elte, longs, shorts = [], [], [], []
    for route in raw["routes"]:
        if "slots_board_uv" not in route:
            continue
        quads = np.asarray(route["slots_board_uv"], float)
        mapped = np.asarray(route["elte_slot_centres_uv"], float) @ affine[:, :2].T + affine[:, 2]
        raw_elte = np.asarray(route["elte_slot_centres_uv"], float)
        for quad in quads:
            centre = quad.mean(axis=0)
            nearest = int(np.argmin(np.linalg.norm(mapped - centre, axis=1)))
            sides = np.linalg.norm(_metric(np.roll(quad, -1, axis=0) - quad, aspect), axis=1)
            centres.append(centre)
            elte.append(raw_elte[nearest])
            longs.append(max(sides[0], sides[1]))
            shorts.append(min(sides[0], sides[1]))
    return np.asarray(centres), np.asarray(elte), np.asarray(longs), np.asarray(shorts)


@cache
def load_board(map_id: str) -> Board:
    """The board of ``map_id`` ("usa" or "europe")."""
    if map_id not in MAPS:
        raise ValueError(f"unknown map {map_id!r}")
    raw = _read(f"boards/{map_id}.json")
    extra = _read("data/boards_extra.json")[map_id]
    aspect = float(extra["aspect"])
    routes = []
    notes: dict[str, str] = {}
    known = None
    for r in raw["routes"]:
        if "slots_board_uv" in r:
            slots = np.asarray(r["slots_board_uv"], float)
        else:
            known = known if known is not None else _known_slots(raw, aspect)
            slots = derive_missing_slots(raw, r, aspect, known)
            notes[r["id"]] = "car-space quads derived from ELTE centres (see derive_missing_slots)"
        routes.append(Route(r["id"], r["a_id"], r["b_id"], int(r["length"]), r["colour"], bool(r["double"]),
                            tuple(r["parallel_ids"]), slots))
    cities = tuple(City(c["id"], c["name"], (float(c["board_uv"][0]), float(c["board_uv"][1])))
                   for c in raw["cities"])
    return Board(map_id, aspect, tuple(routes), cities, notes)


@cache
def paper_points(map_id: str, height: int = 400) -> np.ndarray:
    """uv points of bare board paper: away from every car space, every city and the scoring track.

    They carry the light falling on the board (its colour and its shading) for white balance.
    """
    board = load_board(map_id)
    width, _ = board.size(height)
    scale = np.array([width, height], float)
    mask = np.zeros((height, width), np.uint8)
    margin = max(2, int(round(0.012 * height)))
    for quad in board.slot_quads:
        cv2.fillConvexPoly(mask, np.round(quad * scale).astype(np.int32), 255)
    for city in board.cities:
        cv2.circle(mask, tuple(np.round(np.asarray(city.uv) * scale).astype(int)), int(0.03 * height), 255, -1)
    mask = cv2.dilate(mask, np.ones((2 * margin + 1, 2 * margin + 1), np.uint8))
    step = max(2, height // 100)
    ys, xs = np.mgrid[int(0.08 * height):int(0.92 * height):step, int(0.06 * width):int(0.94 * width):step]
    keep = mask[ys, xs] == 0
    return np.stack([xs[keep] / width, ys[keep] / height], axis=1)
