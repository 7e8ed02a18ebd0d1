"""The lobby: the museum's entrance, with a card per game, the timeline of the evidence and the map."""

from __future__ import annotations

import pandas as pd
import streamlit as st

from board import NO_MARKS
from games import get_game
from games.core import GameRecord
from ui.board_widget import chart, still_board
from ui.content.museum import GAME_COLOURS, load_museum, map_figure, timeline_figure, year_text
from ui.i18n import t

CARD_BOARD_PX = 380
"""A card's board is a picture of the game, no taller than this."""


def lobby_page(lang: str) -> None:
    """The welcome, the four cards, then the timeline and the map side by side."""
    museum = load_museum()
    st.title(t("lobby.title", lang), anchor=False)
    st.markdown(t("lobby.welcome", lang))
    cards = st.columns(2, gap="medium")
    for number, game in enumerate(museum.games):
        with cards[number % 2], st.container(border=True, key=f"lobby-card-{game['id']}"):
            _card(game, lang)
    st.header(t("lobby.timeline", lang), anchor=False)
    chart(timeline_figure(museum, lang), "lobby:timeline", label=t("lobby.timeline", lang))
    with st.expander(t("lobby.events", lang)):
        titles = {g["id"]: g["title"][lang] for g in museum.games}
        table = pd.DataFrame([{t("lobby.when", lang): year_text(e["year"], lang), t("lobby.game", lang):
                               titles[e["game"]], t("lobby.what", lang): e["text"][lang]} for e in museum.events])
        st.dataframe(table, hide_index=True, width="stretch")
    st.header(t("lobby.map", lang), anchor=False)
    chart(map_figure(museum, lang), "lobby:map", label=t("lobby.map", lang))
    st.caption(t("lobby.map_note", lang))


def _card(game: dict, lang: str) -> None:
    """A game's card: its name, era and place, a line about it, the ways in, and its board."""
    rules = game["rules"]
    colour = GAME_COLOURS[game["id"]]
    st.markdown(f"### <span style='color:{colour}'>■</span> {game['title'][lang]}", unsafe_allow_html=True)
    st.caption(game["era"][lang])
    st.markdown(game["blurb"][lang])
    links = st.container(horizontal=True)
    links.page_link(game["history"], label=t("page.history", lang), icon=":material/museum:")
    for page, label, icon in (("lessons", "page.lessons", ":material/school:"),
                              ("samples", "page.samples", ":material/extension:"),
                              ("play", "page.play", ":material/play_arrow:")):
        links.page_link(f"pages/{page}.py", label=t(label, lang), icon=icon, query_params={"rules": rules})
    game_rules = get_game(rules)
    picture = game_rules.parse_position(game["picture"]) if "picture" in game else game_rules.initial_state()
    with st.container(horizontal_alignment="center"):
        still_board(GameRecord.start(rules, picture), NO_MARKS, f"lobby:board:{game['id']}", lang=lang,
                    height=CARD_BOARD_PX)
