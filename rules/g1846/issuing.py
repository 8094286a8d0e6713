"""Issuing and redeeming shares (§6.3), and issuing under a forced train purchase (§6.86).

Issue or redeem once per turn, before the payout: the rules list it first, but 18xx.games accepts it
after laying track and running too, and so does the companion. Neither moves the price, except an
emergency issue.
"""

from __future__ import annotations

from rules.core import BANK, RuleError
from rules.g1846.emergency import emergency_issue_options
from rules.g1846.money import MARKET
from rules.g1846.prices import record_price
from rules.g1846.state import Corporation
from rules.g1846.table import GameState, Turn


def issue_limit(corp: Corporation) -> int:
    return max(0, min(corp.treasury_shares, corp.player_shares() - corp.market_shares))


def issue(state: GameState, turn: Turn, corp: Corporation, count: int) -> None:
    if count < 1:
        raise RuleError("Issue at least one share.")
    if turn.step == "trains":
        _emergency_issue(state, turn, corp, count)
        return
    _check_time(turn, corp)
    limit = issue_limit(corp)
    if count > limit:
        raise RuleError(f"{corp.sym} may issue at most {limit} share{'' if limit == 1 else 's'} now (shares held by "
                        f"players minus shares in the market, and no more than its treasury holds).")
    price = state.market.relative_price(corp.sym, -1)
    corp.move_shares(corp.account, MARKET, count)
    state.money.pay(BANK, corp.account, count * price, f"{corp.sym} issues {count} shares")
    turn.issued_or_redeemed = True
    state.note(f"{corp.sym} issues {count} share{'s' if count > 1 else ''} at ${price} each: ${count * price} to "
               f"its treasury.")


def redeem(state: GameState, turn: Turn, corp: Corporation, count: int) -> None:
    if count < 1:
        raise RuleError("Redeem at least one share.")
    _check_time(turn, corp)
    if count > corp.market_shares:
        raise RuleError(f"The market holds {corp.market_shares} {corp.sym} shares, not {count}.")
    price = state.market.relative_price(corp.sym, 1)
    cash = state.cash(corp.account)
    if cash < count * price:
        raise RuleError(f"{corp.sym} has ${cash} but redeeming {count} shares at ${price} costs ${count * price}.")
    corp.move_shares(MARKET, corp.account, count)
    state.money.pay(corp.account, BANK, count * price, f"{corp.sym} redeems {count} shares")
    turn.issued_or_redeemed = True
    state.note(f"{corp.sym} redeems {count} share{'s' if count > 1 else ''} from the market at ${price} each.")


def _check_time(turn: Turn, corp: Corporation) -> None:
    if turn.step == "trains":
        raise RuleError(f"{corp.sym} issues or redeems shares before paying out.")
    if turn.issued_or_redeemed:
        raise RuleError(f"{corp.sym} has already issued or redeemed shares this turn.")


def _emergency_issue(state: GameState, turn: Turn, corp: Corporation, count: int) -> None:
    options = dict(emergency_issue_options(state, turn, corp))
    if not options:
        raise RuleError(f"{corp.sym} may issue shares now only to raise money for a train it must buy and cannot afford.")
    if count not in options:
        allowed = " or ".join(str(c) for c in sorted(options))
        noun = "share" if max(options) == 1 else "shares"
        raise RuleError(f"To buy its train {corp.sym} may issue {allowed} {noun} now, not {count}.")
    price = state.market.relative_price(corp.sym, -(count + 1))
    corp.move_shares(corp.account, MARKET, count)
    old, new = state.market.move(corp.sym, -count)
    state.money.pay(BANK, corp.account, options[count], f"{corp.sym} issues {count} shares for a train")
    turn.emergency_issued = True
    record_price(state, corp, f"issues {count} share{'s' if count > 1 else ''} to buy a train: price ${old} → ${new}, "
                              f"${price} a share")
