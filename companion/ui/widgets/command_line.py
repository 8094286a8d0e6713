"""The operator's command line: an Input with completion from the engine, and a usage hint under it."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence

from rich.text import Text
from textual import on
from textual.app import ComposeResult
from textual.binding import Binding
from textual.containers import Vertical
from textual.message import Message
from textual.suggester import Suggester
from textual.widgets import Input, Static

from companion.ui import commands
from companion.ui.state import ViewState
from rules.core import ActionCodec


class CommandSuggester(Suggester):
    """Completes the last word from the current state (never cached: the state moves on)."""

    def __init__(self, line: CommandLine) -> None:
        super().__init__(use_cache=False, case_sensitive=True)
        self.line = line

    async def get_suggestion(self, value: str) -> str | None:
        return self.line.complete(value)


class CommandInput(Input):
    BINDINGS = [
        Binding("tab", "accept_suggestion", "Complete", show=False, priority=True),
        Binding("up", "history(-1)", "Previous command", show=False),
        Binding("down", "history(1)", "Next command", show=False),
    ]

    def __init__(self, line: CommandLine, **kwargs: object) -> None:
        super().__init__(suggester=CommandSuggester(line), **kwargs)  # type: ignore[arg-type]
        self.line = line
        self.history: list[str] = []
        self._back = 0

    def action_accept_suggestion(self) -> None:
        """Tab completes the word; without a completion it moves on to the next widget."""
        if self._suggestion and self.cursor_at_end:
            self.value = self._suggestion if self._suggestion.endswith(" ") else self._suggestion + " "
            self.cursor_position = len(self.value)
        else:
            self.screen.focus_next()

    def action_history(self, step: int) -> None:
        if not self.history:
            return
        self._back = max(0, min(len(self.history), self._back - step))
        self.value = self.history[-self._back] if self._back else ""
        self.cursor_position = len(self.value)

    def remember(self, text: str) -> None:
        if text and (not self.history or self.history[-1] != text):
            self.history.append(text)
        self._back = 0


class CommandLine(Vertical):
    """Posts ``Entered`` with the line; the screen decides what to do with it."""

    class Entered(Message):
        def __init__(self, text: str) -> None:
            super().__init__()
            self.text = text

    class Changed(Message):
        def __init__(self, text: str) -> None:
            super().__init__()
            self.text = text

    def __init__(self, codec: ActionCodec, table_words: Callable[[], Mapping[str, Sequence[str]]] | None = None,
                 names: Callable[[], commands.Names] | None = None, *, id: str | None = None) -> None:
        super().__init__(id=id)
        self.codec = codec
        self.state = ViewState.empty()
        self._table_words = table_words or (lambda: {})
        self.names = names or (lambda: {})

    def compose(self) -> ComposeResult:
        yield CommandInput(self, placeholder="type an action (Tab completes) · / for table commands · Ctrl+P palette",
                           id="command-input")
        yield Static(id="command-hint")

    @property
    def input(self) -> CommandInput:
        return self.query_one(CommandInput)

    def show(self, state: ViewState) -> None:
        self.state = state
        self._show_hint(self.input.value)

    def complete(self, text: str) -> str | None:
        return commands.complete(text, self.codec, self.state, self._table_words(), self.names())

    def set_text(self, text: str, *, focus: bool = False) -> None:
        self.input.value = text
        self.input.cursor_position = len(text)
        if focus:
            self.input.focus()

    def clear(self) -> None:
        self.set_text("")

    @on(Input.Changed, "#command-input")
    def _changed(self, event: Input.Changed) -> None:
        event.stop()
        self._show_hint(event.value)
        self.post_message(self.Changed(event.value))

    @on(Input.Submitted, "#command-input")
    def _submitted(self, event: Input.Submitted) -> None:
        event.stop()
        if event.value.strip():
            self.input.remember(event.value.strip())
            self.post_message(self.Entered(event.value))

    def _show_hint(self, text: str) -> None:
        hint = commands.hint(text, self.codec, self.state, self.names())
        line = Text(hint.usage, style="bold")
        if hint.choices:
            line.append("   " + ("  ".join(hint.choices)), style="italic")
        if hint.doc:
            line.append(f"   {hint.doc}", style="dim")
        # One line of fixed height: no layout pass for every key typed.
        self.query_one("#command-hint", Static).update(line, layout=False)
