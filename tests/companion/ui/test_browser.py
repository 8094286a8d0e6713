"""The served scoreboard in a real browser: headless Chromium (Debian's, never a downloaded one) opens
`companion serve`, its websocket connects, the viewer process follows the table service, and after an
action is applied in the service the screenshot changes where the table changed and nowhere else.

Skipped when Chromium or playwright is missing, except under CI=true, where that is a failure.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
from pathlib import Path

import numpy as np
import pytest

from companion.service.api import StateApi
from tests.companion.ui.helpers import ROOT, service_with_game

CHROMIUM = Path("/usr/bin/chromium")
FLAGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
         "--disable-component-update", "--disable-sync", "--no-first-run"]
EXAMPLE = ROOT / "docs" / "examples" / "chicago-express-short.jsonl"
# Polling rounds (each a short wait in the browser) before giving up on something that should happen.
ROUNDS = 120
STEP_MS = 250


def _missing(reason: str) -> None:
    if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
        pytest.fail(f"{reason}; under CI the browser test must run.")
    pytest.skip(reason)


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


def _listening(port: int) -> bool:
    with socket.socket() as probe:
        return probe.connect_ex(("127.0.0.1", port)) == 0


def _pixels(png: bytes) -> np.ndarray:
    import cv2

    return cv2.imdecode(np.frombuffer(png, np.uint8), cv2.IMREAD_COLOR)


def _changed(before: np.ndarray, after: np.ndarray, top: float, bottom: float, left: float, right: float) -> int:
    """How many pixels differ inside a box given as fractions of the page."""
    height, width = before.shape[:2]
    box = (slice(int(top * height), int(bottom * height)), slice(int(left * width), int(right * width)))
    return int(np.count_nonzero(np.any(before[box] != after[box], axis=2)))


@pytest.fixture
def served_scoreboard(tmp_path):
    if not CHROMIUM.exists():
        _missing(f"{CHROMIUM} is not installed (scripts/system-deps.sh installs it)")
    try:
        import playwright  # noqa: F401
    except ImportError:
        _missing("playwright is not installed (it is in the test extra)")
    service = service_with_game(tmp_path, EXAMPLE, 3)
    api = StateApi(service, "127.0.0.1", 0).start()
    port = _free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "companion", "serve", "--host", "127.0.0.1", "--port", str(port),
         "--service", api.url],
        stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, env={**os.environ, "TEXTUAL_ANIMATIONS": "none"},
    )
    try:
        yield service, api, f"http://127.0.0.1:{port}", port, server
    finally:
        server.terminate()
        try:
            server.wait(10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()
        api.stop()


async def test_served_scoreboard_follows_the_table(served_scoreboard):
    from playwright.async_api import async_playwright

    service, api, url, port, server = served_scoreboard
    async with async_playwright() as playwright:
        browser = await playwright.chromium.launch(executable_path=str(CHROMIUM), args=FLAGS, headless=True)
        try:
            page = await browser.new_page(viewport={"width": 1400, "height": 900})
            sockets = []
            page.on("websocket", lambda socket: sockets.append(socket))
            for _ in range(ROUNDS):
                if _listening(port) or server.poll() is not None:
                    break
                await page.wait_for_timeout(STEP_MS)
            assert server.poll() is None, server.stderr.read().decode() if server.stderr else "serve stopped"
            await page.goto(url)

            # The browser's websocket to the server, and the viewer's websocket to the table service.
            for _ in range(ROUNDS):
                if sockets and api._sockets:
                    break
                await page.wait_for_timeout(STEP_MS)
            assert sockets and "/ws?" in sockets[0].url
            assert api._sockets, "the viewer never connected to the table service"

            before = await _settled(page)
            Path(os.environ.get("RTC_BROWSER_SHOTS", "/nonexistent")).is_dir() and Path(
                os.environ["RTC_BROWSER_SHOTS"], "before.png").write_bytes(await page.screenshot())
            assert service.submit({"type": "bid", "player": "Bob", "amount": 6})
            after = before
            for _ in range(ROUNDS):
                await page.wait_for_timeout(STEP_MS)
                after = _pixels(await page.screenshot())
                if _changed(before, after, 0, 1, 0, 1):
                    break
            after = await _settled(page, after)
            Path(os.environ.get("RTC_BROWSER_SHOTS", "/nonexistent")).is_dir() and Path(
                os.environ["RTC_BROWSER_SHOTS"], "after.png").write_bytes(await page.screenshot())

            # The prompt, the last message (top lines) and the auction (right column) changed;
            # the board on the left did not: a bid places no locomotive.
            assert _changed(before, after, 0.0, 0.12, 0, 1) > 0, "the prompt line did not change"
            assert _changed(before, after, 0.15, 0.55, 0.55, 1) > 0, "the right-hand panels did not change"
            assert _changed(before, after, 0.20, 0.55, 0.0, 0.45) == 0, "the board changed though no track was built"
        finally:
            await browser.close()


async def _settled(page, current: np.ndarray | None = None) -> np.ndarray:
    """A screenshot once two in a row are the same and the terminal shows something."""
    previous = current
    for _ in range(ROUNDS):
        await page.wait_for_timeout(STEP_MS)
        shot = _pixels(await page.screenshot())
        if previous is not None and np.array_equal(previous, shot) and len(np.unique(shot.reshape(-1, 3), axis=0)) > 8:
            return shot
        previous = shot
    raise AssertionError("the page never settled")
