"""The Chicago Express dashboard: the board as a hex map, dials, companies, players, auction, industry,
end-of-game tracker and the income history.

The printed board has no coordinates, so builds and developments are picked on the map: move the
cursor (arrows, or click), Space picks a hex, Enter carries the action out, ``c`` switches the
company being built for. Reachable hexes show their build cost and income gain (from the prompt's
details) before anything is confirmed; the picks and the command line always say the same thing.
"""

from __future__ import annotations

import json
from collections.abc import Mapping, Sequence
from functools import cache
from importlib import resources
from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical

from companion.ui.charts import ChartPanel, Series
from companion.ui.dashboards.base import GameDashboard
from companion.ui.state import ViewState
from companion.ui.widgets.colours import badge, ink, shade
from companion.ui.widgets.hex_map import HexCell, HexMap
from companion.ui.widgets.panel import Panel

# Terrain → map colour (background, text). Decision: muted colours so company badges stand out.
TERRAIN_COLOURS: dict[str, tuple[str, str]] = {
    "plain": ("#56733a", "#ffffff"),
    "forest": ("#24502c", "#ffffff"),
    "mountain": ("#75604a", "#ffffff"),
    "city": ("#b8b8b8", "#000000"),
    "industrial_city": ("#c08040", "#000000"),
    "chicago": ("#8e44ad", "#ffffff"),
    "start": ("#3f5f9f", "#ffffff"),
}
DIAL_TITLES = {"auction": "Auction", "development": "Development", "build": "Build"}


@cache
def board_hexes() -> tuple[Mapping[str, Any], ...]:
    """The printed board's hexes, from the engine's package data."""
    text = resources.files("rules.chicago_express").joinpath("data", "map.json").read_text("utf-8")
    return tuple(json.loads(text)["hexes"])


def short_name(name: str) -> str:
    """Three letters for a city on a four-character hex: Chicago → Chi, New York → NY."""
    words = name.split()
    return "".join(w[0] for w in words).upper() if len(words) > 1 else name[:3]


def company_colours(snapshot: Mapping[str, Any]) -> dict[str, str]:
    return {code: str(c.get("colour") or "") for code, c in (snapshot.get("companies") or {}).items()}


def hex_facts(hex_id: str) -> Mapping[str, Any] | None:
    return next((h for h in board_hexes() if h["id"] == hex_id), None)


def find_hex(word: str) -> str | None:
    """A hex id from its id or its printed name, in any letter case."""
    folded = word.casefold()
    for facts in board_hexes():
        if facts["id"].casefold() == folded or (facts.get("name") or "").casefold() == folded:
            return str(facts["id"])
    return None


# -- map ---------------------------------------------------------------------------------------

def map_cells(state: ViewState, company: str | None) -> list[HexCell]:
    snapshot, details = state.snapshot, state.details
    colours = company_colours(snapshot)
    occupied = snapshot.get("hexes") or {}
    reachable = {r["hex"]: r for r in reachable_hexes(details, company)}
    developable = {d["hex"]: d for d in details.get("developable") or ()}
    cells = []
    for facts in board_hexes():
        hex_id = facts["id"]
        background, foreground = TERRAIN_COLOURS.get(facts.get("terrain", "plain"), ("#444444", "#ffffff"))
        name = facts.get("name")
        contents = Text()
        here = occupied.get(hex_id) or {}
        for code in here.get("locomotives") or ():
            back, fore = shade(colours.get(code))
            contents.append(code[0], style=f"bold {fore} on {back}")
        if here.get("house"):
            contents.append("⌂", style="bold")
        if hex_id in reachable and not contents:
            option = reachable[hex_id]
            # cost+gain in three characters, so neighbouring hexes keep a gap between them
            contents.append(f"{option['cost']}+{option['income_gain']}"[:3], style="bold")
        elif hex_id in developable and not here.get("house"):
            contents.append("+", style="bold")
        cells.append(HexCell(hex_id, int(facts["col_index"]), int(facts["row"]), short_name(name) if name else hex_id,
                             contents, background, foreground, outlined=hex_id in reachable or hex_id in developable))
    return cells


def reachable_hexes(details: Mapping[str, Any], company: str | None) -> list[Mapping[str, Any]]:
    builds = details.get("build") or {}
    if company is None or company not in builds:
        return []
    return list(builds[company].get("reachable") or ())


def hex_info(state: ViewState, hex_id: str | None, company: str | None) -> Text:
    """One line about the hex under the cursor: what it is, and what building or developing there does."""
    facts = hex_facts(hex_id) if hex_id else None
    if facts is None:
        return Text("")
    text = Text()
    text.append(f"{hex_id}", style="bold")
    if facts.get("name"):
        text.append(f" {facts['name']}", style="bold")
    text.append(f" · {str(facts.get('terrain', '')).replace('_', ' ')}")
    if facts.get("build_cost") is not None:
        text.append(f" · build ${facts['build_cost']}")
    if facts.get("income") is not None:
        text.append(f" · income {facts['income']}")
    here = (state.snapshot.get("hexes") or {}).get(hex_id) or {}
    if here.get("locomotives"):
        text.append(f" · locomotives: {', '.join(here['locomotives'])}")
    if here.get("house"):
        text.append(" · house")
    reachable = {r["hex"]: r for r in reachable_hexes(state.details, company)}
    if hex_id in reachable:
        option = reachable[hex_id]
        text.append(f"\n{company} can build here: ${option['cost']}, income +{option['income_gain']}, "
                    f"{option['steps']} step{'s' if option['steps'] != 1 else ''} from its network", style="green")
    developable = {d["hex"]: d for d in state.details.get("developable") or ()}
    if hex_id in developable:
        option = developable[hex_id]
        gains = option.get("income_gains") or {}
        gain_text = ", ".join(f"{c} +{g}" for c, g in gains.items()) if isinstance(gains, Mapping) else str(gains)
        text.append(f"\nDevelop here: {option.get('effect')}; {gain_text}", style="green")
    return text


def draft_summary(state: ViewState, company: str | None, picks: Sequence[str]) -> Text:
    """The build or development being composed, with its total cost and income gain."""
    step_expects = set(state.expects)
    text = Text()
    if "build" in step_expects and company:
        reachable = {r["hex"]: r for r in reachable_hexes(state.details, company)}
        cost = sum(reachable[h]["cost"] for h in picks if h in reachable)
        gain = sum(reachable[h]["income_gain"] for h in picks if h in reachable)
        text.append(f"Building for {company}: ", style="bold")
        text.append(" → ".join(picks) if picks else "pick 1-3 hexes (Space)")
        if picks:
            text.append(f" · cost ${cost} · income +{gain} · Enter builds · Backspace clears")
        others = [c for c in (state.details.get("build") or {}) if c != company]
        if others:
            text.append(f" · c: build for {', '.join(others)} instead", style="dim")
    elif "develop" in step_expects:
        text.append("Develop: ", style="bold")
        text.append(picks[0] if picks else "pick a hex marked + (Space), then Enter")
    return text


# -- panels ------------------------------------------------------------------------------------

def dials_text(snapshot: Mapping[str, Any]) -> Text:
    text = Text()
    dials = snapshot.get("dials") or {}
    for index, (name, dial) in enumerate(dials.items()):
        if index:
            text.append("\n")
        text.append(f"{DIAL_TITLES.get(name, name):<12}", style="bold")
        red = int(dial.get("red") or 0)
        for field in range(red + 1):
            label = "START" if field == 0 else ("RED" if field == red else str(field))
            style = "on #b71c1c" if field == red else ""
            if field == dial.get("position"):
                style = f"bold reverse {style}".strip()
            text.append(f" {label} ", style=style)
            text.append(" ")
        if dial.get("may_turn"):
            text.append(f" → {dial.get('next_position')}", style="green")
    if snapshot.get("dial_blocked"):
        text.append(f"\n{snapshot['dial_blocked']}", style="dim")
    return text


def income_track(companies: Mapping[str, Mapping[str, Any]]) -> Text:
    open_ones = {code: c for code, c in companies.items() if c.get("open")}
    if not open_ones:
        return Text("")
    incomes = [int(c.get("income") or 0) for c in open_ones.values()]
    low, high = max(0, min(incomes) - 1), max(incomes) + 1
    text = Text("Income track ", style="bold")
    for value in range(low, high + 1):
        here = [code for code, c in open_ones.items() if c.get("income") == value]
        text.append(f"│{value:>2}", style="dim")
        for code in here:
            text.append_text(badge(code, open_ones[code].get("colour")))
    text.append("│", style="dim")
    return text


def companies_table(snapshot: Mapping[str, Any]) -> Group:
    companies = snapshot.get("companies") or {}
    table = Table(expand=True, box=None, pad_edge=False, header_style="bold")
    for column in ("Company", "Income", "Treasury", "Shares sold", "Left", "Holders", "Locos left"):
        table.add_column(column, justify="left" if column in ("Company", "Holders") else "right")
    for code, c in companies.items():
        holders = ", ".join(f"{p} {n}" for p, n in (c.get("holders") or {}).items())
        name = badge(code, c.get("colour"))
        table.add_row(name, str(c.get("income")) if c.get("open") else "not open", f"${c.get('treasury')}",
                      f"{c.get('shares_sold')}/{c.get('shares_total')}", str(c.get("shares_left")), holders,
                      f"{c.get('locomotives_left')}/{c.get('locomotives_total')}")
    return Group(table, Text(""), income_track(companies))


def players_table(state: ViewState) -> Table:
    snapshot = state.snapshot
    companies = snapshot.get("companies") or {}
    codes = [code for code, c in companies.items() if c.get("open")]
    table = Table(expand=True, box=None, pad_edge=False, header_style="bold")
    table.add_column("Player")
    table.add_column("Cash", justify="right")
    for code in codes:
        table.add_column(code, justify="right")
    cash = snapshot.get("cash") or {}
    winners = set(snapshot.get("winners") or ())
    for name in state.players:
        label = Text("▶ " if name == snapshot.get("active_player") and not state.finished else "  ")
        label.append_text(ink(name, state.player_colour(name)))
        if name in winners:
            label.append(" ★ winner", style="bold yellow")
        shares = [str((companies[c].get("holders") or {}).get(name, "") or "·") for c in codes]
        table.add_row(label, f"${cash.get(name, 0)}", *shares)
    return table


def auction_text(snapshot: Mapping[str, Any], details: Mapping[str, Any]) -> Text | None:
    auction = details.get("auction") or snapshot.get("auction")
    if not auction:
        return None
    colours = company_colours(snapshot)
    text = Text()
    text.append_text(badge(str(auction.get("company")), colours.get(str(auction.get("company")))))
    text.append(f"  {auction.get('kind', '')} auction, started by {auction.get('starter')}\n")
    high = auction.get("high_bid")
    if high:
        text.append(f"High bid ${high} by {auction.get('high_bidder')}", style="bold")
    else:
        text.append(f"No bid yet; the minimum is ${auction.get('minimum')}", style="bold")
    text.append(f" · next bid at least ${auction.get('next_bid_at_least')}\n")
    text.append(f"To act: {auction.get('to_act')}")
    if auction.get("passed"):
        text.append(f" · passed: {', '.join(auction['passed'])}", style="dim")
    return text


def industry_text(snapshot: Mapping[str, Any]) -> Text:
    text = Text()
    for city, track in (snapshot.get("industry") or {}).items():
        text.append(f"{city:<11}", style="bold")
        for index, value in enumerate(track.get("track") or ()):
            style = "bold reverse" if index == track.get("position") else "dim"
            text.append(f" {value} ", style=style)
        text.append("\n")
    houses = snapshot.get("houses") or {}
    text.append("House supply ", style="bold")
    text.append(f"{houses.get('supply')}")
    if houses.get("on_hexes"):
        text.append(f" · houses on {', '.join(houses['on_hexes'])}", style="dim")
    return text


def end_text(snapshot: Mapping[str, Any]) -> Text:
    ends = snapshot.get("end_conditions") or {}
    rows = [
        ("Out of locos", ends.get("no_locomotives"), "count", "needed"),
        ("Sold out", ends.get("no_shares"), "count", "needed"),
        ("Detroit", ends.get("detroit"), "value", "target"),
    ]
    text = Text()
    for label, condition, have, need in rows:
        if not condition:
            continue
        got, needed = int(condition.get(have) or 0), int(condition.get(need) or 0)
        text.append(f"{label:<13}", style="bold red" if condition.get("holds") else "bold")
        text.append("■" * min(got, needed), style="red" if condition.get("holds") else "yellow")
        text.append("□" * max(0, needed - got), style="dim")
        text.append(f" {got}/{needed}")
        if condition.get("companies"):
            text.append(f" ({', '.join(condition['companies'])})", style="dim")
        text.append("\n")
    supply = ends.get("house_supply") or {}
    if supply:
        text.append(f"{'House supply':<13}", style="bold red" if supply.get("holds") else "bold")
        text.append(f"{supply.get('supply')} (ends at ≤ {supply.get('threshold')})")
    if ends.get("any") and not snapshot.get("finished"):
        text.append("\nThe game ends after this dividend phase.", style="bold red")
    return text


def result_text(state: ViewState) -> Text:
    snapshot = state.snapshot
    cash = snapshot.get("cash") or {}
    ranking = sorted(state.players, key=lambda p: -int(cash.get(p, 0)))
    text = Text()
    for reason in snapshot.get("end_reasons") or ():
        text.append(f"{reason.get('text')}\n", style="italic")
    for place, name in enumerate(ranking, 1):
        winner = name in (snapshot.get("winners") or ())
        text.append(f"{place}. ", style="bold")
        text.append_text(ink(name, state.player_colour(name)))
        text.append(f"  ${cash.get(name, 0)}", style="bold")
        if winner:
            text.append("  ★ wins", style="bold yellow")
        text.append("\n")
    return text


def income_series(snapshot: Mapping[str, Any]) -> list[Series]:
    history = snapshot.get("income_history") or {}
    colours = company_colours(snapshot)
    return [Series(code, tuple(values), colours.get(code, "")) for code, values in (history.get("companies") or {}).items()
            if any(v is not None for v in values)]


class ChicagoExpressDashboard(GameDashboard):
    BINDINGS = [Binding("c", "next_company", "Other company", show=False)]

    def __init__(self, game: str, *, read_only: bool) -> None:
        super().__init__(game, read_only=read_only)
        self.company: str | None = None
        self.picks: list[str] = []
        self._cursor_placed_at: int | None = None  # the action number the cursor was last placed for

    def compose(self) -> ComposeResult:
        with Horizontal(id="ce-columns"):
            with Vertical(id="ce-left"):
                with Vertical(id="ce-board", classes="panel") as box:
                    box.border_title = "Board"
                    yield HexMap(id="ce-map")
                    yield Panel("", id="ce-hex-info", classes="bare")
                    yield Panel("", id="ce-draft", classes="bare")
                yield ChartPanel("Income by dividend phase", "No dividend phase yet.", id="ce-income")
            with Vertical(id="ce-right"):
                yield Panel("Dials", id="ce-dials")
                yield Panel("Auction", id="ce-auction")
                yield Panel("Companies", id="ce-companies")
                yield Panel("Players", id="ce-players")
                with Horizontal(id="ce-lower"):
                    yield Panel("Industry and houses", id="ce-industry")
                    yield Panel("End of the game", id="ce-end")
                yield Panel("Final result", id="ce-result")

    def on_mount(self) -> None:
        # The scoreboard has no cursor: nothing to describe or compose under the map.
        self.query_one(HexMap).can_focus = not self.read_only
        self.query_one("#ce-hex-info").display = not self.read_only
        self.query_one("#ce-draft").display = not self.read_only

    def show(self, state: ViewState) -> None:
        super().show(state)
        snapshot = state.snapshot
        builds = state.details.get("build") or {}
        if self.company not in builds:
            self.company = next(iter(builds), None)
        self._draw_map()
        self._place_cursor()
        dials = (snapshot.get("dials"), snapshot.get("dial_blocked"))
        self.query_one("#ce-dials", Panel).show_from(dials, lambda: dials_text(snapshot), f"round {snapshot.get('round')}")
        auction = state.details.get("auction") or snapshot.get("auction")
        panel = self.query_one("#ce-auction", Panel)
        panel.display = bool(auction)
        if auction:
            panel.show_from(auction, lambda: auction_text(snapshot, state.details) or "")
        self.query_one("#ce-companies", Panel).show_from(snapshot.get("companies"), lambda: companies_table(snapshot))
        players = (snapshot.get("cash"), snapshot.get("companies"), snapshot.get("active_player"), state.finished)
        self.query_one("#ce-players", Panel).show_from(players, lambda: players_table(state))
        industry = (snapshot.get("industry"), snapshot.get("houses"))
        self.query_one("#ce-industry", Panel).show_from(industry, lambda: industry_text(snapshot))
        self.query_one("#ce-end", Panel).show_from(snapshot.get("end_conditions"), lambda: end_text(snapshot))
        self.query_one(ChartPanel).set_series(income_series(snapshot))
        result = self.query_one("#ce-result", Panel)
        result.display = state.finished
        if state.finished:
            result.show(result_text(state))

    def _draw_map(self) -> None:
        hex_map = self.query_one(HexMap)
        hex_map.set_cells(map_cells(self.state, self.company))
        hex_map.set_marks({h: str(i) for i, h in enumerate(self.picks, 1)})
        self._describe(hex_map.cursor)
        self.query_one("#ce-draft", Panel).show(draft_summary(self.state, self.company, self.picks)
                                                if not self.read_only else Text(""))

    def _place_cursor(self) -> None:
        """When a build or development starts, put the cursor where it begins: the end of the company's
        line (the hex placed last), or the first hex that can be developed."""
        if self._cursor_placed_at == self.state.seq:
            return
        self._cursor_placed_at = self.state.seq
        company = (self.state.snapshot.get("companies") or {}).get(self.company or "") or {}
        developable = self.state.details.get("developable") or ()
        if "build" in self.state.expects and company.get("network"):
            self.query_one(HexMap).move_to(company["network"][-1])
        elif "develop" in self.state.expects and developable:
            self.query_one(HexMap).move_to(developable[0]["hex"])

    def _describe(self, hex_id: str | None) -> None:
        self.query_one("#ce-hex-info", Panel).show(hex_info(self.state, hex_id, self.company))

    @on(HexMap.CursorMoved)
    def _moved(self, event: HexMap.CursorMoved) -> None:
        self._describe(event.hex_id)

    @on(HexMap.Toggled)
    def _toggled(self, event: HexMap.Toggled) -> None:
        if self.read_only:
            return
        if "build" in self.state.expects:
            if event.hex_id in self.picks:
                self.picks.remove(event.hex_id)
            else:
                self.picks.append(event.hex_id)
        elif "develop" in self.state.expects:
            self.picks = [] if self.picks == [event.hex_id] else [event.hex_id]
        else:
            return
        self.post_message(self.Draft(self.draft_text()))
        self._draw_map()

    @on(HexMap.Confirmed)
    def _confirmed(self) -> None:
        if not self.read_only and self.picks:
            self.post_message(self.Draft(self.draft_text(), submit=True))

    @on(HexMap.Cleared)
    def _cleared(self) -> None:
        if not self.read_only:
            self.picks = []
            self.post_message(self.Draft(""))
            self._draw_map()

    def action_next_company(self) -> None:
        builds = list(self.state.details.get("build") or {})
        if self.read_only or not builds:
            return
        self.company = builds[(builds.index(self.company) + 1) % len(builds)] if self.company in builds else builds[0]
        self.post_message(self.Draft(self.draft_text()))
        self._draw_map()

    def draft_text(self) -> str:
        if "develop" in self.state.expects:
            return f"develop {self.picks[0]}" if self.picks else ""
        if self.company is None:
            return ""
        return " ".join(["build", self.company, *self.picks])

    def draft_changed(self, text: str) -> None:
        """Read the command line back: ``build PRR R4 Chicago`` picks R4 and A2 for PRR."""
        words = text.split()
        picks: list[str] = []
        company = self.company
        if words and words[0].casefold() in ("build", "develop"):
            builds = {c.casefold(): c for c in (self.state.details.get("build") or {})}
            rest = words[1:]
            if rest and rest[0].casefold() in builds and words[0].casefold() == "build":
                self.company = builds[rest[0].casefold()]
                rest = rest[1:]
            index = 0
            while index < len(rest):
                for size in (2, 1):  # two-word names: Fort Wayne, New York
                    hex_id = find_hex(" ".join(rest[index:index + size])) if index + size <= len(rest) else None
                    if hex_id:
                        picks.append(hex_id)
                        index += size
                        break
                else:
                    index += 1
        if picks != self.picks or company != self.company:
            self.picks = picks
            if picks:
                self.query_one(HexMap).move_to(picks[-1])
            self._draw_map()
