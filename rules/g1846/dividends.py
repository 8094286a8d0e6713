"""Running trains and paying out (§6.6-6.7): full, half or withhold, with exact per-share amounts.

Half pays the treasury half the revenue rounded down to $10 and the rest as dividends. Dividends go
to players and, for treasury shares, to the corporation itself; market shares earn nothing. The
price moves by comparing the total payout (per share × 10) with the price. An independent railroad
splits its revenue: half (rounded down) to its treasury, the rest to its owner.
"""

from __future__ import annotations

from rules.core import BANK, RuleError
from rules.g1846.closing import close_if_worthless
from rules.g1846.money import MARKET, minor_account, player_account
from rules.g1846.prices import dividend_steps, record_price
from rules.g1846.shares import held
from rules.g1846.state import SHARES, Corporation, Minor
from rules.g1846.table import GameState, Turn
from rules.g1846.trains import buy_cheapest_if_affordable, rust_obsolete

KIND_WORDS = {"full": "pays full", "half": "pays half", "withhold": "withholds"}


def check_revenues(state: GameState, operator: str, revenues: tuple[int, ...], runnable: int) -> None:
    for revenue in revenues:
        if revenue < 0 or revenue % 10:
            raise RuleError(f"A train's revenue is a whole multiple of $10, not ${revenue}.")
    if len(revenues) > runnable:
        raise RuleError(f"{operator} has {runnable} train{'s' if runnable != 1 else ''} that can run this round, "
                        f"not {len(revenues)}.")


def run_minor(state: GameState, turn: Turn, minor: Minor, revenues: tuple[int, ...]) -> None:
    runnable = 1 if minor.train is not None and minor.train.ran_in != state.or_serial else 0
    check_revenues(state, minor.sym, revenues, runnable)
    if minor.train is not None:
        minor.train.ran_in = state.or_serial
    total = sum(revenues)
    kept = total // 2
    owner = minor.owner
    assert owner is not None
    state.money.pay(BANK, minor_account(minor.sym), kept, f"{minor.sym} keeps half its revenue")
    state.money.pay(BANK, player_account(owner), total - kept, f"{minor.sym} pays its owner half its revenue")
    state.explain([f"{minor.sym} runs for ${total}: ${kept} to its treasury, ${total - kept} to {owner}."])


def run_corporation(state: GameState, turn: Turn, corp: Corporation, revenues: tuple[int, ...]) -> None:
    runnable = [t for t in corp.trains if t.ran_in != state.or_serial]
    check_revenues(state, corp.sym, revenues, len(runnable))
    for train in runnable:
        train.ran_in = state.or_serial
    total = sum(revenues)
    turn.revenue = total
    if corp.in_receivership:
        pay_dividend(state, corp, total, "withhold")
        buy_cheapest_if_affordable(state, corp)
        turn.step = "trains"
        return
    if total == 0:
        pay_dividend(state, corp, 0, "withhold")
        turn.step = "trains"
        return
    turn.step = "dividend"


def operate_in_receivership_without_trains(state: GameState, corp: Corporation) -> None:
    """§7.14: no train: the price falls two columns; then it buys the cheapest train it can afford."""
    pay_dividend(state, corp, 0, "withhold", extra_left=1)
    if not corp.closed:
        buy_cheapest_if_affordable(state, corp)


def pay_dividend(state: GameState, corp: Corporation, revenue: int, kind: str, *, extra_left: int = 0) -> None:
    rust_obsolete(state, corp)
    withheld = {"full": 0, "half": revenue // 2 // 10 * 10, "withhold": revenue}[kind]
    per_share = (revenue - withheld) // SHARES
    lines = [_headline(corp, revenue, kind, withheld, per_share)]
    state.money.pay(BANK, corp.account, withheld, f"{corp.sym} keeps revenue")
    if per_share:
        lines.append(_pay_shareholders(state, corp, per_share))
    payout = per_share * SHARES
    price = state.market.price(corp.sym)
    steps, why = dividend_steps(payout, price)
    old, new = state.market.move(corp.sym, steps - extra_left)
    sentence = f"{why}: price ${old} → ${new}"
    if extra_left:
        sentence = f"{why}, and one more column left for running without a train: price ${old} → ${new}"
    lines.append(f"{corp.sym}: {sentence}.")
    record_price(state, corp, sentence, explain=False)
    state.explain(lines)
    close_if_worthless(state, corp)


def _headline(corp: Corporation, revenue: int, kind: str, withheld: int, per_share: int) -> str:
    if revenue == 0:
        return f"{corp.sym} earns nothing this round."
    if kind == "withhold":
        return f"{corp.sym} runs for ${revenue} and withholds it all: ${revenue} to its treasury."
    if kind == "half":
        return (f"{corp.sym} runs for ${revenue} and pays half: ${withheld} to its treasury, "
                f"${per_share} per share.")
    return f"{corp.sym} runs for ${revenue} and pays full: ${per_share} per share."


def _pay_shareholders(state: GameState, corp: Corporation, per_share: int) -> str:
    parts = []
    for player in state.players:
        units = held(corp, player.name)
        if units:
            amount = units * per_share
            state.money.pay(BANK, player_account(player.name), amount, f"{corp.sym} dividend")
            parts.append(f"{player.name} {units} × ${per_share} = ${amount}")
    own = corp.treasury_shares
    if own:
        state.money.pay(BANK, corp.account, own * per_share, f"{corp.sym} dividend on treasury shares")
        parts.append(f"{corp.sym} treasury {own} × ${per_share} = ${own * per_share}")
    market = corp.held(MARKET)
    tail = f"; {market} market share{'s' if market != 1 else ''} earn nothing" if market else ""
    return "Dividends: " + ", ".join(parts) + tail + "."
