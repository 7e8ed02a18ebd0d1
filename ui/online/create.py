""" "Play a friend online" on the Play page: a new game in the store of the rule set (and variants) the page has
chosen, from its start or from the position on the board; who plays light (me, my friend, or by lot) and the
creator's name, if given.  New games are limited per client (``classroom.limits.GAMES``); the game opens at the
creator's seat, and its page gives the friend's link.
"""

from __future__ import annotations

import random
import time

import streamlit as st

from classroom.limits import GAMES, take
from classroom.names import NAME_LENGTH
from classroom.online import LIGHT_CHOICES, OnlineError, new_game
from classroom.store import StoreUnavailable
from games.records import GameRecord
from ui.classroom.state import class_store, client
from ui.i18n import t
from ui.online.state import OPENING, PAGE, keep_invite

SAID = "online:create-said"
"""Session state: what went wrong when a game was to be made."""


def online_start(record: GameRecord, lang: str) -> None:
    """The fold that makes a game to play online with the rule set of ``record`` (from its position, if chosen);
    the runs after a game is made open its page, until it has come up (``OPENING``)."""
    made = st.session_state.get(OPENING)
    if made is not None:
        st.switch_page(
            PAGE, query_params={"game": made[0], "seat": made[1], **({"lang": lang} if lang != "en" else {})}
        )
    said = st.session_state.get(SAID)
    with st.expander(t("online.start.title", lang), icon=":material/public:", expanded=said is not None):
        st.caption(t("online.start.help", lang))
        if said is not None:
            st.warning(said, icon=":material/hourglass_top:")
        st.segmented_control(
            t("online.start.light", lang),
            LIGHT_CHOICES,
            default="me",
            required=True,
            key="online:light",
            format_func=lambda choice: t(f"online.start.light.{choice}", lang),
        )
        st.text_input(t("online.start.name", lang), max_chars=NAME_LENGTH, key="online:name")
        at_start = record.state == record.game.initial_state()
        if not at_start:
            st.checkbox(t("online.start.here", lang), value=True, key="online:here")
        st.button(
            t("online.start.go", lang),
            icon=":material/send:",
            type="primary",
            on_click=_create,
            args=(record, at_start, lang),
            key="online:create",
        )


def _create(record: GameRecord, at_start: bool, lang: str) -> None:
    """Make the game (within this client's limit of new games), keep the friend's seat for the invite, and have
    the next run open the creator's seat."""
    st.session_state.pop(SAID, None)
    light = st.session_state.get("online:light") or "me"
    here = not at_start and bool(st.session_state.get("online:here", True))
    start = record.game.format_position(record.state) if here else None
    now = time.time()
    try:
        wait = take(class_store(), GAMES, client(), now)[1]
        if wait:
            st.session_state[SAID] = t("online.start.too_many", lang, minutes=max(1, round(wait / 60)))
            return
        name = str(st.session_state.get("online:name") or "")
        game, mine, friend = new_game(record.rules, start, str(light), random.SystemRandom(), now, names=(name, ""))
        class_store().create_game(game, now)
    except StoreUnavailable:
        st.session_state[SAID] = t("online.store.not_saved", lang)
        return
    except OnlineError as error:
        st.session_state[SAID] = error.reason.text(lang)
        return
    keep_invite(game.game_id, friend)
    st.session_state[OPENING] = (game.game_id, mine)
