"""The play panel of the grid games: board, turn, opponent, hint, moves without the mouse, move list, undo.

This module only draws; the game's state and the callbacks that change it are in ``ui.play_state``,
and the parts every play panel shares are in ``ui.panel_parts``.
"""

from __future__ import annotations

from itertools import pairwise

import streamlit as st

from board import grid_figure
from ui import clicks, computer_panel, opponent_state, panel_parts, play_state
from ui.board_input import clickable_board
from ui.figures import board_width
from ui.game_record import GameRecord
from ui.i18n import rules_text, t
from ui.opponent import computer_acts
from ui.status import added_rules, count_text, extra_move_text, hand_text, turn_text
from ui.suggestion import suggestion_marks

BOARD, FLIP = "play:board", "play:flip"


def play_panel(record: GameRecord, lang: str, *, choose_rules: bool = False) -> None:
    """The board under the rule set's title, and beside it everything a player needs.

    With ``choose_rules`` the side panel starts with the rule-set and opponent choosers.  When it is the
    computer's turn, it plays once the page is drawn.
    """
    game = record.game
    chosen = opponent_state.current_opponent()
    board_col, side_col = panel_parts.columns(board_width(record))
    with board_col:
        panel_parts.title(record, lang)
        _board(record, lang)
    with side_col:
        panel_parts.side_head(record, chosen, lang, choose_rules=choose_rules)
        _status(record, lang)
        thinking = st.container()
        computer_panel.hint(record, chosen, lang)
        options = sorted(game.format_move(m) for m in game.legal_moves(record.state))
        panel_parts.typed_move(record, lang, options, help_text=t("moves.help", lang),
                               locked=computer_acts(chosen, record))
        panel_parts.buttons(record, lang)
        panel_parts.move_list(record, lang)
    added = added_rules(record, lang)
    if added:
        st.caption(f"{t('rules.added', lang)} {'; '.join(added)}.")
    computer_panel.computer_turn(record, chosen, lang, thinking)


def _board(record: GameRecord, lang: str) -> None:
    game, state = record.game, record.state
    pick = play_state.pick()
    suggested = play_state.suggestion(record)
    highlights, arrows = (pick[1:], tuple(pairwise(pick))) if pick or suggested is None else suggestion_marks(
        record, suggested.move)
    fig = grid_figure(
        game, state, selected=pick[0] if pick else None, targets=clicks.next_squares(game, state, pick),
        captures=clicks.capturing_squares(game, state, pick), last_move=record.last_move, lang=lang,
        flip=st.session_state.get(FLIP, False), highlights=highlights, arrows=arrows)
    alt = t("board.alt", lang, title=rules_text(record.rules, "title", lang), turn=turn_text(record, lang))
    clickable_board(fig, BOARD, play_state.on_square, alt=alt)
    st.caption(t("board.help_place" if state.hand is not None else "board.help", lang))
    st.toggle(t("board.flip", lang), key=FLIP)


def _status(record: GameRecord, lang: str) -> None:
    if record.game.outcome(record.state) is None:
        st.subheader(turn_text(record, lang), anchor=False)
    for line in (hand_text(record, lang), extra_move_text(record, lang)):
        if line:
            st.markdown(line)
    counted = count_text(record, lang)
    if counted:
        st.caption(counted)
    panel_parts.refusal(lang)
    pick = play_state.pick()
    if len(pick) > 1:
        square = record.game.geo.names[pick[-1]]
        st.info(t("chain.more", lang, square=square), icon=":material/moving:")
        st.button(t("chain.stop", lang, square=square), on_click=play_state.on_stop, type="primary",
                  disabled=not clicks.can_stop(record.game, record.state, pick))
