"""`companion calibrate dials`: measure where each field of the absolute (AS5600) dials lies."""

from __future__ import annotations

import argparse

from companion.errors import CompanionError

NAME = "calibrate"
HELP = "Calibrate the absolute spinner dials: turn each to each field when asked."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("what", choices=["dials"], help="what to calibrate (dials)")
    parser.add_argument("--profile", help="hardware profile name or .toml path")
    parser.add_argument("--samples", type=int, default=32, help="readings averaged per field (default 32)")


def field_name(field: int, fields: int) -> str:
    if field == 0:
        return "START"
    return f"field {field} of {fields - 1}" + (" (the red one)" if field == fields - 1 else "")


def run(args: argparse.Namespace) -> int:
    from companion.paths import data_dir
    from drivers.dial_calibration import FILE_NAME, calibrate, save
    from hardware.profile import load_profile
    from hardware.simulated_dials import SimulatedAnalogDials
    from hardware.table import open_dials

    profile = load_profile(args.profile)
    settings = profile.dials
    if settings.build != "analog":
        raise CompanionError(f"The dials of the {profile.name} profile are rotary encoders; they count from START "
                             "and need no calibration.")
    if args.samples < 1:
        raise CompanionError("--samples must be at least 1.")
    fields = {dial.name: dial.fields for dial in settings.sensors}

    def ask(name: str, field: int) -> None:
        try:
            input(f"Turn the {name} dial to {field_name(field, fields[name])} and press Enter. ")
        except EOFError:
            raise CompanionError("Calibration was interrupted; nothing was saved.") from None

    pins = SimulatedAnalogDials(settings.sensors, spi_device=settings.spi_device) if profile.simulated else None
    dials = open_dials(profile, pin_factory=pins.pin_factory if pins else None)
    try:
        calibration = calibrate(dials.read, list(fields.items()), ask, settings.hysteresis, args.samples)
    finally:
        dials.close()
    path = data_dir(args.data_dir) / FILE_NAME
    save(path, calibration)
    print(f"Saved the dial calibration to {path}.")
    return 0
