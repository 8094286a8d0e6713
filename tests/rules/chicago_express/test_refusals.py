"""One test per refusal the rules digest lists (and a few more): the exact sentence, and nothing changed."""

import pytest

from rules.core.errors import RuleError
from tests.rules.chicago_express.helpers import act, arrange, frozen, game, started


def _opening_bid_seven(engine):
    act(engine, type="bid", player="Ann", amount=7)


def _choose(action):
    def setup(engine):
        act(engine, type="choose", player="Ann", action=action)

    return setup


def _prr_holds_forest_r3(engine):
    act(engine, type="choose", player="Ann", action="build")
    act(engine, type="build", player="Ann", company="PRR", hexes=["R4", "R3"])
    for player in ("Bob", "Cy"):
        act(engine, type="choose", player=player, action="development")
        act(engine, type="burn", player=player)
    act(engine, type="choose", player="Ann", action="build")


def _mountain_held_by_co(engine):
    arrange(engine, locomotives={"C&O": ["L6"], "PRR": ["L5"]})  # L6 mountain next to PRR's L5 (S1 map)
    act(engine, type="choose", player="Ann", action="build")


def _poor_prr(engine):
    arrange(engine, treasury={"PRR": 1})
    act(engine, type="choose", player="Ann", action="build")


def _developing(**arrangement):
    def setup(engine):
        arrange(engine, **arrangement)
        act(engine, type="choose", player="Ann", action="development")

    return setup


def _ann_chose_build_by_dial(engine):
    act(engine, type="dial", dial="build", position=1)


# (name, setup on a started game (Ann to move) or None for the opening auction, action, sentence)
REFUSALS = [
    # The digest's list.
    ("dial more than one step", None, dict(type="dial", dial="build", position=2),
     "The Build dial moved more than one step; put it back to field 0 (START) and turn it one field only."),
    ("dial backwards", lambda e: arrange(e, dials={"build": 2}), dict(type="dial", dial="build", position=1),
     "The Build dial moved backwards; put it back to field 2."),
    ("dial moved while on red", lambda e: arrange(e, dials={"auction": 3}), dict(type="dial", dial="auction", position=0),
     "The Auction dial is on red and cannot be chosen until the next dividend phase; put it back to field 3 (red)."),
    ("second dial in the same turn", _ann_chose_build_by_dial, dict(type="dial", dial="auction", position=1),
     "Ann already chose build this turn; put the Auction dial back to field 0 (START)."),
    ("bid below minimum", "opening", dict(type="bid", player="Ann", amount=6),
     "The minimum bid for PRR is $7; bid at least $7 or pass."),
    ("bid not above the current bid", _opening_bid_seven, dict(type="bid", player="Bob", amount=7),
     "The bid for PRR stands at $7 (Ann); bid more than $7 or pass."),
    ("bid above cash", "opening", dict(type="bid", player="Ann", amount=41),
     "Ann has $40 and cannot bid $41; bid at most $40 or pass."),
    ("build without a share", _choose("build"), dict(type="build", player="Ann", company="B&O", hexes=["P7"]),
     "Ann owns no B&O share, so Ann cannot build for B&O."),
    ("build not adjacent", _choose("build"), dict(type="build", player="Ann", company="PRR", hexes=["Q3"]),
     "Q3 is not next to PRR's network; each new hex must touch a hex where PRR already has a locomotive."),
    ("build into a full forest", _prr_holds_forest_r3, dict(type="build", player="Ann", company="NYC", hexes=["R3"]),
     "R3 is a forest that already holds PRR; only one company may ever build there."),
    ("build into a full mountain", _mountain_held_by_co, dict(type="build", player="Ann", company="PRR", hexes=["L6"]),
     "L6 is a mountain that already holds C&O; only one company may ever build there."),
    ("cost above treasury", _poor_prr, dict(type="build", player="Ann", company="PRR", hexes=["R4", "Q4"]),
     "This build costs PRR $3 but its treasury holds $1; players may not lend money."),
    ("develop an empty hex", _developing(), dict(type="develop", player="Ann", hex="Q3"),
     "Nobody has a locomotive in Q3 yet; develop a hex that holds at least one locomotive."),
    ("develop a plain", _developing(locomotives={"PRR": ["R4"]}), dict(type="develop", player="Ann", hex="R4"),
     "R4 is a plain; plains cannot be developed."),
    ("develop a start hex", _developing(), dict(type="develop", player="Ann", hex="Philadelphia"),
     "Philadelphia (R5) is a start hex; start hexes cannot be developed."),
    ("develop Chicago", _developing(locomotives={"PRR": ["A2"]}), dict(type="develop", player="Ann", hex="A2"),
     "Chicago (A2) cannot be developed."),
    ("develop Detroit", _developing(locomotives={"PRR": ["E0"]}), dict(type="develop", player="Ann", hex="Detroit"),
     "Detroit (E0) develops by itself after each dividend phase; players cannot develop it."),
    ("develop a city that has a house", _developing(locomotives={"C&O": ["K10"]}, houses=["K10"]),
     dict(type="develop", player="Ann", hex="K10"),
     "K10 already has a house; a city is developed only once."),
    # Further refusals the engine makes.
    ("wrong player's turn", None, dict(type="choose", player="Bob", action="build"),
     "It is Ann's turn to choose an action, not Bob's."),
    ("action not expected now", None, dict(type="build", player="Ann", company="PRR", hexes=["R4"]),
     "A build is not expected now: Ann: choose an action by turning one dial one field "
     "(Auction to field 1, Development to field 1, Build to field 1), or type it."),
    ("choose a dial on red", lambda e: arrange(e, dials={"auction": 3}), dict(type="choose", player="Ann", action="auction"),
     "The Auction dial is on red; choose development or build."),
    ("dial that already agrees", None, dict(type="dial", dial="build", position=0),
     "The Build dial agrees with the game (field 0 (START)). Nothing changes; turn a dial one field forward to "
     "choose its action."),
    ("dial turned by the wrong player", None, dict(type="dial", dial="build", position=1, player="Bob"),
     "It is Ann's turn to choose an action, not Bob's."),
    ("auction a sold-out company", lambda e: (arrange(e, holdings={"PRR": {"Ann": 3}}), _choose("auction")(e)),
     dict(type="auction", player="Ann", company="PRR"),
     "PRR has no shares left on its charter; choose another company."),
    ("auction Wabash before it opens", _choose("auction"), dict(type="auction", player="Ann", company="Wabash"),
     "Wabash opens only when a company first reaches Chicago; choose another company."),
    ("unknown company", _choose("auction"), dict(type="auction", player="Ann", company="Erie"),
     "There is no company called 'Erie'; the companies are PRR, B&O, C&O, NYC, Wabash."),
    ("unknown hex", _choose("build"), dict(type="build", player="Ann", company="PRR", hexes=["Z9"]),
     "There is no hex called 'Z9' on the map; use its map id such as A2 or a city name."),
    ("too many hexes", _choose("build"), dict(type="build", player="Ann", company="PRR", hexes=["R4", "Q4", "Q3", "P3"]),
     "A build places 1 to 3 locomotives, not 4."),
    ("hex listed twice", _choose("build"), dict(type="build", player="Ann", company="PRR", hexes=["R4", "R4"]),
     "R4 is listed twice in this build; list each hex once."),
    ("another company's start hex", _choose("build"), dict(type="build", player="Ann", company="PRR", hexes=["R6", "Q7"]),
     "Baltimore (Q7) is B&O's start hex; no other company may build there."),
    ("no locomotives left", lambda e: (_no_locos(e), _choose("build")(e)),
     dict(type="build", player="Ann", company="PRR", hexes=["R4"]),
     "PRR has no locomotives left, so it cannot build."),
    ("hexes after Chicago", lambda e: (arrange(e, locomotives={"PRR": ["B2"]}), _choose("build")(e)),
     dict(type="build", player="Ann", company="PRR", hexes=["A2", "A3"]),
     "A build ends on reaching Chicago; take back the locomotive(s) listed after it (A3)."),
    ("empty house supply", lambda e: (_empty_supply(e), _developing(locomotives={"C&O": ["K10"]})(e)),
     dict(type="develop", player="Ann", hex="K10"),
     "The house supply is empty, so no city, mountain or forest can be developed."),
    ("bid when no auction runs", None, dict(type="bid", player="Ann", amount=5),
     "A bid is not expected now: Ann: choose an action by turning one dial one field "
     "(Auction to field 1, Development to field 1, Build to field 1), or type it."),
]


def _no_locos(engine):
    engine.state.locomotives_left["PRR"] = 0


def _empty_supply(engine):
    engine.state.house_supply = 0


@pytest.mark.parametrize("name, setup, action, sentence", REFUSALS, ids=[r[0] for r in REFUSALS])
def test_refusal_names_the_problem_and_changes_nothing(name, setup, action, sentence):
    if setup == "opening":
        engine = game()
    elif setup is _opening_bid_seven:
        engine = game()
        setup(engine)
    else:
        engine = started()
        if setup is not None:
            setup(engine)
    before = frozen(engine)
    with pytest.raises(RuleError) as refused:
        engine.apply(engine.codec.decode(action))
    assert refused.value.sentence == sentence
    assert frozen(engine) == before


def test_refusal_after_the_game_is_over():
    from rules.chicago_express.random_player import play_random_game

    engine, _ = play_random_game(3, seed=1)
    before = frozen(engine)
    with pytest.raises(RuleError) as refused:
        engine.apply_json({"type": "choose", "player": "P1", "action": "build"})
    assert refused.value.sentence == "The game is over; no more actions are accepted."
    with pytest.raises(RuleError) as refused:
        engine.apply_json({"type": "dial", "dial": "build", "position": engine.state.dials["build"] + 1})
    assert refused.value.sentence.startswith("The game is over; put the Build dial back to field")
    assert frozen(engine) == before
