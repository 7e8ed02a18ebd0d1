"""A finger is about 40 CSS px wide: on a 390 x 844 phone held upright every rule set's places stand at least
``TOUCH_PX`` apart, measured from the figure's geometry at the size the page gives it (issue 22, item 1), and
on a laptop nothing changes.  The browser measures the same on the page itself
(tests/browser/test_touch_targets_browser.py)."""

from __future__ import annotations

import math

import pytest

from board import TOUCH_PX, board_points, figure_height_width, narrow_below, narrow_layout, place_spacing
from board.grid import grid_points, grid_spec
from games import RULE_SETS, get_game

PHONE_WIDTH, PHONE_HEIGHT = 390, 844
PHONE_BOARD_PX = PHONE_WIDTH - 2 * 16
"""The width a 390 px phone gives the board: Streamlit keeps 1rem each side of the page's main column."""
PHONE_ROOM_PX = PHONE_HEIGHT - 160 - 12
"""The height the board's code lets a board take on that screen, below the page's top (static/board.js, size)."""
PHONE_BOARD_HEIGHT_PX = 562
"""The most a board may be tall there, so that the turn, the throw and the move's buttons fit beside it on the
screen (about 250 px of them in 844)."""
LAPTOP_BOARD_PX = 596
"""The narrowest board column of the play page at 1280 x 800 (an 8 x 8 board, as tall as the screen lets it)."""


def _drawn_scale(game, narrow: bool, width: float, room: float) -> float:
    """How many times its own size the board's code draws ``game``'s figure given ``width`` and ``room``."""
    height, figure_width = figure_height_width(game, narrow=narrow)
    return min(width / figure_width, room / height)


@pytest.mark.parametrize("rules", RULE_SETS)
def test_on_a_phone_every_places_neighbours_are_a_finger_apart(rules):
    game = get_game(rules)
    narrow = narrow_layout(game, PHONE_BOARD_PX)
    scale = _drawn_scale(game, narrow, PHONE_BOARD_PX, PHONE_ROOM_PX)
    assert place_spacing(game, narrow=narrow) * scale >= TOUCH_PX, (rules, narrow, scale)
    height, width = figure_height_width(game, narrow=narrow)
    assert width * scale <= PHONE_BOARD_PX + 0.5
    if narrow:
        assert height * scale <= PHONE_BOARD_HEIGHT_PX, (rules, height * scale)


@pytest.mark.parametrize("rules", RULE_SETS)
def test_the_narrow_layout_is_only_for_the_boards_that_need_it(rules):
    """A board is drawn narrow exactly where its wide layout would put two places less than a finger apart, and
    never on a laptop."""
    game = get_game(rules)
    wide_at_phone = place_spacing(game) * _drawn_scale(game, False, PHONE_BOARD_PX, math.inf)
    assert narrow_layout(game, PHONE_BOARD_PX) == (wide_at_phone < TOUCH_PX), (rules, wide_at_phone)
    assert not narrow_layout(game, LAPTOP_BOARD_PX)
    assert not narrow_layout(game, None)
    assert not narrow_layout(game, PHONE_BOARD_PX, upright=False)  # a phone held sideways has no height to spare
    below = narrow_below(game)
    if below:
        assert place_spacing(game) * below / figure_height_width(game)[1] >= TOUCH_PX
        assert place_spacing(game) * (below - 1) / figure_height_width(game)[1] < TOUCH_PX


def test_kowalskis_twelve_files_turn_a_quarter_round_on_a_phone_with_their_names():
    """Files run down the screen (a at the top), ranks across (1 on the left, light's edge); the letters stand
    beside their files and the numbers under their ranks, whichever way the board is turned round."""
    game = get_game("latrunculi-kowalski")
    state = game.initial_state()
    for flip in (False, True):
        points = grid_points(game, flip=flip, narrow=True)
        xs = {x for x, _ in points.values()}
        ys = {y for _, y in points.values()}
        assert len(xs) == 8 and len(ys) == 12  # eight squares across, twelve down
        a1, l1, a8 = points["a1"], points["l1"], points["a8"]
        assert a1[0] == l1[0] and a1[1] != l1[1] and a1[1] == a8[1]  # a file runs down, a rank across
        top, left = (min, max) if flip else (max, min)
        assert a1[1] == top(ys) and a1[0] == left(xs)
        notes = grid_spec(game, state, flip=flip, narrow=True)["layout"]["annotations"]
        for note in notes:
            if len(note["text"]) == 1 and note["text"].isalpha():
                assert note["yref"] == "y" and note["y"] == points[f"{note['text']}1"][1], note
            elif note["text"].isdigit():
                assert note["xref"] == "x" and note["x"] == points[f"a{note['text']}"][0], note
        assert sum(len(n["text"]) == 1 and n["text"].isalpha() for n in notes) == 12


@pytest.mark.parametrize("rules", ["petteia", "latrunculi-bell", "latrunculi-schadler"])
def test_an_eight_file_board_is_not_turned_on_a_phone(rules):
    game = get_game(rules)
    assert grid_points(game, narrow=True)["b1"][1] == grid_points(game, narrow=True)["a1"][1]


@pytest.mark.parametrize("rules", RULE_SETS)
def test_the_narrow_layout_keeps_the_places_names(rules):
    """The same places, each where the hit layer takes it, so the clicks and the notation are unchanged."""
    game = get_game(rules)
    state = game.initial_state()
    wide, _ = board_points(game, state)
    narrow, _ = board_points(game, state, narrow=True)
    assert set(wide) == set(narrow) == set(game.places())
