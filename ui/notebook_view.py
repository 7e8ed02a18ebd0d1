"""Draw a parsed notebook with Streamlit: Markdown as text, boards as static pictures with captions."""

from __future__ import annotations

from collections.abc import Iterable

import streamlit as st

from board.grid import grid_figure
from games import get_game
from ui.notebook import BoardCell, Cell

STATIC = {"displayModeBar": False, "staticPlot": True}
"""Boards in a notebook are pictures: no toolbar, no hover, no clicks (interactive lessons come later)."""


def render_notebook(cells: Iterable[Cell], lang: str) -> None:
    """Show every cell in order; each board gets its own chart key, numbered from the top."""
    for number, cell in enumerate(cells):
        if isinstance(cell, BoardCell):
            _board(cell, lang, f"notebook:board:{number}")
        else:
            st.markdown(cell.text)


def _board(cell: BoardCell, lang: str, key: str) -> None:
    game = get_game(cell.rules)
    figure = grid_figure(game, game.parse_position(cell.position), lang=lang, highlights=cell.highlights,
                         arrows=cell.arrows)
    st.plotly_chart(figure, theme=None, width="content", config=STATIC, key=key)
    if cell.caption:
        st.caption(cell.caption)
