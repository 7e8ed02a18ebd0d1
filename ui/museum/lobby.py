"""The lobby: the museum's entrance, with a card per game, the timeline of the evidence and the map."""

from __future__ import annotations

from typing import Any

import streamlit as st

from board import NO_MARKS
from board.charts.museum import GAME_COLOURS, map_figures, timeline_figure
from games import get_game
from games.records import GameRecord
from ui.board_widget import chart, still_board
from ui.i18n import t
from ui.lab.model import load_questions
from ui.museum.model import events_list, load_museum, object_drawings, object_html

CARD_BOARD_PX = 380
"""A card's board is a picture of the game, no taller than this."""


def lobby_page(lang: str) -> None:
    """The welcome, the four cards, then the timeline with its events listed by number beside it, and the map's
    two panels (on a phone each of these pairs stands one above the other)."""
    museum = load_museum()
    st.title(t("lobby.title", lang), anchor=False)
    st.markdown(t("lobby.welcome", lang))
    cards = st.columns(2, gap="medium")
    for number, game in enumerate(museum.games):
        with cards[number % 2], st.container(border=True, key=f"lobby-card-{game['id']}"):
            _card(game, lang)
    lab_link(None, lang)
    st.page_link("pages/teachers.py", label=t("kit.to", lang), icon=":material/co_present:")
    st.header(t("lobby.timeline", lang), anchor=False)
    timeline, events = st.columns([3, 2], gap="medium")
    with timeline:
        chart(timeline_figure(museum, lang), "lobby:timeline", label=t("lobby.timeline", lang))
    with events, st.container(key="lobby-events"):
        st.markdown(f"**{t('lobby.events', lang)}**")
        st.markdown(events_list(museum, lang))
    st.header(t("lobby.map", lang), anchor=False)
    for column, (number, figure) in zip(st.columns(2, gap="medium"), enumerate(map_figures(museum, lang)), strict=True):
        with column:
            chart(figure, f"lobby:map:{number}", label=t("lobby.map", lang))
    st.caption(t("lobby.map_note", lang))


def lab_link(game: str | None, lang: str) -> None:
    """The way into the reconstruction lab, at the first question about ``game`` (any game when None)."""
    question = next((q.id for q in load_questions() if q.game == game), None)
    st.page_link(
        "pages/lab.py",
        label=t("lab.to", lang),
        icon=":material/science:",
        query_params={"q": question} if question else None,
    )


def ways_on(game: dict[str, Any], lang: str, *, history: bool) -> None:
    """The ways on from a game (a ``museum.toml`` entry) in one row: its history page if ``history``, then its
    rule set's lessons, positions and play."""
    links = st.container(horizontal=True, key=f"ways-on-{game['id']}")
    if history:
        links.page_link(game["history"], label=t("page.history", lang), icon=":material/museum:")
    for page, label, icon in (
        ("lessons", "page.lessons", ":material/school:"),
        ("samples", "page.samples", ":material/extension:"),
        ("play", "page.play", ":material/play_arrow:"),
    ):
        links.page_link(f"pages/{page}.py", label=t(label, lang), icon=icon, query_params={"rules": game["rules"]})


def show_objects(game: str, lang: str, *, small: bool) -> None:
    """The museum's drawings of ``game``'s real objects with their captions (small ones on a lobby card)."""
    for drawing in object_drawings(game, lang):
        st.markdown(object_html(drawing, lang, small=small), unsafe_allow_html=True)


def _card(game: dict[str, Any], lang: str) -> None:
    """A game's card: its name, era and place, a line about it, the ways in, and its board."""
    rules = game["rules"]
    colour = GAME_COLOURS[game["id"]]
    st.markdown(f"### <span style='color:{colour}'>■</span> {game['title'][lang]}", unsafe_allow_html=True)
    st.caption(game["era"][lang])
    st.markdown(game["blurb"][lang])
    show_objects(game["id"], lang, small=True)
    ways_on(game, lang, history=True)
    game_rules = get_game(rules)
    picture = game_rules.parse_position(game["picture"]) if "picture" in game else game_rules.initial_state()
    with st.container(horizontal_alignment="center"):
        still_board(
            GameRecord.start(rules, picture), NO_MARKS, f"lobby:board:{game['id']}", lang=lang, height=CARD_BOARD_PX
        )
