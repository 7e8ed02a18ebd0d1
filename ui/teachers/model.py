"""The teacher's kit, read without Streamlit (``content/<lang>/kit/``).

The kit has a page of its own (``/teachers``) and four kinds of text, all Markdown:

- ``guide.md``, ``cross-game.md``, ``own-board.md``, ``reading.md``: a ``# title``, an introduction, and
  ``## sections`` (the guide's two sections are its two tracks, ages 12–14 and 15–16);
- ``worksheet/<game>.md`` and ``assessment/<game>.md``, one of each per game of the museum: a ``# title``, an
  introduction, then one ``## question`` per question.  A question is its text, at most one board block (see
  ``ui.notebook``), and its answer for the key in a fenced ``answer`` block::

      ## Where is the stone taken?

      Which dark stone can light take in one move?

      ```board
      rules: petteia
      position: ...
      task: Capture the dark stone.
      answer: e1-e5
      goal: capture
      ```

      ```answer
      e1–e5: the stone on d5 is caught between c5 and e5.
      ```

  A board with a task is a position question: the engine checks its answers as it checks a lesson's
  (``tests/content/test_teachers_kit.py``).
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

from ui.notebook.model import CONTENT, BoardCell, TextCell, parse_notebook

KIT = "kit"
SHEETS = ("worksheet", "assessment")
"""The two question sheets each game has."""
TEXTS = ("guide", "cross-game", "own-board", "reading")
ANSWER = re.compile(r"^```answer[ \t]*\n(.*?)\n```[ \t]*$", re.M | re.S)


@dataclass(frozen=True)
class Question:
    """One question of a sheet: its heading, its text, a board if it asks about a position, and its answer."""

    title: str
    text: str
    answer: str
    board: BoardCell | None = None

    @property
    def position(self) -> bool:
        """Whether the question is a position question: a board whose task the engine checks."""
        return self.board is not None and bool(self.board.task)


@dataclass(frozen=True)
class Sheet:
    """A worksheet or an assessment: a title, an introduction and its questions."""

    title: str
    intro: str
    questions: tuple[Question, ...]


@dataclass(frozen=True)
class Text:
    """One of the kit's texts: a title, an introduction and its sections as (heading, Markdown) pairs."""

    title: str
    intro: str
    sections: tuple[tuple[str, str], ...]


def _split(text: str) -> tuple[str, str, list[tuple[int, str, str]]]:
    """``text``'s title, introduction, and each ``## `` section as (its line, 0-based, heading, body)."""
    lines = text.splitlines()
    if not lines or not lines[0].startswith("# "):
        raise ValueError("line 1: a kit text starts with its title, '# ...'")
    starts = [n for n, line in enumerate(lines) if line.startswith("## ")]
    ends = [*starts[1:], len(lines)]
    intro = "\n".join(lines[1 : starts[0] if starts else len(lines)]).strip()
    sections = [
        (s, lines[s][3:].strip(), "\n".join(lines[s + 1 : e]).strip()) for s, e in zip(starts, ends, strict=True)
    ]
    return lines[0][2:].strip(), intro, sections


def parse_text(text: str) -> Text:
    """One of the kit's texts, cut into its title, introduction and sections."""
    title, intro, sections = _split(text)
    return Text(title, intro, tuple((heading, body) for _, heading, body in sections))


def parse_sheet(text: str) -> Sheet:
    """A question sheet; a ``ValueError`` names the line of a mistake (a question with no answer, two boards)."""
    title, intro, sections = _split(text)
    if not sections:
        raise ValueError("the sheet has no questions ('## ...' headings)")
    return Sheet(title, intro, tuple(_question(start, heading, body) for start, heading, body in sections))


def _question(start: int, heading: str, body: str) -> Question:
    answers = ANSWER.findall(body)
    if len(answers) != 1:
        raise ValueError(f"line {start + 1}: a question has exactly one ```answer block, this one has {len(answers)}")
    try:
        cells = parse_notebook(ANSWER.sub("", body))
    except ValueError as error:
        raise ValueError(f"line {start + 1} ({heading}): {error}") from error
    boards = [cell for cell in cells if isinstance(cell, BoardCell)]
    if len(boards) > 1:
        raise ValueError(f"line {start + 1}: a question has at most one board, this one has {len(boards)}")
    text = "\n\n".join(cell.text for cell in cells if isinstance(cell, TextCell))
    return Question(heading, text, answers[0].strip(), boards[0] if boards else None)


@cache
def load_sheet(kind: str, game: str, lang: str) -> Sheet:
    """``content/<lang>/kit/<kind>/<game>.md`` (``kind`` one of ``SHEETS``); an error names the file."""
    path = CONTENT / lang / KIT / kind / f"{game}.md"
    try:
        return parse_sheet(path.read_text(encoding="utf-8"))
    except ValueError as error:
        raise ValueError(f"{path.relative_to(CONTENT.parent)}: {error}") from error


@cache
def load_text(name: str, lang: str) -> Text:
    """``content/<lang>/kit/<name>.md`` (``name`` one of ``TEXTS``)."""
    return parse_text((CONTENT / lang / KIT / f"{name}.md").read_text(encoding="utf-8"))
