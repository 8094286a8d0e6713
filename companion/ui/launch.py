"""Everything `companion play` runs beside the dashboard: the table service, its devices and its API."""

from __future__ import annotations

import os
from collections.abc import Iterator
from contextlib import ExitStack, contextmanager
from dataclasses import dataclass
from typing import Any

from companion.errors import CompanionError
from companion.paths import data_dir as default_data_dir
from companion.service import TableService
from companion.simulated_board import SimulatedBoard
from companion.store import Store


@dataclass(frozen=True)
class RunningTable:
    service: TableService
    table: Any  # hardware.table.Table
    api: Any  # companion.service.api.StateApi, or None
    board: Any = None  # companion.simulated_board.SimulatedBoard on the simulated table, else None


@contextmanager
def running_table(store: Store, *, profile: str | None, api: tuple[str, int] | None,
                  data_dir: str | os.PathLike[str] | None = None) -> Iterator[RunningTable]:
    """The service with the hardware table of ``profile`` attached and, unless ``api`` is None, the state
    API listening; all of it stopped again (store included) on the way out."""
    from hardware.profile import load_profile
    from hardware.table import open_table

    with ExitStack() as stack:
        stack.callback(store.close)
        service = TableService(store)
        chosen = load_profile(profile)
        # The simulated camera photographs a rendered board: the game's claims plus trains laid by hand.
        board = SimulatedBoard(service) if chosen.simulated else None
        table = open_table(chosen, on_event=service.on_device_event, data_dir=default_data_dir(data_dir),
                           render=board.frame if board is not None else None)
        stack.callback(table.close)
        service.attach_table(table)
        table.start()
        state_api = None
        if api is not None:
            state_api = _start_api(service, *api)
            stack.callback(state_api.stop)
        yield RunningTable(service, table, state_api, board)


def _start_api(service: TableService, host: str, port: int) -> Any:
    from companion.service.api import StateApi

    try:
        return StateApi(service, host, port).start()
    except OSError as error:
        raise CompanionError(f"The state API cannot listen on {host}:{port} ({error.strerror or error}); "
                             "choose another --api-port, or --no-api.") from None
