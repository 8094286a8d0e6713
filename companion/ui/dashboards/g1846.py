"""The 1846 dashboard: players, corporations, the stock market row with its tokens in stacking order,
phase and trains, the bank, the operating order, the explanation of the last payout and price move,
privates and independents, and the stock price history of each corporation.

Decision: corporations are told apart on screen by a colour of the screen's own palette, in the
order the snapshot lists them (the game data has no colours); the market tokens use the same.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical

from companion.ui.charts import ChartPanel, Series
from companion.ui.dashboards.base import GameDashboard
from companion.ui.state import ViewState
from companion.ui.widgets.colours import badge, ink
from companion.ui.widgets.panel import Panel

CORPORATION_COLOURS = ("red", "blue", "green", "orange", "purple", "yellow", "white", "pink")
MARKET_CELL = 5  # characters per market column
MARKET_MARGIN = 3  # columns shown either side of the occupied part of the row


def corporation_colours(snapshot: Mapping[str, Any]) -> dict[str, str]:
    syms = [c["sym"] for c in snapshot.get("corporations") or ()]
    return {sym: CORPORATION_COLOURS[i % len(CORPORATION_COLOURS)] for i, sym in enumerate(syms)}


def _live(snapshot: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return [c for c in snapshot.get("corporations") or () if c.get("parred") and not c.get("closed")]


def round_text(state: ViewState) -> Text:
    snapshot = state.snapshot
    rnd = snapshot.get("round") or {}
    kind = rnd.get("kind")
    text = Text()
    if kind == "draft":
        text.append("Private draft", style="bold")
    elif kind == "stock":
        text.append(f"Stock round {rnd.get('set')}", style="bold")
    elif kind == "operating":
        text.append(f"Operating round {rnd.get('set')}.{rnd.get('or')}", style="bold")
        if rnd.get("operator"):
            text.append(f" · {rnd['operator']} operates ({rnd.get('step')} step)")
    else:
        text.append("The game is over", style="bold")
        if snapshot.get("end_reason"):
            text.append(f" ({snapshot['end_reason']})")
    phase = snapshot.get("phase") or {}
    bank = snapshot.get("bank") or {}
    text.append(f"\nPhase {phase.get('name')} · train limit {phase.get('train_limit')} · "
                f"certificate limit {snapshot.get('cert_limit')} · priority {snapshot.get('priority')}")
    text.append(f"\nBank ${bank.get('cash')}")
    if bank.get("broken"):
        text.append(" · the bank has broken: the game ends after this set of operating rounds", style="bold red")
    elif bank.get("set_aside"):
        text.append(f" (+ ${bank['set_aside']} set aside)", style="dim")
    return text


def players_table(state: ViewState) -> Table:
    snapshot = state.snapshot
    colours = corporation_colours(snapshot)
    table = Table(expand=True, box=None, pad_edge=False, header_style="bold")
    for column in ("Player", "Cash", "Certs", "Net worth", "Shares", "Privates"):
        table.add_column(column, justify="right" if column in ("Cash", "Certs", "Net worth") else "left")
    for player in snapshot.get("players") or ():
        name = Text("▶ " if player["name"] == state.actor else "  ")
        name.append_text(ink(player["name"], state.player_colour(player["name"])))
        if player["name"] == snapshot.get("priority"):
            name.append(" ◆", style="yellow")
        if player.get("bankrupt"):
            name.append(" bankrupt", style="bold red")
        shares = Text()
        for sym, percent in (player.get("shares") or {}).items():
            president = sym in (player.get("presidencies") or ())
            shares.append_text(badge(f"{sym} {percent}%{'*' if president else ''}", colours.get(sym)))
            shares.append(" ")
        table.add_row(name, f"${player.get('cash')}", f"{player.get('certificates')}/{snapshot.get('cert_limit')}",
                      f"${player.get('net_worth')}", shares, ", ".join(player.get("privates") or ()))
    return table


def corporations_table(state: ViewState) -> Table | Text:
    snapshot = state.snapshot
    colours = corporation_colours(snapshot)
    live = _live(snapshot)
    if not live:
        return Text("No corporation is open yet.", style="dim")
    table = Table(expand=True, box=None, pad_edge=False, header_style="bold")
    for column in ("Corp", "Price", "Treasury", "Trains", "Privates", "President", "Holders", "Market", "Pool",
                   "Tokens"):
        table.add_column(column, justify="right" if column in ("Price", "Treasury", "Market", "Pool") else "left")
    operator = (snapshot.get("round") or {}).get("operator")
    for corp in live:
        sym = corp["sym"]
        name = badge(sym, colours.get(sym))
        if sym == operator:
            name = Text("▶ ") + name
        if corp.get("receivership"):
            name.append(" receivership", style="italic")
        trains = Text()
        for index, train in enumerate(corp.get("trains") or ()):
            if index:
                trains.append(" ")
            obsolete = train in (corp.get("obsolete_trains") or ())
            trains.append(train, style="dim strike" if obsolete else "bold")
        holders = ", ".join(f"{h} {p}%" for h, p in (corp.get("shares") or {}).items()
                            if h not in ("market", sym))
        tokens = corp.get("tokens") or {}
        table.add_row(name, f"${corp.get('price')}", f"${corp.get('treasury')}", trains,
                      ", ".join(corp.get("privates") or ()), str(corp.get("president") or "—"), holders,
                      f"{corp.get('market_shares')}%", f"{corp.get('treasury_shares')}%",
                      f"{tokens.get('used')}/{tokens.get('total')}")
    return table


def market_text(snapshot: Mapping[str, Any], width: int) -> Text:
    """The market row around the corporations' tokens; in each column the tokens top first."""
    market = snapshot.get("market") or {}
    row: Sequence[int] = market.get("row") or ()
    stacks = {c["price"]: list(c.get("tokens") or ()) for c in market.get("columns") or ()}
    colours = corporation_colours(snapshot)
    if not row:
        return Text("")
    occupied = [i for i, price in enumerate(row) if price in stacks] or [0]
    fits = max(1, width // MARKET_CELL)
    first = max(0, min(occupied) - MARKET_MARGIN)
    last = min(len(row) - 1, max(max(occupied) + MARKET_MARGIN, first + fits - 1))
    first = max(0, min(first, last - fits + 1))
    pars = set(market.get("par_values") or ())
    text = Text()
    for index in range(first, last + 1):
        price = row[index]
        style = "bold red" if price == 0 else ("bold underline" if price in pars else "bold")
        text.append(f"{price:>{MARKET_CELL - 1}} ", style=style)
    depth = max((len(tokens) for tokens in stacks.values()), default=0)
    for level in range(depth):
        text.append("\n")
        for index in range(first, last + 1):
            tokens = stacks.get(row[index], [])
            if level < len(tokens):
                text.append_text(badge(tokens[level][: MARKET_CELL - 2], colours.get(tokens[level])))
                text.append(" " * (MARKET_CELL - min(len(tokens[level]), MARKET_CELL - 2) - 2))
            else:
                text.append(" " * MARKET_CELL)
    text.append("\nunderlined: par values; in a column the token on top is listed first", style="dim")
    return text


def trains_text(snapshot: Mapping[str, Any]) -> Text:
    trains = snapshot.get("trains") or {}
    text = Text("In the bank: ", style="bold")
    text.append("  ".join(f"{group}: {left}" for group, left in (trains.get("bank") or {}).items()))
    if trains.get("next"):
        text.append("\nNext: ", style="bold")
        text.append(", ".join(trains["next"]))
    if trains.get("for_sale"):
        text.append("\nFor sale: ", style="bold")
        text.append("  ".join(f"{t['train']} ${t['price']}" for t in trains["for_sale"]))
    if trains.get("discarded"):
        text.append("\nDiscarded to the bank: ", style="bold")
        text.append(", ".join(trains["discarded"]))
    return text


def operating_text(snapshot: Mapping[str, Any]) -> Text:
    order = snapshot.get("operating_order") or ()
    current = (snapshot.get("round") or {}).get("operator")
    colours = corporation_colours(snapshot)
    text = Text()
    for index, sym in enumerate(order):
        if index:
            text.append(" → ", style="dim")
        label = badge(sym, colours.get(sym)) if sym in colours else Text(sym, style="bold")
        if sym == current:
            label.stylize("reverse")
            label = Text("▶") + label
        text.append_text(label)
    return text


def privates_text(snapshot: Mapping[str, Any]) -> Text:
    text = Text()
    independents = {m["sym"] for m in snapshot.get("independents") or ()}
    for private in snapshot.get("privates") or ():
        if private.get("closed") or private["sym"] in independents:
            continue
        text.append(f"{private['sym']:<5}", style="bold")
        text.append(f" {private.get('name')} (${private.get('face')}, earns ${private.get('revenue')})")
        text.append(f" · {private.get('owner') or 'unsold'}\n", style="dim")
    for minor in snapshot.get("independents") or ():
        if minor.get("closed"):
            continue
        text.append(f"{minor['sym']:<5}", style="bold")
        text.append(f" {minor.get('name')}: ${minor.get('cash')}, train {minor.get('train') or 'none'}")
        text.append(f" · {minor.get('owner') or 'unsold'}\n", style="dim")
    return text


def price_series(snapshot: Mapping[str, Any]) -> tuple[list[Series], list[str]]:
    """Each corporation's price after every round it was open, on the same rounds axis."""
    history: Mapping[str, Sequence[Mapping[str, Any]]] = snapshot.get("price_history") or {}
    rounds: list[str] = []
    for points in history.values():
        for point in points:
            if point["round"] not in rounds:
                rounds.append(point["round"])
    colours = corporation_colours(snapshot)
    series = []
    for sym, points in history.items():
        by_round = {p["round"]: p["price"] for p in points}
        series.append(Series(sym, tuple(by_round.get(r) for r in rounds), colours.get(sym, "")))
    return series, rounds


def result_text(state: ViewState) -> Group:
    result: Mapping[str, int] = state.snapshot.get("result") or {}
    text = Text()
    for place, (name, worth) in enumerate(sorted(result.items(), key=lambda kv: -kv[1]), 1):
        text.append(f"{place}. ", style="bold")
        text.append_text(ink(name, state.player_colour(name)))
        text.append(f"  ${worth}", style="bold")
        if place == 1:
            text.append("  ★ wins", style="bold yellow")
        text.append("\n")
    return Group(Text(state.snapshot.get("end_reason") or "", style="italic"), text)


class Dashboard1846(GameDashboard):
    def compose(self) -> ComposeResult:
        with Horizontal(id="g46-columns"):
            with Vertical(id="g46-left"):
                yield Panel("Players", id="g46-players")
                yield Panel("Corporations", id="g46-corporations")
                yield Panel("Stock market", id="g46-market")
                yield ChartPanel("Stock prices by round", "No prices yet.", id="g46-prices")
                yield Panel("Final result", id="g46-result")
            with Vertical(id="g46-right"):
                yield Panel("Round", id="g46-round")
                yield Panel("Operating order", id="g46-order")
                yield Panel("Last payout and price move", id="g46-explanation")
                yield Panel("Trains", id="g46-trains")
                yield Panel("Privates and independents", id="g46-privates")

    def show(self, state: ViewState) -> None:
        super().show(state)
        snapshot = state.snapshot
        rnd = (snapshot.get("round"), snapshot.get("phase"), snapshot.get("bank"), snapshot.get("priority"),
               snapshot.get("cert_limit"), snapshot.get("end_reason"))
        self.query_one("#g46-round", Panel).show_from(rnd, lambda: round_text(state))
        players = (snapshot.get("players"), snapshot.get("priority"), state.actor)
        self.query_one("#g46-players", Panel).show_from(players, lambda: players_table(state))
        corporations = (snapshot.get("corporations"), (snapshot.get("round") or {}).get("operator"))
        self.query_one("#g46-corporations", Panel).show_from(corporations, lambda: corporations_table(state))
        market = self.query_one("#g46-market", Panel)
        width = max(market.content_size.width, 100)
        market.show_from((snapshot.get("market"), width), lambda: market_text(snapshot, width))
        order = self.query_one("#g46-order", Panel)
        order.display = bool(snapshot.get("operating_order"))
        order.show_from((snapshot.get("operating_order"), snapshot.get("round")), lambda: operating_text(snapshot))
        explanations = snapshot.get("explanations") or ()
        self.query_one("#g46-explanation", Panel).show_from(explanations, lambda: (
            Text("\n".join(explanations)) if explanations else Text("No payout yet.", style="dim")))
        self.query_one("#g46-trains", Panel).show_from(snapshot.get("trains"), lambda: trains_text(snapshot))
        privates = (snapshot.get("privates"), snapshot.get("independents"))
        self.query_one("#g46-privates", Panel).show_from(privates, lambda: privates_text(snapshot))
        series, rounds = price_series(snapshot)
        self.query_one(ChartPanel).set_series(series, f"{rounds[0]} … {rounds[-1]}" if rounds else "")
        result = self.query_one("#g46-result", Panel)
        result.display = bool(snapshot.get("result"))
        if result.display:
            result.show(result_text(state))
