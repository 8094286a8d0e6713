"""The local API the read-only viewers use: the table state as JSON, and a websocket of updates.

It runs an aiohttp server on its own thread and event loop, so it works the same under the Textual
dashboard and headless. Viewers never get a way to change anything.
"""

from __future__ import annotations

import asyncio
import json
import threading
from typing import Any

from aiohttp import WSMsgType, web

from companion.service.table import TableService, TableState

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765


class StateApi:
    def __init__(self, service: TableService, host: str = DEFAULT_HOST, port: int = DEFAULT_PORT) -> None:
        self.service = service
        self.host = host
        self.port = port
        self._loop: asyncio.AbstractEventLoop | None = None
        self._thread: threading.Thread | None = None
        self._runner: web.AppRunner | None = None
        self._sockets: set[web.WebSocketResponse] = set()
        self._ready = threading.Event()
        self._error: BaseException | None = None
        self._unsubscribe = None

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}"

    # -- lifecycle -----------------------------------------------------------------------------
    def start(self) -> StateApi:
        self._thread = threading.Thread(target=self._run, name="state-api", daemon=True)
        self._thread.start()
        self._ready.wait(10)
        if self._error is not None:
            raise self._error
        self._unsubscribe = self.service.subscribe(self._on_update)
        return self

    def stop(self) -> None:
        if self._unsubscribe:
            self._unsubscribe()
        if self._loop is not None:
            asyncio.run_coroutine_threadsafe(self._shutdown(), self._loop).result(10)
            self._loop.call_soon_threadsafe(self._loop.stop)
        if self._thread is not None:
            self._thread.join(10)

    def _run(self) -> None:
        loop = asyncio.new_event_loop()
        self._loop = loop
        asyncio.set_event_loop(loop)
        try:
            loop.run_until_complete(self._startup())
        except BaseException as error:  # reported to start()
            self._error = error
            self._ready.set()
            return
        self._ready.set()
        loop.run_forever()
        loop.close()

    async def _startup(self) -> None:
        app = web.Application()
        app.router.add_get("/api/state", self._get_state)
        app.router.add_get("/api/updates", self._updates)
        self._runner = web.AppRunner(app, access_log=None)
        await self._runner.setup()
        site = web.TCPSite(self._runner, self.host, self.port)
        await site.start()
        if self.port == 0:  # an ephemeral port was asked for: report the one we got
            self.port = site._server.sockets[0].getsockname()[1]  # type: ignore[union-attr]

    async def _shutdown(self) -> None:
        for ws in list(self._sockets):
            await ws.close()
        if self._runner is not None:
            await self._runner.cleanup()

    # -- handlers ------------------------------------------------------------------------------
    async def _get_state(self, request: web.Request) -> web.Response:
        return web.json_response(self.service.state.to_json())

    async def _updates(self, request: web.Request) -> web.WebSocketResponse:
        ws = web.WebSocketResponse(heartbeat=20)
        await ws.prepare(request)
        self._sockets.add(ws)
        try:
            await ws.send_str(json.dumps(self.service.state.to_json()))
            async for message in ws:  # viewers only listen; anything they send is ignored
                if message.type == WSMsgType.ERROR:
                    break
        finally:
            self._sockets.discard(ws)
        return ws

    def _on_update(self, state: TableState) -> None:
        if self._loop is None or not self._sockets:
            return
        text = json.dumps(state.to_json())
        asyncio.run_coroutine_threadsafe(self._broadcast(text), self._loop)

    async def _broadcast(self, text: str) -> None:
        for ws in list(self._sockets):
            if not ws.closed:
                try:
                    await ws.send_str(text)
                except ConnectionError:
                    self._sockets.discard(ws)


def fetch_state(url: str, timeout: float = 5.0) -> dict[str, Any]:
    """The service's current state (used by `companion doctor` and tests)."""
    import urllib.request

    with urllib.request.urlopen(f"{url}/api/state", timeout=timeout) as response:
        return json.loads(response.read())
