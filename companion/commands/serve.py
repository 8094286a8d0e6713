"""`companion serve`: the read-only scoreboard for browsers (textual-serve; one viewer process per tab)."""

from __future__ import annotations

import argparse

from companion.commands.view import DEFAULT_SERVICE

NAME = "serve"
HELP = "offer the read-only scoreboard to browsers on the local network"

DEFAULT_PORT = 8000


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--host", default="localhost",
                        help="address to listen on (default: localhost; 0.0.0.0 for the local network)")
    parser.add_argument("--port", type=int, default=DEFAULT_PORT, help="port to listen on (default: %(default)s)")
    parser.add_argument("--public-url", help="the URL browsers use, when it is not http://HOST:PORT")
    parser.add_argument("--service", default=DEFAULT_SERVICE,
                        help="URL of the table service's state API (default: %(default)s)")


def run(args: argparse.Namespace) -> int:
    from companion.errors import CompanionError
    from companion.ui.serving import scoreboard_server

    server = scoreboard_server(args.host, args.port, args.service, public_url=args.public_url)
    try:
        server.serve()
    except OSError as error:
        raise CompanionError(f"The scoreboard cannot listen on {args.host}:{args.port} "
                             f"({error.strerror or error}); choose another --port.") from None
    return 0
