"""The last thing that happened, or why the table refused something (as the engine's sentence)."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from companion.ui.state import ViewState


class MessageLine(Static):
    def show(self, state: ViewState) -> None:
        self.say(state.message, error=state.message_is_error)

    def say(self, sentence: str, *, error: bool = False) -> None:
        self.update(Text(sentence))  # as it is: a sentence may hold brackets, never markup
        self.set_class(error, "error")
