"""Random self-play of the Knossos race game (``knossos`` and ``knossos+KNO-V1``) many games at a time, with numpy:
one turn of every game (its throw and the coins it uses, one ply each) per step.

Each game's pieces are route positions (``games.knossos``: 0..21, ``HOME_POSITION`` home), seen from the side to
move (``own``, ``opp``).  The legal moves of a ply are held as sets of bits of one integer per game, as the engine
lists them, one move per distinct (route position, coin): bit ``p`` of a coin's set for a move of the pieces on
route position ``p``.  The cells the opponent holds alone are refused (KNO-10: every route position of the cell,
so cell 8 on the way out and on the way back; cells 19 and 9 are shared), a coin takes a piece forward by its
value (KNO-05; a 2 jumps over what stands between, KNO-08; home needs no exact count, KNO-17), a piece home never
moves (KNO-17) and once a piece has left the harbour this turn no other may (KNO-07).

A step draws every game's throw with its exact chances (KNO-02), lists the first coin's moves (with KNO-V1 the
engine's look-ahead, ``KnossosGame._most_coins``), draws one uniformly (or passes: KNO-14) and plays it as
``KnossosGame._play``; then, unless the turn is lost or the game is over, the same for the coin left (KNO-06: the
coins are used one at a time).  A game ends when the side that moved has all five pieces home (KNO-17).  The
moves are drawn from the bits in the order of their route positions, not the engine's order: a uniform draw does
not care.
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from games.batch.board import Ints, Mask
from games.batch.race import RaceBatch, row_of
from games.core import LIGHT
from games.knossos import CELL_BIT, HOME_POSITION, PASS, ROUTE, KnossosGame, KnossosMove, KnossosState

ENDINGS = ("KNO-17",)
"""The clauses that end a game, by the code ``RaceFinished.ending`` keeps: all five pieces home."""
HOME = HOME_POSITION
UNDER_WAY = (1 << HOME) - 1
"""The bits of the route positions 0..20: a piece there is not home yet (KNO-17: a piece home never moves)."""
HARBOUR_BIT = 1
"""The bit of route position 0, the home harbour (KNO-07)."""
COIN_SHIFT = 32
"""A move of the pieces on route position ``p`` by coin ``c`` is bit ``p + COIN_SHIFT * (c - 1)`` of a ply's
moves: the 1's moves in the low word, the 2's in the high one."""
REFUSED = np.array([sum(1 << r for r, cell in enumerate(ROUTE) if cell == ROUTE[q]) if CELL_BIT[q] else 0
                    for q in range(HOME + 1)], dtype=np.int64)
"""KNO-10: the route position of an opponent's piece -> the bits of the route positions where no piece may stop
(every position of its cell; none for the shared cells 19 and 9, where ``CELL_BIT`` is 0)."""
_PAIRS = np.array([(i, j) for i in range(5) for j in range(i + 1, 5)], dtype=np.int64).T
"""Every pair of a fleet's five pieces (KNO-01), to find the route positions that hold more than one."""


class KnossosBatch(RaceBatch):
    """Random games of ``game``'s rule set from the positions ``starts``, all played at once; every throw and
    choice is drawn from ``rng``.  A start is a position where a throw is due, or (for the tests of rule corners)
    one in the middle of a turn: its coins still to use are used in the first step, without a throw."""

    per_game = (*RaceBatch.per_game, "own", "opp")

    def __init__(self, game: KnossosGame, starts: Sequence[KnossosState], rng: np.random.Generator):
        assert all(game.outcome(start) is None for start in starts), "a batch starts with its games under way"
        assert all(not start.head or (start.coins is not None and len(start.coins) == 1) for start in starts)
        super().__init__(game, starts, rng)
        self.most_coins = game.rules.most_coins
        throws = [move[1:] for move in self.device.values]
        self.high = np.array([coins[0] for coins in throws], dtype=np.int64)
        self.low = np.array([coins[-1] for coins in throws], dtype=np.int64)
        """Throw code -> its larger coin and its smaller (the same for a double)."""
        self.own = np.array([start.light if start.side == LIGHT else start.dark for start in starts], dtype=np.int64)
        self.opp = np.array([start.dark if start.side == LIGHT else start.light for start in starts], dtype=np.int64)
        self.starts: tuple[Mask, Ints, Mask, Ints, Mask] | None = None
        """Of the starts in the middle of a turn, until the first step: which have both coins, their throw's code,
        which have one coin left, that coin and the head flag."""
        if any(start.coins is not None for start in starts):
            coins = [start.coins or (0,) for start in starts]
            codes = [throws.index(c) if len(c) == 2 else 0 for c in coins]
            self.starts = (np.array([len(c) == 2 for c in coins]), np.array(codes, dtype=np.int64),
                           np.array([len(c) == 1 and c[0] > 0 for c in coins]), np.array([c[0] for c in coins]),
                           np.array([start.head for start in starts]))
        self.last: tuple[Ints, Ints, Mask, Mask, Ints, Ints, Ints, Ints] | None = None
        """Of the last step, per game playing then: the game numbers, the throw's code (-1 for none), whether
        each ply was played, each ply's moves (as bits; 0 for a pass) and the bit of the move drawn (-1, a pass)."""

    def step(self) -> None:
        """Every game still playing throws and uses its coins, or passes; the games the turn ends are finished."""
        games = np.arange(self.active)
        own, opp, side = self.own, self.opp, self.side
        u = self.rng.random((3, self.active))
        code = self.device.codes(u[0])
        thrown = two_left = np.ones(self.active, dtype=bool)
        one_left = np.zeros(self.active, dtype=bool)
        starts = self.starts
        if starts is not None:  # a start in the middle of a turn uses its coins, without a throw
            two, forced, one_left = starts[:3]
            thrown, two_left, code = ~(two | one_left), ~one_left, np.where(two, forced, code)
            self.starts = None
        high, low = self.high[code], self.low[code]
        self.throws[games, side] += np.where(thrown, high + low, 0)
        free = ~np.bitwise_or.reduce(REFUSED[opp], axis=1)  # KNO-10; the bits past home are all set
        bits = 1 << own
        pieces = np.bitwise_or.reduce(bits, axis=1) & UNDER_WAY
        usable = (pieces & (free >> 1), pieces & (free >> 2))  # the pieces each coin may move
        ones, twos = np.where(two_left & (low == 1), usable[0], 0), np.where(two_left & (high == 2), usable[1], 0)
        if self.most_coins:
            ones, twos = _most_coins(bits, high == low, ones, twos, usable, pieces, free)
        first = ones | (twos << COIN_SHIFT)
        chose = _draw(first, u[1])
        moved, position, coin = _move(own, games, chose)
        home = own.min(axis=1) == HOME  # KNO-17: the game is over, the coin left unused
        second_ply = (moved & ~home) | one_left
        rest = np.where(coin == high, low, high)  # the coin left
        left_harbour = moved & (position == 0)  # KNO-07
        if starts is not None:
            rest, left_harbour = np.where(one_left, starts[3], rest), np.where(one_left, starts[4], left_harbour)
        pieces = np.bitwise_or.reduce(1 << own, axis=1) & UNDER_WAY & ~left_harbour.astype(np.int64)
        second = np.where(second_ply, (pieces & (free >> rest)) << (COIN_SHIFT * (rest - 1)), 0)
        chose_second = _draw(second, u[2])
        _move(own, games, chose_second)
        self.plies += 1 - one_left + second_ply
        self.last = (self.ids, np.where(thrown, code, -1), two_left, second_ply, first, second, chose, chose_second)
        self._finish(own.min(axis=1) == HOME, side, np.zeros(self.active, dtype=np.int64))
        self.own, self.opp = self.opp, self.own
        self.side = 1 - self.side

    # ----------------------------------------------------------------- what the tests read
    def position(self, game: int) -> KnossosState:
        """Game ``game`` (an index into the games playing) as the engine's position: its throw still to come, or,
        before the first step, the coins a start still has to use."""
        side = int(self.side[game])
        mine, theirs = tuple(sorted(map(int, self.own[game]))), tuple(sorted(map(int, self.opp[game])))
        light, dark = (mine, theirs) if side == LIGHT else (theirs, mine)
        coins: tuple[int, ...] | None = None
        head = False
        if self.starts is not None:
            both, code, one, coin, heads = (part[game] for part in self.starts)
            if both:
                coins = (int(self.high[code]), int(self.low[code]))
            elif one:
                coins, head = (int(coin),), bool(heads)
        return KnossosState(light, dark, side, coins, head)

    def thrown(self, game_id: int) -> tuple[int, ...] | None:
        """The coins game number ``game_id`` threw in the last step (None: it began mid-turn, with no throw)."""
        assert self.last is not None
        code = int(self.last[1][row_of(self.last[0], game_id)])
        return None if code < 0 else (int(self.high[code]), int(self.low[code]))

    def listed(self, game_id: int) -> list[list[KnossosMove]]:
        """The moves each ply of the last step listed for game number ``game_id``, sorted."""
        return [moves for moves, _ in self._plies(game_id)]

    def chosen(self, game_id: int) -> list[KnossosMove]:
        """The move each ply of the last step played in game number ``game_id``, as the engine writes it."""
        return [move for _, move in self._plies(game_id)]

    def _plies(self, game_id: int) -> list[tuple[list[KnossosMove], KnossosMove]]:
        assert self.last is not None
        g = row_of(self.last[0], game_id)
        _, _, played, played_second, first, second, chose, chose_second = (part[g] for part in self.last)
        plies = [(first, chose)] * bool(played) + [(second, chose_second)] * bool(played_second)
        return [(_moves(int(moves)) or [PASS], PASS if bit < 0 else _move_of(int(bit))) for moves, bit in plies]


def _most_coins(bits: Ints, doubles: Mask, ones: Ints, twos: Ints, usable: tuple[Ints, Ints], pieces: Ints,
                free: Ints) -> tuple[Ints, Ints]:
    """KNO-V1, as ``KnossosGame._most_coins``: of the first coin's moves ``ones`` and ``twos``, only those after
    which the other coin can be used, if any; else only the 2's moves, if any.  ``bits``: each piece's route position
    as a bit; ``doubles``: whether both coins show the same; ``usable``: the positions the 1 and the 2 may move a
    piece from; ``pieces``: the positions of the pieces not home; ``free``: where a piece may stop.

    After the pieces on ``p`` use coin ``c``, the other coin ``d`` can be used either by the piece moved (if it is
    not home, the position ``p + c + d`` must be free) or by another: from some position but ``p`` from which ``d``
    may move, or from ``p`` itself if another piece stays there, but never from the harbour once a piece has left
    it (KNO-07)."""
    crowded = np.bitwise_or.reduce(bits[:, _PAIRS[0]] & bits[:, _PAIRS[1]], axis=1)
    emptied = (pieces & ~crowded) | HARBOUR_BIT  # the positions a move leaves with no piece that may use a coin

    def others(by: Ints) -> Ints:  # the positions after whose move another piece may still use the coin
        single = (by & (by - 1)) == 0  # one position only: not the one the move empties
        result: Ints = np.where(by != 0, ~np.where(single, by & emptied, 0), 0)
        return result

    def itself(c: int, d: int) -> Ints:  # the positions whose piece, moved by c, may use d too
        result: Ints = (free >> (c + d)) & ((1 << (HOME - c)) - 1)
        return result

    by_one, by_two = others(usable[0]), others(usable[1])
    keep_ones = ones & np.where(doubles, by_one | itself(1, 1), by_two | itself(1, 2))
    keep_twos = twos & np.where(doubles, by_two | itself(2, 2), by_one | itself(2, 1))
    two_coins = (keep_ones | keep_twos) != 0
    return np.where(two_coins, keep_ones, np.where(twos != 0, 0, ones)), np.where(two_coins, keep_twos, twos)


def _draw(moves: Ints, u: np.ndarray) -> Ints:
    """The bit of a move drawn uniformly among the set bits of ``moves`` with the uniform number ``u`` of each
    game, -1 where there is none (the turn is lost, KNO-14)."""
    count = np.bitwise_count(moves)
    rank = (u * count).astype(np.int64)
    for skipped in range(int(rank.max(initial=0))):  # clear the lowest move ``rank`` times
        moves = moves & (moves - (rank > skipped))
    bit: Ints = np.where(count > 0, np.bitwise_count((moves & -moves) - 1).astype(np.int64), -1)
    return bit


def _move(own: Ints, games: Ints, bit: Ints) -> tuple[Mask, Ints, Ints]:
    """Move a piece of each game by its move ``bit`` (none where -1), in place, as ``KnossosGame._play``: one of
    the pieces on the route position goes forward by the coin (KNO-05, KNO-08), home at most (KNO-17).  Returns
    whether a piece moved, from which route position and by which coin."""
    moved = bit >= 0
    position, coin = bit % COIN_SHIFT, 1 + bit // COIN_SHIFT
    slot = np.argmax(own == position[:, None], axis=1)
    own[games, slot] = np.where(moved, np.minimum(position + coin, HOME), own[games, slot])
    return moved, position, coin


def _move_of(bit: int) -> KnossosMove:
    """The engine's move of a move's bit: (route position, coin)."""
    return (bit % COIN_SHIFT, 1 + bit // COIN_SHIFT)


def _moves(moves: int) -> list[KnossosMove]:
    """The engine's moves of a ply's set of moves, sorted."""
    return sorted(_move_of(bit) for bit in range(2 * COIN_SHIFT) if moves >> bit & 1)
