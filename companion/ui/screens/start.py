"""The start screen: a new game (which game, players and their colours, the game's options) or a stored one.

Everything offered comes from the engines (``companion.ui.games``): a game's option fields are its
named options with their documented defaults, shown by the kind of their default.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Horizontal, Vertical, VerticalScroll
from textual.screen import Screen
from textual.widget import Widget
from textual.widgets import Button, Checkbox, Footer, Input, Label, OptionList, Select, Static
from textual.widgets.option_list import Option

from companion.store import StoredGame
from companion.ui.games import GameInfo
from companion.ui.widgets.message_line import MessageLine


@dataclass(frozen=True)
class NewGame:
    game: str
    options: dict[str, Any]
    seed: int | None


class FormError(Exception):
    def __init__(self, sentence: str) -> None:
        super().__init__(sentence)
        self.sentence = sentence


def _label(name: str) -> str:
    return name.replace("_", " ").capitalize()


def option_widget(name: str, default: Any) -> Widget:
    """A field for one option, by the kind of its default."""
    if isinstance(default, bool):
        return Checkbox(_label(name), value=default, id=f"option-{name}", classes="option")
    if isinstance(default, int):
        return Input(str(default), type="integer", id=f"option-{name}", classes="option")
    if isinstance(default, str):
        return Input(default, id=f"option-{name}", classes="option")
    text = "" if default in (None, {}, []) else json.dumps(default)
    return Input(text, placeholder="JSON (empty: default)", id=f"option-{name}", classes="option")


def option_value(name: str, default: Any, widget: Widget) -> Any:
    """The value of an option field; the engine checks it further when the game starts."""
    if isinstance(widget, Checkbox):
        return widget.value
    assert isinstance(widget, Input)
    text = widget.value.strip()
    if isinstance(default, bool):
        return default
    if isinstance(default, int):
        try:
            return int(text)
        except ValueError:
            raise FormError(f"{_label(name)} must be a whole number.") from None
    if isinstance(default, str):
        return text
    if not text:
        return default
    try:
        return json.loads(text)
    except json.JSONDecodeError:
        raise FormError(f"{_label(name)} must be JSON, e.g. {json.dumps(default)}.") from None


class StartScreen(Screen[None]):
    """Calls ``on_new`` or ``on_resume``; the app switches to the dashboard when the state says so."""

    BINDINGS = [
        Binding("ctrl+s", "start", "Start the game"),
        Binding("escape", "back", "Back to the game", show=False),
    ]

    def __init__(self, games: Sequence[GameInfo], stored: Callable[[], list[StoredGame]],
                 on_new: Callable[[NewGame], None], on_resume: Callable[[int], None],
                 *, can_go_back: bool = False) -> None:
        super().__init__()
        self.games = {g.id: g for g in games}
        self._stored = stored
        self.on_new = on_new
        self.on_resume = on_resume
        self.can_go_back = can_go_back
        self.game_id = games[0].id if games else ""

    @property
    def info(self) -> GameInfo:
        return self.games[self.game_id]

    def compose(self) -> ComposeResult:
        yield Static("Rail Table Companion", id="start-title")
        with Horizontal(id="start-columns"):
            with VerticalScroll(id="new-game", classes="panel") as new_game:
                new_game.border_title = "New game"
                yield Label("Game")
                yield Select([(g.title, g.id) for g in self.games.values()], value=self.game_id,
                             allow_blank=False, id="game")
                yield Vertical(id="game-fields")
                yield Label("Seed (empty: random)")
                yield Input(type="integer", id="seed", placeholder="random")
                yield Button("Start the game", id="start", variant="primary")
            with Vertical(id="stored-games", classes="panel") as stored:
                stored.border_title = "Resume a stored game"
                yield OptionList(id="stored")
        yield MessageLine(id="start-message")
        yield Footer()

    async def on_mount(self) -> None:
        await self._fill_game_fields()
        self.refresh_stored()
        self.query_one("#game", Select).focus()

    def refresh_stored(self) -> None:
        listing = self.query_one("#stored", OptionList)
        listing.clear_options()
        rows = self._stored()
        for game in rows:
            state = "finished" if game.finished else f"{game.entries} actions"
            label = Text(f"#{game.id}  {game.name}  ({state}, {game.updated[:16].replace('T', ' ')})")
            listing.add_option(Option(label, id=str(game.id)))
        if rows:
            listing.highlighted = 0  # Enter resumes the most recent game
        else:
            listing.add_option(Option("No stored games yet.", disabled=True))

    async def _fill_game_fields(self) -> None:
        box = self.query_one("#game-fields", Vertical)
        await box.remove_children()
        info = self.info
        rows: list[Widget] = [Label(f"Players ({info.min_players} to {info.max_players}, in seating order; "
                                    "leave the rest empty)")]
        colours = [(c, c) for c in info.colours]
        for seat in range(info.max_players):
            rows.append(Horizontal(
                Input(placeholder=f"Player {seat + 1}", id=f"player-{seat}", classes="player-name"),
                Select(colours, value=info.colours[seat % len(info.colours)], allow_blank=False,
                       id=f"colour-{seat}", classes="player-colour"),
                classes="player-row",
            ))
        if info.defaults:
            rows.append(Label("Options"))
        for name, default in info.defaults.items():
            if isinstance(default, bool):
                rows.append(option_widget(name, default))
            else:
                rows.append(Horizontal(Label(_label(name), classes="option-label"), option_widget(name, default),
                                       classes="option-row"))
        await box.mount_all(rows)

    @on(Select.Changed, "#game")
    async def _game_changed(self, event: Select.Changed) -> None:
        if isinstance(event.value, str) and event.value != self.game_id:
            self.game_id = event.value
            await self._fill_game_fields()

    @on(Input.Submitted, ".player-name")
    def _next_field(self) -> None:
        self.focus_next()

    @on(Button.Pressed, "#start")
    def action_start(self) -> None:
        message = self.query_one("#start-message", MessageLine)
        try:
            request = self.read_form()
        except FormError as error:
            message.say(error.sentence, error=True)
            return
        message.say("Starting…")
        self.on_new(request)

    def read_form(self) -> NewGame:
        info = self.info
        players: list[str] = []
        colours: list[str] = []
        for seat in range(info.max_players):
            name = self.query_one(f"#player-{seat}", Input).value.strip()
            if name:
                players.append(name)
                colours.append(str(self.query_one(f"#colour-{seat}", Select).value))
        if len(set(colours)) != len(colours):
            raise FormError("Two players have the same colour; give each player a different colour.")
        options: dict[str, Any] = {"players": players, "colours": colours}
        for name, default in info.defaults.items():
            options[name] = option_value(name, default, self.query_one(f"#option-{name}"))
        seed_text = self.query_one("#seed", Input).value.strip()
        return NewGame(info.id, options, int(seed_text) if seed_text else None)

    def show_error(self, sentence: str) -> None:
        self.query_one("#start-message", MessageLine).say(sentence, error=True)

    @on(OptionList.OptionSelected, "#stored")
    def _resume(self, event: OptionList.OptionSelected) -> None:
        if event.option.id is not None:
            self.on_resume(int(event.option.id))

    def action_back(self) -> None:
        if self.can_go_back:
            self.dismiss()


def openable(games: Sequence[StoredGame], known: Mapping[str, GameInfo]) -> list[StoredGame]:
    """Stored games the companion can open (their engine is installed), most recent first."""
    return [g for g in games if g.game in known]
