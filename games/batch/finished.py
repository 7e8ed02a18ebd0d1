"""The games a batch player has finished, by game number, and their summaries: what every batch (``games.batch.play``
for the grid games, ``games.batch.patolli`` and ``games.batch.knossos`` for the race games) hands back."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

import numpy as np

from games.batch.board import Ints, Mask
from games.core import SIDE_NAMES
from games.summary import GameSummary

DRAW = 2
"""The winner code of a drawn game (LIGHT and DARK are 0 and 1)."""


@dataclass
class Finished:
    """By game number: length in plies, winner (LIGHT, DARK or ``DRAW``), the code of the ending (an index into the
    batch's endings), the pieces each side took (or sent back) and each side's sum of the values it threw (both shape
    (2, games): light, dark; no throws in the grid games), and whether the game is over."""

    plies: Ints
    winner: Ints
    ending: Ints
    captures: Ints
    throws: Ints
    done: Mask

    @classmethod
    def empty(cls, games: int) -> Finished:
        """Room for ``games`` games, none finished yet."""
        return cls(
            np.zeros(games, dtype=np.int64),
            np.zeros(games, dtype=np.int64),
            np.zeros(games, dtype=np.int64),
            np.zeros((2, games), dtype=np.int64),
            np.zeros((2, games), dtype=np.int64),
            np.zeros(games, dtype=bool),
        )

    def summaries(self, clauses: Sequence[str], *, throws: bool) -> list[GameSummary]:
        """Every game's summary, in order: ``clauses`` names each ending code's clause; ``throws``: whether the game
        throws (a race game), else its summaries' throws are None."""
        return [
            GameSummary(
                int(self.plies[g]),
                "draw" if self.winner[g] == DRAW else SIDE_NAMES[self.winner[g]],
                clauses[self.ending[g]],
                (int(self.captures[0, g]), int(self.captures[1, g])),
                (int(self.throws[0, g]), int(self.throws[1, g])) if throws else None,
            )
            for g in range(len(self.done))
        ]
