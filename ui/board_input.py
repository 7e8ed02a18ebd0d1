"""The one place where a board figure meets Streamlit and a click comes back as a square name.

``clickable_board`` follows ``shared/research/board-interaction.md``: an ``on_select`` callback, and a
chart key that changes after every event (a nonce kept in session state), so that every click
arrives exactly once, clicking the same square twice works, and an old selection is never delivered
again.  A faster renderer can replace this function without touching pages or rules.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

import plotly.graph_objects as go
import streamlit as st

CONFIG = {"displayModeBar": False, "scrollZoom": False, "doubleClick": False}


def clickable_board(fig: go.Figure, key: str, on_click: Callable[[str], None], *, alt: str | None = None) -> None:
    """Draw ``fig`` and call ``on_click(square_name)`` (before the next run) when a square is clicked.

    The figure's last trace must carry the square names as ``customdata`` (see ``board.grid``).
    """
    nonce_key = f"{key}:nonce"
    chart_key = f"{key}:{st.session_state.get(nonce_key, 0)}"
    st.plotly_chart(fig, key=chart_key, on_select=partial(_deliver, chart_key, nonce_key, on_click),
                    selection_mode="points", theme=None, width="content", height="content", config=CONFIG, alt=alt)


def _deliver(chart_key: str, nonce_key: str, on_click: Callable[[str], None]) -> None:
    """The chart's ``on_select`` callback: advance the nonce, then report the clicked square."""
    st.session_state[nonce_key] = st.session_state.get(nonce_key, 0) + 1
    points = st.session_state[chart_key]["selection"]["points"]
    name = points[0].get("customdata") if points else None
    if isinstance(name, list):
        name = name[-1]
    if isinstance(name, str):
        on_click(name)
