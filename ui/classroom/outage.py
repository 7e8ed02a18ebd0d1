"""When the class's store cannot be reached (``StoreUnavailable``): a sentence in the reader's language, never a
traceback, and the page back by itself once the store is.

Three shapes.  ``told`` draws a part of the page (the page itself, or one of its fragments that read the class
every second) and, if the store fails meanwhile, says so instead; the page's own ``told`` adds Try again and a
quiet check every few seconds that draws the whole page again once the store answers (a fragment simply reads
again at its next second).  ``reported`` wraps a button's callback that writes to the class: if the write
fails, nothing claims it happened, and ``said_box`` shows why where the write was asked (the teacher's panel, a
student's ballot or quiz board, the landing page) until the same write succeeds (or another fails).
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from functools import wraps
from typing import ParamSpec

import streamlit as st

from classroom.store import StoreUnavailable
from ui.classroom.state import class_store
from ui.i18n import t

P = ParamSpec("P")
STORE_SAID = "class:store-said"
"""Session state: where a write failed and the sentence that says so (``(place, key)``)."""
CHECK_SECONDS = 3.0
"""How often a page that could not reach the store asks it again."""


@contextmanager
def told(lang: str, *, retry: bool = False, quiet: bool = False, said: str = "class.store.down") -> Iterator[None]:
    """Draw what the block draws; if the store fails meanwhile, a sentence says the class cannot be reached (or
    ``said``, on another page of the store; ``quiet``: nothing, where another part of the page says it already;
    with ``retry``, where no fragment reads the store again: a Try again button, and a check every few seconds
    that draws the page again once the store answers)."""
    try:
        yield
    except StoreUnavailable:
        if quiet:
            return
        st.error(t(said, lang), icon=":material/cloud_off:")
        if retry:
            st.button(t("class.store.retry", lang), icon=":material/refresh:", key="class:store-retry")
            _back_yet()


@st.fragment(run_every=CHECK_SECONDS)
def _back_yet() -> None:
    """Ask the store again; once it answers, the whole page is drawn again."""
    try:
        class_store().view("", time.time())
    except StoreUnavailable:
        return
    st.rerun(scope="app")


def reported(place: str, said: str) -> Callable[[Callable[P, None]], Callable[P, None]]:
    """A callback that writes to the class, whose failure is said (``said``, a catalogue key) at ``place``
    instead of raised: the write did not happen, and the person is asked to try again."""

    def wrap(callback: Callable[P, None]) -> Callable[P, None]:
        @wraps(callback)
        def guarded(*args: P.args, **kwargs: P.kwargs) -> None:
            try:
                callback(*args, **kwargs)
            except StoreUnavailable:
                fail(place, said)
                return
            succeed(place, said)

        return guarded

    return wrap


def fail(place: str, said: str) -> None:
    """Say at ``place`` that a write failed (for a write that is not a button's own callback)."""
    st.session_state[STORE_SAID] = (place, said)


def succeed(place: str, said: str) -> None:
    """The write that failed with ``said`` at ``place`` went through this time: the sentence is gone."""
    if st.session_state.get(STORE_SAID) == (place, said):
        del st.session_state[STORE_SAID]


def failed(place: str, said: str) -> bool:
    """Whether the write that says ``said`` at ``place`` failed last (and has not gone through since)."""
    return bool(st.session_state.get(STORE_SAID) == (place, said))


def said_box(place: str, lang: str) -> None:
    """The sentence about this session's last failed write, if it was asked at ``place``."""
    where, said = st.session_state.get(STORE_SAID, ("", ""))
    if where == place:
        st.warning(t(said, lang), icon=":material/sync_problem:")
