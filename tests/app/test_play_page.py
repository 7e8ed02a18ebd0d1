"""The play page through Streamlit's AppTest: it renders, moves change the list and the URL, links work."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from games import GRID_RULE_SETS, get_game
from tests.app.app_session import click, has_header, live_boards, move_list, open_page, page_text, play_typed
from ui.i18n import LANGUAGES, rules_text, t

CAPTURE = "pppppp2/8/8/8/6P1/6p1/P7/1PPPPP2 l 0 -"
"""Petteia: light a2-g2 pinches the dark stone on g3 against g4."""
CHAIN = "p6p/8/8/3p4/2P5/2P5/8/P7 l 0 -"
"""Schädler: c3 jumps c4 to c5, and may jump on over d5 to e5."""


def _open(**params: str) -> AppTest:
    """Run the app at ``/play?<params>`` (see ``app_session.open_page``)."""
    return open_page("play", **params)


def _start(rules: str) -> str:
    game = get_game(rules)
    return game.format_position(game.initial_state())


def _by_label(elements, label: str):
    found = [e for e in elements if e.label == label]
    assert found, f"no widget labelled {label!r} among {[e.label for e in elements]}"
    return found[0]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("rules", GRID_RULE_SETS)
def test_renders_every_rule_set_in_every_language(rules, lang):
    at = _open(rules=rules, lang=lang)
    assert not at.exception
    text = page_text(at)
    assert rules_text(rules, "title", lang) in text
    assert t("rules.reconstruction", lang) in text
    assert rules_text(rules, "scholar", lang) in text
    assert at.query_params["pos"] == _start(rules)
    assert live_boards(at)


def test_a_move_from_the_select_box_updates_the_list_and_the_url():
    at = _open()
    at = play_typed(at, "a1-a3")
    assert not at.exception
    assert "1. ○ a1-a3" in move_list(at)
    assert at.query_params["pos"] == "pppppppp/8/8/8/8/P7/8/1PPPPPPP d 1 -"
    assert t("turn.1", "en") in page_text(at)


def test_undo_restores_the_position():
    at = play_typed(_open(), "a1-a3")
    at = _by_label(at.button, t("moves.undo", "en")).click().run()
    assert at.query_params["pos"] == _start("petteia")
    assert t("moves.none", "en") in page_text(at)


def test_new_game_starts_again():
    at = play_typed(play_typed(_open(), "a1-a3"), "a8-a6")
    at = _by_label(at.button, t("moves.new", "en")).click().run()
    assert at.query_params["pos"] == _start("petteia")
    assert not move_list(at)


def test_a_link_restores_its_position():
    game = get_game("latrunculi-kowalski")
    pos = game.format_position(game.apply(game.initial_state(), game.parse_move(game.initial_state(), "a1-a4")))
    at = _open(rules="latrunculi-kowalski", pos=pos)
    assert not at.exception and not at.error
    assert at.query_params["pos"] == pos
    assert t("turn.1", "en") in page_text(at)
    assert t("moves.from_link", "en") in page_text(at)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_malformed_position_shows_why_and_starts_a_fresh_game(lang):
    at = _open(rules="latrunculi-bell", pos="8/8/8 l 0 -", lang=lang)
    assert not at.exception
    assert at.error and at.error[0].value.startswith(t("link.error", lang, reason="").strip())
    assert ("expected 8" if lang == "en" else "а нужно 8") in at.error[0].value
    assert at.query_params["rules"] == "latrunculi-bell" and at.query_params["pos"] == _start("latrunculi-bell")


def test_an_unknown_rule_set_shows_why_and_starts_petteia():
    at = _open(rules="chess", pos="whatever")
    assert not at.exception
    assert "'chess'" in at.error[0].value
    assert at.query_params["rules"] == "petteia" and at.query_params["pos"] == _start("petteia")


def test_the_link_error_goes_away_with_the_next_move():
    at = play_typed(_open(rules="petteia", pos="nonsense"), "a1-a3")
    assert not at.error


def test_board_clicks_select_and_capture():
    at = _open(rules="petteia", pos=CAPTURE)
    at = click(at, "a2")
    assert at.session_state["play:board"].pick == ("a2",)
    at = click(at, "g2")
    assert not at.exception
    assert "1. ○ a2-g2" in move_list(at)
    after = get_game("petteia").parse_position(at.query_params["pos"])
    assert not after.dark >> get_game("petteia").geo.index["g3"] & 1


def test_a_refused_click_shows_the_engines_reason():
    at = click(_open(lang="ru"), "e4")
    assert at.warning and at.warning[0].value == "На клетке e4 нет фишки."


def test_a_schadler_chain_can_be_ended_with_the_button():
    at = _open(rules="latrunculi-schadler", pos=CHAIN)
    at = click(click(at, "c3"), "c5")
    assert t("chain.more", "en", square="c5") in [i.value for i in at.info]
    at = _by_label(at.button, t("chain.stop", "en", square="c5")).click().run()
    assert "1. ○ c3-c5" in move_list(at)


def test_choosing_another_rule_set_starts_it():
    at = _open()
    _by_label(at.selectbox, t("rules.label", "en")).select("latrunculi-bell").run()
    assert at.query_params["rules"] == "latrunculi-bell"
    assert t("place.two.0", "en") in page_text(at)


@pytest.mark.parametrize(("start", "switch_to"), [("en", "ru"), ("ru", "en")])
def test_the_language_switch_keeps_the_position(start, switch_to):
    pos = "pppppppp/8/8/8/8/P7/8/1PPPPPPP d 1 -"
    at = _open(rules="petteia", pos=pos, lang=start)
    at.segmented_control[0].set_value(switch_to).run()
    assert not at.exception
    assert at.query_params.get("lang", "en") == switch_to and at.query_params["pos"] == pos
    assert t("turn.1", switch_to) in page_text(at)


def test_the_board_can_be_turned():
    at = _open()
    assert live_boards(at)[0]["figure"]["data"][-1]["x"][0] == 0
    at.toggle(key="play:flip").set_value(True).run()
    hit_layer = live_boards(at)[0]["figure"]["data"][-1]
    assert hit_layer["customdata"][0] == "a1" and hit_layer["x"][0] == 7


def test_every_run_is_framed_by_the_app_its_header_stays_after_a_move():
    at = _open(rules="petteia")
    assert has_header(at)
    at = click(click(at, "a1"), "a5")
    assert "1. ○ a1-a5" in move_list(at)
    assert has_header(at) and not at.exception
