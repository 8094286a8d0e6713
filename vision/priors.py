"""How common each player's trains are in this photo: the prior odds of a route's call, from the photo.

Early in a game most spaces are bare; late in a game most hold a train, and a colour that is nowhere
on the board is not in play at all. The occupancy model is fitted with both classes weighted alike (it
says how much the evidence favours a train, not how often trains occur), so the photo supplies the
rest: an expectation–maximisation over its spaces estimates, per colour, the share of spaces that
colour's trains cover. A colour's share is learnt only from spaces printed in another colour, where
its trains cannot be mistaken for print: a board whose black and yellow routes are bare gets no black
or yellow trains from their own print, and a player seen nowhere else is taken as not in play.
"""

from __future__ import annotations

import numpy as np

from vision.classify import SlotEvidence

ITERATIONS = 25
MAX_LOGIT = 8.0  # no single space is surer than this (one bad space must not carry a route)
FLOOR = 0.005  # the least share a colour keeps (its first train may lie on its own print)


def colour_likelihoods(evidence: SlotEvidence) -> np.ndarray:
    """(n, 1 + k): per space, the evidence for (bare, colour 1, …, colour k) relative to bare.

    The occupancy odds are spread over the colours by the colour evidence; its normalised shares are
    multiplied by k so that a space whose colour says nothing keeps the occupancy odds for each colour.
    """
    like = evidence.colour_loglik
    share = np.exp(like - like.max(axis=1, keepdims=True))
    share /= share.sum(axis=1, keepdims=True)
    odds = np.exp(np.clip(evidence.occupied_logit, -MAX_LOGIT, MAX_LOGIT))
    return np.concatenate([np.ones((len(like), 1)), odds[:, None] * share * like.shape[1]], axis=1)


def colour_priors(evidence: SlotEvidence, printed: list[str], colours: tuple[str, ...], *,
                  print_known: bool = False) -> np.ndarray:
    """(1 + k,) prior probabilities that a space is bare or holds each colour's train, in this photo.

    ``print_known``: an empty-board reference tells trains from their own print, so every space
    teaches every colour's share."""
    likelihood = colour_likelihoods(evidence)
    weight = evidence.seen
    elsewhere = np.array([[print_known or p != c for c in colours] for p in printed])  # may teach colour c
    k = len(colours)
    prior = np.full(k + 1, 1.0 / (k + 1))
    for _ in range(ITERATIONS):
        posterior = likelihood * prior
        posterior /= posterior.sum(axis=1, keepdims=True)
        shares = np.array([np.average(posterior[elsewhere[:, j], j + 1], weights=weight[elsewhere[:, j]] + 1e-9)
                           for j in range(k)])
        shares = np.maximum(shares, FLOOR)
        prior = np.concatenate([[max(1.0 - shares.sum(), FLOOR)], shares])
        prior /= prior.sum()
    return prior
