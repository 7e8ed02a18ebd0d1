"""The play page: the board of any rule set under its title, and beside it (under it on a phone) everything a
player needs.

First the turn (``ui.play.turn``): whose turn, the throw, Hint and Undo, what a refused click is told, the
stakes; so that on a phone the board and all a turn needs fit on one screen.  Then what is chosen once or
read now and then: how to play on the board, the rule-set, variant and opponent choosers and the source;
the select box of moves; New game, the record and the replay; the move list.  This module only draws: the
state and its callbacks are in ``ui.play.session`` and ``ui.play.versus``.
"""

from __future__ import annotations

from datetime import date
from functools import partial
from html import escape
from urllib.parse import urlencode

import streamlit as st

from board import can_flip
from games.ai.review import Review
from games.records import GameRecord, write_record
from ui import controls
from ui.board_widget import board_first, board_switches, live_board, view_key
from ui.i18n import rules_text, rules_variant_text, t, tn
from ui.move_list import move_list_view
from ui.moves import throws
from ui.moves.listing import move_list
from ui.moves.opponent import computer_acts, record_headers
from ui.moves.words import added_rules, board_alt, board_help, outcome_text
from ui.online.create import online_start
from ui.play import computer, session, versus
from ui.play.turn import LOST_STYLE, turn_block
from ui.replay.reviewing import review_button, review_summary, reviewed_file, stored

FLIP = "play:flip"
ABOVE_THE_BOARD, UNDER_THE_BOARD = "13rem", "20rem"
"""The height the board leaves for the header and its title above it, so that a laptop's screen shows it whole;
and on a phone, for these and the turn's block under it."""
PAGE_STYLE = (
    """<style>
.play-turn { font-size: 1.4rem; font-weight: 600; line-height: 1.3; }
[data-testid='stMarkdownContainer']:has(> .play-turn) { margin-bottom: 0 !important; }
.pointer-coarse { display: none; }
@media (pointer: coarse) { .pointer-coarse { display: inline; } .pointer-fine { display: none; } }
.throw-tap { display: flex; cursor: pointer; padding: .25rem 0; }
.throw-tap[data-off] { cursor: default; opacity: .6; }
.st-key-board-col, [data-testid='game-board'] { scroll-margin-top: 4.5rem; }
@media (max-width: 640px) {
  [data-testid='stMainBlockContainer'] { padding-top: 4rem; }
  .st-key-board-col h2 { font-size: 1.35rem; padding: .25rem 0; }
  .st-key-undo [data-testid='stMarkdownContainer'] { position: absolute; width: 1px; height: 1px;
    overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
  .st-key-play-turn [data-testid='stAlertContainer'] { padding: .5rem .75rem; }
  .st-key-play-turn [data-testid='stAlertContainer'] p { font-size: .88rem; line-height: 1.3; }
  .st-key-play-turn span:has(> [data-testid='stAlertDynamicIcon']) { display: none; }
  .st-key-play-turn [data-testid='stAlertContainer'] [data-testid='stMarkdownContainer'] { width: 100% !important; }
  .st-key-play-turn .throw-fall > div:last-child { font-size: .95rem !important; line-height: 1.25; }
  .st-key-play-turn [data-testid='stElementContainer']:has(.stakes-panel) { display: none; }
  .st-key-play-turn .throw-fall figure img { width: 40px; height: 40px; }
  .st-key-play-turn .throw-fall > div > img { width: 26px; height: 40px; }
  .st-key-play-turn .throw-fall figcaption { font-size: .7rem !important; line-height: 1; }
}
"""
    + LOST_STYLE
    + "</style>"
)
"""Whose turn as a heading; "tap" on a touch screen and "click" elsewhere; the coins to tap; the board never
under Streamlit's header (3.75rem) when brought into view; on a phone, little room above the board, Undo by its
icon alone (its word still its name), a refused move's notice in small type and the stakes only on the board (Patolli
writes them in its trays), so that the turn's block fits."""


def play_page(lang: str) -> None:
    """The game in the session (or the link), with the choosers; the computer plays once the page is drawn."""
    st.html(PAGE_STYLE)
    _game(lang)


@st.fragment
def _game(lang: str) -> None:
    """The board and its side panel: one fragment, so that a move reruns only the game, not the page."""
    record = session.current_record()
    chosen = versus.current_opponent()
    locked = computer_acts(chosen, record)
    waiting = board_first()
    board_col, side_col = controls.columns(record.game, above=ABOVE_THE_BOARD, under=UNDER_THE_BOARD)
    with board_col:
        _title(record, lang)
        _board(record, lang)
    if waiting:  # a first visit: the rest once the board is up
        return
    with side_col:
        thinking = turn_block(record, chosen, lang, locked=locked)
        _review(record, lang)
        _help(record, lang)
        controls.rules_chooser(
            record.rules, lang, label=t("rules.label", lang), key="play:rules", on_choose=session.on_rules
        )
        controls.variant_chooser(record.rules, lang, key="play:variant", on_choose=session.on_rules)
        computer.opponent_chooser(chosen, lang, lot=record.game.colours_by_lot is not None)
        online_start(record, lang)
        st.caption(f"**{rules_text(record.rules, 'origin', lang)}**  \n{rules_text(record.rules, 'scholar', lang)}")
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
    suggested = session.suggestion(record)
    live_board(
        session.BOARD,
        lang=lang,
        alt=board_alt(record, lang),
        alt_touch=board_alt(record, lang, touch=True),
        human=session.human(),
        flip=st.session_state.get(FLIP, False),
        hint=suggested.move if suggested is not None else None,
        on_throw=session.on_throw,
        fit="first",
    )


def _review(record: GameRecord, lang: str) -> None:
    """At the game's end: the Master's review of the game just played (each side's accuracy, the turning points),
    and the way to read it move by move in Replay, where it opens without judging again."""
    if record.game.outcome(record.state) is None or not record.moves:
        return
    with st.container(border=True, key="play-review"):
        review = review_button(record, lang, "play:review")
        if review is None:
            return
        review_summary(review, lang)
        st.page_link(
            "pages/replay.py", label=t("review.open", lang), icon=":material/fact_check:", query_params=session.link()
        )


def _help(record: GameRecord, lang: str) -> None:
    """How to play on the board ("tap" on a touch screen, "click" elsewhere), how the throw counts, the switch
    that turns the board round, and the one that passes lost turns."""
    fine, coarse = (escape(board_help(record, lang, touch=touch)) for touch in (False, True))
    st.caption(
        f"<span class='pointer-fine'>{fine}</span><span class='pointer-coarse'>{coarse}</span>", unsafe_allow_html=True
    )
    game = record.game
    if game.device is not None and throws.current_fall(record) is not None:
        st.caption(rules_variant_text(f"fall.{game.device.key}_help", record.rules, lang))
    if can_flip(game):
        st.toggle(t("board.flip", lang), key=FLIP)
    board_switches(lang)
    if game.device is not None and game.turn(record.state).phase == "throw":
        st.toggle(
            t("play.auto_pass", lang),
            value=session.auto_passing(),
            key=session.auto_pass_key(),
            help=t("play.auto_pass_help", lang),
        )


def _buttons(record: GameRecord, lang: str) -> None:
    """New game, the record to download, and the game in the Replay page."""
    row = st.container(horizontal=True, gap="small")
    row.button(t("moves.new", lang), icon=":material/restart_alt:", on_click=session.on_new)
    row.download_button(
        t("record.download", lang),
        data=partial(_record_file, record, lang, stored(record)),
        mime="text/plain",
        file_name=f"{record.rules}-{date.today().isoformat()}.txt",
        icon=":material/download:",
        on_click="ignore",
        help=t("record.download_help", lang),
        key="play:download",
    )
    row.page_link(
        "pages/replay.py", label=t("record.replay", lang), icon=":material/replay:", query_params=session.link()
    )


def _record_file(record: GameRecord, lang: str, review: Review | None = None) -> str:
    """The game as a record file (``games.records``), with who played and the day, and its review when it has one."""
    headers = record_headers(versus.opponent(), lang, date.today())
    return write_record(record, headers) if review is None else reviewed_file(record, review, dict(headers))


def _move_list(record: GameRecord, lang: str) -> None:
    """Every move so far (``ui.move_list``), a line per turn with the mover's piece shape, the last move marked and
    kept in view; a click on a move says what it did and links to the Replay page at it."""
    st.markdown(f"**{t('moves.list', lang)}**")
    from_start = record.states[0] == record.game.initial_state()
    with st.container(key="play-moves"):
        if not from_start:
            st.caption(t("moves.from_link", lang))
        if record.moves:
            replay = f"replay?{urlencode({**session.link(), 'lang': lang, 'at': ''})}"
            review = stored(record)
            move_list_view(
                move_list(record, lang, badges={} if review is None else review.marks_by_ply),
                len(record.moves),
                view_key("play:move-list"),
                lang=lang,
                race=record.game.is_race_game,
                replay=replay,
                height="14rem",
            )
        elif from_start:
            st.caption(t("moves.none", lang))
