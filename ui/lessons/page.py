"""The lesson page: one step at a time, a live board, the step's task, progress, and presentation mode.

This module only draws; the place in the lesson and the learner's attempt are kept by ``ui.lesson_state``.
In presentation mode the page becomes a slide for a 1280×720 projector: no header or navigation, large
type, the board beside the text, a step counter, and the ← and → keys to step.
"""

from __future__ import annotations

from functools import partial

import streamlit as st

from games.records import GameRecord
from ui import controls
from ui.board_widget import live_board, still_board
from ui.i18n import rules_text, t
from ui.lessons import session as state
from ui.lessons.handout import handout_html
from ui.lessons.model import Lesson, Step, Verdict, load_lesson
from ui.lessons.teachers import teacher_notes
from ui.moves import throws
from ui.moves.controller import Interaction, marks
from ui.moves.stakes import stakes_html
from ui.moves.words import move_text

SLIDE_STYLE = """<style>
header[data-testid="stHeader"], .st-key-site-header, .st-key-lesson-tools { display: none !important; }
.block-container { padding-top: 1rem !important; max-width: 100% !important; }
.st-key-lesson-text p, .st-key-lesson-text li { font-size: 1.3rem; line-height: 1.4; }
.st-key-lesson-text h2 { font-size: 2rem; padding-top: 0.2rem; }
</style>"""
"""Presentation mode: hide the site's chrome and enlarge the step's text (the board keeps its size)."""


def lesson_page(lang: str) -> None:
    """The lesson of the rule set in the URL, at the step in the URL."""
    rules = state.current_rules()
    if state.presenting():
        st.html(SLIDE_STYLE)
    else:
        _tools(rules, load_lesson("lessons", rules, lang), lang)
    _step(lang)


def _tools(rules: str, lesson: Lesson, lang: str) -> None:
    """The lesson chooser, presentation mode and the handout, above the lesson's title and introduction."""
    row = st.container(horizontal=True, vertical_alignment="bottom", key="lesson-tools")
    with row:
        controls.rules_chooser(
            rules, lang, label=t("lesson.choose", lang), key="lesson:rules", on_choose=state.on_rules, width=320
        )
    row.button(
        t("lesson.present", lang),
        icon=":material/co_present:",
        on_click=state.on_present,
        args=(True,),
        help=t("lesson.present_help", lang),
    )
    row.download_button(
        t("lesson.handout", lang),
        data=partial(handout_html, lesson, lang),
        file_name=f"{rules}-lesson-{lang}.html",
        mime="text/html",
        icon=":material/download:",
        help=t("lesson.handout_help", lang),
        on_click="ignore",
    )
    st.title(lesson.title, anchor=False)
    teacher_notes(rules, lang)
    if lesson.intro:
        st.markdown(lesson.intro)


PHONE_TITLE_STYLE = """<style>
.st-key-lesson-phone-title { display: none; }
@media (max-width: 640px) {
  .st-key-lesson-phone-title { display: block; }
  .st-key-lesson-title { display: none; }
}
</style>"""
"""A phone shows the step's title above the board (the columns stack), a wider screen beside it: the title is
drawn in both places and each screen hides one (hidden, it is hidden from screen readers too)."""


@st.fragment
def _step(lang: str) -> None:
    """The step in the URL: its board beside its text, task and buttons.  One fragment, so that a move or a
    step reruns only the step, not the page; leaving presentation mode reruns the whole page."""
    if state.page_changed():
        st.rerun(scope="app")
    rules = state.current_rules()
    lesson = load_lesson("lessons", rules, lang)
    state.adopt_progress(rules, len(lesson.steps))
    index = state.current_step(rules, len(lesson.steps))
    state.keep_place(rules, index)
    presenting = state.presenting()
    step = lesson.steps[index]
    tried = state.attempt(rules, index)
    shown = state.board_of(step, index)
    record = shown.record
    if not presenting:  # on a phone the columns stand one above the other: the step's title comes first
        st.html(PHONE_TITLE_STYLE)
        with st.container(key="lesson-phone-title"):
            _title(step, lang)
    board_col, text_col = controls.columns(record.game, presenting=presenting)
    with board_col:
        _board(index, step, tried, record, lang, presenting=presenting)
    with text_col, st.container(key="lesson-text"):
        _counter(rules, lesson, index, lang, presenting=presenting)
        if presenting:  # on a projector the buttons, then the task, stay in sight above the text
            _navigation(rules, lesson, index, lang, presenting=presenting)
        with st.container(key="lesson-title"):
            _title(step, lang)
        if presenting and step.board.task:
            _task(index, step, tried, shown, lang, presenting=presenting)
        if step.before:
            st.markdown(step.before)
        _race_status(record, lang)
        if step.board.task and not presenting:
            _task(index, step, tried, shown, lang, presenting=presenting)
        if step.after and (not step.board.task or tried.verdict is Verdict.SOLVED):
            st.markdown(step.after)
        if not presenting:
            _navigation(rules, lesson, index, lang, presenting=presenting)


def _title(step: Step, lang: str) -> None:
    st.markdown(f"## {step.title}")
    controls.variant_badge(step.board.rules, lang)  # a variant's step: the scholar's rule it switches on


def _board(index: int, step: Step, tried: state.Attempt, record: GameRecord, lang: str, *, presenting: bool) -> None:
    board = step.board
    key = state.step_board_key(step, index)
    if board.task and tried.move is None:
        alt = t("lesson.board_alt", lang, title=rules_text(board.rules, "title", lang), step=step.title)
        live_board(
            key,
            lang=lang,
            alt=alt,
            highlights=board.highlights,
            arrows=board.arrows,
            on_played=partial(state.judged, index, step),
            fit="screen" if presenting else "page",
        )
    else:
        if tried.shown and record.last_move is not None:  # arrows along the move "Show me" played
            shown = marks(record.undo(), hint=record.last_move)
        else:
            shown = marks(record, highlights=board.highlights, arrows=board.arrows)
        still_board(record, shown, f"{key}:still", lang=lang)
    if board.caption:
        st.caption(board.caption)


def _race_status(record: GameRecord, lang: str) -> None:
    """The throw the step's position is waiting to use, drawn as it fell, and the stakes, if any."""
    start = GameRecord(record.rules, record.states[:1])
    fall = throws.throw_html(start, lang)
    if fall is not None:
        st.html(fall)
    stakes = record.game.tally(record.state).stakes
    if stakes is not None:
        st.html(stakes_html(stakes, lang))


def _task(index: int, step: Step, tried: state.Attempt, shown: Interaction, lang: str, *, presenting: bool) -> None:
    record = shown.record
    st.info(f"**{t('lesson.task', lang)}** {step.board.task}", icon=":material/touch_app:")
    if tried.verdict is Verdict.SOLVED:
        move = _played(record, lang)
        if tried.shown:
            st.success(t("lesson.shown", lang, move=move), icon=":material/visibility:")
        else:
            st.success(t("lesson.solved", lang, move=move), icon=":material/celebration:")
        st.button(t("lesson.again", lang), on_click=state.on_retry, args=(index, step), icon=":material/replay:")
        return
    if tried.verdict is Verdict.OTHER:
        st.warning(t("lesson.other", lang, move=_played(record, lang)), icon=":material/undo:")
        st.button(
            t("lesson.retry", lang),
            on_click=state.on_retry,
            args=(index, step),
            icon=":material/replay:",
            type="primary",
        )
        return
    notice = shown.notice
    if notice is not None and notice.message is None and notice.hint:
        st.caption(t(notice.hint, lang))
    else:
        controls.notice_box(notice, lang)
    controls.chain_stop(record, shown.pick, lang, partial(state.on_stop, index, step), key="lesson:stop")
    row = st.container(horizontal=True, vertical_alignment="bottom")
    with row:
        if not presenting:  # on a projector the teacher plays on the board
            controls.typed_move(
                record,
                lang,
                key=f"lesson:typed:{state.lesson_of(step)}:{index}",
                on_typed=state.on_typed,
                args=(index, step),
                compact=True,
            )
        st.button(t("lesson.show", lang), on_click=state.on_show, args=(index, step), icon=":material/visibility:")


def _played(record: GameRecord, lang: str) -> str:
    """The move played on the step's board, as the learner reads it (on a race board in words, by its cells)."""
    return move_text(record.game, record.last_move, lang) if record.last_move is not None else ""


def _counter(rules: str, lesson: Lesson, index: int, lang: str, *, presenting: bool) -> None:
    total = len(lesson.steps)
    tasks = [n for n, s in enumerate(lesson.steps) if s.board.task]
    done = len(state.solved(rules) & set(tasks))
    text = t("lesson.counter", lang, step=index + 1, total=total, done=done, tasks=len(tasks))
    if presenting:
        st.markdown(f"### {rules_text(rules, 'title', lang)} · {index + 1} / {total}")
    st.progress((index + 1) / total, text=text)


def _navigation(rules: str, lesson: Lesson, index: int, lang: str, *, presenting: bool) -> None:
    row = st.container(horizontal=True)
    row.button(
        t("lesson.previous", lang),
        icon=":material/arrow_back:",
        shortcut="Left",
        disabled=index == 0,
        on_click=state.on_go,
        args=(rules, index - 1),
        key="lesson:previous",
    )
    last = index == len(lesson.steps) - 1
    row.button(
        t("lesson.next", lang),
        icon=":material/arrow_forward:",
        icon_position="right",
        shortcut="Right",
        disabled=last,
        on_click=state.on_go,
        args=(rules, index + 1),
        type="primary",
        key="lesson:next",
    )
    row.button(
        t("lesson.restart", lang),
        icon=":material/restart_alt:",
        on_click=state.on_restart,
        args=(rules,),
        key="lesson:restart",
    )
    if presenting:
        row.button(
            t("lesson.exit", lang),
            icon=":material/close_fullscreen:",
            shortcut="Esc",
            on_click=state.on_present,
            args=(False,),
            key="lesson:exit",
        )
    if last and not presenting:
        st.success(t("lesson.finished", lang, title=rules_text(rules, "title", lang)), icon=":material/school:")
        st.page_link(
            "pages/samples.py",
            label=t("lesson.to_samples", lang),
            icon=":material/extension:",
            query_params={"rules": rules},
        )
