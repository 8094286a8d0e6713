"""The three action dials as input: what a physical dial reading means in the current game.

A dial with N uses has fields 0 (START) to N (red). A reading one field forward of a dial the
active player may turn chooses that action; the field the game already has means the dial agrees
(nothing to do); anything else is refused with a sentence saying which dial to put back to which
field. ``judge_dial`` is pure, so the session can judge every sensor change without touching the
game, and a dial turned back to where it belongs is simply "agree", never an error.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any, Literal

from rules.chicago_express.board import DIAL_NAMES
from rules.chicago_express.state import AUCTION, CHOOSE, FINISHED, OPENING, PERFORM, State

Verdict = Literal["choose", "agree", "refuse"]


@dataclass(frozen=True)
class DialVerdict:
    verdict: Verdict
    dial: str
    position: int
    expected: int
    sentence: str

    def to_json(self) -> dict[str, Any]:
        return {"verdict": self.verdict, "dial": self.dial, "position": self.position,
                "expected": self.expected, "sentence": self.sentence}


@dataclass(frozen=True)
class _DialView:
    positions: Mapping[str, int]
    reds: Mapping[str, int]
    blocked: str | None  # why no dial may be turned now, as the start of a sentence


def dial_title(dial: str) -> str:
    return dial.capitalize()


def field_name(position: int, red: int) -> str:
    if position == 0:
        return "field 0 (START)"
    if position == red:
        return f"field {position} (red)"
    return f"field {position}"


def judge_dial(source: Any, dial: str, position: int) -> DialVerdict:
    """Judge a dial reading against an engine, its ``State`` or its ``snapshot()``."""
    view = _view(source)
    if dial not in view.positions:
        known = ", ".join(DIAL_NAMES)
        return DialVerdict("refuse", dial, position, -1, f"There is no dial called {dial!r}; the dials are {known}.")
    expected, red = view.positions[dial], view.reds[dial]
    title, home = dial_title(dial), field_name(expected, red)
    if position == expected:
        return DialVerdict("agree", dial, position, expected, f"The {title} dial agrees with the game ({home}).")
    if view.blocked:
        sentence = f"{view.blocked}; put the {title} dial back to {home}."
    elif expected == red:
        sentence = f"The {title} dial is on red and cannot be chosen until the next dividend phase; put it back to {home}."
    elif expected == 0 and position == red:
        sentence = f"All dials go back to START after a dividend phase; put the {title} dial back to {home}."
    elif position < expected:
        sentence = f"The {title} dial moved backwards; put it back to {home}."
    elif position > expected + 1:
        sentence = f"The {title} dial moved more than one step; put it back to {home} and turn it one field only."
    else:
        return DialVerdict("choose", dial, position, expected, f"Turning the {title} dial to {field_name(position, red)} chooses {dial}.")
    return DialVerdict("refuse", dial, position, expected, sentence)


def turnable_dials(state: State) -> list[str]:
    """Dials the active player may turn now (none outside the choosing step)."""
    if state.step != CHOOSE:
        return []
    return [d for d in state.dials if state.dials[d] < state.board.dial_uses[d]]


def dial_block_reason(state: State) -> str | None:
    """Why no dial may be turned now, or None in the choosing step."""
    if state.phase == FINISHED:
        return "The game is over"
    if state.phase == OPENING:
        return "No action is chosen during the opening auction"
    if state.step == PERFORM:
        return f"{state.active} already chose {state.chosen} this turn"
    if state.step == AUCTION and state.auction is not None:
        return f"No action is chosen while {state.auction.to_act} bids on {state.auction.company}"
    return None


def _view(source: Any) -> _DialView:
    state = getattr(source, "state", source)
    if isinstance(state, State):
        return _DialView(state.dials, state.board.dial_uses, dial_block_reason(state))
    if isinstance(source, Mapping):
        dials = source["dials"]
        return _DialView({d: v["position"] for d, v in dials.items()}, {d: v["red"] for d, v in dials.items()},
                         source.get("dial_blocked"))
    raise TypeError(f"cannot judge dials against {type(source).__name__}")
