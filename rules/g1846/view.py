"""What the screens see: ``snapshot()`` (the whole table as JSON) and ``prompt()`` (who acts, and how)."""

from __future__ import annotations

from typing import Any

from rules.core import Prompt
from rules.g1846.draft import offer_price
from rules.g1846.emergency import emergency_issue_options, must_buy_train
from rules.g1846.facts import facts
from rules.g1846.issuing import issue_limit
from rules.g1846.money import MARKET, RESERVE, account_name, is_player_account, minor_account, player_account
from rules.g1846.operating_round import acting_player, operating_order
from rules.g1846.phases import train_limit
from rules.g1846.prices import dividend_steps
from rules.g1846.scoring import net_worth, result
from rules.g1846.shares import MAX_HOLDING, certificates, held
from rules.g1846.table import DraftRound, GameState, OperatingRound, StockRound, Turn
from rules.g1846.track import legal_tile_costs, legal_token_costs


def _holder_name(holder: str) -> str:
    return "market" if holder == MARKET else account_name(holder)


def snapshot(state: GameState) -> dict[str, Any]:
    return {
        "game": "1846",
        "edition": state.edition,
        "players": [_player(state, p.name) for p in state.players],
        "corporations": [_corporation(state, sym) for sym in state.corporations],
        "removed": {"corporations": state.removed_corporations, "privates": state.removed_privates},
        "independents": [
            {
                "sym": m.sym,
                "name": m.name,
                "owner": m.owner,
                "cash": state.cash(minor_account(m.sym)),
                "train": m.train.name if m.train else None,
                "closed": m.closed,
            }
            for m in state.minors.values()
        ],
        "privates": [
            {
                "sym": p.sym,
                "name": p.name,
                "face": p.face,
                "revenue": p.revenue,
                "owner": account_name(p.owner) if p.owner else None,
                "owner_kind": None if p.owner is None else ("player" if is_player_account(p.owner) else "corporation"),
                "closed": p.closed,
            }
            for p in state.privates.values()
        ],
        "market": {"row": list(state.market.values), "par_values": list(state.market.par_values),
                   "columns": state.market.rows()},
        "phase": {"name": facts().phases[state.phase].name, "train_limit": train_limit(state)},
        "trains": _trains(state),
        "bank": {
            "cash": state.money.bank,
            "set_aside": state.money.balance(RESERVE),
            "broken": state.money.bank_broken,
        },
        "cert_limit": state.cert_limit,
        "operating_order": operating_order(state, state.round) if isinstance(state.round, OperatingRound) else [],
        "round": _round(state),
        "priority": state.priority,
        "explanations": list(state.explanations),
        "price_history": {sym: list(c.price_history) for sym, c in state.corporations.items() if c.price_history},
        "pending_discards": list(state.pending_discards),
        "finished": state.finished,
        "end_reason": state.end_reason,
        "result": result(state) if state.finished else None,
        "money_total": state.money.total(),
    }


def _player(state: GameState, name: str) -> dict[str, Any]:
    account = player_account(name)
    return {
        "name": name,
        "cash": state.player_cash(name),
        "certificates": certificates(state, name),
        "net_worth": net_worth(state, name),
        "privates": [p.sym for p in state.privates.values() if p.owner == account and not p.closed],
        "shares": {c.sym: held(c, name) * 10 for c in state.open_corporations() if held(c, name)},
        "presidencies": [c.sym for c in state.open_corporations() if c.president == name],
        "bankrupt": state.player(name).bankrupt,
    }


def _corporation(state: GameState, sym: str) -> dict[str, Any]:
    corp = state.corporations[sym]
    live = state.market.has(sym)
    return {
        "sym": sym,
        "name": corp.name,
        "home": corp.home,
        "parred": corp.parred,
        "closed": corp.closed,
        "operated": corp.operated,
        "price": state.market.price(sym) if live else None,
        "treasury": state.cash(corp.account),
        "president": None if corp.president in (None, MARKET) else corp.president,
        "receivership": corp.in_receivership,
        "trains": [t.name for t in corp.trains],
        "obsolete_trains": [t.name for t in corp.trains if t.obsolete],
        "privates": list(corp.privates),
        "shares": {_holder_name(h): units * 10 for h, units in corp.shares.items() if units},
        "treasury_shares": corp.treasury_shares * 10,
        "market_shares": corp.market_shares * 10,
        "tokens": {"total": corp.tokens, "used": corp.tokens_used, "places": list(corp.token_places)},
    }


def _trains(state: GameState) -> dict[str, Any]:
    depot = state.depot
    current = depot.current_group()
    return {
        "bank": {g: ("unlimited" if depot.left[g] is None else depot.left[g]) for g in depot.groups},
        "discarded": [t.name for t in depot.discarded],
        "next_group": current,
        "next": depot.names(current) if current else [],
        "for_sale": [{"train": n, "price": p} for n, p in depot.offers()],
    }


def _round(state: GameState) -> dict[str, Any]:
    rnd = state.round
    if isinstance(rnd, DraftRound):
        return {"kind": "draft", "set": state.set_number, "actor": rnd.actor}
    if isinstance(rnd, StockRound):
        return {"kind": "stock", "set": state.set_number, "actor": rnd.actor}
    if isinstance(rnd, OperatingRound):
        turn = rnd.turn
        return {
            "kind": "operating",
            "set": state.set_number,
            "or": rnd.number,
            "operator": turn.operator if turn else None,
            "step": turn.step if turn else None,
            "actor": acting_player(state, turn.operator) if turn else None,
        }
    return {"kind": "over", "set": state.set_number}


def prompt(state: GameState) -> Prompt:
    rnd = state.round
    if state.finished or rnd is None:
        ranking = ", ".join(f"{n} ${w}" for n, w in sorted(result(state).items(), key=lambda kv: -kv[1]))
        return Prompt(None, (), f"The game is over ({state.end_reason}): {ranking}.", {"result": result(state)})
    if state.pending_discards:
        sym = state.pending_discards[0]
        corp = state.corporations[sym]
        return Prompt(corp.president, ("discard_train",),
                      f"{sym} is above the train limit of {train_limit(state)}: discard a train to the bank.",
                      {"corporation": sym, "trains": [t.name for t in corp.live_trains()]})
    if isinstance(rnd, DraftRound):
        return _draft_prompt(state, rnd)
    if isinstance(rnd, StockRound):
        return _stock_prompt(state, rnd)
    assert isinstance(rnd, OperatingRound) and rnd.turn is not None
    return _operating_prompt(state, rnd.turn)


def _draft_prompt(state: GameState, rnd: DraftRound) -> Prompt:
    if rnd.offer is not None:
        price = offer_price(state, rnd)
        return Prompt(rnd.actor, ("draft_pick", "draft_pass"),
                      f"{rnd.actor}: take {rnd.offer} for ${price}, or pass it on for ${max(0, price - 10)}.",
                      {"offer": rnd.offer, "price": price})
    return Prompt(rnd.actor, ("draft_pick",),
                  f"{rnd.actor}: draw {len(state.players) + 2} cards and record the one you keep.",
                  {"privates_left": list(rnd.privates_left), "blanks_left": rnd.blanks_left})


def _stock_prompt(state: GameState, rnd: StockRound) -> Prompt:
    player = rnd.actor
    cash = state.player_cash(player)
    sold = rnd.sold.get(player, set())
    pars = [p for p in state.market.par_values if 2 * p <= cash]
    buyable = []
    for corp in state.open_corporations():
        if corp.sym in sold or held(corp, player) >= MAX_HOLDING:
            continue
        price = state.market.price(corp.sym)
        for source, count in (("treasury", corp.treasury_shares), ("market", corp.market_shares)):
            if count and price <= cash:
                buyable.append({"corporation": corp.sym, "source": source, "price": price})
    unopened = [c.sym for c in state.corporations.values() if not c.parred and not c.closed]
    details = {
        "cash": cash,
        "certificates": certificates(state, player),
        "cert_limit": state.cert_limit,
        "par_values": pars,
        "can_open": unopened if pars else [],
        "buyable": buyable,
        "sold_this_round": sorted(sold),
    }
    return Prompt(player, ("sell_shares", "buy_share", "par", "pass"),
                  f"{player}: sell shares, then buy one certificate or open a corporation, or pass.", details)


def _operating_prompt(state: GameState, turn: Turn) -> Prompt:
    sym = turn.operator
    actor = acting_player(state, sym)
    if turn.is_minor:
        return Prompt(actor, ("lay_track", "run_trains", "done"),
                      f"{actor} operates {sym}: lay track, then enter what its 2-train earned.",
                      {"operator": sym, "cash": state.cash(minor_account(sym)),
                       "tile_costs": sorted(legal_tile_costs(state, sym, None, None))})
    corp = state.corporations[sym]
    cash = state.cash(corp.account)
    details: dict[str, Any] = {"operator": sym, "cash": cash, "step": turn.step}
    if corp.in_receivership:
        details["runnable_trains"] = [t.name for t in corp.trains if t.ran_in != state.or_serial]
        return Prompt(None, ("run_trains",),
                      f"{sym} is in receivership: enter the most its trains can earn; it withholds.", details)
    if turn.step == "track":
        expects = ["lay_track", "place_token", "run_trains", "buy_private"]
        if not turn.issued_or_redeemed:
            expects += ["issue_shares", "redeem_shares"]
            details["issue"] = {"max": issue_limit(corp), "price": state.market.relative_price(sym, -1)}
            details["redeem"] = {"max": corp.market_shares, "price": state.market.relative_price(sym, 1)}
        details["tile_costs"] = sorted(legal_tile_costs(state, sym, None, None))
        details["token_costs"] = sorted(legal_token_costs(state, sym, None, None))
        details["tokens_left"] = corp.tokens - corp.tokens_used
        details["runnable_trains"] = [t.name for t in corp.trains if t.ran_in != state.or_serial]
        text = f"{actor} operates {sym}: issue or redeem, lay track and a token, then enter what each train earned."
        return Prompt(actor, tuple(expects), text, details)
    if turn.step == "dividend":
        details["revenue"] = turn.revenue
        details["options"] = {kind: _dividend_preview(state, corp.sym, turn.revenue, kind)
                              for kind in ("full", "half", "withhold")}
        return Prompt(actor, ("dividend",), f"{sym} earned ${turn.revenue}: pay full, half or withhold?", details)
    bank = [{"train": n, "price": p, "affordable": p <= cash} for n, p in state.depot.offers()]
    others = [
        {"corporation": c.sym, "train": t.name}
        for c in state.open_corporations() if c.sym != sym for t in c.live_trains()
    ]
    details.update({
        "must_buy_train": must_buy_train(corp),
        "room": len(corp.live_trains()) < train_limit(state),
        "bank_trains": bank,
        "other_trains": others,
        "emergency_issue": [{"count": c, "raises": p} for c, p in emergency_issue_options(state, turn, corp)],
    })
    expects = ["buy_train", "buy_private", "done"]
    if must_buy_train(corp):
        expects += ["issue_shares", "sell_shares", "declare_bankruptcy"]
        text = f"{sym} has no train and must buy one."
    else:
        text = f"{actor} operates {sym}: buy trains or private companies, then done."
    return Prompt(actor, tuple(expects), text, details)


def _dividend_preview(state: GameState, sym: str, revenue: int, kind: str) -> dict[str, int]:
    withheld = {"full": 0, "half": revenue // 2 // 10 * 10, "withhold": revenue}[kind]
    per_share = (revenue - withheld) // 10
    steps, _ = dividend_steps(per_share * 10, state.market.price(sym))
    return {"to_treasury": withheld, "per_share": per_share, "price_after": state.market.relative_price(sym, steps)}
