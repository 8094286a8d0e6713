"""The shared rules core: ledger, action and event records, errors and the engine protocol.

>>> from rules.core import Ledger, RuleError
>>> ledger = Ledger({"bank": 100, "ann": 0})
>>> ledger.transfer("bank", "ann", 30, "start money").amount
30
>>> ledger.balance("ann")
30
>>> try:
...     ledger.transfer("ann", "bank", 50, "a bid")
... except RuleError as error:
...     print(error)
ann has $30 but a bid needs $50.
"""

from rules.core.engine import Engine, Prompt
from rules.core.errors import RuleError
from rules.core.ledger import BANK, Ledger, Transfer
from rules.core.records import Action, ActionCodec, Event, MoneyMoved, Note, Record

__all__ = [
    "BANK",
    "Action",
    "ActionCodec",
    "Engine",
    "Event",
    "Ledger",
    "MoneyMoved",
    "Note",
    "Prompt",
    "Record",
    "RuleError",
    "Transfer",
]
