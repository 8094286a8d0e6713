"""Dials that are not there: gpiozero mock pins driven as a turned encoder, and a mock MCP3008 chip.

The drivers are the real ones (``drivers.dials``); only the pins under them are gpiozero's mocks.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from gpiozero.pins.mock import MockFactory, MockSPIDevice

from drivers.dials import AnalogDial, AnalogDials, EncoderDial, EncoderDials

# One detent clockwise, as (pin, level) steps: A falls, B falls, A rises, B rises (pins pulled up,
# contacts close to ground) — the 0, 2, 3, 1, 0 sequence gpiozero's RotaryEncoder counts as +1.
CLOCKWISE = (("a", False), ("b", False), ("a", True), ("b", True))
COUNTER_CLOCKWISE = (("b", False), ("a", False), ("b", True), ("a", True))

# gpiozero's hardware SPI pins for port 0 (clock, MOSI, MISO) and the select pin of each device.
SPI0_PINS = {"clock": 11, "mosi": 10, "miso": 9}
SPI0_SELECT = {0: 8, 1: 7}


class SimulatedEncoders:
    """Encoder dials on mock pins; ``turn()`` drives the pins through the quadrature sequence."""

    def __init__(self, dials: Sequence[EncoderDial], pin_factory: MockFactory | None = None) -> None:
        self.dials = {dial.name: dial for dial in dials}
        self.pin_factory = pin_factory or MockFactory()

    def driver(self, **options: Any) -> EncoderDials:
        return EncoderDials(list(self.dials.values()), pin_factory=self.pin_factory, **options)

    def pin(self, name: str, which: str) -> Any:
        dial = self.dials[name]
        return self.pin_factory.pin(dial.pin_a if which == "a" else dial.pin_b)

    def drive(self, name: str, steps: Sequence[tuple[str, bool]]) -> None:
        """Set the dial's pins level by level (for contact bounce and other mischief)."""
        for which, high in steps:
            pin = self.pin(name, which)
            pin.drive_high() if high else pin.drive_low()

    def turn(self, name: str, detents: int = 1) -> None:
        """Turn a dial by whole detents: positive clockwise, negative counter-clockwise."""
        sequence = CLOCKWISE if detents > 0 else COUNTER_CLOCKWISE
        per_field = self.dials[name].detents_per_field
        for _ in range(abs(detents) * per_field):
            self.drive(name, sequence)


class MockMCP3008(MockSPIDevice):
    """An MCP3008 on gpiozero's mock SPI: answers single-ended reads with ``levels[channel]`` (0..1)."""

    def __init__(self, select_pin: int = 8, *, pin_factory: MockFactory) -> None:
        super().__init__(SPI0_PINS["clock"], SPI0_PINS["mosi"], SPI0_PINS["miso"], select_pin, pin_factory=pin_factory)
        self.levels = [0.0] * 8
        self._answered = False

    def on_start(self) -> None:
        super().on_start()
        self._answered = False

    def on_bit(self) -> None:
        # Request: leading zeros, a start bit, single/differential, three channel bits. The answer follows
        # at once: one sampling bit, a null bit, then ten result bits, most significant first.
        if self._answered or 1 not in self.rx_buf:
            return
        start = self.rx_buf.index(1)
        if len(self.rx_buf) == start + 5:
            d2, d1, d0 = self.rx_buf[start + 2:start + 5]
            level = min(1.0, max(0.0, self.levels[d2 * 4 + d1 * 2 + d0]))
            self.tx_buf = [0, 0]
            self.tx_word(min(1023, int(level * 1024)), 10)
            self._answered = True


class SimulatedAnalogDials:
    """AS5600 sensors on an MCP3008 on mock SPI; ``set_angle()`` turns a dial to a fraction of a turn.

    Close the previous driver before making another: gpiozero shares one SPI bus object between all
    devices on the same pins, even across pin factories, so a live old driver would keep the old chip.
    """

    def __init__(self, dials: Sequence[AnalogDial], pin_factory: MockFactory | None = None, spi_device: int = 0) -> None:
        self.dials = {dial.name: dial for dial in dials}
        self.pin_factory = pin_factory or MockFactory()
        self.spi_device = spi_device
        # The chip must exist before the driver opens the bus: its clock pin is a special mock pin class.
        self.chip = MockMCP3008(SPI0_SELECT[spi_device], pin_factory=self.pin_factory)

    def driver(self, calibration: Any = None, **options: Any) -> AnalogDials:
        return AnalogDials(list(self.dials.values()), calibration, spi_device=self.spi_device,
                           pin_factory=self.pin_factory, **options)

    def set_angle(self, name: str, fraction: float) -> None:
        self.chip.levels[self.dials[name].channel] = fraction % 1.0
