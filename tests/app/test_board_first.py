"""On a visitor's first page the board comes first (``ui.board_widget.board_first``): the first run draws the
page's first board and what stands above it, that board is asked to say when it is up, and the run its saying
asks for draws the rest.  Streamlit shows a run's elements only once the code of every kind among them has
arrived, so a select box's or a button's code would otherwise hold the board back (README: "The first board")."""

from __future__ import annotations

import pytest

from tests.app.app_session import boards, live_boards, open_page, say_shown
from ui.board_widget import SCREEN_KEY, SHOWN_KEY
from ui.i18n import t

pytestmark = pytest.mark.filterwarnings("ignore::DeprecationWarning")


def _keys(at) -> set[str]:
    return {w.key for kind in ("button", "selectbox", "toggle", "text_input") for w in getattr(at, kind) if w.key}


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_first_visit_to_play_draws_the_board_alone_then_everything_once_it_is_up(lang):
    at = open_page("play", first=True, lang=lang)
    [board] = live_boards(at)
    assert board["first"] is True
    assert not {"hint", "undo"} & _keys(at), "the turn's buttons wait for the board"
    assert not at.selectbox
    say_shown(at)
    assert at.session_state[SHOWN_KEY] is True
    assert {"hint", "undo"} <= _keys(at)
    assert any(s.label == t("rules.label", lang) for s in at.selectbox)
    [board] = live_boards(at)
    assert board["first"] is False, "only the first showing is asked for"


def test_a_phone_that_says_it_is_upright_and_narrow_gets_the_narrow_board_and_the_rest_in_one_run():
    at = open_page("play", first=True, rules="patolli")
    [board] = live_boards(at)
    assert board["narrow"] is False and board["first"] is True
    say_shown(at, width=358, upright=True)
    [board] = live_boards(at)
    assert board["narrow"] is True
    assert at.session_state[SCREEN_KEY] == {"width": 358, "upright": True}
    assert "undo" in _keys(at)


def test_a_later_page_of_the_session_is_drawn_whole_at_once():
    at = open_page("play", first=True)
    say_shown(at)
    at.switch_page("pages/lessons.py")
    at.query_params["rules"] = "petteia"
    at.query_params["step"] = "3"
    at.run()
    assert {"lesson-next", "lesson-prev"} <= _keys(at)
    assert all(not data["first"] for data in boards(at))


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_first_visit_to_a_lesson_step_draws_its_board_then_its_task_tools_and_buttons(lang):
    at = open_page("lessons", first=True, rules="petteia", step="3", lang=lang)
    assert [data["first"] for data in boards(at)] == [True]
    assert not _keys(at) and not at.selectbox, "the tools and the step's buttons wait for the board"
    say_shown(at)
    assert {"lesson-next", "lesson-prev"} <= _keys(at)
    assert any(s.label == t("lesson.choose", lang) for s in at.selectbox), "the tools above came too"
    assert any("data-testid" in m.value and "task" in m.value for m in at.markdown)


def test_a_first_visit_to_a_history_page_draws_its_story_to_the_first_board_then_the_rest():
    at = open_page("petteia-history", first=True)
    first = boards(at)
    assert len(first) == 1 and first[0]["first"] is True
    assert not at.get("page_link"), "the ways on wait for the board"
    say_shown(at)
    assert len(boards(at)) > 1 and not any(data["first"] for data in boards(at))
    assert at.get("page_link")
