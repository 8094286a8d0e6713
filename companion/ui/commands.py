"""The operator's command line: parsing, completion and a usage hint, for any engine.

Everything is derived from the engine's ``codec`` (action classes and their typed fields) and from
the current table state (``prompt().details`` and the snapshot): no per-game word lists.

Syntax: ``TYPE value value … [field=value …]``, e.g. ``bid 7``, ``build PRR R4 Q4 Q3``,
``claim usa:atlanta-miami:0``, ``run_trains 80 60``; a JSON object is accepted as it is. Positional
values fill the fields in declaration order; a list field takes all remaining values. A field the
table can infer (the player from the prompt's actor, a value the prompt's details name, e.g. the
operating corporation) may be left out: a value is only taken for it when it is one of that
field's known values. Multi-word values (``Fort Wayne``) are recognised from the known values.
Lines starting with ``/`` are table commands (undo, redo, proposals, the simulated devices).
"""

from __future__ import annotations

import dataclasses
import functools
import json
import shlex
import types
import typing
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from companion.ui.state import ViewState, player_names
from rules.core.records import Action, ActionCodec, _fields

# Decision: multi-word values are at most this many words (city and player names are shorter).
_MAX_WORDS = 4
_TRUE = {"true", "yes", "y", "on", "1"}
_FALSE = {"false", "no", "n", "off", "0"}


class CommandError(Exception):
    """A command line the companion cannot read; ``sentence`` is shown as it is."""

    def __init__(self, sentence: str) -> None:
        super().__init__(sentence)
        self.sentence = sentence


# -- field and action descriptions ------------------------------------------------------------

@dataclass(frozen=True)
class FieldSpec:
    name: str
    kind: str  # "int", "float", "str", "bool", "choice", "json"
    required: bool
    many: bool = False  # a list: takes every remaining positional value
    choices: tuple[Any, ...] = ()

    @property
    def usage(self) -> str:
        word = "|".join(map(str, self.choices)) if self.choices else self.name
        word = f"{word}…" if self.many else word
        return word if self.required else f"[{word}]"


@dataclass(frozen=True)
class ActionSpec:
    type: str
    fields: tuple[FieldSpec, ...]
    doc: str


def usage(spec: ActionSpec, vocab: Vocabulary) -> str:
    """``bid [player] amount``: fields the table infers are shown as optional."""
    words = [spec.type]
    for field in spec.fields:
        inferred = field.required and vocab.inferred(field) is not None
        words.append(f"[{field.usage}]" if inferred else field.usage)
    return " ".join(words)


def _field_spec(name: str, hint: Any, required: bool) -> FieldSpec:
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        real = [a for a in args if a is not type(None)]
        spec = _field_spec(name, real[0], required) if len(real) == 1 else FieldSpec(name, "json", required)
        return dataclasses.replace(spec, required=required and type(None) not in args)
    if origin is tuple:
        item = _field_spec(name, args[0] if args else Any, required)
        return dataclasses.replace(item, many=True)
    if origin is typing.Literal:
        return FieldSpec(name, "choice", required, choices=tuple(args))
    kinds = {int: "int", float: "float", str: "str", bool: "bool"}
    return FieldSpec(name, kinds.get(hint, "json"), required)


@functools.cache
def _spec_of(cls: type[Action]) -> ActionSpec:
    fields = tuple(_field_spec(name, hint, required) for name, (hint, required) in _fields(cls).items())
    # A dataclass without a docstring gets a generated one ("Bid(player: str, …)"): not for people.
    doc = cls.__doc__ or ""
    doc = "" if doc.startswith(cls.__name__ + "(") else doc.strip().split("\n\n")[0].replace("``", "")
    return ActionSpec(cls.type, fields, " ".join(doc.split()))


def action_specs(codec: ActionCodec) -> dict[str, ActionSpec]:
    return {kind: _spec_of(cls) for kind, cls in codec.classes.items()}


# -- table commands ---------------------------------------------------------------------------

@dataclass(frozen=True)
class TableCommand:
    name: str
    args: str  # usage of the arguments
    help: str


TABLE_COMMANDS: dict[str, TableCommand] = {c.name: c for c in (
    TableCommand("undo", "", "take back the last action (asks first)"),
    TableCommand("redo", "", "bring back the last action undone"),
    TableCommand("confirm", "[proposal]", "accept a device's proposal (the oldest by default)"),
    TableCommand("dismiss", "[proposal]", "drop a device's proposal (the oldest by default)"),
    TableCommand("scan", "code", "scan a card on the simulated scanner"),
    TableCommand("turn", "dial [fields]", "turn a simulated dial (one field by default)"),
    TableCommand("photo", "", "take a photo of the board and propose what it shows"),
    TableCommand("lay", "route [colour]", "lay trains on the simulated board for the camera to see"),
    TableCommand("games", "", "go to the start screen (new game, resume)"),
    TableCommand("quit", "", "leave the companion"),
)}


@dataclass(frozen=True)
class Submit:
    """A game action to send to the table service."""

    action: dict[str, Any]


@dataclass(frozen=True)
class Meta:
    """A table command (``/undo``, ``/scan CODE``, …)."""

    name: str
    args: tuple[str, ...]


Parsed = Submit | Meta


# -- what values a field may take, from the state ---------------------------------------------

def _forms(name: str) -> set[str]:
    """A field's name with its singular and plural (``hexes`` → hex, ``company`` → companies)."""
    forms = {name, name + "s", name + "es"}
    if name.endswith("ies"):
        forms.add(name[:-3] + "y")
    elif name.endswith("es"):
        forms |= {name[:-2], name[:-1]}
    elif name.endswith("s"):
        forms.add(name[:-1])
    if name.endswith("y"):
        forms.add(name[:-1] + "ies")
    return forms


_IDENTITY_KEYS = ("id", "sym", "name")


def _collect(value: Any, key_forms: set[str], field: str, out: list[str], aliases: dict[str, str]) -> None:
    """Scalars under one of ``key_forms`` anywhere in ``value``; the ``name`` of an entry is another
    spelling of its value (``{"hex": "A2", "name": "Chicago"}``: Chicago means A2)."""
    if isinstance(value, Mapping):
        for key, item in value.items():
            if key in key_forms:
                _take(item, field, out)
                if isinstance(item, str | int) and isinstance(value.get("name"), str) and key != "name":
                    out.append(value["name"])
                    aliases.setdefault(value["name"].casefold(), str(item))
            _collect(item, key_forms, field, out, aliases)
    elif isinstance(value, list | tuple):
        for item in value:
            _collect(item, key_forms, field, out, aliases)


def _take(item: Any, field: str, out: list[str]) -> None:
    if isinstance(item, bool) or item is None:
        return
    if isinstance(item, str | int):
        out.append(str(item))
    elif isinstance(item, Mapping):
        out.extend(str(k) for k in item)
    elif isinstance(item, list | tuple):
        for entry in item:
            if isinstance(entry, str | int) and not isinstance(entry, bool):
                out.append(str(entry))
            elif isinstance(entry, Mapping):
                key = next((k for k in (field, *_IDENTITY_KEYS) if isinstance(entry.get(k), str | int)), None)
                if key is not None:
                    out.append(str(entry[key]))


def _unique(values: Iterable[str]) -> list[str]:
    seen: set[str] = set()
    kept = []
    for value in values:
        if value and value.casefold() not in seen:
            seen.add(value.casefold())
            kept.append(value)
    return kept


Names = Mapping[str, Mapping[str, str]]  # field → {name to type: value sent}


class Vocabulary:
    """Known values of each field name in one table state: the prompt's details first, then the snapshot,
    then any extra names a dashboard offers (``names``)."""

    def __init__(self, state: ViewState, names: Names | None = None) -> None:
        self.state = state
        self.names = names or {}
        self._cache: dict[str, list[str]] = {}
        self._aliases: dict[str, dict[str, str]] = {}
        self.context = [str(v) for v in state.details.values() if isinstance(v, str)]

    def values(self, spec: FieldSpec) -> list[str]:
        if spec.choices:
            return [str(c) for c in spec.choices]
        if spec.kind == "bool":
            return ["true", "false"]
        if spec.name not in self._cache:
            self._cache[spec.name] = self._find(spec.name)
        return self._cache[spec.name]

    def _find(self, name: str) -> list[str]:
        found: list[str] = []
        if name == "player":
            actor = self.state.actor
            found += ([actor] if actor else []) + player_names(self.state.snapshot)
        forms = _forms(name)
        aliases = self._aliases.setdefault(name, {})
        _collect(dict(self.state.details), forms, name, found, aliases)
        _collect(dict(self.state.snapshot), forms, name, found, aliases)
        values = _unique(found)
        # The prompt's own scalar details are the current context (the operating corporation, …).
        first = [v for v in values if v in self.context]
        return first + [v for v in values if v not in first] + list(self.names.get(name, {}))

    def inferred(self, spec: FieldSpec) -> str | None:
        """The value the table would take for a left-out field, if there is an obvious one."""
        if spec.name == "player" and self.state.actor:
            return self.state.actor
        known = {v.casefold() for v in self.values(spec)} if spec.kind == "str" else set()
        return next((c for c in self.context if c.casefold() in known), None)

    def canonical(self, spec: FieldSpec, text: str) -> str | None:
        """The known spelling of ``text`` (any letter case), or None when it is not a known value."""
        folded = text.casefold()
        for name, value in self.names.get(spec.name, {}).items():
            if folded in (name.casefold(), value.casefold()):
                return value
        known = next((v for v in self.values(spec) if v.casefold() == folded), None)
        return self._aliases.get(spec.name, {}).get(folded, known) if known is not None else None


# -- parsing ----------------------------------------------------------------------------------

def split_words(text: str) -> list[str]:
    try:
        return shlex.split(text)
    except ValueError:
        raise CommandError("A quote is not closed; close it or leave the quotes out.") from None


def _join_known(words: Sequence[str], start: int, spec: FieldSpec, vocab: Vocabulary) -> tuple[str | None, int]:
    """The longest run of words from ``start`` that spells a known value of ``spec``."""
    for count in range(min(_MAX_WORDS, len(words) - start), 0, -1):
        value = vocab.canonical(spec, " ".join(words[start:start + count]))
        if value is not None:
            return value, count
    return None, 1


def _convert(spec: FieldSpec, text: str, vocab: Vocabulary, kind: str) -> Any:
    if spec.kind == "int":
        try:
            return int(text.lstrip("$"))
        except ValueError:
            raise CommandError(f"In {kind}, {spec.name} must be a whole number, not {text!r}.") from None
    if spec.kind == "float":
        try:
            return float(text)
        except ValueError:
            raise CommandError(f"In {kind}, {spec.name} must be a number, not {text!r}.") from None
    if spec.kind == "bool":
        if text.casefold() in _TRUE | _FALSE:
            return text.casefold() in _TRUE
        raise CommandError(f"In {kind}, {spec.name} must be yes or no, not {text!r}.")
    if spec.kind == "choice":
        matches = [c for c in spec.choices if str(c).casefold().startswith(text.casefold())]
        exact = [c for c in spec.choices if str(c).casefold() == text.casefold()]
        if exact or len(matches) == 1:
            return (exact or matches)[0]
        choices = ", ".join(map(str, spec.choices))
        raise CommandError(f"In {kind}, {spec.name} must be one of {choices}, not {text!r}.")
    if spec.kind == "json":
        try:
            return json.loads(text)
        except json.JSONDecodeError:
            return text
    return vocab.canonical(spec, text) or text


def _matches(spec: FieldSpec, word: str, vocab: Vocabulary) -> bool:
    if spec.kind == "choice":
        return any(str(c).casefold() == word.casefold() for c in spec.choices)
    if spec.kind in ("int", "float"):
        try:
            float(word.lstrip("$"))
            return True
        except ValueError:
            return False
    return vocab.canonical(spec, word) is not None


def _skippable(spec: FieldSpec, vocab: Vocabulary) -> bool:
    return not spec.required or vocab.inferred(spec) is not None


def _skip(fields: Sequence[FieldSpec], index: int, words: Sequence[str], at: int, vocab: Vocabulary) -> bool:
    """Whether ``word`` passes over ``fields[index]``, a field that may be left out, to a later one: a field
    the table infers when the word is not one of its known values (``bid 7`` leaves out the player), an
    optional field when a later field knows the word (``drew Bob``)."""
    field, word = fields[index], words[at]
    if not _skippable(field, vocab) or _matches(field, word, vocab):
        return False
    if field.required:  # inferred: the table has a value for it
        return True
    for later in fields[index + 1:]:
        if _matches(later, word, vocab) or (later.kind == "str" and _join_known(words, at, later, vocab)[0]):
            return True
        if not _skippable(later, vocab):
            break
    return False


@dataclass
class _Assignment:
    values: dict[str, Any]


def _assign(spec: ActionSpec, words: Sequence[str], vocab: Vocabulary) -> _Assignment:
    """Give each word to a field; ``name=value`` words name their field."""
    values: dict[str, Any] = {}
    by_name = {f.name: f for f in spec.fields}
    positional: list[str] = []
    for word in words:
        name, sep, value = word.partition("=")
        if sep and name in by_name:
            field = by_name[name]
            if field.many:
                values[name] = [_convert(field, v, vocab, spec.type) for v in value.split(",") if v]
            else:
                values[name] = _convert(field, value, vocab, spec.type)
        else:
            positional.append(word)
    index, at = 0, 0
    fields = [f for f in spec.fields if f.name not in values]
    while at < len(positional) and index < len(fields):
        field = fields[index]
        if field.many:
            items = []
            while at < len(positional):
                value, used = _join_known(positional, at, field, vocab) if field.kind == "str" else (None, 1)
                items.append(value if value is not None else _convert(field, positional[at], vocab, spec.type))
                at += used
            values[field.name] = items
            index += 1
            break
        value, used = _join_known(positional, at, field, vocab) if field.kind == "str" else (None, 1)
        if value is None and _skip(fields, index, positional, at, vocab):
            index += 1
            continue
        values[field.name] = value if value is not None else _convert(field, positional[at], vocab, spec.type)
        at += used
        index += 1
    if at < len(positional):
        raise CommandError(f"{' '.join(positional[at:])!r} is one value too many ({usage(spec, vocab)}).")
    return _Assignment(values)


def parse(text: str, codec: ActionCodec, state: ViewState, names: Names | None = None) -> Parsed:
    """One command line → a game action (JSON, not yet checked by the engine) or a table command."""
    text = text.strip()
    if not text:
        raise CommandError("Type an action, or press Ctrl+P for the command palette.")
    if text.startswith("/"):
        words = split_words(text[1:])
        name = words[0].casefold() if words else ""
        matches = [c for c in TABLE_COMMANDS if c.startswith(name)] if name else []
        if name not in TABLE_COMMANDS and len(matches) != 1:
            known = ", ".join("/" + c for c in TABLE_COMMANDS)
            raise CommandError(f"There is no table command /{name}; the table commands are {known}.")
        return Meta(name if name in TABLE_COMMANDS else matches[0], tuple(words[1:]))
    if text.startswith("{"):
        try:
            data = json.loads(text)
        except json.JSONDecodeError as error:
            raise CommandError(f"That is not valid JSON (column {error.colno}).") from None
        if not isinstance(data, dict):
            raise CommandError("An action must be a JSON object with a type.")
        return Submit(data)
    words = split_words(text)
    specs = action_specs(codec)
    kind = _action_type(words[0], specs, state)
    spec = specs[kind]
    vocab = Vocabulary(state, names)
    assignment = _assign(spec, words[1:], vocab)
    action: dict[str, Any] = {"type": kind}
    for field in spec.fields:
        if field.name in assignment.values:
            value = assignment.values[field.name]
            action[field.name] = list(value) if field.many else value
            continue
        inferred = vocab.inferred(field)
        if field.required and inferred is not None:
            action[field.name] = inferred
        elif field.required:
            raise CommandError(f"{kind} needs a value for {field.name} ({usage(spec, vocab)}).")
    return Submit(action)


def _action_type(word: str, specs: Mapping[str, ActionSpec], state: ViewState) -> str:
    folded = word.casefold().replace("-", "_")
    if folded in specs:
        return folded
    matches = [k for k in specs if k.startswith(folded)]
    expected = [k for k in matches if k in state.expects]
    if len(matches) == 1 or len(expected) == 1:
        return (expected or matches)[0]
    waiting = ", ".join(state.expects) or ", ".join(specs)
    raise CommandError(f"There is no action {word!r}; the table waits for {waiting}.")


# -- completion and hints ---------------------------------------------------------------------

def _first_words(state: ViewState, specs: Mapping[str, ActionSpec]) -> list[str]:
    expected = [k for k in state.expects if k in specs]
    return expected + [k for k in specs if k not in expected]


def _candidates(spec: ActionSpec, done: Sequence[str], vocab: Vocabulary) -> tuple[list[str], FieldSpec | None]:
    """Values the next positional word may take after ``done``, and the field it would fill."""
    try:
        assignment = _assign(spec, done, vocab)
    except CommandError:
        return [], None
    free = [f for f in spec.fields if f.name not in assignment.values or f.many]
    many = next((f for f in free if f.many and f.name in assignment.values), None)
    if many is not None:
        return vocab.values(many), many
    # A field the table infers comes after the next one: people rarely type the player on turn.
    options: list[str] = []
    later: list[str] = []
    target = None
    for field in free:
        if field.name in assignment.values:
            continue
        inferred = field.required and vocab.inferred(field) is not None
        (later if inferred else options).extend(vocab.values(field))
        if not inferred:
            target = target or field
        if not _skippable(field, vocab):
            break
    return _unique(options + later), target


def complete(text: str, codec: ActionCodec, state: ViewState, table_words: Mapping[str, Sequence[str]] | None = None,
             names: Names | None = None) -> str | None:
    """The whole line with its last word completed (for Textual's ``Suggester``), or None."""
    if not text or text.startswith("{"):
        return None
    head, _, last = text.rpartition(" ")
    prefix = head + " " if head else ""
    if text.startswith("/"):
        if not head:
            options = ["/" + c for c in TABLE_COMMANDS]
        else:
            command = head[1:].split(" ", 1)[0]
            options = list((table_words or {}).get(command, ()))
    else:
        specs = action_specs(codec)
        words = head.split()
        if not words:
            options = _first_words(state, specs)
        else:
            try:
                kind = _action_type(words[0], specs, state)
            except CommandError:
                return None
            vocab = Vocabulary(state, names)
            options, _ = _candidates(specs[kind], words[1:], vocab)
            # A value of several words completes over the words already typed for it.
            for back in range(1, min(_MAX_WORDS, len(words))):
                partial = " ".join(words[-back:] + [last]).casefold()
                longer = [o for o in options if " " in o and o.casefold().startswith(partial)]
                if longer:
                    return " ".join(words[:-back]) + " " + longer[0]
    # The known spelling replaces the typed word (accepting "b" gives "B&O").
    folded = last.casefold()
    for option in options:
        if option.casefold().startswith(folded) and option.casefold() != folded:
            return prefix + option
    return None


@dataclass(frozen=True)
class Hint:
    """What the line under the command line says: the usage of what is being typed, and choices."""

    usage: str
    field: str | None
    choices: tuple[str, ...]
    doc: str = ""


def hint(text: str, codec: ActionCodec, state: ViewState, names: Names | None = None, limit: int = 12) -> Hint:
    specs = action_specs(codec)
    words = text.split()
    if text.startswith("/"):
        name = words[0][1:].casefold() if words else ""
        matches = [c for c in TABLE_COMMANDS.values() if c.name.startswith(name)]
        if len(matches) == 1 and (len(words) > 1 or text.endswith(" ") or name == matches[0].name):
            command = matches[0]
            return Hint(f"/{command.name} {command.args}".strip(), None, (), command.help)
        return Hint("table commands", None, tuple("/" + c.name for c in matches)[:limit])
    if not words or (len(words) == 1 and not text.endswith(" ")):
        typed = words[0].casefold() if words else ""
        options = [k for k in _first_words(state, specs) if k.startswith(typed)]
        waiting = ", ".join(state.expects) if state.expects else "nothing"
        return Hint(f"waiting for: {waiting}", None, tuple(options)[:limit])
    try:
        kind = _action_type(words[0], specs, state)
    except CommandError as error:
        return Hint(error.sentence, None, ())
    spec = specs[kind]
    done = words[1:] if text.endswith(" ") else words[1:-1]
    vocab = Vocabulary(state, names)
    options, field = _candidates(spec, done, vocab)
    return Hint(usage(spec, vocab), field.name if field else None, tuple(options)[:limit], spec.doc)
