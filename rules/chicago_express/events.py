"""What happened, for the dashboard's log. Money movements use the core ``MoneyMoved`` event."""

from __future__ import annotations

from dataclasses import dataclass

from rules.core.records import Event, MoneyMoved, Note

__all__ = [
    "ActionChosen",
    "AuctionEnded",
    "GameEnded",
    "HousePlaced",
    "IncomeChanged",
    "IndustryStepped",
    "LocomotivePlaced",
    "MoneyMoved",
    "Note",
    "PhaseStarted",
]


@dataclass(frozen=True)
class ActionChosen(Event):
    type = "action_chosen"
    player: str
    action: str
    dial_position: int

    def describe(self) -> str:
        return f"{self.player} chooses {self.action} (dial to field {self.dial_position})."


@dataclass(frozen=True)
class AuctionEnded(Event):
    type = "auction_ended"
    company: str
    winner: str | None
    price: int

    def describe(self) -> str:
        if self.winner is None:
            return f"Nobody bid; the {self.company} share stays on the charter."
        return f"{self.winner} takes a {self.company} share for ${self.price}."


@dataclass(frozen=True)
class LocomotivePlaced(Event):
    type = "locomotive_placed"
    company: str
    hex: str
    cost: int
    income_gain: int

    def describe(self) -> str:
        return f"{self.company} builds into {self.hex} for ${self.cost} (+{self.income_gain} income)."


@dataclass(frozen=True)
class HousePlaced(Event):
    type = "house_placed"
    hex: str

    def describe(self) -> str:
        return f"A house is placed on {self.hex}."


@dataclass(frozen=True)
class IncomeChanged(Event):
    type = "income_changed"
    company: str
    old: int
    new: int
    reason: str

    def describe(self) -> str:
        return f"{self.company} income {self.old} → {self.new} ({self.reason})."


@dataclass(frozen=True)
class IndustryStepped(Event):
    type = "industry_stepped"
    city: str
    value: int

    def describe(self) -> str:
        return f"{self.city} steps to {self.value} on the industry track."


@dataclass(frozen=True)
class PhaseStarted(Event):
    type = "phase_started"
    phase: str

    def describe(self) -> str:
        return f"The {self.phase.replace('_', ' ').replace('chicago', 'Chicago')} begins."


@dataclass(frozen=True)
class GameEnded(Event):
    type = "game_ended"
    winners: tuple[str, ...]
    reasons: tuple[str, ...]

    def describe(self) -> str:
        return f"The game ends ({'; '.join(self.reasons)}). Winner(s): {', '.join(self.winners)}."
