"""Chicago Express: dial readings choose the turn's action; a scanned share confirms an auction's winner."""

from __future__ import annotations

from companion.cards.model import Card
from companion.inputs import Response, Submit, Tell
from companion.session import Session
from rules.chicago_express import judge_dial
from rules.chicago_express.events import AuctionEnded


def dial(session: Session, dial: str, position: int) -> Response:
    verdict = judge_dial(session.engine, dial, position)
    if verdict.verdict == "choose":
        player = session.engine.prompt().actor
        return Submit({"type": "dial", "dial": dial, "position": position, "player": player})
    # "agree": a dial put back where the game has it; "refuse": which dial to put back, and where.
    return Tell(verdict.sentence, error=verdict.verdict == "refuse")


def card(session: Session, card: Card) -> Response:
    ended = next((e for e in reversed(session.last_events) if isinstance(e, AuctionEnded)), None)
    share = f"share {card.number} of {card.subject}"
    if ended is None:
        return Tell(f"That is {share}; scan a share right after its auction to confirm who won it.")
    if ended.company != card.subject:
        return Tell(f"That is {share}, but the auction just ended was for {ended.company}; "
                    f"hand over a {ended.company} share.", error=True)
    if ended.winner is None:
        return Tell(f"Nobody won the {ended.company} auction; {share} stays on the charter.", error=True)
    return Tell(f"Confirmed: {ended.winner} takes {share} for ${ended.price}.")
