"""The read-only scoreboard (``companion view``): the dashboards without a command line or any key that
changes the table, fed by the table service's websocket in a worker. It never opens a device or the store.
"""

from __future__ import annotations

from typing import Any

from companion.ui.app import TableApp
from companion.ui.feed import follow
from companion.ui.state import ViewState


class ScoreboardApp(TableApp):
    read_only = True

    def __init__(self, service_url: str) -> None:
        super().__init__()
        self.service_url = service_url
        self.connected = False

    def waiting_sentence(self) -> str:
        return f"Waiting for the table service at {self.service_url}…"

    async def on_mount(self) -> None:
        await self.show_waiting(self.waiting_sentence())
        self.run_worker(follow(self.service_url, self._received, self._link), name="table feed", exclusive=True)

    def _received(self, data: dict[str, Any]) -> None:
        self.publish(ViewState(data))

    def _link(self, up: bool) -> None:
        was, self.connected = self.connected, up
        if was and not up:
            self._latest = None  # nothing queued is current any more
            self.call_later(self.show_waiting, self.waiting_sentence())


def check_service_url(url: str) -> str:
    """The state API's base URL, refusing anything that is not http(s)://HOST[:PORT]."""
    from urllib.parse import urlsplit

    from companion.errors import CompanionError

    parts = urlsplit(url)
    if parts.scheme not in ("http", "https") or not parts.hostname:
        raise CompanionError(f"The table service is named by a URL like http://127.0.0.1:8765, not {url!r}.")
    try:
        _ = parts.port
    except ValueError:
        raise CompanionError(f"The port in {url!r} is not a number.") from None
    return url.rstrip("/")
