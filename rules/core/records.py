"""Actions and events: frozen dataclasses that round-trip through JSON.

Each record class names itself with a ``type`` class variable; its JSON form is
``{"type": <type>, <field>: <value>, ...}``. JSON lists become tuples so records stay hashable.

>>> from dataclasses import dataclass
>>> @dataclass(frozen=True)
... class Bid(Action):
...     type = "bid"
...     player: str
...     amount: int
>>> codec = ActionCodec("Example", [Bid])
>>> codec.decode({"type": "bid", "player": "Ann", "amount": 8})
Bid(player='Ann', amount=8)
>>> Bid("Ann", 8).to_json()
{'type': 'bid', 'player': 'Ann', 'amount': 8}
>>> codec.decode({"type": "bid", "player": "Ann", "amount": "lots"})
Traceback (most recent call last):
...
rules.core.errors.RuleError: In a bid action, amount must be a whole number, not 'lots'.
"""

from __future__ import annotations

import dataclasses
import functools
import types
import typing
from collections.abc import Iterable, Mapping
from typing import Any, ClassVar, Self

from rules.core.errors import RuleError


@dataclasses.dataclass(frozen=True)
class Record:
    type: ClassVar[str] = ""

    def to_json(self) -> dict[str, Any]:
        data: dict[str, Any] = {"type": self.type}
        for f in dataclasses.fields(self):
            data[f.name] = _to_plain(getattr(self, f.name))
        return data

    @classmethod
    def from_json(cls, data: Mapping[str, Any]) -> Self:
        fields = _fields(cls)
        extra = sorted(set(data) - set(fields) - {"type"})
        if extra:
            raise RuleError(f"A {cls.type} action has no field named {extra[0]!r}.")
        kwargs: dict[str, Any] = {}
        for name, (hint, required) in fields.items():
            if name in data:
                kwargs[name] = _coerce(data[name], hint, cls.type, name)
            elif required:
                raise RuleError(f"A {cls.type} action needs a value for {name}.")
        return cls(**kwargs)


@dataclasses.dataclass(frozen=True)
class Action(Record):
    """Something a player (or the table) asks the engine to do."""


@dataclasses.dataclass(frozen=True)
class Event(Record):
    """Something that happened because an action was accepted."""

    def describe(self) -> str:
        return ", ".join(f"{k}={v}" for k, v in self.to_json().items() if k != "type")


@dataclasses.dataclass(frozen=True)
class Note(Event):
    """A sentence for the table: an explanation of a payout, a phase change, …"""

    type = "note"
    text: str

    def describe(self) -> str:
        return self.text


@dataclasses.dataclass(frozen=True)
class MoneyMoved(Event):
    type = "money"
    src: str
    dst: str
    amount: int
    reason: str

    def describe(self) -> str:
        return f"${self.amount} from {self.src} to {self.dst}: {self.reason}"


class ActionCodec:
    """Turns JSON objects into a game's action records, refusing anything it does not know."""

    def __init__(self, game_title: str, classes: Iterable[type[Action]]) -> None:
        self.game_title = game_title
        self.classes: dict[str, type[Action]] = {}
        for cls in classes:
            if not cls.type or cls.type in self.classes:
                raise ValueError(f"action type {cls.type!r} is missing or repeated")
            self.classes[cls.type] = cls

    def decode(self, data: Any) -> Action:
        if not isinstance(data, Mapping):
            raise RuleError("An action must be a JSON object with a type.")
        kind = data.get("type")
        if not isinstance(kind, str) or kind not in self.classes:
            raise RuleError(f"{self.game_title} has no action of type {kind!r}.")
        return self.classes[kind].from_json(data)

    def encode(self, action: Action) -> dict[str, Any]:
        if self.classes.get(action.type) is not type(action):
            raise ValueError(f"{type(action).__name__} is not an action of {self.game_title}")
        return action.to_json()


@functools.cache
def _fields(cls: type[Record]) -> dict[str, tuple[Any, bool]]:
    """Each field's type hint and whether it is required (resolving hints is slow: once per class)."""
    hints = typing.get_type_hints(cls)
    return {
        f.name: (hints[f.name], f.default is dataclasses.MISSING and f.default_factory is dataclasses.MISSING)
        for f in dataclasses.fields(cls)
    }


def _to_plain(value: Any) -> Any:
    if isinstance(value, tuple | list):
        return [_to_plain(v) for v in value]
    if isinstance(value, Mapping):
        return {str(k): _to_plain(v) for k, v in value.items()}
    return value


_KIND_NAMES = {int: "a whole number", str: "text", bool: "true or false", float: "a number"}


def _coerce(value: Any, hint: Any, kind: str, name: str) -> Any:
    origin = typing.get_origin(hint)
    args = typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        if value is None and type(None) in args:
            return None
        last: RuleError | None = None
        for arg in args:
            if arg is type(None):
                continue
            try:
                return _coerce(value, arg, kind, name)
            except RuleError as error:
                last = error
        assert last is not None
        raise last
    if origin is tuple:
        if not isinstance(value, list | tuple):
            raise RuleError(f"In a {kind} action, {name} must be a list, not {value!r}.")
        if len(args) == 2 and args[1] is Ellipsis:
            return tuple(_coerce(v, args[0], kind, name) for v in value)
        if len(args) != len(value):
            raise RuleError(f"In a {kind} action, {name} must have {len(args)} items.")
        return tuple(_coerce(v, a, kind, name) for v, a in zip(value, args, strict=True))
    if origin is dict or hint is dict:
        if not isinstance(value, Mapping):
            raise RuleError(f"In a {kind} action, {name} must be an object, not {value!r}.")
        if args:
            return {_coerce(k, args[0], kind, name): _coerce(v, args[1], kind, name) for k, v in value.items()}
        return dict(value)
    if origin is typing.Literal:
        if value not in args:
            choices = ", ".join(repr(a) for a in args)
            raise RuleError(f"In a {kind} action, {name} must be one of {choices}, not {value!r}.")
        return value
    if hint is Any:
        return value
    if hint is float and isinstance(value, int | float) and not isinstance(value, bool):
        return float(value)
    if hint in _KIND_NAMES:
        if isinstance(value, hint) and not (hint is int and isinstance(value, bool)):
            return value
        raise RuleError(f"In a {kind} action, {name} must be {_KIND_NAMES[hint]}, not {value!r}.")
    raise TypeError(f"unsupported field type {hint!r} in {kind}.{name}")
