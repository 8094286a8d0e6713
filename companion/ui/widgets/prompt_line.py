"""The prompt line: who acts and what the companion waits for, always in view."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from companion.ui.state import ViewState


def prompt_text(state: ViewState) -> Text:
    prompt = state.prompt
    if not state.game:
        return Text("No game is open.", style="bold")
    text = Text()
    actor = state.actor
    if actor:
        text.append(f"▶ {actor}  ", style="bold reverse")
        text.append(" ")
    text.append(str(prompt.get("text") or ""), style="bold")
    if state.expects:
        text.append(f"   waiting for: {', '.join(state.expects)}", style="dim")
    elif state.finished:
        text.append("   the game is over", style="dim")
    return text


class PromptLine(Static):
    def show(self, state: ViewState) -> None:
        self.update(prompt_text(state))
        self.set_class(state.finished, "finished")
