"""The parts every play panel shares, grid or race: the layout, the rule-set chooser, the title with its
banners, the select box of moves, Undo and New game, and the move list.

This module only draws; the state and the callbacks are in ``ui.play_state``.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from games import GRID_RULE_SETS, RULE_SETS
from ui import computer_panel, play_state
from ui.game_record import GameRecord
from ui.i18n import rules_text, t
from ui.opponent import Opponent
from ui.status import move_lines, outcome_text

SIDE_STYLE = "<style>[data-testid='stLayoutWrapper']:has(> .st-key-play-side) { min-width: 20rem; }</style>"
"""Below this width the side panel moves under the board instead of being squeezed beside it."""
SIDE_GLYPHS = ("○", "⬢")
"""The two sides' piece shapes, as the boards draw them, for the move list."""


def columns(board_px: int) -> tuple[DeltaGenerator, DeltaGenerator]:
    """The board's column, as wide as the board, and the side panel beside it."""
    st.html(SIDE_STYLE)
    row = st.container(horizontal=True, gap="medium")
    return row.container(width=board_px), row.container(width="stretch", key="play-side")


def _rules_option(rules: str, lang: str) -> str:
    """A rule set as the chooser shows it: its kind of game, then its title."""
    group = t("rules.group.grid" if rules in GRID_RULE_SETS else "rules.group.race", lang)
    return f"{group} · {rules_text(rules, 'title', lang)}"


def rules_chooser(record: GameRecord, lang: str) -> None:
    """A chooser of every rule set, the capture games first, then the race games; choosing starts a game."""
    key = f"play:rules:{record.rules}"  # a new widget per rule set, so that it shows the one in play
    st.selectbox(t("rules.label", lang), RULE_SETS, index=RULE_SETS.index(record.rules), key=key,
                 format_func=partial(_rules_option, lang=lang), on_change=play_state.on_rules, args=(key,))


def side_head(record: GameRecord, chosen: Opponent, lang: str, *, choose_rules: bool) -> None:
    """The top of the side panel: the rule-set and opponent choosers (on the play page), then the source."""
    if choose_rules:
        rules_chooser(record, lang)
        computer_panel.opponent_chooser(chosen, lang, lot=record.rules == "knossos")
    source(record, lang)


def source(record: GameRecord, lang: str) -> None:
    """Where the game comes from and whose reconstruction this is."""
    st.caption(f"**{rules_text(record.rules, 'origin', lang)}**  \n{rules_text(record.rules, 'scholar', lang)}")


def title(record: GameRecord, lang: str) -> None:
    """The rule set's title with its "reconstruction" label, then a bad link's reason or the game's end."""
    name = rules_text(record.rules, "title", lang)
    st.markdown(f"## {name} :orange-badge[:material/history_edu: {t('rules.reconstruction', lang)}]")
    link_error = play_state.link_error()
    if link_error is not None:
        reason = link_error.text(lang)
        st.error(t("link.error", lang, reason=reason[:1].upper() + reason[1:]), icon=":material/link_off:")
    outcome = record.game.outcome(record.state)
    if outcome is not None:
        st.success(outcome_text(outcome, lang), icon=":material/emoji_events:")


def refusal(lang: str) -> None:
    """The engine's reason for the last refused click or move, or a hint about a click that meant nothing."""
    notice = play_state.notice()
    if notice is not None:
        st.warning(notice.text(lang), icon=":material/block:")
    elif play_state.hint() is not None:
        st.info(t(play_state.hint(), lang), icon=":material/touch_app:")


def typed_move(record: GameRecord, lang: str, options: list[str], *, help_text: str,
               label: Callable[[str], str] = str, placeholder: str | None = None, locked: bool = False) -> None:
    """The keyboard's way to move: a select box of ``options`` (notation, shown through ``label``) and Play.

    ``locked`` (the computer's turn) disables both.

    ``label`` must pickle (a module-level function, a ``partial`` or a bound method), because the
    session keeps only serialisable values.
    """
    key = f"play:typed:{len(record.states)}:{record.game.format_position(record.state)}"  # fresh for each position
    pick_col, play_col = st.columns([3, 1], vertical_alignment="bottom")
    chosen = pick_col.selectbox(t("moves.pick", lang), options, index=None, key=key, help=help_text,
                                format_func=label, placeholder=placeholder or t("moves.placeholder", lang),
                                disabled=not options or locked)
    play_col.button(t("moves.play", lang), on_click=play_state.on_typed, args=(key,), disabled=chosen is None or locked,
                    width="stretch")


def buttons(record: GameRecord, lang: str) -> None:
    """Undo (against the computer, back to the person's last move) and New game."""
    undo, new = st.columns(2)
    undo.button(t("moves.undo", lang), icon=":material/undo:", on_click=play_state.on_undo,
                disabled=not play_state.can_undo(record), width="stretch")
    new.button(t("moves.new", lang), icon=":material/restart_alt:", on_click=play_state.on_new, width="stretch")


def move_list(record: GameRecord, lang: str) -> None:
    """Every move so far, numbered, with the mover's piece shape; it scrolls to the latest."""
    st.markdown(f"**{t('moves.list', lang)}**")
    lines = [f"{n}. {SIDE_GLYPHS[side]} {text}" for n, side, text in move_lines(record, lang)]
    from_start = record.states[0] == record.game.initial_state()
    with st.container(height=220, key="play-moves", autoscroll=True):
        if not from_start:
            st.caption(t("moves.from_link", lang))
        if lines:
            st.markdown("  \n".join(lines))
        elif from_start:
            st.caption(t("moves.none", lang))
