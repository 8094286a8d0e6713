"""What devices propose and the table has not yet confirmed (camera claims, scanned cards, …)."""

from __future__ import annotations

from rich.text import Text
from textual.widgets import Static

from companion.ui.state import ViewState


def proposal_text(state: ViewState, read_only: bool) -> Text:
    text = Text()
    for index, proposal in enumerate(state.proposals):
        if index:
            text.append("\n")
        text.append(f"#{proposal.get('id')} ", style="bold")
        text.append(f"{proposal.get('source', 'device')}: ", style="italic")
        text.append(str(proposal.get("text") or proposal.get("action")))
        confidence = proposal.get("confidence")
        if isinstance(confidence, int | float):
            text.append(f"  ({confidence:.0%} sure)", style="dim")
    if state.proposals and not read_only:
        text.append("\nF5 confirm the first · F6 dismiss it · /confirm N · /dismiss N", style="dim")
    return text


class ProposalList(Static):
    """Hidden while there is nothing to confirm."""

    def show(self, state: ViewState, read_only: bool = False) -> None:
        self.update(proposal_text(state, read_only))
        self.display = bool(state.proposals)
        self.border_title = f"Waiting for confirmation ({len(state.proposals)})"
