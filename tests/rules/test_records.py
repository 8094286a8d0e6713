from dataclasses import dataclass
from typing import Literal

import pytest

from rules.core import Action, ActionCodec, RuleError


@dataclass(frozen=True)
class Build(Action):
    type = "build"
    company: str
    hexes: tuple[str, ...]
    note: str | None = None


@dataclass(frozen=True)
class Pay(Action):
    type = "pay"
    kind: Literal["full", "half", "withhold"]
    amount: int


CODEC = ActionCodec("Test game", [Build, Pay])


def test_actions_round_trip_through_json():
    for action in [Build("PRR", ("B3", "C4")), Build("NYC", (), "x"), Pay("half", 250)]:
        assert CODEC.decode(action.to_json()) == action


@pytest.mark.parametrize(
    "data, sentence",
    [
        ({"type": "fly"}, "Test game has no action of type 'fly'."),
        ([1, 2], "An action must be a JSON object with a type."),
        ({"type": "pay", "kind": "half"}, "A pay action needs a value for amount."),
        ({"type": "pay", "kind": "most", "amount": 3}, "In a pay action, kind must be one of 'full', 'half', 'withhold', not 'most'."),
        ({"type": "pay", "kind": "full", "amount": True}, "In a pay action, amount must be a whole number, not True."),
        ({"type": "build", "company": "PRR", "hexes": "B3"}, "In a build action, hexes must be a list, not 'B3'."),
        ({"type": "build", "company": "PRR", "hexes": [], "colour": 1}, "A build action has no field named 'colour'."),
    ],
)
def test_malformed_actions_are_refused_with_a_sentence(data, sentence):
    with pytest.raises(RuleError) as refused:
        CODEC.decode(data)
    assert refused.value.sentence == sentence
