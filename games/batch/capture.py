"""The custodian capture of ``games.custodian.engine._captures``, and the enclosures and locks around it, on the
bitboards of many games at once (``games.batch.board``).

Every function takes the mover's pieces as ``own`` and the opponent's as ``opp``; the clause each rule implements
is named where it is applied.
"""

from __future__ import annotations

import numpy as np

from games.batch.board import DIRECTIONS, EAST, NORTH, OPPOSITE, SOUTH, WEST, Bits, Ints, Layout, Mask
from games.custodian.geometry import geometry
from games.custodian.rules import RuleSet


class Capture:
    """The capture rules of one ``RuleSet`` on its board's ``Layout``."""

    def __init__(self, rules: RuleSet, layout: Layout):
        self.layout = layout
        self.immune_dux = rules.has_dux and not rules.dux_capturable
        geo = geometry(rules.width, rules.height)
        corners = sorted({c for near in geo.corners for c, _cb, _ob in near})
        self.corner_jaw = rules.corner_jaw
        self.corners = layout.column([1 << c for c in corners])
        # LKO-06: for each square beside a corner, the corner's bit and the corner's other neighbour's bit
        self.corner_capture = rules.corner_capture
        corner_of, other_of = [0] * layout.size, [0] * layout.size
        for sq, near in enumerate(geo.corners):
            for _c, cb, ob in near:
                corner_of[sq], other_of[sq] = corner_of[sq] | cb, other_of[sq] | ob
        self._corner_of = layout.from_ints(corner_of)
        self._other_of = layout.from_ints(other_of)

    def capturable(self, opp: Bits, dux: Bits) -> Bits:
        """The opponent's pieces that can be taken (LKO-04: never the dux, where it is immune)."""
        return opp & ~dux if self.immune_dux else opp

    def _jaws(self, own_after: Bits, opp: Bits) -> Bits:
        """The squares that close the pincers: the mover's pieces (PET-04), and LBE-V1 the empty corners."""
        if not self.corner_jaw:
            return own_after
        return own_after | (self.corners & ~(own_after | opp))

    def taken(self, to_bits: Bits, to_square: Ints, own_after: Bits, opp: Bits, capturable: Bits) -> Bits:
        """The pieces of ``capturable`` (part of ``opp``) taken by the piece that arrived on ``to_bits`` (square
        ``to_square``), with ``own_after`` the mover's pieces after the move.

        PET-04: an enemy piece next to the arrival with a jaw right behind it, on a rank or a file (PET-06: never
        diagonally); PET-05: in every direction at once; LKO-06: a soldier in a corner between the arrival and
        the mover's piece on the corner's other side; LBE-V1: an empty corner is a jaw.
        """
        layout = self.layout
        jaws = self._jaws(own_after, opp)
        taken = np.zeros_like(to_bits)
        for d in DIRECTIONS:
            taken |= layout.shift(to_bits, d) & capturable & layout.shift(jaws, OPPOSITE[d])
        if self.corner_capture:
            corner = np.take(self._corner_of, to_square, axis=1) & capturable
            closed = layout.any(own_after & np.take(self._other_of, to_square, axis=1))
            taken |= np.where(closed, corner, np.uint64(0))
        return taken

    def capturing_steps(self, own: Bits, opp: Bits, capturable: Bits) -> Bits:
        """The squares where a piece arriving by one step takes one of ``capturable`` (LSC-06's test for steps:
        the square it leaves is next to the arrival, so it is never the jaw).  Without LKO-06's corners."""
        assert not self.corner_capture, "no rule set has both LSC-06 and LKO-06"
        layout = self.layout
        jaws = self._jaws(own, opp)
        found = np.zeros_like(own)
        for d in DIRECTIONS:
            back = OPPOSITE[d]
            found |= layout.shift(capturable & layout.shift(jaws, back), back)
        return found

    def sandwiched(self, pieces: Bits) -> Bits:
        """Squares with one of ``pieces`` on both sides along a rank or a file."""
        shift = self.layout.shift
        return (shift(pieces, EAST) & shift(pieces, WEST)) | (shift(pieces, NORTH) & shift(pieces, SOUTH))

    def still_enclosed(self, own: Bits, opp: Bits, blocked: Bits) -> Bits:
        """LSC-V1 (d): the ``blocked`` pieces still between two free enemy pieces along a rank or a file; the others
        (an encloser blocked, or the enclosure broken) are free (``CustodianGame.still_enclosed``)."""
        free = ~blocked
        return blocked & ((own & self.sandwiched(opp & free)) | (opp & self.sandwiched(own & free)))

    def locked(self, dux: Bits, occupied: Bits, enemy: Bits) -> Mask:
        """LKO-05, per game: every neighbour of the dux ``dux`` (one square or none) is taken or off the board,
        and one of them is an enemy."""
        layout = self.layout
        near = layout.neighbours(dux)
        return layout.any(dux) & ~layout.any(near & ~occupied) & layout.any(near & enemy)
