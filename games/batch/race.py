"""What the race games' batches (``games.batch.patolli``, ``games.batch.knossos``) share: every game's tallies,
the throws drawn with their exact chances, and finishing games (``games.batch.finished``; a race game is never
drawn).

A race batch keeps its games on the first axis of every array it holds per game (its ``per_game`` attributes); a
finished game is recorded in ``finished`` and dropped from them, so a step works on the games still playing only.
"""

from __future__ import annotations

from collections.abc import Sequence
from fractions import Fraction
from typing import Any, Self

import numpy as np

from games.batch.board import Ints, Mask
from games.batch.finished import Finished
from games.core import Game


class Throws:
    """The values of a device's throws and their running chances as floats (the chances are dyadic, so exact),
    for drawing a throw in each of many games from uniform numbers, as ``games.chance.throw_from`` does."""

    def __init__(self, chances: Sequence[tuple[Any, Fraction]]):
        self.values = [value for value, _ in chances]
        self.totals = np.cumsum([float(p) for _, p in chances])

    def codes(self, u: np.ndarray) -> Ints:
        """The index into ``values`` of each game's throw, from its uniform number ``u`` in [0, 1)."""
        return np.minimum(np.searchsorted(self.totals, u, side="right"), len(self.values) - 1)


class RaceBatch:
    """Tallies of games of ``game``'s rule set played at once from the positions ``starts``: their numbers
    (``ids``), side to move, plies, captures and throws, with the record of those finished, and the game's throws
    (``device``); every throw and choice is drawn from ``rng``.  A subclass adds its positions' arrays to
    ``per_game``."""

    per_game: tuple[str, ...] = ("ids", "side", "plies", "captures", "throws")
    """The attributes that hold one row per game still playing (games on the first axis)."""

    def __init__(self, game: Game[Any, Any], starts: Sequence[Any], rng: np.random.Generator):
        games = len(starts)
        self.rng = rng
        self.device = Throws(game.chance_outcomes(game.initial_state()))
        self.ids = np.arange(games)
        self.side = np.array([start.side for start in starts], dtype=np.int64)
        self.plies = np.zeros(games, dtype=np.int64)
        self.captures = np.zeros((games, 2), dtype=np.int64)
        self.throws = np.zeros((games, 2), dtype=np.int64)
        self.finished = Finished.empty(games)

    @classmethod
    def new(cls, game: Any, games: int, rng: np.random.Generator) -> Self:
        """``games`` games from the start."""
        return cls(game, [game.initial_state()] * games, rng)

    @property
    def active(self) -> int:
        """How many games are still being played."""
        return len(self.ids)

    def step(self) -> None:
        """One step of every game still playing (a subclass's)."""
        raise NotImplementedError

    def play(self) -> Finished:
        """Every game to its end."""
        while self.active:
            self.step()
        return self.finished

    def _finish(self, over: Mask, winner: Ints, ending: Ints) -> None:
        """Record the games ``over`` (a mask over the games playing) and stop playing them."""
        if not over.any():
            return
        done, ids = self.finished, self.ids[over]
        done.plies[ids], done.winner[ids], done.ending[ids] = self.plies[over], winner[over], ending[over]
        done.captures[:, ids], done.throws[:, ids] = self.captures[over].T, self.throws[over].T
        done.done[ids] = True
        keep = ~over
        for name in self.per_game:
            setattr(self, name, getattr(self, name)[keep])


def row_of(ids: Ints, game_id: int) -> int:
    """The row of game number ``game_id`` among the games ``ids`` (the tests read a step's record by it)."""
    return int(np.nonzero(ids == game_id)[0][0])
