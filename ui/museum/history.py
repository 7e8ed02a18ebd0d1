"""A history page: the game's museum panel, with its "How sure are we?" section set apart in a frame."""

from __future__ import annotations

import streamlit as st

from board.charts.story import fraction_text, throw_distribution_figure
from games import RACE_RULE_SETS, get_game
from ui.board_widget import board_first, chart
from ui.i18n import t
from ui.museum.lobby import lab_link, show_objects, ways_on
from ui.museum.model import load_museum
from ui.notebook.model import BoardCell, Cell, TextCell, load_notebook
from ui.notebook.page import render_notebook
from ui.replay.story import expected_steps, throw_distribution_frame


def history_page(game: str, lang: str) -> None:
    """Render ``content/<lang>/<game>/history.md`` with the drawings of the game's objects under its title; from its
    "How sure are we?" heading on, inside a frame; then the ways on: the game's lessons, positions and play, and the
    lab."""
    story, doubts = split_at_heading(load_notebook(f"{game}/history", lang), f"## {t('history.sure', lang)}")
    title, story = split_title(story)
    boards = [number for number, cell in enumerate(story) if isinstance(cell, BoardCell)]
    upto = boards[0] + 1 if boards else len(story)
    waiting = bool(boards) and board_first()  # a first visit: the rest of the page once the first board is up
    st.markdown(title)
    show_objects(game, lang, small=False)
    render_notebook(story[:upto], lang)
    if waiting:
        return
    render_notebook(story[upto:], lang, start=upto)
    if game in RACE_RULE_SETS:
        _one_throw(game, lang)
    if doubts:
        with st.container(border=True, key="history-sure"):
            render_notebook(doubts, lang, key="history:sure")
    ways_on(next(entry for entry in load_museum().games if entry["id"] == game), lang, history=False)
    lab_link(game, lang)


def _one_throw(rules: str, lang: str) -> None:
    """The exact chances of one throw of the game's coins or beans, and the average throw."""
    device = get_game(rules).device
    assert device is not None  # a race game
    st.markdown(f"### {t('history.throw', lang)}")
    figure = throw_distribution_figure(throw_distribution_frame(device), lang)
    chart(figure, f"history:throw:{rules}", label=t("replay.chart", lang, title=figure.layout.title.text))
    st.caption(t(f"history.throw.{device.key}", lang, average=fraction_text(expected_steps(device), lang)))


def split_title(cells: list[Cell]) -> tuple[str, list[Cell]]:
    """The first line of a page (its title) and the cells after it."""
    first = cells[0]
    assert isinstance(first, TextCell), "a history page begins with its title"
    title, _, rest = first.text.partition("\n")
    return title, [*([TextCell(rest.strip())] if rest.strip() else []), *cells[1:]]


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
            return head, [TextCell(after), *cells[number + 1 :]]
    return list(cells), []
