"""Log entries and how undo/redo entries resolve into the actions in effect."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from typing import Any

from companion.errors import CompanionError

UNDO = "undo"
REDO = "redo"
META_TYPES = (UNDO, REDO)


@dataclass(frozen=True)
class StoredGame:
    id: int
    game: str
    name: str
    options: dict[str, Any]
    seed: int
    created: str
    updated: str
    finished: bool
    entries: int


@dataclass(frozen=True)
class LogEntry:
    seq: int
    action: dict[str, Any]
    at: str

    @property
    def type(self) -> str:
        return str(self.action.get("type"))


@dataclass
class Resolved:
    """Positions (in the log) of the actions in effect, and of those an undo took back (last undone last)."""

    done: list[int]
    undone: list[int]


def effective_actions(actions: Iterable[Mapping[str, Any]]) -> Resolved:
    """Resolve a log (game actions interleaved with undo/redo entries) into the actions in effect.

    A new game action after an undo discards what could have been redone, as in every editor.
    """
    done: list[int] = []
    undone: list[int] = []
    for index, action in enumerate(actions):
        kind = action.get("type")
        if kind == UNDO:
            if not done:
                raise CompanionError(f"Log entry {index + 1} undoes an action, but there is nothing to undo.")
            undone.append(done.pop())
        elif kind == REDO:
            if not undone:
                raise CompanionError(f"Log entry {index + 1} redoes an action, but there is nothing to redo.")
            done.append(undone.pop())
        else:
            done.append(index)
            undone.clear()
    return Resolved(done, undone)
