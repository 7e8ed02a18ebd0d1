"""Bitboards of many games at once: numpy arrays of uint64 words, one column per game.

A set of squares of ``n`` games is an array of shape ``(words, n)``.  Square ``sq = rank * width + file``
(a1 = 0, as in ``games.custodian.geometry``) is bit ``sq % word_bits`` of word ``sq // word_bits``; each word
holds whole ranks (8 ranks of 8 squares in one word, or Kowalski's 8 ranks of 12 in two words of 4 ranks),
so that a step along a rank never crosses a word and a step along a file carries one rank between words.
Bitwise ``&``, ``|``, ``^`` and ``~`` work word by word as they are; this module gives what does not: the four
shifts, counting, single squares as bitboards, and finding the k-th square of a set.
"""

from __future__ import annotations

from functools import cache

import numpy as np
from numpy.typing import NDArray

Bits = NDArray[np.uint64]
"""Bitboards of shape ``(words, games)`` (or ``(slots, words, games)``)."""
Ints = NDArray[np.int64]
"""One whole number per game, shape ``(games,)``."""
Mask = NDArray[np.bool_]
"""One yes or no per game, shape ``(games,)``."""

NORTH, SOUTH, EAST, WEST = range(4)
DIRECTIONS = (NORTH, SOUTH, EAST, WEST)
"""Directions, in the engine's order (``geometry.DIRECTIONS``: file + 1, file - 1, rank + 1, rank - 1 are its
``(1, 0), (-1, 0), (0, 1), (0, -1)``; here north is rank + 1, east is file + 1)."""
OPPOSITE = (SOUTH, NORTH, WEST, EAST)

_BYTE_SELECT = np.array(
    [
        [[k for k in range(8) if value >> k & 1][i] if i < value.bit_count() else 0 for i in range(8)]
        for value in range(256)
    ],
    dtype=np.int64,
)
"""``_BYTE_SELECT[byte, i]``: the position of the i-th set bit of ``byte`` (lowest first)."""


class Layout:
    """How a ``width`` x ``height`` board lies in uint64 words, with its masks and per-square tables."""

    def __init__(self, width: int, height: int):
        ranks_per_word = 64 // width
        self.words = -(-height // ranks_per_word)
        ranks = height // self.words
        assert ranks * self.words == height, "every word holds the same number of ranks"
        self.width, self.height, self.size = width, height, width * height
        self.word_bits = ranks * width
        """Squares per word."""
        self.delta = (width, -width, 1, -1)
        """Square index change of one step north, south, east, west."""
        word_full = (1 << self.word_bits) - 1
        file_a = sum(1 << (r * width) for r in range(ranks))
        self._word_full = np.uint64(word_full)
        self._carry = self.word_bits - width  # the top rank of a word is the bottom rank of the next
        self._bottom_rank = np.uint64((1 << width) - 1)
        self._not_first_file = np.uint64(word_full & ~file_a)
        self._not_last_file = np.uint64(word_full & ~(file_a << (width - 1)))
        full_board = (1 << self.size) - 1
        self.full = self.column([full_board])
        """Every square, shape ``(words, 1)``: it broadcasts against any number of games."""
        self.bit = np.zeros((self.words, self.size), dtype=np.uint64)
        """``bit[:, sq]``: the bitboard of square ``sq`` alone."""
        for sq in range(self.size):
            self.bit[sq // self.word_bits, sq] = np.uint64(1 << (sq % self.word_bits))
        self.rays = np.stack([self.from_ints([self._ray(sq, d) for sq in range(self.size)]) for d in DIRECTIONS])
        """``rays[d, :, sq]``: the squares beyond ``sq`` in direction ``d`` to the edge of the board."""
        first_file = sum(1 << (r * width) for r in range(height))
        edges = (0, 0, first_file, first_file << (width - 1))
        self._entering = tuple(self.column([full_board & ~edge]) for edge in edges)
        """For each direction, the squares a step in it may enter without wrapping round the board's edge."""
        self._longest = (height - 1, height - 1, width - 1, width - 1)

    def _ray(self, sq: int, direction: int) -> int:
        f, r = sq % self.width, sq // self.width
        df, dr = ((0, 1), (0, -1), (1, 0), (-1, 0))[direction]
        ray = 0
        while 0 <= (f := f + df) < self.width and 0 <= (r := r + dr) < self.height:
            ray |= 1 << (r * self.width + f)
        return ray

    def column(self, squares: list[int]) -> Bits:
        """The bitboard, shape ``(words, 1)``, of the union of Python-integer bitboards ``squares``."""
        whole = 0
        for bits in squares:
            whole |= bits
        mask = (1 << self.word_bits) - 1
        return np.array([[(whole >> (i * self.word_bits)) & mask] for i in range(self.words)], dtype=np.uint64)

    def to_int(self, bits: Bits, game: int) -> int:
        """Game ``game``'s bitboard as one Python integer (a1 = bit 0), as ``GridState`` holds it."""
        return sum(int(bits[i, game]) << (i * self.word_bits) for i in range(self.words))

    def from_ints(self, values: list[int]) -> Bits:
        """Python-integer bitboards, one per game, as an array ``(words, games)``."""
        mask = (1 << self.word_bits) - 1
        return np.array(
            [[(v >> (i * self.word_bits)) & mask for v in values] for i in range(self.words)], dtype=np.uint64
        ).reshape(self.words, len(values))

    def shift(self, bits: Bits, direction: int) -> Bits:
        """Every square of ``bits`` moved one step in ``direction``; squares that would leave the board go."""
        if direction == EAST:
            return (bits & self._not_last_file) << np.uint64(1)
        if direction == WEST:
            return (bits & self._not_first_file) >> np.uint64(1)
        one_rank = np.uint64(self.width)
        if direction == NORTH:
            moved = (bits << one_rank) & self._word_full
            if self.words > 1:
                moved[..., 1:, :] |= bits[..., :-1, :] >> np.uint64(self._carry)
            return moved
        moved = bits >> one_rank
        if self.words > 1:
            moved[..., :-1, :] |= (bits[..., 1:, :] & self._bottom_rank) << np.uint64(self._carry)
        return moved

    def _shift_by(self, bits: Bits, direction: int, steps: int) -> Bits:
        """``bits`` moved ``steps`` squares in ``direction`` as a bit shift: squares leaving the board by the top
        or the bottom go, those leaving it by a side come in at the other side (``fill`` masks them)."""
        if direction in (EAST, WEST):
            if direction == EAST:
                return (bits << np.uint64(steps)) & self._word_full
            return bits >> np.uint64(steps)
        if self.words == 1:
            if steps * self.width >= self.word_bits:
                return np.zeros_like(bits)
            if direction == NORTH:
                return (bits << np.uint64(steps * self.width)) & self._word_full
            return bits >> np.uint64(steps * self.width)
        word_steps, bit_steps = divmod(steps * self.width, self.word_bits)
        moved = np.zeros_like(bits)
        if word_steps >= self.words:
            return moved
        up, down = np.uint64(bit_steps), np.uint64(self.word_bits - bit_steps)
        if direction == NORTH:
            target, source = moved[..., word_steps:, :], bits[..., : self.words - word_steps, :]
            target |= (source << up) & self._word_full
            if bit_steps and word_steps + 1 < self.words:
                moved[..., word_steps + 1 :, :] |= bits[..., : self.words - word_steps - 1, :] >> down
        else:
            target, source = moved[..., : self.words - word_steps, :], bits[..., word_steps:, :]
            target |= source >> up
            if bit_steps and word_steps + 1 < self.words:
                moved[..., : self.words - word_steps - 1, :] |= (
                    bits[..., word_steps + 1 :, :] << down
                ) & self._word_full
        return moved

    def fill(self, start: Bits, through: Bits, direction: int) -> Bits:
        """``start`` and every square reached from it going ``direction`` over squares of ``through`` only
        (an occluded fill, in doubling steps: Kogge and Stone's parallel prefix)."""
        through = through & self._entering[direction]
        steps = 1
        while steps <= self._longest[direction]:
            start = start | (through & self._shift_by(start, direction, steps))
            steps *= 2
            if steps <= self._longest[direction]:
                through = through & self._shift_by(through, direction, steps // 2)
        return start

    def nearest(self, bits: Bits, directions: Ints, squares: Ints) -> Ints:
        """Per game g: the square of ``bits`` nearest to ``squares[g]`` going ``directions[g]`` (there must be one)."""
        along = self.rays[directions, :, squares].T & bits
        upward = (directions == NORTH) | (directions == EAST)  # the squares beyond lie higher
        return np.where(upward, self.lowest(along), self.highest(along))

    def lowest(self, bits: Bits) -> Ints:
        """Per game: the lowest square of ``bits`` (which must not be empty)."""
        low = bits & (~bits + np.uint64(1))
        below = np.bitwise_count(low - np.uint64(1)).astype(np.int64)  # the zeros below it, in each word
        return self._in_word(below, (bits != 0).argmax(axis=0))

    def highest(self, bits: Bits) -> Ints:
        """Per game: the highest square of ``bits`` (which must not be empty)."""
        smeared = bits
        for width in (1, 2, 4, 8, 16, 32):
            smeared = smeared | (smeared >> np.uint64(width))
        top = np.bitwise_count(smeared).astype(np.int64) - 1  # in each word
        return self._in_word(top, self.words - 1 - (bits[::-1] != 0).argmax(axis=0))

    def _in_word(self, position: Ints, word: Ints) -> Ints:
        """The squares at ``position[word[g], g]`` within word ``word[g]`` of each game g."""
        square: Ints = (
            position[0] if self.words == 1 else (word * self.word_bits + position[word, np.arange(position.shape[1])])
        )
        return square

    def neighbours(self, bits: Bits) -> Bits:
        """The squares next to a square of ``bits`` along a rank or a file."""
        return self.shift(bits, NORTH) | self.shift(bits, SOUTH) | self.shift(bits, EAST) | self.shift(bits, WEST)

    def squares(self, squares: Ints) -> Bits:
        """One square per game as bitboards (``squares[g]`` for game g)."""
        return np.take(self.bit, squares, axis=1)

    def any(self, bits: Bits) -> Mask:
        """Per game: is the set not empty?"""
        found: Mask = bits[..., 0, :] != 0 if self.words == 1 else (bits != 0).any(axis=-2)
        return found

    def select(self, bits: Bits, rank: Ints) -> Ints:
        """Per game: the square of the ``rank``-th (0 first) set bit of ``bits``, counting slot by slot (each
        slot's squares lowest first) in an array of shape ``(slots, words, games)``; and which slot it is in.

        Returns ``slot * size + square``.  ``rank`` must be less than the number of set bits of each game.
        """
        slots, words, games = bits.shape
        flat = bits.reshape(slots * words, games)
        counts = np.cumsum(np.bitwise_count(flat), axis=0, dtype=np.int64)
        part = (counts <= rank).sum(axis=0)
        columns = np.arange(games)
        before = np.where(part > 0, counts[np.maximum(part - 1, 0), columns], 0)
        within = rank - before
        word = flat[part, columns]
        byte_values = word.view(np.uint8).reshape(games, 8)
        byte_counts = np.cumsum(np.bitwise_count(byte_values), axis=1, dtype=np.int64)
        byte = (byte_counts <= within[:, None]).sum(axis=1)
        byte_before = np.where(byte > 0, byte_counts[columns, np.maximum(byte - 1, 0)], 0)
        bit = 8 * byte + _BYTE_SELECT[byte_values[columns, byte], within - byte_before]
        slot, word_index = np.divmod(part, words)
        found: Ints = slot * self.size + word_index * self.word_bits + bit
        return found


def count(bits: Bits) -> Ints:
    """Per game (the last axis): the number of squares in ``bits``, summed over every other axis."""
    counted = np.bitwise_count(bits).astype(np.int64)
    total: Ints = counted.reshape(-1, counted.shape[-1]).sum(axis=0)
    return total


def squares_of(bits: Bits, layout: Layout) -> tuple[Ints, Ints]:
    """Every set square of ``bits`` (shape ``(words, games)``): (its game, its square), in no particular order.

    The lowest square of every word that holds one is taken off at once, as many times as the fullest word has
    squares.
    """
    words, games = bits.shape
    index = np.flatnonzero(bits)  # word * games + game
    values = bits.reshape(-1)[index]
    found_index, found_bit = [], []
    while len(index):
        lowest = values & (~values + np.uint64(1))
        found_index.append(index)
        found_bit.append(np.bitwise_count(lowest - np.uint64(1)).astype(np.int64))
        values = values ^ lowest
        left = values != 0
        index, values = index[left], values[left]
    word, game = np.divmod(np.concatenate(found_index) if found_index else index, games)
    bit = np.concatenate(found_bit) if found_bit else np.zeros(0, dtype=np.int64)
    return game, word * layout.word_bits + bit


@cache
def layout(width: int, height: int) -> Layout:
    """The shared layout of a board of this size."""
    return Layout(width, height)
