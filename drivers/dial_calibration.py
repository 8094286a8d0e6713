"""Where each field of an absolute (AS5600) dial lies on the sensor's 0..1 scale, and snapping to it.

The sensor reading is an angle as a fraction of a turn, so 0.99 and 0.01 are neighbours: every distance
here is circular. A calibration is one centre per field, measured by `companion calibrate dials`.
"""

from __future__ import annotations

import json
import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from pathlib import Path

from drivers.errors import DriverError

FILE_NAME = "dial-calibration.json"


def circular_distance(a: float, b: float) -> float:
    d = abs(a - b) % 1.0
    return min(d, 1.0 - d)


def snap(value: float, centres: Sequence[float], current: int | None, hysteresis: float) -> int:
    """The field a reading belongs to, staying on ``current`` until the reading is ``hysteresis`` (a
    fraction of a turn) past the midpoint towards another field — so noise at an edge cannot flicker."""
    best = min(range(len(centres)), key=lambda field: circular_distance(value, centres[field]))
    if current is None or best == current:
        return best
    # Past the midpoint by x, the difference of the two distances is 2x.
    if circular_distance(value, centres[current]) - circular_distance(value, centres[best]) > 2 * hysteresis:
        return best
    return current


def circular_mean(values: Sequence[float]) -> float:
    x = sum(math.cos(2 * math.pi * v) for v in values)
    y = sum(math.sin(2 * math.pi * v) for v in values)
    return (math.atan2(y, x) / (2 * math.pi)) % 1.0


def measure(read: Callable[[], float], samples: int = 32) -> float:
    """One field's centre: the circular mean of several readings (the sensor is noisy)."""
    return circular_mean([read() for _ in range(samples)])


def uniform(fields: int) -> list[float]:
    """Equal fields with START at 0: what an uncalibrated dial assumes."""
    return [field / fields for field in range(fields)]


@dataclass(frozen=True)
class DialCalibration:
    centres: Mapping[str, tuple[float, ...]]

    def for_dial(self, name: str, fields: int) -> tuple[float, ...] | None:
        centres = self.centres.get(name)
        return centres if centres is not None and len(centres) == fields else None


def validate(name: str, centres: Sequence[float], hysteresis: float) -> None:
    """Fields measured too close together cannot be told apart: refuse such a calibration."""
    for i, a in enumerate(centres):
        if not 0.0 <= a <= 1.0:
            raise DriverError(f"The calibration of the {name} dial has a reading outside 0..1; calibrate it again.")
        for b in centres[i + 1:]:
            if circular_distance(a, b) <= 4 * hysteresis:
                raise DriverError(
                    f"Two fields of the {name} dial read almost the same; check the magnet and calibrate it again."
                )


def load(path: Path) -> DialCalibration | None:
    """The saved calibration, or None when there is none yet."""
    if not path.exists():
        return None
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
        return DialCalibration({name: tuple(float(v) for v in values) for name, values in data["dials"].items()})
    except (ValueError, KeyError, TypeError, AttributeError):
        raise DriverError(f"The dial calibration in {path} is unreadable; run 'companion calibrate dials' again.") from None


def save(path: Path, calibration: DialCalibration) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    data = {"version": 1, "dials": {name: list(values) for name, values in calibration.centres.items()}}
    temporary = path.with_suffix(".tmp")
    temporary.write_text(json.dumps(data, indent=2) + "\n", encoding="utf-8")
    temporary.replace(path)


def calibrate(read: Callable[[str], float], dials: Sequence[tuple[str, int]], ask: Callable[[str, int], None],
              hysteresis: float, samples: int = 32) -> DialCalibration:
    """Measure every field of every dial: ``ask(dial, field)`` returns once the needle is on that field."""
    centres = {}
    for name, fields in dials:
        readings = []
        for field in range(fields):
            ask(name, field)
            readings.append(measure(lambda name=name: read(name), samples))
        validate(name, readings, hysteresis)
        centres[name] = tuple(readings)
    return DialCalibration(centres)
