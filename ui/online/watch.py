"""The watch of an online game's page: a fragment of the page's own (not inside the game's), which every
``WATCH_SECONDS`` says that the player's seat is here and draws the whole page again once the game has changed (its
version) while no follower said so, the opponent has come or gone since the page said which (``opponent_line``:
``data-testid="opponent-status"``, ``connected`` or ``away`` in its ``data-status``), the seat is held on another
device, the game is gone, or the friend invited has come.  A spectator's watch reads only the game's version, as
often.

A move reaches the page through its follower (``ui.follow``, drawn by the game's fragment), at once, and the
follower is also the seat's heartbeat, by HTTP, every ``ui.follow.HEARTBEAT_SECONDS``, which reruns the game's
fragment when the opponent has come or gone: the watch is the safety net of a browser that cannot ask the server
(a proxy that cuts ``/_online/``), slow on purpose: each of its runs is a run of Streamlit's, and fifty games' pages
with a heartbeat run every five seconds spent a third of one server's runs on them (``bench.online``).  The watch
stands outside the game's fragment: drawn inside it, a run of the watch that the browser asked for while the game's
fragment ran sometimes lost that run's board (``bench.online``: about one move in 800 never reached a page until the
next timer).
"""

from __future__ import annotations

import time
from html import escape

import streamlit as st

from classroom.online import PRESENT_SECONDS, OnlineError, OnlineGame
from classroom.store import StoreUnavailable
from ui.classroom.state import class_store
from ui.i18n import t
from ui.online import actions
from ui.online.model import opponent_status
from ui.online.state import show_status, shown_status, shown_version

WATCH_SECONDS = PRESENT_SECONDS
"""How often a page's watch runs by itself (its follower brings the moves and the heartbeat at once)."""


def opponent_line(game: OnlineGame, side: int, lang: str) -> str:
    """Whether the opponent is connected, as the page shows it (the follower and the watch draw the page again when
    it changes): the status shown."""
    status = opponent_status(game, side, time.time())
    show_status(game.game_id, status)
    st.html(
        f"<div data-testid='opponent-status' data-status='{status}' class='online-status online-{status}'>"
        f"{escape(t(f'online.opponent.{status}', lang))}</div>"
    )
    return status


def watch(game_id: str, seat: str | None, side: int | None, inviting: bool = False) -> None:
    """The player's watch (``seat`` and ``side``; ``inviting``: the page shows the friend's link), or the
    spectator's."""
    if seat is None or side is None:
        _spectator_watch(game_id)
    else:
        _player_watch(game_id, seat, side, inviting)


@st.fragment(run_every=WATCH_SECONDS)
def _player_watch(game_id: str, seat: str, side: int, inviting: bool) -> None:
    try:
        game = actions.heartbeat(game_id, seat)
    except (OnlineError, StoreUnavailable):
        st.rerun(scope="app")  # the page says which
    if (
        game.version != shown_version(game_id)
        or shown_status(game_id) != opponent_status(game, side, time.time())
        or (inviting and game.seen[1 - side] > 0)
    ):
        st.rerun(scope="app")


@st.fragment(run_every=WATCH_SECONDS)
def _spectator_watch(game_id: str) -> None:
    try:
        version = class_store().game_version(game_id)
    except StoreUnavailable:
        st.rerun(scope="app")
    if version != shown_version(game_id):
        st.rerun(scope="app")
