"""The teacher's kit (``/teachers``): the museum in class in two tracks, a worksheet and an assessment for each
game with its answer key (a printable download, and on the page), a lesson across the games, a board to make,
and further reading.  The words are in ``content/<lang>/kit/`` (``ui.teachers.model``)."""

from __future__ import annotations

from functools import partial
from typing import Any

import streamlit as st

from ui.board_widget import still_board
from ui.i18n import t
from ui.lessons.handout import answer_words, worksheet_html
from ui.museum.model import load_museum
from ui.notebook.model import cell_marks, cell_record
from ui.teachers.model import SHEETS, Question, Sheet, load_sheet, load_text


def teachers_page(lang: str) -> None:
    """The kit's sections, one under another, each under its own heading (``#tracks``, ``#worksheets``, …)."""
    guide = load_text("guide", lang)
    st.title(guide.title, anchor=False)
    st.markdown(guide.intro)
    st.header(t("kit.tracks", lang), anchor="tracks", divider="gray")
    tabs = st.tabs([heading for heading, _ in guide.sections])
    for number, (tab, (_, body)) in enumerate(zip(tabs, guide.sections, strict=True)):
        with tab, st.container(key=f"teachers-track-{number}"):
            st.markdown(body)
    st.header(t("kit.worksheets", lang), anchor="worksheets", divider="gray")
    st.markdown(t("kit.worksheets_intro", lang))
    _worksheets(lang)
    for name in ("cross-game", "own-board", "reading"):
        text = load_text(name, lang)
        st.header(text.title, anchor=name, divider="gray")
        with st.container(key=f"teachers-{name}"):
            st.markdown(text.intro)
            for number, (heading, body) in enumerate(text.sections):
                st.subheader(heading, anchor=False)
                st.markdown(body)
                if name == "own-board" and number == 0:  # what you need: the board sheets
                    _board_sheets(lang)


def _worksheets(lang: str) -> None:
    """A download for every game, then the chosen game's assessment with its answers folded away."""
    games = {game["id"]: game for game in load_museum().games}
    row = st.container(horizontal=True, key="teachers-downloads")
    for game in games.values():
        row.download_button(
            t("kit.download", lang, game=game["title"][lang]),
            data=partial(worksheet_html, game["id"], lang),
            file_name=f"{game['id']}-worksheet-{lang}.html",
            mime="text/html",
            icon=":material/print:",
            on_click="ignore",
            key=f"teachers:worksheet:{game['id']}",
            help=t("kit.download_help", lang),
        )
    linked = st.query_params.get("game")
    chosen = st.segmented_control(
        t("kit.choose", lang),
        list(games),
        default=linked if linked in games else next(iter(games)),
        format_func=lambda game: games[game]["title"][lang],
        key="teachers:game",
        required=True,
    )
    game = chosen or next(iter(games))
    st.query_params["game"] = game
    sheets = [load_sheet(kind, game, lang) for kind in SHEETS]
    for tab, kind, sheet in zip(st.tabs([sheet.title for sheet in sheets]), SHEETS, sheets, strict=True):
        with tab:
            _sheet(kind, sheet, games[game], lang)


def _sheet(kind: str, sheet: Sheet, game: dict[str, Any], lang: str) -> None:
    """A worksheet or an assessment on the page: its questions and boards, the answers in a fold under each."""
    with st.container(border=True, key=f"teachers-{kind}"):
        st.markdown(sheet.intro)
        for number, question in enumerate(sheet.questions, start=1):
            _question(number, question, f"teachers:{kind}:{game['id']}:{number}", lang)


def _question(number: int, question: Question, key: str, lang: str) -> None:
    st.markdown(f"**{number}. {question.title}**")
    if question.text:
        st.markdown(question.text)
    board = question.board
    if board is not None:
        left, _ = st.columns([3, 2])
        with left:
            still_board(cell_record(board), cell_marks(board), key, lang=lang, height=360)
            if board.caption:
                st.caption(board.caption)
        if board.task:
            st.markdown(f"**{t('lesson.task', lang)}** {board.task}")
    with st.expander(t("kit.answer", lang)):
        if board is not None and board.task:
            st.markdown(f"**{answer_words(board, lang)}**")
        st.markdown(question.answer)


def _board_sheets(lang: str) -> None:
    """The way to each game's printable board sheet on the Positions page."""
    row = st.container(horizontal=True, key="teachers-board-sheets")
    for game in load_museum().games:
        row.page_link(
            "pages/samples.py",
            label=t("kit.board_sheet", lang, game=game["title"][lang]),
            icon=":material/print:",
            query_params={"rules": game["rules"]},
        )
