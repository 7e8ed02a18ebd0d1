"""What every part of the class page shares: the server's store, who is asking, and the session's keys.

The class itself lives in the store (``classroom.store``: SQLite by default, Redis with
``CLASS_STORE=redis://…``); a session keeps only who it is (a student's id, the classes it joined; a
teacher's key to each class it teaches, and the PIN it made last) and the teacher's live board.  The
teacher's browser keeps the key in a cookie of its own per class (``key_cookie``), so that a reload, a
new tab or a restarted server opens the teacher's page again with no key in the address.  A student's browser
keeps a device id in a cookie (``DEVICE_COOKIE``): joining again from the same browser, in any tab or session, is
the same student (one vote per device).
"""

from __future__ import annotations

import hashlib
import json
import os
from pathlib import Path

import streamlit as st

from classroom.keys import is_token
from classroom.limits import client_address
from classroom.store import ClassStore, new_token, store_from_env
from games.records import GameRecord
from ui.moves.link import Link, record_from_link

STUDENT, JOINED, SEEN = "class:student", "class:joined", "class:seen"
THROWS, JOIN_SAID, REDRAW = "class:throws", "class:join-said", "class:redraw"
TEACHER, PIN, PIN_SAID = "class:teacher", "class:made-pin", "class:pin-said"
DEVICE, SESSION = "class:device", "class:session"
DRAWN = "class:drawn"
"""The session-state key of the teacher's arrows and circles, by the position (in notation) they were drawn on."""
DEVICE_COOKIE = "class-device"
"""The cookie in which a browser keeps its device id (a year)."""
DEVICE_SECONDS = 365 * 24 * 60 * 60
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


def address() -> str | None:
    """The client's address as the proxy reports it (``classroom.limits.client_address``), None when unknown."""
    peer, forwarded = st.context.ip_address, st.context.headers.get("X-Forwarded-For")
    return client_address(peer if isinstance(peer, str) else None, forwarded if isinstance(forwarded, str) else None)


def client() -> str:
    """Who is asking, for the limits: the client's address, else (a visitor on this machine) this session."""
    return address() or "session:" + st.session_state.setdefault(SESSION, new_token())


def device() -> str:
    """This browser's device id: the one its cookie keeps, else this session's (which ``device_script`` has the
    browser keep)."""
    kept = st.context.cookies.get(DEVICE_COOKIE)
    if isinstance(kept, str) and is_token(kept):
        return kept
    return str(st.session_state.setdefault(DEVICE, new_token()))


def cookie_script(name: str, value: str, seconds: int, samesite: str) -> str:
    """The script that has the browser keep cookie ``name`` for ``seconds`` (0 forgets it), for the app's whole
    path, where the server reads it (secure when the page is served over HTTPS)."""
    base = (st.get_option("server.baseUrlPath") or "").strip("/")
    path = f"/{base}/" if base else "/"
    cookie = json.dumps(f"{name}={value}; path={path}; max-age={seconds}; samesite={samesite}")
    return f'<script>document.cookie = {cookie} + (location.protocol === "https:" ? "; secure" : "");</script>'


def device_script() -> str:
    """The script that has the browser keep this session's device id, or '' when it keeps one already."""
    if device() == st.context.cookies.get(DEVICE_COOKIE):
        return ""
    return cookie_script(DEVICE_COOKIE, device(), DEVICE_SECONDS, "lax")


def device_student() -> str:
    """The student id this device joins every class under (derived: the id in a student's link is not the
    browser's cookie)."""
    return hashlib.sha256(f"student:{device()}".encode()).hexdigest()[:24]


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


def forget_teacher_key(code: str) -> None:
    """This session's key to class ``code`` opens it no more (the teacher made a new one elsewhere)."""
    keys: dict[str, str] = st.session_state.get(TEACHER, {})
    st.session_state[TEACHER] = {known: key for known, key in keys.items() if known != code}


def student_id() -> str:
    """This session's student id ('' before it has joined a class)."""
    return str(st.session_state.get(STUDENT, ""))


def class_record(board: Link) -> GameRecord:
    """The game on the class's board (or a round's), read from its link once for the whole server
    (``record_from_link`` keeps the games of the links it read): every student's page reads the same board every
    second, and replaying a long game's moves for each of them would grow with the game until the server could
    not keep up."""
    return record_from_link(board)[0]
