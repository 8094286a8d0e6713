"""Ticket to Ride: a ticket scanned during the final scoring is registered for the player being scored.

Tickets stay hidden during play, so a ticket scanned before the end is refused and not recorded.
"""

from __future__ import annotations

from companion.cards.model import Card
from companion.inputs import Response, Submit, Tell, refusal
from companion.session import Session


def card(session: Session, card: Card) -> Response:
    prompt = session.prompt()
    player = prompt.details.get("registering")
    if player is None:
        return Tell("Destination tickets are scanned at the end of the game, when each player's tickets are "
                    "counted; keep it hidden until then.", error=True)
    action = {"type": "ticket", "ticket": card.subject, "player": player}
    problem = refusal(session, action)
    return Tell(problem, error=True) if problem else Submit(action)
