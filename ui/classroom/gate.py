"""Who gets into a class, within the limits of ``classroom.limits``, counted in the store for every app server:
a code that opens a class, a teacher's PIN, a new class, a new student.

Each answers with what the page needs: the class or key it got, or the catalogue key of what to say and how many
seconds to wait.  A store that cannot be reached raises ``StoreUnavailable`` as everywhere on the class page.
"""

from __future__ import annotations

import time

import streamlit as st

from classroom.limits import CLASSES, CODES, HOME, JOINS, PINS, give_back, take
from classroom.store import ClassError, ClassView, normal_code
from ui.classroom.state import SEEN, address, class_store, client


def open_code(code: str) -> tuple[ClassView | None, float]:
    """The class ``code`` opens, or None (a wrong code, counted), or None and the seconds to wait: this client has
    tried too many wrong codes.  A code this session has opened before is not counted; nor is a right one; while
    the client is held back, the classes made or joined from its address still open."""
    store, who, now = class_store(), client(), time.time()
    if code in st.session_state.get(SEEN, set()):
        return store.view(code, now), 0.0
    ticket, wait = take(store, CODES, who, now)
    if wait:
        _, home_wait = take(store, HOME, who, now)
        home = address()
        if home_wait or home is None or not store.is_home(code, home, now):
            return None, max(wait, home_wait)
        ticket = ""
    view = store.view(code, now)
    if view is not None:
        if ticket:
            give_back(store, CODES, who, ticket)
        st.session_state[SEEN] = {*st.session_state.get(SEEN, set()), code}
    return view, 0.0


def key_for_pin(code: str, typed: str) -> tuple[str | None, tuple[str, dict[str, object]] | None]:
    """A teacher's key for this device, given the class's PIN; else what to say (a wrong PIN, counted; too many
    wrong PINs from this client; a class that has ended)."""
    store, who, now = class_store(), client(), time.time()
    ticket, wait = take(store, PINS, who, now)
    if wait:
        return None, ("class.too_many", {"seconds": max(1, round(wait))})
    try:
        key = store.token_for_pin(code, normal_code(typed) or "", now)
    except ClassError as error:
        reason = "class.pin.wrong" if error.reason == "wrong_pin" else f"class.error.{error.reason}"
        return None, (reason, {"code": code})
    give_back(store, PINS, who, ticket)
    return key, None


def may_start() -> float:
    """0.0 when this client may start another class (counted), else the seconds until it may."""
    return take(class_store(), CLASSES, client(), time.time())[1]


def may_join(code: str, student: str) -> float:
    """0.0 when ``student`` may join class ``code`` (a student already in it may always join again, to change
    their name; a new one is counted against the class), else the seconds until a new student may."""
    store = class_store()
    if student in store.students(code):
        return 0.0
    return take(store, JOINS, code, time.time())[1]


def made_here(code: str) -> None:
    """Class ``code`` was made or joined from the client's address: its devices get in while it is held back."""
    home = address()
    if home is not None:
        class_store().add_home(code, home, time.time())
