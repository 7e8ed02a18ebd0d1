"""The watch of an online game's page: every second, and at once when its follower (``ui.follow``) says the game
moved on, the seat's heartbeat and the opponent's presence (``data-testid="opponent-status"``, ``connected`` or
``away`` in its ``data-status``); the whole page is drawn again once the game has changed (its version), the seat is
held on another device, the game is gone, or the friend invited has come.  A spectator's watch reads only the
game's version.
"""

from __future__ import annotations

import time
from html import escape

import streamlit as st

from classroom.online import OnlineError
from classroom.store import StoreUnavailable
from ui.classroom.state import ROUND_SECONDS, class_store
from ui.follow import follow
from ui.i18n import t
from ui.online import actions
from ui.online.model import opponent_status
from ui.online.state import follow_key, shown_version


@st.fragment(run_every=ROUND_SECONDS)
def watch(game_id: str, seat: str | None, side: int | None, lang: str, inviting: bool = False) -> None:
    """Every second, and when the follower wakes it: the seat's heartbeat and the opponent's presence, and the page
    drawn again when it must (``inviting``: the page shows the friend's link)."""
    now = time.time()
    try:
        if seat is None or side is None:
            version = class_store().game_version(game_id)
            game = None
        else:
            game = actions.heartbeat(game_id, seat)
            version = game.version
    except (OnlineError, StoreUnavailable):
        st.rerun(scope="app")  # the page says which
    shown = shown_version(game_id)
    if version != shown or inviting and game is not None and side is not None and game.seen[1 - side]:
        st.rerun(scope="app")
    follow(game_id, shown or 0, follow_key(game_id))  # reruns this watch at once when the game moves on
    if game is not None and side is not None:
        status = opponent_status(game, side, now)
        st.html(
            f"<div data-testid='opponent-status' data-status='{status}' class='online-status online-{status}'>"
            f"{escape(t(f'online.opponent.{status}', lang))}</div>"
        )
