"""The simulated table: the real drivers on devices that are not there (see ``hardware.table``).

- ``VirtualScanner``: a scanner on a pseudo-terminal behind a symlink; ``scan(text)`` writes a code.
- ``SimulatedEncoders``: encoder dials on gpiozero mock pins; ``turn(dial, detents)`` drives the
  quadrature sequence. ``SimulatedAnalogDials`` + ``MockMCP3008``: AS5600 sensors on mock SPI.
- ``CallableSource``: a camera serving whatever a function draws (the board renderer).
- ``simulated_table(render)``: all of them from the ``simulated`` profile, ready for ``companion play``.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any

import numpy as np

from drivers.camera import CallableSource
from hardware.profile import load_profile
from hardware.simulated_dials import MockMCP3008, SimulatedAnalogDials, SimulatedEncoders
from hardware.table import Table, open_table
from hardware.virtual_scanner import VirtualScanner

__all__ = ["CallableSource", "MockMCP3008", "SimulatedAnalogDials", "SimulatedEncoders", "VirtualScanner",
           "simulated_table"]


def simulated_table(render: Callable[[], np.ndarray] | None = None, *, on_event: Callable[[Any], None] | None = None,
                    profile: str = "simulated") -> Table:
    return open_table(load_profile(profile), on_event=on_event, render=render)
