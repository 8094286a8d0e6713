"""Errors of the drivers: one sentence a player understands (printed as-is by the CLI, exit status 2)."""

from companion.errors import CompanionError


class DriverError(CompanionError):
    """A device cannot be opened or configured as asked."""
