"""Benchmarks: each module prints its figures. `python -m bench` runs them all; `python -m bench.NAME` one."""

BENCHMARKS: list[str] = [
    "chicago_express",
    "g1846",
    "ttr_scoring",
    "vision",
    "ui",
]
