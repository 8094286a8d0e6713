"""The whole reading of one photo: find the board, straighten it, read every route (and station).

``detect(image, "usa")`` is the one call the rest of the application needs; it raises
``VisionError`` with a sentence when the photo cannot be read.
"""

from __future__ import annotations

import time
from dataclasses import dataclass

import numpy as np

from vision.aruco import find_markers_board
from vision.board_geometry import Board, load_board
from vision.classify import OccupancyModel, SlotEvidence, classify_slots
from vision.colour import DEFAULT_COLOURS, Palette, load_palette
from vision.decide import RouteCall, decide_routes
from vision.errors import NO_BOARD, TOO_BLURRED, VisionError
from vision.features import SlotFeatures, slot_features
from vision.find_board import find_board, resize_long_side
from vision.occlusion import clear_of_reflection, foreign_share, seen_through
from vision.orient import orient
from vision.quality import MIN_SHARPNESS, check_exposure, check_paper_light, check_sharpness, sharpness
from vision.sample import crowded_sides, print_mask, slot_patches
from vision.stations import decide_stations
from vision.view import SOURCE_SIDE, BoardView, view_board


@dataclass(frozen=True)
class Detection:
    map_id: str
    corners_px: np.ndarray  # TL, TR, BR, BL of the board (board_uv (0,0), (1,0), (1,1), (0,1)) in photo pixels
    routes: dict[str, RouteCall]
    stations: dict[str, RouteCall] | None  # Europe only: city id → who has a station there
    seconds: float
    view: BoardView
    evidence: SlotEvidence

    def to_json(self) -> dict:
        """The JSON object `companion detect` prints."""
        out: dict = {
            "board_found": True,
            "corners_px": [[round(float(x), 2), round(float(y), 2)] for x, y in self.corners_px],
            "routes": {k: v.colour for k, v in self.routes.items()},
            "confidence": {k: v.confidence for k, v in self.routes.items()},
            "seconds": round(self.seconds, 3),
        }
        if self.stations is not None:
            out["stations"] = {k: v.colour for k, v in self.stations.items()}
        return out


def locate(image_bgr: np.ndarray, board: Board, *, corners_px: np.ndarray | None = None,
           aruco: bool = False) -> np.ndarray:
    """The board's corners TL, TR, BR, BL in the photo: given, from ArUco markers, or found."""
    if corners_px is not None:
        return np.asarray(corners_px, np.float64)
    if aruco:
        return find_markers_board(image_bgr)
    return orient(image_bgr, find_board(image_bgr), board)


def read_view(image_bgr: np.ndarray, board: Board, corners_px: np.ndarray) -> tuple[BoardView, SlotFeatures]:
    view = view_board(image_bgr, corners_px, board)
    check_paper_light(view.light)
    check_sharpness(view.bgr)
    features = slot_features(slot_patches(view.lab, board.map_id),
                             slot_patches(view.glare.astype(np.uint8), board.map_id) > 0,
                             slot_patches(print_mask(board.map_id, view.lab.shape[0]), board.map_id),
                             crowded_sides(board.map_id))
    return view, features


def slot_visibility(view: BoardView) -> np.ndarray:
    """(n,) 0..1 per car space: not under a hand or a card, not washed out by a reflection."""
    board = view.board
    return (seen_through(foreign_share(view.lab, board.map_id, "slots"))
            * clear_of_reflection(view.reflection, board.slot_quads.mean(axis=1)))


def see_board(image_bgr: np.ndarray, board: Board, *, corners_px: np.ndarray | None = None,
              aruco: bool = False) -> tuple[BoardView, SlotFeatures, float]:
    """The board found in a photo (brought down to SOURCE_SIDE), straightened and its spaces described;
    and the scale from the photo's pixels to those of the view's source. Raises VisionError."""
    # everything below works on one copy of the photo brought down to SOURCE_SIDE
    source, scale = resize_long_side(image_bgr, SOURCE_SIDE)
    check_exposure(source)
    known = None if corners_px is None else (np.asarray(corners_px, np.float64) + 0.5) * scale - 0.5
    try:
        corners = locate(source, board, corners_px=known, aruco=aruco)
    except VisionError as error:
        # a board blurred past recognition is better reported as blur than as no board
        if error.sentence == NO_BOARD and sharpness(source) < MIN_SHARPNESS:
            raise VisionError(TOO_BLURRED) from None
        raise
    view, features = read_view(source, board, corners)
    return view, features, scale


def read_claims(board: Board, features: SlotFeatures, visible: np.ndarray, colours: tuple[str, ...], *,
                palette: Palette | None = None, model: OccupancyModel | None = None,
                reference: SlotFeatures | None = None, one_lane: bool = False
                ) -> tuple[dict[str, RouteCall], SlotEvidence]:
    """Route calls from a straightened board's spaces and how well each is seen (`slot_visibility`).
    ``palette`` and ``model``: the package's fitted ones unless given (as when they are validated on
    photos they were not fitted on)."""
    printed = [r.colour for r in board.routes for _ in range(len(r.slots))]
    evidence = classify_slots(features, printed, palette or load_palette(), colours, model, reference=reference,
                              visible=visible)
    routes = decide_routes(board, evidence, colours, one_lane=one_lane, print_known=reference is not None)
    return routes, evidence


def detect(image_bgr: np.ndarray, map_id: str, *, reference: np.ndarray | None = None,
           colours: tuple[str, ...] = DEFAULT_COLOURS, one_lane: bool = False,
           corners_px: np.ndarray | None = None, aruco: bool = False) -> Detection:
    """Route claims (and Europe's stations) seen in a BGR photo of the board.

    ``reference``: a photo of the same board empty, taken with the same camera at the start of the game.
    ``one_lane``: a 2–3 player game (only one lane of a double route can be claimed).
    ``corners_px``: the board's corners when already known (skips finding the board).
    ``aruco``: find the board from ArUco markers on its corners (see `vision.aruco`).
    """
    started = time.perf_counter()
    if image_bgr is None or image_bgr.ndim != 3 or image_bgr.shape[2] != 3:
        raise VisionError("The picture is not a colour photo.")
    board = load_board(map_id)
    view, features, scale = see_board(image_bgr, board, corners_px=corners_px, aruco=aruco)
    reference_features = None
    if reference is not None:
        try:
            _, reference_features, _ = see_board(reference, board, aruco=aruco)
        except VisionError as error:
            raise VisionError(f"In the reference photo: {error.sentence[0].lower()}{error.sentence[1:]}") from None
    routes, evidence = read_claims(board, features, slot_visibility(view), colours, reference=reference_features,
                                   one_lane=one_lane)
    stations = None
    if map_id == "europe":
        city_visible = (seen_through(foreign_share(view.lab, map_id, "cities"))
                        * clear_of_reflection(view.reflection, np.array([c.uv for c in board.cities])))
        stations = decide_stations(view, board, colours, evidence.trains, city_visible)
    corners_photo = (view.corners_px + 0.5) / scale - 0.5
    return Detection(map_id, corners_photo, routes, stations, time.perf_counter() - started, view, evidence)
