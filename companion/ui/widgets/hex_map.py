"""A map of hexes in offset columns, drawn as small blocks, with a cursor to pick hexes by keyboard or mouse.

Hexes are flat-topped in vertical columns, odd columns half a hex lower ("odd-q"), so each hex is a
block ``CELL_WIDTH`` characters wide and two lines high, and odd columns start one line lower. The
widget knows nothing of any game: a dashboard hands it cells (label, contents, colours) and marks,
and hears back where the cursor is and which hexes were picked.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.style import Style
from rich.text import Text
from textual import events
from textual.binding import Binding
from textual.geometry import Size
from textual.message import Message
from textual.reactive import reactive
from textual.widget import Widget

CELL_WIDTH = 4


@dataclass(frozen=True)
class HexCell:
    id: str
    col: int
    row: int
    label: str  # first line (up to CELL_WIDTH characters)
    contents: Text  # second line
    background: str
    foreground: str = "#ffffff"
    outlined: bool = False  # e.g. reachable now: drawn brighter


def _fit(text: Text, width: int) -> Text:
    text = text.copy()
    text.truncate(width)
    text.pad_right(width - text.cell_len)
    return text


class HexMap(Widget, can_focus=True):
    BINDINGS = [
        Binding("up", "move(0, -1)", "Up", show=False),
        Binding("down", "move(0, 1)", "Down", show=False),
        Binding("left", "move(-1, 0)", "Left", show=False),
        Binding("right", "move(1, 0)", "Right", show=False),
        Binding("space", "toggle", "Pick hex"),
        Binding("enter", "confirm", "Confirm"),
        Binding("backspace", "clear", "Clear picks", show=False),
    ]

    cursor: reactive[str | None] = reactive(None)

    class CursorMoved(Message):
        def __init__(self, hex_id: str) -> None:
            super().__init__()
            self.hex_id = hex_id

    class Toggled(Message):
        """The operator picked or unpicked a hex (space, or a click)."""

        def __init__(self, hex_id: str) -> None:
            super().__init__()
            self.hex_id = hex_id

    class Confirmed(Message):
        """Enter on the map: carry out what the picks describe."""

    class Cleared(Message):
        pass

    def __init__(self, *, id: str | None = None, classes: str = "") -> None:
        super().__init__(id=id, classes=classes)
        self._cells: dict[str, HexCell] = {}
        self._by_place: dict[tuple[int, int], str] = {}
        self.marks: dict[str, str] = {}  # hex → one character drawn in its corner (pick order)

    # -- content -------------------------------------------------------------------------------
    def set_cells(self, cells: list[HexCell]) -> None:
        if cells == list(self._cells.values()):
            return
        self._cells = {c.id: c for c in cells}
        self._by_place = {(c.col, c.row): c.id for c in cells}
        if self.cursor not in self._cells and cells:
            self.cursor = cells[0].id
        self.refresh(layout=True)

    def set_marks(self, marks: dict[str, str]) -> None:
        if marks != self.marks:
            self.marks = dict(marks)
            self.refresh()

    def cell(self, hex_id: str) -> HexCell | None:
        return self._cells.get(hex_id)

    def get_content_width(self, container: Size, viewport: Size) -> int:
        return (max((c.col for c in self._cells.values()), default=0) + 1) * CELL_WIDTH

    def get_content_height(self, container: Size, viewport: Size, width: int) -> int:
        return (max((c.row for c in self._cells.values()), default=0) + 1) * 2 + 1

    # -- drawing -------------------------------------------------------------------------------
    def _top(self, c: int, r: int) -> int:
        return 2 * r + (c % 2)

    def render(self) -> Text:
        height = self.get_content_height(Size(0, 0), Size(0, 0), 0)
        lines: list[list[tuple[int, Text]]] = [[] for _ in range(height)]
        for cell in self._cells.values():
            top = self._top(cell.col, cell.row)
            x = cell.col * CELL_WIDTH
            style = Style(bgcolor=cell.background, color=cell.foreground, bold=cell.outlined)
            label = _fit(Text(cell.label, style=style), CELL_WIDTH)
            mark = self.marks.get(cell.id)
            if mark:
                label = _fit(Text(cell.label[: CELL_WIDTH - 1], style=style), CELL_WIDTH - 1)
                label.append(mark[:1], style=Style(bgcolor="#ffd400", color="#000000", bold=True))
            contents = _fit(Text(style=style) + cell.contents, CELL_WIDTH)
            if cell.id == self.cursor and self.can_focus:
                focus = Style(reverse=True, bold=True, underline=self.has_focus)
                label.stylize(focus)
                contents.stylize(focus)
            lines[top].append((x, label))
            lines[top + 1].append((x, contents))
        out = Text(no_wrap=True, overflow="crop")
        for index, segments in enumerate(lines):
            at = 0
            for x, text in sorted(segments, key=lambda item: item[0]):
                out.append(" " * (x - at))
                out.append_text(text)
                at = x + CELL_WIDTH
            if index < len(lines) - 1:
                out.append("\n")
        return out

    # -- moving and picking --------------------------------------------------------------------
    def watch_cursor(self, old: str | None, new: str | None) -> None:
        if new is not None:
            self.post_message(self.CursorMoved(new))
        self.refresh()

    def _on_focus(self, event: events.Focus) -> None:
        self.refresh()

    def _on_blur(self, event: events.Blur) -> None:
        self.refresh()

    def action_move(self, dx: int, dy: int) -> None:
        current = self._cells.get(self.cursor or "")
        if current is None:
            return
        if dx == 0:
            rows = sorted(r for (c, r) in self._by_place if c == current.col)
            ahead = [r for r in rows if (r - current.row) * dy > 0]
            if ahead:
                row = min(ahead, key=lambda r: abs(r - current.row))
                self.cursor = self._by_place[(current.col, row)]
            return
        column = current.col + dx
        candidates = [(c, r) for (c, r) in self._by_place if c == column]
        if not candidates:
            return
        y = self._top(current.col, current.row)
        best = min(candidates, key=lambda place: (abs(self._top(*place) - y), self._top(*place)))
        self.cursor = self._by_place[best]

    def move_to(self, hex_id: str) -> None:
        if hex_id in self._cells:
            self.cursor = hex_id

    def action_toggle(self) -> None:
        if self.cursor is not None:
            self.post_message(self.Toggled(self.cursor))

    def action_confirm(self) -> None:
        self.post_message(self.Confirmed())

    def action_clear(self) -> None:
        self.post_message(self.Cleared())

    def hex_at(self, x: int, y: int) -> str | None:
        col = x // CELL_WIDTH
        row = (y - (col % 2)) // 2
        return self._by_place.get((col, row)) if y >= (col % 2) else None

    def _on_click(self, event: events.Click) -> None:
        hex_id = self.hex_at(event.x, event.y)
        if hex_id is not None:
            self.focus()
            self.cursor = hex_id
            self.post_message(self.Toggled(hex_id))
