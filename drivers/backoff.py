"""Exponential backoff for reconnect attempts (pure: the caller does the waiting)."""

from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Backoff:
    initial: float = 0.1
    factor: float = 2.0
    maximum: float = 5.0
    _next: float = field(default=0.0, init=False)

    def __post_init__(self) -> None:
        self._next = self.initial

    def next(self) -> float:
        """The delay before the next attempt; each call lengthens the following one up to ``maximum``."""
        delay = self._next
        self._next = min(self.maximum, self._next * self.factor)
        return delay

    def reset(self) -> None:
        self._next = self.initial
