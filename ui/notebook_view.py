"""Draw a parsed notebook with Streamlit: Markdown as text, boards as static pictures with captions."""

from __future__ import annotations

from collections.abc import Iterable

import plotly.graph_objects as go
import streamlit as st

from ui.figures import cell_figure
from ui.notebook import BoardCell, Cell

STATIC = {"displayModeBar": False, "staticPlot": True}
"""Boards in a notebook are pictures: no toolbar, no hover, no clicks (the lessons' task boards are live)."""


def render_notebook(cells: Iterable[Cell], lang: str, *, key: str = "notebook") -> None:
    """Show every cell in order; each board gets its own chart key, ``key`` and its number from the top."""
    for number, cell in enumerate(cells):
        if isinstance(cell, BoardCell):
            _board(cell, lang, f"{key}:board:{number}")
        else:
            st.markdown(cell.text)


def static_board(figure: go.Figure, key: str) -> None:
    """Draw ``figure`` as a picture."""
    st.plotly_chart(figure, theme=None, width="content", config=STATIC, key=key)


def _board(cell: BoardCell, lang: str, key: str) -> None:
    static_board(cell_figure(cell, lang), key)
    if cell.caption:
        st.caption(cell.caption)
