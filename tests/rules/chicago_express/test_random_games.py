"""Seeded random legal games played to the end, checking the invariants after every action.

The default suite plays 400 games (80 per player count); ``-m soak`` plays 5,000 more.
"""

import json
import random

import pytest

from rules.chicago_express import ChicagoExpress
from rules.chicago_express.phases import END_REASONS, end_tracker
from rules.chicago_express.random_player import MAX_ACTIONS, RandomPlayer
from rules.core.errors import RuleError
from rules.core.ledger import BANK
from tests.rules.chicago_express.helpers import frozen


def check_invariants(engine: ChicagoExpress) -> None:
    state = engine.state
    ledger = state.ledger
    ledger.check()  # the total is conserved and only the (unlimited) bank may go below zero
    paid_out = sum(t.amount for t in ledger.history if t.src == BANK)
    received = sum(t.amount for t in ledger.history if t.dst == BANK)
    assert (state.bank_paid, state.bank_received) == (paid_out, received)
    held = sum(state.cash(p) for p in state.players) + sum(state.treasury(c) for c in state.board.companies)
    assert held == paid_out - received == -ledger.balance(BANK)
    for code, company in state.board.companies.items():
        assert state.shares_left[code] >= 0 and state.locomotives_left[code] >= 0
        assert state.shares_left[code] + state.sold(code) == company.shares
        assert state.locomotives_left[code] + len(state.network[code]) == company.locomotives
        assert all(n > 0 for n in state.holdings[code].values())
    assert state.house_supply >= 0 and state.house_supply + len(state.houses) == state.board.house_supply
    assert len(set(state.houses)) == len(state.houses)
    for hex_id, companies in state.occupants.items():
        assert len(set(companies)) == len(companies)
        if state.board.hexes[hex_id].terrain in ("forest", "mountain"):
            assert len(companies) == 1
    assert all(0 <= state.dials[d] <= state.board.dial_uses[d] for d in state.dials)


def junk_action(engine: ChicagoExpress, rng: random.Random) -> dict:
    """An action that is usually illegal here: wrong player, wrong type, odd numbers, far hexes."""
    players = engine.state.players + ["Nobody"]
    hexes = rng.sample(sorted(engine.state.board.hexes), 3)
    company = rng.choice(["PRR", "B&O", "C&O", "NYC", "Wabash"])
    return rng.choice([
        {"type": "bid", "player": rng.choice(players), "amount": rng.randint(-2, 90)},
        {"type": "pass", "player": rng.choice(players)},
        {"type": "dial", "dial": rng.choice(["auction", "development", "build"]), "position": rng.randint(-1, 7)},
        {"type": "choose", "player": rng.choice(players), "action": rng.choice(["auction", "development", "build"])},
        {"type": "auction", "player": rng.choice(players), "company": company},
        {"type": "build", "player": rng.choice(players), "company": company, "hexes": hexes[: rng.randint(0, 3)]},
        {"type": "develop", "player": rng.choice(players), "hex": hexes[0]},
        {"type": "burn", "player": rng.choice(players)},
    ])


def play_checked(players: int, seed: int, fuzz: bool = False) -> ChicagoExpress:
    rng = random.Random(seed)
    options = {"forfeit_after_chicago": rng.random() < 0.8}
    engine = ChicagoExpress.create({"players": [f"P{i}" for i in range(players)], **options}, seed)
    player = RandomPlayer(seed)
    actions = []
    while not engine.finished:
        assert len(actions) < MAX_ACTIONS
        if fuzz and rng.random() < 0.2:
            before = frozen(engine)
            try:
                engine.apply_json(junk_action(engine, rng))
            except RuleError:
                assert frozen(engine) == before
            check_invariants(engine)
            continue
        action = player.next_action(engine)
        engine.apply(action)
        actions.append(action)
        check_invariants(engine)
    tracker = end_tracker(engine.state, engine.options["house_end_threshold"])
    assert engine.state.end_reasons and set(engine.state.end_reasons) <= set(END_REASONS)
    assert all(tracker[reason]["holds"] for reason in engine.state.end_reasons)
    assert engine.state.round <= 8  # Detroit ends the game by the eighth dividend phase
    cash = engine.snapshot()["cash"]
    assert engine.state.winners == [p for p, c in cash.items() if c == max(cash.values())]
    json.dumps(engine.snapshot())
    return engine


@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_random_games_end_by_a_condition_and_conserve_money(players):
    for seed in range(80):
        play_checked(players, seed)


@pytest.mark.parametrize("players", [2, 4, 6])
def test_refused_junk_leaves_random_games_untouched(players):
    for seed in range(6):
        play_checked(players, 1000 + seed, fuzz=True)


def test_replaying_the_json_of_a_random_game_gives_the_same_state():
    from rules.chicago_express.random_player import play_random_game

    engine, actions = play_random_game(5, seed=7)
    replayed = ChicagoExpress.create({"players": engine.players}, 7)
    for action in actions:
        replayed.apply(ChicagoExpress.codec.decode(json.loads(json.dumps(ChicagoExpress.codec.encode(action)))))
    assert replayed.snapshot() == engine.snapshot()


@pytest.mark.soak
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_soak_random_games(players):
    for seed in range(100, 1100):
        play_checked(players, seed, fuzz=seed % 10 == 0)
