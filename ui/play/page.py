"""The play page: the board of any rule set under its title, and beside it everything a player needs.

The side panel holds the rule-set and opponent choosers and the source; whose turn; the Throw button
when a throw is due, else the coins or beans as they fell; what is in hand and what counts; the Hint;
the moves of the picked piece as buttons (which coin, which throw) and the end of a chain of jumps; a
lost turn with the engine's reasons; what a refused click is told; the stakes and what the last move
paid; the select box of moves; Undo and New game; the move list.  This module only draws: the state
and its callbacks are in ``ui.play.session`` and ``ui.play.versus``.
"""

from __future__ import annotations

from datetime import date
from functools import partial

import streamlit as st

from board import can_flip
from games.records import GameRecord, write_record
from ui import controls
from ui.board_widget import live_board
from ui.i18n import rules_text, rules_variant_text, t, tn
from ui.moves import throws
from ui.moves.controller import Event, choices
from ui.moves.opponent import computer_acts, record_headers
from ui.moves.stakes import last_transfers, stakes_html
from ui.moves.words import (
    added_rules,
    choice_label,
    count_text,
    extra_move_text,
    hand_text,
    lost_turn_lines,
    move_lines,
    outcome_text,
    turn_text,
)
from ui.play import computer, session, versus

FLIP = "play:flip"
SIDE_GLYPHS = ("○", "⬢")
"""The two sides' piece shapes, as the boards draw them, for the move list."""


def play_page(lang: str) -> None:
    """The game in the session (or the link), with the choosers; the computer plays once the page is drawn."""
    _game(lang)


@st.fragment
def _game(lang: str) -> None:
    """The board and its side panel: one fragment, so that a move reruns only the game, not the page."""
    record = session.current_record()
    chosen = versus.current_opponent()
    locked = computer_acts(chosen, record)
    board_col, side_col = controls.columns(record.game)
    with board_col:
        _title(record, lang)
        _board(record, lang)
    with side_col:
        controls.rules_chooser(
            record.rules, lang, label=t("rules.label", lang), key="play:rules", on_choose=session.on_rules
        )
        controls.variant_chooser(record.rules, lang, key="play:variant", on_choose=session.on_rules)
        computer.opponent_chooser(chosen, lang, lot=record.game.colours_by_lot is not None)
        st.caption(f"**{rules_text(record.rules, 'origin', lang)}**  \n{rules_text(record.rules, 'scholar', lang)}")
        _turn(record, lang, locked=locked)
        thinking = st.container()
        computer.hint(record, chosen, lang)
        if not locked:
            _choices(record, lang)
        _lost_turn(record, lang, locked=locked)
        controls.notice_box(session.notice(), lang)
        _stakes(record, lang)
        typed_key = f"play:typed:{len(record.states)}:{record.game.format_position(record.state)}"  # new per position
        controls.typed_move(record, lang, key=typed_key, on_typed=session.on_typed, locked=locked)
        _buttons(record, lang)
        _move_list(record, lang)
    added = added_rules(record.game, lang)
    if added:
        st.caption(f"{t('rules.added', lang)} {'; '.join(added)}.")
    computer.computer_turn(record, chosen, lang, thinking)


def _title(record: GameRecord, lang: str) -> None:
    """The rule set's title with its "reconstruction" label, then a bad link's reason or the game's end."""
    name = rules_text(record.rules, "title", lang)
    st.markdown(f"## {name} :orange-badge[:material/history_edu: {t('rules.reconstruction', lang)}]")
    controls.variant_badge(record.rules, lang)
    _link_notes(record, lang)
    outcome = record.game.outcome(record.state)
    if outcome is not None:
        st.success(outcome_text(outcome, lang), icon=":material/emoji_events:")


def _link_notes(record: GameRecord, lang: str) -> None:
    """What became of the link that opened this page: a link that would replace the game in progress asks
    first; one that could not be read (whole or in part) says so in a sentence, the reason folded away."""
    pending = session.pending_link()
    if pending is not None:
        with st.container(border=True, key="play-pending-link"):
            st.markdown(
                tn(
                    "link.pending",
                    len(record.moves),
                    lang,
                    rules=rules_text(pending.rules, "title", lang),
                    current=rules_text(record.rules, "title", lang),
                    moves=len(record.moves),
                )
            )
            row = st.container(horizontal=True)
            row.button(
                t("link.open", lang),
                key="play:open-link",
                on_click=session.on_open_pending,
                icon=":material/open_in_new:",
            )
            row.button(t("link.keep", lang), key="play:keep-game", on_click=session.on_keep_game, type="primary")
    reason = session.link_error()
    if reason is not None:
        controls.link_warning(reason, len(record.moves), lang)


def _board(record: GameRecord, lang: str) -> None:
    game = record.game
    suggested = session.suggestion(record)
    alt = t(
        f"board.alt.{game.family}", lang, title=rules_text(record.rules, "title", lang), turn=turn_text(record, lang)
    )
    live_board(
        session.BOARD,
        lang=lang,
        alt=alt,
        human=session.human(),
        flip=st.session_state.get(FLIP, False),
        hint=suggested.move if suggested is not None else None,
        on_throw=session.on_throw,
    )
    phase = game.turn(record.state).phase
    st.caption(
        t("board.help.place", lang)
        if phase == "place"
        else rules_variant_text(f"board.help.{game.family}", record.rules, lang)
    )
    if can_flip(game):
        st.toggle(t("board.flip", lang), key=FLIP)


def _turn(record: GameRecord, lang: str, *, locked: bool) -> None:
    """Whose turn; the Throw button when a throw is due (``locked``: the computer's), else the throw in use;
    what is in hand, an extra move, and the pieces counted."""
    game = record.game
    turn = game.turn(record.state)
    if turn.phase == "over":
        return
    st.subheader(turn_text(record, lang), anchor=False)
    if turn.phase == "throw" and game.device is not None:
        st.button(
            t(f"throw.{game.device.key}", lang),
            icon=":material/casino:",
            type="primary",
            on_click=session.on_throw,
            key="play:throw",
            disabled=locked,
        )
        st.toggle(
            t("play.auto_pass", lang),
            value=session.auto_passing(),
            key=session.auto_pass_key(),
            help=t("play.auto_pass_help", lang),
        )
    fall = throws.throw_html(record, lang)
    if fall is not None and game.device is not None:
        st.html(fall)
        st.caption(rules_variant_text(f"fall.{game.device.key}_help", record.rules, lang))
    for line in (hand_text(record, lang), extra_move_text(record, lang)):
        if line:
            st.markdown(line)
    counted = count_text(record, lang)
    if counted:
        st.caption(counted)


def _choices(record: GameRecord, lang: str) -> None:
    """The buttons that bring a piece in (Patolli's ``enter``, the moves that start off the board), and
    during a chain of jumps where it stands and "end it here"."""
    pick = session.pick()
    controls.chain_stop(record, pick, lang, partial(session.on_event, Event.stop()), key="play:stop")
    moves = choices(record, ())
    if not moves:
        return
    row = st.container(horizontal=True)
    for move in moves:
        row.button(
            choice_label(record.game, move, lang),
            on_click=session.on_event,
            args=(Event.typed(move.text),),
            key=f"play:choice:{move.text}",
            icon=":material/arrow_forward:",
        )


def _lost_turn(record: GameRecord, lang: str, *, locked: bool) -> None:
    """When no piece can use the throw: the engine's reasons, and the button that passes the turn
    (``locked``: the lost turn is the computer's, which passes by itself)."""
    lines = lost_turn_lines(record, lang)
    if not lines:
        return
    side = record.game.turn(record.state).side
    reasons = "\n".join(f"- {line}" for line in lines)
    st.warning(
        f"{t('lost.headline', lang, side=t(f'side.{side}', lang))}\n\n{reasons}", icon=":material/do_not_disturb_on:"
    )
    st.button(
        t(f"lost.pass.{side}", lang),
        on_click=session.on_event,
        args=(Event.typed("pass"),),
        type="primary",
        icon=":material/redo:",
        key="play:pass",
        disabled=locked,
    )


def _stakes(record: GameRecord, lang: str) -> None:
    """The stakes: each player's items and the bank, and what the last move took and gave."""
    stakes = record.game.tally(record.state).stakes
    if stakes is not None:
        st.html(stakes_html(stakes, lang))
    paid = last_transfers(record, lang)
    if paid:
        st.info(paid, icon=":material/swap_horiz:")


def _buttons(record: GameRecord, lang: str) -> None:
    """Undo (against the computer, back to the person's last move) and New game."""
    undo, new = st.columns(2)
    undo.button(
        t("moves.undo", lang),
        icon=":material/undo:",
        on_click=session.on_undo,
        disabled=not session.can_undo(record),
        width="stretch",
    )
    new.button(t("moves.new", lang), icon=":material/restart_alt:", on_click=session.on_new, width="stretch")
    keep, replay = st.columns(2)
    keep.download_button(
        t("record.download", lang),
        data=partial(_record_file, record, lang),
        mime="text/plain",
        file_name=f"{record.rules}-{date.today().isoformat()}.txt",
        icon=":material/download:",
        on_click="ignore",
        help=t("record.download_help", lang),
        width="stretch",
        key="play:download",
    )
    replay.page_link(
        "pages/replay.py",
        label=t("record.replay", lang),
        icon=":material/replay:",
        query_params=session.link(),
        width="stretch",
    )


def _record_file(record: GameRecord, lang: str) -> str:
    """The game as a record file (``games.records``), with who played and the day."""
    return write_record(record, record_headers(versus.opponent(), lang, date.today()))


def _move_list(record: GameRecord, lang: str) -> None:
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
