"""The game store: SQLite (WAL, synchronous=FULL), an append-only action log per game.

State is never stored, only derived by replaying the log; undo and redo are log entries too.
"""

from companion.store.database import SCHEMA_VERSION, Store
from companion.store.gamefile import GameFile, read_game_file, write_game_file
from companion.store.log import LogEntry, StoredGame, effective_actions

__all__ = [
    "SCHEMA_VERSION",
    "GameFile",
    "LogEntry",
    "Store",
    "StoredGame",
    "effective_actions",
    "read_game_file",
    "write_game_file",
]
