"""The scoreboard over the web: textual-serve starts ``companion view`` once per browser tab.

The viewer processes read the table state from the service's API and open nothing else, so any
number of phones can watch without touching the devices or the store.
"""

from __future__ import annotations

import shlex
import sys

from textual_serve.server import Server

from companion.ui.viewer import check_service_url


def viewer_command(service_url: str) -> str:
    """The shell command textual-serve runs for each tab (this Python, so the same installation)."""
    return f"{shlex.quote(sys.executable)} -m companion view --service {shlex.quote(service_url)}"


def scoreboard_server(host: str, port: int, service_url: str, *, public_url: str | None = None) -> Server:
    return Server(viewer_command(check_service_url(service_url)), host=host, port=port,
                  title="Rail Table Companion", public_url=public_url)
