"""What the pages send the board for its motion, sound and drawings, through AppTest: the last move (the browser
slides its piece), the session's Sound and Draw arrows switches (off at first, kept), arrows given by Python and
those the browser says were drawn; and in a class, the teacher's drawings go to the store with the class's board
and come to every student's board, which takes none of its own."""

from __future__ import annotations

import json
import time

import pytest
from streamlit.proto.WidgetStates_pb2 import WidgetState
from streamlit.testing.v1 import AppTest

from tests.app.app_session import boards, click, live_boards, open_page
from ui.board_data import component_data
from ui.board_widget import PEN_KEY, SOUND_KEY
from ui.i18n import t

START = "pppppppp/8/8/8/8/8/8/PPPPPPPP l 0 -"


def _say_drawn(at: AppTest, position: str, arrows: list[list[str]]) -> AppTest:
    """Say, as the browser does, that the live board's position has ``arrows`` drawn (its ``drawn`` state value)."""
    element = next(e for e in at.get("bidi_component") if component_data(e.proto.json)["kind"] == "board")
    states = at._tree.get_widget_states()
    value = json.dumps({"drawn": {"position": position, "arrows": arrows}})
    states.widgets.append(WidgetState(id=element.proto.id, json_value=value))
    at._run(states)
    return at


def test_a_move_is_sent_with_where_its_piece_came_from_and_the_position_before():
    at = click(click(open_page("play", rules="petteia"), "a1"), "a5")
    [board] = live_boards(at)
    assert board["last"] == {"kind": "move", "from": "a1", "to": "a5", "before": START, "captures": False}
    assert board["arrows"] == [] and board["draw"] and not board["tell_drawn"]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_sound_and_the_pen_are_off_until_switched_on_and_stay_on_for_the_session(lang):
    at = open_page("play", rules="knossos", lang=lang)
    [board] = live_boards(at)
    assert board["sound"] is False and board["pen"] is False
    at.toggle(key=f"{SOUND_KEY}:switch").set_value(True).run()
    at.toggle(key=f"{PEN_KEY}:switch").set_value(True).run()
    assert [w.label for w in at.toggle if w.key and w.key.startswith("board:")] == [
        t("board.sound", lang),
        t("board.pen", lang),
    ]
    [board] = live_boards(at)
    assert board["sound"] is True and board["pen"] is True
    at.switch_page("pages/lessons.py").run()  # another page: the switches are the session's
    assert all(b["pen"] for b in boards(at) if b["kind"] in ("board", "still"))
    assert at.session_state[SOUND_KEY] is True


def test_a_lessons_arrows_are_drawn_in_its_figure_and_named_to_the_browser():
    at = open_page("lessons", rules="knossos", step="2")  # "There and back": the route drawn in arrows
    [board] = [b for b in boards(at) if b["kind"] == "still"]
    assert board["arrows"] == [["19", "10"], ["18", "9"], ["9", "8"], ["8", "7"], ["1", "8"], ["9", "19"]]
    assert set(board["places"]) >= {"1", "19"} and board["shared"] == []
    assert len([a for a in board["figure"]["layout"].get("annotations", []) if a.get("showarrow")]) == 6


def test_the_teachers_drawings_reach_the_students_board_and_go_with_the_position(class_store):
    teacher = open_page("class", new="1")
    code = teacher.query_params["code"]
    student = open_page("class", code=code)
    student.text_input(key="class:name").input("Ana")
    next(b for b in student.button if b.label == t("class.join", "en")).click().run()
    teacher = _say_drawn(teacher.run(), START, [["a1", "a5"], ["d4", "d4"], ["zz", "a1"]])
    assert not teacher.exception
    assert json.loads(class_store.view(code, time.time()).board["drawn"]) == [["a1", "a5"], ["d4", "d4"]]
    student.run()
    [mirror] = [b for b in boards(student) if b["kind"] == "still"]
    assert mirror["shared"] == [["a1", "a5"], ["d4", "d4"]] and mirror["draw"] is False
    teacher = click(click(teacher, "a1"), "a4")  # the next position has none drawn
    assert "drawn" not in class_store.view(code, time.time()).board
    student.run()
    [mirror] = [b for b in boards(student) if b["kind"] == "still"]
    assert mirror["shared"] == []
