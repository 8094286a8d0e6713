"""Pure, deterministic game engines: one sub-package per game on a small shared core."""
