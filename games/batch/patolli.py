"""Random self-play of Patolli (every preset and PAT-V1) many games at a time, with numpy: one turn of every game
(its throw and its move) per step.

Each game's pieces are progress values (``games.patolli``: 0..51 on the track, ``RESERVE`` waiting to come in,
``OFF`` home), seen from the side to move (``own``, ``opp``), with the stakes likewise (``own_items``,
``opp_items``, ``bank``).  A step draws every game's throw with its exact chances, lists its moves as the engine
does (PAT-07: enter on a 1 while one's entry cell is free; PAT-05, PAT-10: a piece by exactly the throw, never
onto one's own piece; PAT-06: pass when nothing is possible; PAT-V1: a throw of 0 is a lost turn), draws one
uniformly, and settles it as ``PatolliGame._play``: the piece off after a full circuit (PAT-08), an opponent's
piece on the cell sent back (PAT-10) with an item to the captor (PAT-11), then the offering (PAT-09); then the
endings in the engine's order (PAT-13, bankruptcy; PAT-12, all pieces off).  The moves are listed in the order of
the pieces' places in the arrays, not the engine's order: a uniform draw does not care.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

import numpy as np

from games.batch.board import Ints, Mask
from games.batch.race import RaceBatch, row_of
from games.core import DARK, LIGHT
from games.patolli import CELLS, ENTER, HIT, OFFERING, PASS, PatolliGame, PatolliMove, PatolliState
from games.summary import GameSummary

RESERVE, OFF = -1, 99
"""The progress codes of a piece waiting in reserve and of a piece home (past any progress a throw can reach)."""
ENDINGS = ("PAT-13", "PAT-12")
"""The clauses that end a game, by the code ``Finished.ending`` keeps: bankruptcy, all pieces off."""
BANKRUPT, HOME = range(2)
HITS = np.array(HIT, dtype=np.int64)
"""PAT-10: side -> progress landed on -> the progress of an opponent's piece on that cell."""
OFFERINGS = np.array(OFFERING, dtype=bool)
"""PAT-09: side -> progress landed on -> whether the cell is an offering cell."""


def _pieces(on_track: Sequence[int], reserve: int, off: int) -> list[int]:
    return [*on_track, *[RESERVE] * reserve, *[OFF] * off]


def _row(start: PatolliState) -> tuple[list[int], list[int], tuple[int, int, int]]:
    """A position as the batch holds it: the pieces of the side to move, the opponent's, and the stakes (own
    items, the opponent's, the bank; zeros without stakes)."""
    light = _pieces(start.light, start.light_reserve, start.light_off)
    dark = _pieces(start.dark, start.dark_reserve, start.dark_off)
    items = start.stakes or (0, 0, 0)
    if start.side == LIGHT:
        return light, dark, items
    return dark, light, (items[1], items[0], items[2])


class PatolliBatch(RaceBatch):
    """Random games of ``game``'s rule set from the positions ``starts`` (each with its throw still to come), all
    played at once; every throw and choice is drawn from ``rng``."""

    per_game = (*RaceBatch.per_game, "own", "opp", "own_items", "opp_items", "bank")

    def __init__(self, game: PatolliGame, starts: Sequence[PatolliState], rng: np.random.Generator):
        assert all(start.throw is None for start in starts), "a batch starts where a throw is due"
        super().__init__(game, starts, rng)
        self.pieces = game.rules.pieces
        self.staked = game.rules.stakes is not None
        self.values = np.array([move[1] for move in self.device.values], dtype=np.int64)
        rows = [_row(start) for start in starts]
        self.own = np.array([row[0] for row in rows], dtype=np.int64)
        self.opp = np.array([row[1] for row in rows], dtype=np.int64)
        self.own_items, self.opp_items, self.bank = np.array([row[2] for row in rows], dtype=np.int64).reshape(-1, 3).T
        self.last: tuple[Ints, Mask, Mask, Ints, Ints, Mask, Ints] | None = None
        """Of the last step, per game playing then: throw, pieces that could move, whether one could enter, the
        pieces before, the slot moved, whether a move was made, and the game numbers."""

    def step(self) -> None:
        """Every game still playing throws and moves (or passes); the games the move ends are finished."""
        games = np.arange(self.active)
        side, own, opp = self.side, self.own, self.opp
        throw = self.values[self.device.codes(self.rng.random(self.active))]
        self.throws[games, side] += throw
        target = own + throw[:, None]
        on_track = (own >= 0) & (own < CELLS)
        # a throw of 0 (PAT-V1) lands each piece on itself: nothing moves, the turn is lost
        onto_own = (target[:, :, None] == own[:, None, :]).any(axis=2)
        movable = on_track & ~onto_own
        can_enter = (throw == 1) & (own == RESERVE).any(axis=1) & ~(own == 0).any(axis=1)
        counts = movable.sum(axis=1) + can_enter
        rank = (self.rng.random(self.active) * counts).astype(np.int64)
        entering = can_enter & (rank == 0)
        nth = np.argmax(np.cumsum(movable, axis=1) > (rank - can_enter)[:, None], axis=1)
        slot = np.where(entering, np.argmax(own == RESERVE, axis=1), nth)
        moving = counts > 0
        landed_at = np.where(entering, 0, own[games, slot] + throw)
        landed_at = np.where(landed_at >= CELLS, OFF, landed_at)
        self.last = (throw, movable, can_enter, own, slot, moving, self.ids)
        one_hot = moving[:, None] & (np.arange(self.pieces) == slot[:, None])
        own = np.where(one_hot, landed_at[:, None], own)
        on_cell = moving & (landed_at < CELLS)
        landed = np.minimum(landed_at, CELLS - 1)
        hit = on_cell[:, None] & (opp == HITS[side, landed][:, None])  # PAT-10
        opp = np.where(hit, RESERVE, opp)
        captured = hit.any(axis=1)
        self.captures[games, side] += captured
        self.plies += 1
        if self.staked:  # PAT-11, then PAT-09
            offering = on_cell & OFFERINGS[side, landed]
            self.own_items += captured.astype(np.int64) - offering
            self.opp_items -= captured
            self.bank += offering
        self.own, self.opp = own, opp
        self._end()
        self.own, self.opp = self.opp, self.own
        self.own_items, self.opp_items = self.opp_items, self.own_items
        self.side = 1 - self.side

    def _end(self) -> None:
        """Finish the games the last move ended, as ``PatolliGame._outcome`` reads the position after it (light
        checked before dark)."""
        side = self.side
        home = (self.own == OFF).sum(axis=1) == self.pieces
        over = home
        if self.staked:
            own_bust, opp_bust = self.own_items <= 0, self.opp_items <= 0
            over = home | own_bust | opp_bust
        if not over.any():
            return
        winner, ending = np.where(home, side, -1), np.full(self.active, HOME)
        if self.staked:  # light's bankruptcy is read first, so it is set last
            light_bust = np.where(side == LIGHT, own_bust, opp_bust)
            dark_bust = np.where(side == LIGHT, opp_bust, own_bust)
            for bust, winning in ((dark_bust, LIGHT), (light_bust, DARK)):
                winner, ending = np.where(bust, winning, winner), np.where(bust, BANKRUPT, ending)
        self._finish(over, winner, ending)

    # ----------------------------------------------------------------- what the tests read
    def position(self, game: int) -> PatolliState:
        """Game ``game`` (an index into the games playing) as the engine's position, its throw still to come."""
        side = int(self.side[game])
        mine, theirs = self.own[game], self.opp[game]
        light, dark = (mine, theirs) if side == LIGHT else (theirs, mine)
        items = (int(self.own_items[game]), int(self.opp_items[game]))
        stakes = ((items[0], items[1]) if side == LIGHT else (items[1], items[0])) + (int(self.bank[game]),)
        return PatolliState(*_fields(light), *_fields(dark), side, None, stakes if self.staked else None)

    def listed(self, game_id: int) -> list[PatolliMove]:
        """The moves the last step listed for game number ``game_id``, in the engine's order."""
        throw, movable, can_enter, own, _, _ = self._last_of(game_id)
        moves: list[PatolliMove] = [ENTER] if can_enter else []
        moves += sorted((int(p), int(throw)) for p, ok in zip(own, movable, strict=True) if ok)
        return moves or [PASS]

    def chosen(self, game_id: int) -> PatolliMove:
        """The move the last step played in game number ``game_id``, as the engine writes it."""
        throw, _, _, own, slot, moving = self._last_of(game_id)
        if not moving:
            return PASS
        progress = int(own[slot])
        return ENTER if progress == RESERVE else (progress, int(throw))

    def thrown(self, game_id: int) -> int:
        """The throw of game number ``game_id`` in the last step."""
        return int(self._last_of(game_id)[0])

    def _last_of(self, game_id: int) -> tuple[Any, ...]:
        """The last step's record of game number ``game_id``: its throw, pieces that could move, whether one could
        enter, its pieces before, the slot moved and whether a move was made."""
        assert self.last is not None
        g = row_of(self.last[6], game_id)
        return tuple(part[g] for part in self.last[:6])


def _fields(pieces: Ints) -> tuple[tuple[int, ...], int, int]:
    """(progress on the track ascending, in reserve, home) of one side's piece codes."""
    return (
        tuple(sorted(int(p) for p in pieces if 0 <= p < CELLS)),
        int((pieces == RESERVE).sum()),
        int((pieces == OFF).sum()),
    )


def play_games(game: PatolliGame, games: int, rng: np.random.Generator) -> list[GameSummary]:
    """``games`` random games of ``game``'s Patolli preset played at once, every draw from ``rng``: their summaries,
    in order (Patolli's batch player, ``games.registry``)."""
    return PatolliBatch.new(game, games, rng).play().summaries(ENDINGS, throws=True)
