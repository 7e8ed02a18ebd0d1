"""The replay page through AppTest: a game from its link, stepped through with the buttons and the slider,
its charts in both languages, "Play from here", and the Master's judgement on request."""

from __future__ import annotations

from urllib.parse import parse_qsl

import pytest
from streamlit.testing.v1 import AppTest

from board.words import board_word
from games.records import GameRecord
from tests.app.app_session import boards, button, open_page, page_text
from tests.random_games import random_game
from ui.i18n import LANGUAGES, t, tn
from ui.moves.link import game_link


def _game(rules: str, plies: int = 40) -> GameRecord:
    record = GameRecord.start(rules)
    for _, move in random_game(rules, 5)[:plies]:
        record = record.play_raw(move)
    return record


def _open(record: GameRecord, **params: str) -> AppTest:
    return open_page("replay", **game_link(record)[0], **params)


def _shown_position(at: AppTest) -> str:
    [board] = [b for b in boards(at) if b["kind"] == "still"]
    return board["position"]


def _charts(at: AppTest) -> list[str]:
    return [b["label"] for b in boards(at) if b["kind"] == "chart"]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("rules", ["petteia", "knossos", "patolli"])
def test_a_game_from_its_link_opens_at_its_last_move_with_its_charts(rules, lang):
    record = _game(rules)
    at = _open(record, lang=lang)
    assert not at.exception
    assert _shown_position(at) == record.game.format_position(record.state)
    assert at.query_params["at"] == str(len(record.moves))
    titles = {
        "petteia": ["story.material.title"],
        "knossos": ["story.progress.title", "story.luck.title", "story.throw.title"],
        "patolli": ["story.progress.title", "story.stakes.title", "story.luck.title", "story.throw.title"],
    }[rules]
    assert _charts(at) == [t("replay.chart", lang, title=board_word(key, lang)) for key in titles]


def test_the_buttons_and_the_slider_step_through_the_game():
    record = _game("petteia", 12)
    at = _open(record, at="5")
    position = record.game.format_position
    assert _shown_position(at) == position(record.states[5])
    at = button(at, t("replay.back", "en")).click().run()
    assert _shown_position(at) == position(record.states[4]) and at.query_params["at"] == "4"
    at = button(at, t("replay.forward", "en")).click().run()
    at = button(at, t("replay.forward", "en")).click().run()
    assert _shown_position(at) == position(record.states[6])
    at = button(at, t("replay.first", "en")).click().run()
    assert _shown_position(at) == position(record.states[0])
    assert button(at, t("replay.back", "en")).disabled and button(at, t("replay.first", "en")).disabled
    at.slider(key="replay:at").set_value(9).run()
    assert _shown_position(at) == position(record.states[9])
    at = button(at, t("replay.last", "en")).click().run()
    assert _shown_position(at) == position(record.state) and button(at, t("replay.forward", "en")).disabled


def test_the_chart_marks_the_move_shown():
    at = _open(_game("knossos", 20), at="7")
    throws = board_word("story.throw.title", "en")
    for chart in (b for b in boards(at) if b["kind"] == "chart" and throws not in b["label"]):
        [marker] = [s for s in chart["figure"]["layout"]["shapes"] if s.get("name") == "at"]
        assert marker["x0"] == 7


def test_play_from_here_opens_the_game_up_to_the_move_shown():
    record = _game("latrunculi-bell", 10)
    at = _open(record, at="6")
    [link] = [e for e in at.get("page_link") if e.proto.label == t("replay.play_here", "en")]
    expected = game_link(GameRecord(record.rules, record.states[:7], record.moves[:6]))[0]
    assert dict(parse_qsl(link.proto.query_string)) == expected


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_masters_judgement_is_drawn_on_request(lang):
    at = _open(_game("petteia", 10), lang=lang)
    assert board_word("story.advantage.title", lang) not in " ".join(_charts(at))
    at = button(at, t("replay.advantage", lang)).click().run()
    assert _charts(at)[-1] == t("replay.chart", lang, title=board_word("story.advantage.title", lang))
    again = button(at, t("replay.back", lang)).click().run()
    assert _charts(again)[-1] == _charts(at)[-1], "kept once drawn"


def test_a_game_with_no_moves_says_so():
    at = open_page("replay", rules="knossos")
    assert not at.exception and at.info[0].value == t("replay.none", "en")


def test_a_bad_link_says_so_and_shows_what_could_be_read():
    record = _game("petteia", 4)
    link = game_link(record)[0]
    at = open_page("replay", rules="petteia", moves=link["moves"] + "~")
    assert at.warning[0].value == tn("link.partial", 4, "en", count=4)
    assert at.text[0].value == "The link's moves could not be read from move 5 on"
    assert _shown_position(at) == record.game.format_position(record.state)


@pytest.mark.parametrize("page", ["play", "replay"])
def test_a_link_to_a_variant_opens_it_named_as_a_variant(page):
    at = open_page(page, rules="latrunculi-bell+LBE-V2+LBE-V1")
    assert not at.exception and not at.warning
    text = page_text(at)
    assert t("variant.LBE-V1.name", "en") in text and t("variant.LBE-V2.name", "en") in text


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_record_uploader_is_limited_to_a_megabyte_and_names_the_records_cap(lang):
    """Streamlit refuses a file past the widget's limit (whole megabytes) before sending it; the page refuses a file
    past the record's cap (``games.limits``, tests/test_record_limits.py), and the help says which."""
    at = open_page("replay", lang=lang)
    [uploader] = at.get("file_uploader")
    assert uploader.proto.max_upload_size_mb == 1
    assert uploader.proto.help == t("replay.upload_help", lang, limit=256) and "256" in uploader.proto.help
