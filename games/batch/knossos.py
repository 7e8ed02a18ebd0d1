"""Random self-play of the Knossos race game (``knossos`` and ``knossos+KNO-V1``) many games at a time, with numpy:
one turn of every game (its throw and the coins it uses, one ply each) per step.

Each side's fleet is one integer per game: the count of its pieces on each route position 0..20 (``games.knossos``;
0..5 pieces, KNO-01, KNO-09) in a field of three bits, bits ``3p`` to ``3p + 2`` for position ``p``; pieces home
(``HOME_POSITION``) are not held, so a fleet all home is 0.  Seen from the side to move: ``own``, ``opp``.  A set of
route positions is a set of the fields' low bits (bit ``3p``), so that every step of the game is a few operations
on whole integers: the positions a coin ``c`` may move a piece from are those held whose position ``c`` further is
free, ``held & (free >> 3c)``; the moves of a ply are one set of bits, bit ``3p`` for the pieces on ``p`` using a 1,
bit ``3p + 1`` for them using a 2, one move per distinct (route position, coin), as the engine lists them, and in
the engine's sorted order.

A position is refused where the opponent holds its cell alone (KNO-10: every route position of the cell, so cell 8
on the way out and on the way back; cells 19 and 9 are shared); a coin takes a piece forward by its value (KNO-05;
a 2 jumps over what stands between, KNO-08; home needs no exact count, KNO-17); a piece home never moves (KNO-17)
and once a piece has left the harbour this turn no other may (KNO-07).

A step draws every game's throw with its exact chances (KNO-02), lists the first coin's moves (with KNO-V1 the
engine's look-ahead, ``KnossosGame._most_coins``), draws one uniformly (or passes: KNO-14) and plays it as
``KnossosGame._play``; then, unless the turn is lost or the game is over, the same for the coin left (KNO-06: the
coins are used one at a time).  A game ends when the side that moved has all five pieces home (KNO-17).
"""

from __future__ import annotations

from collections.abc import Sequence

import numpy as np

from games.batch.board import Ints, Mask
from games.batch.race import RaceBatch, row_of
from games.core import LIGHT
from games.knossos import CELL_BIT, HOME_POSITION, PASS, PIECES, ROUTE, KnossosGame, KnossosMove, KnossosState
from games.summary import GameSummary

ENDINGS = ("KNO-17",)
"""The clauses that end a game, by the code ``Finished.ending`` keeps: all five pieces home."""
HOME = HOME_POSITION
FIELD = 3
"""The bits of a route position's count of pieces (up to five)."""
UNIT = np.array([1 << FIELD * p for p in range(HOME)] + [0, 0], dtype=np.int64)
"""Route position -> one piece there (positions 0..20); none for home and past it (``HOME``, ``HOME + 1``): pieces
home are not held."""
UNDER_WAY = int(UNIT.sum())
"""The low bit of every field: the set of all route positions a piece can move from (0..20)."""
HARBOUR = 1
"""The set of route position 0 alone, the home harbour (KNO-07)."""


def _cells() -> list[int]:
    """The route positions (0..20) of each cell that both colours may not share (KNO-10: not 19 or 9)."""
    cells: dict[int, int] = {}
    for position, cell in enumerate(ROUTE[:HOME]):
        if CELL_BIT[position]:
            cells[cell] = cells.get(cell, 0) | 1 << FIELD * position
    return list(cells.values())


ALONE = sum(positions for positions in _cells() if positions.bit_count() == 1)
"""The route positions whose cell no other position has: refused when the opponent holds them (KNO-10)."""
TWINS = tuple(positions for positions in _cells() if positions.bit_count() > 1)
"""The route positions of each cell passed twice that both colours may not share (cell 8, out and back): all of
them refused when the opponent holds one (KNO-10)."""
BEFORE = {coin: int(UNIT[: HOME - coin].sum()) for coin in (1, 2)}
"""Coin -> the route positions from which it takes a piece to a position short of home."""


def _held(fleet: Ints) -> Ints:
    """The route positions holding some of ``fleet``'s pieces."""
    held: Ints = (fleet | fleet >> 1 | fleet >> 2) & UNDER_WAY
    return held


def _free(opponent: Ints) -> Ints:
    """Where the side to move may stop, with all the bits past home set (KNO-10: not on a cell the opponent holds
    unless it is shared; home is cell 19)."""
    held = _held(opponent)
    refused = held & ALONE
    for twins in TWINS:
        refused |= np.where((held & twins) != 0, twins, 0)
    free: Ints = ~refused
    return free


def _fleet(positions: Sequence[int]) -> int:
    """A fleet's integer from its pieces' route positions."""
    return sum(int(UNIT[p]) for p in positions)


def _positions(fleet: int) -> tuple[int, ...]:
    """A fleet's five route positions, ascending, from its integer."""
    found = [p for p in range(HOME) for _ in range(fleet >> FIELD * p & 7)]
    return (*found, *[HOME] * (PIECES - len(found)))


class KnossosBatch(RaceBatch):
    """Random games of ``game``'s rule set from the positions ``starts``, all played at once; every throw and
    choice is drawn from ``rng``.  A start is a position where a throw is due, or (for the tests of rule corners)
    one in the middle of a turn: its coins still to use are used in the first step, without a throw."""

    per_game = (*RaceBatch.per_game, "own", "opp")

    def __init__(self, game: KnossosGame, starts: Sequence[KnossosState], rng: np.random.Generator):
        distinct = set(starts)
        assert all(game.outcome(start) is None for start in distinct), "a batch starts with its games under way"
        assert all(not start.head or (start.coins is not None and len(start.coins) == 1) for start in distinct)
        super().__init__(game, starts, rng)
        self.most_coins = game.rules.most_coins
        throws = [move[1:] for move in self.device.values]
        self.high = np.array([coins[0] for coins in throws], dtype=np.int64)
        self.low = np.array([coins[-1] for coins in throws], dtype=np.int64)
        """Throw code -> its larger coin and its smaller (the same for a double)."""
        fleets = {start: (_fleet(start.light), _fleet(start.dark)) for start in distinct}
        self.own = np.array([fleets[start][start.side] for start in starts], dtype=np.int64)
        self.opp = np.array([fleets[start][1 - start.side] for start in starts], dtype=np.int64)
        self.starts: tuple[Mask, Ints, Mask, Ints, Mask] | None = None
        """Of the starts in the middle of a turn, until the first step: which have both coins, their throw's code,
        which have one coin left, that coin and the head flag."""
        if any(start.coins is not None for start in distinct):
            coins = [start.coins or (0,) for start in starts]
            codes = [throws.index(c) if len(c) == 2 else 0 for c in coins]
            self.starts = (
                np.array([len(c) == 2 for c in coins]),
                np.array(codes, dtype=np.int64),
                np.array([len(c) == 1 and c[0] > 0 for c in coins]),
                np.array([c[0] for c in coins]),
                np.array([start.head for start in starts]),
            )
        self.last: tuple[Ints, Ints, Mask, Mask, Ints, Ints, Ints, Ints] | None = None
        """Of the last step, per game playing then: the game numbers, the throw's code (-1 for none), whether
        each ply was played, each ply's moves (0 for a pass) and the bit of the move drawn (-1, a pass)."""

    def step(self) -> None:
        """Every game still playing throws and uses its coins, or passes; the games the turn ends are finished."""
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
        self.throws[np.arange(self.active), self.side] += np.where(thrown, high + low, 0)
        own, free = self.own, _free(self.opp)
        held = _held(own)
        usable = (held & (free >> FIELD), held & (free >> 2 * FIELD))  # the positions each coin may move from
        ones, twos = np.where(two_left & (low == 1), usable[0], 0), np.where(two_left & (high == 2), usable[1], 0)
        if self.most_coins:
            ones, twos = _most_coins(own, held, free, usable, high == low, ones, twos)
        first = ones | twos << 1
        chose = _draw(first, u[1])
        own, moved, position, coin = _move(own, chose)
        second_ply = (moved & (own != 0)) | one_left  # KNO-17: with all five home the game is over, a coin unused
        rest = np.where(coin == high, low, high)  # the coin left
        left_harbour = moved & (position == 0)  # KNO-07
        if starts is not None:
            rest, left_harbour = np.where(one_left, starts[3], rest), np.where(one_left, starts[4], left_harbour)
        usable_rest = _held(own) & ~left_harbour.astype(np.int64) & (free >> FIELD * rest)
        second = np.where(second_ply, usable_rest << rest - 1, 0)
        chose_second = _draw(second, u[2])
        self.own = own = _move(own, chose_second)[0]
        self.plies += 1 - one_left + second_ply
        self.last = (self.ids, np.where(thrown, code, -1), two_left, second_ply, first, second, chose, chose_second)
        self._finish(own == 0, self.side, np.zeros(self.active, dtype=np.int64))
        self.own, self.opp = self.opp, self.own
        self.side = 1 - self.side

    # ----------------------------------------------------------------- what the tests read
    def position(self, game: int) -> KnossosState:
        """Game ``game`` (an index into the games playing) as the engine's position: its throw still to come, or,
        before the first step, the coins a start still has to use."""
        side = int(self.side[game])
        mine, theirs = _positions(int(self.own[game])), _positions(int(self.opp[game]))
        light, dark = (mine, theirs) if side == LIGHT else (theirs, mine)
        coins: tuple[int, ...] | None = None
        head = False
        if self.starts is not None:
            two, code, one, coin, heads = (part[game] for part in self.starts)
            if two:
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


def _most_coins(
    own: Ints, held: Ints, free: Ints, usable: tuple[Ints, Ints], doubles: Mask, ones: Ints, twos: Ints
) -> tuple[Ints, Ints]:
    """KNO-V1, as ``KnossosGame._most_coins``: of the first coin's moves (the positions ``ones`` and ``twos`` from
    which the 1 and the 2 may move a piece), only those after which the other coin can be used, if any; else only
    the 2's, if any.  ``held``: the positions of the side's pieces not home; ``usable``: those from which each coin
    may move (before KNO-V1); ``doubles``: whether both coins show the same.

    After the pieces on ``p`` use coin ``c``, the other coin ``d`` can be used either by the piece moved (if it is
    not home, the position ``p + c + d`` must be free) or by another: from some position but ``p`` from which ``d``
    may move, or from ``p`` itself if another piece stays there, but never from the harbour once a piece has left
    it (KNO-07)."""
    crowded = (own >> 1 | own >> 2) & UNDER_WAY  # two pieces or more
    emptied = (held & ~crowded) | HARBOUR  # the positions a move leaves with no piece that may use a coin

    def others(by: Ints) -> Ints:  # the positions after whose move another piece may still use the coin
        single = (by & (by - 1)) == 0  # one position only: not the one the move empties
        result: Ints = np.where(by != 0, ~np.where(single, by & emptied, 0), 0)
        return result

    def itself(c: int, d: int) -> Ints:  # the positions whose piece, moved by c, may use d too
        result: Ints = (free >> FIELD * (c + d)) & BEFORE[c]
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


def _move(own: Ints, bit: Ints) -> tuple[Ints, Mask, Ints, Ints]:
    """Each game's fleet after its move ``bit`` (none where -1), as ``KnossosGame._play``: one of the pieces on the
    route position goes forward by the coin (KNO-05, KNO-08), home at most (KNO-17); and whether a piece moved,
    from which route position and by which coin."""
    moved = bit >= 0
    position, coin = bit // FIELD, 1 + bit % FIELD
    after: Ints = own + np.where(moved, UNIT[np.minimum(position + coin, HOME)] - UNIT[position], 0)
    return after, moved, position, coin


def _move_of(bit: int) -> KnossosMove:
    """The engine's move of a move's bit: (route position, coin)."""
    return (bit // FIELD, 1 + bit % FIELD)


def _moves(moves: int) -> list[KnossosMove]:
    """The engine's moves of a ply's set of moves, sorted."""
    return [_move_of(bit) for bit in range(FIELD * HOME) if moves >> bit & 1]


def play_games(game: KnossosGame, games: int, rng: np.random.Generator) -> list[GameSummary]:
    """``games`` random games of the Knossos race game played at once, every draw from ``rng``: their summaries, in
    order (Knossos's batch player, ``games.registry``)."""
    return KnossosBatch.new(game, games, rng).play().summaries(ENDINGS, throws=True)
