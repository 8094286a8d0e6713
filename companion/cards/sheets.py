"""Printable sticker sheets: one QR code per card with a readable caption, A4 pages at 300 dpi."""

from __future__ import annotations

import io
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

import segno
from PIL import Image, ImageDraw, ImageFont

from companion.cards.model import Card

MM_PER_INCH = 25.4


@dataclass(frozen=True)
class SheetLayout:
    page_mm: tuple[float, float] = (210.0, 297.0)  # A4 portrait
    dpi: int = 300
    margin_mm: float = 10.0
    columns: int = 5
    rows: int = 7
    module_px: int = 8  # one QR module: 0.68 mm at 300 dpi, well above what phone and table scanners need
    quiet_modules: int = 4  # the QR standard's quiet zone

    def px(self, mm: float) -> int:
        return round(mm * self.dpi / MM_PER_INCH)

    @property
    def per_page(self) -> int:
        return self.columns * self.rows


def _font(size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    return ImageFont.load_default(size=size)  # Pillow's bundled font: no system fonts needed


def _fitted(draw: ImageDraw.ImageDraw, text: str, width: int, size: int) -> ImageFont.FreeTypeFont | ImageFont.ImageFont:
    """The largest font up to ``size`` in which ``text`` fits ``width`` pixels."""
    while size > 12:
        font = _font(size)
        if draw.textlength(text, font=font) <= width:
            return font
        size -= 2
    return _font(size)


def qr_image(code: str, layout: SheetLayout) -> Image.Image:
    buffer = io.BytesIO()
    segno.make(code, error="m", micro=False).save(buffer, kind="png", scale=layout.module_px, border=layout.quiet_modules)
    buffer.seek(0)
    return Image.open(buffer).convert("L")


def _sticker(draw: ImageDraw.ImageDraw, page: Image.Image, card: Card, box: tuple[int, int, int, int], layout: SheetLayout) -> None:
    left, top, right, bottom = box
    width = right - left
    qr = qr_image(card.code, layout)
    page.paste(qr, (left + (width - qr.width) // 2, top))
    y = top + qr.height - layout.module_px * 2
    text_width = width - layout.px(3)
    lines = [(card.title, 30, 0), (card.note, 24, 0), (card.code, 16, 110)]
    for text, size, shade in lines:
        if not text:
            continue
        font = _fitted(draw, text, text_width, size)
        draw.text((left + width // 2, y), text, fill=shade, font=font, anchor="mt")
        y += int(size * 1.3)
    if card.long:
        # Long tickets are marked by a black bar at the bottom edge as well as in the caption.
        draw.rectangle((left + layout.px(4), bottom - layout.px(3), right - layout.px(4), bottom - layout.px(1.5)), fill=0)


def _cut_lines(draw: ImageDraw.ImageDraw, xs: list[int], ys: list[int]) -> None:
    for x in xs:
        for y in range(ys[0], ys[-1], 24):
            draw.line((x, y, x, min(y + 12, ys[-1])), fill=190, width=2)
    for y in ys:
        for x in range(xs[0], xs[-1], 24):
            draw.line((x, y, min(x + 12, xs[-1]), y), fill=190, width=2)


def render_pages(cards: Sequence[Card], heading: str, layout: SheetLayout = SheetLayout()) -> list[Image.Image]:
    """Greyscale pages, ``layout.per_page`` stickers each, in catalogue order."""
    page_w, page_h = (layout.px(mm) for mm in layout.page_mm)
    margin = layout.px(layout.margin_mm)
    cell_w = (page_w - 2 * margin) // layout.columns
    cell_h = (page_h - 2 * margin) // layout.rows
    chunks = [cards[i:i + layout.per_page] for i in range(0, len(cards), layout.per_page)] or [[]]
    pages = []
    for number, chunk in enumerate(chunks, start=1):
        page = Image.new("L", (page_w, page_h), 255)
        draw = ImageDraw.Draw(page)
        draw.text((margin, margin // 2), f"{heading} · page {number} of {len(chunks)} · cut along the grey lines",
                  fill=0, font=_font(28), anchor="lm")
        for index, card in enumerate(chunk):
            row, column = divmod(index, layout.columns)
            left, top = margin + column * cell_w, margin + row * cell_h
            _sticker(draw, page, card, (left, top, left + cell_w, top + cell_h), layout)
        used_rows = (len(chunk) + layout.columns - 1) // layout.columns
        _cut_lines(draw, [margin + c * cell_w for c in range(layout.columns + 1)],
                   [margin + r * cell_h for r in range(used_rows + 1)])
        pages.append(page)
    return pages


def page_paths(out: Path, pages: int) -> list[Path]:
    """``FILE.png`` for one page, ``FILE-1.png``, ``FILE-2.png``, … for more; a PDF is always one file."""
    if out.suffix.lower() == ".pdf" or pages == 1:
        return [out]
    return [out.with_name(f"{out.stem}-{n}{out.suffix}") for n in range(1, pages + 1)]


def write_sheets(cards: Sequence[Card], out: Path, heading: str, layout: SheetLayout = SheetLayout()) -> list[Path]:
    pages = render_pages(cards, heading, layout)
    paths = page_paths(out, len(pages))
    if out.suffix.lower() == ".pdf":
        pages[0].save(out, "PDF", save_all=True, append_images=pages[1:], resolution=float(layout.dpi),
                      title=heading, quality=95)
    else:
        for page, path in zip(pages, paths, strict=True):
            page.save(path, "PNG", dpi=(layout.dpi, layout.dpi), optimize=True)
    return paths
