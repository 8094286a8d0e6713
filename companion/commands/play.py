"""`companion play`: the table service with its devices, the state API for viewers, and the dashboard."""

from __future__ import annotations

import argparse

NAME = "play"
HELP = "run the table: the dashboard, the devices of the hardware profile and the state API for viewers"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--profile", help="hardware profile name or .toml path (default: $RTC_PROFILE, "
                        "else reference on a Raspberry Pi, simulated elsewhere)")
    # Defaults are the state API's own (resolved in run, so `companion --help` does not import aiohttp).
    parser.add_argument("--api-host", help="address the state API listens on (default 127.0.0.1: this machine only)")
    parser.add_argument("--api-port", type=int, help="port of the state API (default 8765)")
    parser.add_argument("--no-api", action="store_true", help="do not offer the state to viewers")


def run(args: argparse.Namespace) -> int:
    from companion.commands.common import open_store
    from companion.service.api import DEFAULT_HOST, DEFAULT_PORT
    from companion.ui.launch import running_table

    api = None if args.no_api else (args.api_host or DEFAULT_HOST, DEFAULT_PORT if args.api_port is None else args.api_port)
    store = open_store(args)
    with running_table(store, profile=args.profile, api=api,
                       data_dir=getattr(args, "data_dir", None)) as running:
        from companion.ui.app import OperatorApp

        running.service.resume_last()
        OperatorApp(running.service, running.table, board=running.board).run()
    return 0
