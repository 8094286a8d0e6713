"""Share auctions: the opening ones, the ones chosen in a turn, and Wabash's first share.

Each function checks everything before it changes anything, so a refusal leaves the state as it was.
"""

from __future__ import annotations

from rules.chicago_express.events import AuctionEnded, Note
from rules.chicago_express.formulas import minimum_bid
from rules.chicago_express.state import OPENING_AUCTION, Auction, State, company_account, player_account
from rules.core.errors import RuleError
from rules.core.records import Event


def auction_minimum(state: State, company: str) -> int:
    return minimum_bid(state.income[company], state.sold(company))


def companies_for_auction(state: State) -> list[str]:
    """Open companies that still have a share on their charter."""
    return [code for code in state.open_companies if state.shares_left[code] > 0]


def check_put_up(state: State, company: str) -> None:
    if not state.is_open(company):
        raise RuleError(f"{company} opens only when a company first reaches Chicago; choose another company.")
    if state.shares_left[company] == 0:
        raise RuleError(f"{company} has no shares left on its charter; choose another company.")


def start_auction(state: State, company: str, kind: str, starter: str, minimum: int) -> list[Event]:
    state.auction = Auction(company, kind, state.clockwise_from(starter), minimum, to_act=starter)
    return [Note(f"{starter} opens the auction of a {company} share; the minimum bid is ${minimum}.")]


def check_bid(state: State, player: str, amount: int) -> None:
    auction = _running(state)
    required = auction.required()
    if amount < required:
        if auction.high_bidder is None:
            raise RuleError(f"The minimum bid for {auction.company} is ${required}; bid at least ${required} or pass.")
        raise RuleError(
            f"The bid for {auction.company} stands at ${auction.high_bid} ({auction.high_bidder}); "
            f"bid more than ${auction.high_bid} or pass."
        )
    cash = state.cash(player)
    if amount > cash:
        raise RuleError(f"{player} has ${cash} and cannot bid ${amount}; bid at most ${cash} or pass.")


def bid(state: State, player: str, amount: int) -> tuple[list[Event], AuctionEnded | None]:
    """Record a checked bid; returns the events and, once the auction is over, its outcome."""
    check_bid(state, player, amount)
    auction = _running(state)
    auction.high_bid, auction.high_bidder = amount, player
    events, ended = _advance(state, player)
    return [Note(f"{player} bids ${amount} for {auction.company}.")] + events, ended


def pass_(state: State, player: str) -> tuple[list[Event], AuctionEnded | None]:
    auction = _running(state)
    auction.passed.append(player)
    events, ended = _advance(state, player)
    return [Note(f"{player} passes on {auction.company}.")] + events, ended


def _advance(state: State, after: str) -> tuple[list[Event], AuctionEnded | None]:
    auction = _running(state)
    following = auction.next_bidder(after)
    if following is not None:
        auction.to_act = following
        return [], None
    return _resolve(state)


def _resolve(state: State) -> tuple[list[Event], AuctionEnded]:
    auction = _running(state)
    state.auction = None
    company = auction.company
    winner, price = auction.high_bidder, auction.high_bid
    events: list[Event] = []
    if winner is None and auction.kind == OPENING_AUCTION:
        # Only in the opening auction: if everybody passes, the starter takes the share for free.
        winner, price = auction.starter, 0
    if winner is None:
        ended = AuctionEnded(company, None, 0)
        return [ended], ended
    if price:
        events.append(state.pay(player_account(winner), company_account(company), price, f"a {company} share"))
    state.holdings[company][winner] = state.holdings[company].get(winner, 0) + 1
    state.shares_left[company] -= 1
    ended = AuctionEnded(company, winner, price)
    return events + [ended], ended


def _running(state: State) -> Auction:
    if state.auction is None:
        raise RuleError("No auction is running.")
    return state.auction

