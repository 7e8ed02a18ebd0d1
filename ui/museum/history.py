"""A history page: the game's museum panel, with its "How sure are we?" section set apart in a frame."""

from __future__ import annotations

import streamlit as st

from ui.content.notebook import Cell, TextCell, load_notebook
from ui.i18n import t
from ui.museum.notebook import render_notebook


def history_page(game: str, lang: str) -> None:
    """Render ``content/<lang>/<game>/history.md``; from its "How sure are we?" heading on, inside a frame."""
    story, doubts = split_at_heading(load_notebook(f"{game}/history", lang), f"## {t('history.sure', lang)}")
    render_notebook(story, lang)
    if doubts:
        with st.container(border=True, key="history-sure"):
            render_notebook(doubts, lang, key="history:sure")


def split_at_heading(cells: list[Cell], heading: str) -> tuple[list[Cell], list[Cell]]:
    """The cells before the line ``heading`` and the cells from it on (the second list is empty without it)."""
    for number, cell in enumerate(cells):
        if not isinstance(cell, TextCell):
            continue
        lines = cell.text.splitlines()
        if heading in lines:
            at = lines.index(heading)
            before, after = "\n".join(lines[:at]).strip(), "\n".join(lines[at:])
            head = [*cells[:number], *([TextCell(before)] if before else [])]
            return head, [TextCell(after), *cells[number + 1:]]
    return list(cells), []
