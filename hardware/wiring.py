"""The wiring of a profile's dials to the Pi's 40-pin header, as data, as a table and as a picture.

`python -m hardware.wiring docs` regenerates docs/wiring-*.png and prints the tables for docs/wiring.md;
a test checks that the document still says what the profiles say.
"""

from __future__ import annotations

import sys
from dataclasses import dataclass
from pathlib import Path

from PIL import Image, ImageDraw, ImageFont

from hardware.profile import Profile, load_profile
from hardware.simulated_dials import SPI0_PINS, SPI0_SELECT

# MCP3008 (DIP-16) pins; channel n is pin n + 1.
MCP3008_PINS = {"VDD": 16, "VREF": 15, "AGND": 14, "CLK": 13, "DOUT": 12, "DIN": 11, "CS": 10, "DGND": 9}


@dataclass(frozen=True)
class Wire:
    part: str  # e.g. "auction encoder"
    terminal: str  # e.g. "A"
    header_pin: int | None  # physical pin on the 40-pin header (None: not to the header)
    signal: str  # what the header pin is, or where the wire goes instead


def header() -> dict[int, str]:
    """Physical pin → function (GPIO17, 3V3, GND, …), from gpiozero's own board data."""
    from gpiozero.pins.mock import MockFactory

    pins = MockFactory().board_info.headers["J8"].pins
    return {number: pin.name for number, pin in pins.items()}


def _pin_of(function: str, used: set[int] | None = None) -> int:
    """The header pin carrying ``function``; for power and ground the first one not used yet."""
    for number, name in sorted(header().items()):
        if name == function and (used is None or number not in used):
            if used is not None:
                used.add(number)
            return number
    raise ValueError(f"no free header pin for {function}")


def wires(profile: Profile) -> list[Wire]:
    settings = profile.dials
    ground: set[int] = set()
    result: list[Wire] = []
    if settings.build == "encoder":
        for dial in settings.encoders:
            part = f"{dial.name} encoder"
            result += [
                Wire(part, "A", _pin_of(f"GPIO{dial.pin_a}"), f"GPIO{dial.pin_a}"),
                Wire(part, "B", _pin_of(f"GPIO{dial.pin_b}"), f"GPIO{dial.pin_b}"),
                Wire(part, "C", _pin_of("GND", ground), "GND"),
            ]
        return result
    # The analog build shares power: a 3V3 rail and a GND rail on the breadboard, each fed by one header pin.
    chip = "MCP3008"
    result += [
        Wire("breadboard rails", "3V3 rail", _pin_of("3V3"), "3V3"),
        Wire("breadboard rails", "GND rail", _pin_of("GND"), "GND"),
        Wire(chip, f"VDD ({MCP3008_PINS['VDD']})", None, "3V3 rail"),
        Wire(chip, f"VREF ({MCP3008_PINS['VREF']})", None, "3V3 rail"),
        Wire(chip, f"AGND ({MCP3008_PINS['AGND']})", None, "GND rail"),
        Wire(chip, f"DGND ({MCP3008_PINS['DGND']})", None, "GND rail"),
        Wire(chip, f"CLK ({MCP3008_PINS['CLK']})", _pin_of(f"GPIO{SPI0_PINS['clock']}"), f"GPIO{SPI0_PINS['clock']} (SCLK)"),
        Wire(chip, f"DOUT ({MCP3008_PINS['DOUT']})", _pin_of(f"GPIO{SPI0_PINS['miso']}"), f"GPIO{SPI0_PINS['miso']} (MISO)"),
        Wire(chip, f"DIN ({MCP3008_PINS['DIN']})", _pin_of(f"GPIO{SPI0_PINS['mosi']}"), f"GPIO{SPI0_PINS['mosi']} (MOSI)"),
        Wire(chip, f"CS ({MCP3008_PINS['CS']})", _pin_of(f"GPIO{SPI0_SELECT[settings.spi_device]}"),
             f"GPIO{SPI0_SELECT[settings.spi_device]} (CE{settings.spi_device})"),
    ]
    for dial in settings.sensors:
        part = f"{dial.name} AS5600"
        result += [
            Wire(part, "VCC", None, "3V3 rail"),
            Wire(part, "GND", None, "GND rail"),
            Wire(part, "DIR", None, "GND rail (angle grows clockwise)"),
            Wire(part, "OUT", None, f"MCP3008 CH{dial.channel} (pin {dial.channel + 1})"),
        ]
    return result


def markdown_table(profile: Profile) -> str:
    lines = ["| part | terminal | to | header pin |", "| --- | --- | --- | --- |"]
    for wire in wires(profile):
        pin = str(wire.header_pin) if wire.header_pin is not None else "—"
        lines.append(f"| {wire.part} | {wire.terminal} | {wire.signal} | {pin} |")
    return "\n".join(lines)


def _colour(signal: str) -> str:
    if signal.startswith("3V3"):
        return "#c0392b"
    if signal.startswith("GND"):
        return "#222222"
    palette = ["#2471a3", "#d68910", "#229954", "#8e44ad", "#17a589", "#b9770e", "#5d6d7e", "#cb4335"]
    return palette[sum(map(ord, signal)) % len(palette)]


def draw(profile: Profile) -> Image.Image:
    """The header on the left, the parts on the right, one line per wire. Wires leave a pin downwards
    and run right in the gap below its row, so they cross no other pin and no label."""
    font, small, title_font = (ImageFont.load_default(size=s) for s in (22, 18, 28))
    image = Image.new("RGB", (1800, 1300), "white")
    canvas = ImageDraw.Draw(image)
    canvas.text((40, 30), f"Wiring of the {profile.name} profile", fill="black", font=title_font)
    canvas.text((40, 68), profile.description, fill="#444444", font=small)
    pins = header()
    columns_x, top, pitch = (260, 320), 170, 52
    centre: dict[int, tuple[int, int]] = {}
    canvas.rectangle((columns_x[0] - 24, top - 26, columns_x[1] + 24, top + 19 * pitch + 26), outline="black", width=3)
    canvas.text((sum(columns_x) // 2, top - 50), "40-pin header (pin 1 at the top left)", fill="black", font=small, anchor="mm")
    for number, function in pins.items():
        row, column = (number - 1) // 2, (number - 1) % 2
        x, y = columns_x[column], top + row * pitch
        centre[number] = (x, y)
        canvas.ellipse((x - 12, y - 12, x + 12, y + 12), outline="black", width=2,
                       fill="#f5b7b1" if function == "3V3" else "#aaaaaa" if function == "GND" else "white")
        label = f"{function} ({number})"
        if column == 0:
            canvas.text((x - 34, y), label, fill="black", font=small, anchor="rm")
        else:
            canvas.text((x + 34, y), label, fill="black", font=small, anchor="lm")
    parts: dict[str, list[Wire]] = {}
    for wire in wires(profile):
        parts.setdefault(wire.part, []).append(wire)
    y = top - 26
    part_left = 1150
    for part, part_wires in parts.items():
        height = 40 + 34 * len(part_wires)
        canvas.rectangle((part_left, y, part_left + 560, y + height), outline="black", width=3, fill="#fbfcfc")
        canvas.text((part_left + 280, y + 20), part, fill="black", font=font, anchor="mm")
        for index, wire in enumerate(part_wires):
            ty = y + 55 + 34 * index
            canvas.text((part_left + 16, ty), wire.terminal, fill="black", font=small, anchor="lm")
            if wire.header_pin is None:
                canvas.text((part_left + 545, ty), f"to {wire.signal}", fill="#555555", font=small, anchor="rm")
                continue
            px, py = centre[wire.header_pin]
            odd = wire.header_pin % 2
            gap_y = py + (20 if odd else 32)
            bend = 760 + 14 * ((wire.header_pin - 1) // 2) + (7 if odd else 0)
            colour = _colour(wire.signal)
            canvas.line([(px, py + 12), (px, gap_y), (bend, gap_y), (bend, ty), (part_left, ty)], fill=colour, width=4)
            canvas.ellipse((px - 6, py - 6, px + 6, py + 6), fill=colour)
        y += height + 22
    camera = {"picamera": "Pi camera on the CSI ribbon connector", "usb": "USB webcam in any USB port",
              "files": "pictures from files", "simulated": "rendered pictures"}[profile.camera.kind]
    notes = ["Card scanner: USB, in serial (CDC) mode, in any USB port; the udev rule names it /dev/rtc-scanner.",
             f"Camera: {camera}."]
    for index, note in enumerate(notes):
        canvas.text((40, 1215 + 32 * index), note, fill="black", font=font)
    return image


def main(argv: list[str]) -> int:
    folder = Path(argv[0] if argv else "docs")
    for name in ("reference", "reference-analog"):
        profile = load_profile(name)
        draw(profile).save(folder / f"wiring-{name}.png", optimize=True)
        print(f"### {name}\n\n{markdown_table(profile)}\n")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
