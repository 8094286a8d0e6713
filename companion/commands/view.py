"""`companion view --service URL`: the read-only scoreboard, fed by a table service's state API."""

from __future__ import annotations

import argparse

NAME = "view"
HELP = "show the read-only scoreboard of a running table service"


# The state API's default address (companion.service.api), written out so --help stays light.
DEFAULT_SERVICE = "http://127.0.0.1:8765"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--service", default=DEFAULT_SERVICE,
                        help="URL of the table service's state API (default: %(default)s)")


def run(args: argparse.Namespace) -> int:
    from companion.ui.viewer import ScoreboardApp, check_service_url

    ScoreboardApp(check_service_url(args.service)).run()
    return 0
