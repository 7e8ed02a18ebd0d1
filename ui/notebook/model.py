"""Museum pages as notebooks: Markdown text with boards in between, parsed without Streamlit.

A board is a fenced block whose info string is ``board``; each line inside is ``key: value``::

    ```board
    rules: petteia
    position: pppppppp/8/8/8/8/8/8/PPPPPPPP l 0 -
    highlight: d5 e4
    arrows: d1-d5
    caption: The start: eight stones each on the nearest row.
    ```

``rules`` (a rule set, with switches if any: ``latrunculi-bell+LBE-V1``, see ``games.get_game``) and
``position`` are required; ``highlight`` (places), ``arrows`` (``from-to`` pairs) and
``caption`` are optional.  A place is a square of a grid board (``d5``), a cell of a race board by its
number (``12``) or a pile of the Patolli trays (``reserve:l``).

A board may also set the learner a task (see ``ui.lesson``)::

    task: Capture the dark stone in one move.
    answer: a4-d4
    goal: capture
    teaches: PET-04

``answer`` lists accepted moves in notation (the first is the one "Show me" plays); ``goal`` (one of
``ui.lesson.GOALS``) accepts every legal move that achieves it instead of the listed moves only;
``teaches`` names the rule clauses the board teaches.  ``guided: yes`` marks a task that shows or names its own
answer (the only move, or a highlighted target): guided practice in a lesson, never sent as a class quiz (see
``BoardCell.quiz``).  Every mistake raises a ``ValueError`` that names
its line, so that a writer of the content can find it.
"""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

import plotly.graph_objects as go

from board import Marks, position_figure
from games import get_game
from games.core import Game, GameError, UnknownRulesError
from games.records import GameRecord

FENCE = "```"
BOARD_FENCE = "```board"
KEYS = ("rules", "position", "highlight", "arrows", "caption", "task", "answer", "goal", "teaches", "guided")
GOALS = ("capture", "win", "home")
"""What a task may ask for instead of listed moves (checked by ``ui.lesson.achieves``)."""
REQUIRED = ("rules", "position")
CONTENT = Path(__file__).resolve().parents[2] / "content"
"""One folder per language (``en/``, ``ru/``), the same files in each."""


@dataclass(frozen=True)
class TextCell:
    """A stretch of Markdown between boards."""

    text: str


@dataclass(frozen=True)
class BoardCell:
    """A board to draw: a position of any rule set, with optional marks, a caption and a task."""

    rules: str
    position: str
    highlights: tuple[str, ...] = ()
    arrows: tuple[tuple[str, str], ...] = ()
    caption: str = ""
    task: str = ""
    answers: tuple[str, ...] = ()
    goal: str = ""
    teaches: tuple[str, ...] = ()
    line: int = 0
    """The line of the opening fence, for messages about this board."""
    guided: bool = False
    """The task shows or names its answer: practice, not a question (``guided: yes``)."""

    @property
    def quiz(self) -> bool:
        """Whether the task is a real question, one a class can be asked (a task that is not guided)."""
        return bool(self.task) and not self.guided


Cell = TextCell | BoardCell


def parse_notebook(text: str) -> list[Cell]:
    """Split ``text`` into Markdown cells and board cells, checking every board against the rules."""
    cells: list[Cell] = []
    prose: list[str] = []
    lines = text.splitlines()
    number = 0
    while number < len(lines):
        line = lines[number]
        number += 1
        if line.strip() != BOARD_FENCE:
            prose.append(line)
            continue
        _flush(prose, cells)
        start, body = number, []
        while number < len(lines) and lines[number].strip() != FENCE:
            body.append((number + 1, lines[number]))
            number += 1
        if number == len(lines):
            raise ValueError(f"line {start}: the board block is never closed with {FENCE}")
        number += 1
        cells.append(_board(start, body))
    _flush(prose, cells)
    return cells


def _flush(prose: list[str], cells: list[Cell]) -> None:
    text = "\n".join(prose).strip("\n")
    if text.strip():
        cells.append(TextCell(text))
    prose.clear()


def _board(start: int, body: list[tuple[int, str]]) -> BoardCell:
    """One board block; ``start`` is the line of its opening fence, ``body`` its numbered lines."""
    fields: dict[str, tuple[int, str]] = {}
    for number, line in body:
        if not line.strip():
            continue
        key, colon, value = line.partition(":")
        key = key.strip()
        if not colon:
            raise ValueError(f"line {number}: expected 'key: value' in a board block, found {line.strip()!r}")
        if key not in KEYS:
            raise ValueError(f"line {number}: unknown key {key!r} in a board block (known: {', '.join(KEYS)})")
        if key in fields:
            raise ValueError(f"line {number}: the key {key!r} appears twice in one board block")
        fields[key] = (number, value.strip())
    for key in REQUIRED:
        if key not in fields:
            raise ValueError(f"line {start}: the board block has no {key!r}")
    rules_line, rules = fields["rules"]
    try:
        game = get_game(rules)
    except UnknownRulesError as error:
        raise ValueError(f"line {rules_line}: unknown rules {rules!r} for a board: {error}") from error
    position_line, position = fields["position"]
    try:
        state = game.parse_position(position)
    except (GameError, ValueError) as error:
        raise ValueError(f"line {position_line}: bad position {position!r}: {error}") from error
    highlights: tuple[str, ...] = ()
    if "highlight" in fields:
        number, value = fields["highlight"]
        highlights = tuple(_place(game, name, number) for name in value.split())
    arrows: tuple[tuple[str, str], ...] = ()
    if "arrows" in fields:
        number, value = fields["arrows"]
        arrows = tuple(_arrow(game, pair, number) for pair in value.split())
    answers: tuple[str, ...] = ()
    if "answer" in fields:
        number, value = fields["answer"]
        answers = tuple(_move(game, state, text, number) for text in value.split())
    goal = ""
    if "goal" in fields:
        number, goal = fields["goal"]
        if goal not in GOALS:
            raise ValueError(f"line {number}: unknown goal {goal!r} (known: {', '.join(GOALS)})")
    task = fields.get("task", (0, ""))[1]
    if bool(task) != bool(answers):
        raise ValueError(f"line {start}: a task needs an answer and an answer needs a task")
    if goal and not task:
        raise ValueError(f"line {fields['goal'][0]}: a goal belongs to a task")
    teaches = tuple(fields.get("teaches", (0, ""))[1].split())
    guided = False
    if "guided" in fields:
        number, value = fields["guided"]
        if value != "yes":
            raise ValueError(f"line {number}: 'guided' is written 'guided: yes', not {value!r}")
        if not task:
            raise ValueError(f"line {number}: only a task can be guided")
        guided = True
    return BoardCell(
        rules,
        position,
        highlights,
        arrows,
        fields.get("caption", (0, ""))[1],
        task,
        answers,
        goal,
        teaches,
        start,
        guided,
    )


def _place(game: Game[Any, Any], name: str, number: int) -> str:
    """``name`` if it names a place of ``game``'s board (see the module's docstring), else a ``ValueError``."""
    if name not in game.places():
        raise ValueError(f"line {number}: {name!r} is not a place of the {game.name} board")
    return name


def _arrow(game: Game[Any, Any], pair: str, number: int) -> tuple[str, str]:
    start, dash, end = pair.partition("-")
    if not dash:
        raise ValueError(f"line {number}: an arrow is written 'from-to', found {pair!r}")
    return _place(game, start, number), _place(game, end, number)


def _move(game: Game[Any, Any], state: Any, text: str, number: int) -> str:
    """``text`` if it is a legal move at ``state``, else a ``ValueError`` with the engine's reason."""
    try:
        game.parse_move(state, text)
    except GameError as error:
        raise ValueError(f"line {number}: the answer {text!r} is not a legal move here: {error}") from error
    return text


def cell_record(cell: BoardCell) -> GameRecord:
    """A board block's position, as a record that starts there."""
    return GameRecord.start(cell.rules, get_game(cell.rules).parse_position(cell.position))


def cell_marks(cell: BoardCell) -> Marks:
    """A board block's highlights and arrows."""
    return Marks(highlights=cell.highlights, arrows=cell.arrows)


def cell_figure(cell: BoardCell, lang: str) -> go.Figure:
    """The picture of a board block: its position with its highlights and arrows."""
    record = cell_record(cell)
    return position_figure(record.game, record.state, cell_marks(cell), lang=lang)


def load_notebook(name: str, lang: str) -> list[Cell]:
    """Parse ``content/<lang>/<name>.md``; an error names the file as well as the line."""
    path = CONTENT / lang / f"{name}.md"
    try:
        return parse_notebook(path.read_text(encoding="utf-8"))
    except ValueError as error:
        raise ValueError(f"{path.relative_to(CONTENT.parent)}: {error}") from error
