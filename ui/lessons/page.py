"""The lesson page: one step at a time, a live board, the step's task, progress, and presentation mode.

This module only draws; the place in the lesson and the learner's attempt are kept by ``ui.lesson_state``.
In presentation mode the page becomes a slide for a 1280×720 projector: no header or navigation, large
type, the board beside the text, a step counter, and the ← and → keys to step.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import streamlit as st

from board import figure_height_width
from games.records import GameRecord
from ui import controls
from ui.board_widget import board_first, board_shown, live_board, still_board
from ui.i18n import rules_text, t
from ui.lessons import session as state
from ui.lessons.handout import handout_html
from ui.lessons.misses import missed_text
from ui.lessons.model import Lesson, Step, Verdict, load_lesson, slide_parts
from ui.lessons.teachers import teacher_notes
from ui.moves import throws
from ui.moves.controller import Interaction, marks
from ui.moves.stakes import stakes_html
from ui.moves.words import move_text

TOOLS_WAITING = "lesson:tools-waiting"
"""The session-state key that is true while the lesson's tools are held back for the board (``board_first``)."""
SLIDE_STYLE = """<style>
header[data-testid="stHeader"], .st-key-site-header, .st-key-lesson-tools { display: none !important; }
.block-container { padding: 0.75rem 1.5rem 0.25rem !important; max-width: 100% !important; }
.st-key-lesson-text { --type: calc(max(1.3rem, 2.9vh) * var(--slide-fit, 1)); gap: calc(0.45 * var(--type)); }
.st-key-lesson-text p, .st-key-lesson-text li { font-size: var(--type); line-height: 1.35; }
.st-key-lesson-text h2 { font-size: calc(1.45 * var(--type)); padding: 0; line-height: 1.2; }
.st-key-lesson-text h3 { font-size: calc(0.95 * var(--type)); padding: 0; }
.st-key-lesson-text [data-testid="stWidgetLabel"] p, .st-key-lesson-text [data-testid="stProgress"] p {
  font-size: calc(0.75 * var(--type)); }
.st-key-lesson-text button { min-height: calc(1.9 * var(--type)); padding: 0 calc(0.5 * var(--type)); }
.st-key-lesson-text button p, .st-key-lesson-text button span { font-size: calc(0.8 * var(--type)) !important; }
.st-key-lesson-text button kbd { display: none; }
.st-key-lesson-text .st-key-lesson-race { zoom: var(--slide-fit, 1); }
.st-key-lesson-nav { gap: calc(0.4 * var(--type)); }
.st-key-lesson-text .lesson-task { padding: calc(0.5 * var(--type)) calc(0.7 * var(--type)); }
.st-key-lesson-text [data-testid="stCaptionContainer"], .st-key-board-col [data-testid="stCaptionContainer"] {
  font-size: calc(0.75 * var(--type)); }
</style>"""
"""Presentation mode: hide the site's chrome and set the step's text in type that grows with the screen's height
(2.9 % of it, at least 1.3rem); ``SLIDE_FIT`` shrinks it where a step would not fit (the board keeps its size)."""

SLIDE_FIT = """<script>
(() => {
  // Presentation mode: the slide never scrolls.  Where a step's text would run below (or beside) the screen,
  // its type shrinks (--slide-fit, from 1 down to MIN, by halving the interval) until the slide fits; it is
  // measured again whenever the slide changes (a new step, a move, "Show me") or the window does.
  const MIN = 0.77;  // 16px at 720, 24px at 1080: still read from the back of a room
  if (window.__slideFit) { window.__slideFit(); return; }
  const root = document.documentElement;
  const main = () => document.querySelector('[data-testid="stMain"]');
  const SLACK = 4;  // pixels kept free at the bottom: the browser rounds what it reports
  const bottom = (m) => {  // where the slide's content ends (the page's block stretches to the screen's height)
    const block = m.querySelector('[data-testid="stMainBlockContainer"]');
    const column = block && block.firstElementChild;
    if (!column) return 0;
    const ends = [...column.children].map((child) => child.getBoundingClientRect().bottom);
    return Math.max(0, ...ends) + m.scrollTop + parseFloat(getComputedStyle(block).paddingBottom);
  };
  const over = (m) => m.scrollHeight > m.clientHeight || bottom(m) > m.clientHeight - SLACK
    || m.scrollWidth > m.clientWidth || root.scrollHeight > window.innerHeight || root.scrollWidth > window.innerWidth;
  const set = (f) => root.style.setProperty("--slide-fit", String(f));
  let busy = false;
  const fit = () => {
    const m = main();
    if (busy || !m) return;
    if (!document.querySelector(".st-key-lesson-slide")) { root.style.removeProperty("--slide-fit"); return; }
    busy = true;
    try {
      set(1);
      if (!over(m)) return;
      let lo = MIN, hi = 1;
      for (let i = 0; i < 7; i++) {
        const mid = (lo + hi) / 2;
        set(mid);
        if (over(m)) hi = mid; else lo = mid;
      }
      for (set(lo); over(m) && lo > MIN; set(lo)) lo = Math.max(MIN, lo - 0.02);
    } finally { busy = false; }
  };
  window.__slideFit = fit;
  new MutationObserver(fit).observe(document.body, { childList: true, subtree: true, characterData: true });
  window.addEventListener("resize", fit);
  document.fonts && document.fonts.ready.then(fit);
  fit();
})();
</script>"""
"""The slide's fit, installed once per browser page (its observers outlive a rerun; off any slide it does nothing)."""

TASK_BOX = (
    '<div data-testid="task" class="lesson-task" role="note">\n\n:material/touch_app: **{label}** {task}\n\n</div>'
)
"""A step's task, as a box that tests and styles find by its ``data-testid``; Markdown inside it."""

LESSON_STYLE = """<style>
.lesson-task { background: rgba(61, 157, 243, 0.16); color: #0f3f75; border-radius: 0.5rem; padding: 0.75rem 1rem; }
.lesson-task p { margin: 0; }
:has(> .st-key-lesson-phone-title) { display: none; }
@media (max-width: 640px) {
  :has(> .st-key-lesson-phone-title) { display: block; }
  .st-key-lesson-text > :has(> .st-key-lesson-title) { display: none; }
  .st-key-lesson-text > * { order: 5; }
  .st-key-lesson-text > :has(> .st-key-lesson-task) { order: 1; }
  .st-key-lesson-text > :has(> .st-key-lesson-race) { order: 2; }
  .st-key-lesson-text > :has(> .st-key-lesson-counter) { order: 6; }
  .st-key-lesson-text > :has(> .st-key-lesson-nav) { order: 7; position: sticky; bottom: 0; z-index: 2;
    background: var(--st-background-color, #f7f1e6); padding: 0.5rem 0; }
  .st-key-lesson-nav { flex-wrap: nowrap; }
  .st-key-lesson-nav kbd { display: none; }
  .st-key-lesson-restart button [data-testid="stMarkdownContainer"] { position: absolute; width: 1px; height: 1px;
    overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .st-key-lesson-step .st-key-lesson-caption { display: block; }
  .st-key-board-col > :has(> .st-key-board-caption) { display: none; }
  .st-key-lesson-phone-title h2 { font-size: 1.6rem; padding: 0; }
  .st-key-lesson-later p { font-size: 0.9rem; }
  .st-key-lesson-text > :has(> .st-key-lesson-caption) { order: 3; }
  .block-container:has(.st-key-lesson-later) [data-testid="stLayoutWrapper"]:has(> .st-key-lesson-tools) { order: 2; }
}
.st-key-lesson-step .st-key-lesson-caption { display: none; }
@media (min-width: 641px) { .st-key-lesson-tools { min-height: 4.25rem; } }
</style>"""
"""The lesson's layout.  A phone shows the step's title above the board (the columns stack), a wider screen beside
it: the title is drawn in both places and each screen hides one (hidden, it is hidden from screen readers too).
On a phone the task comes straight under the board (then the throw it uses), the step's text after it, and
Previous / Next stay at the bottom of the screen, on one line (the restart button shows only its icon, its words
kept for screen readers); after the first step the lesson's tools and notes go below it.
The board's caption is drawn under the board and beside it, and a phone shows the one after the task."""

PHONE_BOARD_STYLE = """<style>
@media (max-width: 640px) {{
  [data-testid='stMainBlockContainer'] {{ padding-top: 4rem; }}
  [data-testid='stMainBlockContainer'] > [data-testid='stVerticalBlock'],
  [data-testid='stMainBlockContainer'] > [data-testid='stVerticalBlock'] > [data-testid='stLayoutWrapper']
    > [data-testid='stVerticalBlock'] {{ row-gap: .5rem; }}
  [data-testid='stHorizontalBlock']:has(> [data-testid='stLayoutWrapper'] > .st-key-board-col) {{ row-gap: .5rem; }}
  [data-testid='stMain'] [data-testid='stLayoutWrapper']:has(> .st-key-board-col) {{ margin: 0 auto;
    min-width: 0; max-width: min(100%, max(11rem, calc((100svh - 14rem) * {aspect:.4f}))); }}
  .st-key-lesson-phone-title [data-testid='stMarkdownContainer'] {{ margin-bottom: 0; }}
}}
</style>"""
PHONE_BELOW_PX = 160
"""On a phone, the height a lesson's live board leaves under it for the task (up to four lines) and the buttons
(the board's code measures what stands above it)."""
"""A phone keeps the board short enough for the step's title above it and its task and buttons below it on the
first screen (a tall board, as Knossos's or Patolli's stretched for fingers, becomes narrower than the screen),
with little room between them."""


def lesson_page(lang: str) -> None:
    """The lesson of the rule set in the URL, at the step in the URL."""
    rules = state.current_rules()
    waiting = board_first()
    if state.presenting():
        st.html(SLIDE_STYLE)
        st.html(SLIDE_FIT, unsafe_allow_javascript=True)
    else:
        _tools(rules, load_lesson("lessons", rules, lang), lang, waiting=waiting)
    _step(lang)


def _tools(rules: str, lesson: Lesson, lang: str, *, waiting: bool) -> None:
    """The lesson chooser, presentation mode and the handout, above the lesson's title; on a first visit, once
    the board is up (their row keeps its height meanwhile: ``LESSON_STYLE``)."""
    row = st.container(horizontal=True, vertical_alignment="bottom", key="lesson-tools")
    st.session_state[TOOLS_WAITING] = waiting
    if waiting:
        return
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


def _heading(rules: str, lesson: Lesson, index: int, lang: str) -> None:
    """The lesson's title, its teacher's notes and its introduction on the first step; on a later step only its
    title, on one line (the notes follow the step)."""
    if index == 0:
        st.title(lesson.title, anchor=False)
        with st.container(key="lesson-notes"):
            teacher_notes(rules, lang)
        if lesson.intro:
            st.markdown(lesson.intro)
    else:
        with st.container(key="lesson-later"):
            st.markdown(f"**{lesson.title}**")


@st.fragment
def _step(lang: str) -> None:
    """The step in the URL: its board beside its text, task and buttons.  One fragment, so that a move or a
    step reruns only the step, not the page; leaving presentation mode reruns the whole page, and so does the
    board's first showing when the tools above were held back for it."""
    if state.page_changed() or (st.session_state.get(TOOLS_WAITING) and board_shown()):
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
    st.html(LESSON_STYLE)
    height, width = figure_height_width(record.game, narrow=True)  # a phone's layout (the same if it has none)
    st.html(PHONE_BOARD_STYLE.format(aspect=width / height))
    if not presenting:  # on a phone the columns stand one above the other: the step's title comes first
        _heading(rules, lesson, index, lang)
        with st.container(key="lesson-phone-title"):
            _title(step, lang)
    board_col, text_col = controls.columns(record.game, presenting=presenting)
    with board_col:
        _board(index, step, tried, record, lang, presenting=presenting)
    if not board_shown():  # a first visit: the text, the task and the buttons once the board is up
        return
    with text_col, st.container(key="lesson-slide" if presenting else "lesson-step"):
        _step_text(rules, lesson, index, tried, shown, lang, presenting=presenting)
    if not presenting and index > 0:
        with st.container(key="lesson-notes"):
            teacher_notes(rules, lang)


def _step_text(
    rules: str, lesson: Lesson, index: int, tried: state.Attempt, shown: Interaction, lang: str, *, presenting: bool
) -> None:
    """The column beside the board.  On a projector the counter, the buttons, the title and the task stay in
    sight above the step's text; on a laptop they follow the reading order (a phone reorders them by style)."""
    step = lesson.steps[index]
    parts = slide_parts(step) if presenting else (step.before,)  # a long step takes two slides on a projector
    part = state.current_part(len(parts))
    with st.container(key="lesson-text"):
        with st.container(key="lesson-counter"):
            _counter(rules, lesson, index, lang, presenting=presenting)
        if presenting:
            _navigation(rules, lesson, index, lang, presenting=presenting, part=part)
        with st.container(key="lesson-title"):
            _title(step, lang)
        if part:
            st.caption(t("lesson.continued", lang, part=part + 1, parts=len(parts)))
        if presenting:
            _caption(step)
        if presenting and step.board.task:
            with st.container(key="lesson-task"):
                _task(index, step, tried, shown, lang, presenting=presenting)
        if parts[part]:
            st.markdown(parts[part])
        with st.container(key="lesson-race"):
            _race_status(shown.record, lang)
        if part < len(parts) - 1:
            st.caption(t("lesson.continues", lang))
        if step.board.task and not presenting:
            with st.container(key="lesson-task"):
                _task(index, step, tried, shown, lang, presenting=presenting)
        if not presenting:
            _caption(step)
        if step.after and part == len(parts) - 1 and (not step.board.task or tried.verdict is Verdict.SOLVED):
            st.markdown(step.after)
        if not presenting:
            _navigation(rules, lesson, index, lang, presenting=presenting)


def _caption(step: Step) -> None:
    """The board's caption beside the board: on a projector, and on a phone (``LESSON_STYLE``)."""
    if step.board.caption:
        with st.container(key="lesson-caption"):
            st.caption(step.board.caption)


def _title(step: Step, lang: str) -> None:
    st.markdown(f"## {step.title}")
    controls.variant_badge(step.board.rules, lang)  # a variant's step: the scholar's rule it switches on


def _board(index: int, step: Step, tried: state.Attempt, record: GameRecord, lang: str, *, presenting: bool) -> None:
    board = step.board
    key = state.step_board_key(step, index)
    if board.task and tried.move is None:
        title = rules_text(board.rules, "title", lang)
        live_board(
            key,
            lang=lang,
            alt=t("lesson.board_alt", lang, title=title, step=step.title),
            alt_touch=t("lesson.board_alt.tap", lang, title=title, step=step.title),
            highlights=board.highlights,
            arrows=board.arrows,
            on_played=partial(state.judged, index, step),
            fit="screen" if presenting else "page",
            below=PHONE_BELOW_PX,
        )
    else:
        if tried.shown and record.last_move is not None:  # arrows along the move "Show me" played
            shown = marks(record.undo(), hint=record.last_move)
        else:
            shown = marks(record, highlights=board.highlights, arrows=board.arrows)
        still_board(record, shown, f"{key}:still", lang=lang)
    if board.caption and not presenting:  # on a projector the board takes the screen's height: its caption goes
        with st.container(key="board-caption"):  # beside it, under the step's title
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
    st.markdown(TASK_BOX.format(label=t("lesson.task", lang), task=step.board.task), unsafe_allow_html=True)
    if tried.verdict is Verdict.SOLVED:
        move = _played(record, lang)
        if tried.shown:
            st.success(t("lesson.shown", lang, move=move), icon=":material/visibility:")
        elif index in state.shown_steps(state.lesson_of(step)):  # the answer shown, played again
            st.info(t("lesson.solved_after_shown", lang, move=move), icon=":material/visibility:")
        else:
            st.success(t("lesson.solved", lang, move=move), icon=":material/celebration:")
        st.button(t("lesson.again", lang), on_click=state.on_retry, args=(index, step), icon=":material/replay:")
        return
    if tried.verdict is Verdict.OTHER:
        reason = missed_text(step.board, tried.move, lang) if tried.move is not None else ""
        st.warning(t("lesson.other", lang, move=_played(record, lang), reason=reason), icon=":material/undo:")
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
        st.caption(controls.hint_text(notice.hint, lang))
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
    done, shown = (len(steps & set(tasks)) for steps in (state.solved(rules), state.shown_steps(rules)))
    text = t("lesson.counter", lang, step=index + 1, total=total, done=done, tasks=len(tasks))
    if shown:
        text = t("lesson.counter_shown", lang, counter=text, shown=shown)
    if presenting:
        st.markdown(f"### {rules_text(rules, 'title', lang)} · {index + 1} / {total}")
    st.progress((index + 1) / total, text=text)


def _navigation(rules: str, lesson: Lesson, index: int, lang: str, *, presenting: bool, part: int = 0) -> None:
    """Previous and Next (on a projector from slide to slide: a long step's second slide comes before the next
    step), the lesson's restart and, on a projector, the way out of presentation mode."""
    row = st.container(horizontal=True, key="lesson-nav")
    parts = len(slide_parts(lesson.steps[index])) if presenting else 1
    before = len(slide_parts(lesson.steps[index - 1])) - 1 if presenting and index > 0 else 0
    back: tuple[Callable[..., None], tuple[Any, ...]] = (
        (state.on_part, (part - 1,)) if part else (state.on_go, (rules, index - 1, before))
    )
    row.button(
        t("lesson.previous", lang),
        icon=":material/arrow_back:",
        shortcut="Left",
        disabled=index == 0 and part == 0,
        on_click=back[0],
        args=back[1],
        key="lesson-prev",
    )
    last = index == len(lesson.steps) - 1
    ahead: tuple[Callable[..., None], tuple[Any, ...]] = (
        (state.on_part, (part + 1,)) if part < parts - 1 else (state.on_go, (rules, index + 1))
    )
    row.button(
        t("lesson.next", lang),
        icon=":material/arrow_forward:",
        icon_position="right",
        shortcut="Right",
        disabled=last and part == parts - 1,
        on_click=ahead[0],
        args=ahead[1],
        type="primary",
        key="lesson-next",
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
