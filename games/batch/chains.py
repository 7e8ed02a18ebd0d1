"""LSC-03, LSC-04: chains of jumps of many games at once, one row per chain, level by level.

The engine (``CustodianGame._add_chains``) lists every chain as a move of its own, every prefix of a chain
included; so does this module: a row is one chain (its game, the square it starts from, the square it has
reached, the squares it has visited) and the rows of one level are the chains one jump longer than their
parents.  A chain never lands on a square it has visited (its start included) nor on an occupied square, and it
jumps any piece (own or enemy) but never the square it started from, which its piece has left.
"""

from __future__ import annotations

from dataclasses import dataclass

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


def chains(layout: Layout, free: Bits, occupied: Bits) -> Chains:
    """Every chain of jumps of the ``free`` pieces (shape ``(words, games)``) over ``occupied`` squares."""
    empty = layout.full & ~occupied
    games = free.shape[1]
    first = np.concatenate([layout.shift(layout.shift(free, d) & occupied, d) & empty for d in DIRECTIONS], axis=1)
    column, land = squares_of(first, layout)
    direction, game = np.divmod(column, games)
    start = land - 2 * np.array(layout.delta, dtype=np.int64)[direction]
    found = [(game, start, land, np.full(len(game), -1, dtype=np.int64))]
    land_bits = layout.squares(land)
    visited = occupied[:, game] | land_bits
    board = occupied[:, game] ^ layout.squares(start)  # the jumping piece has left its square
    offset = 0
    two_steps = 2 * np.array(layout.delta, dtype=np.int64)
    while len(game):
        rows = np.arange(offset, offset + len(game))
        offset += len(game)
        onto = np.stack([layout.shift(layout.shift(land_bits, d) & board, d) for d in DIRECTIONS]) & ~visited
        direction, which = np.divmod(np.flatnonzero(layout.any(onto)), len(game))
        if not len(which):
            break
        landed = onto[direction, :, which].T
        game, start, land = game[which], start[which], land[which] + two_steps[direction]
        visited, board, land_bits = visited[:, which] | landed, board[:, which], landed
        found.append((game, start, land, rows[which]))
    return Chains(*(np.concatenate([level[i] for level in found]) for i in range(4)))
