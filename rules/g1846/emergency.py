"""Forced train purchase (§6.86-6.89): issue shares first, then the president's cash, then his shares.

A corporation without a train after running must buy one. When its treasury cannot pay for the
cheapest train the bank sells, it may issue shares (its price falls one column per share first, and
each share fetches one column left of the new price); only when it cannot issue any more may the
president pay the difference, selling shares if he must, but never so many that one share fewer
would have done, nor so that the operating corporation changes president.

As on 18xx.games (BGG errata), a corporation may not issue more shares than it needs to afford the
train (either variant), nor issue a share that fetches nothing; if no number of shares is enough it
issues as many as it may.
"""

from __future__ import annotations

from rules.core import RuleError
from rules.g1846.selling import check_sale
from rules.g1846.shares import held
from rules.g1846.state import Corporation, Train
from rules.g1846.table import GameState, Turn


def must_buy_train(corp: Corporation) -> bool:
    return not corp.trains and not corp.in_receivership


def _cheapest_group_prices(state: GameState) -> tuple[int, int] | None:
    cheapest = state.depot.cheapest()
    if cheapest is None:
        return None
    group = state.depot.group_of(cheapest[0])
    high = max(state.depot.prices[group].values()) if group == state.depot.current_group() else cheapest[1]
    return cheapest[1], high


def emergency_issue_options(state: GameState, turn: Turn, corp: Corporation) -> list[tuple[int, int]]:
    """The share counts the corporation may issue now, each with the money it would raise."""
    if corp.trains or turn.emergency_issued or turn.step != "trains" or corp.in_receivership:
        return []
    prices = _cheapest_group_prices(state)
    if prices is None:
        return []
    low, high = prices
    cash = state.cash(corp.account)
    if cash >= high:
        return []
    issuable = min(corp.treasury_shares, corp.player_shares() - corp.market_shares)
    bundles = []
    for count in range(1, issuable + 1):
        proceeds = count * state.market.relative_price(corp.sym, -(count + 1))
        if proceeds > 0:
            bundles.append((count, proceeds))
    bundles.sort(key=lambda b: b[1])
    enough = [b for b in bundles if cash + b[1] >= low]
    if enough:
        for index, bundle in enumerate(enough):
            if cash + bundle[1] >= high:
                return enough[: index + 1]
        return enough
    return [max(bundles)] if bundles else []


def president_pays_for(state: GameState, turn: Turn, corp: Corporation, train: Train) -> int:
    """How much the president must add to buy ``train``; refuses when he may not."""
    cash = state.cash(corp.account)
    if not must_buy_train(corp) or turn.step != "trains":
        raise RuleError(f"{corp.sym} has ${cash} but the {train.name} train costs ${train.price}.")
    options = emergency_issue_options(state, turn, corp)
    if options:
        counts = " or ".join(str(c) for c, _ in options)
        raise RuleError(f"{corp.sym} must first issue shares toward its train (it may issue {counts}); only then may "
                        f"its president pay.")
    cheapest = state.depot.cheapest()
    if cheapest is not None and cash >= cheapest[1]:
        raise RuleError(f"{corp.sym} can pay for a {cheapest[0]} train (${cheapest[1]}) itself, so its president "
                        f"may not pay toward a dearer train.")
    need = train.price - cash
    president = corp.president
    assert president is not None
    own = state.player_cash(president)
    if own < need:
        raise RuleError(f"{president} has ${own} and {corp.sym} ${cash}: ${need - own} short of the {train.name} "
                        f"train's ${train.price}; {president} must sell shares or declare bankruptcy.")
    turn.president_paid = True
    return need


def check_emergency_sale(state: GameState, turn: Turn, operating: Corporation, player: str,
                         corp: Corporation, count: int) -> None:
    if operating.president != player or not must_buy_train(operating) or turn.step != "trains":
        raise RuleError(f"{player} may sell shares in an operating round only to buy a train "
                        f"{operating.sym} must have.")
    if emergency_issue_options(state, turn, operating):
        raise RuleError(f"{operating.sym} must issue shares toward its train before its president sells any.")
    cheapest = state.depot.cheapest()
    if cheapest is None:
        raise RuleError("The bank has no train left to buy.")
    funds = state.player_cash(player) + state.cash(operating.account)
    if funds >= cheapest[1]:
        raise RuleError(f"{player} and {operating.sym} together have ${funds}, enough for a {cheapest[0]} train; "
                        f"no shares need to be sold.")
    successor = check_sale(state, player, corp, count)
    if corp.sym == operating.sym and successor != player:
        raise RuleError(f"That sale would make {successor} president of {corp.sym}, the corporation buying the train.")
    price = state.market.price(corp.sym)
    if funds + (count - 1) * price >= cheapest[1]:
        raise RuleError(f"Selling {count - 1} of those shares would already pay for a {cheapest[0]} train; "
                        f"sell no more than needed.")


def raising_power(state: GameState, turn: Turn, operating: Corporation, player: str) -> int:
    """Everything the corporation and its president could still put toward a train."""
    total = state.cash(operating.account) + state.player_cash(player)
    options = emergency_issue_options(state, turn, operating)
    if options:
        total += max(p for _, p in options)
    for corp in state.open_corporations():
        units = held(corp, player)
        for count in range(units, 0, -1):
            try:
                successor = check_sale(state, player, corp, count)
            except RuleError:
                continue
            if corp.sym == operating.sym and successor != player:
                continue
            total += count * state.market.price(corp.sym)
            break
    return total
