"""What every part of the class page shares: the server's store and join limiter, and the session's keys.

The class itself lives in the store (``classroom.store``: SQLite by default, Redis with
``CLASS_STORE=redis://…``); a session keeps only who it is (a student's id, the classes it joined; a
teacher's key to each class it teaches, and the PIN it made last) and the teacher's live board.  The
teacher's browser keeps the key in a cookie of its own per class (``key_cookie``), so that a reload, a
new tab or a restarted server opens the teacher's page again with no key in the address.
"""

from __future__ import annotations

import os
from pathlib import Path

import streamlit as st

from classroom.limits import JoinLimiter
from classroom.store import ClassStore, store_from_env
from games.records import GameRecord
from ui.moves.link import Link, record_from_link

STUDENT, JOINED, SEEN = "class:student", "class:joined", "class:seen"
THROWS, JOIN_SAID, REDRAW = "class:throws", "class:join-said", "class:redraw"
TEACHER, PIN, PIN_SAID = "class:teacher", "class:made-pin", "class:pin-said"
PIN_TRIES = 5
"""Wrong PINs a visitor may try in a minute (a PIN gives the teacher's page: fewer slips are allowed than for
join codes)."""
DEFAULT_STORE = Path(__file__).resolve().parents[2] / ".data" / "classes.sqlite"
ROUND_SECONDS = 1.0
"""How often a student's board, and the teacher's panel of an open round, read the store again."""


def board_key(code: str) -> str:
    """The teacher's live board of class ``code`` (session state)."""
    return f"class:board:{code}"


@st.cache_resource
def class_store() -> ClassStore:
    """The server's store: ``CLASS_STORE`` (``redis://host:port/db`` or a file), else ``.data/classes.sqlite``;
    checked at its first use (a file that cannot be written, or a store that cannot be reached, raises
    ``StoreUnavailable`` and is tried again at the next use; Redis without its append-only log is said in the
    server's log)."""
    store = store_from_env(os.environ.get("CLASS_STORE"), DEFAULT_STORE)
    store.at_risk()
    return store


@st.cache_resource
def join_limiter() -> JoinLimiter:
    """One limiter per app server, shared by all its sessions."""
    return JoinLimiter()


@st.cache_resource
def pin_limiter() -> JoinLimiter:
    """Wrong teacher's PINs, counted per visitor like wrong join codes (one limiter per app server)."""
    return JoinLimiter(tries=PIN_TRIES)


def key_cookie(code: str) -> str:
    """The name of the cookie in which the teacher's browser keeps its key to class ``code``."""
    return f"class-teacher-{code}"


def kept_key(code: str) -> str | None:
    """The teacher's key to class ``code`` that this browser sent with its request (None: it keeps none, or the
    session has no browser)."""
    kept = st.context.cookies.get(key_cookie(code))
    return kept if isinstance(kept, str) else None


def teacher_key(code: str) -> str | None:
    """This session's key to class ``code``, once it has shown it is the teacher's."""
    keys: dict[str, str] = st.session_state.get(TEACHER, {})
    return keys.get(code)


def keep_teacher_key(code: str, token: str) -> None:
    """This session is class ``code``'s teacher (the page then has the browser keep the key too)."""
    st.session_state[TEACHER] = {**st.session_state.get(TEACHER, {}), code: token}


def student_id() -> str:
    """This session's student id ('' before it has joined a class)."""
    return str(st.session_state.get(STUDENT, ""))


def class_record(board: Link) -> GameRecord:
    """The game on the class's board (or a round's), read from its link once for the whole server
    (``record_from_link`` keeps the games of the links it read): every student's page reads the same board every
    second, and replaying a long game's moves for each of them would grow with the game until the server could
    not keep up."""
    return record_from_link(board)[0]
