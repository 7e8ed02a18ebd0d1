"""Draw a parsed notebook with Streamlit: Markdown as text, boards as pictures with captions."""

from __future__ import annotations

from collections.abc import Iterable

import streamlit as st

from ui.board_widget import still_board
from ui.notebook.model import BoardCell, Cell, cell_marks, cell_record


def render_notebook(cells: Iterable[Cell], lang: str, *, key: str = "notebook", start: int = 0) -> None:
    """Show every cell in order; each board gets its own chart key, ``key`` and its number from the top (the
    first of ``cells`` being number ``start``)."""
    for number, cell in enumerate(cells, start):
        if isinstance(cell, BoardCell):
            still_board(cell_record(cell), cell_marks(cell), f"{key}:board:{number}", lang=lang)
            if cell.caption:
                st.caption(cell.caption)
        else:
            st.markdown(cell.text)
