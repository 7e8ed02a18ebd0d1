"""The sample positions page: named, explained positions of a rule set, each a link to play on from it."""

from __future__ import annotations

from functools import partial

import streamlit as st

from games import RULE_SETS
from ui.figures import cell_figure
from ui.handout import board_sheet_html
from ui.i18n import rules_text, t
from ui.lesson import load_lesson
from ui.link import linked_rules
from ui.notebook_view import static_board


def samples_page(lang: str) -> None:
    """The chooser of rule sets, then every sample position of the chosen one with its "Play from here"."""
    rules = linked_rules(st.query_params.get("rules"))
    row = st.container(horizontal=True, vertical_alignment="bottom")
    key = f"samples:rules:{rules}"
    row.selectbox(t("samples.choose", lang), RULE_SETS, index=RULE_SETS.index(rules), key=key, width=320,
                  format_func=partial(rules_text, field="title", lang=lang), on_change=_choose, args=(key,))
    row.page_link("pages/lessons.py", label=t("samples.lesson", lang), icon=":material/school:",
                  query_params={"rules": rules})
    row.download_button(t("handout.sheet", lang), data=partial(board_sheet_html, rules, lang), mime="text/html",
                        file_name=f"{rules}-board-{lang}.html", icon=":material/print:", on_click="ignore",
                        help=t("handout.sheet_help", lang))
    st.query_params["rules"] = rules
    samples = load_lesson("samples", rules, lang)
    st.title(samples.title, anchor=False)
    if samples.intro:
        st.markdown(samples.intro)
    for number, sample in enumerate(samples.steps):
        with st.container(border=True):
            board_col, text_col = st.columns([3, 2])
            with board_col:
                static_board(cell_figure(sample.board, lang), f"samples:{rules}:{number}")
                if sample.board.caption:
                    st.caption(sample.board.caption)
            with text_col:
                st.markdown(f"### {sample.title}")
                st.markdown(sample.before)
                if sample.after:
                    st.markdown(sample.after)
                st.page_link("pages/play.py", label=t("samples.play", lang), icon=":material/play_arrow:",
                             query_params={"rules": rules, "pos": sample.board.position},
                             help=t("samples.play_help", lang))


def _choose(key: str) -> None:
    rules = st.session_state.get(key)
    if rules in RULE_SETS:
        st.query_params["rules"] = rules
