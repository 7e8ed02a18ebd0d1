"""The lesson page: one step at a time, a live board, the step's task, progress, and presentation mode.

This module only draws; the place in the lesson and the learner's attempt are kept by ``ui.lesson_state``.
In presentation mode the page becomes a slide for a 1280×720 projector: no header or navigation, large
type, the board beside the text, a step counter, and the ← and → keys to step.
"""

from __future__ import annotations

from functools import partial

import streamlit as st

from games import RULE_SETS
from games.core import CHANCE
from games.knossos import KnossosGame
from ui import lesson_state as state
from ui import throws
from ui.board_input import clickable_board
from ui.figures import board_width, position_figure
from ui.game_record import GameRecord
from ui.handout import handout_html
from ui.i18n import rules_text, t
from ui.lesson import Lesson, Step, Verdict, load_lesson
from ui.notebook_view import static_board
from ui.panel_parts import columns
from ui.race_status import move_label
from ui.stakes import stakes_html
from ui.suggestion import suggestion_marks

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
    lesson = load_lesson("lessons", rules, lang)
    index = state.current_step(len(lesson.steps))
    state.keep_place(rules, index)
    presenting = state.presenting()
    if presenting:
        st.html(SLIDE_STYLE)
    else:
        _tools(rules, lesson, lang)
    _step(rules, lesson, index, lang, presenting=presenting)


def _tools(rules: str, lesson: Lesson, lang: str) -> None:
    """The lesson chooser, presentation mode and the handout, above the lesson's title and introduction."""
    row = st.container(horizontal=True, vertical_alignment="bottom", key="lesson-tools")
    key = f"lesson:rules:{rules}"
    row.selectbox(t("lesson.choose", lang), RULE_SETS, index=RULE_SETS.index(rules), key=key,
                  format_func=partial(rules_text, field="title", lang=lang), on_change=state.on_rules, args=(key,),
                  width=320)
    row.button(t("lesson.present", lang), icon=":material/co_present:", on_click=state.on_present, args=(True,),
               help=t("lesson.present_help", lang))
    row.download_button(t("lesson.handout", lang), data=partial(handout_html, lesson, lang),
                        file_name=f"{rules}-lesson-{lang}.html", mime="text/html", icon=":material/download:",
                        help=t("lesson.handout_help", lang), on_click="ignore")
    st.title(lesson.title, anchor=False)
    if lesson.intro:
        st.markdown(lesson.intro)


def _step(rules: str, lesson: Lesson, index: int, lang: str, *, presenting: bool) -> None:
    step = lesson.steps[index]
    tried = state.attempt(rules, index)
    record = state.record_of(step, tried)
    board_col, text_col = columns(board_width(record))
    with board_col:
        _board(index, step, tried, record, lang)
    with text_col, st.container(key="lesson-text"):
        _counter(rules, lesson, index, lang, presenting=presenting)
        if presenting:  # on a projector the buttons stay in sight above the text
            _navigation(rules, lesson, index, lang, presenting=presenting)
        st.markdown(f"## {step.title}")
        if step.before:
            st.markdown(step.before)
        _race_status(record, lang)
        if step.board.task:
            _task(index, step, tried, record, lang, presenting=presenting)
        if step.after and (not step.board.task or tried.verdict is Verdict.SOLVED):
            st.markdown(step.after)
        if not presenting:
            _navigation(rules, lesson, index, lang, presenting=presenting)


def _board(index: int, step: Step, tried: state.Attempt, record: GameRecord, lang: str) -> None:
    board = step.board
    live = bool(board.task) and tried.move is None
    marks = {} if state.pick() and live else {"highlights": board.highlights, "arrows": board.arrows}
    if tried.shown:
        marks = _move_marks(record)
    figure = position_figure(record, lang, pick=state.pick() if live else (), **marks)
    key = f"lesson:board:{board.rules}:{index}"
    if live:
        alt = t("lesson.board_alt", lang, title=rules_text(board.rules, "title", lang), step=step.title)
        clickable_board(figure, key, partial(state.on_place, index, step), alt=alt)
    else:
        static_board(figure, key)
    if board.caption:
        st.caption(board.caption)


def _move_marks(record: GameRecord) -> dict:
    """Arrows along the move "Show me" played."""
    before = record.undo()
    places, arrows = suggestion_marks(before, record.last_move)
    return {"highlights": places, "arrows": arrows}


def _race_status(record: GameRecord, lang: str) -> None:
    """On a race board, the throw the step's position is waiting to use, and Patolli's stakes."""
    game, state = record.game, record.states[0]
    if not record.is_race:
        return
    if game.to_move(state) not in (None, CHANCE):
        fall = tuple(state.coins) if isinstance(game, KnossosGame) else throws.fall_for_throw(
            game, ("throw", state.throw))
        st.html(throws.fall_html(game, fall, lang, left=state.coins if isinstance(game, KnossosGame) else None))
    if getattr(record.state, "stakes", None) is not None:
        st.html(stakes_html(record.state.stakes, lang))


def _task(index: int, step: Step, tried: state.Attempt, record: GameRecord, lang: str, *, presenting: bool) -> None:
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
        st.button(t("lesson.retry", lang), on_click=state.on_retry, args=(index, step), icon=":material/replay:",
                  type="primary")
        return
    if tried.notice is not None:
        st.warning(tried.notice.text(lang), icon=":material/block:")
    elif tried.hint:
        st.caption(t(tried.hint, lang))
    pick = state.pick()
    if len(pick) > 1 and not record.is_race:
        st.button(t("chain.stop", lang, square=record.game.geo.names[pick[-1]]), on_click=state.on_stop,
                  args=(index, step))
    row = st.container(horizontal=True, vertical_alignment="bottom")
    key = f"lesson:typed:{step.board.rules}:{index}"
    options = sorted(record.game.format_move(m) for m in record.game.legal_moves(record.state))
    if not presenting:  # on a projector the teacher plays on the board
        row.selectbox(t("lesson.typed", lang), options, index=None, key=key, placeholder=t("lesson.typed_help", lang),
                      on_change=state.on_typed, args=(index, step, key), width=220)
    row.button(t("lesson.show", lang), on_click=state.on_show, args=(index, step), icon=":material/visibility:")


def _played(record: GameRecord, lang: str) -> str:
    """The move played on the step's board, as the learner reads it (on a race board with its cells)."""
    if record.is_race:
        return move_label(record.game, record.states[-2], record.last_move, lang)
    return record.game.format_move(record.last_move)


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
    row.button(t("lesson.previous", lang), icon=":material/arrow_back:", shortcut="Left", disabled=index == 0,
               on_click=state.on_go, args=(rules, index - 1), key="lesson:previous")
    last = index == len(lesson.steps) - 1
    row.button(t("lesson.next", lang), icon=":material/arrow_forward:", icon_position="right", shortcut="Right",
               disabled=last, on_click=state.on_go, args=(rules, index + 1), type="primary", key="lesson:next")
    row.button(t("lesson.restart", lang), icon=":material/restart_alt:", on_click=state.on_restart, args=(rules,),
               key="lesson:restart")
    if presenting:
        row.button(t("lesson.exit", lang), icon=":material/close_fullscreen:", shortcut="Esc",
                   on_click=state.on_present, args=(False,), key="lesson:exit")
    if last and not presenting:
        st.success(t("lesson.finished", lang, title=rules_text(rules, "title", lang)), icon=":material/school:")
        st.page_link("pages/samples.py", label=t("lesson.to_samples", lang), icon=":material/extension:",
                     query_params={"rules": rules})
