"""`companion labels GAME --out FILE.png|pdf`: printable QR sticker sheets for the cards of a game."""

from __future__ import annotations

import argparse
from pathlib import Path

from companion.errors import CompanionError

NAME = "labels"
HELP = "Print QR sticker sheets for the physical cards of a game (PNG pages or one PDF)."


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("game", help="chicago-express, 1846, ttr-usa or ttr-europe")
    parser.add_argument("--out", required=True, help="FILE.pdf, or FILE.png (FILE-1.png, FILE-2.png, … for several pages)")


def run(args: argparse.Namespace) -> int:
    from companion.cards import GAMES, catalogue
    from companion.cards.catalogue import title
    from companion.cards.sheets import write_sheets

    if args.game not in GAMES:
        raise CompanionError(f"There is no game called {args.game!r}; the games are {', '.join(GAMES)}.")
    out = Path(args.out)
    if out.suffix.lower() not in (".png", ".pdf"):
        raise CompanionError("The labels file must end in .png or .pdf.")
    if not out.parent.is_dir():
        raise CompanionError(f"There is no folder {out.parent} to write the labels into.")
    cards = catalogue(args.game)
    for path in write_sheets(cards, out, f"{title(args.game)} card labels"):
        print(path)
    return 0
