"""The turn on the play page: everything a person needs to play the next move, drawn in one compact block
right beside the board (under it on a phone), so that a whole game is played with no scrolling.

Whose turn; the Throw button with the coins or beans to tap beside it when a throw is due, else the throw in
use as it fell; Hint (or, for a lost turn, the Pass button) and Undo; the Hint's move; what a refused click
is told; the moves of a piece coming in and the end of a chain of jumps; what is in hand and counted; the
stakes and what the last move paid; a lost turn's reasons.  The public hooks: ``data-testid="turn"`` (whose turn),
``data-testid="throw"`` (the coins or beans to tap), and the keys ``hint`` and ``undo`` of the two buttons.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from html import escape
from typing import Any

import streamlit as st
from streamlit.delta_generator import DeltaGenerator

from games.chance import Device
from games.records import GameRecord
from ui import controls
from ui.i18n import t
from ui.moves import throws
from ui.moves.controller import Event, choices
from ui.moves.opponent import Opponent
from ui.moves.stakes import last_transfers, stakes_html
from ui.moves.words import choice_label, count_text, extra_move_text, hand_text, lost_turn_lines, turn_text
from ui.play import computer, session

TAP_JS = """export default function (component) {
  const { data, parentElement, setTriggerValue } = component;
  let tap = parentElement.querySelector(".throw-tap");
  if (!tap) {
    tap = document.createElement("div");
    tap.className = "throw-tap";
    tap.setAttribute("data-testid", "throw");
    tap.setAttribute("aria-hidden", "true");  // the Throw button beside it is the keyboard's and the reader's way
    tap.addEventListener("click", () => {
      if (tap.dataset.off) return;
      tap.dataset.off = "sent";  // one throw per tap, until the next run draws the throw
      tap.count = (tap.count || 0) + 1;
      tap.send("throw", tap.count);
    });
    parentElement.appendChild(tap);
  }
  tap.send = setTriggerValue;
  tap.title = data.title;
  tap.innerHTML = data.html;
  if (data.disabled) tap.dataset.off = "locked"; else delete tap.dataset.off;
}"""
_TAP = st.components.v2.component("throw_tap", js=TAP_JS, isolate_styles=False)


def turn_block(record: GameRecord, chosen: Opponent, lang: str, *, locked: bool) -> DeltaGenerator:
    """The block of the turn (``locked``: the computer's turn); returns the place where the computer's spinner
    shows while it thinks."""
    with st.container(key="play-turn", gap="xsmall"):
        lost = lost_turn_lines(record, lang)
        with st.container(horizontal=True, gap="xsmall", vertical_alignment="center", key="play-actions"):
            if record.game.turn(record.state).phase != "over":
                text = escape(turn_text(record, lang))
                st.markdown(f"<div data-testid='turn' class='play-turn'>{text}</div>", unsafe_allow_html=True)
            if lost:
                _pass(record, lang, locked=locked)
            else:
                computer.hint_button(record, chosen, lang)
            st.button(
                t("moves.undo", lang),
                icon=":material/undo:",
                on_click=session.on_undo,
                disabled=not session.can_undo(record),
                key="undo",
            )
        thinking = st.container()
        controls.notice_box(session.notice(), lang)
        _throw(record, lang, locked=locked)
        if lost:  # why the throw is lost, under the throw itself (a phone's screen ends soon after)
            _lost_turn(record, lost, lang)
        computer.hint_shown(record, lang)
        if not locked:
            _choices(record, lang)
        for line in (hand_text(record, lang), extra_move_text(record, lang)):
            if line:
                st.markdown(line)
        counted = count_text(record, lang)
        if counted:
            st.caption(counted)
        _stakes(record, lang)
    return thinking


def _throw(record: GameRecord, lang: str, *, locked: bool) -> None:
    """When a throw is due, the Throw button and beside it the coins or beans, which throw when tapped; else
    the throw in use as it fell (``locked``: the computer throws)."""
    game = record.game
    device = game.device
    if device is None:
        return
    if game.turn(record.state).phase == "throw":
        label = t(f"throw.{device.key}", lang)
        with st.container(horizontal=True, gap="xsmall", vertical_alignment="center", key="play-throw-row"):
            st.button(
                label,
                icon=":material/casino:",
                type="primary",
                on_click=session.on_throw,
                key="play:throw",
                disabled=locked,
            )
            throw_tap(device, lang, key="play:throw-tap", disabled=locked, on_throw=session.on_throw)
        return
    fall = throws.throw_html(record, lang)
    if fall is not None:
        st.html(fall)


def throw_tap(device: Device[Any], lang: str, *, key: str, disabled: bool, on_throw: Callable[[], None]) -> None:
    """The coins or beans at rest (``data-testid="throw"``), which throw when tapped (``on_throw``) unless
    ``disabled``."""
    data = {"kind": "throw", "html": throws.rest_html(device, lang), "title": t(f"throw.{device.key}", lang)}
    _TAP(key=key, data={**data, "disabled": disabled}, width="content", on_throw_change=on_throw)


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


def _pass(record: GameRecord, lang: str, *, locked: bool) -> None:
    """The button that passes a lost turn (``locked``: the computer's, which passes by itself)."""
    st.button(
        t(f"lost.pass.{record.game.turn(record.state).side}", lang),
        on_click=session.on_event,
        args=(Event.typed("pass"),),
        type="primary",
        icon=":material/redo:",
        key="play:pass",
        disabled=locked,
    )


def _lost_turn(record: GameRecord, lines: list[str], lang: str) -> None:
    """That the turn is lost, and why: the engine's reasons ``lines`` listed (a warning); on a phone, where they
    would run below the screen, behind a "Why?" that opens them (``LOST_STYLE``)."""
    headline = t("lost.headline", lang, side=t(f"side.{record.game.turn(record.state).side}", lang))
    with st.container(key="play-lost", gap=None):
        reasons = "\n".join(f"- {line}" for line in lines)
        st.warning(f"{headline}\n\n{reasons}", icon=":material/do_not_disturb_on:")
        items = "".join(f"<li>{escape(line)}</li>" for line in lines)
        st.html(
            f'<details class="lost-why" data-testid="lost-turn"><summary>{escape(headline)} '
            f'<span class="lost-why-ask">{escape(t("lost.why", lang))}</span></summary><ul>{items}</ul></details>'
        )


LOST_STYLE = """
.st-key-play-lost [data-testid='stElementContainer']:has(.lost-why) { display: none; }
.lost-why { background: rgb(255, 250, 229); color: rgb(149, 107, 15); border-radius: .5rem; padding: .35rem .65rem;
  font-size: .88rem; line-height: 1.25; }
.lost-why summary { cursor: pointer; list-style: none; }
.lost-why summary::-webkit-details-marker { display: none; }
.lost-why-ask { white-space: nowrap; text-decoration: underline; }
.lost-why-ask::after { content: " ▸"; }
.lost-why[open] .lost-why-ask::after { content: " ▾"; }
.lost-why ul { margin: .35rem 0 0; padding-left: 1.1rem; }
@media (max-width: 640px) {
  .st-key-play-lost [data-testid='stElementContainer']:has([data-testid='stAlert']) { display: none; }
  .st-key-play-lost [data-testid='stElementContainer']:has(.lost-why) { display: block; }
}
"""
"""A lost turn's reasons on a phone: its warning's headline in the warning's colours (Streamlit's), closed, with
"Why?" to open the list; elsewhere the warning with the list."""


def _stakes(record: GameRecord, lang: str) -> None:
    """The stakes: each player's items and the bank, and what the last move took and gave."""
    stakes = record.game.tally(record.state).stakes
    if stakes is not None:
        st.html(stakes_html(stakes, lang))
    paid = last_transfers(record, lang)
    if paid:
        st.info(paid, icon=":material/swap_horiz:")
