"""What every part of the class page shares: the server's store and join limiter, and the session's keys.

The class itself lives in the store (``classroom.store``: SQLite by default, Redis with
``CLASS_STORE=redis://…``); a session keeps only who it is (a student's id, the classes it joined) and
the teacher's live board.
"""

from __future__ import annotations

import os
from pathlib import Path

import streamlit as st

from classroom.limits import JoinLimiter
from classroom.store import ClassStore, store_from_env

STUDENT, JOINED, SEEN = "class:student", "class:joined", "class:seen"
THROWS, JOIN_SAID, REDRAW = "class:throws", "class:join-said", "class:redraw"
DEFAULT_STORE = Path(__file__).resolve().parents[2] / ".data" / "classes.sqlite"
ROUND_SECONDS = 1.0
"""How often a student's board, and the teacher's panel of an open round, read the store again."""


def board_key(code: str) -> str:
    """The teacher's live board of class ``code`` (session state)."""
    return f"class:board:{code}"


@st.cache_resource
def class_store() -> ClassStore:
    """The server's store: ``CLASS_STORE`` (``redis://host:port/db`` or a file), else ``.data/classes.sqlite``."""
    return store_from_env(os.environ.get("CLASS_STORE"), DEFAULT_STORE)


@st.cache_resource
def join_limiter() -> JoinLimiter:
    """One limiter per app server, shared by all its sessions."""
    return JoinLimiter()


def student_id() -> str:
    """This session's student id ('' before it has joined a class)."""
    return str(st.session_state.get(STUDENT, ""))
