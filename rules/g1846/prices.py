"""Stock price moves: the dividend rule (§6.75) and a history of every price for the charts."""

from __future__ import annotations

from rules.g1846.state import Corporation
from rules.g1846.table import GameState, OperatingRound, StockRound

THREE_STEP_FLOOR = 165


def dividend_steps(payout: int, price: int) -> tuple[int, str]:
    """Columns to move for a total payout at a price, and the sentence that justifies it."""
    if payout < price // 2 or payout == 0:
        return -1, f"payout ${payout} < ${price} / 2: one column left"
    if payout < price:
        return 0, f"${price} / 2 ≤ payout ${payout} < ${price}: no move"
    if payout < 2 * price:
        return 1, f"payout ${payout} ≥ ${price}: one column right"
    if price >= THREE_STEP_FLOOR and payout >= 3 * price:
        return 3, f"payout ${payout} ≥ 3 × ${price} at ${THREE_STEP_FLOOR} or more: three columns right"
    return 2, f"payout ${payout} ≥ 2 × ${price}: two columns right"


def round_label(state: GameState) -> str:
    match state.round:
        case StockRound():
            return f"SR{state.set_number}"
        case OperatingRound(number=number):
            return f"OR{state.set_number}.{number}"
        case _:
            return "setup"


def record_price(state: GameState, corp: Corporation, why: str, *, explain: bool = True) -> str:
    price = state.market.price(corp.sym) if state.market.has(corp.sym) else 0
    corp.price_history.append({"round": round_label(state), "price": price})
    sentence = f"{corp.sym}: {why}."
    if explain:
        state.explain([sentence])
    return sentence
