"""The read-only scoreboard: fed by the state API's websocket, waiting while there is no service."""

from __future__ import annotations

import socket

from companion.service.api import StateApi
from companion.ui.screens.waiting import WaitingScreen
from companion.ui.viewer import ScoreboardApp
from companion.ui.widgets.command_line import CommandLine
from tests.companion.ui.helpers import ROOT, service_with_game, shown, wait_for

EXAMPLE = ROOT / "docs" / "examples" / "chicago-express-short.jsonl"


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def test_waits_for_the_service_then_follows_it_read_only(tmp_path):
    service = service_with_game(tmp_path, EXAMPLE, 3)
    port = free_port()
    app = ScoreboardApp(f"http://127.0.0.1:{port}")
    async with app.run_test(size=(160, 50)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, WaitingScreen))
        assert "Waiting for the table service" in shown(app.screen.query_one("#waiting-text"))

        api = StateApi(service, "127.0.0.1", port).start()
        try:
            await wait_for(pilot, lambda: app.dashboard is not None and app.screen is app.dashboard, "the connection")
            assert app.state.seq == 3
            screen = app.screen
            assert not screen.query(CommandLine)  # no command line
            assert "scoreboard (read-only)" in shown(screen.query_one("#title-bar"))

            # Keys that change the table on the operator's screen do nothing here.
            await pilot.press("ctrl+z", "f5", "ctrl+y", "space", "enter")
            await pilot.pause()
            assert service.state.seq == 3

            # An action applied in the service reaches the scoreboard.
            assert service.submit({"type": "bid", "player": "Bob", "amount": 6})
            await wait_for(pilot, lambda: app.state.seq == 4, "the update")
            assert app.state.prompt["text"] in shown(screen.query_one("#prompt"))
        finally:
            api.stop()
        await wait_for(pilot, lambda: isinstance(app.screen, WaitingScreen), "the waiting screen again")

        api = StateApi(service, "127.0.0.1", port).start()
        try:
            await wait_for(pilot, lambda: app.dashboard is not None and app.screen is app.dashboard, "the reconnection")
            assert app.state.seq == 4
        finally:
            api.stop()
