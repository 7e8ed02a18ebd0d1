"""The watch of an online game's page: the seat's heartbeat and the opponent's presence
(``data-testid="opponent-status"``, ``connected`` or ``away`` in its ``data-status``) every ``HEARTBEAT_SECONDS``,
and the whole page drawn again once the game has changed (its version) while no follower said so, the seat is held
on another device, the game is gone, or the friend invited has come.  A spectator's watch reads only the game's
version, every ``SPECTATOR_SECONDS``.

A move reaches the page through its follower (``ui.follow``, drawn by the game's fragment), at once; the watch's
timer is the safety net of a browser that cannot wait at the server, and the heartbeat.  Both are slow on purpose:
each run is a store read or write on the server, and fifty games' pages at one run a second each filled one server's
core (``bench.online``).
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
from ui.online.state import shown_version

HEARTBEAT_SECONDS = PRESENT_SECONDS / 3
"""How often a player's page says that its seat is here: three times within the time that counts as present."""
SPECTATOR_SECONDS = 15.0
"""How often a spectator's page reads the game's version by itself (its follower brings the moves at once)."""


def watch(game_id: str, seat: str | None, side: int | None, lang: str, inviting: bool = False) -> None:
    """The player's watch (``seat`` and ``side``), or the spectator's (``inviting``: the page shows the friend's
    link)."""
    if seat is None or side is None:
        _spectator_watch(game_id)
    else:
        _player_watch(game_id, seat, side, lang, inviting)


@st.fragment(run_every=HEARTBEAT_SECONDS)
def _player_watch(game_id: str, seat: str, side: int, lang: str, inviting: bool) -> None:
    now = time.time()
    try:
        game = actions.heartbeat(game_id, seat)
    except (OnlineError, StoreUnavailable):
        st.rerun(scope="app")  # the page says which
    _page_again_if_changed(game_id, game.version, game, side, inviting)
    status = opponent_status(game, side, now)
    st.html(
        f"<div data-testid='opponent-status' data-status='{status}' class='online-status online-{status}'>"
        f"{escape(t(f'online.opponent.{status}', lang))}</div>"
    )


@st.fragment(run_every=SPECTATOR_SECONDS)
def _spectator_watch(game_id: str) -> None:
    try:
        version = class_store().game_version(game_id)
    except StoreUnavailable:
        st.rerun(scope="app")
    _page_again_if_changed(game_id, version, None, None, False)


def _page_again_if_changed(
    game_id: str, version: int | None, game: OnlineGame | None, side: int | None, inviting: bool
) -> None:
    """The whole page drawn again when the game is not the version shown, or the friend invited has come."""
    if version != shown_version(game_id) or inviting and game is not None and side is not None and game.seen[1 - side]:
        st.rerun(scope="app")
