"""The sample positions page: named, explained positions of a rule set, each a link to play on from it."""

from __future__ import annotations

from functools import partial

import streamlit as st

from ui.board_widget import still_board
from ui.controls import rules_chooser
from ui.i18n import t
from ui.lessons.handout import board_sheet_html
from ui.lessons.model import load_lesson
from ui.moves.link import linked_rules
from ui.notebook.model import cell_marks, cell_record


def samples_page(lang: str) -> None:
    """The chooser of rule sets, then every sample position of the chosen one with its "Play from here"."""
    rules = linked_rules(st.query_params.get("rules"))
    row = st.container(horizontal=True, vertical_alignment="bottom")
    with row:
        rules_chooser(rules, lang, label=t("samples.choose", lang), key="samples:rules", on_choose=_choose, width=320)
    row.page_link(
        "pages/lessons.py", label=t("samples.lesson", lang), icon=":material/school:", query_params={"rules": rules}
    )
    row.download_button(
        t("handout.sheet", lang),
        data=partial(board_sheet_html, rules, lang),
        mime="text/html",
        file_name=f"{rules}-board-{lang}.html",
        icon=":material/print:",
        on_click="ignore",
        help=t("handout.sheet_help", lang),
    )
    st.query_params["rules"] = rules
    samples = load_lesson("samples", rules, lang)
    st.title(samples.title, anchor=False)
    if samples.intro:
        st.markdown(samples.intro)
    for number, sample in enumerate(samples.steps):
        with st.container(border=True):
            board_col, text_col = st.columns([3, 2])
            with board_col:
                still_board(cell_record(sample.board), cell_marks(sample.board), f"samples:{rules}:{number}", lang=lang)
                if sample.board.caption:
                    st.caption(sample.board.caption)
            with text_col:
                st.markdown(f"### {sample.title}")
                st.markdown(sample.before)
                if sample.after:
                    st.markdown(sample.after)
                st.page_link(
                    "pages/play.py",
                    label=t("samples.play", lang),
                    icon=":material/play_arrow:",
                    query_params={"rules": rules, "pos": sample.board.position},
                    help=t("samples.play_help", lang),
                )


def _choose(rules: str) -> None:
    st.query_params["rules"] = rules
