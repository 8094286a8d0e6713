"""One module per `companion` sub-command.

Each module defines ``NAME``, ``HELP``, ``add_arguments(parser)`` and ``run(args) -> int``. Keep heavy
imports inside ``run`` so that ``companion --help`` stays instant.
"""

COMMANDS: list[str] = [
    "companion.commands.detect",
]
