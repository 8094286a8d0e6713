"""A bordered, titled box of text: most dashboard parts are one of these."""

from __future__ import annotations

from rich.console import RenderableType
from textual.widgets import Static


class Panel(Static):
    """Shows one renderable under a border title; ``show`` replaces it."""

    def __init__(self, title: str, *, id: str | None = None, classes: str = "") -> None:
        super().__init__("", id=id, classes=f"panel {classes}".strip())
        self.border_title = title

    def show(self, content: RenderableType, subtitle: str = "") -> None:
        self.update(content)
        self.border_subtitle = subtitle
