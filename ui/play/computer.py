"""Playing the computer on the play panel: the opponent chooser, the computer's turn, and the Hint.

The computer's turn is played after the page is drawn, under a spinner, one decision per run (a throw,
a move, a lost turn), each followed by a short pause so that a person can follow it, then a rerun that
shows it on the board with the last-move marks.  The state and its callbacks are in
``ui.play_state`` and ``ui.opponent_state``.
"""

from __future__ import annotations

import time
from functools import partial

import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from games.ai.opponent import LEVELS
from games.records import GameRecord
from ui.i18n import t
from ui.moves.hint import suggestion_text
from ui.moves.opponent import Opponent, computer_acts
from ui.play import session, versus
from ui.site import rerun_fragment

PAUSE = "play:pause"
"""Session key of the pause after each of the computer's decisions, in seconds (tests set it to 0)."""
PAUSE_SECONDS = 0.6


def opponent_chooser(chosen: Opponent, lang: str, *, lot: bool = False) -> None:
    """Who plays the other side: a friend at this screen, or the computer, with the person's side and its level.

    With ``lot`` (the Knossos game, KNO-04) a button draws lots for the person's colour: light starts.
    """
    mode = versus.COMPUTER if chosen.is_computer else versus.FRIEND_MODE
    key = f"play:vs:{mode}"  # a new widget per answer, so that it always shows the one in force
    st.segmented_control(
        t("vs.label", lang),
        versus.MODES,
        default=mode,
        required=True,
        key=key,
        format_func=partial(_word, "vs", lang=lang),
        on_change=versus.on_mode,
        args=(key,),
    )
    if not chosen.is_computer:
        return
    side_col, level_col = st.columns([2, 3])
    key = f"play:vs-side:{chosen.human}"
    side_col.segmented_control(
        t("vs.side", lang),
        (0, 1),
        default=chosen.human,
        required=True,
        key=key,
        format_func=partial(_word, "side", lang=lang),
        on_change=versus.on_side,
        args=(key,),
    )
    if lot:
        side_col.button(
            t("vs.lot", lang),
            icon=":material/casino:",
            on_click=versus.on_lot,
            help=t("vs.lot_help", lang),
            key="play:lot",
        )
        drawn = versus.lot()
        if drawn is not None and drawn == chosen.human:
            side_col.caption(t("vs.lot_result", lang, side=t(f"side.{drawn}", lang)))
    key = f"play:vs-level:{chosen.level}"
    level_col.segmented_control(
        t("vs.level", lang),
        LEVELS,
        default=chosen.level,
        required=True,
        key=key,
        format_func=partial(_word, "level", lang=lang),
        on_change=versus.on_level,
        args=(key,),
    )


def _word(group: str, value: object, lang: str) -> str:
    """A chooser's option in words: ``vs.computer``, ``side.0``, ``level.club``."""
    return t(f"{group}.{value}", lang)


def computer_turn(record: GameRecord, chosen: Opponent, lang: str, spot: DeltaGenerator) -> None:
    """If it is the computer's turn: its decision under a spinner in ``spot``, a pause, and a rerun to show it."""
    if not computer_acts(chosen, record):
        return
    throwing = record.game.turn(record.state).phase == "throw"
    started = time.monotonic()
    with spot, st.spinner(t("ai.throwing" if throwing else "ai.thinking", lang)):
        session.computer_step()
        time.sleep(max(0.0, st.session_state.get(PAUSE, PAUSE_SECONDS) - (time.monotonic() - started)))
    rerun_fragment()


def hint_button(record: GameRecord, chosen: Opponent, lang: str) -> None:
    """The Hint button (key ``hint``) when a person is to move (not throw) and has not been given the Hint yet."""
    if session.suggestion(record) is not None:
        return
    if record.game.turn(record.state).phase not in ("move", "place") or computer_acts(chosen, record):
        return
    st.button(
        t("hint.button", lang),
        icon=":material/lightbulb:",
        key="hint",
        help=t("hint.help", lang),
        on_click=session.want_hint,
    )
    if session.hint_wanted():  # the search takes a moment: it runs in the script, under a spinner
        with st.spinner(t("hint.thinking", lang)):
            session.ask_hint()
        rerun_fragment()


def hint_shown(record: GameRecord, lang: str) -> None:
    """The Hint once asked for: its move and the reason for it."""
    shown = session.suggestion(record)
    if shown is not None:
        st.info(suggestion_text(record, shown, lang), icon=":material/lightbulb:")
