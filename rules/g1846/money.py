"""Every dollar of 1846 through one ledger: the bank, the set-aside $500 notes, players, companies.

The bank starts with its table size ($6,500 / $7,500 / $9,000); the $500 notes returned to the box
at setup wait in a separate account and join the bank the moment it cannot pay (§2.2, §10.1): that
moment is the bank breaking. Should even those run out, the bank keeps paying (it is the unlimited
account of the ledger) so the table never stalls; the total stays conserved either way.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.core import BANK, Event, Ledger, MoneyMoved

RESERVE = "bank:set-aside"
MARKET = "market"


def player_account(name: str) -> str:
    return f"player:{name}"


def corporation_account(sym: str) -> str:
    return f"corp:{sym}"


def minor_account(sym: str) -> str:
    return f"minor:{sym}"


def is_player_account(account: str) -> bool:
    return account.startswith("player:")


def account_name(account: str) -> str:
    return account.split(":", 1)[1] if ":" in account else account


@dataclass
class Money:
    ledger: Ledger
    bank_broken: bool = False
    sink: list[Event] = field(default_factory=list)

    @classmethod
    def open(cls, bank: int, set_aside: int) -> Money:
        ledger = Ledger(labels={BANK: "the bank", RESERVE: "the set-aside $500 notes"})
        ledger.open(BANK, bank, unlimited=True)
        ledger.open(RESERVE, set_aside)
        return cls(ledger)

    def open_account(self, account: str, label: str, balance: int = 0) -> None:
        self.ledger.open(account, balance, label=label)

    def balance(self, account: str) -> int:
        return self.ledger.balance(account)

    @property
    def bank(self) -> int:
        return self.ledger.balance(BANK)

    def pay(self, src: str, dst: str, amount: int, reason: str) -> None:
        if amount == 0:
            return
        if src == BANK and self.bank < amount and not self.bank_broken:
            self.bank_broken = True
            reserve = self.ledger.balance(RESERVE)
            if reserve:
                self._move(RESERVE, BANK, reserve, "the bank has run out: the set-aside $500 notes join it")
        self._move(src, dst, amount, reason)

    def pay_all(self, src: str, dst: str, reason: str) -> int:
        amount = self.ledger.balance(src)
        self.pay(src, dst, amount, reason)
        return amount

    def _move(self, src: str, dst: str, amount: int, reason: str) -> None:
        self.ledger.transfer(src, dst, amount, reason)
        self.sink.append(MoneyMoved(src, dst, amount, reason))

    def total(self) -> int:
        return sum(self.ledger.balances().values())
