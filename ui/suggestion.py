"""The Hint: the Master's move for the position on the board, with one sentence why.  Pure, no Streamlit.

A ``Suggestion`` remembers the position it was made for, so that it disappears once a move is played;
``suggestion_marks`` says which places the board tints and which arrows it draws for it.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise
from typing import Any

from games.core import Message
from ui.game_record import GameRecord, Move
from ui.i18n import t
from ui.race_status import move_cells, move_label


@dataclass(frozen=True)
class Suggestion:
    """The ``move`` suggested after ``ply`` moves in position ``position`` (notation), and ``reason`` why."""

    ply: int
    position: str
    move: Move
    reason: Message

    @classmethod
    def of(cls, record: GameRecord, move: Move, reason: Message) -> Suggestion:
        """The suggestion of ``move`` for ``record``'s current position."""
        return cls(len(record.moves), record.game.format_position(record.state), move, reason)

    def fits(self, record: GameRecord) -> bool:
        """True while ``record`` still stands at the position the suggestion was made for."""
        return self.ply == len(record.moves) and self.position == record.game.format_position(record.state)


def suggestion_marks(record: GameRecord, move: Move) -> tuple[tuple[Any, ...], tuple[tuple[Any, Any], ...]]:
    """``(places to tint, (from, to) arrows)`` that show ``move`` on the board of ``record``'s position."""
    places = move_cells(record.game, record.state, move) if record.is_race else tuple(move)
    return places, tuple(pairwise(places))


def suggestion_text(record: GameRecord, suggestion: Suggestion, lang: str) -> str:
    """``Hint: **c1-c5**. It captures 2 piece(s).``: the move in notation, then the reason."""
    game, state = record.game, record.state
    label = move_label(game, state, suggestion.move, lang) if record.is_race else game.format_move(suggestion.move)
    return t("hint.text", lang, move=label, reason=suggestion.reason.text(lang))
