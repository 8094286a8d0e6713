"""The scoreboard's view of the table: the service's websocket of states, reconnecting for ever.

Read-only by construction: it only ever receives (the service ignores anything a viewer sends).
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import Any

import aiohttp

# Decision: a viewer retries every second; the service is on the same table, so it comes back fast.
RETRY_SECONDS = 1.0


def updates_url(service_url: str) -> str:
    base = service_url.rstrip("/")
    if base.startswith("https://"):
        return "wss://" + base.removeprefix("https://") + "/api/updates"
    return "ws://" + base.removeprefix("http://") + "/api/updates"


async def follow(service_url: str, on_state: Callable[[dict[str, Any]], None],
                 on_connected: Callable[[bool], None], retry: float = RETRY_SECONDS) -> None:
    """Call ``on_state`` with every state the service sends; ``on_connected`` when the link comes and goes."""
    url = updates_url(service_url)
    async with aiohttp.ClientSession() as session:
        while True:
            try:
                async with session.ws_connect(url, heartbeat=20) as socket:
                    on_connected(True)
                    async for message in socket:
                        if message.type == aiohttp.WSMsgType.TEXT:
                            on_state(json.loads(message.data))
                        elif message.type in (aiohttp.WSMsgType.ERROR, aiohttp.WSMsgType.CLOSED):
                            break
            except (aiohttp.ClientError, OSError, json.JSONDecodeError):
                pass
            on_connected(False)
            await asyncio.sleep(retry)
