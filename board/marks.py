"""What a board draws besides the pieces: the marks of a move being built, of the last move, of a lesson."""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Marks:
    """Marks on a board, every place by its name (``e4``, ``12``, ``reserve:l``).

    ``selected`` is ringed; ``targets`` get a dot (``labels`` may write in it, e.g. the coin that takes
    the piece there) and ``captures``, the targets where the move takes a piece, a ring; ``last_move``
    is tinted; ``highlights`` tinted in another tone; each ``(from, to)`` of ``arrows`` is an arrow.
    """

    selected: str | None = None
    targets: tuple[str, ...] = ()
    captures: tuple[str, ...] = ()
    labels: tuple[tuple[str, str], ...] = ()
    last_move: tuple[str, ...] = ()
    highlights: tuple[str, ...] = ()
    arrows: tuple[tuple[str, str], ...] = ()


NO_MARKS = Marks()
