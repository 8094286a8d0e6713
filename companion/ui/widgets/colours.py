"""Colour names of the table (player and company colours) as terminal styles."""

from __future__ import annotations

from rich.style import Style
from rich.text import Text

# Decision: shades picked to stay apart from each other and readable from a metre away.
_SHADES: dict[str, tuple[str, str]] = {  # name → (background, text on it)
    "red": ("#c62828", "#ffffff"),
    "blue": ("#1e63d6", "#ffffff"),
    "green": ("#2e8b3a", "#ffffff"),
    "yellow": ("#e6c229", "#000000"),
    "black": ("#1a1a1a", "#ffffff"),
    "white": ("#eeeeee", "#000000"),
    "purple": ("#7b3fb0", "#ffffff"),
    "orange": ("#e07a1f", "#000000"),
    "grey": ("#8c8c8c", "#000000"),
    "gray": ("#8c8c8c", "#000000"),
    "pink": ("#e06fa8", "#000000"),
    "brown": ("#7a4b22", "#ffffff"),
}
# For anything without a colour of its own (seat order).
SEAT_COLOURS = ("red", "blue", "green", "yellow", "purple", "orange", "white", "black")


def shade(colour: str | None) -> tuple[str, str]:
    return _SHADES.get((colour or "").casefold(), ("#555555", "#ffffff"))


def badge(label: str, colour: str | None) -> Text:
    """``label`` on its colour, e.g. a company code or a player's name."""
    background, foreground = shade(colour)
    return Text(f" {label} ", style=Style(bgcolor=background, color=foreground, bold=True))


def ink(label: str, colour: str | None) -> Text:
    """``label`` written in its colour (black and white, unreadable as ink, stay default)."""
    if (colour or "").casefold() in ("black", "white", ""):
        return Text(label, style="bold")
    return Text(label, style=Style(color=shade(colour)[0], bold=True))
