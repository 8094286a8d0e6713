"""Where the shared facts, recorded games and board photos live (never committed into this repo).

Tests and benchmarks read ``../shared`` beside the checkout (or ``$RTC_SHARED``). When it is absent
they skip with a clear message, except under CI (``CI=true``), where it is always there and a
missing folder fails the run.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

REPO = Path(__file__).resolve().parents[1]


def shared_root() -> Path | None:
    candidates = [os.environ.get("RTC_SHARED"), REPO.parent / "shared"]
    for candidate in candidates:
        if candidate and Path(candidate).is_dir():
            return Path(candidate)
    return None


def require_shared(*parts: str) -> Path:
    """The path ``../shared/<parts>``; skips the test when absent (fails under CI)."""
    root = shared_root()
    path = root.joinpath(*parts) if root else None
    if path is None or not path.exists():
        where = "/".join(("shared",) + parts)
        message = f"{where} is not beside this checkout (set RTC_SHARED to its folder)"
        if os.environ.get("CI", "").lower() in ("1", "true", "yes"):
            pytest.fail(f"{message}; under CI it must be present.")
        pytest.skip(message)
    return path
