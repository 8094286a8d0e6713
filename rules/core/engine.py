"""The protocol every game engine implements.

An engine is created from options and a seed, accepts actions one at a time and either returns
the events they caused or raises ``RuleError`` with its state untouched. ``snapshot()`` is the
JSON-able state the screens draw; ``prompt()`` says who acts next and what input is expected.
"""

from __future__ import annotations

import copy
from abc import ABC, abstractmethod
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any, ClassVar, Self

from rules.core.errors import RuleError
from rules.core.records import Action, ActionCodec, Event


@dataclass(frozen=True)
class Prompt:
    """Who must act and what the companion waits for, as one sentence plus details for screens."""

    actor: str | None
    expects: tuple[str, ...]
    text: str
    details: Mapping[str, Any] = field(default_factory=dict)

    def to_json(self) -> dict[str, Any]:
        return {"actor": self.actor, "expects": list(self.expects), "text": self.text, "details": self.details}


class Engine(ABC):
    """Base class of the game engines.

    Subclasses implement ``_step`` (mutate ``self``, return events, raise ``RuleError`` to refuse).
    ``apply`` wraps it so that a refused action leaves the engine exactly as it was, whether the
    refusal came before or after the first change. Engines that check everything before changing
    anything may override ``_checkpoint``/``_restore`` to skip the copy.
    """

    game_id: ClassVar[str]
    title: ClassVar[str]
    codec: ClassVar[ActionCodec]

    def __init__(self, options: Mapping[str, Any], seed: int) -> None:
        self.options: dict[str, Any] = dict(options)
        self.seed = seed

    @classmethod
    @abstractmethod
    def create(cls, options: Mapping[str, Any], seed: int = 0) -> Self:
        """A new game from its options (players and the game's named options) and a seed."""

    def apply(self, action: Action) -> list[Event]:
        saved = self._checkpoint()
        try:
            return self._step(action)
        except BaseException:
            self._restore(saved)
            raise

    def apply_json(self, data: Mapping[str, Any]) -> list[Event]:
        return self.apply(self.codec.decode(data))

    @abstractmethod
    def _step(self, action: Action) -> list[Event]:
        """Carry out one action on ``self``."""

    @abstractmethod
    def snapshot(self) -> dict[str, Any]:
        """JSON-able state for the screens and for ``companion replay``."""

    @abstractmethod
    def prompt(self) -> Prompt:
        """Who acts next and what input is expected."""

    @property
    @abstractmethod
    def finished(self) -> bool:
        """True once the game is over and scored."""

    @property
    def players(self) -> list[str]:
        return list(self.options.get("players", []))

    def _checkpoint(self) -> Any:
        return copy.deepcopy(self.__dict__)

    def _restore(self, saved: Any) -> None:
        self.__dict__.clear()
        self.__dict__.update(saved)


def check_players(players: Any, low: int, high: int, game_title: str) -> list[str]:
    """Validate the ``players`` option shared by every game: distinct non-empty names."""
    if not isinstance(players, list | tuple) or not all(isinstance(p, str) and p.strip() for p in players):
        raise RuleError(f"{game_title} needs a list of player names.")
    names = [p.strip() for p in players]
    if not low <= len(names) <= high:
        raise RuleError(f"{game_title} is for {low} to {high} players, not {len(names)}.")
    if len(set(n.casefold() for n in names)) != len(names):
        raise RuleError("Two players have the same name; give each player a different name.")
    return names


def check_options(options: Mapping[str, Any], defaults: Mapping[str, Any], game_title: str) -> dict[str, Any]:
    """Merge options over their documented defaults, refusing unknown names and wrong kinds."""
    unknown = sorted(set(options) - set(defaults) - {"players", "colours"})
    if unknown:
        raise RuleError(f"{game_title} has no option named {unknown[0]!r}.")
    merged = {**defaults, **options}
    for name, default in defaults.items():
        value = merged[name]
        if default is None or value is default:
            continue
        same_kind = isinstance(value, type(default)) and isinstance(value, bool) == isinstance(default, bool)
        if not same_kind:
            raise RuleError(f"The option {name} of {game_title} must be like {default!r}, not {value!r}.")
    return merged
