"""Chicago Express: the complete game engine, driven by the physical dials or the keyboard.

``ChicagoExpress`` is the engine (registry id ``chicago-express``); ``judge_dial`` tells the session
what a dial reading means. Game files are replayed by ``companion.replaying``. Options: see
``rules.chicago_express.options``; the action format: docs/chicago-express-actions.md.
"""

from rules.chicago_express.actions import CODEC, Bid, Build, Burn, Choose, Develop, Dial, Pass, PutUp, Skip
from rules.chicago_express.dials import DialVerdict, judge_dial
from rules.chicago_express.engine import ChicagoExpress
from rules.chicago_express.options import DEFAULTS

__all__ = [
    "CODEC",
    "DEFAULTS",
    "Bid",
    "Build",
    "Burn",
    "ChicagoExpress",
    "Choose",
    "Develop",
    "Dial",
    "DialVerdict",
    "Pass",
    "PutUp",
    "Skip",
    "judge_dial",
]
