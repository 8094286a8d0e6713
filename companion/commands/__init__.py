"""One module per `companion` sub-command.

Each module defines ``NAME``, ``HELP``, ``add_arguments(parser)`` and ``run(args) -> int``. Keep heavy
imports inside ``run`` so that ``companion --help`` stays instant.
"""

COMMANDS: list[str] = [
    "companion.commands.new",
    "companion.commands.games",
    "companion.commands.export",
    "companion.commands.import_",
    "companion.commands.replay",
    "companion.commands.labels",
    "companion.commands.doctor",
    "companion.commands.calibrate",
    "companion.commands.replay_18xx",
    "companion.commands.score",
    "companion.commands.detect",
    "companion.commands.play",
    "companion.commands.view",
    "companion.commands.serve",
]
