"""The play panel of the grid games: board, turn, moves without the mouse, move list, undo, new game.

This module only draws; the game's state and the callbacks that change it are in ``ui.play_state``.
"""

from __future__ import annotations

from functools import partial
from itertools import pairwise

import streamlit as st

from board import figure_size, grid_figure
from games import GRID_RULE_SETS
from ui import clicks, play_state
from ui.board_input import clickable_board
from ui.game_record import GameRecord
from ui.i18n import rules_text, t
from ui.status import added_rules, count_text, extra_move_text, hand_text, move_lines, outcome_text, turn_text

BOARD, FLIP = "play:board", "play:flip"
SIDE_STYLE = "<style>[data-testid='stLayoutWrapper']:has(> .st-key-play-side) { min-width: 20rem; }</style>"
"""Below this width the side panel moves under the board instead of being squeezed beside it."""
SIDE_GLYPHS = ("○", "⬢")
"""The two sides' piece shapes, as the board draws them, for the move list."""


def rules_chooser(record: GameRecord, lang: str) -> None:
    """A chooser of the four rule sets; choosing one starts a new game."""
    key = f"play:rules:{record.rules}"  # a new widget per rule set, so that it shows the one in play
    st.selectbox(t("rules.label", lang), GRID_RULE_SETS, index=GRID_RULE_SETS.index(record.rules), key=key,
                 format_func=partial(rules_text, field="title", lang=lang), on_change=play_state.on_rules, args=(key,))


def play_panel(record: GameRecord, lang: str, *, choose_rules: bool = False) -> None:
    """The board under the rule set's title, and beside it everything a player needs.

    With ``choose_rules`` the side panel starts with the rule-set chooser.
    """
    game = record.game
    board_px = figure_size(game.rules.width, game.rules.height)[0]
    st.html(SIDE_STYLE)
    row = st.container(horizontal=True, gap="medium")
    board_col, side_col = row.container(width=board_px), row.container(width="stretch", key="play-side")
    with board_col:
        _title(record, lang)
        _board(record, lang)
    with side_col:
        if choose_rules:
            rules_chooser(record, lang)
        st.caption(f"**{rules_text(record.rules, 'origin', lang)}**  \n{rules_text(record.rules, 'scholar', lang)}")
        _status(record, lang)
        _typed_move(record, lang)
        _buttons(record, lang)
        _move_list(record, lang)
    added = added_rules(record, lang)
    if added:
        st.caption(f"{t('rules.added', lang)} {'; '.join(added)}.")


def _title(record: GameRecord, lang: str) -> None:
    """The rule set's title with its "reconstruction" label, then any banner about the game."""
    title = rules_text(record.rules, "title", lang)
    st.markdown(f"## {title} :orange-badge[:material/history_edu: {t('rules.reconstruction', lang)}]")
    link_error = play_state.link_error()
    if link_error is not None:
        reason = link_error.text(lang)
        st.error(t("link.error", lang, reason=reason[:1].upper() + reason[1:]), icon=":material/link_off:")
    outcome = record.game.outcome(record.state)
    if outcome is not None:
        st.success(outcome_text(outcome, lang), icon=":material/emoji_events:")


def _board(record: GameRecord, lang: str) -> None:
    game, state = record.game, record.state
    pick = play_state.pick()
    fig = grid_figure(
        game, state, selected=pick[0] if pick else None, targets=clicks.next_squares(game, state, pick),
        captures=clicks.capturing_squares(game, state, pick), last_move=record.last_move, lang=lang,
        flip=st.session_state.get(FLIP, False), highlights=pick[1:], arrows=tuple(pairwise(pick)))
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
    notice = play_state.notice()
    if notice is not None:
        st.warning(notice.text(lang), icon=":material/block:")
    pick = play_state.pick()
    if len(pick) > 1:
        square = record.game.geo.names[pick[-1]]
        st.info(t("chain.more", lang, square=square), icon=":material/moving:")
        st.button(t("chain.stop", lang, square=square), on_click=play_state.on_stop, type="primary",
                  disabled=not clicks.can_stop(record.game, record.state, pick))


def _typed_move(record: GameRecord, lang: str) -> None:
    game = record.game
    options = sorted(game.format_move(m) for m in game.legal_moves(record.state))
    key = f"play:typed:{len(record.states)}:{game.format_position(record.state)}"  # fresh for each position
    pick_col, play_col = st.columns([3, 1], vertical_alignment="bottom")
    chosen = pick_col.selectbox(t("moves.pick", lang), options, index=None, key=key, help=t("moves.help", lang),
                                placeholder=t("moves.placeholder", lang), disabled=not options)
    play_col.button(t("moves.play", lang), on_click=play_state.on_typed, args=(key,), disabled=chosen is None,
                    width="stretch")


def _buttons(record: GameRecord, lang: str) -> None:
    undo, new = st.columns(2)
    undo.button(t("moves.undo", lang), icon=":material/undo:", on_click=play_state.on_undo,
                disabled=not record.can_undo, width="stretch")
    new.button(t("moves.new", lang), icon=":material/restart_alt:", on_click=play_state.on_new, width="stretch")


def _move_list(record: GameRecord, lang: str) -> None:
    st.markdown(f"**{t('moves.list', lang)}**")
    lines = [f"{n}. {SIDE_GLYPHS[side]} {text}" for n, side, text in move_lines(record)]
    from_start = record.states[0] == record.game.initial_state()
    with st.container(height=220, key="play-moves", autoscroll=True):
        if not from_start:
            st.caption(t("moves.from_link", lang))
        if lines:
            st.markdown("  \n".join(lines))
        elif from_start:
            st.caption(t("moves.none", lang))
