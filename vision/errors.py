"""The one error class of `vision`: a photo it will not read, with a sentence a player understands."""

from __future__ import annotations

NO_BOARD = "No board found in the photo: the whole board, with its scoring track, must be in view."
TOO_DARK = "The photo is too dark to read the board: add light or open the camera's exposure."
TOO_BLURRED = "The photo is too blurred to read the board: hold the camera still and let it focus."


class VisionError(Exception):
    """A refusal; ``sentence`` is printed as it is."""

    def __init__(self, sentence: str) -> None:
        super().__init__(sentence)
        self.sentence = sentence
