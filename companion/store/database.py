"""The SQLite file: opening it safely, its schema, and the append-only log.

Opening never writes to a file that is not ours: the header is read byte by byte first, then the
file is checked through a read-only connection, and only then opened for writing.
"""

from __future__ import annotations

import json
import sqlite3
import struct
from collections.abc import Callable, Iterable, Mapping
from datetime import UTC, datetime
from pathlib import Path
from typing import Any

from companion.errors import CompanionError
from companion.store.log import LogEntry, StoredGame

SCHEMA_VERSION = 1
APPLICATION_ID = 0x52544331  # "RTC1"
_SQLITE_MAGIC = b"SQLite format 3\x00"

_SCHEMA = """
CREATE TABLE games (
    id       INTEGER PRIMARY KEY,
    game     TEXT    NOT NULL,
    name     TEXT    NOT NULL,
    options  TEXT    NOT NULL,
    seed     INTEGER NOT NULL,
    created  TEXT    NOT NULL,
    updated  TEXT    NOT NULL,
    finished INTEGER NOT NULL DEFAULT 0,
    touched  INTEGER NOT NULL DEFAULT 0  -- grows with every change: "most recently played" without clock ties
);
CREATE TABLE log (
    game   INTEGER NOT NULL REFERENCES games(id),
    seq    INTEGER NOT NULL,
    action TEXT    NOT NULL,
    at     TEXT    NOT NULL,
    PRIMARY KEY (game, seq)
);
CREATE TRIGGER log_no_update BEFORE UPDATE ON log
    BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END;
CREATE TRIGGER log_no_delete BEFORE DELETE ON log
    BEGIN SELECT RAISE(ABORT, 'the action log is append-only'); END;
"""


def utc_now() -> str:
    return datetime.now(UTC).isoformat(timespec="milliseconds")


class Store:
    """All stored games in one SQLite file. Use ``Store.open(path)``."""

    def __init__(self, connection: sqlite3.Connection, path: Path, clock: Callable[[], str]) -> None:
        self._db = connection
        self.path = path
        self._clock = clock

    # -- opening -------------------------------------------------------------------------------
    @classmethod
    def open(cls, path: str | Path, *, clock: Callable[[], str] = utc_now) -> Store:
        path = Path(path)
        if path.is_dir():
            raise CompanionError(f"{path} is a folder, not a game store file.")
        new = not path.exists() or path.stat().st_size == 0
        if new:
            path.parent.mkdir(parents=True, exist_ok=True)
        else:
            _check_header(path)
            _check_integrity(path)
        try:
            connection = sqlite3.connect(path, isolation_level=None, check_same_thread=False)
            if new:
                _create(connection)
            connection.execute("PRAGMA journal_mode=WAL")
            connection.execute("PRAGMA synchronous=FULL")
            connection.execute("PRAGMA foreign_keys=ON")
            connection.execute("PRAGMA busy_timeout=5000")
        except sqlite3.Error as error:
            raise CompanionError(f"The game store {path} cannot be opened ({error}).") from None
        return cls(connection, path, clock)

    def close(self) -> None:
        self._db.close()

    def __enter__(self) -> Store:
        return self

    def __exit__(self, *exc: object) -> None:
        self.close()

    # -- games ---------------------------------------------------------------------------------
    def create_game(
        self,
        game: str,
        name: str,
        options: Mapping[str, Any],
        seed: int,
        actions: Iterable[tuple[Mapping[str, Any], str | None]] = (),
        finished: bool = False,
    ) -> int:
        """A new game, optionally with its whole log (an import), in one transaction."""
        now = self._clock()
        with self._transaction():
            cursor = self._db.execute(
                "INSERT INTO games (game, name, options, seed, created, updated, finished, touched) "
                f"VALUES (?,?,?,?,?,?,?,{_NEXT_TOUCH})",
                (game, name, json.dumps(options), seed, now, now, int(finished)),
            )
            game_row = int(cursor.lastrowid or 0)
            self._db.executemany(
                "INSERT INTO log (game, seq, action, at) VALUES (?,?,?,?)",
                [(game_row, seq, json.dumps(action), at or now) for seq, (action, at) in enumerate(actions, 1)],
            )
        return game_row

    def append(self, game_row: int, action: Mapping[str, Any], *, finished: bool) -> LogEntry:
        """Append one accepted action; it is durable (committed, fsynced) when this returns."""
        now = self._clock()
        text = json.dumps(action)
        with self._transaction():
            changed = self._db.execute(
                f"UPDATE games SET updated = ?, finished = ?, touched = {_NEXT_TOUCH} WHERE id = ?",
                (now, int(finished), game_row),
            ).rowcount
            if changed != 1:
                raise CompanionError(f"There is no stored game number {game_row}.")
            row = self._db.execute("SELECT COALESCE(MAX(seq), 0) FROM log WHERE game = ?", (game_row,)).fetchone()
            seq = int(row[0]) + 1
            self._db.execute("INSERT INTO log (game, seq, action, at) VALUES (?,?,?,?)", (game_row, seq, text, now))
        return LogEntry(seq, json.loads(text), now)

    def game(self, game_row: int) -> StoredGame:
        row = self._db.execute(_GAME_QUERY + " WHERE g.id = ? GROUP BY g.id", (game_row,)).fetchone()
        if row is None:
            raise CompanionError(f"There is no stored game number {game_row}.")
        return _stored_game(row)

    def games(self) -> list[StoredGame]:
        rows = self._db.execute(_GAME_QUERY + " GROUP BY g.id ORDER BY g.touched DESC").fetchall()
        return [_stored_game(row) for row in rows]

    def last_unfinished(self) -> StoredGame | None:
        for game in self.games():
            if not game.finished:
                return game
        return None

    def entries(self, game_row: int) -> list[LogEntry]:
        self.game(game_row)
        rows = self._db.execute("SELECT seq, action, at FROM log WHERE game = ? ORDER BY seq", (game_row,))
        return [LogEntry(seq, json.loads(action), at) for seq, action, at in rows]

    def integrity(self) -> str:
        return str(self._db.execute("PRAGMA integrity_check").fetchone()[0])

    # -- internals -----------------------------------------------------------------------------
    def _transaction(self) -> _Transaction:
        return _Transaction(self._db, self.path)


_NEXT_TOUCH = "(SELECT COALESCE(MAX(touched), 0) + 1 FROM games)"

_GAME_QUERY = """
SELECT g.id, g.game, g.name, g.options, g.seed, g.created, g.updated, g.finished, COUNT(l.seq)
FROM games g LEFT JOIN log l ON l.game = g.id
"""


def _stored_game(row: tuple[Any, ...]) -> StoredGame:
    gid, game, name, options, seed, created, updated, finished, entries = row
    return StoredGame(gid, game, name, json.loads(options), seed, created, updated, bool(finished), entries)


class _Transaction:
    """BEGIN IMMEDIATE … COMMIT, rolled back on any error; storage errors become one sentence."""

    def __init__(self, db: sqlite3.Connection, path: Path) -> None:
        self._db = db
        self._path = path

    def __enter__(self) -> None:
        try:
            self._db.execute("BEGIN IMMEDIATE")
        except sqlite3.Error as error:
            raise CompanionError(f"The game store {self._path} is not writable right now ({error}).") from None

    def __exit__(self, kind: type[BaseException] | None, error: BaseException | None, tb: object) -> bool:
        if kind is None:
            try:
                self._db.execute("COMMIT")
                return False
            except sqlite3.Error as commit_error:
                error = commit_error
        if self._db.in_transaction:
            self._db.execute("ROLLBACK")
        if isinstance(error, sqlite3.Error):
            raise CompanionError(f"Saving to {self._path} failed ({error}); nothing was changed.") from None
        return False


def _create(connection: sqlite3.Connection) -> None:
    # application_id and user_version go into the file header before WAL is switched on, so that
    # a later open can identify the file by reading its first 100 bytes.
    connection.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    connection.execute(f"PRAGMA user_version = {SCHEMA_VERSION}")
    connection.executescript("BEGIN IMMEDIATE;" + _SCHEMA + "COMMIT;")


def _check_header(path: Path) -> None:
    with path.open("rb") as handle:
        header = handle.read(100)
    if len(header) < 100 or not header.startswith(_SQLITE_MAGIC):
        raise CompanionError(f"{path} is not a companion game store (it is not an SQLite database); it was left as it is.")
    (user_version,) = struct.unpack(">i", header[60:64])
    (application_id,) = struct.unpack(">i", header[68:72])
    if application_id != APPLICATION_ID:
        raise CompanionError(f"{path} is a database of another program, not a companion game store; it was left as it is.")
    if user_version > SCHEMA_VERSION:
        raise CompanionError(
            f"{path} was written by a newer companion (store schema {user_version}; this one reads up to "
            f"{SCHEMA_VERSION}); update the companion. The file was left as it is."
        )


def _check_integrity(path: Path) -> None:
    # Without a -wal file beside it the main file is complete, and "immutable" reads it without
    # creating any side file. With one (an unclean stop), the WAL is part of the data and must be read.
    wal = path.with_name(path.name + "-wal")
    mode = "mode=ro" if wal.exists() else "mode=ro&immutable=1"
    try:
        probe = sqlite3.connect(f"{path.resolve().as_uri()}?{mode}", uri=True)
        try:
            result = probe.execute("PRAGMA quick_check").fetchone()[0]
            probe.execute("SELECT COUNT(*) FROM games JOIN log ON log.game = games.id").fetchone()
        finally:
            probe.close()
    except sqlite3.Error as error:
        result = str(error)
    if result != "ok":
        raise CompanionError(
            f"{path} is damaged ({result}); restore it from an export or move it away. It was left as it is."
        )
