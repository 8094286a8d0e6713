"""The table service: the one process that owns the session and the devices.

Screens are its clients: the dashboard on the table screen (same process) and read-only viewers in
browsers (separate processes started by textual-serve, reading state through the local API).
"""

from companion.service.table import Proposal, TableService, TableState

__all__ = ["Proposal", "TableService", "TableState"]
