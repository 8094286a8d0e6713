"""Selling shares to the market (§5.2), shared by the stock round, forced train purchases and bankruptcy."""

from __future__ import annotations

from rules.core import BANK, RuleError
from rules.g1846.closing import close_if_worthless
from rules.g1846.money import MARKET, player_account
from rules.g1846.prices import record_price
from rules.g1846.shares import held, market_room, president_after_sale
from rules.g1846.state import Corporation
from rules.g1846.table import GameState


def check_sale(state: GameState, player: str, corp: Corporation, count: int) -> str | None:
    """Refuse a sale that breaks a selling limit; returns who will be president after it."""
    if count < 1:
        raise RuleError("Sell at least one share.")
    units = held(corp, player)
    if units < count:
        raise RuleError(f"{player} holds {units * 10}% of {corp.sym}, not {count * 10}%.")
    if corp.in_receivership:
        raise RuleError(f"Nobody may sell {corp.sym} shares while its president's certificate is in the market.")
    if not corp.operated and corp.president != player:
        raise RuleError(f"Only {corp.sym}'s president may sell {corp.sym} shares before {corp.sym} has operated.")
    if count > market_room(corp):
        raise RuleError(
            f"The market may hold at most 50% of {corp.sym}; it already holds {corp.held(MARKET) * 10}%, "
            f"so at most {market_room(corp) * 10}% more can be sold."
        )
    if corp.president != player:
        return corp.president
    corp.shares[player_account(player)] -= count
    try:
        successor = president_after_sale(state, corp, player)
    finally:
        corp.shares[player_account(player)] += count
    if successor is None:
        raise RuleError(
            f"The president's certificate of {corp.sym} can never go to the market: {player} must keep 20% "
            f"unless another player holding at least 20% takes the presidency."
        )
    return successor


def sell(state: GameState, player: str, corp: Corporation, count: int, *, drop_price: bool) -> int:
    """Move ``count`` shares to the market for the current price; returns the money received."""
    successor = check_sale(state, player, corp, count)
    was_president = corp.president == player
    price = state.market.price(corp.sym)
    amount = price * count
    corp.move_shares(player_account(player), MARKET, count)
    state.money.pay(BANK, player_account(player), amount, f"{player} sells {count * 10}% of {corp.sym}")
    sentence = f"{player} sells {count * 10}% of {corp.sym} for ${amount} (${price} a share)."
    if successor != corp.president:
        corp.president = successor
        sentence += f" {successor} becomes president of {corp.sym}."
    state.note(sentence)
    if was_president and drop_price:
        old, new = state.market.move(corp.sym, -1)
        record_price(state, corp, f"the president sold: price ${old} → ${new}")
        close_if_worthless(state, corp)
    return amount
