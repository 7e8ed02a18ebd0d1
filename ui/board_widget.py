"""The board on a page: the one place where a position's figure meets Streamlit and a click comes back
as a place name.

``live_board`` draws a record's position with its marks and calls ``on_click(place)`` before the next
run.  It follows ``shared/research/board-interaction.md``: an ``on_select`` callback and a chart key that
changes after every event (a nonce kept in session state), so that every click arrives exactly once,
clicking the same place twice works, and an old selection is never delivered again.  ``still_board``
draws a figure as a picture.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import plotly.graph_objects as go
import streamlit as st

from board import Marks, position_figure
from games.record import GameRecord

CONFIG = {"displayModeBar": False, "scrollZoom": False, "doubleClick": False}
STATIC = {"displayModeBar": False, "staticPlot": True}
"""Pictures of boards: no toolbar, no hover, no clicks."""


def live_board(record: GameRecord, marks: Marks, *, key: str, lang: str, on_click: Callable[[str], None],
               alt: str, flip: bool = False) -> None:
    """Draw ``record``'s position with ``marks``, and call ``on_click(place)`` when a place is clicked."""
    figure = position_figure(record.game, record.state, marks, lang=lang, flip=flip)
    nonce_key = f"{key}:nonce"
    chart_key = f"{key}:{st.session_state.get(nonce_key, 0)}"
    st.plotly_chart(figure, key=chart_key, on_select=partial(_deliver, chart_key, nonce_key, on_click),
                    selection_mode="points", theme=None, width="content", height="content", config=CONFIG, alt=alt)


def still_board(figure: go.Figure, key: str) -> None:
    """Draw ``figure`` as a picture."""
    st.plotly_chart(figure, theme=None, width="content", config=STATIC, key=key)


def _deliver(chart_key: str, nonce_key: str, on_click: Callable[[str], None]) -> None:
    """The chart's ``on_select`` callback: advance the nonce, then report the clicked place."""
    st.session_state[nonce_key] = st.session_state.get(nonce_key, 0) + 1
    points = st.session_state[chart_key]["selection"]["points"]
    name = points[0].get("customdata") if points else None
    if isinstance(name, list):
        name = name[-1]
    if isinstance(name, str):
        on_click(name)
