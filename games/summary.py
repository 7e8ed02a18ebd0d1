"""The summary of one finished self-play game (``games.selfplay``, ``games.batch``): one line of statistics."""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any


@dataclass(frozen=True)
class GameSummary:
    """One finished game: its length, result, the clause that ended it, the captures and, in race games, the throws.

    ``captures`` are the pieces each side (light, dark) took or sent back; ``throws`` each side's sum of the
    values it threw (the two coins added at Knossos), or None in the grid games, which throw nothing.
    """

    plies: int
    winner: str  # "light" | "dark" | "draw"
    ended_by: str  # the clause ID that ended the game, e.g. "PET-08"
    captures: tuple[int, int]
    throws: tuple[int, int] | None

    def as_json(self) -> dict[str, Any]:
        """The summary as JSON values: ``{"plies": 183, "winner": "light", "ended_by": "PET-08",
        "captures": [3, 5], "throws": [412, 398]}`` (``"throws": null`` in the grid games)."""
        return {
            "plies": self.plies,
            "winner": self.winner,
            "ended_by": self.ended_by,
            "captures": list(self.captures),
            "throws": None if self.throws is None else list(self.throws),
        }
