"""The `companion` command. Bad input anywhere: exit status 2 and one sentence on stderr."""

from __future__ import annotations

import argparse
import importlib
import json
import sys
from collections.abc import Sequence

from companion.commands import COMMANDS
from companion.errors import CompanionError
from rules.core.errors import RuleError


class _Parser(argparse.ArgumentParser):
    """argparse, but a usage mistake is one sentence and exit status 2, like every other bad input."""

    def error(self, message: str) -> None:  # type: ignore[override]
        sentence = message[0].upper() + message[1:]
        if not sentence.endswith("."):
            sentence += "."
        raise CompanionError(f"{sentence} See '{self.prog} --help'.")


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="companion",
        description="Rail Table Companion: runs the bank, the rules and the scoreboard beside a rail board game.",
    )
    data_help = "where games are stored (default: the user data directory, or $RTC_DATA_DIR)"
    parser.add_argument("--data-dir", help=data_help)
    # Also accepted after the sub-command; SUPPRESS keeps a value given before it.
    common = _Parser(add_help=False)
    common.add_argument("--data-dir", default=argparse.SUPPRESS, help=data_help)
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for module_name in COMMANDS:
        module = importlib.import_module(module_name)
        command = sub.add_parser(module.NAME, help=module.HELP, description=module.HELP, parents=[common])
        module.add_arguments(command)
        command.set_defaults(_run=module.run)
    return parser


def main(argv: Sequence[str] | None = None) -> int:
    try:
        parser = build_parser()
        args = parser.parse_args(argv)
        if not hasattr(args, "_run"):
            parser.print_help()
            return 0
        return int(args._run(args) or 0)
    except (CompanionError, RuleError) as error:
        print(error.sentence, file=sys.stderr)
        return 2
    except json.JSONDecodeError as error:
        print(f"That file is not valid JSON (line {error.lineno}, column {error.colno}).", file=sys.stderr)
        return 2
    except FileNotFoundError as error:
        print(f"There is no file {error.filename}.", file=sys.stderr)
        return 2
    except IsADirectoryError as error:
        print(f"{error.filename} is a folder, not a file.", file=sys.stderr)
        return 2
    except PermissionError as error:
        print(f"Permission denied for {error.filename}.", file=sys.stderr)
        return 2
    except BrokenPipeError:
        # The reader went away (e.g. `companion games | head`): stop quietly, as Unix tools do.
        import os

        os.dup2(os.open(os.devnull, os.O_WRONLY), sys.stdout.fileno())
        return 1
    except KeyboardInterrupt:
        return 130


if __name__ == "__main__":
    sys.exit(main())
