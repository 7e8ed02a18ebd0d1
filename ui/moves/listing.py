"""The move list of Replay and Play: every move of a record in notation, a line per turn, each move an entry that
names the position it leads to, with the record's comments at their moves and a mark per move if given.

Pure: a ``GameRecord`` in, a ``MoveList`` out; ``ui.move_list`` draws it.  An entry's ``ply`` is the number of
the position after it in the record (0: the start; the k-th move, throws counted as moves, leads to ply k): the
``data-ply`` of the page's entries, and Replay's ``at``.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import Any

from games.records import GameRecord
from ui.moves.words import captures_text, line_text, move_groups, ply_words

NO_BADGES: Mapping[int, str] = MappingProxyType({})
"""The default of ``move_list``'s badges: no move marked."""


@dataclass(frozen=True)
class Entry:
    """One move: the position it leads to (``ply``), its notation (a grid move with the places it captures,
    ``c1-c5 ×d5``), the move in words, a short mark a review gives it (``?``, ``??``; empty when none) and the
    record's comments written after it."""

    ply: int
    text: str
    words: str
    badge: str = ""
    comments: tuple[str, ...] = ()


@dataclass(frozen=True)
class Row:
    """One line of the list: its number (from 1), the side that moved (0 light, 1 dark), the line in words as
    the Play page has always listed it (``ui.moves.words.move_lines``) and its moves."""

    number: int
    side: int
    words: str
    entries: tuple[Entry, ...]


@dataclass(frozen=True)
class MoveList:
    """The start (ply 0, with the comments before the first move) and a row per turn."""

    start: Entry
    rows: tuple[Row, ...]

    @property
    def plies(self) -> int:
        """The number of moves listed (the last entry's ply)."""
        return self.rows[-1].entries[-1].ply if self.rows else 0

    def entry(self, ply: int) -> Entry:
        """The entry of ``ply`` (0: the start); KeyError when the list has none."""
        found = {entry.ply: entry for row in self.rows for entry in row.entries}.get(ply, self.start)
        if found.ply != ply:
            raise KeyError(ply)
        return found


def move_list(
    record: GameRecord,
    lang: str,
    comments: Iterable[tuple[int, str]] = (),
    badges: Mapping[int, str] = NO_BADGES,
) -> MoveList:
    """The list of ``record``'s moves: ``comments`` as a ``RecordFile`` has them (ply, text; those past the
    record's last move left out) and ``badges`` (ply: mark) placed at their plies."""
    notes: dict[int, list[str]] = {}
    for ply, note in comments:
        if 0 <= ply <= len(record.moves):
            notes.setdefault(ply, []).append(note)
    words = ply_words(record, lang)

    def entry(ply: int, text: str) -> Entry:
        return Entry(ply, text, words[ply], badges.get(ply, ""), tuple(notes.get(ply, ())))

    rows = tuple(
        Row(
            number,
            side,
            line_text(record, indices, lang),
            tuple(entry(index + 1, _notation(record, index)) for index in indices),
        )
        for number, (side, indices) in enumerate(move_groups(record), start=1)
    )
    return MoveList(entry(0, ""), rows)


def _notation(record: GameRecord, index: int) -> str:
    """The ``index``-th move in notation, with the places a grid move captures (``c1-c5 ×d5``)."""
    move = record.moves[index]
    return move.text if record.game.is_race_game else move.text + captures_text(move)


def list_data(moves: MoveList) -> dict[str, Any]:
    """The list as the browser's part of ``ui.move_list`` reads it: plain lists and strings."""

    def entry(item: Entry) -> dict[str, Any]:
        return {"ply": item.ply, "text": item.text, "words": item.words, "badge": item.badge, "notes": item.comments}

    return {
        "start": entry(moves.start),
        "rows": [
            {"n": row.number, "side": row.side, "words": row.words, "entries": [entry(e) for e in row.entries]}
            for row in moves.rows
        ],
    }
