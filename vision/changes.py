"""What a new photo says against the claims the game already knows: for the session to act on.

The session (not vision) decides; this only sorts the differences: a route newly seen claimed, a known
claim the photo contradicts (never to be changed silently), and calls too doubtful to act on alone.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Literal

from vision.decide import RouteCall

SURE = 0.8  # a call at least this confident may be proposed without asking the table

Kind = Literal["new", "conflict", "doubtful"]


@dataclass(frozen=True)
class Change:
    route_id: str
    known: str | None  # the claim the game holds (None: unclaimed)
    seen: str | None  # what the photo shows
    confidence: float
    kind: Kind  # new: an unclaimed route seen claimed, surely; conflict: a known claim not seen as
    # known, surely; doubtful: a difference seen with too little confidence to act on alone


def compare_claims(known: dict[str, str | None], seen: dict[str, RouteCall], *, sure: float = SURE) -> list[Change]:
    """The differences between ``known`` claims (route id → colour or None) and a detection's calls,
    most confident first."""
    changes = []
    for route_id, call in seen.items():
        held = known.get(route_id)
        if call.colour == held:
            continue
        if call.confidence < sure:
            kind: Kind = "doubtful"
        elif held is None:
            kind = "new"
        else:
            kind = "conflict"
        changes.append(Change(route_id, held, call.colour, call.confidence, kind))
    return sorted(changes, key=lambda c: -c.confidence)
