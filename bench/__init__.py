"""Benchmarks: each module prints its figures. `python -m bench` runs them all; `python -m bench.NAME` one."""

BENCHMARKS: list[str] = [
    "chicago_express",
    "ui",
]
