"""What a vote and a quiz share: closing the round, a student's own board for it, and their move sent in (or,
when the store cannot take it, the board set back and the student told to move again)."""

from __future__ import annotations

import time
from collections.abc import Callable

import streamlit as st

from classroom.store import ClassError, StoreUnavailable
from games.records import GameRecord
from ui import board_widget, controls
from ui.classroom.outage import fail, reported, said_box, succeed
from ui.classroom.state import REDRAW, class_store, student_id
from ui.i18n import t
from ui.moves.controller import Interaction
from ui.moves.words import turn_text


def close_round(code: str, token: str) -> None:
    """Close the class's open round; the teacher's whole page is drawn again (its panel changes shape)."""
    class_store().close_round(code, token, time.time())
    st.session_state[REDRAW] = True


close_button = reported("teacher", "class.store.not_saved")(close_round)
"""The teacher's Close button: a round the store could not close is said to be still open."""


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
    said_box(key, lang)


def send_in(code: str, kind: str, number: int, key: str, asked: GameRecord, played: Interaction) -> None:
    """The student's move on board ``key`` as their submission to round ``number`` of ``kind`` (refused when the
    round closed meanwhile, or a quiz was answered from another tab: the next second's board says so; not
    taken by the store: the board goes back to the round's position ``asked``, and says to move again)."""
    if played.played is None:
        return
    said = f"class.store.{kind}"
    try:
        class_store().submit(code, student_id(), number, played.played.text, time.time())
    except StoreUnavailable:
        board_widget.put(key, Interaction(asked))
        fail(key, said)
        return
    except ClassError:
        pass
    succeed(key, said)
