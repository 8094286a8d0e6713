"""The table screen: action-to-screen latency, time to the first screen, memory of the service with a viewer.

    .venv/bin/python -m bench.ui [--size COLSxROWS]

- **action → screen**: the Chicago Express example game (docs/examples/chicago-express-short.jsonl) is
  played into a running dashboard (headless, at the given size); for each action, the time from handing
  it to the table service until the dashboard has drawn the new state (the service stores the action
  durably before it publishes; the figure includes that). Median, 95th percentile and worst.
- **first screen**: a fresh process runs what `companion play` runs (store, table service, simulated
  table, state API, dashboard resuming a game of 40 actions, headless) and reports when the dashboard
  is on screen; measured from starting the process.
- **memory**: resident memory (VmRSS) of that service process while one scoreboard viewer process
  (`companion view` headless) follows it, and of the viewer.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from pathlib import Path
from typing import Any

EXAMPLE = Path(__file__).resolve().parents[1] / "docs" / "examples" / "chicago-express-short.jsonl"
RESUMED_ACTIONS = 40
# Polling rounds while waiting for a child process or the screen (each a short sleep).
ROUNDS = 600


def _example() -> tuple[dict[str, Any], list[dict[str, Any]]]:
    lines = [json.loads(line) for line in EXAMPLE.read_text("utf-8").splitlines() if line.strip()]
    return lines[0], lines[1:]


def _service(folder: Path, actions: int) -> Any:
    from companion.service import TableService
    from companion.store import Store

    header, played = _example()
    service = TableService(Store.open(folder / "games.sqlite3"))
    service.new_game(header["game"], header["options"], header["seed"])
    for action in played[:actions]:
        service.submit(action)
    return service


# -- action → screen -----------------------------------------------------------------------------

async def _latencies(size: tuple[int, int]) -> tuple[list[float], list[float]]:
    from companion.ui.app import OperatorApp

    header, played = _example()
    with tempfile.TemporaryDirectory() as folder:
        service = _service(Path(folder), 0)
        shown = threading.Event()
        target = {"seq": -1}

        class Timed(OperatorApp):
            def state_shown(self, state: Any) -> None:
                if state.seq == target["seq"]:
                    self.call_after_refresh(shown.set)

        app = Timed(service)
        screen_times: list[float] = []
        store_times: list[float] = []
        async with app.run_test(size=size) as pilot:
            await pilot.pause()
            for action in played:
                target["seq"] = service.state.seq + 1
                shown.clear()
                started = time.perf_counter()
                # As a device driver would: from another thread.
                submitted = await asyncio.to_thread(service.submit, action)
                accepted = time.perf_counter()
                for _ in range(ROUNDS):
                    if shown.is_set():
                        break
                    await asyncio.sleep(0.001)
                if submitted:
                    screen_times.append(time.perf_counter() - started)
                    store_times.append(accepted - started)
        service.store.close()
    return screen_times, store_times


# -- first screen and memory (child processes) -----------------------------------------------------

def _child_service(folder: str, port_file: str) -> None:
    """What `companion play` runs, headless; prints `ready SECONDS` once the dashboard is drawn."""
    from companion.store import Store
    from companion.ui.app import OperatorApp
    from companion.ui.launch import running_table

    store = Store.open(Path(folder) / "games.sqlite3")
    with running_table(store, profile="simulated", api=("127.0.0.1", 0), data_dir=folder) as running:
        service, table = running.service, running.table
        Path(port_file).write_text(running.api.url)
        service.resume_last()

        class Ready(OperatorApp):
            reported = False

            def state_shown(self, state: Any) -> None:
                if state.row is not None and not self.reported:
                    self.reported = True
                    self.call_after_refresh(lambda: print("ready", flush=True))

        app = Ready(service, table)

        async def wait_for_stdin_close(pilot: Any) -> None:
            await asyncio.to_thread(sys.stdin.read)
            app.exit()

        app.run(headless=True, size=(160, 50), auto_pilot=wait_for_stdin_close)


def _child_viewer(url: str) -> None:
    from companion.ui.viewer import ScoreboardApp

    class Ready(ScoreboardApp):
        def state_shown(self, state: Any) -> None:
            if state.row is not None:
                self.call_after_refresh(lambda: print("ready", flush=True))

    app = Ready(url)

    async def wait_for_stdin_close(pilot: Any) -> None:
        await asyncio.to_thread(sys.stdin.read)
        app.exit()

    app.run(headless=True, size=(160, 50), auto_pilot=wait_for_stdin_close)


def _rss_mb(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    return float("nan")


def _spawn(*args: str) -> subprocess.Popen[str]:
    return subprocess.Popen([sys.executable, "-m", "bench.ui", *args], stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                            text=True, cwd=Path(__file__).resolve().parents[1])


def _wait_ready(process: subprocess.Popen[str]) -> None:
    assert process.stdout is not None
    for line in process.stdout:
        if line.startswith("ready"):
            return
    raise RuntimeError("the child process ended before its first screen")


def _startup_and_memory() -> tuple[float, float, float]:
    with tempfile.TemporaryDirectory() as folder:
        _service(Path(folder), RESUMED_ACTIONS).store.close()
        port_file = Path(folder) / "api-url"
        started = time.perf_counter()
        service = _spawn("--child-service", folder, str(port_file))
        try:
            _wait_ready(service)
            first_screen = time.perf_counter() - started
            viewer = _spawn("--child-viewer", port_file.read_text())
            try:
                _wait_ready(viewer)
                time.sleep(0.5)
                return first_screen, _rss_mb(service.pid), _rss_mb(viewer.pid)
            finally:
                viewer.communicate("", timeout=30)
        finally:
            service.communicate("", timeout=30)


def _ms(seconds: float) -> str:
    return f"{seconds * 1000:.1f} ms"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(prog="bench.ui", description=__doc__.splitlines()[0])
    parser.add_argument("--size", default="160x50", help="terminal size of the dashboard (default 160x50)")
    parser.add_argument("--child-service", nargs=2, help=argparse.SUPPRESS)
    parser.add_argument("--child-viewer", help=argparse.SUPPRESS)
    args = parser.parse_args(argv)
    if args.child_service:
        _child_service(*args.child_service)
        return
    if args.child_viewer:
        _child_viewer(args.child_viewer)
        return
    columns, rows = (int(n) for n in args.size.lower().split("x"))
    screen, store = asyncio.run(_latencies((columns, rows)))
    quantiles = statistics.quantiles(screen, n=20)
    print(f"action → screen ({len(screen)} Chicago Express actions, {columns}x{rows}): median {_ms(statistics.median(screen))}, "
          f"p95 {_ms(quantiles[-1])}, worst {_ms(max(screen))}")
    print(f"  of which the service (engine + durable store): median {_ms(statistics.median(store))}")
    first, service_mb, viewer_mb = _startup_and_memory()
    print(f"first screen of `companion play` (resuming a {RESUMED_ACTIONS}-action game, headless): {first:.2f} s")
    print(f"resident memory with one viewer: service {service_mb:.0f} MB, viewer {viewer_mb:.0f} MB")


if __name__ == "__main__":
    main(sys.argv[1:])
    os._exit(0)  # daemon device threads must not hold the benchmark up
