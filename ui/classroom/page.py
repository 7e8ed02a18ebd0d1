"""The live class board: a teacher's board on every student's screen.

``/class`` offers to start a class or join one; ``/class?new=1`` starts one at once.  The teacher's page is
``/class?code=<code>&teacher=<token>`` (the token is the teacher's alone, in the teacher's session and
link, never shown to students); a student's is ``/class?code=<code>``, and ``&me=<id>`` once joined.  The
class lives in the store (``classroom.store``: SQLite by default, Redis with ``CLASS_STORE=redis://…``), so
an app server's restart loses nothing: the teacher's board is written there after every move, and each
student's board reads it again every second in a fragment of its own.
"""

from __future__ import annotations

import time
from functools import partial
from urllib.parse import urlencode, urlsplit

import streamlit as st

from classroom.qr import qr_data_uri
from classroom.store import QUIZ, VOTE, ClassError, ClassView, new_token, normal_code
from games import RULE_SETS
from games.records import GameRecord
from ui import board_widget, controls
from ui.classroom import quiz, vote
from ui.classroom.chips import STYLE, chip, chip_row
from ui.classroom.state import (
    JOIN_SAID,
    JOINED,
    REDRAW,
    ROUND_SECONDS,
    SEEN,
    STUDENT,
    THROWS,
    board_key,
    class_record,
    class_store,
    join_limiter,
)
from ui.i18n import rules_text, t
from ui.moves import throws
from ui.moves.controller import Event, Interaction, marks
from ui.moves.link import game_link
from ui.moves.words import turn_text

NAME_LENGTH = 30


def class_page(lang: str) -> None:
    """Start, teach or join, by what the link holds."""
    st.title(t("class.title", lang), anchor=False)
    if st.query_params.get("new") == "1":
        _start_class()
    typed = st.query_params.get("code")
    if typed is None:
        _landing(lang)
        return
    code = normal_code(typed)
    wait = join_limiter().wait(_visitor(), time.monotonic())
    if wait and code not in st.session_state.get(SEEN, set()):
        st.warning(t("class.too_many", lang, seconds=max(1, round(wait))), icon=":material/hourglass_top:")
        return
    view = class_store().view(code, time.time()) if code else None
    if code is not None and view is not None:
        st.session_state[SEEN] = {*st.session_state.get(SEEN, set()), code}
    else:
        join_limiter().allow(_visitor(), time.monotonic())  # a failed try counts
    if code is None or view is None:
        reason = "class.bad_code" if code is None else "class.no_class"
        st.error(t(reason, lang, code=typed[:12]), icon=":material/error:")
        _landing(lang)
        return
    token = st.query_params.get("teacher")
    if token is not None:
        if class_store().is_teacher(code, token):
            _teacher(view, token, lang)
        else:
            st.error(t("class.not_teacher", lang), icon=":material/lock:")
        return
    _student(code, lang)


def _visitor() -> str:
    """Who is trying codes: the address Streamlit knows, else this session."""
    address = st.context.ip_address
    return address if isinstance(address, str) and address else st.session_state.setdefault(STUDENT, new_token())


def _start_class() -> None:
    """A new class showing a fresh game of the first rule set; the teacher's link goes into the address."""
    record = GameRecord.start(RULE_SETS[0])
    code, token = class_store().create(game_link(record)[0], time.time())
    st.query_params.pop("new", None)
    st.query_params["code"], st.query_params["teacher"] = code, token
    board_widget.put(board_key(code), Interaction(record))


def _landing(lang: str) -> None:
    st.markdown(t("class.intro", lang))
    start, join = st.columns(2, gap="large")
    with start, st.container(border=True):
        st.subheader(t("class.teacher", lang), anchor=False)
        st.caption(t("class.teacher_help", lang))
        st.button(
            t("class.start", lang),
            icon=":material/co_present:",
            type="primary",
            on_click=_start_class,
            key="class:start",
        )
    with join, st.container(border=True), st.form("class:join-code", border=False):
        st.subheader(t("class.student", lang), anchor=False)
        st.text_input(t("class.code", lang), max_chars=12, placeholder="7K3Q9P", key="class:typed-code")
        st.form_submit_button(t("class.go", lang), icon=":material/login:", on_click=_on_code)


def _on_code() -> None:
    st.query_params["code"] = str(st.session_state.get("class:typed-code") or "").strip()


# ---------------------------------------------------------------- the teacher


def join_link(code: str, lang: str) -> str:
    """The address students open: this server's ``/class?code=<code>`` (in the teacher's language)."""
    here = urlsplit(st.context.url or "http://localhost:8501/class")
    query = {"code": code, **({"lang": lang} if lang != "en" else {})}
    return f"{here.scheme}://{here.netloc}{here.path}?{urlencode(query)}"


def _teacher(view: ClassView, token: str, lang: str) -> None:
    """The teacher's board (any rule set, both sides) beside the join code, its QR code and who has joined."""
    key = board_key(view.code)
    if board_widget.current(key) is None:  # a new session of the teacher (a restart, another tab): the class's
        record = class_record(view.board)
        board_widget.put(key, Interaction(record))
    board_col, side_col = st.columns([3, 2], gap="large")
    with board_col:
        _teachers_board(key, view, token, lang)
    with side_col:
        _round_panel(key, view.code, token, lang)
        _join_panel(view.code, lang)
        _students(view.code, lang)


def _join_panel(code: str, lang: str) -> None:
    link = join_link(code, lang)
    st.markdown(t("class.join_at", lang))
    st.html(
        f'<div data-testid="class-code" class="class-code" style="font: 700 3.2rem/1.1 monospace; '
        f'letter-spacing: .12em; margin: .2rem 0 .4rem">{code}</div>'
    )
    st.code(link, language=None)
    st.html(
        f'<img data-testid="class-qr" src="{qr_data_uri(link)}" alt="{t("class.qr", lang)}" '
        f'style="width: min(100%, 18rem); image-rendering: pixelated">'
    )


@st.fragment(run_every=2.0)
def _students(code: str, lang: str) -> None:
    """Who has joined, refreshed every two seconds; a name is shown as text (escaped), never as Markdown or HTML."""
    names = list(class_store().students(code).values())
    st.markdown(f"**{t('class.students', lang, count=len(names))}**")
    if names:
        st.html(chip_row([chip(name) for name in names], "class-students"))


def _teachers_board(key: str, view: ClassView, token: str, lang: str) -> None:
    record = board_widget.interaction(key).record
    controls.rules_chooser(
        record.rules, lang, label=t("rules.label", lang), key="class:rules", on_choose=partial(_new_game, key)
    )
    st.markdown(f"**{rules_text(record.rules, 'title', lang)}** · {turn_text(record, lang)}")
    board_widget.live_board(key, lang=lang, alt=t("class.board_alt", lang, turn=turn_text(record, lang)))
    game = record.game
    row = st.container(horizontal=True)
    if game.device is not None and game.turn(record.state).phase == "throw":
        row.button(
            t(f"throw.{game.device.key}", lang),
            icon=":material/casino:",
            type="primary",
            key="class:throw",
            on_click=_throw,
            args=(key, view.code),
        )
    row.button(
        t("moves.undo", lang),
        icon=":material/undo:",
        key="class:undo",
        disabled=not record.moves,
        on_click=_undo,
        args=(key,),
    )
    row.button(
        t("moves.new", lang),
        icon=":material/restart_alt:",
        key="class:new",
        on_click=_new_game,
        args=(key, record.rules),
    )
    _share(key, view, token)
    quiz.picker(key, view.code, token, lang)


def _new_game(key: str, rules: str) -> None:
    board_widget.put(key, Interaction(GameRecord.start(rules)))


def _undo(key: str) -> None:
    """The teacher's Undo: the last move taken back on the class's board."""
    board_widget.send(key, Event.undo())


def _throw(key: str, code: str) -> None:
    """The teacher's Throw: the device falls (seeded by the class's code and the throw's number)."""
    device = board_widget.interaction(key).record.game.device
    count = st.session_state.get(THROWS, 0) + 1
    st.session_state[THROWS] = count
    if device is not None:
        board_widget.send(key, Event.throw(throws.fall_of(device, int.from_bytes(code.encode(), "big"), count)))


def _share(key: str, view: ClassView, token: str) -> None:
    """Write the teacher's board to the class when it differs from what the class shows."""
    board = game_link(board_widget.interaction(key).record)[0]
    if board != view.board:
        class_store().set_board(view.code, token, board, time.time())


@st.fragment(run_every=ROUND_SECONDS)
def _round_panel(key: str, code: str, token: str, lang: str) -> None:
    """Beside the teacher's board: "Open a vote", or the open vote's tally, or the quiz's results (kept after
    the quiz closes), read again every second."""
    if st.session_state.pop(REDRAW, False):  # the round ended with a move on the board: redraw the whole page
        st.rerun(scope="app")
    view = class_store().view(code, time.time())
    last = view.round if view is not None else None
    if last is not None and last.open and last.kind == VOTE:
        vote.tally_panel(key, code, token, last, lang)
        return
    if last is None or not last.open:
        vote.open_button(key, code, token, lang)
    if last is not None and last.kind == QUIZ:
        quiz.results_panel(key, code, token, last, lang)


# ---------------------------------------------------------------- a student


def _student(code: str, lang: str) -> None:
    """A student's page: the name form, or once joined, the teacher's board.  The student's id is in their
    link (``me``), so that a reload or a restart of the server finds them in the class again."""
    joined = st.session_state.get(JOINED, {})
    me = st.query_params.get("me")
    if code not in joined and me:
        name = class_store().students(code).get(me)
        if name is not None:
            st.session_state[STUDENT] = me
            joined = st.session_state[JOINED] = {**joined, code: name}
    if code not in joined:
        _join_form(code, lang)
        return
    you_are = t("class.you_are", lang, code=f"<b>{code}</b>", name=chip(joined[code]))
    st.html(f'<p data-testid="class-you-are">{you_are}</p>{STYLE}')
    _mirror(code, lang)


def _join_form(code: str, lang: str) -> None:
    """The student's name, then Join; what went wrong (no name, too many tries) is said above the form."""
    said = st.session_state.pop(JOIN_SAID, None)
    if said is not None:
        st.warning(t(said[0], lang, **said[1]), icon=":material/badge:")
    with st.form("class:join", border=True):
        st.markdown(t("class.joining", lang, code=code))
        st.text_input(t("class.name", lang), max_chars=NAME_LENGTH, key="class:name")
        st.form_submit_button(
            t("class.join", lang), icon=":material/login:", type="primary", on_click=_on_join, args=(code,)
        )


def _on_join(code: str) -> None:
    """Join under the name given (one is needed)."""
    name = " ".join(str(st.session_state.get("class:name") or "").split())
    if not name:
        st.session_state[JOIN_SAID] = ("class.name_missing", {})
        return
    student = st.session_state.setdefault(STUDENT, new_token())
    try:
        class_store().join(code, student, name, time.time())
    except ClassError as error:
        st.session_state[JOIN_SAID] = (f"class.error.{error.reason}", {"code": code})
        return
    st.session_state[JOINED] = {**st.session_state.get(JOINED, {}), code: name}
    st.query_params["me"] = student


@st.fragment(run_every=ROUND_SECONDS)
def _mirror(code: str, lang: str) -> None:
    """The teacher's board, read again every second (drawn in place: the board stays mounted); while a vote
    or a quiz is open, the student's own board for it instead."""
    view = class_store().view(code, time.time())
    if view is None:
        st.info(t("class.ended", lang), icon=":material/door_open:")
        return
    open_round = view.round if view.round is not None and view.round.open else None
    if open_round is not None and open_round.kind == VOTE:
        vote.ballot(code, open_round.number, open_round.payload["board"], lang)
        return
    if open_round is not None and open_round.kind == QUIZ and (step := quiz.quiz_step(open_round.payload, lang)):
        quiz.answer_board(code, open_round, step, lang)
        return
    record = class_record(view.board)
    st.markdown(f"**{rules_text(record.rules, 'title', lang)}** · {turn_text(record, lang)}")
    board_widget.still_board(record, marks(record), "class:mirror", lang=lang)
