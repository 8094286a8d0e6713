"""The dashboard screen: title bar, prompt line, last message, proposals, the game's own panels and,
for the operator, the command line.

``DashboardScreen`` is the read-only scoreboard's screen (no command line, no key that changes
anything); ``OperatorScreen`` adds the command line and the keys. Both are fed by ``show(state)``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import VerticalScroll
from textual.screen import Screen
from textual.widgets import Footer, Static

from companion.ui.dashboards import dashboard_for
from companion.ui.dashboards.base import GameDashboard
from companion.ui.state import ViewState
from companion.ui.widgets.command_line import CommandLine
from companion.ui.widgets.message_line import MessageLine
from companion.ui.widgets.prompt_line import PromptLine
from companion.ui.widgets.proposals import ProposalList
from rules import registry

if TYPE_CHECKING:
    from companion.ui.app import OperatorApp


def title_text(state: ViewState, read_only: bool) -> Text:
    text = Text()
    text.append(" Rail Table Companion ", style="bold reverse")
    text.append(f"  {state.name}", style="bold")
    if state.seq:
        text.append(f"   action {state.seq}", style="dim")
    for name, health in sorted(state.devices.items()):
        ok = bool(health.get("usable", True))
        text.append(f"   {name} ", style="dim")
        text.append("●", style="green" if ok else "red")
    if read_only:
        text.append("   scoreboard (read-only)", style="dim italic")
    return text


class DashboardScreen(Screen[None]):
    def __init__(self, state: ViewState, *, read_only: bool = True) -> None:
        super().__init__(classes="read-only" if read_only else "operator")
        self.row = state.row
        self.game = state.game or ""
        self.read_only = read_only
        self.state = state
        self.dashboard: GameDashboard = dashboard_for(self.game, read_only=read_only)

    def compose(self) -> ComposeResult:
        yield Static(id="title-bar")
        yield PromptLine(id="prompt")
        yield MessageLine(id="message")
        yield ProposalList(id="proposals", classes="panel")
        with VerticalScroll(id="body"):
            yield self.dashboard
        yield from self.compose_controls()
        yield Footer()

    def compose_controls(self) -> ComposeResult:
        yield from ()

    def on_mount(self) -> None:
        self.show(self.state)

    def show(self, state: ViewState) -> None:
        self.state = state
        self.query_one("#title-bar", Static).update(title_text(state, self.read_only))
        self.query_one(PromptLine).show(state)
        self.query_one(MessageLine).show(state)
        proposals = self.query_one(ProposalList)
        proposals.show(state, self.read_only)
        if self.dashboard.shows_proposals:
            proposals.display = False
        try:
            self.dashboard.show(state)
        except Exception as error:  # noqa: BLE001 - a state this screen does not understand must not end the evening
            self.log.error(f"dashboard could not draw state {state.version}: {error!r}")
            self.query_one(MessageLine).say(f"This screen could not draw the table's state ({error}); "
                                            "the game itself is fine.", error=True)


class OperatorScreen(DashboardScreen):
    BINDINGS = [
        Binding("ctrl+z", "undo", "Undo"),
        Binding("ctrl+y", "redo", "Redo"),
        Binding("f5", "confirm_proposal", "Confirm proposal"),
        Binding("f6", "dismiss_proposal", "Dismiss proposal"),
        Binding("f7", "photo", "Photo"),
        Binding("f2", "focus_board", "Board"),
        Binding("escape", "focus_command", "Command line", show=False),
        Binding("ctrl+n", "games", "Games"),
    ]

    def __init__(self, state: ViewState) -> None:
        super().__init__(state, read_only=False)
        self.codec = registry.engine_class(self.game).codec

    @property
    def operator(self) -> OperatorApp:
        return self.app  # type: ignore[return-value]

    def compose_controls(self) -> ComposeResult:
        yield CommandLine(self.codec, self.operator.table_words, self.dashboard.vocabulary, id="command")

    def on_mount(self) -> None:
        super().on_mount()
        self.query_one(CommandLine).input.focus()

    def show(self, state: ViewState) -> None:
        super().show(state)
        self.query_one(CommandLine).show(state)
        self.refresh_bindings()  # which keys can act (the photo key) follows the game's phase

    def accepted(self, text: str) -> None:
        """The service accepted what the command line said: clear it (unless something new was typed)."""
        line = self.query_one(CommandLine)
        if line.input.value.strip() == text.strip():
            line.clear()

    # -- the command line -----------------------------------------------------------------------
    @on(CommandLine.Entered)
    def _entered(self, event: CommandLine.Entered) -> None:
        self.operator.run_command(event.text, self.codec, self.dashboard.vocabulary())

    @on(CommandLine.Changed)
    def _draft(self, event: CommandLine.Changed) -> None:
        self.dashboard.draft_changed(event.text)

    @on(GameDashboard.Draft)
    def _dashboard_draft(self, event: GameDashboard.Draft) -> None:
        line = self.query_one(CommandLine)
        if event.submit:
            text = line.input.value.strip()
            if text:
                line.input.remember(text)
                self.operator.run_command(text, self.codec, self.dashboard.vocabulary())
            return
        line.set_text(event.text)

    def say(self, sentence: str, *, error: bool = False) -> None:
        """A sentence from the screen itself (a command line it could not read)."""
        self.query_one(MessageLine).say(sentence, error=error)

    # -- keys -----------------------------------------------------------------------------------
    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        """Keys that cannot do anything here are hidden from the footer."""
        if action == "focus_board":
            return any(w.can_focus for w in self.dashboard.query("*"))
        if action == "photo":  # the camera reads Ticket to Ride boards while the game is played
            state = self.operator.state
            return (state.game or "").startswith("ttr-") and state.snapshot.get("phase") in ("play", "last_round")
        return True

    def action_undo(self) -> None:
        self.operator.ask_undo()

    def action_redo(self) -> None:
        self.operator.redo()

    def action_confirm_proposal(self) -> None:
        self.operator.confirm_proposal(None)

    def action_dismiss_proposal(self) -> None:
        self.operator.dismiss_proposal(None)

    def action_photo(self) -> None:
        self.operator.take_photo()

    def action_games(self) -> None:
        self.operator.show_games()

    def action_focus_board(self) -> None:
        focusable = [w for w in self.dashboard.query("*") if w.focusable]
        if focusable:
            focusable[0].focus()

    def action_focus_command(self) -> None:
        self.query_one(CommandLine).input.focus()
