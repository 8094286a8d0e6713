"""The stock round (§5): sell any number of shares, then buy or open at most one certificate, or pass."""

from __future__ import annotations

from rules.core import BANK, RuleError
from rules.g1846.closing import close_if_worthless
from rules.g1846.money import MARKET, player_account
from rules.g1846.prices import record_price
from rules.g1846.selling import check_sale, sell
from rules.g1846.shares import (
    MAX_HOLDING,
    certificates,
    check_president_after_gain,
    corporation,
    held,
    open_corporation,
)
from rules.g1846.state import Corporation
from rules.g1846.table import GameState, StockRound

IC = "IC"


def start_stock_round(state: GameState) -> StockRound:
    state.note(f"Stock round {state.set_number}: {state.priority} has the priority deal.")
    return StockRound(order=state.seat_order_from(state.priority))


def _check_turn(sr: StockRound, player: str) -> None:
    if player != sr.actor:
        raise RuleError(f"It is {sr.actor}'s turn in the stock round, not {player}'s.")


def _check_can_buy(state: GameState, sr: StockRound, player: str, corp: Corporation, price: int) -> None:
    if corp.sym in sr.sold.get(player, set()):
        raise RuleError(f"{player} sold {corp.sym} this round and may not buy it again until the next stock round.")
    if held(corp, player) + 1 > MAX_HOLDING:
        raise RuleError(f"{player} would hold more than 60% of {corp.sym}.")
    certs = certificates(state, player)
    if certs + 1 > state.cert_limit:
        raise RuleError(f"{player} holds {certs} certificates and the limit is {state.cert_limit}; buying one more "
                        f"would go over it.")
    cash = state.player_cash(player)
    if cash < price:
        raise RuleError(f"{player} has ${cash} but the share costs ${price}.")


def par(state: GameState, sr: StockRound, player: str, sym: str, price: int) -> None:
    _check_turn(sr, player)
    corp = corporation(state, sym)
    if corp.parred:
        raise RuleError(f"{sym} is already open; buy its shares instead.")
    state.market.check_par(price)
    _check_can_buy(state, sr, player, corp, 2 * price)
    account = player_account(player)
    corp.parred = True
    corp.president = player
    corp.move_shares(corp.account, account, 2)
    corp.tokens_used = 1
    corp.token_places.append(corp.home)
    state.market.place(sym, price)
    state.money.pay(account, corp.account, 2 * price, f"{player} opens {sym} at ${price}")
    record_price(state, corp, f"opened at par ${price}", explain=False)
    sentence = f"{player} opens {sym} at ${price}, paying ${2 * price} into its treasury; its home token goes to {corp.home}."
    if sym == IC:
        state.money.pay(BANK, corp.account, price, "the Illinois Central land grant")
        sentence += f" IC receives a ${price} land grant from the bank."
    state.note(sentence)
    _traded(state, sr, player)


def buy_share(state: GameState, sr: StockRound, player: str, sym: str, source: str) -> None:
    _check_turn(sr, player)
    corp = open_corporation(state, sym)
    price = state.market.price(sym)
    holder = corp.account if source == "treasury" else MARKET
    available = corp.held(holder)
    if source == "market" and corp.in_receivership:
        available -= 2
        if available < 1 and held(corp, player) < 1:
            raise RuleError(f"Only {sym}'s president's certificate is in the market; only a player holding 10% of "
                            f"{sym} can buy into it.")
        available = max(available, 1)
    if available < 1:
        where = f"{sym}'s treasury" if source == "treasury" else "the market"
        raise RuleError(f"There is no {sym} share in {where}.")
    _check_can_buy(state, sr, player, corp, price)
    account = player_account(player)
    corp.move_shares(holder, account, 1)
    payee = corp.account if source == "treasury" else BANK
    state.money.pay(account, payee, price, f"{player} buys 10% of {sym}")
    sentence = f"{player} buys 10% of {sym} from {'its treasury' if source == 'treasury' else 'the market'} for ${price}."
    new_president = check_president_after_gain(corp, player)
    if new_president:
        corp.president = new_president
        sentence += f" {player} becomes president of {sym}."
    state.note(sentence)
    _traded(state, sr, player)


def sell_shares(state: GameState, sr: StockRound, player: str, sym: str, count: int) -> None:
    _check_turn(sr, player)
    corp = open_corporation(state, sym)
    drop = corp.president == player and sym not in sr.turn_dropped
    if corp.president == player:
        sr.turn_dropped.add(sym)
    sell(state, player, corp, count, drop_price=drop)
    sr.sold.setdefault(player, set()).add(sym)
    sr.turn_sold.add(sym)
    sr.last_trader = player


def pass_turn(state: GameState, sr: StockRound, player: str) -> None:
    _check_turn(sr, player)
    certs = certificates(state, player)
    # §5.43: a player pushed over the limit must get back under "if possible": while some sale is
    # legal, passing is refused (the companion cannot tell which sale the player prefers).
    if certs > state.cert_limit and _can_sell_something(state, player):
        raise RuleError(f"{player} holds {certs} certificates but the limit is {state.cert_limit}; "
                        f"{player} must sell down to it before passing.")
    if sr.turn_sold:
        sr.passes = 0
        state.note(f"{player} ends the turn without buying.")
    else:
        sr.passes += 1
        state.note(f"{player} passes.")
    _next(state, sr)


def _can_sell_something(state: GameState, player: str) -> bool:
    for corp in state.open_corporations():
        if held(corp, player):
            try:
                check_sale(state, player, corp, 1)
            except RuleError:
                continue
            return True
    return False


def _traded(state: GameState, sr: StockRound, player: str) -> None:
    sr.last_trader = player
    sr.passes = 0
    _next(state, sr)


def _next(state: GameState, sr: StockRound) -> None:
    sr.turn_sold = set()
    sr.turn_dropped = set()
    sr.index = (sr.index + 1) % len(sr.order)
    if sr.passes >= len(sr.order):
        sr.done = True


def finish_stock_round(state: GameState, sr: StockRound) -> None:
    """Pass the priority deal, then move prices: left with shares in the market, right when sold out."""
    if sr.last_trader is not None:
        order = state.seat_order_from(sr.last_trader)
        state.priority = order[1] if len(order) > 1 else order[0]
    moves: list[str] = []
    for sym in state.market.order({c.sym for c in state.open_corporations()}):
        corp = state.corporations[sym]
        if corp.market_shares:
            old, new = state.market.move(sym, -1)
            moves.append(record_price(state, corp, f"shares in the market at the end of the stock round: "
                                                   f"${old} → ${new}", explain=False))
        elif corp.player_shares() == 10:
            old, new = state.market.move(sym, 1)
            moves.append(record_price(state, corp, f"100% held by players at the end of the stock round: "
                                                   f"${old} → ${new}", explain=False))
    if moves:
        state.explain(moves)
    for corp in list(state.open_corporations()):
        close_if_worthless(state, corp)
