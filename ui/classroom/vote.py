"""A vote in a class: the teacher's tally of the moves the students chose, and a student's ballot board.

The teacher opens a vote on the position on the board; each student plays the move they would choose on a
board of their own (a refused move is told why, as anywhere), and may vote again until the vote closes; the
last vote counts.  The teacher sees the count, the moves as bars and who has not voted, and plays the
class's choice or closes the vote.
"""

from __future__ import annotations

import html
import time
from functools import partial
from typing import Any

import streamlit as st

from board.charts.tally import tally_figure
from classroom.names import clean_name
from classroom.store import VOTE, Round
from ui import board_widget
from ui.board_widget import chart
from ui.classroom.outage import reported
from ui.classroom.rounds import close_button, close_round, send_in, student_board
from ui.classroom.state import class_record, class_store, student_id
from ui.i18n import t, tn
from ui.moves.controller import Event, Interaction
from ui.moves.link import game_link

TALLY_HEIGHT = 190
"""The tally's height on the teacher's screen, in pixels: low enough to fit under the join code on a projector."""


def open_button(key: str, code: str, token: str, lang: str) -> None:
    """ "Open a vote" on the position on the teacher's board (not while a throw is due, nor with no move)."""
    record = board_widget.interaction(key).record
    st.button(
        t("class.vote.open", lang),
        icon=":material/how_to_vote:",
        key="class:vote-open",
        disabled=not record.game.moves(record.state) or record.game.turn(record.state).phase == "throw",
        on_click=reported("teacher", "class.store.not_saved")(_open_vote),
        args=(key, code, token),
        help=t("class.vote.open_help", lang),
    )


def tally_panel(key: str, code: str, token: str, vote: Round, lang: str) -> None:
    """The open vote on the teacher's screen: the count, the buttons, the tally and who has not voted (all but
    the names on a 1280×720 projector at once).  The same elements in the same order every second, so that the
    page never shows an old one beside a new one."""
    votes = class_store().submissions(code, vote.number)
    students = class_store().students(code)
    tally = vote_tally(votes)
    st.html(
        f"<div>{html.escape(tn('class.vote.count', len(students), lang, total=len(students)))} "
        f'<strong data-testid="vote-count">{len(votes)}</strong></div>'
    )
    row = st.container(horizontal=True)
    row.button(
        t("class.vote.play", lang, move=tally[0][0]) if tally else t("class.vote.play_none", lang),
        icon=":material/done_all:",
        type="primary",
        key="class:vote-play",
        disabled=not tally,
        on_click=reported("teacher", "class.store.not_saved")(_play_choice),
        args=(key, code, token, tally[0][0] if tally else ""),
    )
    row.button(
        t("class.vote.close", lang),
        icon=":material/close:",
        key="class:vote-close",
        on_click=close_button,
        args=(code, token),
    )
    title = t("class.vote.tally", lang)
    chart(tally_figure(tuple(tally), title, lang, height=TALLY_HEIGHT), "class:tally", label=title)
    waiting = [clean_name(name) for student, name in students.items() if student not in votes]
    said = f"{html.escape(t('class.vote.waiting', lang))} {', '.join(map(html.escape, waiting))}" if waiting else ""
    st.html(f'<div style="color: #6b5a48; font-size: .9rem; min-height: 1em">{said}</div>')  # names as text


def vote_tally(votes: dict[str, str]) -> list[tuple[str, int]]:
    """Each move voted for and its votes, the most first (equal counts in notation order)."""
    counts: dict[str, int] = {}
    for move in votes.values():
        counts[move] = counts.get(move, 0) + 1
    return sorted(counts.items(), key=lambda item: (-item[1], item[0]))


def _open_vote(key: str, code: str, token: str) -> None:
    record = board_widget.interaction(key).record
    class_store().open_round(code, token, VOTE, {"board": game_link(record)[0]}, time.time())


def _play_choice(key: str, code: str, token: str, move: str) -> None:
    """Play the move most of the class voted for on the teacher's board, and close the vote."""
    close_round(code, token)
    board_widget.send(key, Event.typed(move))


def ballot(code: str, number: int, board: dict[str, Any], lang: str) -> None:
    """A vote is open: the student plays the move they choose on a board of their own; the move is their
    vote, and they may vote again until the vote closes."""
    key = f"class:ballot:{code}:{number}"
    asked = class_record(board)  # the position the vote is on
    mine = class_store().submissions(code, number).get(student_id())
    st.info(
        t("class.vote.yours", lang, move=mine) if mine else t("class.vote.make", lang), icon=":material/how_to_vote:"
    )
    shown = board_widget.current(key)
    if shown is not None and len(shown.record.moves) > len(asked.moves):  # the vote is in: the board shows it
        st.button(
            t("class.vote.again", lang),
            icon=":material/undo:",
            key="class:vote-again",  # until another
            on_click=board_widget.put,
            args=(key, Interaction(asked)),
        )
    student_board(key, asked, lang, partial(send_in, code, VOTE, number, key, asked))
