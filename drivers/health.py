"""The health every driver reports: one small type, so `companion doctor` and the dashboard show all alike."""

from __future__ import annotations

import enum
import time
from collections.abc import Callable
from dataclasses import dataclass


class State(enum.StrEnum):
    OK = "ok"
    STARTING = "starting"
    DEGRADED = "degraded"  # works, but something needs attention (uncalibrated, unlocked exposure, …)
    LOST = "lost"  # was there and went away; the driver is trying to get it back
    ABSENT = "absent"  # not found at all
    ERROR = "error"  # present but refusing to work

    @property
    def usable(self) -> bool:
        return self in (State.OK, State.DEGRADED)


@dataclass(frozen=True)
class Health:
    device: str  # what the device is, e.g. "card scanner on /dev/rtc-scanner"
    state: State
    detail: str = ""  # one sentence a player understands, empty when all is well
    since: float = 0.0  # clock time of the last change of state

    def line(self) -> str:
        text = f"{self.device}: {self.state.value}"
        return f"{text} — {self.detail}" if self.detail else text


@dataclass(frozen=True)
class HealthChanged:
    """Event: a driver's health changed (e.g. the scanner was unplugged or came back)."""

    health: Health


class HealthTracker:
    """Keeps one device's health and tells a listener when its state or detail changes."""

    def __init__(self, device: str, clock: Callable[[], float] = time.monotonic,
                 on_change: Callable[[HealthChanged], None] | None = None) -> None:
        self._clock = clock
        self._on_change = on_change
        self.current = Health(device, State.STARTING, "", clock())

    def set(self, state: State, detail: str = "") -> bool:
        if (state, detail) == (self.current.state, self.current.detail):
            return False
        self.current = Health(self.current.device, state, detail, self._clock())
        if self._on_change is not None:
            self._on_change(HealthChanged(self.current))
        return True
