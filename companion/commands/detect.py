"""`companion detect --map usa|europe PHOTO`: the route claims seen in a photo of the board, as JSON."""

from __future__ import annotations

import argparse
import errno
import json
import os
import struct
import sys
import time

NAME = "detect"
HELP = "Read the route claims (and Europe's stations) from a photo of a Ticket to Ride board; print JSON."

MAPS = ("usa", "europe")


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--map", required=True, choices=MAPS, help="which board is in the photo")
    parser.add_argument("photo", metavar="PHOTO", help="the photo (JPEG, PNG, …)")
    parser.add_argument("--reference", metavar="EMPTY_PHOTO",
                        help="a photo of the same board empty, taken with the same camera at the start")
    parser.add_argument("--colours", default="red,green,blue,black,yellow",
                        help="the players' train colours, comma-separated (default: red,green,blue,black,yellow)")
    parser.add_argument("--one-lane", action="store_true",
                        help="a 2–3 player game: only one lane of a double route can be claimed")
    parser.add_argument("--aruco", action="store_true",
                        help="find the board from ArUco markers on its corners (DICT_4X4_50, ids 0–3 clockwise from top-left)")
    parser.add_argument("--overlay", metavar="OUT.png", help="also draw what was seen on the straightened board")


def jpeg_size(path: str) -> tuple[int, int] | None:
    """(width, height) from a JPEG's frame header, without decoding it; None if not a JPEG."""
    with open(path, "rb") as handle:
        if handle.read(2) != b"\xff\xd8":
            return None
        while True:
            marker = handle.read(2)
            if len(marker) < 2 or marker[0] != 0xFF:
                return None
            if marker[1] in (0xD8, 0x01) or 0xD0 <= marker[1] <= 0xD7:
                continue
            length_bytes = handle.read(2)
            if len(length_bytes) < 2:
                return None
            (length,) = struct.unpack(">H", length_bytes)
            if marker[1] in (0xC0, 0xC1, 0xC2, 0xC3, 0xC5, 0xC6, 0xC7, 0xC9, 0xCA, 0xCB, 0xCD, 0xCE, 0xCF):
                height, width = struct.unpack(">xHH", handle.read(5))
                return width, height
            handle.seek(length - 2, os.SEEK_CUR)


def read_photo(path: str, *, working_side: int = 1400):
    """The photo as a BGR array, and the scale from the file's pixels to the array's.

    A big JPEG is decoded at half or quarter size straight away (the DCT does the shrinking, which is
    several times faster than decoding everything and shrinking after); nothing finer than about
    ``working_side`` pixels on the long side is used anyway.
    """
    import cv2

    if not os.path.isfile(path):
        if os.path.isdir(path):
            raise IsADirectoryError(errno.EISDIR, "is a directory", path)
        raise FileNotFoundError(errno.ENOENT, "no such file", path)
    flag, factor = cv2.IMREAD_COLOR, 1
    size = jpeg_size(path)
    if size is not None:
        for reduced, f in ((cv2.IMREAD_REDUCED_COLOR_4, 4), (cv2.IMREAD_REDUCED_COLOR_2, 2)):
            if max(size) / f >= working_side:
                flag, factor = reduced, f
                break
    image = cv2.imread(path, flag)
    if image is None:
        from companion.errors import CompanionError

        raise CompanionError(f"{path} is not a photo I can read.")
    scale = 1.0 / factor
    if size is not None and factor > 1:
        scale = max(image.shape[:2]) / max(size)
    return image, scale


def parse_colours(text: str) -> tuple[str, ...]:
    from companion.errors import CompanionError
    from vision.colour import load_palette

    names = tuple(part.strip().lower() for part in text.split(",") if part.strip())
    known = sorted(load_palette().trains)
    if not names:
        raise CompanionError(f"Give at least one colour, for example --colours red,blue; I know {', '.join(known)}.")
    for name in names:
        if name not in known:
            raise CompanionError(f"Unknown colour '{name}': the colours I know are {', '.join(known)}.")
    if len(set(names)) < len(names):
        raise CompanionError("A colour is given twice in --colours; give each player's colour once.")
    return names


def run(args: argparse.Namespace) -> int:
    import cv2
    import numpy as np

    from companion.errors import CompanionError
    from vision.detect import detect
    from vision.errors import VisionError

    started = time.perf_counter()
    colours = parse_colours(args.colours)
    image, scale = read_photo(args.photo)
    reference = None
    if args.reference:
        reference, _ = read_photo(args.reference)
    try:
        found = detect(image, args.map, reference=reference, colours=colours, one_lane=args.one_lane,
                       aruco=args.aruco)
    except VisionError as error:
        seconds = round(time.perf_counter() - started, 3)
        print(json.dumps({"board_found": False, "corners_px": None, "routes": {}, "confidence": {},
                          "seconds": seconds}))
        raise CompanionError(error.sentence) from None
    result = found.to_json()
    corners = (np.asarray(found.corners_px) + 0.5) / scale - 0.5
    result["corners_px"] = [[round(float(x), 2), round(float(y), 2)] for x, y in corners]
    result["seconds"] = round(time.perf_counter() - started, 3)
    if args.overlay:
        from vision.overlay import draw_overlay

        try:
            written = cv2.imwrite(args.overlay, draw_overlay(found))
        except cv2.error:
            written = False
        if not written:
            raise CompanionError(f"Cannot write the overlay to {args.overlay}: use a .png or .jpg path in an existing folder.")
    json.dump(result, sys.stdout)
    sys.stdout.write("\n")
    return 0
