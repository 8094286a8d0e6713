"""What the drivers need to know about GPIO beyond gpiozero itself."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from drivers.health import Health, State


def use_pin_factory(pin_factory: Any) -> None:
    """gpiozero 2.0's software SPI bus builds itself with the *default* pin factory even when devices are
    given one (SPISoftwareBus calls Device.__init__ without it). Make ours the default when there is none,
    so an MCP3008 on mock pins never goes looking for real GPIO."""
    from gpiozero import Device

    if pin_factory is not None and Device.pin_factory is None:
        Device.pin_factory = pin_factory


def board_model() -> str | None:
    try:
        return Path("/proc/device-tree/model").read_text(errors="replace").strip("\x00\n ") or None
    except OSError:
        return None


def gpio_health() -> Health:
    """Whether this machine has GPIO that gpiozero can drive (lgpio on a Raspberry Pi)."""
    chips = sorted(str(p) for p in Path("/dev").glob("gpiochip*"))
    model = board_model()
    try:
        import lgpio  # noqa: F401
        have_lgpio = True
    except ImportError:
        have_lgpio = False
    if model and "Raspberry Pi" in model and chips and have_lgpio:
        return Health("GPIO", State.OK, f"{model}, {', '.join(chips)}")
    if model and "Raspberry Pi" in model:
        missing = "the lgpio module (apt install python3-lgpio)" if not have_lgpio else "/dev/gpiochip*"
        return Health("GPIO", State.ERROR, f"{model}, but {missing} is missing.")
    return Health("GPIO", State.ABSENT, "This is not a Raspberry Pi; the dials can only be simulated here.")
