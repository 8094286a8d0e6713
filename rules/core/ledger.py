"""Every dollar moves through one ledger, so totals are conserved and every payout is explainable."""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass

from rules.core.errors import RuleError

BANK = "bank"


@dataclass(frozen=True)
class Transfer:
    src: str
    dst: str
    amount: int
    reason: str


class Ledger:
    """Named accounts holding whole dollars.

    Accounts listed in ``unlimited`` may go below zero: an unlimited bank simply records what it
    paid out. Every other account refuses an overdraft with a sentence and changes nothing. The sum
    of all balances never changes after the accounts are opened; ``check()`` proves it.
    """

    def __init__(
        self,
        accounts: Mapping[str, int] | None = None,
        *,
        unlimited: Iterable[str] = (),
        labels: Mapping[str, str] | None = None,
        keep_history: bool = True,
    ) -> None:
        self._balances: dict[str, int] = {}
        self._unlimited = set(unlimited)
        self._labels = dict(labels or {})
        self._total = 0
        self._keep_history = keep_history
        self.history: list[Transfer] = []
        for name, balance in (accounts or {}).items():
            self.open(name, balance)
        for name in self._unlimited:
            if name not in self._balances:
                self.open(name, 0)

    def open(self, name: str, balance: int = 0, *, label: str | None = None, unlimited: bool = False) -> None:
        """Open an account. Money created here is part of the conserved total from now on."""
        if name in self._balances:
            raise ValueError(f"account {name!r} is already open")
        if balance < 0 and not unlimited and name not in self._unlimited:
            raise ValueError(f"account {name!r} cannot open below zero")
        self._balances[name] = balance
        self._total += balance
        if unlimited:
            self._unlimited.add(name)
        if label is not None:
            self._labels[name] = label

    def close(self, name: str) -> None:
        """Remove an empty account (a closed company). Refuses while money is still in it."""
        if self._balances[name] != 0:
            raise ValueError(f"account {name!r} still holds ${self._balances[name]}")
        del self._balances[name]

    def label(self, name: str) -> str:
        return self._labels.get(name, name)

    def set_label(self, name: str, label: str) -> None:
        self._labels[name] = label

    def has(self, name: str) -> bool:
        return name in self._balances

    def balance(self, name: str) -> int:
        try:
            return self._balances[name]
        except KeyError:
            raise KeyError(f"no account named {name!r}") from None

    def balances(self) -> dict[str, int]:
        return dict(self._balances)

    def is_unlimited(self, name: str) -> bool:
        return name in self._unlimited

    def can_pay(self, name: str, amount: int) -> bool:
        return name in self._unlimited or self._balances[name] >= amount

    def transfer(self, src: str, dst: str, amount: int, reason: str) -> Transfer:
        """Move ``amount`` dollars from ``src`` to ``dst``; the only way money ever moves."""
        if not isinstance(amount, int) or isinstance(amount, bool):
            raise TypeError("amounts are whole dollars")
        if amount < 0:
            raise ValueError("a transfer amount cannot be negative; swap the accounts instead")
        for name in (src, dst):
            if name not in self._balances:
                raise KeyError(f"no account named {name!r}")
        if not self.can_pay(src, amount):
            raise RuleError(f"{self.label(src)} has ${self._balances[src]} but {reason} needs ${amount}.")
        self._balances[src] -= amount
        self._balances[dst] += amount
        record = Transfer(src, dst, amount, reason)
        if self._keep_history:
            self.history.append(record)
        return record

    @property
    def total(self) -> int:
        return self._total

    def check(self) -> None:
        """Raise AssertionError unless money is conserved and only unlimited accounts are negative."""
        actual = sum(self._balances.values())
        if actual != self._total:
            raise AssertionError(f"ledger total is {actual}, expected {self._total}")
        for name, balance in self._balances.items():
            if balance < 0 and name not in self._unlimited:
                raise AssertionError(f"account {name!r} is overdrawn at {balance}")
