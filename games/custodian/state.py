"""What a grid game's position and moves are, shared by the engine, its notation and its explanations.

A position is a ``GridState`` of bitboards.  A move is the tuple of squares it touches in order:
``(from, to)`` for a slide, a step or a jump, ``(from, land1, land2, ...)`` for a chain of jumps,
``(square,)`` for a placement, and ``(square, square)`` for the removal of a blocked enemy piece
(LSC-V1).  ``GridEngine`` is what the notation (``notation.py``) and the explanations (``explain.py``) read
of the engine (``engine.CustodianGame``), so that they need not import it.
"""

from __future__ import annotations

from typing import NamedTuple, Protocol

from games.core import Outcome
from games.custodian.geometry import Geometry
from games.custodian.rules import RuleSet

GridMove = tuple[int, ...]
"""The squares a move touches, in order: ``(from, to)``, ``(from, land1, land2, ...)``, ``(square,)`` placed, or
``(square, square)``: the blocked enemy piece there removed (LSC-V1)."""


def is_removal(move: GridMove) -> bool:
    """True for the removal of a blocked enemy piece in place of a move (LSC-V1): ``(square, square)``."""
    return len(move) == 2 and move[0] == move[1]


class GridState(NamedTuple):
    """A position: both armies, the duxes, whose turn, the quiet count and the pieces in hand."""

    light: int
    """Bitboard of light's pieces, its dux included."""
    dark: int
    """Bitboard of dark's pieces, its dux included."""
    dux: int
    """Bitboard of the squares holding a dux (of either side)."""
    side: int
    """LIGHT or DARK: who acts next."""
    quiet: int
    """Half-moves since the last capture, or since movement began."""
    hand: tuple[int, bool, int, bool, int] | None
    """During placement: (light soldiers, light dux in hand, dark soldiers, dark dux, placements left
    this turn); None once every piece is on the board."""
    captor: int | None = None
    """LBE-V2: the square of the piece that captured and makes the extra move; None otherwise."""
    blocked: int = 0
    """LSC-V1: bitboard of the pieces (of either side, still in ``light`` and ``dark``) that a move enclosed:
    they cannot move, and the enemy may remove them; each stands between two enemy pieces."""


class GridEngine(Protocol):
    """The engine of one rule set as its notation and its explanations read it."""

    name: str
    rules: RuleSet
    geo: Geometry

    def legal_moves(self, state: GridState) -> list[GridMove]:
        """Every legal move of the side to move."""
        ...

    def outcome(self, state: GridState) -> Outcome | None:
        """How the game ended, or None while it goes on."""
        ...

    def still_enclosed(self, light: int, dark: int, blocked: int) -> int:
        """LSC-V1: the ``blocked`` pieces that still stand between two enemy pieces."""
        ...

    def per_turn(self, soldiers: int, dux_in_hand: bool) -> int:
        """LBE-02, LSC-02: how many pieces a side places in a turn."""
        ...
