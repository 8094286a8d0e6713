"""Power cuts: a child applying actions is killed with SIGKILL at random moments, 60 times.

After every kill the log holds exactly the acknowledged entries (never fewer; at most the one in
flight more), every game replays cleanly, and SQLite's integrity check passes.
"""

import os
import random
import signal
import sqlite3
import subprocess
import sys
import threading
import time

from companion.replaying import build_engine
from companion.store import Store
from tests.shared_data import REPO

KILLS = 60


def _run_child(database, seed, rng):
    child = subprocess.Popen(
        [sys.executable, "-m", "tests.companion.crash_child", str(database), str(seed)],
        cwd=REPO, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
    )
    lines = []
    reader = threading.Thread(target=lambda: lines.extend(child.stdout), daemon=True)
    reader.start()
    # Wait for the first acknowledgement, then let it run a random while: kills land anywhere,
    # including mid-transaction and mid-checkpoint.
    deadline = time.monotonic() + 60
    while not any(line.startswith("ack") for line in lines) and child.poll() is None and time.monotonic() < deadline:
        time.sleep(0.005)
    time.sleep(rng.uniform(0, 0.15))
    child.send_signal(signal.SIGKILL)
    child.wait()
    reader.join(5)
    assert child.returncode == -signal.SIGKILL, child.stderr.read()
    return lines


def test_sigkill_at_random_moments_loses_nothing_acknowledged(tmp_path):
    database = tmp_path / "games.sqlite3"
    rng = random.Random(20261121)
    acknowledged: dict[int, int] = {}
    for kill in range(KILLS):
        for line in _run_child(database, kill, rng):
            parts = line.split()
            if parts[0] == "ack":
                acknowledged[int(parts[1])] = int(parts[2])
        with sqlite3.connect(database) as raw:
            assert raw.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        with Store.open(database) as store:
            for game in store.games():
                entries = store.entries(game.id)
                acked = acknowledged.get(game.id, 0)
                assert acked <= len(entries) <= acked + 1, (kill, game.id, acked, len(entries))
                engine, _ = build_engine(game.game, game.options, game.seed, [e.action for e in entries])
                assert engine.finished == game.finished
                acknowledged[game.id] = len(entries)
    assert sum(acknowledged.values()) > KILLS  # the children did real work between kills
    assert not os.path.exists(str(database) + "-journal")
