"""What the scoreboard shows while it has no table to show."""

from __future__ import annotations

from rich.text import Text
from textual.app import ComposeResult
from textual.containers import Center, Middle
from textual.screen import Screen
from textual.widgets import Static


class WaitingScreen(Screen[None]):
    def __init__(self, sentence: str) -> None:
        super().__init__()
        self.sentence = sentence

    def compose(self) -> ComposeResult:
        with Middle(), Center():
            yield Static("Rail Table Companion", id="waiting-title")
        with Center():
            yield Static(Text(self.sentence), id="waiting-text")

    def say(self, sentence: str) -> None:
        self.sentence = sentence
        self.query_one("#waiting-text", Static).update(Text(sentence))
