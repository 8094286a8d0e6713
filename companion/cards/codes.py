"""The grammar of the codes printed on card stickers (see docs/cards.md).

    code  = "RTC1" ":" game ":" kind 1*(":" part) "*" check
    game  = "1846" / "chicago-express" / "ttr-usa" / "ttr-europe"
    kind, part = 1*(ALPHA / DIGIT / "&" / "_" / "-")
    check = one of "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ#"

The check character is the weighted sum of the bytes before "*" (weights 1..36, repeating) modulo 37,
a prime: any single changed byte and any swap of two neighbours is caught unless the two byte values
differ by a multiple of 37. QR's own error correction handles smudges; the check catches what a
scanner or a person gets wrong in transcription (and codes typed by hand on the dashboard).
"""

from __future__ import annotations

import re

from companion.errors import CompanionError

PREFIX = "RTC"
VERSION = 1
CHECK_ALPHABET = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ#"
PART = re.compile(r"^[A-Za-z0-9&_-]+$")


class CardError(CompanionError):
    """A scanned or typed code that is not a card of the current game."""


def check_character(body: str) -> str:
    total = sum((index % 36 + 1) * byte for index, byte in enumerate(body.encode("utf-8")))
    return CHECK_ALPHABET[total % len(CHECK_ALPHABET)]


def encode(game: str, kind: str, parts: tuple[str, ...]) -> str:
    for part in (game, kind, *parts):
        if not PART.match(part):
            raise ValueError(f"{part!r} cannot be part of a card code")
    body = ":".join((f"{PREFIX}{VERSION}", game, kind, *parts))
    return f"{body}*{check_character(body)}"


def split(text: str) -> tuple[str, str, tuple[str, ...]]:
    """A code → (game, kind, parts), or CardError with one sentence when it is not ours or is damaged."""
    text = text.strip()
    version = re.match(rf"^{PREFIX}(\d+):", text)
    if version is None:
        raise CardError("That code is not a Rail Table Companion card label.")
    if int(version.group(1)) != VERSION:
        raise CardError(
            f"That card label is version {version.group(1)}, but this companion reads version {VERSION}; "
            "reprint the labels with this companion."
        )
    body, star, check = text.rpartition("*")
    if not star or len(check) != 1 or check_character(body) != check:
        raise CardError("That card label is damaged (its check character does not match); scan it again or reprint it.")
    fields = body.split(":")
    if len(fields) < 4 or not all(PART.match(part) for part in fields[1:]):
        raise CardError("That card label is damaged (its fields are malformed); reprint it.")
    return fields[1], fields[2], tuple(fields[3:])
