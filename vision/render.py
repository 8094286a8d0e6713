"""A synthetic camera: a board with trains (and stations) drawn from its geometry, photographed.

Used by the tests and by the simulated table's camera. The board is drawn square-on (paper, scoring
track, printed car spaces in the print's colours, cities), trains are moulded blocks in the players'
colours laid a little askew with a shadow, and then the whole is photographed: placed on a table,
seen in perspective, lit by coloured light with a soft shadow and a reflection, blurred, noisy, and
perhaps with a hand over part of it. Everything random comes from ``seed``.

    image = render_board("usa", {"usa:atlanta-miami:0": "red"}, seed=1, view=View(tilt_deg=20))
"""

from __future__ import annotations

from dataclasses import dataclass, field

import cv2
import numpy as np

from vision.aruco import sticker_image
from vision.board_geometry import Board, load_board
from vision.colour import load_palette
from vision.sample import axes, box

ART_HEIGHT = 900  # rows of the square-on board art
TABLES = ("dark_wood", "checkered", "light_wood")
WARM = (0.72, 0.92, 1.12)  # BGR gains of tungsten light
COLD = (1.12, 1.0, 0.86)  # BGR gains of shade / a cold LED


@dataclass(frozen=True)
class View:
    """How the synthetic photo is taken."""

    size: tuple[int, int] = (1600, 1200)  # width, height of the photo
    board_fraction: float = 0.78  # board width / photo width, seen square-on
    tilt_deg: float = 0.0  # camera tilt away from straight down (perspective), up to ~30
    tilt_azimuth_deg: float = 0.0  # direction of the tilt in the board plane
    roll_deg: float = 0.0  # turn of the board in the picture
    offset: tuple[float, float] = (0.0, 0.0)  # board centre shift, fractions of the photo size
    table: str = "dark_wood"
    light: tuple[float, float, float] = (1.0, 1.0, 1.0)  # BGR gains of the light's colour
    exposure: float = 1.0
    falloff: float = 0.25  # light falling off towards one side (0 = even)
    shadow: float = 0.0  # strength (0..1) of a soft shadow over part of the board
    glare: float = 0.0  # strength (0..1) of a reflection of the lamp
    blur: float = 0.6  # Gaussian sigma in photo pixels
    noise: float = 2.0  # sensor noise sigma in 8-bit levels
    hand: bool = False  # a hand over part of the board
    hand_at: tuple[float, float] = (0.55, 0.55)  # where the hand's palm is, board uv
    markers: bool = False  # ArUco stickers on the board's corners (see vision.aruco)


@dataclass(frozen=True)
class Scene:
    image: np.ndarray  # BGR photo
    corners_px: np.ndarray  # the board's TL, TR, BR, BL in the photo
    hand_mask_uv: np.ndarray | None = field(default=None, repr=False)  # art-sized bool mask of the hand


PAPER = np.array([232.0, 238.0, 240.0], np.float32)  # the board's paper, BGR: a faintly warm off-white


def lab_to_bgr8(lab: tuple[float, float, float] | np.ndarray) -> np.ndarray:
    """A palette colour (Lab relative to bare paper) as it looks on this paper, 8-bit BGR as float."""
    pixel = np.asarray(lab, np.float32).reshape(1, 1, 3)
    linear = cv2.cvtColor(pixel, cv2.COLOR_LAB2LBGR)[0, 0] * (PAPER / 255.0) ** 2.2
    return np.clip(np.clip(linear, 0, 1) ** (1 / 2.2) * 255, 0, 255)


def _paper(rng: np.random.Generator, width: int, height: int) -> np.ndarray:
    base = PAPER
    noise = cv2.GaussianBlur(rng.normal(0, 1, (height // 8, width // 8)).astype(np.float32), (0, 0), 2)
    noise = cv2.resize(noise, (width, height))
    art = base + noise[..., None] * np.array([6, 6, 5], np.float32)
    # faint relief lines, like the map's drawing
    for _ in range(60):
        points = np.cumsum(rng.normal(0, 6, (12, 2)), axis=0) + rng.uniform((0, 0), (width, height))
        cv2.polylines(art, [points.astype(np.int32)], False, (200, 204, 206), 1, cv2.LINE_AA)
    return art


def _track(art: np.ndarray) -> None:
    height, width = art.shape[:2]
    band = int(round(0.042 * height))
    red = (38, 40, 120)
    cv2.rectangle(art, (0, 0), (width - 1, height - 1), red, band * 2)
    cv2.rectangle(art, (0, 0), (width - 1, height - 1), (30, 45, 90), 2)
    step = band * 1.05
    for y0, y1 in ((0, band), (height - band, height)):
        for x in np.arange(band, width - band - step, step):
            cv2.rectangle(art, (int(x + 2), y0 + 3), (int(x + step - 2), y1 - 3), (50, 60, 150), -1)
            cv2.rectangle(art, (int(x + 2), y0 + 3), (int(x + step - 2), y1 - 3), (90, 150, 190), 1)
    for x0, x1 in ((0, band), (width - band, width)):
        for y in np.arange(band, height - band - step, step):
            cv2.rectangle(art, (x0 + 3, int(y + 2)), (x1 - 3, int(y + step - 2)), (50, 60, 150), -1)
            cv2.rectangle(art, (x0 + 3, int(y + 2)), (x1 - 3, int(y + step - 2)), (90, 150, 190), 1)
    for cx, cy in ((band // 2, band // 2), (width - band // 2, band // 2), (width - band // 2, height - band // 2),
                   (band // 2, height - band // 2)):
        cv2.circle(art, (cx, cy), int(band * 0.45), (225, 215, 200), -1, cv2.LINE_AA)


def _print_spaces(art: np.ndarray, board: Board) -> None:
    palette = load_palette()
    height, width = art.shape[:2]
    scale = np.array([width, height], float)
    for route in board.routes:
        colour = lab_to_bgr8(palette.printed.get(route.colour, palette.printed["grey"]))
        edge = colour * 0.7
        for quad in route.slots * scale:
            pts = np.round(quad * 8).astype(np.int32)
            cv2.fillConvexPoly(art, pts, colour.tolist(), cv2.LINE_AA, shift=3)
            cv2.polylines(art, [pts], True, edge.tolist(), 1, cv2.LINE_AA, shift=3)
            centre, *_ = axes(quad)
            cv2.circle(art, tuple(np.round(centre).astype(int)), max(2, int(0.006 * height)), edge.tolist(), 1,
                       cv2.LINE_AA)
    for city in board.cities:
        centre = tuple(np.round(np.asarray(city.uv) * scale).astype(int))
        cv2.circle(art, centre, int(0.014 * height), (40, 90, 190), -1, cv2.LINE_AA)
        cv2.circle(art, centre, int(0.014 * height), (30, 50, 90), 2, cv2.LINE_AA)


@dataclass(frozen=True)
class _Car:
    body: np.ndarray  # footprint corners, art pixels
    top: np.ndarray  # the lit top face (shifted towards the light: the car has height)
    panel: np.ndarray  # the moulded panel on top
    colour: np.ndarray


def _car(quad: np.ndarray, colour: np.ndarray, rng: np.random.Generator, light_dir: np.ndarray) -> _Car:
    """One train car laid on a printed space, a little askew."""
    centre, along, across, half_long, half_short = axes(quad)
    centre = centre + across * rng.normal(0, 0.18) * half_short * 2 + along * rng.normal(0, 0.05) * half_long
    angle = np.radians(rng.normal(0, 3.0))
    rot = np.array([[np.cos(angle), -np.sin(angle)], [np.sin(angle), np.cos(angle)]])
    along, across = rot @ along, rot @ across
    hl, hs = half_long * 0.96, half_short * 1.02
    lift = light_dir * 0.25 * 0.9 * hs
    return _Car(box(centre, along, across, -hl, hl, -hs, hs),
                box(centre - lift, along, across, -hl * 0.97, hl * 0.97, -hs * 0.92, hs * 0.92),
                box(centre - lift, along, across, -hl * 0.7, hl * 0.7, -hs * 0.5, hs * 0.5), colour)


def _draw_car(art: np.ndarray, car: _Car, light_dir: np.ndarray) -> None:
    """Dark flank, lit top with an inset panel and a highlight along the edge towards the light."""
    height_px = 0.9 * np.linalg.norm(car.body[3] - car.body[0]) / 2
    flank = car.body + light_dir * height_px * 0.35
    cv2.fillConvexPoly(art, np.round(flank * 4).astype(np.int32), (car.colour * 0.55).tolist(), cv2.LINE_AA, shift=2)
    cv2.fillConvexPoly(art, np.round(car.top * 4).astype(np.int32), car.colour.tolist(), cv2.LINE_AA, shift=2)
    cv2.polylines(art, [np.round(car.panel * 4).astype(np.int32)], True, (car.colour * 0.8).tolist(), 1,
                  cv2.LINE_AA, shift=2)
    centre = car.top.mean(axis=0)
    edge = car.top[[0, 1]] if (car.top[0] - centre) @ light_dir < 0 else car.top[[3, 2]]
    cv2.line(art, tuple(np.round(edge[0] * 4).astype(int)), tuple(np.round(edge[1] * 4).astype(int)),
             np.minimum(car.colour * 0.6 + 110, 255).tolist(), 1, cv2.LINE_AA, shift=2)


def _house(centre: np.ndarray, size: float) -> np.ndarray:
    return centre + size * np.array([[-0.8, 0.7], [0.8, 0.7], [0.8, -0.2], [0.0, -0.9], [-0.8, -0.2]])


def board_art(map_id: str, claims: dict[str, str], stations: dict[str, str] | None = None, *, seed: int = 0,
              height: int = ART_HEIGHT) -> np.ndarray:
    """The board square-on under even white light, with its trains and stations (BGR float32, 0..255)."""
    board = load_board(map_id)
    palette = load_palette()
    rng = np.random.default_rng(seed)
    width, height = board.size(height)
    art = _paper(rng, width, height)
    _track(art)
    _print_spaces(art, board)
    light_dir = np.array([0.6, 0.8])
    scale = np.array([width, height], float)
    index = board.route_index()
    cars = [_car(quad, lab_to_bgr8(palette.trains[colour]), rng, light_dir)
            for route_id, colour in claims.items() if colour is not None
            for quad in board.routes[index[route_id]].slots * scale]
    cities = {c.id: np.asarray(c.uv) * scale for c in board.cities}
    houses = [(_house(cities[city_id], 0.022 * height), lab_to_bgr8(palette.trains[colour]))
              for city_id, colour in (stations or {}).items() if colour is not None]
    # pieces stand up from the board: a soft shadow away from the light, then the pieces
    shadow = np.zeros((height, width), np.float32)
    for car in cars:
        offset = light_dir * 1.2 * np.linalg.norm(car.body[3] - car.body[0]) / 2
        cv2.fillConvexPoly(shadow, np.round((car.body + offset) * 4).astype(np.int32), 1.0, cv2.LINE_AA, shift=2)
    for house, _ in houses:
        cv2.fillPoly(shadow, [np.round((house + light_dir * 0.018 * height) * 4).astype(np.int32)], 1.0,
                     cv2.LINE_AA, shift=2)
    shadow = cv2.GaussianBlur(shadow, (0, 0), 0.004 * height) * 0.45
    art *= (1.0 - shadow)[..., None]
    for car in cars:
        _draw_car(art, car, light_dir)
    for house, colour in houses:
        cv2.fillPoly(art, [np.round(house * 4).astype(np.int32)], colour.tolist(), cv2.LINE_AA, shift=2)
        cv2.polylines(art, [np.round(house * 4).astype(np.int32)], True, (colour * 0.6).tolist(), 1, cv2.LINE_AA,
                      shift=2)
    return art.astype(np.float32)


def _stick_markers(art: np.ndarray) -> np.ndarray:
    art = art.copy()
    height, width = art.shape[:2]
    side = int(0.07 * height)
    for marker_id, (x, y) in enumerate(((0, 0), (1, 0), (1, 1), (0, 1))):
        sticker = sticker_image(marker_id, side).astype(np.float32)
        size = sticker.shape[0]
        x0 = 0 if x == 0 else width - size
        y0 = 0 if y == 0 else height - size
        art[y0:y0 + size, x0:x0 + size] = sticker[..., None]
    return art


def _table(rng: np.random.Generator, kind: str, width: int, height: int) -> np.ndarray:
    if kind == "checkered":  # black-and-white gingham, a little rumpled
        cell = max(8, width // 18)
        ys, xs = np.ogrid[0:height, 0:width]
        ys, xs = ys.astype(np.float32), xs.astype(np.float32)
        warp = 6 * np.sin(xs / 97.0) + 4 * np.sin(ys / 71.0)
        dark = ((xs + warp) // cell % 2) + ((ys - warp) // cell % 2)
        table = np.repeat((230.0 - 100.0 * dark)[..., None], 3, axis=2).astype(np.float32)
    else:
        base = np.array([40, 50, 60] if kind == "dark_wood" else [120, 170, 205], np.float32)
        grain = cv2.resize(rng.normal(0, 1, (height // 16, 4)).astype(np.float32), (width, height))
        table = base + grain[..., None] * (12 if kind == "dark_wood" else 10)
    return table + _noise(rng, (height, width, 1), 4.0)


def _noise(rng: np.random.Generator, shape: tuple[int, ...], sigma: float) -> np.ndarray:
    """Gaussian noise, float32, from ``rng`` (through OpenCV's generator, seeded from it: fast)."""
    cv2.setRNGSeed(int(rng.integers(0, 2**31 - 1)))
    out = np.empty(shape, np.float32)
    cv2.randn(out, 0.0, sigma)
    return out


def camera_homography(view: View, art_size: tuple[int, int], aspect: float) -> np.ndarray:
    """Board art pixels → photo pixels for a camera tilted by ``view.tilt_deg``."""
    art_w, art_h = art_size
    photo_w, photo_h = view.size
    half_w = 0.5
    half_h = 0.5 / aspect
    corners = np.array([[-half_w, -half_h, 0], [half_w, -half_h, 0], [half_w, half_h, 0], [-half_w, half_h, 0]])
    roll = np.radians(view.roll_deg)
    rz = np.array([[np.cos(roll), -np.sin(roll), 0], [np.sin(roll), np.cos(roll), 0], [0, 0, 1]])
    azimuth = np.radians(view.tilt_azimuth_deg)
    axis = np.array([np.cos(azimuth), np.sin(azimuth), 0.0])
    tilt = np.radians(view.tilt_deg)
    k = np.array([[0, -axis[2], axis[1]], [axis[2], 0, -axis[0]], [-axis[1], axis[0], 0]])
    rotation = np.eye(3) + np.sin(tilt) * k + (1 - np.cos(tilt)) * k @ k
    distance = 1.6
    points = (rotation @ (rz @ corners.T)).T + np.array([0, 0, distance])
    focal = view.board_fraction * photo_w * distance
    projected = focal * points[:, :2] / points[:, 2:3]
    projected += np.array([photo_w / 2 + view.offset[0] * photo_w, photo_h / 2 + view.offset[1] * photo_h])
    source = np.array([[0, 0], [art_w, 0], [art_w, art_h], [0, art_h]], np.float32) - 0.5
    return cv2.getPerspectiveTransform(source, projected.astype(np.float32) - 0.5)


def _hand(photo_w: int, photo_h: int, palm: np.ndarray, size: float, rng: np.random.Generator) -> np.ndarray:
    """A hand-shaped mask (palm, four fingers, a thumb) around ``palm`` in photo pixels."""
    mask = np.zeros((photo_h, photo_w), np.float32)
    angle = rng.uniform(-0.6, 0.6) - np.pi / 2
    direction = np.array([np.cos(angle), np.sin(angle)])
    side = np.array([-direction[1], direction[0]])
    cv2.ellipse(mask, tuple(np.round(palm).astype(int)), (int(size * 0.55), int(size * 0.5)),
                float(np.degrees(angle)), 0, 360, 1.0, -1, cv2.LINE_AA)
    for i, length in enumerate((0.8, 0.95, 0.9, 0.7)):
        base = palm + direction * size * 0.4 + side * size * (i - 1.5) * 0.25
        tip = base + direction * size * length
        cv2.line(mask, tuple(np.round(base).astype(int)), tuple(np.round(tip).astype(int)), 1.0,
                 max(2, int(size * 0.18)), cv2.LINE_AA)
    thumb = palm - side * size * 0.5
    cv2.line(mask, tuple(np.round(thumb).astype(int)), tuple(np.round(thumb - side * size * 0.5 + direction * size * 0.3).astype(int)),
             1.0, max(2, int(size * 0.2)), cv2.LINE_AA)
    # the forearm, out of the picture's edge
    cv2.line(mask, tuple(np.round(palm).astype(int)), tuple(np.round(palm - direction * size * 4).astype(int)), 1.0,
             int(size * 0.8), cv2.LINE_AA)
    return mask


def render_scene(map_id: str, claims: dict[str, str], *, stations: dict[str, str] | None = None, seed: int = 0,
                 view: View | None = None, art: np.ndarray | None = None) -> Scene:
    """The synthetic photo and where the board's corners are in it."""
    view = view or View()
    board = load_board(map_id)
    rng = np.random.default_rng(seed + 7919)
    art = board_art(map_id, claims, stations, seed=seed) if art is None else art
    if view.markers:
        art = _stick_markers(art)
    art_h, art_w = art.shape[:2]
    photo_w, photo_h = view.size
    homography = camera_homography(view, (art_w, art_h), board.aspect)
    table = _table(rng, view.table, photo_w, photo_h)
    warped = cv2.warpPerspective(art, homography, (photo_w, photo_h), flags=cv2.INTER_AREA)
    coverage = cv2.warpPerspective(np.ones((art_h, art_w), np.float32), homography, (photo_w, photo_h),
                                   flags=cv2.INTER_LINEAR)
    image = warped + table * (1.0 - coverage[..., None])
    # board shadow on the table along two edges (the board has thickness)
    corners = cv2.perspectiveTransform(np.array([[[-0.5, -0.5], [art_w - 0.5, -0.5], [art_w - 0.5, art_h - 0.5],
                                                   [-0.5, art_h - 0.5]]], np.float32), homography)[0]
    ys, xs = np.ogrid[0:photo_h, 0:photo_w]
    ys, xs = ys.astype(np.float32), xs.astype(np.float32)
    # light: colour, exposure, falloff across the picture, a soft shadow, a reflection
    angle = rng.uniform(0, 2 * np.pi)
    ramp = (xs / photo_w - 0.5) * np.float32(np.cos(angle)) + (ys / photo_h - 0.5) * np.float32(np.sin(angle))
    level = (view.exposure * (1.0 - view.falloff * (ramp + 0.5))).astype(np.float32)
    if view.shadow > 0:
        centre = rng.uniform(0.3, 0.7, 2) * (photo_w, photo_h)
        shadow = np.zeros((photo_h, photo_w), np.float32)
        axes_len = (int(photo_w * rng.uniform(0.15, 0.3)), int(photo_h * rng.uniform(0.1, 0.25)))
        cv2.ellipse(shadow, tuple(np.round(centre).astype(int)), axes_len, float(rng.uniform(0, 180)), 0, 360, 1.0, -1)
        shadow = cv2.GaussianBlur(shadow, (0, 0), photo_w * 0.03)
        level = (level * (1.0 - view.shadow * 0.6 * shadow)).astype(np.float32)
    linear = cv2.pow(np.clip(image, 0, 255).astype(np.float32) / 255.0, 2.2)
    linear *= (level[..., None] * np.asarray(view.light, np.float32)).astype(np.float32)
    if view.glare > 0:
        centre = rng.uniform(0.3, 0.7, 2) * (photo_w, photo_h)
        spot = np.exp(-(((xs - centre[0]) / (photo_w * 0.12)) ** 2 + ((ys - centre[1]) / (photo_h * 0.1)) ** 2))
        linear = linear + (view.glare * 0.8 * spot[..., None]).astype(np.float32)
    image = cv2.pow(np.clip(linear, 0, 1).astype(np.float32), 1 / 2.2) * 255
    hand_mask = None
    if view.hand:
        palm = cv2.perspectiveTransform(np.array([[np.asarray(view.hand_at) * (art_w, art_h)]], np.float32),
                                        homography)[0, 0]
        size = 0.16 * np.linalg.norm(corners[1] - corners[0])
        mask = _hand(photo_w, photo_h, palm, size, rng)
        shade = cv2.GaussianBlur(np.roll(mask, (int(size * 0.15), int(size * 0.1)), axis=(0, 1)), (0, 0), size * 0.1)
        image *= (1.0 - 0.35 * shade)[..., None]
        skin = np.array([120, 150, 205], np.float32) * view.exposure * np.asarray(view.light, np.float32)
        skin_layer = skin * (0.85 + 0.15 * cv2.GaussianBlur(_noise(rng, (photo_h, photo_w), 1.0), (0, 0), 6))[..., None]
        image = image * (1.0 - mask[..., None]) + skin_layer * mask[..., None]
        hand_mask = cv2.warpPerspective(mask, np.linalg.inv(homography), (art_w, art_h)) > 0.5
    if view.blur > 0:
        image = cv2.GaussianBlur(image, (0, 0), view.blur)
    image = image + _noise(rng, image.shape, view.noise)
    return Scene(np.clip(np.round(image), 0, 255).astype(np.uint8), corners.astype(np.float64), hand_mask)


def render_board(map_id: str, claims: dict[str, str], *, stations: dict[str, str] | None = None, seed: int = 0,
                 view: View | None = None) -> np.ndarray:
    """A synthetic BGR photo of the board ``map_id`` with ``claims`` ({route id: colour}) on it."""
    return render_scene(map_id, claims, stations=stations, seed=seed, view=view).image
