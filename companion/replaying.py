"""Derive a game's state from its log: create the engine, then apply the actions in effect."""

from __future__ import annotations

from collections.abc import Callable, Mapping, Sequence
from typing import Any

from companion.errors import CompanionError
from companion.store.gamefile import GameFile
from companion.store.log import Resolved, effective_actions
from rules import registry
from rules.core import Engine, RuleError


def new_engine(game: str, options: Mapping[str, Any], seed: int) -> Engine:
    return registry.create(game, options, seed)


def build_engine(
    game: str,
    options: Mapping[str, Any],
    seed: int,
    actions: Sequence[Mapping[str, Any]],
    where: Callable[[int], str] = lambda index: f"Log entry {index + 1}",
) -> tuple[Engine, Resolved]:
    """The engine after the actions in effect; a refused action names its place in the log."""
    engine = new_engine(game, options, seed)
    resolved = effective_actions(actions)
    for index in resolved.done:
        try:
            engine.apply(engine.codec.decode(actions[index]))
        except RuleError as error:
            raise CompanionError(f"{where(index)}: {error.sentence}") from None
    return engine, resolved


def replay_file(game_file: GameFile, source: str) -> Engine:
    def where(index: int) -> str:
        return f"Line {game_file.lines[index]} of {source}"

    try:
        engine, _ = build_engine(game_file.game, game_file.options, game_file.seed, game_file.actions, where)
    except RuleError as error:
        raise CompanionError(f"The header of {source} does not start a game: {error.sentence}") from None
    return engine
