"""Ticket to Ride: what a photo of the board means for the game.

The camera proposes the new claim of the player on turn; a confident single claim is recorded at once
(as if typed: undo takes it back), a doubtful one waits for the table's confirmation, and a claim the
game already holds never changes because of a photo: a disagreement is only reported.
"""

from __future__ import annotations

from typing import Any

from companion.inputs import Propose, Response, Submit, Tell, refusal
from companion.session import Session
from rules.ticket_to_ride.board import load_board
from vision.changes import SURE, compare_claims
from vision.decide import RouteCall

PLAYING = ("play", "last_round")


def board_photo(session: Session, routes: dict[str, RouteCall], stations: dict[str, RouteCall] | None) -> list[Response]:
    snapshot = session.snapshot()
    if snapshot["phase"] not in PLAYING:
        return [Tell("The board is read during play; the game is past its last round.", error=True)]
    prompt = session.prompt()
    player, colour = prompt.actor, prompt.details["colour"]
    board = load_board(snapshot["map"])
    owner = {p["colour"]: p["name"] for p in snapshot["players"]}

    known = {route_id: None for route_id in board.routes}
    for p in snapshot["players"]:
        known.update({route_id: p["colour"] for route_id in p["claims"]})
    tells: list[Tell] = []
    mine: list[tuple[dict[str, Any], str, float]] = []
    for change in compare_claims(known, routes):
        label = board.routes[change.route_id].label
        if change.known is not None:
            if change.kind == "conflict":
                seen = f"sees it {change.seen}" if change.seen else "does not see it"
                tells.append(Tell(f"{owner[change.known]} holds {label} but the camera {seen}; the claim stays "
                                  "as recorded. Check that route on the board.", error=True))
        elif change.seen == colour:
            mine.append(({"type": "claim", "route": change.route_id, "player": player}, label, change.confidence))
        elif change.seen in owner and change.kind == "new":
            tells.append(Tell(f"The camera sees {label} in {change.seen}, but it is {player}'s ({colour}) turn; "
                              f"record it for {owner[change.seen]} if that is right.", error=True))
    if stations:
        held = {city: p["colour"] for p in snapshot["players"] for city in p["stations"]}
        for city, call in sorted(stations.items(), key=lambda item: -item[1].confidence):
            if call.colour == colour and city not in held:
                mine.append(({"type": "station", "city": city, "player": player}, f"a station in {board.cities[city]}",
                             call.confidence))
    legal = []
    for action, label, confidence in mine:
        problem = refusal(session, action)  # a dry run copies the engine: once per candidate
        if problem is None:
            legal.append((action, label, confidence))
        else:
            tells.append(Tell(problem, error=True))
    if not legal and not tells:
        tells.append(Tell(f"The camera sees nothing new for {player}."))
    # The claim or its proposals first, then everything else the photo says, together on the message line.
    said = [Tell(" ".join(t.sentence for t in tells), any(t.error for t in tells))] if tells else []
    return _claims(player, legal) + said


def _claims(player: str, legal: list[tuple[dict[str, Any], str, float]]) -> list[Response]:
    if not legal:
        return []
    if len(legal) == 1 and legal[0][2] >= SURE:
        return [Submit(legal[0][0])]
    # Two new claims in one turn, or a doubtful one: the table says which is right.
    return [Propose(action, f"Camera: {player} claimed {label}? (confidence {confidence:.2f})", confidence)
            for action, label, confidence in legal]
