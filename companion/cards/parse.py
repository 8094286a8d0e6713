"""One parser for every way a card code arrives: the serial scanner, a camera image, the keyboard."""

from __future__ import annotations

from companion.cards.catalogue import GAMES, by_code, title
from companion.cards.codes import CardError, encode, split
from companion.cards.model import Card


def parse_card(text: str, game: str | None = None) -> Card:
    """The card a code names; with ``game`` given, a card of another game is refused.

    Raises CardError (one sentence) for codes that are not ours, damaged, of an unknown game, of
    another game than ``game``, or that name no card of their game.
    """
    code_game, kind, parts = split(text)
    if code_game not in GAMES:
        raise CardError(f"That card label names a game this companion does not know ({code_game}).")
    if game is not None and code_game != game:
        raise CardError(f"That card belongs to {title(code_game)}, not to {title(game)}, the game being played.")
    card = by_code(code_game).get(encode(code_game, kind, parts))
    if card is None:
        raise CardError(f"{title(code_game)} has no card {kind} {' '.join(parts)}; this label was not printed by the companion.")
    return card
