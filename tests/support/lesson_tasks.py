"""A lesson step's task with a move that solves it and a legal move that does not: what the class's quiz tests (AppTest
and browser) and the quiz's screenshots play."""

from __future__ import annotations

from typing import Any

from ui.lessons.model import Step, Verdict, judge, load_lesson
from ui.notebook.model import cell_record


def task_moves(rules: str, index: int) -> tuple[Step, Any, Any]:
    """Step ``index`` of the English lesson of ``rules``, a move that solves its task and one that does not."""
    step = load_lesson("lessons", rules, "en").steps[index]
    record = cell_record(step.board)
    moves = record.game.moves(record.state)
    right = next(m for m in moves if judge(step.board, m) is Verdict.SOLVED)
    wrong = next(m for m in moves if judge(step.board, m) is Verdict.OTHER)
    return step, right, wrong
