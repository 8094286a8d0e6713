"""What a device event means in the current game: an action to submit, a proposal, or a sentence.

Drivers know nothing of games; the rules know nothing of devices. This package sits between them:
it reads the session's state and turns a scanned card, a dial reading or a board photo into a
``Response``. It never changes anything itself; the table service carries the response out.
"""

from __future__ import annotations

import copy
from dataclasses import dataclass
from typing import Any

from companion.cards import CardError, parse_card
from companion.cards.model import Card
from companion.session import Session
from rules.core import RuleError


@dataclass(frozen=True)
class Submit:
    """Carry the action out at once (the table's own hands already did it on the board)."""

    action: dict[str, Any]


@dataclass(frozen=True)
class Propose:
    """Ask the table to confirm the action first."""

    action: dict[str, Any]
    text: str
    confidence: float | None = None


@dataclass(frozen=True)
class Choice:
    """Two or more legal readings of one input (a share from the treasury or the market, the two
    sides of a train card): each becomes a proposal and the table confirms the one it meant."""

    options: tuple[Propose, ...]


@dataclass(frozen=True)
class Tell:
    """Only say something; nothing changes."""

    sentence: str
    error: bool = False


Response = Submit | Propose | Choice | Tell

NO_GAME = Tell("No game is open; start a new game or resume one before scanning cards.", error=True)


def card_scanned(session: Session | None, text: str) -> Response:
    if session is None:
        return NO_GAME
    try:
        card = parse_card(text, session.game)
    except CardError as error:
        return Tell(error.sentence, error=True)
    return _mapper(session.game).card(session, card)


def dial_moved(session: Session | None, dial: str, position: int) -> Response:
    if session is None:
        return Tell("No game is open; the dials are read once a Chicago Express game is running.", error=True)
    mapper = _mapper(session.game)
    if not hasattr(mapper, "dial"):
        return Tell(f"{session.name} has no dials; the spinner dials belong to Chicago Express.", error=True)
    return mapper.dial(session, dial, position)


def refusal(session: Session, action: dict[str, Any]) -> str | None:
    """The sentence the rules would refuse ``action`` with now, or None if it is legal (a dry run)."""
    trial = copy.deepcopy(session.engine)
    try:
        trial.apply(trial.codec.decode(action))
    except RuleError as error:
        return error.sentence
    return None


def _mapper(game: str) -> Any:
    from companion.inputs import chicago_express, g1846, ticket_to_ride

    mappers: dict[str, Any] = {"chicago-express": chicago_express, "1846": g1846, "ttr-usa": ticket_to_ride,
                               "ttr-europe": ticket_to_ride}
    try:
        return mappers[game]
    except KeyError:
        raise ValueError(f"no input mapping for {game}") from None


__all__ = ["Card", "Choice", "Propose", "Response", "Submit", "Tell", "card_scanned", "dial_moved", "refusal"]
