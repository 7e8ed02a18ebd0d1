"""Every rule set's board keeps its shape at whatever width the page gives it, in its wide layout and in its
narrow one for a phone (the board's code scales the whole figure, ``static/board.js``): its units are square (the
y axis anchored to the x at ratio 1; Patolli's narrow layout draws a unit up taller than a unit across), its
drawing area has the shape of its axes' ranges, and every place lies inside those ranges, so that on a phone's
width every place is on screen and a grid's squares are square.  The browser tests measure it on a phone for one
grid and one race rule set (tests/browser/test_board_browser.py), and every rule set's spacing of its places
(tests/browser/test_touch_targets_browser.py)."""

from __future__ import annotations

import pytest

from board import board_points, position_spec
from games import RULE_SETS, get_game


@pytest.mark.parametrize("narrow", [False, True], ids=["wide", "narrow"])
@pytest.mark.parametrize("rules", RULE_SETS)
def test_every_board_keeps_its_shape_and_its_places_inside_it_at_any_width(rules, narrow):
    """In both layouts; the narrow one may draw a unit up taller than a unit across (Patolli's, ``scaleratio``)."""
    game = get_game(rules)
    state = game.initial_state()
    layout = position_spec(game, state, narrow=narrow)["layout"]
    stretch = layout["yaxis"]["scaleratio"]
    assert layout["yaxis"]["scaleanchor"] == "x" and (stretch == 1 or narrow)
    (x0, x1), (y0, y1) = layout["xaxis"]["range"], layout["yaxis"]["range"]
    margin = layout["margin"]
    across, up = layout["width"] - margin["l"] - margin["r"], layout["height"] - margin["t"] - margin["b"]
    shape = abs(x1 - x0) / abs(y1 - y0) / stretch
    assert abs(across / up - shape) <= 0.02 * across / up, (across, up, x0, x1, y0, y1, stretch)
    places, _ = board_points(game, state, narrow=narrow)
    assert places and set(places) == set(game.places())
    for name, (x, y) in places.items():
        assert min(x0, x1) <= x <= max(x0, x1) and min(y0, y1) <= y <= max(y0, y1), (name, x, y)
