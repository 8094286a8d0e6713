"""What every game dashboard is: a widget that draws the table state it is given.

A dashboard may also help the operator compose an action (the Chicago Express map does): it posts
``Draft`` with the command text, which the screen puts on the command line, and hears the command
line's text back through ``draft_changed``.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from rich.pretty import Pretty
from textual.app import ComposeResult
from textual.containers import Vertical
from textual.message import Message

from companion.ui.state import ViewState
from companion.ui.widgets.panel import Panel


class GameDashboard(Vertical):
    # True when the dashboard draws the device proposals itself (the screen then hides its own list).
    shows_proposals: ClassVar[bool] = False

    class Draft(Message):
        """A command composed on the dashboard; ``submit``: carry it out now."""

        def __init__(self, text: str, submit: bool = False) -> None:
            super().__init__()
            self.text = text
            self.submit = submit

    def __init__(self, game: str, *, read_only: bool) -> None:
        super().__init__(classes="dashboard")
        self.game = game
        self.read_only = read_only
        self.state = ViewState.empty()

    def show(self, state: ViewState) -> None:
        """Draw ``state``; called for every update once the dashboard is mounted."""
        self.state = state

    def draft_changed(self, text: str) -> None:
        """The command line now reads ``text``."""

    def vocabulary(self) -> Mapping[str, Mapping[str, str]]:
        """Extra names the command line accepts, per field: {field: {name to type: value sent}}.

        For values the prompt and snapshot do not list (the routes still free on a map, say); the
        dashboard takes them from the engine's own board data."""
        return {}


class SnapshotDashboard(GameDashboard):
    """For a game without a dashboard of its own: the snapshot as it is."""

    def compose(self) -> ComposeResult:
        yield Panel("Snapshot", id="snapshot")

    def show(self, state: ViewState) -> None:
        super().show(state)
        self.query_one("#snapshot", Panel).show(Pretty(dict(state.snapshot)))
