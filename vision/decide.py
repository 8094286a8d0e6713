"""From per-space evidence to one call per route: claimed whole by one colour, or not at all.

A route's spaces vote together (a player lays all the cars of a route at once), weighted by how well
each space is seen, so one space under a hand or a reflection lowers the confidence instead of
flipping the call. Parallel routes are decided together under the map's constraints: one colour never
holds two lanes of a double; in a 2–3 player game only one lane of a double may be used.
"""

from __future__ import annotations

import itertools
from dataclasses import dataclass

import numpy as np

from vision.board_geometry import Board
from vision.classify import SlotEvidence

MAX_LOGIT = 8.0  # no single vote is surer than this (one bad space must not carry a route)
IN_PLAY = 0.8  # a colour is in play when some route not printed in it is called for it this surely
ABSENT_PRIOR = 0.05  # odds factor for a colour's trains on its own print when it is nowhere else
SAME_COLOUR_CAP = 0.75  # confidence ceiling where only a same-coloured train could be mistaken for print


@dataclass(frozen=True)
class RouteCall:
    colour: str | None
    confidence: float


def _sigmoid(x: np.ndarray | float) -> np.ndarray:
    return 1.0 / (1.0 + np.exp(-np.asarray(x, float)))


def route_options(evidence: SlotEvidence, slots: np.ndarray, colours: tuple[str, ...]) -> tuple[np.ndarray, float]:
    """Probabilities of (empty, colour 1, …, colour k) for one route, and how well it is seen (0..1)."""
    seen = evidence.seen[slots]
    weight = seen.sum()
    visibility = float(seen.mean()) if len(seen) else 0.0
    if weight < 1e-6:
        return np.full(len(colours) + 1, 1.0 / (len(colours) + 1)), 0.0
    logit = np.clip(evidence.occupied_logit[slots], -MAX_LOGIT, MAX_LOGIT)
    occupied = float((seen * logit).sum() / weight)
    # every seen space must show the colour: colour log-likelihoods add up over the spaces
    like = (seen[:, None] * evidence.colour_loglik[slots]).sum(axis=0) / max(weight, 1.0) * min(weight, 3.0)
    share = np.exp(like - like.max())
    share /= share.sum()
    p_occupied = float(_sigmoid(occupied))
    return np.concatenate([[1.0 - p_occupied], p_occupied * share]), visibility


def _groups(board: Board) -> list[list[int]]:
    """Routes grouped with their parallel lanes (each route once)."""
    index = board.route_index()
    seen: set[int] = set()
    groups = []
    for i, route in enumerate(board.routes):
        if i in seen:
            continue
        group = [i] + [index[p] for p in route.parallel_ids if p in index]
        seen.update(group)
        groups.append(group)
    return groups


def _solve(board: Board, options: list[np.ndarray], visibility: list[float], colours: tuple[str, ...],
           one_lane: bool) -> dict[str, RouteCall]:
    calls: dict[str, RouteCall] = {}
    for group in _groups(board):
        best, best_p = None, -1.0
        for choice in itertools.product(range(len(colours) + 1), repeat=len(group)):
            claimed = [c for c in choice if c > 0]
            if len(set(claimed)) < len(claimed) or (one_lane and len(claimed) > 1):
                continue
            p = float(np.prod([options[r][c] for r, c in zip(group, choice, strict=True)]))
            if p > best_p:
                best, best_p = choice, p
        assert best is not None
        for r, c in zip(group, best, strict=True):
            probability = options[r][c] / max(options[r].sum(), 1e-12)
            calls[board.routes[r].id] = RouteCall(colours[c - 1] if c else None,
                                                  round(float(probability * visibility[r]), 3))
    return calls


def decide_routes(board: Board, evidence: SlotEvidence, colours: tuple[str, ...], *,
                  one_lane: bool = False, print_known: bool = False) -> dict[str, RouteCall]:
    """One call per route id. ``one_lane``: a 2–3 player game, where only one lane of a double is used.
    ``print_known``: the empty board was photographed too (then print and same-coloured trains are
    told apart by comparison, and the confidence is not capped).

    Decision (the rules are silent; this is about seeing): a train on a space printed in its own
    colour looks much like the bare print. Such a call stands when that colour's trains are also seen
    on some route printed otherwise; a colour seen nowhere else is taken as not in play, and its
    own-colour routes need far stronger evidence (an empty board must not sprout black and yellow
    routes on its black and yellow print).
    """
    bounds = np.cumsum([0] + [len(r.slots) for r in board.routes])
    options, visibility = [], []
    for i in range(len(board.routes)):
        probabilities, seen = route_options(evidence, np.arange(bounds[i], bounds[i + 1]), colours)
        options.append(probabilities)
        visibility.append(seen)
    calls = _solve(board, options, visibility, colours, one_lane)
    in_play = {call.colour for route, call in zip(board.routes, calls.values(), strict=True)
               if call.colour and call.colour != route.colour and call.confidence >= IN_PLAY}
    absent = [k + 1 for k, c in enumerate(colours) if c not in in_play]
    if absent:
        adjusted = []
        for route, p in zip(board.routes, options, strict=True):
            p = p.copy()
            for k in absent:
                if colours[k - 1] == route.colour:
                    p[k] *= ABSENT_PRIOR
            adjusted.append(p / p.sum())
        calls = _solve(board, adjusted, visibility, colours, one_lane)
    if not print_known:
        # Where the route is printed in a player's colour, that player's train and the bare print look
        # much alike: such calls are never sure (the table is asked to confirm them).
        for route in board.routes:
            call = calls[route.id]
            if route.colour in colours and call.colour in (None, route.colour):
                calls[route.id] = RouteCall(call.colour, min(call.confidence, SAME_COLOUR_CAP))
    return calls
