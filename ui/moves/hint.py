"""The Hint: the Master's move for the position on the board, with one sentence why.  Pure, no Streamlit.

A ``Suggestion`` remembers the position it was made for, so that it disappears once a move is played;
the board draws it through ``ui.moves.controller.marks`` (its places tinted, an arrow along it).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.core import Message, Move
from games.records import GameRecord
from ui.i18n import t
from ui.moves.words import move_text


@dataclass(frozen=True)
class Suggestion:
    """The ``move`` suggested after ``ply`` moves in position ``position`` (notation), and ``reason`` why."""

    ply: int
    position: str
    move: Move[Any]
    reason: Message

    @classmethod
    def of(cls, record: GameRecord, raw: Any, reason: Message) -> Suggestion:
        """The suggestion of the engine's move ``raw`` for ``record``'s current position."""
        game = record.game
        return cls(len(record.moves), game.format_position(record.state), game.describe(record.state, raw), reason)

    def fits(self, record: GameRecord) -> bool:
        """True while ``record`` still stands at the position the suggestion was made for."""
        return self.ply == len(record.moves) and self.position == record.game.format_position(record.state)


def suggestion_text(record: GameRecord, suggestion: Suggestion, lang: str) -> str:
    """``**Hint — c1-c5 ×d5.** It captures the piece on d5.``: the move as the move list words it, then the reason."""
    words = move_text(record.game, suggestion.move, lang)
    return t("hint.text", lang, move=words, reason=suggestion.reason.text(lang))
