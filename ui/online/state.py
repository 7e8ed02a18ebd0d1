"""What the online game's parts share: the store (the class's: ``ui.classroom.state.class_store``), the game's
board in session state, followed by the game's version, the links to the game, and the friend's seat token the
creator's browser keeps to show the invite.

The game lives in the store; a session keeps only its board (``board_key``: the record, the move being built and
what the person was last told) and the version of the game it shows, so that the record is replayed only when
the game has changed.  The creator's browser keeps the friend's seat token in a cookie (``invite_cookie``) for as
long as a game lives without a move, so that a reload still shows the invite until the friend comes.
"""

from __future__ import annotations

from urllib.parse import urlencode, urlsplit

import streamlit as st

from classroom.online import GAME_IDLE_SECONDS, OnlineGame, record, side_of
from games.records import GameRecord
from ui import board_widget
from ui.classroom.state import cookie_script
from ui.moves.controller import Interaction, Notice

SHOWN = "online:shown"
"""Session state: the version of each game (by id) its board shows."""
SHOWN_STATUS = "online:shown-status"
"""Session state: the opponent's presence (``connected`` or ``away``) that each game's page (by id) shows."""
INVITES = "online:invites"
"""Session state: the friend's seat token of each game (by id) this session created."""
SAID = "online:said"
"""Session state: what the page last said of a write it asked for (a catalogue key, or a reason): (game id, text)."""
OPENING = "online:opening"
"""Session state: the game this session has just made and its creator's seat, which Play opens until the online
page has come up (a run of Play that a switch of pages was cut short by opens it again)."""
PAGE = "pages/online.py"


def board_key(game_id: str) -> str:
    """The session-state key of the board of game ``game_id``."""
    return f"online:board:{game_id}"


def follow_key(game_id: str) -> str:
    """The key of the follower of game ``game_id`` (``ui.follow``), in the page's watch."""
    return f"online:follow:{game_id}"


def shown_version(game_id: str) -> int | None:
    """The version of game ``game_id`` that this session's board shows (None: none yet)."""
    versions: dict[str, int] = st.session_state.get(SHOWN, {})
    return versions.get(game_id)


def shown_status(game_id: str) -> str | None:
    """The opponent's presence that this session's page of game ``game_id`` shows (None: none yet)."""
    statuses: dict[str, str] = st.session_state.get(SHOWN_STATUS, {})
    return statuses.get(game_id)


def show_status(game_id: str, status: str) -> None:
    """The page of game ``game_id`` shows the opponent's presence ``status``."""
    st.session_state[SHOWN_STATUS] = {**st.session_state.get(SHOWN_STATUS, {}), game_id: status}


def show(game: OnlineGame, notice: Notice | None = None) -> GameRecord:
    """The board of ``game`` as the store has it (replayed only when the game's version is not the one shown, or
    the board has a move the store has not), with ``notice`` told; returns its record."""
    key = board_key(game.game_id)
    shown = board_widget.current(key)
    if shown is None or shown_version(game.game_id) != game.version or len(shown.record.moves) != len(game.moves):
        shown = Interaction(record(game))
        st.session_state[SHOWN] = {**st.session_state.get(SHOWN, {}), game.game_id: game.version}
    board_widget.put(key, Interaction(shown.record, notice=notice) if notice is not None else shown)
    return shown.record


def game_url(game_id: str, seat: str | None, lang: str) -> str:
    """The address of game ``game_id`` on this server: a player's (with the ``seat`` token) or a spectator's."""
    here = urlsplit(st.context.url or "http://localhost:8501/online")
    path = here.path.rsplit("/", 1)[0] + "/online"
    query = {"game": game_id, **({"seat": seat} if seat else {}), **({"lang": lang} if lang != "en" else {})}
    return f"{here.scheme}://{here.netloc}{path}?{urlencode(query)}"


def invite_cookie(game_id: str) -> str:
    """The name of the cookie in which the creator's browser keeps the friend's seat token of game ``game_id``."""
    return f"online-invite-{game_id}"


def keep_invite(game_id: str, token: str) -> None:
    """This session created game ``game_id``: it keeps the friend's seat token, to show the invite."""
    st.session_state[INVITES] = {**st.session_state.get(INVITES, {}), game_id: token}


def invite_token(game: OnlineGame, side: int) -> str | None:
    """The friend's seat token of ``game`` (the other side's than ``side``), if this session or browser keeps it."""
    kept = st.session_state.get(INVITES, {}).get(game.game_id) or st.context.cookies.get(invite_cookie(game.game_id))
    return kept if isinstance(kept, str) and side_of(game, kept) == 1 - side else None


def invite_script(game_id: str, token: str) -> str:
    """The script that has the browser keep the friend's seat token of game ``game_id``."""
    return cookie_script(invite_cookie(game_id), token, GAME_IDLE_SECONDS, "strict")


def say(game_id: str, text: str) -> None:
    """Keep ``text`` (already in the learner's language) to be said on game ``game_id``'s page."""
    st.session_state[SAID] = (game_id, text)


def said(game_id: str) -> str | None:
    """What the page is to say of the last write asked on game ``game_id``, if anything (said once)."""
    kept = st.session_state.get(SAID)
    if kept is None or kept[0] != game_id:
        return None
    del st.session_state[SAID]
    return str(kept[1])
