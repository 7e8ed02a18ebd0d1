"""A quiz in a class, and the lessons' positions on the teacher's board.

The teacher picks a lesson step or a sample position of the board's rule set and shows it on the board, or
sends a lesson step's task as a quiz: the board shows the step's position, and each student answers with
one move on a board of their own, judged as in the lessons (``ui.lessons.model.judge``).  The first answer
is final (the store refuses a second).  The teacher sees right, wrong and not yet, per student and in
total, and can play the answer on the board, which closes the quiz.
"""

from __future__ import annotations

import html
import time
from dataclasses import dataclass
from functools import cache, partial
from typing import Any

import streamlit as st

from classroom.store import QUIZ, Round
from games import split_name
from games.core import GameError
from games.records import GameRecord
from ui import board_widget
from ui.classroom.chips import chip, chip_row
from ui.classroom.outage import reported
from ui.classroom.rounds import close_button, close_round, send_in, student_board
from ui.classroom.state import class_store, student_id
from ui.i18n import t
from ui.lessons.misses import missed_text
from ui.lessons.model import Step, Verdict, judge, load_lesson
from ui.moves.controller import Event, Interaction, interact
from ui.moves.words import move_text
from ui.notebook.model import BoardCell, cell_record

LESSONS, SAMPLES = "lessons", "samples"


@dataclass(frozen=True)
class Source:
    """A position the teacher can put on the board: step ``index`` (0-based) of a lesson or of the sample
    positions of rule set ``rules``."""

    kind: str  # LESSONS | SAMPLES
    rules: str
    index: int
    title: str
    board: BoardCell

    @property
    def value(self) -> str:
        """The source in the chooser: ``lessons:3`` (0-based)."""
        return f"{self.kind}:{self.index}"


def sources(rules: str, lang: str) -> list[Source]:
    """The lesson steps, then the sample positions, of ``rules``'s lesson (its plain rule set)."""
    base = split_name(rules)[0]
    return [
        Source(kind, base, index, step.title, step.board)
        for kind in (LESSONS, SAMPLES)
        for index, step in enumerate(load_lesson(kind, base, lang).steps)
    ]


def source_label(source: Source, lang: str) -> str:
    """How the chooser names a source: its number, title and kind (a lesson step with a task says so)."""
    kind = "task" if source.kind == LESSONS and source.board.quiz else source.kind
    return f"{source.index + 1}. {source.title} · {t(f'class.from.{kind}', lang)}"


def quiz_step(payload: dict[str, Any], lang: str) -> Step | None:
    """The lesson step a quiz asks (None when the payload names none: a lesson changed since)."""
    lesson, index = payload.get("lesson"), payload.get("step")
    if not isinstance(lesson, str) or not isinstance(index, int):
        return None
    try:
        steps = load_lesson(LESSONS, lesson, lang).steps
    except (OSError, ValueError):
        return None
    return steps[index] if 0 <= index < len(steps) and steps[index].board.quiz else None


@cache
def verdict_of(lesson: str, index: int, answer: str) -> Verdict | None:
    """The judgement of the move ``answer`` (notation) on step ``index`` of ``lesson``: None if it is no
    legal move there (the store holds only moves the page accepted, so this means a lesson changed)."""
    step = quiz_step({"lesson": lesson, "step": index}, "en")
    if step is None:
        return None
    record = cell_record(step.board)
    try:
        move = record.game.describe(record.state, record.game.parse_move(record.state, answer))
    except GameError:
        return None
    return judge(step.board, move)


# ---------------------------------------------------------------- the teacher


def picker(key: str, code: str, token: str, lang: str) -> None:
    """Under the teacher's board: a lesson step or sample position of the board's rule set, to show on the
    board or, a step with a task, to send as a quiz."""
    record = board_widget.interaction(key).record
    found = {source.value: source for source in sources(record.rules, lang)}
    with st.container(border=True):
        st.markdown(f"**{t('class.from.title', lang)}**")
        chosen = st.selectbox(
            t("class.from.label", lang),
            list(found),
            key="class:from",
            format_func=lambda value: source_label(found[value], lang),
        )
        source = found.get(chosen or "")
        if source is not None and source.kind == LESSONS and source.board.quiz:
            st.caption(f"{t('lesson.task', lang)} {source.board.task}")
        row = st.container(horizontal=True)
        row.button(
            t("class.from.show", lang),
            icon=":material/visibility:",
            key="class:from-show",
            disabled=source is None,
            on_click=_show,
            args=(key, source),
        )
        row.button(
            t("class.quiz.send", lang),
            icon=":material/quiz:",
            key="class:quiz-send",
            disabled=source is None or source.kind != LESSONS or not source.board.quiz,
            on_click=reported("teacher", "class.store.not_saved")(_send),
            args=(key, code, token, source),
            help=t("class.quiz.send_help", lang),
        )


def _show(key: str, source: Source | None) -> None:
    """Put the source's position on the teacher's board (the page then writes it to the class)."""
    if source is not None:
        board_widget.put(key, Interaction(cell_record(source.board)))


def _send(key: str, code: str, token: str, source: Source | None) -> None:
    """Show the step's position and open a quiz on its task."""
    if source is None or source.kind != LESSONS or not source.board.quiz:
        return
    _show(key, source)  # the page writes the board to the class as it runs again
    class_store().open_round(code, token, QUIZ, {"lesson": source.rules, "step": source.index}, time.time())


RESULT_STYLE = """<style>.quiz-counts { display: flex; gap: 1.2rem; margin: .2rem 0 .5rem; }
.quiz-counts div { text-align: center; } .quiz-counts strong { display: block; font: 700 2.4rem/1.1 sans-serif; }
.quiz-right strong { color: #2e7d32; } .quiz-wrong strong { color: #b3261e; } .quiz-waiting strong { color: #6b5a48; }
</style>"""
"""The teacher's counts, large for the projector (each student is a chip coloured by their answer)."""
MARKS = {"right": "✓", "wrong": "✗", "waiting": "…"}


def student_results(lesson: str, index: int, students: dict[str, str], answers: dict[str, str]) -> dict[str, str]:
    """Each joined student's result by id: ``right``, ``wrong`` or ``waiting`` (no answer yet)."""
    results = {}
    for student in students:
        answer = answers.get(student)
        verdict = verdict_of(lesson, index, answer) if answer is not None else None
        results[student] = "waiting" if answer is None else "right" if verdict is Verdict.SOLVED else "wrong"
    return results


def results_panel(key: str, code: str, token: str, quiz: Round, lang: str) -> None:
    """The quiz on the teacher's screen, read every second while it is open and kept after it closes: the
    task, right / wrong / not yet in total and per student, and (while open) the buttons."""
    step = quiz_step(quiz.payload, lang)
    if step is None:
        return
    lesson, index = quiz.payload["lesson"], quiz.payload["step"]
    students = class_store().students(code)
    results = student_results(lesson, index, students, class_store().submissions(code, quiz.number))
    heading = "class.quiz.open" if quiz.open else "class.quiz.closed"
    st.markdown(f"**{t(heading, lang, title=step.title)}** {step.board.task}")
    counts = "".join(
        f'<div class="quiz-{result}"><strong data-testid="quiz-{result}">'
        f"{list(results.values()).count(result)}</strong>{html.escape(t(f'class.quiz.{result}', lang))}"
        f"</div>"
        for result in MARKS
    )
    chips = [chip(students[student], result, MARKS[result]) for student, result in results.items()]
    st.html(
        f'<div class="quiz-counts" data-testid="quiz-counts">{counts}</div>'
        f"{chip_row(chips, 'quiz-students')}{RESULT_STYLE}"
    )
    if quiz.open:
        row = st.container(horizontal=True)
        row.button(
            t("class.quiz.show", lang),
            icon=":material/lightbulb:",
            type="primary",
            key="class:quiz-show",
            on_click=reported("teacher", "class.store.not_saved")(_show_answer),
            args=(key, code, token, step),
        )
        row.button(
            t("class.quiz.close", lang),
            icon=":material/close:",
            key="class:quiz-close",
            on_click=close_button,
            args=(code, token),
        )


def _show_answer(key: str, code: str, token: str, step: Step) -> None:
    """Close the quiz and play the task's first answer on the teacher's board, from the step's position."""
    close_round(code, token)
    board_widget.put(key, Interaction(cell_record(step.board)))
    board_widget.send(key, Event.typed(step.board.answers[0]))


# ---------------------------------------------------------------- a student


def shown_answer(code: str, quiz: Round, step: Step, board: GameRecord, lang: str) -> None:
    """After "Show the answer", while the class's board shows it: the answer and the step's explanation, and the
    student's own answer, judged, with why it missed the task (``ui.lessons.misses``), in the student's language."""
    asked = cell_record(step.board)
    game, state = asked.game, asked.state
    answer = game.describe(state, game.parse_move(state, step.board.answers[0]))
    answered = game.format_position(game.apply(state, answer.raw))
    if board.rules != asked.rules or board.game.format_position(board.state) != answered:
        return
    lines = [t("class.quiz.answer_is", lang, move=move_text(game, answer, lang))]
    if step.after:
        lines.append(step.after)
    mine = class_store().submissions(code, quiz.number).get(student_id())
    verdict = verdict_of(quiz.payload["lesson"], quiz.payload["step"], mine) if mine is not None else None
    if mine is None or verdict is None:
        lines.append(t("class.quiz.none_given", lang))
    else:
        move = game.describe(state, game.parse_move(state, mine))
        if verdict is Verdict.SOLVED:
            lines.append(t("class.quiz.yours_was_right", lang, move=move_text(game, move, lang)))
        else:
            reason = missed_text(step.board, move, lang)
            lines.append(t("class.quiz.yours_was_wrong", lang, move=move_text(game, move, lang), reason=reason))
    with st.container(border=True, key="class-quiz-answer"):
        st.markdown("\n\n".join(lines))


def answer_board(code: str, quiz: Round, step: Step, lang: str) -> None:
    """A quiz is open on ``step`` (``quiz_step``): the task, and the student's own board of its position; their
    first move is their answer, judged at once; then the board shows it with the verdict until the quiz closes."""
    key = f"class:quiz:{code}:{quiz.number}"
    asked = cell_record(step.board)
    mine = class_store().submissions(code, quiz.number).get(student_id())
    if board_widget.current(key) is None:  # a new session (a reload, a restart) shows an answer given before
        board_widget.put(key, Interaction(interact(asked, (), Event.typed(mine)).record if mine else asked))
    st.markdown(f"**{t('class.quiz.open', lang, title=step.title)}** {step.board.task}")
    verdict = verdict_of(quiz.payload["lesson"], quiz.payload["step"], mine) if mine else None
    if mine is None:
        st.info(t("class.quiz.answer", lang), icon=":material/quiz:")
    elif verdict is Verdict.SOLVED:
        st.success(t("class.quiz.yours_right", lang, move=mine), icon=":material/check_circle:")
    else:
        st.error(t("class.quiz.yours_wrong", lang, move=mine), icon=":material/cancel:")
    student_board(key, asked, lang, partial(send_in, code, QUIZ, quiz.number, key, asked), locked=mine is not None)
