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
    """(``over``, ``onto``), each of shape ``(4, words, size)``: for a jump from square ``sq`` in direction ``d``,
    ``over[d, :, sq]`` is the square jumped and ``onto[d, :, sq]`` the landing, both empty off the board."""
    over, onto = [], []
    for d in DIRECTIONS:
        one = layout.shift(layout.bit, d)
        two = layout.shift(one, d)
        landing = layout.any(two)
        over.append(np.where(landing, one, np.uint64(0)))
        onto.append(two)
    return np.stack(over), np.stack(onto)


def chains(layout: Layout, free: Bits, occupied: Bits) -> Chains:
    """Every chain of jumps of the ``free`` pieces (shape ``(words, games)``) over ``occupied`` squares."""
    empty = layout.full & ~occupied
    games = free.shape[1]
    first = np.concatenate([layout.shift(layout.shift(free, d) & occupied, d) & empty for d in DIRECTIONS], axis=1)
    column, land = squares_of(first, layout)
    direction, game = np.divmod(column, games)
    two_steps = 2 * np.array(layout.delta, dtype=np.int64)
    start = land - two_steps[direction]
    found = [(game, start, land, np.full(len(game), -1, dtype=np.int64))]
    over, onto = jump_tables(layout)
    visited = occupied[:, game] | layout.squares(land)
    board = occupied[:, game] ^ layout.squares(start)  # the jumping piece has left its square
    offset = 0
    while len(game):
        rows = np.arange(offset, offset + len(game))
        offset += len(game)
        landing = np.take(onto, land, axis=2)
        can = layout.any(np.take(over, land, axis=2) & board) & ~layout.any(landing & visited)
        direction, which = np.divmod(np.flatnonzero(can), len(game))
        if not len(which):
            break
        landed = landing[direction, :, which].T
        game, start, land = game[which], start[which], land[which] + two_steps[direction]
        visited, board = visited[:, which] | landed, board[:, which]
        found.append((game, start, land, rows[which]))
    return Chains(*(np.concatenate([level[i] for level in found]) for i in range(4)))
