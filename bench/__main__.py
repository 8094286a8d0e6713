import importlib
import sys

from bench import BENCHMARKS

selected = sys.argv[1:] or BENCHMARKS
for name in selected:
    print(f"== bench.{name}", flush=True)
    importlib.import_module(f"bench.{name}").main([])
