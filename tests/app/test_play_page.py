"""The play page through Streamlit's AppTest: it renders, moves change the list and the URL, links work."""

from __future__ import annotations

from urllib.parse import parse_qsl

import pytest
from streamlit.testing.v1 import AppTest

from games import GRID_RULE_SETS, get_game
from games.core import message
from games.limits import LINK_MOVES_CHARS
from tests.app.app_session import (
    click,
    has_header,
    linked_position,
    live_boards,
    move_list,
    open_page,
    page_text,
    play_typed,
)
from ui.i18n import LANGUAGES, rules_text, t, tn

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
    assert linked_position(at) == _start(rules)
    assert live_boards(at)


def test_a_move_from_the_select_box_updates_the_list_and_the_url():
    at = _open()
    at = play_typed(at, "a1-a3")
    assert not at.exception
    assert "1. ○ a1-a3" in move_list(at)
    assert linked_position(at) == "pppppppp/8/8/8/8/P7/8/1PPPPPPP d 1 -"
    assert t("turn.1", "en") in page_text(at)


def test_undo_restores_the_position():
    at = play_typed(_open(), "a1-a3")
    at = _by_label(at.button, t("moves.undo", "en")).click().run()
    assert linked_position(at) == _start("petteia")
    assert t("moves.none", "en") in page_text(at)


def test_new_game_starts_again():
    at = play_typed(play_typed(_open(), "a1-a3"), "a8-a6")
    at = _by_label(at.button, t("moves.new", "en")).click().run()
    assert linked_position(at) == _start("petteia")
    assert not move_list(at)


def test_a_link_restores_its_position():
    game = get_game("latrunculi-kowalski")
    pos = game.format_position(game.apply(game.initial_state(), game.parse_move(game.initial_state(), "a1-a4")))
    at = _open(rules="latrunculi-kowalski", pos=pos)
    assert not at.exception and not at.error
    assert linked_position(at) == pos
    assert t("turn.1", "en") in page_text(at)
    assert t("moves.from_link", "en") in page_text(at)


def _link_reason(at: AppTest) -> str:
    """The reason folded under the warning about a link that could not be read."""
    [reason] = at.text
    return reason.value


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_malformed_position_says_so_in_a_sentence_and_the_reason_folded_away(lang):
    at = _open(rules="latrunculi-bell", pos="8/8/8 l 0 -", lang=lang)
    assert not at.exception and not at.error
    assert at.warning[0].value == t("link.error", lang)
    assert at.expander[0].label == t("link.details", lang)
    assert ("expected 8" if lang == "en" else "а нужно 8") in _link_reason(at)
    assert at.query_params["rules"] == "latrunculi-bell" and linked_position(at) == _start("latrunculi-bell")


def test_an_unknown_rule_set_shows_why_and_starts_petteia():
    at = _open(rules="chess", pos="whatever")
    assert not at.exception
    assert "'chess'" in _link_reason(at)
    assert at.query_params["rules"] == "petteia" and linked_position(at) == _start("petteia")


def test_a_huge_link_is_never_echoed_whole():
    at = _open(rules="x" * 20_000)
    assert at.warning[0].value == t("link.error", "en")
    assert len(_link_reason(at)) < 120 and "x" * 41 not in _link_reason(at)
    assert "x" * 41 not in page_text(at)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_moves_longer_than_any_game_are_refused_in_a_sentence_and_leave_the_address(lang):
    at = _open(rules="petteia", moves="A" * (LINK_MOVES_CHARS + 1), lang=lang)
    assert not at.exception and at.warning[0].value == t("link.error", lang)
    reason = message("link_moves_too_long", limit=LINK_MOVES_CHARS).text(lang)
    assert _link_reason(at) == reason[0].upper() + reason[1:]
    assert "moves" not in at.query_params and linked_position(at) == _start("petteia")


def test_the_link_error_goes_away_with_the_next_move():
    at = play_typed(_open(rules="petteia", pos="nonsense"), "a1-a3")
    assert not at.warning and t("link.details", "en") not in [e.label for e in at.expander]


def test_the_link_holds_the_whole_game_so_a_new_session_restores_its_moves_and_undo():
    at = _open()
    for move in ("a1-a3", "a8-a6", "b1-b3"):
        at = play_typed(at, move)
    assert set(at.query_params) >= {"rules", "moves"} and "pos" not in at.query_params
    again = _open(**{name: at.query_params[name] for name in ("rules", "moves")})
    assert not again.exception and not again.warning
    assert move_list(again) == move_list(at) and "3. ○ b1-b3" in move_list(again)
    undo = _by_label(again.button, t("moves.undo", "en"))
    assert not undo.disabled
    after = undo.click().run()
    assert "3." not in move_list(after) and linked_position(after) == linked_position(
        _open(rules="petteia", moves=after.query_params["moves"])
    )


def test_the_game_can_be_downloaded_and_opened_in_the_replay():
    at = play_typed(_open(), "a1-a3")
    assert [d.label for d in at.get("download_button")] == [t("record.download", "en")]
    [replay] = [e for e in at.get("page_link") if e.proto.label == t("record.replay", "en")]
    assert dict(parse_qsl(replay.proto.query_string)) == {"rules": "petteia", "moves": at.query_params["moves"]}


def test_moves_that_cannot_be_read_keep_the_game_up_to_them():
    at = _open()
    for move in ("a1-a3", "a8-a6"):
        at = play_typed(at, move)
    broken = _open(rules="petteia", moves=at.query_params["moves"] + "~~")
    assert "2. ⬢ a8-a6" in move_list(broken)
    assert broken.warning[0].value == tn("link.partial", 2, "en", count=2)
    assert _link_reason(broken) == "The link's moves could not be read from move 3 on"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_link_to_another_game_asks_before_replacing_the_game_in_progress(lang):
    at = play_typed(_open(lang=lang), "a1-a3", lang)
    at.query_params["rules"] = "knossos"
    del at.query_params["moves"]
    at = at.run()
    question = tn(
        "link.pending",
        1,
        lang,
        rules=rules_text("knossos", "title", lang),
        current=rules_text("petteia", "title", lang),
        moves=1,
    )
    assert question in page_text(at)
    assert at.query_params["rules"] == "petteia" and "1. ○ a1-a3" in move_list(at)
    kept = _by_label(at.button, t("link.keep", lang)).click().run()
    assert question not in page_text(kept) and "1. ○ a1-a3" in move_list(kept)
    kept.query_params["rules"] = "knossos"
    del kept.query_params["moves"]
    opened = _by_label(kept.run().button, t("link.open", lang)).click().run()
    assert opened.query_params["rules"] == "knossos" and not move_list(opened)
    assert question not in page_text(opened)


def test_a_link_replaces_a_game_with_no_moves_at_once():
    at = _open()
    at.query_params["rules"] = "knossos"
    at = at.run()
    assert at.query_params["rules"] == "knossos"
    assert t("link.open", "en") not in [b.label for b in at.button]


def test_board_clicks_select_and_capture():
    at = _open(rules="petteia", pos=CAPTURE)
    at = click(at, "a2")
    assert at.session_state["play:board"].pick == ("a2",)
    at = click(at, "g2")
    assert not at.exception
    assert "1. ○ a2-g2 ×g3" in move_list(at)  # the capture is marked
    after = get_game("petteia").parse_position(linked_position(at))
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


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_variant_is_switched_on_and_off_under_the_rule_set(lang):
    at = _open(rules="latrunculi-bell", lang=lang)
    pills = at.button_group(key="play:variant:latrunculi-bell")
    assert pills.label == t("variant.label", lang) and pills.value == []
    pills.select("LBE-V1").run()
    assert not at.exception
    assert at.query_params["rules"] == "latrunculi-bell+LBE-V1"
    text = page_text(at)
    assert t("variant.LBE-V1.rule", lang) in text and t("variant.badge", lang) in text
    assert rules_text("latrunculi-bell", "title", lang) in text
    at.button_group(key="play:variant:latrunculi-bell+LBE-V1").select("LBE-V2").run()
    assert at.query_params["rules"] == "latrunculi-bell+LBE-V1+LBE-V2"
    at.button_group(key="play:variant:latrunculi-bell+LBE-V1+LBE-V2").unselect("LBE-V1").run()
    assert at.query_params["rules"] == "latrunculi-bell+LBE-V2"
    assert _by_label(at.selectbox, t("rules.label", lang)).value == "latrunculi-bell"


def test_a_rule_set_without_switches_shows_no_variant_chooser():
    at = _open(rules="petteia")
    assert not [group for group in at.button_group if group.label == t("variant.label", "en")]


def test_a_variant_game_is_played_by_its_own_rules():
    """Bell's corner rule on: the dark soldier on b1, beside the empty corner a1, is taken by d1-c1 (LBE-V1),
    and the capture earns light another move (LBE-07)."""
    corner = "7p/8/8/8/8/8/8/1p1P3P l 0 -"
    at = play_typed(_open(rules="latrunculi-bell+LBE-V1", pos=corner), "d1-c1")
    assert not at.exception
    assert linked_position(at) == "7p/8/8/8/8/8/8/2P4P l 0 -"
    plain = play_typed(_open(rules="latrunculi-bell", pos=corner), "d1-c1")
    assert linked_position(plain) == "7p/8/8/8/8/8/8/1pP4P d 1 -"


@pytest.mark.parametrize(("start", "switch_to"), [("en", "ru"), ("ru", "en")])
def test_the_language_switch_keeps_the_position(start, switch_to):
    pos = "pppppppp/8/8/8/8/P7/8/1PPPPPPP d 1 -"
    at = _open(rules="petteia", pos=pos, lang=start)
    at.segmented_control[0].set_value(switch_to).run()
    assert not at.exception
    assert at.query_params.get("lang", "en") == switch_to and linked_position(at) == pos
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
