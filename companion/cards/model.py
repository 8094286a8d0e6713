"""A physical card the companion cares about: what it is, and what its sticker says."""

from __future__ import annotations

from dataclasses import dataclass, field

from companion.cards.codes import encode


@dataclass(frozen=True)
class Card:
    """Identity is (game, kind, subject, number); the rest is what the label and the session show.

    - 1846 ``share``: subject = corporation symbol; number 0 = the president's certificate, 1..8 the 10% ones.
    - 1846 ``private`` / ``minor``: subject = its symbol; number None.
    - 1846 ``train``: subject = the train group ("2", "4", "5", "6"); number = which card of the group.
    - Chicago Express ``share``: subject = company symbol; number = 1..shares of that company.
    - Ticket to Ride ``ticket``: subject = the ticket id of the package data (``usa:ticket:denver-el_paso``).
    """

    game: str
    kind: str
    subject: str
    number: int | None = None
    title: str = field(default="", compare=False)  # first caption line on the sticker
    note: str = field(default="", compare=False)  # second caption line
    percent: int | None = field(default=None, compare=False)  # 1846 shares
    points: int | None = field(default=None, compare=False)  # tickets
    long: bool = field(default=False, compare=False)  # Ticket to Ride: Europe long (blue-back) tickets

    @property
    def president(self) -> bool:
        return self.game == "1846" and self.kind == "share" and self.number == 0

    @property
    def parts(self) -> tuple[str, ...]:
        """The fields of the code after game and kind."""
        if self.kind == "ticket":
            return (self.subject.split(":ticket:", 1)[1],)
        if self.number is None:
            return (self.subject,)
        return (self.subject, "P" if self.president else str(self.number))

    @property
    def code(self) -> str:
        return encode(self.game, self.kind, self.parts)
