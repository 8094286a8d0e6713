"""Errors of the application (not of the rules): bad files, bad command lines, broken stores."""


class CompanionError(Exception):
    """Something the user must fix; ``sentence`` is printed as it is (exit status 2 on the CLI)."""

    def __init__(self, sentence: str) -> None:
        super().__init__(sentence)
        self.sentence = sentence
