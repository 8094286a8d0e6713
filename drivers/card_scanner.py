"""A QR/barcode card scanner in serial mode (USB CDC or a serial adapter), read through pyserial.

The driver knows nothing of games: it turns lines from the port into ``CardScanned(text)`` and
``ScanError(sentence)`` events, reports its health, and reconnects by itself with backoff when the
device is unplugged and comes back (use a stable path: ``/dev/serial/by-id/...`` or a udev symlink).

Events go to ``on_event`` when given (called from the reader thread), otherwise to a queue read with
``get()``. ``step()`` does one unit of work and can be driven by hand instead of ``start()``.
"""

from __future__ import annotations

import os
import queue
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass

import serial

from drivers.backoff import Backoff
from drivers.health import Health, HealthChanged, HealthTracker, State
from drivers.scan_lines import LineAssembler, Problem, Reading


@dataclass(frozen=True)
class CardScanned:
    text: str  # the decoded text, AIM prefix and line ending removed; parse it with companion.cards
    at: float = 0.0


@dataclass(frozen=True)
class ScanError:
    sentence: str
    at: float = 0.0


ScannerEvent = CardScanned | ScanError | HealthChanged


class CardScanner:
    def __init__(
        self,
        port: str,
        baud: int = 9600,
        *,
        on_event: Callable[[ScannerEvent], None] | None = None,
        clock: Callable[[], float] = time.monotonic,
        sleep: Callable[[float], object] | None = None,
        backoff: Backoff | None = None,
        read_timeout: float = 0.05,
        presence_interval: float = 1.0,
        max_line: int = 512,
    ) -> None:
        self.port = port
        self.baud = baud
        self._clock = clock
        self._stopping = threading.Event()
        # The default sleep wakes up at once when the scanner is stopped.
        self._sleep = sleep if sleep is not None else self._stopping.wait
        self._backoff = backoff or Backoff()
        self._read_timeout = read_timeout
        self._presence_interval = presence_interval
        self._queue: queue.Queue[ScannerEvent] = queue.Queue()
        self._on_event = on_event or self._queue.put
        self._lines = LineAssembler(max_line)
        self._serial: serial.Serial | None = None
        self._last_presence_check = clock()
        self._thread: threading.Thread | None = None
        self._tracker = HealthTracker(f"card scanner on {port}", clock, self._on_event)

    # -- what callers see -------------------------------------------------------------------------
    @property
    def health(self) -> Health:
        return self._tracker.current

    def get(self, timeout: float | None = None) -> ScannerEvent | None:
        """The next event from the queue (only when no ``on_event`` was given); None on timeout."""
        try:
            return self._queue.get(timeout=timeout)
        except queue.Empty:
            return None

    def start(self) -> CardScanner:
        if self._thread is None:
            self._stopping.clear()
            self._thread = threading.Thread(target=self._run, name=f"scanner {self.port}", daemon=True)
            self._thread.start()
        return self

    def stop(self, timeout: float = 2.0) -> None:
        self._stopping.set()
        if self._thread is not None:
            self._thread.join(timeout)
            self._thread = None
        self._close()

    def __enter__(self) -> CardScanner:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- the work ---------------------------------------------------------------------------------
    def _run(self) -> None:
        while not self._stopping.is_set():
            self.step()

    def step(self) -> None:
        """Connect if needed (waiting the backoff delay after a failed attempt), else read once."""
        if self._serial is None:
            if not self._connect():
                self._sleep(self._backoff.next())
            return
        try:
            data = self._serial.read(self._serial.in_waiting or 1)
        except (serial.SerialException, OSError, TypeError, AttributeError):
            # TypeError/AttributeError: pyserial's own state after a concurrent close on unplug.
            self._lost()
            return
        if data:
            now = self._clock()
            for result in self._lines.feed(data):
                if isinstance(result, Reading):
                    self._on_event(CardScanned(result.text, now))
                elif isinstance(result, Problem):
                    self._on_event(ScanError(result.sentence, now))
        elif self._clock() - self._last_presence_check >= self._presence_interval:
            self._last_presence_check = self._clock()
            if not os.path.exists(self.port):
                self._lost()

    def _connect(self) -> bool:
        try:
            self._serial = serial.Serial(self.port, self.baud, timeout=self._read_timeout, exclusive=True)
        except (serial.SerialException, OSError, ValueError) as error:
            self._serial = None
            was_there = self.health.state in (State.LOST, State.OK)
            if os.path.exists(self.port):
                detail = f"{self.port} cannot be opened ({_reason(error)})."
                self._tracker.set(State.LOST if was_there else State.ERROR, detail)
            elif not was_there:
                self._tracker.set(State.ABSENT, f"There is no device at {self.port}; plug the scanner in.")
            return False
        self._lines.reset()
        self._backoff.reset()
        self._last_presence_check = self._clock()
        self._tracker.set(State.OK)
        return True

    def _lost(self) -> None:
        self._close()
        sentence = f"The card scanner on {self.port} was unplugged or stopped answering; waiting for it to come back."
        self._on_event(ScanError(sentence, self._clock()))
        self._tracker.set(State.LOST, sentence)

    def _close(self) -> None:
        if self._serial is not None:
            try:
                self._serial.close()
            except (serial.SerialException, OSError):
                pass
            self._serial = None


def _reason(error: BaseException) -> str:
    text = str(error).strip() or type(error).__name__
    if "lock" in text.lower():
        return "another program is using it"
    if isinstance(error, PermissionError) or "Permission denied" in text:
        return "permission denied; add the user to the dialout group"
    return text.rstrip(".")
