"""The live class board: a teacher's board on every student's screen.

``/class`` offers to start a class or join one; ``/class?new=1`` starts one at once.  Everyone's address is
``/class?code=<code>`` (a student's adds ``&me=<id>`` once joined): the teacher's secret key (the token that
alone changes the class) is never in it.  The teacher's session holds the key, and the teacher's browser keeps
it in a cookie (``state.key_cookie``), so that a reload opens the teacher's page again; on another device the
teacher's PIN (made on the teacher's page, shown once, stored hashed) gives the key.  An old teacher's link
``/class?code=<code>&teacher=<token>`` still opens the class: the key is kept and taken out of the address.

The teacher's page fits a 1280×720 projector: the board on the left; on the right the join code, its link
and QR code, the board's buttons, and the open vote's tally or the quiz's results; the rule set, the lesson
steps and the students' names below; under them the fold Pairs (``ui.classroom.pairs``), whose pairs play
online games, one of which the teacher may put on the class board.  The class lives in the store
(``classroom.store``: SQLite by default, Redis with ``CLASS_STORE=redis://…``), so an app server's restart loses
nothing: the teacher's board is written there after every move, and each student's board reads it again every
second in a fragment of its own.
"""

from __future__ import annotations

import html
import time
from collections.abc import Callable
from functools import partial
from urllib.parse import urlencode, urlsplit

import streamlit as st

from classroom.names import NAME_LENGTH, clean_name
from classroom.qr import qr_data_uri
from classroom.store import IDLE_SECONDS, QUIZ, VOTE, ClassError, ClassView, StoreUnavailable, normal_code
from games import RULE_SETS
from games.records import GameRecord
from ui import board_widget, controls
from ui.classroom import gate, pairs, quiz, vote
from ui.classroom.chips import STYLE, chip, chip_row
from ui.classroom.outage import fail, failed, reported, said_box, succeed, told
from ui.classroom.state import (
    DRAWN,
    JOIN_SAID,
    JOINED,
    PIN,
    PIN_SAID,
    REDRAW,
    ROUND_SECONDS,
    STUDENT,
    THROWS,
    board_key,
    class_record,
    class_store,
    cookie_script,
    device_script,
    device_student,
    forget_teacher_key,
    keep_teacher_key,
    kept_key,
    key_cookie,
    student_id,
    teacher_key,
)
from ui.i18n import plain, rules_text, t
from ui.moves import throws
from ui.moves.controller import Event, Interaction, marks
from ui.moves.drawings import Arrow, drawn_arrows, drawn_text
from ui.moves.link import game_link
from ui.moves.words import turn_text


def class_page(lang: str) -> None:
    """Start, teach or join, by what the link holds (and the teacher's key this session or browser keeps); while
    the store cannot be reached, a sentence says so and the page comes back by itself (``ui.classroom.outage``)."""
    with told(lang, retry=True):
        _class_page(lang)


def _class_page(lang: str) -> None:
    if st.query_params.get("new") == "1":
        _start_class(lang)
    typed = st.query_params.get("code")
    code = normal_code(typed) if typed is not None else None
    token = teacher_key(code) if code is not None and "teacher" not in st.query_params else None
    view = class_store().view(code, time.time()) if token is not None and code is not None else None
    if token is not None and view is not None and class_store().is_teacher(view.code, token):
        _teacher(view, token, lang)  # the teacher's own session: no limit, no title
        return
    if token is not None and code is not None:  # a key replaced since (from another device), or a class gone
        forget_teacher_key(code)
    st.title(t("class.title", lang), anchor=False)
    if typed is None:
        _landing(lang)
        return
    view, wait = gate.open_code(code) if code is not None else (None, 0.0)
    if wait:
        st.warning(t("class.too_many", lang, seconds=max(1, round(wait))), icon=":material/hourglass_top:")
        return
    if code is None or view is None:
        reason = "class.bad_code" if code is None else "class.no_class"
        st.error(t(reason, lang, code=plain(typed[:12])), icon=":material/error:")  # the link's words as text
        _landing(lang)
        return
    linked = st.query_params.get("teacher")
    if linked is not None:  # an old teacher's link: its key is kept, and taken out of the address
        if not class_store().is_teacher(code, linked):
            st.error(t("class.not_teacher", lang), icon=":material/lock:")
            return
        keep_teacher_key(code, linked)
        del st.query_params["teacher"]
        st.rerun()
    kept = kept_key(code)
    if kept is not None and class_store().is_teacher(code, kept):  # the teacher's browser, in a new session
        keep_teacher_key(code, kept)
        st.rerun()
    if kept is not None:  # a key that is not this class's (forged, or of a class made again): forgotten
        st.warning(t("class.key_refused", lang), icon=":material/key_off:")
        st.html(_key_script(code, ""), unsafe_allow_javascript=True)
    _student(code, lang)


@reported("landing", "class.store.start")
def _start_class(lang: str) -> None:
    """A new class showing a fresh game of the first rule set, with a teacher's PIN: the session keeps the key
    and the PIN, and the address gets the class's code alone; or, when this client has started many classes
    lately, a sentence saying when it may start another."""
    wait = gate.may_start()
    if wait:
        st.query_params.pop("new", None)
        minutes = max(1, round(wait / 60))
        st.warning(t("class.too_many_classes", lang, minutes=minutes), icon=":material/hourglass_top:")
        return
    record = GameRecord.start(RULE_SETS[0])
    code, token = class_store().create(game_link(record)[0], time.time())
    gate.made_here(code)
    _new_pin(code, token)
    keep_teacher_key(code, token)
    st.query_params.pop("new", None)
    st.query_params["code"] = code
    board_widget.put(board_key(code), Interaction(record))


def _new_pin(code: str, token: str) -> None:
    """A fresh teacher's PIN for the class, shown in this session only (the store keeps its hash)."""
    st.session_state[PIN] = {**st.session_state.get(PIN, {}), code: class_store().new_pin(code, token, time.time())}


def _key_script(code: str, token: str) -> str:
    """The script that has the browser keep ``token`` as its key to class ``code`` for a day (the class's life
    without activity), for the app's whole path, where the server reads it; an empty ``token`` forgets it."""
    return cookie_script(key_cookie(code), token, IDLE_SECONDS if token else 0, "strict")


def _on_pin(code: str) -> None:
    """The teacher's PIN typed on another device: right, this session is the teacher's; wrong, it is said why
    (and counted: a visitor may try only a few wrong PINs a minute)."""
    st.session_state.pop(PIN_SAID, None)
    try:
        token, said = gate.key_for_pin(code, str(st.session_state.get("class:pin") or ""))
    except StoreUnavailable:
        st.session_state[PIN_SAID] = ("class.store.pin", {})
        return
    if token is None:
        st.session_state[PIN_SAID] = said
        return
    keep_teacher_key(code, token)


def _landing(lang: str) -> None:
    said_box("landing", lang)
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


TEACHER_STYLE = """<style>
.class-join { display: flex; gap: 1rem; align-items: flex-start; justify-content: space-between; }
.class-join-at { font-size: .92rem; line-height: 1.35; }
.class-code { font: 700 clamp(3rem, 3.8vw, 4.5rem)/1.1 monospace; letter-spacing: .1em; margin: .3rem 0 .2rem; }
.class-link { font: .85rem/1.3 monospace; overflow-wrap: anywhere; color: #4a3b2c; }
.class-join img { width: clamp(10.5rem, 13vw, 17rem); flex: none; image-rendering: pixelated; }
.class-h1 { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); }
.site-tagline { display: none; }
.st-key-class-vote-play button, .st-key-class-vote-close button { padding-left: .6rem; padding-right: .6rem; }
</style>"""
"""The join panel, compact: the code and its link beside the QR code, at the top of the projector's right column
(larger on a larger screen); the site's tagline left out of the header, which then keeps to one line; the vote's
two buttons narrow enough to share a line in Russian too."""


def _teacher(view: ClassView, token: str, lang: str) -> None:
    """The teacher's page on one 1280×720 screen: the board (any rule set, both sides) on the left; on the right
    the join code and QR code, the board's buttons, and the open vote's tally or the quiz's results; the rule
    set, the lesson steps and who has joined below."""
    key = board_key(view.code)
    if board_widget.current(key) is None:  # a new session of the teacher (a restart, another tab): the class's
        record = class_record(view.board)
        board_widget.put(key, Interaction(record))
    record = board_widget.interaction(key).record
    projecting = pairs.shown_game(view.board) is not None  # a pair's game on the class board, followed
    board_col, side_col = st.columns([3, 2], gap="medium")
    with board_col:
        if projecting:
            pairs.projected_board(view.code, lang)
        else:
            turn = turn_text(record, lang)
            board_widget.live_board(
                key,
                lang=lang,
                alt=t("class.board_alt", lang, turn=turn),
                alt_touch=t("class.board_alt.tap", lang, turn=turn),
                on_drawn=_drawn,
            )
    st.session_state.pop(REDRAW, None)  # the board is drawn: the redraw the round's end asked for is done
    _share(key, view, token)
    with side_col:
        _join_panel(view.code, token, lang)
        if projecting:
            pairs.projected_buttons(view.code, lang, partial(_take_back, key, view, token))
        else:
            _board_buttons(key, view.code, token, lang)
        _round_panel(key, view.code, token, lang)
        _pin_panel(view.code, token, lang)
    with board_col:
        if not projecting:
            controls.rules_chooser(
                record.rules, lang, label=t("rules.label", lang), key="class:rules", on_choose=partial(_new_game, key)
            )
            quiz.picker(key, view.code, token, lang)
            board_widget.board_switches(lang)  # a teacher's tablet draws with the pen
    with side_col:
        _students(view.code, token, lang)
        if class_store().at_risk():
            st.warning(t("class.store.at_risk", lang), icon=":material/warning:")
    pairs.pairs_fold(view, token, lang)


def _join_panel(code: str, token: str, lang: str) -> None:
    """The code, its link and its QR code (and, unseen, the page's heading and the script that has the browser
    keep the teacher's key)."""
    link = join_link(code, lang)
    st.html(
        f'<h1 class="class-h1">{html.escape(t("class.title", lang))}</h1><div class="class-join"><div>'
        f'<div class="class-join-at">{html.escape(t("class.join_at", lang))}</div>'
        f'<div data-testid="class-code" class="class-code">{code}</div>'
        f'<div class="class-link">{html.escape(link).replace("?", "<wbr>?")}</div></div>'
        f'<img data-testid="class-qr" src="{qr_data_uri(link)}" alt="{html.escape(t("class.qr", lang))}"></div>'
        f"{TEACHER_STYLE}{_key_script(code, token)}",
        unsafe_allow_javascript=True,
    )


def _board_buttons(key: str, code: str, token: str, lang: str) -> None:
    """The rule set and whose turn it is, then Throw (when one is due), Undo and New game."""
    record = board_widget.interaction(key).record
    st.markdown(f"**{rules_text(record.rules, 'title', lang)}** · {turn_text(record, lang)}")
    game = record.game
    row = st.container(horizontal=True)
    if game.device is not None and game.turn(record.state).phase == "throw":
        row.button(
            t(f"throw.{game.device.key}", lang),
            icon=":material/casino:",
            type="primary",
            key="class:throw",
            on_click=_throw,
            args=(key, code),
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


def _pin_panel(code: str, token: str, lang: str) -> None:
    """Folded away from the projector's view: the teacher's PIN (shown in the session that made it), New PIN, and
    a new teacher's key, which shuts every other device out of the teacher's page."""
    with st.popover(t("class.pin.title", lang), icon=":material/key:"):
        pin = st.session_state.get(PIN, {}).get(code)
        if pin is not None:
            st.html(f'<div data-testid="class-pin" class="class-code">{html.escape(pin)}</div>')
        st.caption(t("class.pin.shown" if pin is not None else "class.pin.none", lang))
        _writing_button(t("class.pin.new", lang), ":material/autorenew:", "class:pin-new", _new_pin, (code, token))
        st.divider()
        st.caption(t("class.key.help", lang))
        _writing_button(t("class.key.new", lang), ":material/key_off:", "class:new-key", _new_key, (code, token, lang))


def _writing_button(label: str, icon: str, key: str, action: Callable[..., None], args: tuple[str, ...]) -> None:
    """A button of the teacher's folds whose write to the class, if the store cannot take it, is said on the
    teacher's page ("not saved") instead of raised."""
    st.button(label, icon=icon, key=key, on_click=reported("teacher", "class.store.not_saved")(action), args=args)


def _new_key(code: str, token: str, lang: str) -> None:
    """The teacher's key replaced: this session and browser keep the new one, every other device loses the page."""
    keep_teacher_key(code, class_store().new_key(code, token, time.time()))
    st.toast(t("class.key.done", lang), icon=":material/key:")


def _remove(code: str, token: str) -> None:
    """The teacher removes the student chosen in the roll's fold."""
    student = st.session_state.get("class:remove-who")
    if isinstance(student, str):
        class_store().remove_student(code, token, student, time.time())


@st.fragment(run_every=2.0)
def _students(code: str, token: str, lang: str) -> None:
    """Who has joined, refreshed every two seconds (a name is shown as text, escaped, never as Markdown or HTML),
    and a fold to remove one."""
    with told(lang, quiet=True):  # the round panel above says it
        students = class_store().students(code)
        st.markdown(f"**{t('class.students', lang, count=len(students))}**")
        if not students:
            return
        st.html(chip_row([chip(name) for name in students.values()], "class-students"))
        with st.popover(t("class.remove.title", lang), icon=":material/person_remove:"):
            st.caption(t("class.remove.help", lang))
            st.selectbox(
                t("class.remove.label", lang), list(students), format_func=students.__getitem__, key="class:remove-who"
            )
            _writing_button(
                t("class.remove.button", lang), ":material/person_remove:", "class:remove", _remove, (code, token)
            )


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


def _drawn(position: str, arrows: tuple[Arrow, ...]) -> None:
    """The teacher drew on the board's ``position``: its arrows and circles are kept (and shown to the class)."""
    st.session_state[DRAWN] = {**st.session_state.get(DRAWN, {}), position: arrows}


def _share(key: str, view: ClassView, token: str) -> None:
    """Write the teacher's board to the class, with the arrows and circles the teacher drew on its position, when
    it differs from what the class shows; when the store cannot take it, the teacher is told, and the teacher's panel
    sends it again every second until it can."""
    if pairs.shown_game(view.board) is not None:  # a pair's game is on the class board until the teacher takes it back
        return
    board = _teachers_board(key)
    if board == view.board:
        return
    try:
        class_store().set_board(view.code, token, board, time.time())
    except StoreUnavailable:
        fail("teacher", "class.store.move")
        return
    succeed("teacher", "class.store.move")


def _teachers_board(key: str) -> dict[str, object]:
    """The teacher's own board as the class shows it, with the arrows and circles drawn on its position."""
    record = board_widget.interaction(key).record
    board: dict[str, object] = {**game_link(record)[0]}
    drawn = st.session_state.get(DRAWN, {}).get(record.game.format_position(record.state))
    if drawn:
        board = {**board, "drawn": drawn_text(drawn)}
    return board


def _take_back(key: str, view: ClassView, token: str) -> None:
    """The teacher takes the class board back from the pair's game it showed: their own board again."""
    class_store().set_board(view.code, token, _teachers_board(key), time.time())


@st.fragment(run_every=ROUND_SECONDS)
def _round_panel(key: str, code: str, token: str, lang: str) -> None:
    """Beside the teacher's board: "Open a vote", or the open vote's tally, or the quiz's results (kept after
    the quiz closes), read again every second."""
    if st.session_state.get(REDRAW):  # the round ended with a move on the board: redraw the whole page (asked
        # again at every tick until a whole run has drawn it: a run cut short by another would lose it)
        st.rerun(scope="app")
    with told(lang):
        view = class_store().view(code, time.time())
        if view is None:  # the class is gone (it ended, or a store without persistence restarted): say so
            st.rerun(scope="app")
        if failed("teacher", "class.store.move"):
            _share(key, view, token)  # the move the store could not take before, sent again
        said_box("teacher", lang)
        _round(key, code, token, view, lang)


def _round(key: str, code: str, token: str, view: ClassView, lang: str) -> None:
    """The round panel's body: what the class's last round (of ``view``) calls for."""
    last = view.round
    if last is not None and last.open and last.kind == VOTE:
        vote.tally_panel(key, code, token, last, lang)
        return
    if (last is None or not last.open) and pairs.shown_game(view.board) is None:  # a vote on the teacher's board
        vote.open_button(key, code, token, lang)
    if last is not None and last.kind == QUIZ:
        quiz.results_panel(key, code, token, last, lang)


# ---------------------------------------------------------------- a student


def _student(code: str, lang: str) -> None:
    """A student's page: the name form, or once joined, the teacher's board.  The student's id is their
    browser's (``state.device_student``: joining again from the same browser, in any tab, is the same student)
    or the one in their link (``me``), so that a reload or a restart of the server finds them in the class
    again; one the teacher has removed is told so."""
    students = class_store().students(code)
    joined = st.session_state.get(JOINED, {})
    if code in joined and student_id() not in students:
        joined = st.session_state[JOINED] = {known: name for known, name in joined.items() if known != code}
        st.session_state[JOIN_SAID] = ("class.error.removed", {"code": code})
    if code not in joined:
        for known in (st.query_params.get("me"), device_student()):
            if known and known in students:
                st.session_state[STUDENT] = st.query_params["me"] = known
                joined = st.session_state[JOINED] = {**joined, code: students[known]}
                break
    if code not in joined:
        if script := device_script():
            st.html(script, unsafe_allow_javascript=True)
        _join_form(code, lang)
        _pin_form(code, lang)
        return
    you_are = t("class.you_are", lang, code=f"<b>{code}</b>", name=chip(joined[code]))
    st.html(f'<p data-testid="class-you-are">{you_are}</p>{STYLE}')
    _mirror(code, lang)


def _join_form(code: str, lang: str) -> None:
    """The student's name, then Join; what went wrong (no name, too many tries) is said above the form."""
    said = st.session_state.get(JOIN_SAID)  # kept until the next Join: a run cut short by another still shows it
    if said is not None:
        st.warning(t(said[0], lang, **said[1]), icon=":material/badge:")
    with st.form("class:join", border=True):
        st.markdown(t("class.joining", lang, code=code))
        st.text_input(t("class.name", lang), max_chars=NAME_LENGTH, key="class:name")
        st.form_submit_button(
            t("class.join", lang), icon=":material/login:", type="primary", on_click=_on_join, args=(code,)
        )


def _pin_form(code: str, lang: str) -> None:
    """Folded under the join form: the teacher's PIN, which opens the teacher's page on this device; what went
    wrong (a wrong PIN, too many tries) is said in the fold, which then stays open."""
    said = st.session_state.get(PIN_SAID)  # kept until the next PIN: a run cut short by another still shows it
    with st.expander(t("class.pin.ask", lang), icon=":material/key:", expanded=said is not None):
        if said is not None:
            st.error(t(said[0], lang, **said[1]), icon=":material/lock:")
        with st.form("class:pin-form", border=False):
            st.caption(t("class.pin.help", lang))
            st.text_input(t("class.pin.label", lang), max_chars=12, type="password", key="class:pin")
            st.form_submit_button(
                t("class.pin.enter", lang), icon=":material/co_present:", on_click=_on_pin, args=(code,)
            )


def _on_join(code: str) -> None:
    """Join under the name given, cleaned (``classroom.names``): one is needed, and one no other student of the
    class goes by."""
    st.session_state.pop(JOIN_SAID, None)
    name = clean_name(str(st.session_state.get("class:name") or ""))
    if not name:
        st.session_state[JOIN_SAID] = ("class.name_missing", {})
        return
    student = st.session_state.setdefault(STUDENT, device_student())
    try:
        wait = gate.may_join(code, student)
        if wait:
            st.session_state[JOIN_SAID] = ("class.error.class_busy", {"code": code, "seconds": max(1, round(wait))})
            return
        name = class_store().join(code, student, name, time.time())
        gate.made_here(code)
    except StoreUnavailable:
        st.session_state[JOIN_SAID] = ("class.store.join", {})
        return
    except ClassError as error:
        st.session_state[JOIN_SAID] = (f"class.error.{error.reason}", {"code": code, "name": plain(name)})
        return
    st.session_state[JOINED] = {**st.session_state.get(JOINED, {}), code: name}
    st.query_params["me"] = student


@st.fragment(run_every=ROUND_SECONDS)
def _mirror(code: str, lang: str) -> None:
    """The teacher's board, read again every second (drawn in place: the board stays mounted); while a vote
    or a quiz is open, the student's own board for it instead."""
    with told(lang):
        _mirrored(code, lang)


def _mirrored(code: str, lang: str) -> None:
    """The mirror's body: the class's board, or the open round's own board."""
    view = class_store().view(code, time.time())
    if view is None:
        st.info(t("class.ended", lang), icon=":material/door_open:")
        return
    if student_id() not in class_store().students(code):  # the teacher removed this student: the page says so
        st.rerun(scope="app")
    pairs.your_game(code, lang)
    open_round = view.round if view.round is not None and view.round.open else None
    if open_round is not None and open_round.kind == VOTE:
        vote.ballot(code, open_round.number, open_round.payload["board"], lang)
        return
    if open_round is not None and open_round.kind == QUIZ and (step := quiz.quiz_step(open_round.payload, lang)):
        quiz.answer_board(code, open_round, step, lang)
        return
    record, game = pairs.shown_record(view.board)  # a pair's game the teacher put on the class board, as it stands
    st.markdown(f"**{rules_text(record.rules, 'title', lang)}** · {turn_text(record, lang)}")
    if pairs.shown_game(view.board) is not None:
        pairs.shown_caption(game, lang)
    last = view.round
    if last is not None and last.kind == QUIZ and (step := quiz.quiz_step(last.payload, lang)):
        quiz.shown_answer(code, last, step, record, lang)  # the quiz is closed: its answer, while it is shown
    drawn = drawn_arrows(view.board.get("drawn"), record.game.places())  # the teacher's, on the class's position
    board_widget.still_board(record, marks(record), "class:mirror", lang=lang, drawn=drawn, drawable=False)
