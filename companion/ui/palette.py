"""The command palette (Ctrl+P) for the operator: every action of the game and every table command.

Game actions come from the engine's codec (those the table waits for first); choosing one puts it on
the command line to fill in. Table commands (undo, redo, proposals, the simulated devices) run at once.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from functools import partial
from typing import TYPE_CHECKING

from textual.command import DiscoveryHit, Hit, Hits, Provider

from companion.ui import commands
from rules import registry

if TYPE_CHECKING:
    from companion.ui.app import OperatorApp

Entry = tuple[str, str, Callable[[], None]]


class TableCommands(Provider):
    @property
    def operator(self) -> OperatorApp:
        return self.app  # type: ignore[return-value]

    def entries(self) -> Iterator[Entry]:
        app = self.operator
        state = app.state
        if state.game:
            codec = registry.engine_class(state.game).codec
            specs = commands.action_specs(codec)
            vocab = commands.Vocabulary(state, app.dashboard.dashboard.vocabulary() if app.dashboard else None)
            ordered = [k for k in state.expects if k in specs] + [k for k in specs if k not in state.expects]
            for kind in ordered:
                spec = specs[kind]
                yield (f"Action: {commands.usage(spec, vocab)}", spec.doc or "put it on the command line",
                       partial(self._draft, kind))
            yield ("Undo the last action", "asks first", app.ask_undo)
            yield ("Redo", "bring back the last action undone", app.redo)
            for proposal in state.proposals:
                number = int(proposal["id"])
                yield (f"Confirm proposal #{number}: {proposal.get('text')}", "carry it out",
                       partial(app.confirm_proposal, number))
                yield (f"Dismiss proposal #{number}: {proposal.get('text')}", "drop it",
                       partial(app.dismiss_proposal, number))
            yield ("Take a photo of the board", "the camera proposes the claims it sees", app.take_photo)
            for dial in app.dial_names():
                yield (f"Turn the {dial} dial one field", "on the simulated table", partial(app.turn, [dial]))
            for code, title in app.card_codes():
                yield (f"Scan card: {title}", code, partial(app.scan, code))
        yield ("Games: new game or resume", "the start screen", app.show_games)

    def _draft(self, kind: str) -> None:
        screen = self.operator.dashboard
        if screen is not None and hasattr(screen, "query_one"):
            from companion.ui.widgets.command_line import CommandLine

            screen.query_one(CommandLine).set_text(kind + " ", focus=True)

    async def discover(self) -> Hits:
        for title, help_text, callback in self.entries():
            yield DiscoveryHit(title, callback, help=help_text)

    async def search(self, query: str) -> Hits:
        matcher = self.matcher(query)
        for title, help_text, callback in self.entries():
            score = matcher.match(title)
            if score > 0:
                yield Hit(score, matcher.highlight(title), callback, help=help_text)
