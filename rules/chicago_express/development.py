"""Development: a house on a city, mountain or forest, or a step up an industrial city's track.

``plan_development`` checks and describes the effect without changing anything; ``carry_out`` applies it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.chicago_express.board import CHICAGO, FOREST, HOUSE_TERRAINS, INDUSTRIAL, PLAIN, START, Hex
from rules.chicago_express.building import raise_income
from rules.chicago_express.events import HousePlaced, IndustryStepped, Note
from rules.chicago_express.state import State, company_account
from rules.core.errors import RuleError
from rules.core.ledger import BANK
from rules.core.records import Event

# A developed forest pays its company this much at once, from the bank (the rules text; not in map.json).
FOREST_DEVELOPMENT_CASH = 2


@dataclass(frozen=True)
class DevelopmentPlan:
    hex: str
    house: bool
    income_gains: dict[str, int] = field(default_factory=dict)
    cash: dict[str, int] = field(default_factory=dict)
    industry: str | None = None
    industry_steps: int = 0

    def effect(self) -> str:
        parts = [f"{c} +{g} income" for c, g in self.income_gains.items()]
        parts += [f"{c} +${g} cash from the bank" for c, g in self.cash.items()]
        if self.industry and not self.industry_steps:
            return f"{self.industry} is at the end of its track: nothing changes"
        return ", ".join(parts) or "nothing"


def plan_development(state: State, hex_name: str) -> DevelopmentPlan:
    hex_ = state.board.find_hex(hex_name)
    _check_developable_kind(state, hex_)
    holders = state.occupants.get(hex_.id, [])
    if not holders:
        raise RuleError(f"Nobody has a locomotive in {hex_.label} yet; develop a hex that holds at least one locomotive.")
    if hex_.terrain == INDUSTRIAL:
        industry = state.board.industry_at(hex_.id)
        assert industry is not None
        index = state.industry[industry.city]
        if index + 1 >= len(industry.track):
            # Decision (rules: "at the end of the track nothing more happens"): the development is
            # accepted and changes nothing, like a burn of the action.
            return DevelopmentPlan(hex_.id, house=False, industry=industry.city)
        gain = industry.track[index + 1] - industry.track[index]
        return DevelopmentPlan(hex_.id, False, {c: gain for c in holders}, industry=industry.city, industry_steps=1)
    if hex_.id in state.houses:
        raise RuleError(f"{hex_.label} already has a house; a {hex_.terrain} is developed only once.")
    if state.house_supply == 0:
        raise RuleError("The house supply is empty, so no city, mountain or forest can be developed.")
    if hex_.terrain == FOREST:
        return DevelopmentPlan(hex_.id, True, cash={c: FOREST_DEVELOPMENT_CASH for c in holders})
    return DevelopmentPlan(hex_.id, True, {c: hex_.house_bonus for c in holders if hex_.house_bonus})


def _check_developable_kind(state: State, hex_: Hex) -> None:
    if hex_.terrain == PLAIN:
        raise RuleError(f"{hex_.label} is a plain; plains cannot be developed.")
    if hex_.terrain == START:
        raise RuleError(f"{hex_.label} is a start hex; start hexes cannot be developed.")
    if hex_.terrain == CHICAGO:
        raise RuleError(f"{hex_.label} cannot be developed.")
    industry = state.board.industry_at(hex_.id)
    if industry is not None and industry.city == state.board.detroit:
        raise RuleError(f"{hex_.label} develops by itself after each dividend phase; players cannot develop it.")
    if hex_.terrain not in HOUSE_TERRAINS and hex_.terrain != INDUSTRIAL:
        raise RuleError(f"{hex_.label} cannot be developed.")


def carry_out(state: State, plan: DevelopmentPlan) -> list[Event]:
    events: list[Event] = []
    if plan.house:
        state.house_supply -= 1
        state.houses.append(plan.hex)
        events.append(HousePlaced(plan.hex))
    if plan.industry and plan.industry_steps:
        state.industry[plan.industry] += plan.industry_steps
        events.append(IndustryStepped(plan.industry, state.industry_value(plan.industry)))
    elif plan.industry:
        events.append(Note(plan.effect() + "."))
    for company, gain in plan.income_gains.items():
        events.append(raise_income(state, company, gain, f"{plan.hex} developed"))
    for company, amount in plan.cash.items():
        events.append(state.pay(BANK, company_account(company), amount, f"forest {plan.hex} developed"))
    return events


def developable(state: State) -> list[dict[str, Any]]:
    """Every hex that may be developed now, with what it would do."""
    rows = []
    for hex_id in state.occupants:
        try:
            plan = plan_development(state, hex_id)
        except RuleError:
            continue
        hex_ = state.board.hexes[hex_id]
        rows.append({"hex": hex_id, "name": hex_.name, "terrain": hex_.terrain, "effect": plan.effect(),
                     "income_gains": dict(plan.income_gains), "cash": dict(plan.cash)})
    return sorted(rows, key=lambda row: row["hex"])
