"""What a vote and a quiz share: closing the round, a student's own board for it, and their move sent in."""

from __future__ import annotations

import time
from collections.abc import Callable

import streamlit as st

from classroom.store import ClassError
from games.records import GameRecord
from ui import board_widget, controls
from ui.classroom.state import REDRAW, class_store, student_id
from ui.i18n import t
from ui.moves.controller import Interaction
from ui.moves.words import turn_text


def close_round(code: str, token: str) -> None:
    """Close the class's open round; the teacher's whole page is drawn again (its panel changes shape)."""
    class_store().close_round(code, token, time.time())
    st.session_state[REDRAW] = True


def student_board(
    key: str, asked: GameRecord, lang: str, on_played: Callable[[Interaction], None], *, locked: bool = False
) -> None:
    """A student's own board ``key`` for a round, set up at the round's position ``asked`` on first sight: one
    move of the side to move (the refused ones told why, as anywhere); ``locked``: it takes no move."""
    if board_widget.current(key) is None:
        board_widget.put(key, Interaction(asked))
    record = board_widget.interaction(key).record
    board_widget.live_board(
        key,
        lang=lang,
        alt=t("class.board_alt", lang, turn=turn_text(record, lang)),
        alt_touch=t("class.board_alt.tap", lang, turn=turn_text(record, lang)),
        human=asked.game.turn(asked.state).side,
        locked=locked,
        on_played=on_played,
    )
    controls.notice_box(board_widget.interaction(key).notice, lang)


def send_in(code: str, number: int, played: Interaction) -> None:
    """The student's move as their submission to round ``number`` (refused when the round closed meanwhile, or
    a quiz was answered from another tab: the next second's board says so)."""
    if played.played is None:
        return
    try:
        class_store().submit(code, student_id(), number, played.played.text, time.time())
    except ClassError:
        pass
