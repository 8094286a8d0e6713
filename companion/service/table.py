"""TableService: session + proposals + device health, with one update stream for every screen."""

from __future__ import annotations

import itertools
import threading
from collections.abc import Callable, Mapping
from dataclasses import dataclass, field, replace
from typing import Any

from companion import inputs
from companion.errors import CompanionError
from companion.session import Session
from companion.store import Store
from rules.core import Action, RuleError


@dataclass(frozen=True)
class Proposal:
    """An action a device suggests; the table confirms or dismisses it on the dashboard."""

    id: int
    source: str
    text: str
    action: dict[str, Any]
    confidence: float | None = None

    def to_json(self) -> dict[str, Any]:
        return {"id": self.id, "source": self.source, "text": self.text, "action": self.action,
                "confidence": self.confidence}


@dataclass(frozen=True)
class TableState:
    """Everything a screen draws, JSON-able for the viewers."""

    version: int
    game: str | None = None
    name: str = ""
    row: int | None = None
    seq: int = 0
    snapshot: dict[str, Any] = field(default_factory=dict)
    prompt: dict[str, Any] = field(default_factory=dict)
    events: tuple[str, ...] = ()
    proposals: tuple[Proposal, ...] = ()
    message: str = ""
    message_is_error: bool = False
    devices: dict[str, dict[str, Any]] = field(default_factory=dict)
    can_undo: bool = False
    can_redo: bool = False
    finished: bool = False

    def to_json(self) -> dict[str, Any]:
        return {
            "version": self.version, "game": self.game, "name": self.name, "row": self.row, "seq": self.seq,
            "snapshot": self.snapshot, "prompt": self.prompt, "events": list(self.events),
            "proposals": [p.to_json() for p in self.proposals], "message": self.message,
            "message_is_error": self.message_is_error, "devices": self.devices, "can_undo": self.can_undo,
            "can_redo": self.can_redo, "finished": self.finished,
        }


Listener = Callable[[TableState], None]


class TableService:
    """Owns the session. Every public method is safe to call from any thread (drivers run in threads)."""

    def __init__(self, store: Store) -> None:
        self.store = store
        self.session: Session | None = None
        self._lock = threading.RLock()
        self._listeners: list[Listener] = []
        self._proposal_ids = itertools.count(1)
        self._state = TableState(version=0)
        self.table: Any = None

    # -- reading -------------------------------------------------------------------------------
    @property
    def state(self) -> TableState:
        return self._state

    def subscribe(self, listener: Listener) -> Callable[[], None]:
        with self._lock:
            self._listeners.append(listener)
        return lambda: self._unsubscribe(listener)

    def _unsubscribe(self, listener: Listener) -> None:
        with self._lock:
            if listener in self._listeners:
                self._listeners.remove(listener)

    # -- games ---------------------------------------------------------------------------------
    def new_game(self, game: str, options: Mapping[str, Any], seed: int | None = None) -> Session:
        with self._lock:
            session = Session.start(self.store, game, options, seed)
            self._use(session, f"New game: {session.name}.")
            return session

    def open_game(self, row: int) -> Session:
        with self._lock:
            session = Session.load(self.store, row)
            self._use(session, f"Resumed {session.name}.")
            return session

    def resume_last(self) -> Session | None:
        with self._lock:
            session = Session.resume_last(self.store)
            if session is not None:
                self._use(session, f"Resumed {session.name}.")
            return session

    def close_game(self) -> None:
        with self._lock:
            self.session = None
            self._publish(self._fresh(message="", proposals=()))

    def _use(self, session: Session, message: str) -> None:
        self.session = session
        self._sync_dials()
        self._publish(self._fresh(message=message, proposals=()))

    # -- acting --------------------------------------------------------------------------------
    def submit(self, action: Action | Mapping[str, Any]) -> bool:
        """Apply an action. A refusal is shown as its sentence and changes nothing; returns success."""
        with self._lock:
            session = self._require_session()
            try:
                events = session.submit(action)
            except (RuleError, CompanionError) as error:
                self.tell(error.sentence, error=True)
                return False
            text = tuple(event.describe() for event in events)
            # Proposals were made for the state before this change: they are stale now.
            self._publish(self._fresh(message=text[-1] if text else "Done.", events=text, proposals=()))
            return True

    def undo(self) -> bool:
        return self._meta(lambda s: s.undo(), "Undone.")

    def redo(self) -> bool:
        return self._meta(lambda s: s.redo(), "Redone.")

    def _meta(self, change: Callable[[Session], None], message: str) -> bool:
        with self._lock:
            session = self._require_session()
            try:
                change(session)
            except CompanionError as error:
                self.tell(error.sentence, error=True)
                return False
            self._publish(self._fresh(message=message, proposals=()))
            return True

    def tell(self, sentence: str, *, error: bool = False) -> None:
        """Show one sentence on every screen (a refusal, a device problem, a hint)."""
        with self._lock:
            self._publish(replace(self._state, version=self._state.version + 1, message=sentence,
                                  message_is_error=error))

    # -- proposals from devices ----------------------------------------------------------------
    def propose(self, source: str, text: str, action: Mapping[str, Any], confidence: float | None = None) -> Proposal:
        with self._lock:
            proposal = Proposal(next(self._proposal_ids), source, text, dict(action), confidence)
            proposals = (*self._state.proposals, proposal)
            self._publish(replace(self._state, version=self._state.version + 1, proposals=proposals,
                                  message=text, message_is_error=False))
            return proposal

    def confirm(self, proposal_id: int) -> bool:
        with self._lock:
            proposal = self._find(proposal_id)
            if proposal is None:
                self.tell("That proposal is no longer open.", error=True)
                return False
            self._drop(proposal_id)
            return self.submit(proposal.action)

    def dismiss(self, proposal_id: int) -> None:
        with self._lock:
            if self._find(proposal_id) is not None:
                self._drop(proposal_id)
                self.tell("Proposal dismissed.")

    def _find(self, proposal_id: int) -> Proposal | None:
        return next((p for p in self._state.proposals if p.id == proposal_id), None)

    def _drop(self, proposal_id: int) -> None:
        kept = tuple(p for p in self._state.proposals if p.id != proposal_id)
        self._state = replace(self._state, proposals=kept)

    # -- devices -------------------------------------------------------------------------------
    def attach_table(self, table: Any) -> None:
        """Use a ``hardware.table.Table``: its events arrive through ``on_device_event``."""
        with self._lock:
            self.table = table
            for device in ("scanner", "dials", "camera"):
                driver = getattr(table, device, None)
                if driver is not None:
                    self._record_health(driver.health)
            self._sync_dials()

    def on_device_event(self, event: Any) -> None:
        """A driver event (from any thread): a scanned card, a scan error, a dial reading, a health change."""
        from drivers.card_scanner import CardScanned, ScanError
        from drivers.dials import DialMoved
        from drivers.health import HealthChanged

        with self._lock:
            if isinstance(event, CardScanned):
                self._respond("scanner", inputs.card_scanned(self.session, event.text))
            elif isinstance(event, ScanError):
                self.tell(event.sentence, error=True)
            elif isinstance(event, DialMoved):
                self._respond("dials", inputs.dial_moved(self.session, event.dial, event.position))
            elif isinstance(event, HealthChanged):
                self._record_health(event.health)

    def _respond(self, source: str, response: inputs.Response) -> None:
        if isinstance(response, inputs.Submit):
            self.submit(response.action)
        elif isinstance(response, inputs.Propose):
            self.propose(source, response.text, response.action, response.confidence)
        elif isinstance(response, inputs.Choice):
            for option in response.options:
                self.propose(source, option.text, option.action, option.confidence)
        else:
            self.tell(response.sentence, error=response.error)

    def _record_health(self, health: Any) -> None:
        self.set_device_health(health.device, {"state": str(health.state), "detail": health.detail,
                                               "usable": health.state.usable})

    def _sync_dials(self) -> None:
        """Encoders count from where they were at power-up: tell them where the game's dials are."""
        dials = getattr(self.table, "dials", None)
        if self.session is None or self.session.game != "chicago-express" or not hasattr(dials, "set_position"):
            return
        for name, dial in self.session.snapshot()["dials"].items():
            dials.set_position(name, dial["position"])

    def set_device_health(self, name: str, health: Mapping[str, Any]) -> None:
        with self._lock:
            devices = {**self._state.devices, name: dict(health)}
            self._publish(replace(self._state, version=self._state.version + 1, devices=devices))

    # -- internals -----------------------------------------------------------------------------
    def _require_session(self) -> Session:
        if self.session is None:
            raise CompanionError("No game is open; start a new game or resume one first.")
        return self.session

    def _fresh(self, **changes: Any) -> TableState:
        session = self.session
        base = TableState(version=self._state.version + 1, devices=self._state.devices,
                          proposals=self._state.proposals)
        if session is not None:
            base = replace(
                base, game=session.game, name=session.name, row=session.row, seq=session.seq,
                snapshot=session.snapshot(), prompt=session.prompt().to_json(), can_undo=session.can_undo,
                can_redo=session.can_redo, finished=session.engine.finished,
            )
        changes.setdefault("message_is_error", False)
        return replace(base, **changes)

    def _publish(self, state: TableState) -> None:
        self._state = state
        for listener in list(self._listeners):
            listener(state)
