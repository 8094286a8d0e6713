"""Sorting a photo's calls against the known claims."""

from vision.changes import compare_claims
from vision.decide import RouteCall


def test_new_conflicting_and_doubtful_calls_are_told_apart():
    known = {"a": None, "b": "red", "c": None, "d": "blue"}
    seen = {"a": RouteCall("green", 0.95), "b": RouteCall(None, 0.9), "c": RouteCall("black", 0.4),
            "d": RouteCall("blue", 0.99)}
    changes = compare_claims(known, seen)
    assert [(c.route_id, c.kind) for c in changes] == [("a", "new"), ("b", "conflict"), ("c", "doubtful")]
    assert changes[1].known == "red" and changes[1].seen is None
