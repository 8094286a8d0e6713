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
from vision.priors import MAX_LOGIT, colour_priors

SAME_COLOUR_CAP = 0.75  # confidence ceiling where only a same-coloured train could be mistaken for print


@dataclass(frozen=True)
class RouteCall:
    colour: str | None
    confidence: float


def route_options(evidence: SlotEvidence, slots: np.ndarray, prior: np.ndarray) -> tuple[np.ndarray, float]:
    """Probabilities of (empty, colour 1, …, colour k) for one route, and how well it is seen (0..1).

    ``prior``: (1 + k,) how common bare spaces and each colour's trains are in this photo
    (`vision.priors`). The spaces' occupancy odds are averaged (they are not independent: one
    misplaced train or one shadow shows on its neighbours too) and spread over the colours by the
    colour evidence, which adds up over the spaces (every seen space must show the colour)."""
    seen = evidence.seen[slots]
    weight = seen.sum()
    visibility = float(seen.mean()) if len(seen) else 0.0
    if weight < 1e-6:
        return prior / prior.sum(), 0.0
    logit = np.clip(evidence.occupied_logit[slots], -MAX_LOGIT, MAX_LOGIT)
    occupied = float((seen * logit).sum() / weight)
    like = (seen[:, None] * evidence.colour_loglik[slots]).sum(axis=0) / max(weight, 1.0) * min(weight, 3.0)
    share = np.exp(like - like.max())
    share /= share.sum()
    # a colour share of 1/k says nothing about the colour: the occupancy odds then hold for each colour
    odds = np.concatenate([[prior[0]], prior[1:] * np.exp(occupied) * share * len(share)])
    return odds / odds.sum(), visibility


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
    colour looks much like the bare print. How likely such a call is comes from the photo itself
    (`vision.priors`): a colour's trains are as common on its own print as on the spaces printed
    otherwise, so a colour seen nowhere else is taken as not in play, and an empty board does not
    sprout black and yellow routes on its black and yellow print.
    """
    bounds = np.cumsum([0] + [len(r.slots) for r in board.routes])
    printed = [r.colour for r in board.routes for _ in range(len(r.slots))]
    prior = colour_priors(evidence, printed, colours, print_known=print_known)
    options, visibility = [], []
    for i in range(len(board.routes)):
        probabilities, seen = route_options(evidence, np.arange(bounds[i], bounds[i + 1]), prior)
        options.append(probabilities)
        visibility.append(seen)
    calls = _solve(board, options, visibility, colours, one_lane)
    if not print_known:
        # Where the route is printed in a player's colour, that player's train and the bare print look
        # much alike: such calls are never sure (the table is asked to confirm them).
        for route in board.routes:
            call = calls[route.id]
            if route.colour in colours and call.colour in (None, route.colour):
                calls[route.id] = RouteCall(call.colour, min(call.confidence, SAME_COLOUR_CAP))
    return calls
