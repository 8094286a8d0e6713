"""The Ticket to Ride dashboard (USA and Europe): live route points and trains left per player, the claim
list with the camera's proposed claims awaiting confirmation, the last round, and the final breakdown.

Route, ticket and city names come from the engine's board (``rules.ticket_to_ride.board``), which
also gives the command line short names to type: ``claim calgary-winnipeg`` for a route, ``ticket
denver-el_paso`` for a ticket, ``station berlin`` for a city (a double route adds its colour, or its
lane number when both lanes have the same colour: ``claim new_york-pittsburgh-2``).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import cache
from typing import Any

from rich.console import Group
from rich.table import Table
from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Horizontal, Vertical
from textual.widgets import Digits, Static

from companion.ui.dashboards.base import GameDashboard
from companion.ui.state import ViewState
from companion.ui.widgets.colours import badge, ink
from companion.ui.widgets.panel import Panel

MAX_PLAYERS = 5  # the most Ticket to Ride seats (the engine refuses more)


@cache
def _board(map_id: str) -> Any:
    from rules.ticket_to_ride.board import load_board

    return load_board(map_id)


@cache
def route_names(map_id: str) -> dict[str, str]:
    """Short names to type for each route id (see the module docstring)."""
    board = _board(map_id)
    names = {}
    for route in board.routes.values():
        name = f"{route.a}-{route.b}"
        if route.parallel:
            lanes = [board.routes[r] for r in sorted((route.id, *route.parallel))]
            colours = {lane.colour for lane in lanes}
            name += f"-{route.colour}" if len(colours) == len(lanes) else f"-{lanes.index(route) + 1}"
        names[name] = route.id
    return names


@cache
def ticket_names(map_id: str) -> dict[str, str]:
    return {ticket_id.split(":ticket:", 1)[-1]: ticket_id for ticket_id in _board(map_id).tickets}


def route_label(map_id: str, route_id: str) -> str:
    route = _board(map_id).routes.get(route_id)
    return route.label if route is not None else route_id


def ticket_label(map_id: str, ticket_id: str) -> str:
    ticket = _board(map_id).tickets.get(ticket_id)
    return ticket.label if ticket is not None else ticket_id


def plural(count: int, noun: str) -> str:
    return f"{count} {noun}{'' if count == 1 else 's'}"


def _players(snapshot: Mapping[str, Any]) -> list[Mapping[str, Any]]:
    return list(snapshot.get("players") or ())


def players_table(state: ViewState, map_id: str) -> Table:
    snapshot = state.snapshot
    europe = bool(_board(map_id).stations_per_player)
    table = Table(expand=True, box=None, pad_edge=False, header_style="bold")
    table.add_column("Player")
    for column in ("Trains left", "Route points", *(("Stations left",) if europe else ()), "Tickets"):
        table.add_column(column, justify="right")
    for player in _players(snapshot):
        name = Text("▶ " if player["name"] == snapshot.get("current") else "  ")
        name.append_text(badge(player["name"], player.get("colour")))
        tickets = str(player.get("tickets", 0)) + (" ✓" if player.get("tickets_closed") else "")
        if player["name"] == snapshot.get("registering"):
            tickets = "scanning… " + tickets
        trains = Text(str(player.get("trains_left")), style="bold red" if int(player.get("trains_left") or 0) <= 2 else "")
        stations = (str(player.get("stations_left")),) if europe else ()
        table.add_row(name, trains, str(player.get("route_points")), *stations, tickets)
    return table


def round_text(snapshot: Mapping[str, Any]) -> Text:
    phase = snapshot.get("phase")
    trigger = snapshot.get("end_trigger") or {}
    text = Text()
    if phase == "play":
        text.append(f"Turn {snapshot.get('turn')}", style="bold")
        text.append(" · the last round starts when a player ends a turn with 2 trains or fewer", style="dim")
    elif phase == "last_round":
        text.append(f"Last round: {trigger.get('turns_left')} turns left", style="bold red")
        text.append(f" (started by {trigger.get('by')})")
    elif phase == "tickets":
        text.append("Play is over: ", style="bold")
        text.append(f"scanning {snapshot.get('registering')}'s destination tickets")
    else:
        text.append("The game is over.", style="bold")
    return text


def claims_text(state: ViewState, map_id: str, read_only: bool, limit: int = 14) -> Text:
    colours = {p["name"]: p.get("colour") for p in _players(state.snapshot)}
    text = Text()
    for proposal in state.proposals:
        text.append(f"#{proposal.get('id')} ? ", style="bold yellow")
        action = proposal.get("action") or {}
        if action.get("type") == "claim":
            text.append(f"{route_label(map_id, str(action.get('route')))}", style="bold yellow")
            who = action.get("player") or action.get("colour")
            if who:
                text.append(f" for {who}", style="yellow")
        else:
            text.append(str(proposal.get("text")), style="yellow")
        confidence = proposal.get("confidence")
        if isinstance(confidence, int | float):
            text.append(f" ({confidence:.0%} sure)", style="dim")
        text.append(f"  {proposal.get('source', '')}: awaiting confirmation\n", style="dim")
    if state.proposals and not read_only:
        text.append("F5 confirms the first proposal, F6 dismisses it\n", style="dim")
    history = list(state.snapshot.get("history") or ())
    for entry in reversed(history[-limit:]):
        player = str(entry.get("player"))
        text.append(f"{entry.get('turn'):>3} ", style="dim")
        text.append_text(ink(player, colours.get(player)))
        kind = entry.get("kind")
        if kind == "claim":
            route = _board(map_id).routes.get(str(entry.get("route")))
            text.append(f" claims {route_label(map_id, str(entry.get('route')))}")
            if route is not None:
                text.append(f"  {plural(route.length, 'train')}, {plural(route.points, 'point')}", style="dim")
        elif kind == "station":
            text.append(f" builds a station in {_board(map_id).cities.get(str(entry.get('city')), entry.get('city'))}")
        else:
            text.append(f" draws {kind}")
            if entry.get("assumed"):
                text.append(" (caught up)", style="dim")
        text.append("\n")
    if not history and not state.proposals:
        text.append("No claims yet.", style="dim")
    return text


def breakdown(state: ViewState, map_id: str) -> Group:
    result = state.snapshot.get("result") or {}
    rows = sorted(result.get("players") or (), key=lambda p: (p.get("rank", 99), p.get("name")))
    europe = bool(_board(map_id).stations_per_player)
    colours = {p["name"]: p.get("colour") for p in _players(state.snapshot)}
    table = Table(expand=True, box=None, pad_edge=False, header_style="bold")
    for column in ("Rank", "Player", "Routes", "Tickets won", "Tickets lost", "Longest path", *(("Stations",) if europe else ()),
                   "Total"):
        table.add_column(column, justify="left" if column == "Player" else "right")
    details = []
    for row in rows:
        won = sum(_board(map_id).tickets[t].points for t in row.get("tickets_completed") or () if t in _board(map_id).tickets)
        lost = row.get("ticket_points", 0) - won
        longest = f"{row.get('longest_path')}" + (f" +{row.get('longest_bonus')}" if row.get("longest_bonus") else "")
        stations = (str(row.get("station_points")),) if europe else ()
        table.add_row(str(row.get("rank")), badge(row["name"], colours.get(row["name"])), str(row.get("route_points")),
                      f"+{won}", str(lost), longest, *stations, Text(str(row.get("total")), style="bold"))
        line = Text()
        line.append_text(ink(row["name"], colours.get(row["name"])))
        completed = ", ".join(ticket_label(map_id, t) for t in row.get("tickets_completed") or ()) or "none"
        failed = ", ".join(ticket_label(map_id, t) for t in row.get("tickets_failed") or ()) or "none"
        line.append(f": tickets won {completed}; lost {failed}.\n  Longest path ({row.get('longest_path')} trains): ")
        line.append(" · ".join(route_label(map_id, r) for r in row.get("longest_path_routes") or ()) or "none")
        if europe and row.get("stations"):
            borrowed = row.get("station_routes") or {}
            line.append("\n  Stations: " + ", ".join(
                f"{_board(map_id).cities.get(c, c)}" + (f" (borrows {route_label(map_id, borrowed[c])})" if borrowed.get(c) else "")
                for c in row["stations"]))
        details.append(line)
    winners = " and ".join(result.get("winners") or ())
    return Group(table, Text(""), *details, Text(f"\n{winners} wins!" if winners else "", style="bold yellow"))


class PlayerCard(Vertical):
    """One player at a glance: name on their colour, live route points in big digits, trains left."""

    def __init__(self, seat: int) -> None:
        super().__init__(id=f"ttr-card-{seat}", classes="ttr-card")
        self.seat = seat

    def compose(self) -> ComposeResult:
        yield Static(classes="ttr-card-name")
        yield Digits("0", classes="ttr-card-points")
        yield Static(classes="ttr-card-trains")

    def show(self, player: Mapping[str, Any], current: bool) -> None:
        name = badge(player["name"], player.get("colour"))
        if current:
            name = Text("▶ ") + name
        self.query_one(".ttr-card-name", Static).update(name)
        self.query_one(Digits).update(str(player.get("route_points", 0)))
        trains = int(player.get("trains_left") or 0)
        line = Text(f"{trains} trains left", style="bold red" if trains <= 2 else "")
        self.query_one(".ttr-card-trains", Static).update(line)
        self.set_class(current, "current")


class TicketToRideDashboard(GameDashboard):
    shows_proposals = True

    @property
    def map_id(self) -> str:
        return str(self.state.snapshot.get("map") or self.game.removeprefix("ttr-"))

    def compose(self) -> ComposeResult:
        yield Horizontal(*(PlayerCard(seat) for seat in range(MAX_PLAYERS)), id="ttr-cards")
        with Horizontal(id="ttr-columns"):
            with Vertical(id="ttr-left"):
                yield Panel("Players", id="ttr-players")
                yield Panel("Round", id="ttr-round")
            yield Panel("Claims", id="ttr-claims")
        yield Panel("Final scoring", id="ttr-result")

    def show(self, state: ViewState) -> None:
        super().show(state)
        map_id = self.map_id
        players = _players(state.snapshot)
        for card in self.query(PlayerCard):
            card.display = card.seat < len(players)
            if card.display:
                card.show(players[card.seat], players[card.seat]["name"] == state.snapshot.get("current"))
        self.query_one("#ttr-players", Panel).show(players_table(state, map_id))
        self.query_one("#ttr-round", Panel).show(round_text(state.snapshot))
        waiting = f"{len(state.proposals)} awaiting confirmation" if state.proposals else ""
        self.query_one("#ttr-claims", Panel).show(claims_text(state, map_id, self.read_only), waiting)
        result = self.query_one("#ttr-result", Panel)
        result.display = bool(state.snapshot.get("result"))
        if result.display:
            result.show(breakdown(state, map_id))

    def vocabulary(self) -> dict[str, dict[str, str]]:
        map_id = self.map_id
        board = _board(map_id)
        claimed = {r for p in _players(self.state.snapshot) for r in p.get("claims") or ()}
        routes = {name: route for name, route in route_names(map_id).items() if route not in claimed}
        cities = {city_id: city_id for city_id in board.cities} if board.stations_per_player else {}
        return {"route": routes, "ticket": ticket_names(map_id), "city": cities}
