"""The one error the rules raise: a sentence the players understand."""


class RuleError(Exception):
    """A move the rules refuse. ``sentence`` is shown to the table as it is."""

    def __init__(self, sentence: str) -> None:
        super().__init__(sentence)
        self.sentence = sentence
