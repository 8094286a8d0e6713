"""`companion doctor`: the devices found and their health, for the hardware profile in use."""

from __future__ import annotations

import argparse
import json

NAME = "doctor"
HELP = "List the devices found (serial ports, GPIO, dials, cameras) and their health."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--profile", help="hardware profile name or .toml path (default: $RTC_PROFILE, "
                        "else reference on a Raspberry Pi, simulated elsewhere)")
    parser.add_argument("--json", action="store_true", help="print the report as JSON")


def run(args: argparse.Namespace) -> int:
    from companion.paths import data_dir
    from hardware.doctor import examine
    from hardware.profile import load_profile

    report = examine(load_profile(args.profile), data_dir(args.data_dir))
    if args.json:
        print(json.dumps([{"device": h.device, "state": h.state.value, "detail": h.detail} for h in report], indent=2))
    else:
        for health in report:
            print(health.line())
    return 0
