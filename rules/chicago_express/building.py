"""Building: extending one company's network by 1-3 hexes, paid from its treasury.

``plan_build`` checks a whole build and prices it without changing anything; ``carry_out`` places it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import Any

from rules.chicago_express.board import CHICAGO, INDUSTRIAL, SINGLE_COMPANY_TERRAINS, START, Hex
from rules.chicago_express.events import IncomeChanged, LocomotivePlaced
from rules.chicago_express.formulas import hex_cost
from rules.chicago_express.state import State, company_account
from rules.core.errors import RuleError
from rules.core.ledger import BANK
from rules.core.records import Event

MAX_HEXES_PER_BUILD = 3
# Entering these terrains adds the hex's locomotive income (plus its house income once developed).
INCOME_TERRAINS = ("city", "mountain", CHICAGO)


@dataclass(frozen=True)
class Placement:
    hex: str
    cost: int
    income_gain: int


def entry_gain(state: State, hex_: Hex) -> int:
    """The income a company gains by entering ``hex_`` now."""
    if hex_.terrain == INDUSTRIAL:
        industry = state.board.industry_at(hex_.id)
        return state.industry_value(industry.city) if industry else 0
    if hex_.terrain in INCOME_TERRAINS:
        return hex_.income + (hex_.house_bonus if hex_.id in state.houses else 0)
    return 0


def entry_cost(state: State, hex_: Hex) -> int:
    return hex_cost(hex_.build_cost or 0, len(state.occupants.get(hex_.id, ())) + 1)


def blocked_reason(state: State, company: str, hex_: Hex) -> str | None:
    """Why ``company`` may never enter ``hex_`` as things stand (adjacency aside), or None."""
    if company in state.occupants.get(hex_.id, ()):
        return f"{company} already has a locomotive in {hex_.label}; a company places one locomotive per hex."
    if hex_.terrain == START:
        return f"{hex_.label} is {hex_.start_of}'s start hex; no other company may build there."
    if hex_.build_cost is None:
        return f"{hex_.label} cannot be built on."
    holders = state.occupants.get(hex_.id, ())
    if hex_.terrain in SINGLE_COMPANY_TERRAINS and holders:
        return f"{hex_.label} is a {hex_.terrain} that already holds {holders[0]}; only one company may ever build there."
    return None


def check_may_build(state: State, player: str, company: str) -> None:
    if not state.is_open(company):
        raise RuleError(f"{company} is not open yet; it opens when a company first reaches Chicago.")
    if not state.owns(player, company):
        raise RuleError(f"{player} owns no {company} share, so {player} cannot build for {company}.")
    if state.locomotives_left[company] == 0:
        raise RuleError(f"{company} has no locomotives left, so it cannot build.")


def plan_build(state: State, player: str, company: str, hex_names: Sequence[str], forfeit_after_chicago: bool) -> list[Placement]:
    """Check a build completely and price each hex; raises ``RuleError`` naming the first problem."""
    check_may_build(state, player, company)
    if not 1 <= len(hex_names) <= MAX_HEXES_PER_BUILD:
        raise RuleError(f"A build places 1 to {MAX_HEXES_PER_BUILD} locomotives, not {len(hex_names)}.")
    left = state.locomotives_left[company]
    if len(hex_names) > left:
        raise RuleError(f"{company} has only {left} locomotive(s) left; build at most {left} hex(es).")
    board = state.board
    network = set(state.network[company])
    placements: list[Placement] = []
    for position, name in enumerate(hex_names):
        hex_ = board.find_hex(name)
        if hex_.id in {p.hex for p in placements}:
            raise RuleError(f"{hex_.label} is listed twice in this build; list each hex once.")
        reason = blocked_reason(state, company, hex_)
        if reason:
            raise RuleError(reason)
        if not network.intersection(hex_.neighbours):
            raise RuleError(
                f"{hex_.label} is not next to {company}'s network; each new hex must touch a hex where "
                f"{company} already has a locomotive."
            )
        placements.append(Placement(hex_.id, entry_cost(state, hex_), entry_gain(state, hex_)))
        network.add(hex_.id)
        rest = hex_names[position + 1 :]
        if hex_.id == board.chicago and rest and forfeit_after_chicago:
            raise RuleError(
                f"A build ends on reaching Chicago; take back the locomotive(s) listed after it ({', '.join(rest)})."
            )
    total = sum(p.cost for p in placements)
    treasury = state.treasury(company)
    if total > treasury:
        raise RuleError(
            f"This build costs {company} ${total} but its treasury holds ${treasury}; players may not lend money."
        )
    return placements


def carry_out(state: State, company: str, placements: Sequence[Placement]) -> list[Event]:
    events: list[Event] = []
    for placement in placements:
        state.occupants.setdefault(placement.hex, []).append(company)
        state.network[company].append(placement.hex)
        state.locomotives_left[company] -= 1
        if placement.cost:
            events.append(state.pay(company_account(company), BANK, placement.cost, f"{company} builds into {placement.hex}"))
        events.append(LocomotivePlaced(company, placement.hex, placement.cost, placement.income_gain))
        if placement.income_gain:
            events.append(raise_income(state, company, placement.income_gain, f"enters {placement.hex}"))
    return events


def raise_income(state: State, company: str, gain: int, reason: str) -> IncomeChanged:
    old = state.income[company]
    state.income[company] = old + gain
    return IncomeChanged(company, old, old + gain, reason)


def reachable(state: State, company: str, forfeit_after_chicago: bool, steps: int = MAX_HEXES_PER_BUILD) -> list[dict[str, Any]]:
    """Hexes a build of ``company`` could reach, each with the fewest new hexes needed, its own cost and income gain."""
    board = state.board
    found: dict[str, int] = {}
    frontier = set(state.network[company])
    for step in range(1, steps + 1):
        following: set[str] = set()
        for hex_id in frontier:
            if hex_id == board.chicago and forfeit_after_chicago and hex_id in found:
                continue
            for neighbour in board.hexes[hex_id].neighbours:
                if neighbour in found or neighbour in state.network[company]:
                    continue
                if blocked_reason(state, company, board.hexes[neighbour]) is None:
                    found[neighbour] = step
                    following.add(neighbour)
        frontier = following
    rows = []
    for hex_id, step in found.items():
        hex_ = board.hexes[hex_id]
        rows.append(
            {
                "hex": hex_id,
                "name": hex_.name,
                "terrain": hex_.terrain,
                "steps": step,
                "cost": entry_cost(state, hex_),
                "income_gain": entry_gain(state, hex_),
            }
        )
    return sorted(rows, key=lambda row: (row["steps"], row["hex"]))


def frontier(state: State, company: str) -> list[str]:
    """Hexes next to ``company``'s network that it may enter now."""
    board = state.board
    seen: set[str] = set()
    for hex_id in state.network[company]:
        for neighbour in board.hexes[hex_id].neighbours:
            if neighbour not in seen and blocked_reason(state, company, board.hexes[neighbour]) is None:
                seen.add(neighbour)
    return sorted(seen)
