"""Card identity: the catalogue of physical cards per game, their sticker codes, and the one parser."""

from companion.cards.catalogue import GAMES, by_code, catalogue
from companion.cards.codes import CardError, check_character, encode
from companion.cards.model import Card
from companion.cards.parse import parse_card

__all__ = ["GAMES", "Card", "CardError", "by_code", "catalogue", "check_character", "encode", "parse_card"]
