"""The dividend phase, the Chicago phase (with Wabash's opening) and the four end conditions."""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any

from rules.chicago_express.auctions import auction_minimum, start_auction
from rules.chicago_express.board import WABASH
from rules.chicago_express.building import raise_income
from rules.chicago_express.events import GameEnded, IndustryStepped, LocomotivePlaced, Note, PhaseStarted
from rules.chicago_express.formulas import per_share_dividend
from rules.chicago_express.state import FINISHED, WABASH_AUCTION, State, player_account
from rules.core.ledger import BANK
from rules.core.records import Event

GENERAL, CHICAGO_EXTRA = "dividend", "chicago"
# End conditions 1 and 2 need this many companies with an empty charter.
EMPTY_CHARTERS_TO_END = 3
END_REASONS = {
    "no_locomotives": "three or more companies have no locomotives left",
    "no_shares": "three or more companies have no shares left",
    "house_supply": "the house supply is low",
    "detroit": "Detroit's industry value reached the end of its track",
}


def pay_dividends(state: State, companies: Iterable[str], kind: str) -> list[Event]:
    """Pay every share of ``companies`` ceil(income ÷ shares sold), from the bank."""
    events: list[Event] = []
    for company in companies:
        sold = state.sold(company)
        per_share = per_share_dividend(state.income[company], sold)
        paid: dict[str, int] = {}
        for player in state.players:
            shares = state.holdings[company].get(player, 0)
            if shares and per_share:
                amount = per_share * shares
                events.append(state.pay(BANK, player_account(player), amount, f"{company} dividend, {shares} × ${per_share}"))
                paid[player] = amount
        if sold:
            state.dividends.append({"round": state.round, "kind": kind, "company": company,
                                    "income": state.income[company], "shares_sold": sold,
                                    "per_share": per_share, "paid": paid})
    return events


def end_tracker(state: State, house_threshold: int) -> dict[str, Any]:
    """Where each of the four end conditions stands."""
    no_locos = [c for c, n in state.locomotives_left.items() if n == 0]
    no_shares = [c for c, n in state.shares_left.items() if n == 0]
    detroit = state.board.industries[state.board.detroit]
    detroit_value = state.industry_value(detroit.city)
    tracker = {
        "no_locomotives": {"companies": no_locos, "count": len(no_locos), "needed": EMPTY_CHARTERS_TO_END,
                           "holds": len(no_locos) >= EMPTY_CHARTERS_TO_END},
        "no_shares": {"companies": no_shares, "count": len(no_shares), "needed": EMPTY_CHARTERS_TO_END,
                      "holds": len(no_shares) >= EMPTY_CHARTERS_TO_END},
        "house_supply": {"supply": state.house_supply, "threshold": house_threshold,
                         "holds": state.house_supply <= house_threshold},
        "detroit": {"value": detroit_value, "target": detroit.track[-1], "holds": detroit_value >= detroit.track[-1]},
    }
    tracker["any"] = any(entry["holds"] for entry in tracker.values())
    return tracker


def dividend_phase(state: State, house_threshold: int) -> list[Event]:
    """Dividends, the end check, the dial reset and Detroit's step; may finish the game."""
    events: list[Event] = [PhaseStarted("dividend_phase")]
    state.income_history.append(
        {"round": state.round, "incomes": {c: state.income[c] if state.is_open(c) else None for c in state.income}}
    )
    events += pay_dividends(state, state.open_companies, GENERAL)
    tracker = end_tracker(state, house_threshold)
    if tracker["any"]:
        return events + _finish(state, [name for name in END_REASONS if tracker[name]["holds"]])
    for dial in state.dials:
        state.dials[dial] = 0
    events.append(Note("All three dials go back to START."))
    events += _step_detroit(state)
    state.round += 1
    return events


def _step_detroit(state: State) -> list[Event]:
    detroit = state.board.industries[state.board.detroit]
    index = state.industry[detroit.city]
    if index + 1 >= len(detroit.track):
        return []
    gain = detroit.track[index + 1] - detroit.track[index]
    state.industry[detroit.city] = index + 1
    events: list[Event] = [IndustryStepped(detroit.city, detroit.track[index + 1])]
    for company in state.occupants.get(detroit.hex, []):
        events.append(raise_income(state, company, gain, f"{detroit.city} steps up"))
    return events


def _finish(state: State, reasons: list[str]) -> list[Event]:
    state.phase, state.step, state.active, state.chosen = FINISHED, FINISHED, None, None
    best = max(state.cash(p) for p in state.players)
    state.winners = [p for p in state.players if state.cash(p) == best]
    state.end_reasons = reasons
    return [GameEnded(tuple(state.winners), tuple(END_REASONS[r] for r in reasons))]


def chicago_phase(state: State, company: str, builder: str) -> list[Event]:
    """The extra dividend; the first time, Wabash opens and its first share goes to auction."""
    events: list[Event] = [PhaseStarted("chicago_phase")]
    first = WABASH not in state.open_companies
    state.reached_chicago.append(company)
    events += pay_dividends(state, [company], CHICAGO_EXTRA)
    if first:
        events += _open_wabash(state)
        events += start_auction(state, WABASH, WABASH_AUCTION, builder, auction_minimum(state, WABASH))
    return events


def _open_wabash(state: State) -> list[Event]:
    wabash = state.board.companies[WABASH]
    home = state.board.hexes[wabash.start_hex]
    state.open_companies.append(WABASH)
    # Wabash's start income is Fort Wayne's: its locomotive income, plus its house income if it has a house
    # (the rules: income 1, or 3 when Fort Wayne is already developed).
    state.income[WABASH] = home.income + (home.house_bonus if home.id in state.houses else 0)
    state.occupants.setdefault(home.id, []).append(WABASH)
    state.network[WABASH].append(home.id)
    state.locomotives_left[WABASH] -= 1
    return [Note(f"Wabash opens in {home.label} with income {state.income[WABASH]}."),
            LocomotivePlaced(WABASH, home.id, 0, state.income[WABASH])]
