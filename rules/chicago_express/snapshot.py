"""The JSON state the screens draw and ``companion replay`` prints (keys listed in the actions doc)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.chicago_express.dials import dial_block_reason
from rules.chicago_express.phases import END_REASONS, end_tracker
from rules.chicago_express.prompting import dial_details
from rules.chicago_express.state import FINISHED, State
from rules.core.ledger import BANK


def make_snapshot(state: State, options: Mapping[str, Any]) -> dict[str, Any]:
    board = state.board
    return {
        "game": "chicago-express",
        "phase": state.phase,
        "step": state.step,
        "round": state.round,
        "turn": state.turn,
        "active_player": state.active,
        "chosen_action": state.chosen,
        "players": list(state.players),
        "cash": {p: state.cash(p) for p in state.players},
        "companies": {code: _company(state, code) for code in board.companies},
        "hexes": {
            hex_id: {"locomotives": list(companies), "house": hex_id in state.houses}
            for hex_id, companies in sorted(state.occupants.items())
        },
        "houses": {"supply": state.house_supply, "on_hexes": list(state.houses)},
        "industry": {
            city: {"hex": industry.hex, "position": state.industry[city], "value": state.industry_value(city),
                   "track": list(industry.track)}
            for city, industry in board.industries.items()
        },
        "dials": dial_details(state),
        "dial_blocked": dial_block_reason(state),
        "auction": state.auction.to_json() if state.auction else None,
        "end_conditions": end_tracker(state, options["house_end_threshold"]),
        "reached_chicago": list(state.reached_chicago),
        "income_history": _income_history(state),
        "dividends": [dict(entry, paid=dict(entry["paid"])) for entry in state.dividends],
        "bank": {"paid_out": state.bank_paid, "received": state.bank_received,
                 "balance": state.ledger.balance(BANK)},
        "finished": state.phase == FINISHED,
        "winners": list(state.winners),
        "end_reasons": [{"condition": r, "text": END_REASONS[r]} for r in state.end_reasons],
        "options": {k: v for k, v in options.items() if k != "players"},
    }


def _company(state: State, code: str) -> dict[str, Any]:
    facts = state.board.companies[code]
    return {
        "name": facts.name,
        "colour": facts.colour,
        "open": state.is_open(code),
        "income": state.income[code],
        "treasury": state.treasury(code),
        "shares_total": facts.shares,
        "shares_sold": state.sold(code),
        "shares_left": state.shares_left[code],
        "holders": {p: n for p, n in state.holdings[code].items() if n},
        "locomotives_total": facts.locomotives,
        "locomotives_left": state.locomotives_left[code],
        "network": list(state.network[code]),
        "start_hex": facts.start_hex,
    }


def _income_history(state: State) -> dict[str, Any]:
    """Per company, its income at each general dividend phase (None while it was not open)."""
    rounds = [entry["round"] for entry in state.income_history]
    series = {code: [entry["incomes"][code] for entry in state.income_history] for code in state.income}
    return {"rounds": rounds, "companies": series}
