"""LSC-03, LSC-04: chains of jumps of many games at once, one row per chain, level by level.

The engine (``CustodianGame._add_chains``) lists every chain as a move of its own, every prefix of a chain
included; so does this module: a row is one chain (its game, the square it starts from, the square it has
reached, the squares it has visited) and the rows of one level are the chains one jump longer than their
parents.  A chain never lands on a square it has visited (its start included) nor on an occupied square, and it
jumps any piece (own or enemy) but never the square it started from, which its piece has left.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import cache

import numpy as np

from games.batch.board import DIRECTIONS, Bits, Ints, Layout, squares_of


@dataclass
class Chains:
    """Every chain of jumps of every game, level by level concatenated: row ``i`` is a chain of game ``game[i]``
    from ``start[i]`` to ``land[i]``, one jump longer than row ``parent[i]`` (-1: its first jump)."""

    game: Ints
    start: Ints
    land: Ints
    parent: Ints

    def path(self, row: int) -> tuple[int, ...]:
        """The move of row ``row`` as the engine writes it: (start, first landing, ..., last landing)."""
        landings = []
        while row >= 0:
            landings.append(int(self.land[row]))
            start, row = int(self.start[row]), int(self.parent[row])
        return (start, *reversed(landings))


@cache
def jump_tables(layout: Layout) -> tuple[Bits, Bits]:
    """(``over``, ``onto``), each of shape ``(4, size)``: for a jump from square ``sq`` in direction ``d``,
    ``over[d, sq]`` is the square jumped and ``onto[d, sq]`` the landing, both empty off the board."""
    over, onto = [], []
    for d in DIRECTIONS:
        one = layout.shift(layout.bit, d)[0]
        two = layout.shift(layout.shift(layout.bit, d), d)[0]
        over.append(np.where(two != 0, one, np.uint64(0)))
        onto.append(two)
    return np.stack(over), np.stack(onto)


def chains(layout: Layout, free: Bits, occupied: Bits) -> Chains:
    """Every chain of jumps of the ``free`` pieces (shape ``(1, games)``: Schädler's 8 x 8 board is one word) over
    ``occupied`` squares.  (``np.take`` gathers: numpy's fancy indexing is slower at it.)"""
    assert layout.words == 1, "chains of jumps are played on an 8 x 8 board only"
    empty = layout.full & ~occupied
    games = free.shape[1]
    first = np.concatenate([layout.shift(layout.shift(free, d) & occupied, d) & empty for d in DIRECTIONS], axis=1)
    column, land = squares_of(first, layout)
    direction, game = np.divmod(column, games)
    two_steps = 2 * np.array(layout.delta, dtype=np.int64)
    start = land - np.take(two_steps, direction)
    found = [(game, start, land, np.full(len(game), -1, dtype=np.int64))]
    over, onto = jump_tables(layout)
    bit, occupied_ = layout.bit[0], np.take(occupied[0], game)
    visited = occupied_ | np.take(bit, land)
    board = occupied_ ^ np.take(bit, start)  # the jumping piece has left its square
    offset = 0
    while len(game):
        rows = np.arange(offset, offset + len(game))
        offset += len(game)
        landing = np.take(onto, land, axis=1)  # (direction, row)
        can = (np.take(over, land, axis=1) & board != 0) & (landing & visited == 0)
        direction, which = np.divmod(np.flatnonzero(can), len(game))
        if not len(which):
            break
        game, start = np.take(game, which), np.take(start, which)
        land = np.take(land, which) + np.take(two_steps, direction)
        visited = np.take(visited, which) | landing[direction, which]
        board = np.take(board, which)
        found.append((game, start, land, np.take(rows, which)))
    return Chains(*(np.concatenate([level[i] for level in found]) for i in range(4)))
