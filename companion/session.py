"""A game session: validate with the engine, append to the store, then publish the new state.

An action is acknowledged (``submit`` returns) only after its transaction committed, so a power cut
at any moment leaves a log that replays to the last acknowledged state (or one action more, if the
cut came between the commit and the acknowledgement).
"""

from __future__ import annotations

import secrets
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from typing import Any

from companion.errors import CompanionError
from companion.replaying import build_engine, new_engine
from companion.store import Store, StoredGame
from companion.store.log import META_TYPES, REDO, UNDO, Resolved
from rules import registry
from rules.core import Action, Engine, Event, Prompt


@dataclass(frozen=True)
class Update:
    """What listeners (dashboard, scoreboard, API) receive after every accepted change."""

    game_row: int
    seq: int
    snapshot: dict[str, Any]
    prompt: Prompt
    events: tuple[Event, ...]
    can_undo: bool
    can_redo: bool


Listener = Callable[[Update], None]


class Session:
    def __init__(self, store: Store, stored: StoredGame) -> None:
        self.store = store
        self.row = stored.id
        self.game = stored.game
        self.name = stored.name
        self.options = stored.options
        self.seed = stored.seed
        self._actions = [entry.action for entry in store.entries(stored.id)]
        self.engine, self._resolved = self._build(self._actions)
        self._listeners: list[Listener] = []
        self._lock = threading.RLock()
        self.last_events: tuple[Event, ...] = ()

    # -- starting ------------------------------------------------------------------------------
    @classmethod
    def start(
        cls, store: Store, game: str, options: Mapping[str, Any], seed: int | None = None, name: str | None = None
    ) -> Session:
        """A new stored game. The options are checked by the engine before anything is stored."""
        seed = secrets.randbits(31) if seed is None else seed
        engine = new_engine(game, options, seed)
        title = name or f"{registry.TITLES[game]} — {', '.join(engine.players)}"
        row = store.create_game(game, title, dict(engine.options), seed, finished=engine.finished)
        return cls(store, store.game(row))

    @classmethod
    def load(cls, store: Store, game_row: int) -> Session:
        return cls(store, store.game(game_row))

    @classmethod
    def resume_last(cls, store: Store) -> Session | None:
        """The most recently played unfinished game, or None."""
        stored = store.last_unfinished()
        return None if stored is None else cls(store, stored)

    # -- state ---------------------------------------------------------------------------------
    @property
    def seq(self) -> int:
        return len(self._actions)

    @property
    def can_undo(self) -> bool:
        return bool(self._resolved.done)

    @property
    def can_redo(self) -> bool:
        return bool(self._resolved.undone)

    def snapshot(self) -> dict[str, Any]:
        return self.engine.snapshot()

    def prompt(self) -> Prompt:
        return self.engine.prompt()

    def effective_actions(self) -> list[dict[str, Any]]:
        return [self._actions[i] for i in self._resolved.done]

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        self._listeners.append(listener)
        return lambda: self._listeners.remove(listener)

    # -- changing ------------------------------------------------------------------------------
    def submit(self, action: Action | Mapping[str, Any]) -> list[Event]:
        """Apply one action; it is stored durably before this returns. Refusals change nothing."""
        with self._lock:
            data = action.to_json() if isinstance(action, Action) else dict(action)
            if data.get("type") in META_TYPES:
                raise CompanionError("Undo and redo have their own commands; they are not game actions.")
            decoded = self.engine.codec.decode(data)
            events = self.engine.apply(decoded)
            data = decoded.to_json()
            try:
                self.store.append(self.row, data, finished=self.engine.finished)
            except BaseException:
                self.engine, self._resolved = self._build(self._actions)
                raise
            self._actions.append(data)
            self._resolved.done.append(len(self._actions) - 1)
            self._resolved.undone.clear()
            self._publish(events)
            return events

    def undo(self) -> None:
        with self._lock:
            if not self.can_undo:
                raise CompanionError("There is nothing to undo.")
            self._append_meta(UNDO)

    def redo(self) -> None:
        with self._lock:
            if not self.can_redo:
                raise CompanionError("There is nothing to redo.")
            self._append_meta(REDO)

    def _append_meta(self, kind: str) -> None:
        actions = self._actions + [{"type": kind}]
        engine, resolved = self._build(actions)
        self.store.append(self.row, {"type": kind}, finished=engine.finished)
        self._actions, self.engine, self._resolved = actions, engine, resolved
        self._publish([])

    def _build(self, actions: list[dict[str, Any]]) -> tuple[Engine, Resolved]:
        return build_engine(self.game, self.options, self.seed, actions)

    def _publish(self, events: list[Event]) -> None:
        self.last_events = tuple(events)
        if not self._listeners:
            return
        update = Update(
            self.row, self.seq, self.engine.snapshot(), self.engine.prompt(), tuple(events), self.can_undo, self.can_redo
        )
        for listener in list(self._listeners):
            listener(update)
