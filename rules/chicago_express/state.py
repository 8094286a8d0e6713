"""The mutable state of one game of Chicago Express, and the one way money moves in it."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from rules.chicago_express.board import WABASH, Board
from rules.core.ledger import BANK, Ledger
from rules.core.records import MoneyMoved

# Phases of the game, and the steps inside the turn phase.
OPENING, TURNS, FINISHED = "opening_auction", "turns", "finished"
CHOOSE, PERFORM, AUCTION = "choose", "perform", "auction"
# Kinds of auction.
OPENING_AUCTION, TURN_AUCTION, WABASH_AUCTION = "opening", "turn", "wabash"


def player_account(name: str) -> str:
    return f"player:{name}"


def company_account(code: str) -> str:
    return f"company:{code}"


@dataclass
class Auction:
    company: str
    kind: str
    order: list[str]
    minimum: int
    to_act: str
    high_bid: int = 0
    high_bidder: str | None = None
    passed: list[str] = field(default_factory=list)

    @property
    def starter(self) -> str:
        return self.order[0]

    def bidders_in(self) -> list[str]:
        return [p for p in self.order if p not in self.passed]

    def required(self) -> int:
        """The least a bid may be now."""
        return self.high_bid + 1 if self.high_bidder is not None else self.minimum

    def next_bidder(self, after: str) -> str | None:
        """The next player clockwise after ``after`` who is still in and not the high bidder."""
        start = self.order.index(after)
        for offset in range(1, len(self.order) + 1):
            candidate = self.order[(start + offset) % len(self.order)]
            if candidate not in self.passed and candidate != self.high_bidder:
                return candidate
        return None

    def to_json(self) -> dict[str, Any]:
        return {
            "company": self.company,
            "kind": self.kind,
            "starter": self.starter,
            "minimum": self.minimum,
            "high_bid": self.high_bid if self.high_bidder else None,
            "high_bidder": self.high_bidder,
            "next_bid_at_least": self.required(),
            "to_act": self.to_act,
            "bidders_in": self.bidders_in(),
            "passed": list(self.passed),
        }


@dataclass
class State:
    board: Board
    players: list[str]
    ledger: Ledger
    income: dict[str, int]
    holdings: dict[str, dict[str, int]]
    shares_left: dict[str, int]
    locomotives_left: dict[str, int]
    network: dict[str, list[str]]
    occupants: dict[str, list[str]]
    houses: list[str]
    house_supply: int
    industry: dict[str, int]
    dials: dict[str, int]
    open_companies: list[str]
    phase: str = OPENING
    step: str = AUCTION
    active: str | None = None
    chosen: str | None = None
    auction: Auction | None = None
    opening_index: int = 0
    round: int = 0
    turn: int = 0
    reached_chicago: list[str] = field(default_factory=list)
    income_history: list[dict[str, Any]] = field(default_factory=list)
    dividends: list[dict[str, Any]] = field(default_factory=list)
    bank_paid: int = 0
    bank_received: int = 0
    winners: list[str] = field(default_factory=list)
    end_reasons: list[str] = field(default_factory=list)

    # -- reading ---------------------------------------------------------------------------
    def cash(self, player: str) -> int:
        return self.ledger.balance(player_account(player))

    def treasury(self, company: str) -> int:
        return self.ledger.balance(company_account(company))

    def sold(self, company: str) -> int:
        return sum(self.holdings[company].values())

    def owns(self, player: str, company: str) -> bool:
        return self.holdings[company].get(player, 0) > 0

    def is_open(self, company: str) -> bool:
        return company in self.open_companies

    def industry_value(self, city: str) -> int:
        return self.board.industries[city].track[self.industry[city]]

    def next_player(self, player: str) -> str:
        return self.players[(self.players.index(player) + 1) % len(self.players)]

    def clockwise_from(self, player: str) -> list[str]:
        start = self.players.index(player)
        return self.players[start:] + self.players[:start]

    # -- changing --------------------------------------------------------------------------
    def pay(self, src: str, dst: str, amount: int, reason: str) -> MoneyMoved:
        """Move money between accounts; the bank's own record of paid and received grows here."""
        self.ledger.transfer(src, dst, amount, reason)
        if src == BANK:
            self.bank_paid += amount
        if dst == BANK:
            self.bank_received += amount
        return MoneyMoved(self.ledger.label(src), self.ledger.label(dst), amount, reason)


def new_state(board: Board, players: list[str]) -> State:
    """Setup steps 1-5: dials on START, start locomotives, incomes, houses, industry markers, money."""
    ledger = Ledger(unlimited=[BANK])
    ledger.set_label(BANK, "the bank")
    for name in players:
        ledger.open(player_account(name), label=name)
    companies = board.companies
    for code in companies:
        ledger.open(company_account(code), label=code)
    eastern = [code for code in companies if code != WABASH]
    state = State(
        board=board,
        players=list(players),
        ledger=ledger,
        income={code: companies[code].start_income or 0 for code in companies},
        holdings={code: {} for code in companies},
        shares_left={code: c.shares for code, c in companies.items()},
        locomotives_left={code: c.locomotives - (1 if code in eastern else 0) for code, c in companies.items()},
        network={code: [companies[code].start_hex] if code in eastern else [] for code in companies},
        occupants={companies[code].start_hex: [code] for code in eastern},
        houses=[],
        house_supply=board.house_supply,
        industry={city: 0 for city in board.industries},
        dials={name: 0 for name in board.dial_uses},
        open_companies=eastern,
    )
    money = board.start_money[len(players)]
    for name in players:
        state.pay(BANK, player_account(name), money, "start money")
    return state
