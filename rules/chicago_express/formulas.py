"""The arithmetic of the rules, as small pure functions.

>>> minimum_bid(income=22, sold=2)   # rules example: 22 / 3 = 7.33 → $8
8
>>> per_share_dividend(income=17, sold=2)   # 8.5 → $9 a share
9
>>> hex_cost(build_cost=2, locomotives_after=2)   # a $2 city already holding one other company
4
"""

from __future__ import annotations


def ceil_div(a: int, b: int) -> int:
    return -(-a // b)


def minimum_bid(income: int, sold: int) -> int:
    """ceil(income ÷ (shares already sold + the one auctioned))."""
    return ceil_div(income, sold + 1)


def per_share_dividend(income: int, sold: int) -> int:
    """ceil(income ÷ shares sold), rounded per share before multiplying; nothing when none is sold."""
    return ceil_div(income, sold) if sold else 0


def hex_cost(build_cost: int, locomotives_after: int) -> int:
    """A hex's build cost times the locomotives on it once the new one stands there."""
    return build_cost * locomotives_after
