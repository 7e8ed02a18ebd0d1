"""What every part of the class page shares: the server's store and join limiter, and the session's keys.

The class itself lives in the store (``classroom.store``: SQLite by default, Redis with
``CLASS_STORE=redis://…``); a session keeps only who it is (a student's id, the classes it joined) and
the teacher's live board.
"""

from __future__ import annotations

import json
import os
from functools import lru_cache
from pathlib import Path

import streamlit as st

from classroom.limits import JoinLimiter
from classroom.store import ClassStore, store_from_env
from games.records import GameRecord
from ui.moves.link import Link, record_from_link

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


def class_record(board: Link) -> GameRecord:
    """The game on the class's board (or a round's), read from its link once for the whole server: every
    student's page reads the same board every second, and replaying a long game's moves for each of them
    would grow with the game until the server could not keep up.  Records never change, so they are shared."""
    return _replayed(json.dumps(board, sort_keys=True))


@lru_cache(maxsize=256)
def _replayed(board: str) -> GameRecord:
    return record_from_link(json.loads(board))[0]
