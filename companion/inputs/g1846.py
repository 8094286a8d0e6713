"""1846: a scanned certificate, private or train proposes what the player or corporation to act would do with it.

Every proposal is dry-run through the engine first, so the table is only ever asked to confirm a
legal action; an illegal one is answered with the rules' own sentence.
"""

from __future__ import annotations

from typing import Any

from companion.cards.model import Card
from companion.inputs import Choice, Propose, Response, Tell, refusal
from companion.session import Session
from rules.g1846.facts import facts

SOURCES = {"treasury": "from the treasury, paying the corporation", "market": "from the market, paying the bank"}


def card(session: Session, card: Card) -> Response:
    if card.kind == "share":
        return _share(session, card)
    if card.kind in ("private", "minor"):
        return _private(session, card)
    return _train(session, card)


def _share(session: Session, card: Card) -> Response:
    prompt = session.prompt()
    corporation = card.subject
    if "buy_share" not in prompt.expects and "par" not in prompt.expects:
        return Tell(f"Certificates are bought in a stock turn; now {_lower_first(prompt.text)}", error=True)
    if card.president:
        if corporation in prompt.details.get("can_open", []):
            values = prompt.details.get("par_values", [])
            choice = f"${values[0]} to ${values[-1]}" if values else "a par value"
            return Tell(f"{prompt.actor} opens {corporation}: choose its par value ({choice}) and enter "
                        f"'par {corporation} PRICE'.")
        return Tell(f"The president's certificate of {corporation} is not for sale.", error=True)
    price = _price(session, corporation)
    candidates = [
        ({"type": "buy_share", "player": prompt.actor, "corporation": corporation, "source": source},
         f"{prompt.actor} buys a 10% share of {corporation} for ${price}, {how}.")
        for source, how in SOURCES.items()
    ]
    return _offers(session, candidates, f"{prompt.actor} cannot buy {corporation} now.")


def _private(session: Session, card: Card) -> Response:
    prompt = session.prompt()
    if "draft_pick" in prompt.expects:
        action = {"type": "draft_pick", "player": prompt.actor, "private": card.subject}
        problem = refusal(session, action)
        if problem:
            return Tell(problem, error=True)
        return Propose(action, f"{prompt.actor} keeps {card.title or card.subject}.")
    if "buy_private" in prompt.expects:
        return Tell(f"{prompt.actor} may buy {card.subject}: agree a price and enter "
                    f"'buy_private {card.subject} PRICE'.")
    return Tell(f"That is {card.title or card.subject}; privates are drafted at the start or bought by a "
                "corporation in an operating round.", error=True)


def _train(session: Session, card: Card) -> Response:
    prompt = session.prompt()
    if "buy_train" not in prompt.expects:
        return Tell(f"Trains are bought in a corporation's operating turn; now {_lower_first(prompt.text)}", error=True)
    operator = prompt.actor
    variants = next(g.variants for g in facts().train_groups(len(session.engine.players)) if g.group == card.subject)
    candidates = [
        ({"type": "buy_train", "corporation": operator, "train": variant},
         f"{operator} buys a {variant}-train from the bank for ${price}.")
        for variant, price in variants.items()
    ]
    return _offers(session, candidates, f"{operator} cannot buy that train now.")


def _offers(session: Session, candidates: list[tuple[dict[str, Any], str]], fallback: str) -> Response:
    """Propose the legal readings of a card; with none, say why the first one is refused.
    Each candidate is dry-run once (a dry run copies the engine)."""
    offers: list[Propose] = []
    first_problem: str | None = None
    for action, text in candidates:
        problem = refusal(session, action)
        if problem is None:
            offers.append(Propose(action, text))
        elif first_problem is None:
            first_problem = problem
    if not offers:
        return Tell(first_problem or fallback, error=True)
    return offers[0] if len(offers) == 1 else Choice(tuple(offers))


def _price(session: Session, corporation: str) -> Any:
    for entry in session.snapshot()["corporations"]:
        if entry["sym"] == corporation:
            return entry["price"]
    return "?"


def _lower_first(text: str) -> str:
    return text[:1].lower() + text[1:]
