"""The table state as the screens read it: the service's JSON, with a few named accessors."""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True)
class ViewState:
    """One ``TableState.to_json()``, read-only. The dashboard and the scoreboard both draw from it."""

    data: Mapping[str, Any] = field(default_factory=dict)

    @classmethod
    def empty(cls) -> ViewState:
        return cls({})

    @property
    def version(self) -> int:
        return int(self.data.get("version") or 0)

    @property
    def game(self) -> str | None:
        return self.data.get("game")

    @property
    def row(self) -> int | None:
        return self.data.get("row")

    @property
    def name(self) -> str:
        return str(self.data.get("name") or "")

    @property
    def seq(self) -> int:
        return int(self.data.get("seq") or 0)

    @property
    def snapshot(self) -> Mapping[str, Any]:
        return self.data.get("snapshot") or {}

    @property
    def prompt(self) -> Mapping[str, Any]:
        return self.data.get("prompt") or {}

    @property
    def actor(self) -> str | None:
        return self.prompt.get("actor")

    @property
    def expects(self) -> tuple[str, ...]:
        return tuple(self.prompt.get("expects") or ())

    @property
    def details(self) -> Mapping[str, Any]:
        return self.prompt.get("details") or {}

    @property
    def events(self) -> tuple[str, ...]:
        return tuple(self.data.get("events") or ())

    @property
    def proposals(self) -> tuple[Mapping[str, Any], ...]:
        return tuple(self.data.get("proposals") or ())

    @property
    def message(self) -> str:
        return str(self.data.get("message") or "")

    @property
    def message_is_error(self) -> bool:
        return bool(self.data.get("message_is_error"))

    @property
    def devices(self) -> Mapping[str, Mapping[str, Any]]:
        return self.data.get("devices") or {}

    @property
    def can_undo(self) -> bool:
        return bool(self.data.get("can_undo"))

    @property
    def can_redo(self) -> bool:
        return bool(self.data.get("can_redo"))

    @property
    def finished(self) -> bool:
        return bool(self.data.get("finished"))

    @property
    def players(self) -> list[str]:
        return player_names(self.snapshot)

    def player_colour(self, name: str) -> str | None:
        """The colour the table gave a player (the ``colours`` option, or the snapshot's own)."""
        for entry in self.snapshot.get("players") or ():
            if isinstance(entry, Mapping) and entry.get("name") == name and entry.get("colour"):
                return str(entry["colour"])
        options = self.snapshot.get("options") or {}
        colours = options.get("colours") if isinstance(options, Mapping) else None
        names = self.players
        if isinstance(colours, list) and name in names and names.index(name) < len(colours):
            return str(colours[names.index(name)])
        return None


def player_names(snapshot: Mapping[str, Any]) -> list[str]:
    """Seat order. Snapshots list players as names or as objects with a ``name``."""
    names: list[str] = []
    for entry in snapshot.get("players") or ():
        if isinstance(entry, str):
            names.append(entry)
        elif isinstance(entry, Mapping) and isinstance(entry.get("name"), str):
            names.append(entry["name"])
    return names
