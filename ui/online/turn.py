"""The turn block of an online game, beside the board (under it on a phone): whose turn, the throw, the buttons
that bring a piece in or pass a lost turn, what a refused move is told, an offer waiting and its answers, Resign
(asked twice) and the offers; at the end, the result, Rematch, Replay and the record.  A spectator sees whose turn
it is and the result, and no control that changes the game.

The public hooks: ``data-testid="turn"``, ``data-testid="result"`` and ``data-testid="throw"`` (the coins or
beans beside Throw, which throw when tapped, as on the Play page).
"""

from __future__ import annotations

from datetime import date
from functools import partial
from html import escape

import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from classroom.online import OnlineGame
from games.records import GameRecord, write_record
from ui import board_widget, controls
from ui.i18n import t
from ui.moves import throws
from ui.moves.controller import WAIT, Notice, choices
from ui.moves.link import game_link
from ui.moves.words import choice_label, lost_turn_lines
from ui.online import actions
from ui.online.model import Actions, result_text, turn_line
from ui.online.state import board_key, said
from ui.play.turn import throw_tap


def turn_block(
    game: OnlineGame, record: GameRecord, side: int | None, seat: str | None, can: Actions, lang: str
) -> None:
    """The whole block; ``side`` and ``seat``: the seat's (None for a spectator), ``can``: what it may do."""
    game_id = game.game_id
    with st.container(key="play-turn", gap="xsmall"):
        over = result_text(game, record, lang)
        if over is None:
            st.markdown(
                f"<div data-testid='turn' class='play-turn'>{escape(turn_line(record, side, lang))}</div>",
                unsafe_allow_html=True,
            )
        else:
            st.html(f"<div data-testid='result' class='play-turn'>{escape(over)}</div>")
        if seat is None:
            if over is not None:
                replay_links(game, record, lang, st.container(horizontal=True, gap="small", key="online-end"))
            return
        _notice(game_id, lang)
        if can.throw:
            _throw(record, game_id, seat, lang)
        elif can.may_move:
            _move_buttons(record, game_id, seat, lang)
        elif over is None:
            fall = throws.throw_html(record, lang)
            if fall is not None:
                st.html(fall)
        _offers(game_id, seat, can, lang)
        if can.rematch:
            _end(game, record, seat, lang)


def _notice(game_id: str, lang: str) -> None:
    """What the seat's last move or request was told: a refusal's reason, or that it is not its turn."""
    shown = board_widget.current(board_key(game_id))
    notice: Notice | None = shown.notice if shown is not None else None
    if notice is not None and notice.hint == WAIT:
        st.info(t("online.wait", lang), icon=":material/hourglass_top:")
    else:
        controls.notice_box(notice, lang)
    text = said(game_id)
    if text:
        st.warning(text, icon=":material/block:")


def _throw(record: GameRecord, game_id: str, seat: str, lang: str) -> None:
    """Throw: the server throws (the coins or beans are drawn at rest until it has)."""
    device = record.game.device
    if device is None:
        return
    with st.container(horizontal=True, gap="xsmall", vertical_alignment="center", key="online-throw-row"):
        st.button(
            t(f"throw.{device.key}", lang),
            icon=":material/casino:",
            type="primary",
            on_click=actions.on_throw,
            args=(game_id, seat, lang),
            key="online:throw",
        )
        throw_tap(
            device,
            lang,
            key="online:throw-tap",
            disabled=False,
            on_throw=partial(actions.on_throw, game_id, seat, lang),
        )


def _move_buttons(record: GameRecord, game_id: str, seat: str, lang: str) -> None:
    """When no piece can use the throw, Pass first (in the phone's first screen), then the throw as it fell and the
    engine's reasons; else the throw as it fell and the buttons for moves that start off the board (a piece brought
    in)."""
    lost = lost_turn_lines(record, lang)
    passing = lost or [m.text for m in record.game.moves(record.state)] == ["pass"]
    if passing:
        st.button(
            t(f"lost.pass.{record.game.turn(record.state).side}", lang),
            on_click=actions.on_move,
            args=(game_id, seat, "pass", lang),
            type="primary",
            icon=":material/redo:",
            key="online:pass",
        )
    fall = throws.throw_html(record, lang)
    if fall is not None:
        st.html(fall)
    if passing:
        if lost:
            st.caption("\n".join(f"- {line}" for line in lost))
        return
    row = st.container(horizontal=True)
    for move in choices(record, ()):
        row.button(
            choice_label(record.game, move, lang),
            on_click=actions.on_move,
            args=(game_id, seat, move.text, lang),
            key=f"online:choice:{move.text}",
            icon=":material/arrow_forward:",
        )


def _offers(game_id: str, seat: str, can: Actions, lang: str) -> None:
    """An offer waiting for this seat's answer, or its own waiting; then Offer a draw, Ask to take back and Resign."""
    if can.answer is not None:
        st.info(t(f"online.offer.{can.answer}.asked", lang), icon=":material/handshake:")
        row = st.container(horizontal=True, key="online-answer")
        row.button(
            t(f"online.offer.{can.answer}.accept", lang),
            type="primary",
            on_click=actions.on_answer,
            args=(game_id, seat, True, lang),
            key="online:accept",
        )
        row.button(
            t(f"online.offer.{can.answer}.decline", lang),
            on_click=actions.on_answer,
            args=(game_id, seat, False, lang),
            key="online:decline",
        )
    if can.waiting is not None:
        st.caption(t(f"online.offer.{can.waiting}.waiting", lang))
    if not can.resign:
        return
    row = st.container(horizontal=True, gap="small", key="online-offers")
    # a place of its own for each, drawn or not: a button that comes and goes (Ask to take back) never moves the
    # others, so no run leaves a stale copy of Resign beside the new one while the page is drawn again
    draw_place, takeback_place, resign_place = row.empty(), row.empty(), row.empty()
    if can.offer_draw:
        draw_place.button(
            t("online.offer.draw", lang),
            icon=":material/handshake:",
            on_click=actions.on_offer,
            args=(game_id, seat, "draw", lang),
            key="online:offer-draw",
        )
    if can.offer_takeback:
        takeback_place.button(
            t("online.offer.takeback", lang),
            icon=":material/undo:",
            on_click=actions.on_offer,
            args=(game_id, seat, "takeback", lang),
            key="online:offer-takeback",
        )
    with resign_place.popover(t("online.resign", lang), icon=":material/flag:", key="online:resign-ask"):
        st.markdown(t("online.resign.sure", lang))
        st.button(
            t("online.resign.yes", lang),
            type="primary",
            on_click=actions.on_resign,
            args=(game_id, seat, lang),
            key="online:resign",
        )


def _end(game: OnlineGame, record: GameRecord, seat: str, lang: str) -> None:
    """At the end: Rematch (colours swapped), the game in Replay, and the record to download."""
    row = st.container(horizontal=True, gap="small", key="online-end")
    row.button(
        t("online.rematch", lang),
        icon=":material/autorenew:",
        type="primary",
        on_click=actions.on_rematch,
        args=(game.game_id, seat, lang),
        key="online:rematch",
    )
    replay_links(game, record, lang, row)


def replay_links(game: OnlineGame, record: GameRecord, lang: str, row: DeltaGenerator) -> None:
    """The game in Replay, and its record to download (with the players' names and the day)."""
    row.page_link(
        "pages/replay.py", label=t("online.replay", lang), icon=":material/replay:", query_params=game_link(record)[0]
    )
    names = tuple(name or t(f"side.{side}", lang) for side, name in enumerate(game.names))
    row.download_button(
        t("record.download", lang),
        data=write_record(record, {"Light": names[0], "Dark": names[1], "Date": date.today().isoformat()}),
        mime="text/plain",
        file_name=f"{record.rules}-{game.game_id}.txt",
        icon=":material/download:",
        on_click="ignore",
        key="online:download",
    )
