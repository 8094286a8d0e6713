"""The child of the crash test: plays random legal Chicago Express actions into a stored game.

    python -m tests.companion.crash_child DATABASE SEED

After every acknowledged change it prints ``ack <game> <seq>`` (flushed), so the parent knows what
was acknowledged before it kills this process. Undo and redo are mixed in. A finished game is
followed by a new one.
"""

import random
import sys

from companion.session import Session
from companion.store import Store
from rules.chicago_express.random_player import RandomPlayer


def main(database: str, seed: int) -> None:
    rng = random.Random(seed)
    store = Store.open(database)
    while True:
        session = Session.resume_last(store)
        if session is None:
            players = [f"P{i}" for i in range(rng.randint(2, 6))]
            session = Session.start(store, "chicago-express", {"players": players}, seed=rng.randrange(1000))
            print(f"game {session.row}", flush=True)
        player = RandomPlayer(rng.randrange(1 << 30))
        while not session.engine.finished:
            roll = rng.random()
            if roll < 0.04 and session.can_undo:
                session.undo()
            elif roll < 0.06 and session.can_redo:
                session.redo()
            else:
                session.submit(player.next_action(session.engine))
            print(f"ack {session.row} {session.seq}", flush=True)


if __name__ == "__main__":
    main(sys.argv[1], int(sys.argv[2]))
