"""Who plays the other side: the opponent in session state and in the URL (``?vs=<level>&side=<l|d>``),
and the chooser's callbacks.

Like the game, the choice is read from the URL when the URL names another opponent than the session's,
so that a refresh or a shared link keeps it; a link that cannot be read means a friend.
"""

from __future__ import annotations

import secrets
from dataclasses import replace

import streamlit as st

from games.ai.opponent import LEVELS
from ui.moves.opponent import FRIEND, Opponent, opponent_from_params, opponent_params

OPPONENT = "play:opponent"
COMPUTER, FRIEND_MODE = "computer", "friend"
MODES = (FRIEND_MODE, COMPUTER)
"""The chooser's two answers to "who plays the other side"."""


def opponent() -> Opponent:
    """The opponent chosen in this session (a friend until something else is chosen)."""
    chosen: Opponent = st.session_state.get(OPPONENT, FRIEND)
    return chosen


def current_opponent() -> Opponent:
    """The opponent, read from the URL when the URL names another one than the session's."""
    chosen: Opponent | None = st.session_state.get(OPPONENT)
    vs, side = st.query_params.get("vs"), st.query_params.get("side")
    linked = chosen is not None and opponent_params(chosen) == {k: v for k, v in (("vs", vs), ("side", side)) if v}
    if chosen is None or (vs or side) and not linked:
        chosen = opponent_from_params(vs, side)
    _set(chosen)
    return chosen


def _set(chosen: Opponent) -> None:
    st.session_state[OPPONENT] = chosen
    wanted = opponent_params(chosen)
    for name in ("vs", "side"):
        if name not in wanted and name in st.query_params:
            del st.query_params[name]
        elif name in wanted and st.query_params.get(name) != wanted[name]:
            st.query_params[name] = wanted[name]


def on_mode(key: str) -> None:
    """The "who plays the other side" chooser whose widget key is ``key``: a friend, or the computer."""
    mode = st.session_state.get(key)
    if mode == FRIEND_MODE:
        _set(FRIEND)
    elif mode == COMPUTER and not opponent().is_computer:
        _set(Opponent(LEVELS[1], opponent().human))


def on_side(key: str) -> None:
    """The "you play" chooser whose widget key is ``key``: light (0) or dark (1)."""
    side = st.session_state.get(key)
    if side in (0, 1) and opponent().is_computer:
        _set(replace(opponent(), human=side))


LOT = "play:lot-drawn"


def lot() -> int | None:
    """The side the last lot gave the person (KNO-04), if lots were drawn."""
    return st.session_state.get(LOT)


def on_lot() -> None:
    """Draw lots for the person's colour against the computer (KNO-04: light starts)."""
    side = secrets.randbelow(2)
    st.session_state[LOT] = side
    if opponent().is_computer:
        _set(replace(opponent(), human=side))


def on_level(key: str) -> None:
    """The level chooser whose widget key is ``key``."""
    level = st.session_state.get(key)
    if level in LEVELS:
        _set(replace(opponent(), level=level))
