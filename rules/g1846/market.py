"""The one-row stock market: price tokens stacked in columns, and the operating order it gives.

A token moving into a column goes beneath the tokens already there (§4.33); a move that cannot
happen (left of $0, right of the ceiling) leaves the token where it is, in its place in the stack.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from rules.core import RuleError


@dataclass
class StockMarket:
    values: tuple[int, ...]
    par_values: tuple[int, ...]
    column: dict[str, int] = field(default_factory=dict)
    stacks: dict[int, list[str]] = field(default_factory=dict)

    def price(self, sym: str) -> int:
        return self.values[self.column[sym]]

    def has(self, sym: str) -> bool:
        return sym in self.column

    def check_par(self, price: int) -> int:
        if price not in self.par_values:
            low, high = self.par_values[0], self.par_values[-1]
            on_row = ", ".join(f"${v}" for v in self.par_values)
            raise RuleError(f"A par price must be one of {on_row} (from ${low} to ${high} on the market row), not ${price}.")
        return self.values.index(price)

    def place(self, sym: str, price: int) -> None:
        self._put(sym, self.values.index(price))

    def remove(self, sym: str) -> None:
        index = self.column.pop(sym, None)
        if index is not None:
            self.stacks[index].remove(sym)

    def move(self, sym: str, steps: int) -> tuple[int, int]:
        """Move ``steps`` columns (negative = left), one column at a time; returns (old, new) price."""
        old = self.price(sym)
        for _ in range(abs(steps)):
            target = self.column[sym] + (1 if steps > 0 else -1)
            if 0 <= target < len(self.values):
                self.stacks[self.column[sym]].remove(sym)
                self._put(sym, target)
        return old, self.price(sym)

    def relative_price(self, sym: str, steps: int) -> int:
        """The price ``steps`` columns away from the current one, stopping at the ends of the row."""
        index = min(max(self.column[sym] + steps, 0), len(self.values) - 1)
        return self.values[index]

    def order(self, syms: list[str] | set[str], ascending: bool = False) -> list[str]:
        """Operating order: highest price first (or lowest first); in a column, the top token first."""

        def key(sym: str) -> tuple[int, int]:
            index = self.column[sym]
            depth = self.stacks[index].index(sym)
            return (index if ascending else -index, depth)

        return sorted((s for s in syms if s in self.column), key=key)

    def rows(self) -> list[dict[str, object]]:
        return [
            {"price": self.values[i], "tokens": list(self.stacks[i])}
            for i in sorted(self.stacks)
            if self.stacks[i]
        ]

    def _put(self, sym: str, index: int) -> None:
        self.column[sym] = index
        self.stacks.setdefault(index, []).append(sym)
