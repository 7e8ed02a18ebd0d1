"""The board on a page: where a position meets Streamlit, and where every event on it goes through the
one controller (``ui.moves.controller``).

A page's board lives in session state under its key as an ``Interaction``: the game record, the move
being built and what the person was last told.  ``put`` starts or replaces it (a new game, a link, a
lesson step), ``send`` feeds an event through the controller and keeps the outcome, and ``live_board``
draws it and sends each click itself, before the next run.  So a click goes from the chart's callback
here to the controller and the engine, and the next run draws the figure from what came back; the page
around it only reads ``current``.

The chart follows ``shared/research/board-interaction.md``: an ``on_select`` callback and a chart key that
changes after every event (a nonce), so that every click arrives exactly once, clicking the same place
twice works, and an old selection is never delivered again.  ``still_board`` draws a figure as a picture.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from typing import Any

import plotly.graph_objects as go
import streamlit as st

from board import position_figure
from ui.moves.controller import Event, Interaction, interact, marks

CONFIG = {"displayModeBar": False, "scrollZoom": False, "doubleClick": False}
STATIC = {"displayModeBar": False, "staticPlot": True}
"""Pictures of boards: no toolbar, no hover, no clicks."""
Played = Callable[[Interaction], None]
"""What a page does once a move is played on its board (a lesson judges it)."""


def current(key: str) -> Interaction | None:
    """The board ``key``'s record, pick and notice, if the page has put one there."""
    return st.session_state.get(key)


def put(key: str, interaction: Interaction) -> None:
    """Start or replace what the board ``key`` shows."""
    st.session_state[key] = interaction


def forget(key: str) -> None:
    """Take the board ``key`` away (the page sets it up afresh when it next draws it)."""
    st.session_state.pop(key, None)


def send(key: str, event: Event, *, human: int | None = None, on_played: Played | None = None) -> Interaction:
    """Feed ``event`` on the board ``key`` through the controller and keep the outcome (see ``interact``)."""
    before: Interaction = st.session_state[key]
    result = interact(before.record, before.pick, event, human=human)
    st.session_state[key] = result
    if result.played is not None and on_played is not None:
        on_played(result)
    return result


def live_board(key: str, *, lang: str, alt: str, human: int | None = None, flip: bool = False,
               hint: Any = None, highlights: tuple[str, ...] = (), arrows: tuple[tuple[str, str], ...] = (),
               on_played: Played | None = None) -> None:
    """Draw the board ``key`` with its marks (the ``hint``'s move, or ``highlights`` and ``arrows``, while
    nothing is picked); a click is sent to the controller (``human``: the side the person plays against
    the computer), and ``on_played`` hears of a move it plays."""
    shown: Interaction = st.session_state[key]
    record = shown.record
    figure = position_figure(record.game, record.state,
                             marks(record, shown.pick, hint=hint, highlights=highlights, arrows=arrows),
                             lang=lang, flip=flip)
    nonce_key = f"{key}:nonce"
    chart_key = f"{key}:{st.session_state.get(nonce_key, 0)}"
    deliver = partial(_deliver, chart_key, nonce_key, key, human, on_played)
    st.plotly_chart(figure, key=chart_key, on_select=deliver, selection_mode="points", theme=None,
                    width="content", height="content", config=CONFIG, alt=alt)


def still_board(figure: go.Figure, key: str) -> None:
    """Draw ``figure`` as a picture."""
    st.plotly_chart(figure, theme=None, width="content", config=STATIC, key=key)


def _deliver(chart_key: str, nonce_key: str, key: str, human: int | None, on_played: Played | None) -> None:
    """The chart's ``on_select`` callback: advance the nonce, then send the clicked place to the controller."""
    st.session_state[nonce_key] = st.session_state.get(nonce_key, 0) + 1
    points = st.session_state[chart_key]["selection"]["points"]
    name = points[0].get("customdata") if points else None
    if isinstance(name, list):
        name = name[-1]
    if isinstance(name, str):
        send(key, Event.click(name), human=human, on_played=on_played)
