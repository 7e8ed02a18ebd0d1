"""Lessons and sample positions: notebooks cut into steps, and the judge of a learner's move. No Streamlit.

A lesson file (``content/<lang>/lessons/<rules>.md``) and a file of sample positions
(``content/<lang>/samples/<rules>.md``) have the same shape: a ``# title``, an optional introduction,
then one ``## step`` per step, each with its text and exactly one board block (see ``ui.notebook``).
In a lesson a board may set a task; ``judge`` says whether a move solves it.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from enum import Enum
from functools import cache
from typing import Any

from games import get_game
from games.core import Move
from ui.notebook.model import CONTENT, BoardCell, TextCell, parse_notebook

KINDS = ("lessons", "samples")
SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-ZА-ЯЁ«\"(])")
"""Where a sentence ends inside a paragraph: a stop, then the next sentence's capital."""
SLIDE_TEXT = {"grid": 680, "race": 540}
"""The most text one slide of presentation mode holds (characters of the step's text, its board's caption and its
task), on a grid board and on a race board (whose slide also shows the throw and the stakes): more, and its type
would shrink by more than a quarter to fit a 16:9 projector (``ui.lessons.page`` shrinks it;
tests/browser/test_present_fit_browser.py measures every slide).  A longer step takes two or three slides."""


@dataclass(frozen=True)
class Step:
    """One screen of a lesson: a heading, the text before and after its board, and the board."""

    title: str
    before: str
    board: BoardCell
    after: str = ""


@dataclass(frozen=True)
class Lesson:
    """A titled sequence of steps, with the text that introduces them."""

    title: str
    intro: str
    steps: tuple[Step, ...]


def parse_lesson(text: str) -> Lesson:
    """Cut ``text`` into its title, introduction and steps; a ``ValueError`` names the line of a mistake."""
    lines = text.splitlines()
    if not lines or not lines[0].startswith("# "):
        raise ValueError("line 1: a lesson starts with its title, '# ...'")
    starts = [n for n, line in enumerate(lines) if line.startswith("## ")]
    if not starts:
        raise ValueError("the lesson has no steps ('## ...' headings)")
    intro = "\n".join(lines[1 : starts[0]]).strip()
    steps = []
    for start, end in zip(starts, [*starts[1:], len(lines)], strict=True):
        steps.append(_step(lines, start, end))
    return Lesson(lines[0][2:].strip(), intro, tuple(steps))


def _step(lines: list[str], start: int, end: int) -> Step:
    """The step whose heading is line ``start`` (0-based) and which runs to line ``end``."""
    try:
        cells = parse_notebook("\n".join(lines[start + 1 : end]))
    except ValueError as error:  # the notebook counts lines from the step's first line
        raise ValueError(_shift(str(error), start + 1)) from error
    boards = [c for c in cells if isinstance(c, BoardCell)]
    if len(boards) != 1:
        raise ValueError(f"line {start + 1}: a step has exactly one board, this one has {len(boards)}")
    at = cells.index(boards[0])
    text = [c.text for c in cells if isinstance(c, TextCell)]
    before = "\n\n".join(text[:at])
    return Step(lines[start][3:].strip(), before, boards[0], "\n\n".join(text[at:]))


def slide_parts(step: Step) -> tuple[str, ...]:
    """The step's text before its board, cut into the slides it takes in presentation mode: each part, with the
    board's caption and task, within ``SLIDE_TEXT`` characters, cut between paragraphs (a paragraph longer than a
    slide, between its sentences).  One part for most steps; a part is never empty."""
    room = SLIDE_TEXT["grid" if get_game(step.board.rules).family == "custodian" else "race"]
    room -= len(step.board.caption) + len(step.board.task)
    parts: list[str] = [""]
    for paragraph in [p for p in step.before.split("\n\n") if p.strip()]:
        pieces = SENTENCE_END.split(paragraph) if len(paragraph) > room else [paragraph]
        for number, piece in enumerate(pieces):
            joint = " " if number else "\n\n"
            if parts[-1] and len(parts[-1]) + len(joint) + len(piece) > room:
                parts.append("")
            parts[-1] = f"{parts[-1]}{joint}{piece}" if parts[-1] else piece
    return tuple(parts)


def _shift(message: str, offset: int) -> str:
    """Renumber ``line N: ...`` by ``offset`` lines."""
    head, colon, rest = message.partition(":")
    if head.startswith("line ") and head[5:].isdigit():
        return f"line {int(head[5:]) + offset}{colon}{rest}"
    return message


@cache
def load_lesson(kind: str, rules: str, lang: str) -> Lesson:
    """Parse ``content/<lang>/<kind>/<rules>.md``; an error names the file as well as the line."""
    path = CONTENT / lang / kind / f"{rules}.md"
    try:
        return parse_lesson(path.read_text(encoding="utf-8"))
    except ValueError as error:
        raise ValueError(f"{path.relative_to(CONTENT.parent)}: {error}") from error


class Verdict(Enum):
    """What a legal move does to a task."""

    SOLVED = "solved"
    OTHER = "other"
    """Legal, but not what the task asks for."""


def judge(board: BoardCell, move: Move[Any]) -> Verdict:
    """Whether the legal ``move`` solves ``board``'s task: a listed answer, or any move that reaches its goal."""
    game = get_game(board.rules)
    state = game.parse_position(board.position)
    if board.goal:
        return Verdict.SOLVED if achieves(game, state, move, board.goal) else Verdict.OTHER
    listed = {game.parse_move(state, text) for text in board.answers}
    return Verdict.SOLVED if move.raw in listed else Verdict.OTHER


def achieves(game: Any, state: Any, move: Move[Any], goal: str) -> bool:
    """True if the legal ``move`` at ``state`` does what ``goal`` names.

    ``capture``: it takes an opponent's piece (on a grid board, or a Patolli piece sent back to reserve);
    ``win``: the game is over and the mover has won; ``home``: the piece ends its journey.
    """
    if goal == "win":
        outcome = game.outcome(game.apply(state, move.raw))
        return outcome is not None and outcome.winner == game.turn(state).side
    if goal == "capture":
        return bool(move.captures)
    return move.finishes
