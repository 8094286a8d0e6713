"""The private company draft, recorded as outcomes (§3.2).

The deck (privates plus one blank card per player) is face down, so the companion only learns what
each player kept. Picks go in reverse seat order, round and round. When the deck is down to one
private and no blank, that private is offered at its price; each refusal passes it on $10 cheaper
and at $0 the next player must take it. Then everyone pays for what they kept; an independent
railroad costs its price plus its debt and starts with its face value as treasury, a 2-train and
its home token.
"""

from __future__ import annotations

from rules.core import BANK, RuleError
from rules.g1846.facts import facts
from rules.g1846.money import minor_account, player_account
from rules.g1846.table import DraftRound, GameState


def start_draft(state: GameState) -> DraftRound:
    names = [p.name for p in state.players]
    draft = DraftRound(
        order=list(reversed(names)),
        picks={n: [] for n in names},
        privates_left=sorted(state.privates),
        blanks_left=len(names),
    )
    _maybe_offer(state, draft)
    return draft


def offer_price(state: GameState, draft: DraftRound) -> int:
    # The offered price is the whole purchase price (an independent's price plus its debt), less $10
    # per refusal, down to $0; the rules do not say, and 18xx.games counts it this way.
    assert draft.offer is not None
    return max(0, facts().privates[draft.offer].draft_price - draft.discount)


def pick(state: GameState, draft: DraftRound, player: str, private: str | None) -> None:
    _check_turn(draft, player)
    if draft.offer is not None:
        if private != draft.offer:
            raise RuleError(f"Only {draft.offer} is left in the draft; {player} may take it or pass it on.")
    elif private is None:
        if draft.blanks_left == 0:
            raise RuleError("No blank player card is left in the deck; keep one of the privates.")
        draft.blanks_left -= 1
    elif private not in draft.privates_left:
        if private in state.privates:
            raise RuleError(f"{private} has already been drafted.")
        raise RuleError(f"{private} is not in this game's draft; the privates left are {', '.join(draft.privates_left)}.")
    draft.picks[player].append(private)
    if private is not None:
        draft.privates_left.remove(private)
    draft.index += 1
    if draft.offer is not None:
        _finish(state, draft, player, private)
        return
    _maybe_offer(state, draft)
    if not draft.privates_left:
        _finish(state, draft, None, None)


def refuse_offer(state: GameState, draft: DraftRound, player: str) -> None:
    _check_turn(draft, player)
    if draft.offer is None:
        raise RuleError("Only the last private, once offered to the table, can be passed on; keep a card instead.")
    price = offer_price(state, draft)
    draft.discount += facts().last_card_step
    draft.index += 1
    new_price = offer_price(state, draft)
    state.note(f"{player} passes {draft.offer}: its price drops from ${price} to ${new_price}.")
    if new_price == 0:
        taker = draft.actor
        state.note(f"{taker} must take {draft.offer} for $0.")
        draft.picks[taker].append(draft.offer)
        draft.privates_left.remove(draft.offer)
        draft.index += 1
        _finish(state, draft, taker, draft.offer)


def _check_turn(draft: DraftRound, player: str) -> None:
    if player != draft.actor:
        raise RuleError(f"It is {draft.actor}'s turn to draft, not {player}'s.")


def _maybe_offer(state: GameState, draft: DraftRound) -> None:
    if draft.offer is None and len(draft.privates_left) == 1 and draft.blanks_left == 0:
        draft.offer = draft.privates_left[0]
        state.note(f"Only {draft.offer} is left: it is offered at ${offer_price(state, draft)}.")


def _finish(state: GameState, draft: DraftRound, offered_to: str | None, offered: str | None) -> None:
    """Everyone pays for what they kept; the independents float."""
    f = facts()
    for p in state.players:
        for sym in draft.picks[p.name]:
            if sym is None:
                continue
            price = f.privates[sym].draft_price
            if sym == offered and p.name == offered_to:
                price = offer_price(state, draft)
            account = player_account(p.name)
            state.privates[sym].owner = account
            state.money.pay(account, BANK, price, f"{p.name} pays ${price} for {sym}")
            state.note(f"{p.name} buys {sym} for ${price}.")
            if sym in state.minors:
                minor = state.minors[sym]
                minor.owner = p.name
                state.money.pay(BANK, minor_account(sym), f.privates[sym].face, f"{sym} starts with its face value")
    draft.done = True
