"""Precomputed tables of a rectangular board, for bitboards on Python integers.

Square ``sq = rank * width + file`` (a1 = 0).  A set of squares is an ``int`` with bit ``sq`` set.
Move generation looks up the moves of a piece by the occupancy of its rank and of its file, so the
slides of every piece cost two dictionary look-ups once a pattern has been seen.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

DIRECTIONS = ((1, 0), (-1, 0), (0, 1), (0, -1))


def iter_bits(bits: int) -> Iterator[int]:
    """Yield the square index of every set bit, lowest first."""
    while bits:
        low = bits & -bits
        yield low.bit_length() - 1
        bits ^= low


class Geometry:
    """Names, neighbours, lines and move tables of a ``width`` x ``height`` board."""

    def __init__(self, width: int, height: int):
        self.width, self.height = width, height
        self.size = width * height
        self.full = (1 << self.size) - 1
        self.names = tuple(chr(ord("a") + s % width) + str(s // width + 1) for s in range(self.size))
        self.index = {name: s for s, name in enumerate(self.names)}
        self.row_mask = (1 << width) - 1
        self.file_mask = sum(1 << (r * width) for r in range(height))

        def at(f: int, r: int) -> int | None:
            return r * width + f if 0 <= f < width and 0 <= r < height else None

        lines, nbrs, flanks = [], [], []
        for s in range(self.size):
            f, r = s % width, s // width
            two_steps = []
            for df, dr in DIRECTIONS:
                n1, n2 = at(f + df, r + dr), at(f + 2 * df, r + 2 * dr)
                if n1 is not None and n2 is not None:
                    two_steps.append((n1, 1 << n1, n2, 1 << n2))
            lines.append(tuple(two_steps))
            adj = [n for df, dr in DIRECTIONS if (n := at(f + df, r + dr)) is not None]
            nbrs.append(sum(1 << n for n in adj))
            pairs = []
            for df, dr in ((1, 0), (0, 1)):
                a, b = at(f + df, r + dr), at(f - df, r - dr)
                if a is not None and b is not None:
                    pairs.append((1 << a, 1 << b))
            flanks.append(tuple(pairs))
        corners: list[list[tuple[int, int, int]]] = [[] for _ in range(self.size)]
        for c in (at(0, 0), at(width - 1, 0), at(0, height - 1), at(width - 1, height - 1)):
            assert c is not None  # a corner is on the board
            a, b = iter_bits(nbrs[c])
            corners[a].append((c, 1 << c, 1 << b))
            corners[b].append((c, 1 << c, 1 << a))
        self.lines = tuple(lines)
        """For each square: (next square, its bit, the square beyond, its bit) in each direction."""
        self.neighbours = tuple(nbrs)
        """For each square: the bitboard of its orthogonal neighbours."""
        self.flanks = tuple(flanks)
        """For each square: the pairs of opposite neighbours (left/right, below/above)."""
        self.corners = tuple(tuple(c) for c in corners)
        """For each square beside a corner: (corner, corner bit, the corner's other neighbour's bit)."""

    def name(self, sq: int) -> str:
        """The square's name, like ``e4``."""
        return self.names[sq]


@cache
def geometry(width: int, height: int) -> Geometry:
    """The shared, immutable tables of a board of this size."""
    return Geometry(width, height)


Step = tuple[int, int]
"""A move (from, to) of one piece along its rank or its file."""


class SlideTables:
    """Moves of a piece along its rank and its file, memoised by the occupancy of that line.

    ``reach`` is how many squares a piece may travel: the board's length for rook moves
    (PET-03, LKO-02), 1 for one-square steps (LBE-04, LSC-03).  A pattern not seen yet costs two
    ``bit_length`` and two slices of the square's rays, built once.
    """

    def __init__(self, geo: Geometry, reach: int):
        self.geo, self.reach = geo, reach
        self.by_rank: tuple[dict[int, tuple[Step, ...]], ...] = tuple({} for _ in range(geo.size))
        self.by_file: tuple[dict[int, tuple[Step, ...]], ...] = tuple({} for _ in range(geo.size))
        w, h = geo.width, geo.height

        def ray(sq: int, df: int, dr: int) -> tuple[Step, ...]:
            f, r = sq % w, sq // w
            return tuple(
                (sq, (r + dr * k) * w + f + df * k)
                for k in range(1, reach + 1)
                if 0 <= f + df * k < w and 0 <= r + dr * k < h
            )

        self._rays = tuple((ray(sq, 1, 0), ray(sq, -1, 0), ray(sq, 0, 1), ray(sq, 0, -1)) for sq in range(geo.size))
        """For each square: the moves east, west, north and south, nearest first."""

    def rank_moves(self, sq: int, row_occupancy: int) -> tuple[Step, ...]:
        """Moves (from, to) of the piece on ``sq`` along its rank, east then west; fills the memo."""
        w = self.geo.width
        f = sq % w
        above = (row_occupancy | 1 << w) >> (f + 1)  # a stop beyond the last file
        east_free = (above & -above).bit_length() - 1
        west_free = f - (row_occupancy & ((1 << f) - 1)).bit_length()
        east, west, _north, _south = self._rays[sq]
        moves = self.by_rank[sq][row_occupancy] = east[:east_free] + west[:west_free]
        return moves

    def file_moves(self, sq: int, file_occupancy: int) -> tuple[Step, ...]:
        """Moves (from, to) of the piece on ``sq`` along its file, north then south; fills the memo.
        ``file_occupancy`` has a bit every ``width`` bits, one per rank."""
        w, h = self.geo.width, self.geo.height
        r = sq // w
        above = (file_occupancy | 1 << (h * w)) >> ((r + 1) * w)  # a stop beyond the last rank
        north_free = ((above & -above).bit_length() - 1) // w
        south_free = r - ((file_occupancy & ((1 << (r * w)) - 1)).bit_length() + w - 1) // w
        _east, _west, north, south = self._rays[sq]
        moves = self.by_file[sq][file_occupancy] = north[:north_free] + south[:south_free]
        return moves


@cache
def slide_tables(width: int, height: int, reach: int) -> SlideTables:
    """The shared move memo for a board size and reach."""
    return SlideTables(geometry(width, height), reach)
