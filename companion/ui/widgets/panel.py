"""A bordered, titled box of text: most dashboard parts are one of these."""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

from rich.console import RenderableType
from textual.widgets import Static


class Panel(Static):
    """Shows one renderable under a border title; ``show`` replaces it."""

    def __init__(self, title: str, *, id: str | None = None, classes: str = "") -> None:
        super().__init__("", id=id, classes=f"panel {classes}".strip())
        self.border_title = title
        self._drawn_from: Any = None

    def show(self, content: RenderableType, subtitle: str = "") -> None:
        self._drawn_from = None
        self.update(content)
        self.border_subtitle = subtitle

    def show_from(self, data: Any, draw: Callable[[], RenderableType], subtitle: str = "") -> None:
        """Draw only when ``data`` (what the content is made from) changed: most updates touch few panels,
        and redrawing a table the screen already shows costs the table screen time on a Raspberry Pi."""
        if data == self._drawn_from and subtitle == self.border_subtitle:
            return
        self.show(draw(), subtitle)
        self._drawn_from = data
