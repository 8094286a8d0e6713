"""Line charts drawn with braille dots: a few series over rounds, each in its own colour.

Used for the income history of the Chicago Express companies and the stock price history of the
1846 corporations. Pure drawing (``draw_chart``) is separate from the widget so it can be tested.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.widget import Widget

from companion.ui.widgets.colours import shade

# Bit of each dot in a braille cell, by (column, row) inside the 2 × 4 cell.
_DOT_BITS = {(0, 0): 0x01, (0, 1): 0x02, (0, 2): 0x04, (1, 0): 0x08, (1, 1): 0x10, (1, 2): 0x20,
             (0, 3): 0x40, (1, 3): 0x80}


@dataclass(frozen=True)
class Series:
    name: str
    values: tuple[float | None, ...]  # None: no value at that point (a company not open yet)
    colour: str

    @property
    def last(self) -> float | None:
        return next((v for v in reversed(self.values) if v is not None), None)


def _line(x0: int, y0: int, x1: int, y1: int) -> list[tuple[int, int]]:
    """Bresenham: the dots from one point to the next."""
    points = []
    dx, dy = abs(x1 - x0), -abs(y1 - y0)
    sx, sy = (1 if x0 < x1 else -1), (1 if y0 < y1 else -1)
    error = dx + dy
    while True:
        points.append((x0, y0))
        if (x0, y0) == (x1, y1):
            return points
        double = 2 * error
        if double >= dy:
            error += dy
            x0 += sx
        if double <= dx:
            error += dx
            y0 += sy


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:.1f}"


def draw_chart(series: Sequence[Series], width: int, height: int, empty: str = "No history yet.") -> Text:
    """The chart in ``width`` × ``height`` cells: y labels on the left, a legend on the last line."""
    values = [v for s in series for v in s.values if v is not None]
    points = max((len(s.values) for s in series), default=0)
    if not values or width < 8 or height < 3:
        return Text(empty, style="dim")
    low, high = min(values), max(values)
    if low == high:
        low, high = low - 1, high + 1
    labels = [_number(high), _number((high + low) / 2), _number(low)]
    axis = max(len(label) for label in labels) + 1
    plot_w, plot_h = width - axis - 1, height - 1
    dots_w, dots_h = plot_w * 2, plot_h * 4
    cells: dict[tuple[int, int], tuple[int, str]] = {}

    def dot(x: int, y: int, colour: str) -> None:
        key = (x // 2, y // 4)
        bits, _ = cells.get(key, (0, colour))
        cells[key] = (bits | _DOT_BITS[(x % 2, y % 4)], colour)

    def place(index: int, value: float) -> tuple[int, int]:
        x = 0 if points == 1 else round(index * (dots_w - 1) / (points - 1))
        y = round((high - value) * (dots_h - 1) / (high - low))
        return x, y

    for s in series:
        colour = shade(s.colour)[0] if s.colour != "black" else "#bbbbbb"
        previous = None
        for index, value in enumerate(s.values):
            if value is None:
                previous = None
                continue
            here = place(index, value)
            # With a single point so far, the value is drawn as a level line across the chart.
            start = previous or ((dots_w - 1, here[1]) if points == 1 else here)
            for x, y in _line(*start, *here):
                dot(x, y, colour)
            previous = here
    text = Text(no_wrap=True, overflow="crop")
    label_rows = {0: labels[0], plot_h // 2: labels[1], plot_h - 1: labels[2]}
    for row in range(plot_h):
        text.append(label_rows.get(row, "").rjust(axis - 1) + " ┤" if row in label_rows else " " * axis + "│",
                    style="dim")
        for col in range(plot_w):
            bits, colour = cells.get((col, row), (0, ""))
            text.append(chr(0x2800 + bits), style=Style(color=colour) if bits else None)
        text.append("\n")
    for index, s in enumerate(series):
        if index:
            text.append("  ")
        colour = shade(s.colour)[0] if s.colour != "black" else "#bbbbbb"
        text.append("━ ", style=Style(color=colour, bold=True))
        last = s.last
        text.append(f"{s.name} {_number(last) if last is not None else '–'}")
    return text


class LineChart(Widget):
    """Redraws at its own size whenever the series change or it is resized."""

    def __init__(self, empty: str = "No history yet.", *, id: str | None = None, classes: str = "") -> None:
        super().__init__(id=id, classes=classes)
        self.series: tuple[Series, ...] = ()
        self.empty = empty

    def set_series(self, series: Sequence[Series]) -> None:
        series = tuple(series)
        if series != self.series:
            self.series = series
            self.refresh()

    def render(self) -> Text:
        return draw_chart(self.series, self.content_size.width, self.content_size.height, self.empty)


class ChartPanel(Vertical):
    """A titled box holding one line chart."""

    def __init__(self, title: str, empty: str, *, id: str | None = None) -> None:
        super().__init__(id=id, classes="panel chart-panel")
        self.border_title = title
        self.empty = empty

    def compose(self) -> ComposeResult:
        yield LineChart(self.empty)

    def set_series(self, series: Sequence[Series], subtitle: str = "") -> None:
        self.query_one(LineChart).set_series(series)
        self.border_subtitle = subtitle
