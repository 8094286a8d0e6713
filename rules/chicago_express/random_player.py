"""A seeded random player that only makes legal moves: for tests, soaks and the benchmark.

It leans west when building (so companies reach Chicago and Wabash opens in a fair share of games)
and bids modestly, but otherwise picks among legal moves at random. Deterministic for a seed.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

from rules.chicago_express.actions import Bid, Build, Burn, Choose, Develop, Dial, Pass, PutUp, Skip
from rules.chicago_express.auctions import companies_for_auction
from rules.chicago_express.building import blocked_reason, entry_cost
from rules.chicago_express.development import developable
from rules.chicago_express.dials import turnable_dials
from rules.chicago_express.engine import ChicagoExpress
from rules.chicago_express.state import AUCTION, CHOOSE, State
from rules.core.records import Action

# Safety net: a game that has not ended after this many actions is a bug (a real game has a few hundred).
MAX_ACTIONS = 5000


class RandomPlayer:
    def __init__(self, seed: int) -> None:
        self.rng = random.Random(seed)
        # Each game gets its own temperament, so a batch of games covers quiet and rail-hungry tables.
        self.build_weight = self.rng.choice((1, 3, 6))
        self.west_lean = self.rng.choice((0.3, 0.7, 0.95))

    def next_action(self, engine: ChicagoExpress) -> Action:
        state = engine.state
        if state.step == AUCTION and state.auction is not None:
            return self._bid(state)
        if state.step == CHOOSE:
            return self._choose(state)
        if state.chosen == "auction":
            return self._put_up(state)
        if state.chosen == "build":
            return self._build(state, engine.options["forfeit_after_chicago"])
        return self._develop(state)

    def _decline(self, player: str) -> Action:
        return self.rng.choice((Burn, Skip))(player)

    def _bid(self, state: State) -> Action:
        auction = state.auction
        assert auction is not None
        player, required, cash = auction.to_act, auction.required(), state.cash(auction.to_act)
        if cash < required or self.rng.random() < 0.45:
            return Pass(player)
        return Bid(player, required + self.rng.randint(0, min(4, cash - required)))

    def _choose(self, state: State) -> Action:
        dials = turnable_dials(state)
        weights = [self.build_weight if d == "build" else 1 for d in dials]
        dial = self.rng.choices(dials, weights)[0]
        if self.rng.random() < 0.5:
            return Dial(dial, state.dials[dial] + 1, state.active)
        return Choose(state.active or "", dial)

    def _put_up(self, state: State) -> Action:
        player = state.active or ""
        companies = companies_for_auction(state)
        if not companies or self.rng.random() < 0.1:
            return self._decline(player)
        return PutUp(player, self.rng.choice(companies))

    def _build(self, state: State, forfeit_after_chicago: bool) -> Action:
        player = state.active or ""
        companies = [c for c in state.open_companies if state.owns(player, c) and state.locomotives_left[c] > 0]
        self.rng.shuffle(companies)
        for company in companies:
            hexes = self._route(state, company, forfeit_after_chicago)
            if hexes:
                return Build(player, company, tuple(hexes))
        return self._decline(player)

    def _route(self, state: State, company: str, forfeit_after_chicago: bool) -> list[str]:
        board = state.board
        wanted = min(self.rng.randint(1, 3), state.locomotives_left[company])
        budget = state.treasury(company)
        network = set(state.network[company])
        placed: list[str] = []
        for _ in range(wanted):
            candidates = self._candidates(state, company, network, placed, budget)
            if not candidates:
                break
            if self.rng.random() < self.west_lean:
                choice = min(candidates, key=lambda h: (board.hexes[h].id[0], self.rng.random()))
            else:
                choice = self.rng.choice(candidates)
            budget -= entry_cost(state, board.hexes[choice])
            placed.append(choice)
            network.add(choice)
            if choice == board.chicago and forfeit_after_chicago:
                break
        return placed

    @staticmethod
    def _candidates(state: State, company: str, network: set[str], placed: Sequence[str], budget: int) -> list[str]:
        board = state.board
        found = set()
        for hex_id in network:
            for neighbour in board.hexes[hex_id].neighbours:
                if neighbour in network or neighbour in placed:
                    continue
                hex_ = board.hexes[neighbour]
                if blocked_reason(state, company, hex_) is None and entry_cost(state, hex_) <= budget:
                    found.add(neighbour)
        return sorted(found)

    def _develop(self, state: State) -> Action:
        player = state.active or ""
        rows = developable(state)
        if not rows or self.rng.random() < 0.1:
            return self._decline(player)
        return Develop(player, self.rng.choice(rows)["hex"])


def play_random_game(players: int, seed: int, **options: object) -> tuple[ChicagoExpress, list[Action]]:
    """A whole game between ``players`` random players; returns the finished engine and its actions."""
    names = [f"P{i + 1}" for i in range(players)]
    engine = ChicagoExpress.create({"players": names, **options}, seed)
    player = RandomPlayer(seed)
    actions: list[Action] = []
    while not engine.finished:
        if len(actions) >= MAX_ACTIONS:
            raise RuntimeError(f"game with seed {seed} did not end after {MAX_ACTIONS} actions")
        action = player.next_action(engine)
        engine.apply(action)
        actions.append(action)
    return engine, actions
