"""The drivers of one hardware profile, real or simulated, behind one object.

``open_table(profile)`` builds the scanner, dials and camera the profile describes. With a simulated
profile the drivers are the same; what is under them is a pseudo-terminal scanner and gpiozero mock
pins, which ``Table.scan()`` and ``Table.turn()`` operate as a player would.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import numpy as np

from drivers.camera import FrameSource, open_camera
from drivers.card_scanner import CardScanner
from drivers.dial_calibration import FILE_NAME as CALIBRATION_FILE
from drivers.dial_calibration import DialCalibration, uniform
from drivers.dial_calibration import load as load_calibration
from drivers.dials import AnalogDials, EncoderDials
from drivers.errors import DriverError
from hardware.profile import Profile
from hardware.simulated_dials import SimulatedAnalogDials, SimulatedEncoders
from hardware.virtual_scanner import VirtualScanner

Listener = Callable[[Any], None]


def blank_board(width: int, height: int) -> Callable[[], np.ndarray]:
    """What a simulated camera shows until a board renderer is plugged in: an empty grey table."""
    frame = np.full((height, width, 3), 96, np.uint8)
    return frame.copy


def open_scanner(profile: Profile, *, on_event: Listener | None = None,
                 virtual: VirtualScanner | None = None) -> CardScanner:
    port = virtual.port if virtual is not None else profile.scanner.port
    return CardScanner(port, profile.scanner.baud, on_event=on_event)


def open_dials(profile: Profile, *, calibration: DialCalibration | None = None, on_event: Listener | None = None,
               pin_factory: Any = None, clock: Callable[[], float] = time.monotonic) -> EncoderDials | AnalogDials:
    settings = profile.dials
    if settings.build == "encoder":
        return EncoderDials(settings.encoders, settle=settings.settle, clock=clock, pin_factory=pin_factory, on_event=on_event)
    return AnalogDials(settings.sensors, calibration, spi_port=settings.spi_port, spi_device=settings.spi_device,
                       hysteresis=settings.hysteresis, settle=settings.settle, clock=clock,
                       pin_factory=pin_factory, on_event=on_event)


def open_frames(profile: Profile, render: Callable[[], np.ndarray] | None = None) -> FrameSource:
    camera = profile.camera
    if camera.kind == "simulated" and render is None:
        render = blank_board(camera.width or 1600, camera.height or 1200)
    return open_camera(camera.kind, device=camera.device, path=camera.path, width=camera.width,
                       height=camera.height, render=render)


@dataclass
class Table:
    profile: Profile
    scanner: CardScanner
    dials: EncoderDials | AnalogDials
    camera: FrameSource
    virtual_scanner: VirtualScanner | None = None
    dial_pins: SimulatedEncoders | SimulatedAnalogDials | None = None
    _closers: list[Callable[[], None]] = field(default_factory=list)

    def start(self) -> Table:
        """Read the scanner and poll the dials in background threads (events go to ``on_event``)."""
        self.scanner.start()
        self.dials.start()
        return self

    # -- a player's hands on the simulated table --------------------------------------------------
    def scan(self, text: str, ending: str = "\r\n") -> None:
        """Scan a code on the simulated scanner (e.g. ``table.scan(card.code)``)."""
        if self.virtual_scanner is None:
            raise DriverError("Only a simulated table can scan by itself; use the real scanner.")
        self.virtual_scanner.scan(text, ending)

    def turn(self, dial: str, detents: int = 1) -> None:
        """Turn a simulated dial by whole fields (negative: counter-clockwise)."""
        if isinstance(self.dial_pins, SimulatedEncoders):
            self.dial_pins.turn(dial, detents)
        elif isinstance(self.dial_pins, SimulatedAnalogDials):
            fields = self.profile.dials.fields[dial]
            position = self.dials.positions.get(dial) or 0
            self.dial_pins.set_angle(dial, uniform(fields)[(position + detents) % fields])
        else:
            raise DriverError("Only a simulated table can turn its dials by itself; turn the real ones.")

    def close(self) -> None:
        for close in (self.dials.close, self.scanner.stop, self.camera.close, *self._closers):
            close()


def open_table(profile: Profile, *, on_event: Listener | None = None, render: Callable[[], np.ndarray] | None = None,
               calibration: DialCalibration | None = None, data_dir: Path | None = None,
               pin_factory: Any = None, clock: Callable[[], float] = time.monotonic) -> Table:
    """The drivers of ``profile``; with a simulated profile also the virtual devices under them.

    An analog build reads its calibration from ``data_dir`` unless one is given; a simulated analog
    build has nothing to measure and uses evenly spaced fields. ``pin_factory`` (real profiles only)
    defaults to gpiozero's own choice."""
    if calibration is None and data_dir is not None and profile.dials.build == "analog":
        calibration = load_calibration(data_dir / CALIBRATION_FILE)
    virtual = dial_pins = None
    closers: list[Callable[[], None]] = []
    if profile.simulated:
        virtual = VirtualScanner()
        closers.append(virtual.close)
        if profile.dials.build == "encoder":
            dial_pins = SimulatedEncoders(profile.dials.encoders)
        else:
            dial_pins = SimulatedAnalogDials(profile.dials.sensors, spi_device=profile.dials.spi_device)
            calibration = DialCalibration({d.name: tuple(uniform(d.fields)) for d in profile.dials.sensors})
        pin_factory = dial_pins.pin_factory
    try:
        scanner = open_scanner(profile, on_event=on_event, virtual=virtual)
        dials = open_dials(profile, calibration=calibration, on_event=on_event, pin_factory=pin_factory, clock=clock)
    except Exception:
        for close in closers:
            close()
        raise
    camera = open_frames(profile, render)
    return Table(profile, scanner, dials, camera, virtual, dial_pins, closers)
