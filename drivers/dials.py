"""Spinner dials: named dials of N fields (field 0 = START), read by one of two builds.

- ``EncoderDials``: quadrature rotary encoders with detents (gpiozero ``RotaryEncoder``, ``max_steps=0``);
  position = (detents turned, per field) modulo the field count, counted from START at power-up.
- ``AnalogDials``: absolute magnetic angle sensors (AS5600 analog output) read through an MCP3008 (gpiozero
  ``MCP3008``), snapped to calibrated field centres with hysteresis.

Both debounce in our code with an injectable clock (gpiozero's pins do not debounce mock input, and
real encoders chatter): ``DialMoved(dial, position)`` is emitted only once a position has held for
``settle`` seconds, so a fast spin or a wobble at an edge yields only where the needle comes to rest.
Call ``poll()`` from the session's loop, or ``start()`` a thread that polls. Drivers know no game: the
dial names and field counts come from the hardware profile.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from typing import Any

from drivers.dial_calibration import DialCalibration, snap, uniform, validate
from drivers.errors import DriverError
from drivers.gpio import use_pin_factory
from drivers.health import Health, HealthChanged, HealthTracker, State


@dataclass(frozen=True)
class DialMoved:
    dial: str
    position: int  # 0 = START, 1..fields-1 the fields after it
    at: float = 0.0


DialEvent = DialMoved | HealthChanged


@dataclass(frozen=True)
class EncoderDial:
    name: str
    fields: int
    pin_a: int | str
    pin_b: int | str
    detents_per_field: int = 1


@dataclass(frozen=True)
class AnalogDial:
    name: str
    fields: int
    channel: int  # MCP3008 input 0..7


class Settler:
    """Debounce one dial: a new raw position counts once it has held for ``settle`` seconds."""

    def __init__(self, settle: float, position: int | None) -> None:
        self.settle = settle
        self.settled = position
        self._raw = position
        self._since = 0.0

    def observe(self, raw: int, now: float) -> None:
        if raw != self._raw:
            self._raw, self._since = raw, now

    def poll(self, now: float) -> int | None:
        if self._raw is not None and self._raw != self.settled and now - self._since >= self.settle:
            self.settled = self._raw
            return self.settled
        return None


class _Dials:
    """What both builds share: settling, events, the polling thread, health."""

    def __init__(self, names: Sequence[str], initial: int | None, settle: float, clock: Callable[[], float],
                 on_event: Callable[[DialEvent], None] | None, device: str) -> None:
        if len(set(names)) != len(names):
            raise DriverError("Two dials have the same name; give each dial its own name in the hardware profile.")
        self._clock = clock
        self._on_event = on_event
        self._lock = threading.RLock()
        self._settlers = {name: Settler(settle, initial) for name in names}
        self._tracker = HealthTracker(device, clock, on_event)
        self._thread: threading.Thread | None = None
        self._stopping = threading.Event()

    @property
    def health(self) -> Health:
        return self._tracker.current

    @property
    def positions(self) -> dict[str, int | None]:
        """The settled position of each dial (None for an absolute dial not read yet)."""
        with self._lock:
            return {name: settler.settled for name, settler in self._settlers.items()}

    def _sample(self, now: float) -> None:
        """Feed the raw positions to the settlers (the analog build reads its sensors here)."""

    def poll(self) -> list[DialMoved]:
        """Settled moves since the last poll (also sent to ``on_event`` when given)."""
        with self._lock:
            now = self._clock()
            self._sample(now)
            moves = []
            for name, settler in self._settlers.items():
                position = settler.poll(now)
                if position is not None:
                    moves.append(DialMoved(name, position, now))
        if self._on_event is not None:
            for move in moves:
                self._on_event(move)
        return moves

    def start(self, interval: float = 0.01) -> _Dials:
        if self._on_event is None:
            raise DriverError("Polling dials in the background needs somewhere to send the moves (on_event).")
        if self._thread is None:
            self._stopping.clear()
            self._thread = threading.Thread(target=self._run, args=(interval,), name="dials", daemon=True)
            self._thread.start()
        return self

    def _run(self, interval: float) -> None:
        while not self._stopping.wait(interval):
            self.poll()

    def stop(self) -> None:
        self._stopping.set()
        if self._thread is not None:
            self._thread.join(2.0)
            self._thread = None

    def close(self) -> None:
        self.stop()

    def __enter__(self) -> _Dials:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()


class EncoderDials(_Dials):
    def __init__(self, dials: Sequence[EncoderDial], *, settle: float = 0.05, clock: Callable[[], float] = time.monotonic,
                 pin_factory: Any = None, on_event: Callable[[DialEvent], None] | None = None) -> None:
        from gpiozero import RotaryEncoder

        super().__init__([d.name for d in dials], 0, settle, clock, on_event, "dials (rotary encoders)")
        self._dials = {d.name: d for d in dials}
        self._offsets = dict.fromkeys(self._dials, 0)
        self._encoders: dict[str, Any] = {}
        try:
            for dial in dials:
                encoder = RotaryEncoder(dial.pin_a, dial.pin_b, max_steps=0, pin_factory=pin_factory)
                encoder.when_rotated = lambda enc=encoder, name=dial.name: self._rotated(name, enc.steps)
                self._encoders[dial.name] = encoder
        except Exception as error:  # gpiozero raises many kinds: no GPIO, pin in use, bad pin name…
            self.close()
            reason = str(error).rstrip(".!") or type(error).__name__
            self._tracker.set(State.ERROR, f"The dial encoders cannot be opened: {reason}.")
            raise DriverError(self.health.detail) from error
        self._tracker.set(State.OK)

    def _position(self, name: str, steps: int) -> int:
        dial = self._dials[name]
        return (steps // dial.detents_per_field + self._offsets[name]) % dial.fields

    def _rotated(self, name: str, steps: int) -> None:
        with self._lock:
            self._settlers[name].observe(self._position(name, steps), self._clock())

    def set_position(self, name: str, position: int) -> None:
        """Tell the driver where a dial's needle really is (encoders only count turns from power-up)."""
        with self._lock:
            dial = self._dials[name]
            steps = self._encoders[name].steps
            self._offsets[name] = (position - steps // dial.detents_per_field) % dial.fields
            settler = self._settlers[name]
            settler.observe(position % dial.fields, self._clock())
            settler.settled = position % dial.fields

    def close(self) -> None:
        super().close()
        for encoder in self._encoders.values():
            encoder.close()
        self._encoders.clear()


class AnalogDials(_Dials):
    def __init__(self, dials: Sequence[AnalogDial], calibration: DialCalibration | None = None, *,
                 spi_port: int = 0, spi_device: int = 0, hysteresis: float = 0.02, settle: float = 0.05,
                 clock: Callable[[], float] = time.monotonic, pin_factory: Any = None,
                 on_event: Callable[[DialEvent], None] | None = None) -> None:
        from gpiozero import MCP3008

        super().__init__([d.name for d in dials], None, settle, clock, on_event, "dials (AS5600 via MCP3008)")
        self._dials = {d.name: d for d in dials}
        self.hysteresis = hysteresis
        self._centres: dict[str, tuple[float, ...]] = {}
        uncalibrated = []
        for dial in dials:
            measured = calibration.for_dial(dial.name, dial.fields) if calibration else None
            if measured is None:
                uncalibrated.append(dial.name)
            else:
                validate(dial.name, measured, hysteresis)
            self._centres[dial.name] = measured or tuple(uniform(dial.fields))
        self._current: dict[str, int | None] = dict.fromkeys(self._dials)
        self._adcs: dict[str, Any] = {}
        use_pin_factory(pin_factory)
        try:
            for dial in dials:
                self._adcs[dial.name] = MCP3008(channel=dial.channel, port=spi_port, device=spi_device, pin_factory=pin_factory)
        except Exception as error:
            self.close()
            reason = str(error).rstrip(".!") or type(error).__name__
            self._tracker.set(State.ERROR, f"The dial sensors cannot be read: {reason}.")
            raise DriverError(self.health.detail) from error
        if uncalibrated:
            names = " and ".join([", ".join(uncalibrated[:-1]), uncalibrated[-1]] if len(uncalibrated) > 1 else uncalibrated)
            verb = "dials are" if len(uncalibrated) > 1 else "dial is"
            self._tracker.set(State.DEGRADED, f"The {names} {verb} not calibrated; run 'companion calibrate dials'.")
        else:
            self._tracker.set(State.OK)

    def read(self, name: str) -> float:
        """The raw sensor reading of one dial, 0..1 of a turn (for calibration)."""
        return float(self._adcs[name].value)

    def _sample(self, now: float) -> None:
        for name, adc in self._adcs.items():
            field = snap(float(adc.value), self._centres[name], self._current[name], self.hysteresis)
            self._current[name] = field
            self._settlers[name].observe(field, now)

    def close(self) -> None:
        super().close()
        for adc in self._adcs.values():
            adc.close()
        self._adcs.clear()
