"""What the table must do next, in one sentence plus the details a screen needs to guide it."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from rules.chicago_express.auctions import auction_minimum, companies_for_auction
from rules.chicago_express.building import reachable
from rules.chicago_express.development import developable
from rules.chicago_express.dials import dial_title, field_name, turnable_dials
from rules.chicago_express.state import AUCTION, CHOOSE, FINISHED, PERFORM, State
from rules.core.engine import Prompt

BIDDING = ("bid", "pass")
CHOOSING = ("dial", "choose")
DECLINE = ("burn", "skip")
PERFORMING = {"auction": ("auction",) + DECLINE, "build": ("build",) + DECLINE,
              "development": ("develop",) + DECLINE}


def expected_actions(state: State) -> tuple[str | None, tuple[str, ...]]:
    """Who acts and which action types are accepted from them now."""
    if state.phase == FINISHED:
        return None, ()
    if state.step == AUCTION and state.auction is not None:
        return state.auction.to_act, BIDDING
    if state.step == CHOOSE:
        return state.active, CHOOSING
    if state.step == PERFORM and state.chosen:
        return state.active, PERFORMING[state.chosen]
    return None, ()


def make_prompt(state: State, options: Mapping[str, Any]) -> Prompt:
    actor, expects = expected_actions(state)
    details: dict[str, Any] = {"phase": state.phase, "step": state.step, "round": state.round,
                               "active_player": state.active, "dials": dial_details(state)}
    if state.phase == FINISHED:
        text = _finished_text(state)
        details.update(winners=list(state.winners), end_reasons=list(state.end_reasons))
    elif state.step == AUCTION and state.auction is not None:
        text = _auction_text(state, details)
    elif state.step == CHOOSE:
        text = _choose_text(state, details)
    elif state.chosen == "auction":
        text = _put_up_text(state, details)
    elif state.chosen == "build":
        text = _build_text(state, details, options["forfeit_after_chicago"])
    else:
        text = _develop_text(state, details)
    return Prompt(actor, expects, text, details)


def dial_details(state: State) -> dict[str, Any]:
    may_turn = set(turnable_dials(state))
    return {
        dial: {"position": position, "red": state.board.dial_uses[dial], "may_turn": dial in may_turn,
               "next_position": position + 1 if dial in may_turn else None}
        for dial, position in state.dials.items()
    }


def _finished_text(state: State) -> str:
    best = state.cash(state.winners[0])
    who = " and ".join(state.winners)
    verb = "wins" if len(state.winners) == 1 else "share the win"
    return f"The game is over: {who} {verb} with ${best}."


def _auction_text(state: State, details: dict[str, Any]) -> str:
    auction = state.auction
    assert auction is not None
    bidder = auction.to_act
    cash = state.cash(bidder)
    required = auction.required()
    details["auction"] = {**auction.to_json(), "bidder_cash": cash, "can_bid": cash >= required}
    if auction.high_bidder is None:
        ask = f"bid at least ${required} for a {auction.company} share, or pass"
    else:
        ask = f"bid more than ${auction.high_bid} ({auction.high_bidder}) for a {auction.company} share, or pass"
    if cash < required:
        ask = f"pass (you have ${cash}, the next bid must be at least ${required})"
    return f"{bidder}: {ask}."


def _choose_text(state: State, details: dict[str, Any]) -> str:
    dials = turnable_dials(state)
    details["choices"] = dials
    board = state.board
    steps = ", ".join(f"{dial_title(d)} to {field_name(state.dials[d] + 1, board.dial_uses[d])}" for d in dials)
    return f"{state.active}: choose an action by turning one dial one field ({steps}), or type it."


def _put_up_text(state: State, details: dict[str, Any]) -> str:
    rows = [{"company": c, "minimum": auction_minimum(state, c), "shares_left": state.shares_left[c],
             "shares_sold": state.sold(c)} for c in companies_for_auction(state)]
    details["companies"] = rows
    if not rows:
        return f"{state.active}: no company has a share left to auction; burn the action."
    offers = ", ".join(f"{r['company']} (min ${r['minimum']})" for r in rows)
    return f"{state.active}: put one share up for auction - {offers} - or burn the action."


def _build_text(state: State, details: dict[str, Any], forfeit: bool) -> str:
    player = state.active or ""
    companies = {}
    for code in state.open_companies:
        if state.owns(player, code) and state.locomotives_left[code] > 0:
            companies[code] = {"treasury": state.treasury(code), "locomotives_left": state.locomotives_left[code],
                               "reachable": reachable(state, code, forfeit)}
    details["build"] = companies
    if not companies:
        return f"{player}: no company of yours can build; burn the action."
    names = ", ".join(f"{c} (${v['treasury']})" for c, v in companies.items())
    return f"{player}: build 1-3 hexes for one of {names}, or burn the action."


def _develop_text(state: State, details: dict[str, Any]) -> str:
    rows = developable(state)
    details["developable"] = rows
    details["house_supply"] = state.house_supply
    if not rows:
        return f"{state.active}: no hex can be developed; burn the action."
    return f"{state.active}: develop one of {', '.join(r['hex'] for r in rows)}, or burn the action."
