"""1846: The Race for the Midwest — the bank engine (registry id ``1846``).

Facts (entities, market, trains, phases, certificate limits) live in ``data/``; each round and step
of play has its own small module; ``engine.Game1846`` ties them together.
"""

from rules.g1846.engine import Game1846

__all__ = ["Game1846"]
