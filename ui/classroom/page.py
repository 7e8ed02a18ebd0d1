"""The live class board: a teacher's board on every student's screen.

``/class`` offers to start a class or join one; ``/class?new=1`` starts one at once.  The teacher's page is
``/class?code=<code>&teacher=<token>`` (the token is the teacher's alone, in the teacher's session and
link, never shown to students); a student's is ``/class?code=<code>``, and ``&me=<id>`` once joined.  The
class lives in the store (``classroom.store``: SQLite by default, Redis with ``CLASS_STORE=redis://…``), so
an app server's restart loses nothing: the teacher's board is written there after every move, and each
student's board reads it again every second in a fragment of its own.
"""

from __future__ import annotations

import html
import os
import time
from functools import partial
from pathlib import Path
from typing import Any
from urllib.parse import urlencode, urlsplit

import plotly.graph_objects as go
import streamlit as st

from classroom.limits import JoinLimiter
from classroom.qr import qr_data_uri
from classroom.store import ClassError, ClassStore, ClassView, new_token, normal_code, store_from_env
from games import RULE_SETS
from games.core import GameRecord
from ui import board_widget, controls
from ui.board_widget import chart
from ui.content.story import museum_chart
from ui.i18n import rules_text, t
from ui.moves import throws
from ui.moves.controller import Event, Interaction, marks
from ui.moves.link import game_link, record_from_link
from ui.moves.words import turn_text


def board_key(code: str) -> str:
    """The teacher's live board of class ``code`` (session state)."""
    return f"class:board:{code}"


STUDENT, JOINED, SEEN = "class:student", "class:joined", "class:seen"
THROWS, JOIN_SAID, REDRAW = "class:throws", "class:join-said", "class:redraw"
DEFAULT_STORE = Path(__file__).resolve().parents[2] / ".data" / "classes.sqlite"
NAME_LENGTH = 30
MIRROR_SECONDS = 1.0
"""How often a student's board asks the store for the teacher's."""


@st.cache_resource
def class_store() -> ClassStore:
    """The server's store: ``CLASS_STORE`` (``redis://host:port/db`` or a file), else ``.data/classes.sqlite``."""
    return store_from_env(os.environ.get("CLASS_STORE"), DEFAULT_STORE)


@st.cache_resource
def join_limiter() -> JoinLimiter:
    """One limiter per app server, shared by all its sessions."""
    return JoinLimiter()


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
        st.button(t("class.start", lang), icon=":material/co_present:", type="primary", on_click=_start_class,
                  key="class:start")
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
        record, _ = record_from_link(view.board)
        board_widget.put(key, Interaction(record))
    board_col, side_col = st.columns([3, 2], gap="large")
    with board_col:
        _teachers_board(key, view, token, lang)
    with side_col:
        _vote_panel(key, view.code, token, lang)
        _join_panel(view.code, lang)
        _students(view.code, lang)


def _join_panel(code: str, lang: str) -> None:
    link = join_link(code, lang)
    st.markdown(t("class.join_at", lang))
    st.html(f'<div data-testid="class-code" class="class-code" style="font: 700 3.2rem/1.1 monospace; '
            f'letter-spacing: .12em; margin: .2rem 0 .4rem">{code}</div>')
    st.code(link, language=None)
    st.html(f'<img data-testid="class-qr" src="{qr_data_uri(link)}" alt="{t("class.qr", lang)}" '
            f'style="width: min(100%, 18rem); image-rendering: pixelated">')


STUDENT_STYLE = """<style>.class-student { padding: .15rem .6rem; border: 1px solid #d9c9a8; border-radius: 1rem;
  background: #fbf7ee; white-space: nowrap; }</style>"""
"""A joined student's name as a chip on the teacher's screen."""


@st.fragment(run_every=2.0)
def _students(code: str, lang: str) -> None:
    """Who has joined, refreshed every two seconds; a name is shown as text (escaped), never as Markdown or HTML."""
    names = list(class_store().students(code).values())
    st.markdown(f"**{t('class.students', lang, count=len(names))}**")
    if names:
        chips = "".join(f'<span class="class-student">{html.escape(name)}</span>' for name in names)
        st.html(f"<div data-testid=\"class-students\" style=\"display: flex; flex-wrap: wrap; gap: .35rem\">"
                f"{chips}</div>{STUDENT_STYLE}")


def _teachers_board(key: str, view: ClassView, token: str, lang: str) -> None:
    record = board_widget.current(key).record
    controls.rules_chooser(record.rules, lang, label=t("rules.label", lang), key="class:rules",
                           on_choose=partial(_new_game, key))
    st.markdown(f"**{rules_text(record.rules, 'title', lang)}** · {turn_text(record, lang)}")
    board_widget.live_board(key, lang=lang, alt=t("class.board_alt", lang, turn=turn_text(record, lang)))
    game = record.game
    row = st.container(horizontal=True)
    if game.device is not None and game.turn(record.state).phase == "throw":
        row.button(t(f"throw.{game.device.key}", lang), icon=":material/casino:", type="primary", key="class:throw",
                   on_click=_throw, args=(key, view.code))
    row.button(t("moves.undo", lang), icon=":material/undo:", key="class:undo", disabled=not record.moves,
               on_click=board_widget.send, args=(key, Event.undo()))
    row.button(t("moves.new", lang), icon=":material/restart_alt:", key="class:new", on_click=_new_game,
               args=(key, record.rules))
    _share(key, view, token)


def _new_game(key: str, rules: str) -> None:
    board_widget.put(key, Interaction(GameRecord.start(rules)))


def _throw(key: str, code: str) -> None:
    """The teacher's Throw: the device falls (seeded by the class's code and the throw's number)."""
    device = board_widget.current(key).record.game.device
    count = st.session_state.get(THROWS, 0) + 1
    st.session_state[THROWS] = count
    if device is not None:
        board_widget.send(key, Event.throw(throws.fall_of(device, int.from_bytes(code.encode(), "big"), count)))


def _share(key: str, view: ClassView, token: str) -> None:
    """Write the teacher's board to the class when it differs from what the class shows."""
    board = game_link(board_widget.current(key).record)[0]
    if board != view.board:
        class_store().set_board(view.code, token, board, time.time())


# ---------------------------------------------------------------- a vote


@st.fragment(run_every=1.0)
def _vote_panel(key: str, code: str, token: str, lang: str) -> None:
    """Open a vote on the position on the board; while it is open, the tally (read every second), who has
    not voted, and the buttons that close it or play the class's choice."""
    if st.session_state.pop(REDRAW, False):  # the class's choice was played: the whole page shows the board
        st.rerun(scope="app")
    view = class_store().view(code, time.time())
    vote = view.round if view is not None and view.round is not None and view.round.kind == "vote" else None
    if vote is None or not vote.open:
        record = board_widget.current(key).record
        st.button(t("class.vote.open", lang), icon=":material/how_to_vote:", key="class:vote-open",
                  disabled=not record.game.moves(record.state) or record.game.turn(record.state).phase == "throw",
                  on_click=_open_vote, args=(key, code, token), help=t("class.vote.open_help", lang))
        return
    votes = class_store().submissions(code, vote.number)
    students = class_store().students(code)
    tally = vote_tally(votes)
    # the same elements in the same order every second, so that the page never shows an old one beside a new one
    st.html(f'<div>{html.escape(t("class.vote.count", lang, total=len(students)))} '
            f'<strong data-testid="vote-count">{len(votes)}</strong></div>')
    chart(tally_figure(tally, lang), "class:tally", label=t("class.vote.tally", lang))
    waiting = [name for student, name in students.items() if student not in votes]
    said = f'{html.escape(t("class.vote.waiting", lang))} {", ".join(map(html.escape, waiting))}' if waiting else ""
    st.html(f'<div style="color: #6b5a48; font-size: .9rem; min-height: 1em">{said}</div>')  # names as text
    row = st.container(horizontal=True)
    row.button(t("class.vote.play", lang, move=tally[0][0]) if tally else t("class.vote.play_none", lang),
               icon=":material/done_all:", type="primary", key="class:vote-play", disabled=not tally,
               on_click=_play_choice, args=(key, code, token, tally[0][0] if tally else ""))
    row.button(t("class.vote.close", lang), icon=":material/close:", key="class:vote-close",
               on_click=_close_vote, args=(code, token))


def vote_tally(votes: dict[str, str]) -> list[tuple[str, int]]:
    """Each move voted for and its votes, the most first (equal counts in notation order)."""
    counts: dict[str, int] = {}
    for move in votes.values():
        counts[move] = counts.get(move, 0) + 1
    return sorted(counts.items(), key=lambda item: (-item[1], item[0]))


def tally_figure(tally: list[tuple[str, int]], lang: str) -> go.Figure:
    """The votes as horizontal bars, the most voted move on top."""
    moves, counts = [move for move, _ in tally][::-1], [count for _, count in tally][::-1]
    bars = go.Bar(x=counts, y=moves, orientation="h", text=counts, textposition="outside", showlegend=False,
                  marker={"color": "#8c4a2f"}, hovertemplate="%{y}: %{x}<extra></extra>")
    figure = museum_chart([bars], lang, title=t("class.vote.tally", lang), y_title="", x_title="")
    figure.update_yaxes(type="category")
    figure.update_xaxes(dtick=1, rangemode="tozero")
    return figure


def _open_vote(key: str, code: str, token: str) -> None:
    record = board_widget.current(key).record
    class_store().open_round(code, token, "vote", {"board": game_link(record)[0]}, time.time())


def _close_vote(code: str, token: str) -> None:
    class_store().close_round(code, token, time.time())


def _play_choice(key: str, code: str, token: str, move: str) -> None:
    """Play the move most of the class voted for on the teacher's board, and close the vote."""
    class_store().close_round(code, token, time.time())
    board_widget.send(key, Event.typed(move))
    st.session_state[REDRAW] = True


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
    st.markdown(t("class.you_are", lang, code=code))
    st.text(joined[code])
    _mirror(code, lang)


def _join_form(code: str, lang: str) -> None:
    """The student's name, then Join; what went wrong (no name, too many tries) is said above the form."""
    said = st.session_state.pop(JOIN_SAID, None)
    if said is not None:
        st.warning(t(said[0], lang, **said[1]), icon=":material/badge:")
    with st.form("class:join", border=True):
        st.markdown(t("class.joining", lang, code=code))
        st.text_input(t("class.name", lang), max_chars=NAME_LENGTH, key="class:name")
        st.form_submit_button(t("class.join", lang), icon=":material/login:", type="primary", on_click=_on_join,
                              args=(code,))


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


@st.fragment(run_every=MIRROR_SECONDS)
def _mirror(code: str, lang: str) -> None:
    """The teacher's board, read again every second (drawn in place: the board stays mounted)."""
    view = class_store().view(code, time.time())
    if view is None:
        st.info(t("class.ended", lang), icon=":material/door_open:")
        return
    vote = view.round if view.round is not None and view.round.kind == "vote" and view.round.open else None
    if vote is not None:
        _ballot(code, vote.number, vote.payload["board"], lang)
        return
    record, _ = record_from_link(view.board)
    st.markdown(f"**{rules_text(record.rules, 'title', lang)}** · {turn_text(record, lang)}")
    board_widget.still_board(record, marks(record), "class:mirror", lang=lang)


def _ballot(code: str, number: int, board: dict[str, Any], lang: str) -> None:
    """A vote is open: the student plays the move they choose on a board of their own (a refused move is
    told why, as anywhere); the move is their vote, and they may vote again until the vote closes."""
    key = f"class:ballot:{code}:{number}"
    asked = record_from_link(board)[0]  # the position the vote is on
    if board_widget.current(key) is None:
        board_widget.put(key, Interaction(asked))
    mine = class_store().submissions(code, number).get(st.session_state.get(STUDENT, ""))
    st.info(t("class.vote.yours", lang, move=mine) if mine else t("class.vote.make", lang),
            icon=":material/how_to_vote:")
    record = board_widget.current(key).record
    if len(record.moves) > len(asked.moves):  # the vote is in: the board shows it until the student votes again
        st.button(t("class.vote.again", lang), icon=":material/undo:", key="class:vote-again",
                  on_click=board_widget.put, args=(key, Interaction(asked)))
    voter = asked.game.turn(asked.state).side  # one move of the side to move: the vote, and no more
    board_widget.live_board(key, lang=lang, alt=t("class.board_alt", lang, turn=turn_text(record, lang)),
                            human=voter, on_played=partial(_voted, code, number))
    controls.notice_box(board_widget.current(key).notice, lang)


def _voted(code: str, number: int, played: Interaction) -> None:
    if played.played is None:
        return
    try:
        class_store().submit(code, st.session_state.get(STUDENT, ""), number, played.played.text, time.time())
    except ClassError:  # the vote closed meanwhile: the next second's board says so
        pass
