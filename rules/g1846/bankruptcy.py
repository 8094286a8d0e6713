"""Bankruptcy (§7): a president who cannot raise the money for a train his corporation must buy.

As on 18xx.games: the corporation first issues every share it may; then the player sells whatever
the selling rules allow (prices fall as usual), then everything else goes to the market regardless
of the 50% limit and presidencies, without moving prices. A president's certificate that reaches the
market puts its corporation in receivership. The player's private companies and independents close,
and all his cash goes to the corporation. The certificate limit does not change (§7.12).
"""

from __future__ import annotations

from rules.core import BANK, RuleError
from rules.g1846.closing import close_if_worthless
from rules.g1846.emergency import emergency_issue_options, must_buy_train, raising_power
from rules.g1846.issuing import issue
from rules.g1846.money import MARKET, minor_account, player_account
from rules.g1846.selling import check_sale, sell
from rules.g1846.shares import held, president_after_sale
from rules.g1846.state import Corporation
from rules.g1846.table import GameState, Turn


def declare_bankruptcy(state: GameState, turn: Turn, corp: Corporation, player: str) -> None:
    if corp.president != player or not must_buy_train(corp) or turn.step != "trains":
        raise RuleError(f"{player} can go bankrupt only as president of the operating corporation, when it must "
                        f"buy a train.")
    cheapest = state.depot.cheapest()
    if cheapest is None:
        raise RuleError("The bank has no train left, so nobody can go bankrupt buying one.")
    power = raising_power(state, turn, corp, player)
    if power >= cheapest[1]:
        raise RuleError(f"{player} and {corp.sym} can still raise ${power}, enough for a {cheapest[0]} train "
                        f"(${cheapest[1]}); {player} is not bankrupt.")
    state.note(f"{player} cannot raise the money for {corp.sym}'s train and goes bankrupt.")
    options = emergency_issue_options(state, turn, corp)
    if options:
        issue(state, turn, corp, max(options)[0])
    for other in list(state.open_corporations()):
        units = held(other, player)
        for count in range(units, 0, -1):
            try:
                check_sale(state, player, other, count)
            except RuleError:
                continue
            sell(state, player, other, count, drop_price=True)
            break
    for other in list(state.open_corporations()):
        _dump(state, player, other)
    _close_holdings(state, player)
    cash = state.money.pay_all(player_account(player), corp.account, f"{player}'s cash goes to {corp.sym}")
    state.note(f"{player}'s remaining ${cash} goes to {corp.sym}.")
    state.player(player).bankrupt = True
    for other in list(state.open_corporations()):
        close_if_worthless(state, other)


def _dump(state: GameState, player: str, corp: Corporation) -> None:
    units = held(corp, player)
    if not units:
        return
    price = state.market.price(corp.sym)
    was_president = corp.president == player
    corp.move_shares(player_account(player), MARKET, units)
    state.money.pay(BANK, player_account(player), units * price, f"{player}'s {corp.sym} shares are sold")
    sentence = f"{player}'s {units * 10}% of {corp.sym} goes to the market for ${units * price}."
    if was_president:
        corp.shares[player_account(player)] = 0
        successor = president_after_sale(state, corp, player)
        corp.shares.pop(player_account(player), None)
        corp.president = successor if successor not in (None, player) else MARKET
        if corp.in_receivership:
            sentence += f" {corp.sym} has no president and goes into receivership."
        else:
            sentence += f" {corp.president} becomes president of {corp.sym}."
    state.note(sentence)


def _close_holdings(state: GameState, player: str) -> None:
    account = player_account(player)
    for sym, minor in state.minors.items():
        if minor.owner == player and not minor.closed:
            minor.closed = True
            minor.owner = None
            minor.train = None
            state.money.pay_all(minor_account(sym), BANK, f"{sym} closes with its owner's bankruptcy")
    closed = []
    for private in state.privates.values():
        if private.owner == account and not private.closed:
            private.closed = True
            closed.append(private.sym)
    if closed:
        state.note(f"{player}'s private companies close: {', '.join(closed)}.")
