"""Turns the raw byte stream of a serial barcode scanner into readings.

A reading ends with CR, LF or CRLF; a symbology identifier (AIM prefix such as ``]Q1`` or ``]d2``) is
removed; line noise around a reading is dropped. What cannot be a reading becomes a problem sentence.
"""

from __future__ import annotations

import re
import unicodedata
from dataclasses import dataclass

# AIM ISO/IEC 15424: "]" + symbology letter + one modifier character.
AIM_PREFIX = re.compile(r"^\][A-Za-z][0-9A-Za-z]")

DAMAGED = "The card scanner sent a damaged reading; scan the card again."
TOO_LONG = "The card scanner sent a reading too long to be a card code; scan the card again."


@dataclass(frozen=True)
class Reading:
    text: str


@dataclass(frozen=True)
class Problem:
    sentence: str


def _is_noise(char: str) -> bool:
    return char == "\ufffd" or char.isspace() or unicodedata.category(char).startswith("C")


def clean(raw: bytes) -> Reading | Problem | None:
    """One line without its terminator → a reading, a problem, or None when it was only noise."""
    text = raw.decode("utf-8", errors="replace")
    start, end = 0, len(text)
    while start < end and _is_noise(text[start]):
        start += 1
    while end > start and _is_noise(text[end - 1]):
        end -= 1
    text = AIM_PREFIX.sub("", text[start:end], count=1)
    if not text:
        return None
    # Decision: noise around a reading is line noise (scanners emit some on power-up); noise inside it
    # means the reading itself is unreliable, so it is refused rather than guessed at.
    if any(_is_noise(char) and char != " " for char in text):
        return Problem(DAMAGED)
    return Reading(text)


class LineAssembler:
    """Collects bytes across reads and yields complete readings (CR, LF or CRLF terminated)."""

    def __init__(self, max_line: int = 512) -> None:
        self.max_line = max_line
        self._buffer = bytearray()
        self._overflowed = False

    def reset(self) -> None:
        self._buffer.clear()
        self._overflowed = False

    def feed(self, data: bytes) -> list[Reading | Problem]:
        results: list[Reading | Problem] = []
        start = 0
        for match in re.finditer(rb"[\r\n]", data):
            self._take(data[start:match.start()], results)
            if self._overflowed:
                self._overflowed = False
            else:
                result = clean(bytes(self._buffer))
                if result is not None:
                    results.append(result)
            self._buffer.clear()
            start = match.end()
        self._take(data[start:], results)
        return results

    def _take(self, chunk: bytes, results: list[Reading | Problem]) -> None:
        if self._overflowed:
            return
        self._buffer += chunk
        if len(self._buffer) > self.max_line:
            self._buffer.clear()
            self._overflowed = True
            results.append(Problem(TOO_LONG))
