"""Every rule set's live board plays a move by two clicks, the piece and then its target, through the page as
the browser sends them: the board is sent what each click does (so that a browser picks the piece at the first
click or tap, with no round trip, and sends the second), the first click picks the piece, the second plays the
move.  The browser
tests (tests/browser/test_board_browser.py) click and tap on one grid and one race rule set."""

from __future__ import annotations

import pytest

from games import RULE_SETS
from tests.app.app_session import click, live_boards, open_page, send_event
from tests.support.board_moves import two_click_move
from ui.board_data import component_data
from ui.i18n import t


@pytest.mark.parametrize("rules", RULE_SETS)
def test_every_rule_sets_board_plays_a_move_by_its_piece_then_its_target(rules):
    start, (source, target), after = two_click_move(rules)
    at = open_page("play", rules=rules, pos=start)
    [board] = live_boards(at)
    assert board["live"] and board["position"] == start
    clicks = board["clicks"]
    assert clicks[""].get(source) == {"pick": [source]} and source in board["picks"]  # the browser picks it itself
    assert "pick" not in clicks.get(source, {}).get(target, clicks[""].get(target, {}))  # and sends the target
    assert source in board["places"] and target in board["places"]
    at = click(at, source)
    assert not at.exception and at.session_state["play:board"].pick == (source,)
    at = click(at, target)
    assert not at.exception and live_boards(at)[0]["position"] == after


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_click_that_means_nothing_is_answered_with_tap_when_it_came_from_a_touch_screen(lang):
    """The board says with each event whether it came from a coarse pointer; the hint then says "tap"."""
    at = open_page("play", rules="knossos", pos="0,0,0,0,0 0,0,0,0,0 l 2,1 0", lang=lang)
    element = next(e for e in at.get("bidi_component") if component_data(e.proto.json)["kind"] == "board")
    for touch, key in ((False, "click.own_piece"), (True, "click.own_piece.tap"), (False, "click.own_piece")):
        send_event(at, element.proto.id, {"kind": "click", "place": "4", "pick": [], "n": 1, "touch": touch})
        assert [info.value for info in at.info] == [t(key, lang)], touch
