"""Hardware profiles: the physical table described as TOML, loaded and checked into typed settings.

A profile is a built-in name (``hardware/profiles/NAME.toml``) or a path to a ``.toml`` file. Which one
is used: ``--profile``, else ``$RTC_PROFILE``, else ``reference`` on a Raspberry Pi and ``simulated``
anywhere else. Anything wrong in a profile is refused with one sentence naming the setting.
"""

from __future__ import annotations

import os
import tomllib
from dataclasses import dataclass
from importlib import resources
from pathlib import Path
from typing import Any

from companion.errors import CompanionError
from drivers.dials import AnalogDial, EncoderDial
from drivers.gpio import board_model

BUILDS = ("encoder", "analog")
CAMERA_KINDS = ("usb", "picamera", "files", "simulated")


class ProfileError(CompanionError):
    """A hardware profile that cannot be used as written."""


@dataclass(frozen=True)
class ScannerSettings:
    port: str  # a device path, or "pty" in a simulated profile
    baud: int


@dataclass(frozen=True)
class DialSettings:
    build: str  # "encoder" or "analog"
    settle: float  # seconds
    encoders: tuple[EncoderDial, ...]
    sensors: tuple[AnalogDial, ...]
    spi_port: int = 0
    spi_device: int = 0
    hysteresis: float = 0.02

    @property
    def fields(self) -> dict[str, int]:
        return {dial.name: dial.fields for dial in self.encoders or self.sensors}


@dataclass(frozen=True)
class CameraSettings:
    kind: str
    device: int | str = 0
    path: str | None = None
    width: int | None = None
    height: int | None = None


@dataclass(frozen=True)
class Profile:
    name: str
    description: str
    source: str  # where it was read from
    simulated: bool
    scanner: ScannerSettings
    dials: DialSettings
    camera: CameraSettings


def builtin_names() -> list[str]:
    folder = resources.files("hardware") / "profiles"
    return sorted(entry.name.removesuffix(".toml") for entry in folder.iterdir() if entry.name.endswith(".toml"))


def default_name() -> str:
    return os.environ.get("RTC_PROFILE") or ("reference" if "Raspberry Pi" in (board_model() or "") else "simulated")


def load_profile(name_or_path: str | None = None) -> Profile:
    choice = name_or_path or default_name()
    if choice.endswith(".toml") or os.sep in choice:
        path = Path(choice)
        if not path.is_file():
            raise ProfileError(f"There is no hardware profile file {choice}.")
        text, source = path.read_text(encoding="utf-8"), str(path)
    else:
        if choice not in builtin_names():
            raise ProfileError(f"There is no hardware profile {choice!r}; the built-in ones are "
                               f"{', '.join(builtin_names())} (or give the path of a .toml file).")
        entry = resources.files("hardware") / "profiles" / f"{choice}.toml"
        text, source = entry.read_text(encoding="utf-8"), f"built-in profile {choice}"
    return parse_profile(text, source)


class _Table:
    """One TOML table, read setting by setting; every complaint names the setting and the profile."""

    def __init__(self, data: Any, where: str, source: str) -> None:
        self.where, self.source = where, source
        if not isinstance(data, dict):
            self.fail(f"{where or 'the top level'} must be a table")
        self.data: dict[str, Any] = data
        self.used: set[str] = set()

    def fail(self, problem: str) -> None:
        raise ProfileError(f"In the hardware profile ({self.source}), {problem}.")

    def name_of(self, key: str) -> str:
        return f"{self.where}.{key}" if self.where else key

    def get(self, key: str, kind: type | tuple[type, ...], default: Any = ..., choices: tuple[Any, ...] = ()) -> Any:
        self.used.add(key)
        if key not in self.data:
            if default is ...:
                self.fail(f"{self.name_of(key)} is missing")
            return default
        value = self.data[key]
        if isinstance(value, bool) and bool not in (kind if isinstance(kind, tuple) else (kind,)):
            self.fail(f"{self.name_of(key)} has the wrong type")
        if not isinstance(value, kind):
            self.fail(f"{self.name_of(key)} has the wrong type")
        if choices and value not in choices:
            self.fail(f"{self.name_of(key)} must be one of {', '.join(map(str, choices))}, not {value!r}")
        return value

    def table(self, key: str) -> _Table:
        self.used.add(key)
        return _Table(self.data.get(key, {}), self.name_of(key), self.source)

    def done(self) -> None:
        unknown = sorted(set(self.data) - self.used)
        if unknown:
            self.fail(f"{self.name_of(unknown[0])} is not a setting this companion knows")


def parse_profile(text: str, source: str) -> Profile:
    try:
        data = tomllib.loads(text)
    except tomllib.TOMLDecodeError as error:
        raise ProfileError(f"The hardware profile ({source}) is not valid TOML: {error}.") from None
    top = _Table(data, "", source)
    name = top.get("name", str)
    description = top.get("description", str, "")
    simulated = top.get("simulated", bool, False)

    scanner_table = top.table("scanner")
    scanner = ScannerSettings(scanner_table.get("port", str), scanner_table.get("baud", int, 9600))
    if scanner.baud <= 0:
        scanner_table.fail("scanner.baud must be a positive number")
    scanner_table.done()

    dials = _dials(top.table("dials"))

    camera_table = top.table("camera")
    camera = CameraSettings(
        kind=camera_table.get("kind", str, choices=CAMERA_KINDS),
        device=camera_table.get("device", (int, str), 0),
        path=camera_table.get("path", str, None),
        width=camera_table.get("width", int, None),
        height=camera_table.get("height", int, None),
    )
    if camera.kind == "files" and not camera.path:
        camera_table.fail("camera.path is needed for a camera of kind files")
    camera_table.done()
    top.done()
    return Profile(name, description, source, simulated, scanner, dials, camera)


def _dials(table: _Table) -> DialSettings:
    build = table.get("build", str, choices=BUILDS)
    settle = table.get("settle_ms", int, 50) / 1000
    entries = table.get("dial", list)
    if not entries:
        table.fail("dials.dial must list at least one dial")
    analog = table.table("analog")
    spi_port = analog.get("spi_port", int, 0)
    spi_device = analog.get("spi_device", int, 0, choices=(0, 1))
    hysteresis = float(analog.get("hysteresis", (int, float), 0.02))
    if not 0 <= hysteresis < 0.1:
        analog.fail("dials.analog.hysteresis must be at least 0 and below 0.1 (a fraction of a turn)")
    analog.done()
    encoders, sensors, names, pins, channels = [], [], set(), set(), set()
    for index, entry in enumerate(entries):
        dial = _Table(entry, f"dials.dial[{index}]", table.source)
        name = dial.get("name", str)
        fields = dial.get("fields", int)
        if fields < 2:
            dial.fail(f"the {name} dial needs at least 2 fields")
        if name in names:
            dial.fail(f"two dials are called {name}")
        names.add(name)
        pin_a = dial.get("pin_a", (int, str), None)
        pin_b = dial.get("pin_b", (int, str), None)
        channel = dial.get("channel", int, None)
        detents = dial.get("detents_per_field", int, 1)
        dial.done()
        if build == "encoder":
            if pin_a is None or pin_b is None:
                dial.fail(f"the {name} dial needs pin_a and pin_b for the encoder build")
            for pin in (pin_a, pin_b):
                if pin in pins:
                    dial.fail(f"pin {pin} is used twice")
                pins.add(pin)
            encoders.append(EncoderDial(name, fields, pin_a, pin_b, detents))
        else:
            if channel is None or not 0 <= channel <= 7:
                dial.fail(f"the {name} dial needs a channel from 0 to 7 for the analog build")
            if channel in channels:
                dial.fail(f"MCP3008 channel {channel} is used twice")
            channels.add(channel)
            sensors.append(AnalogDial(name, fields, channel))
    table.done()
    return DialSettings(build, settle, tuple(encoders), tuple(sensors), spi_port, spi_device, hysteresis)
