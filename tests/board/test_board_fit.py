"""Every rule set's board keeps its shape at whatever width the page gives it (the board's code scales the whole
figure, ``static/board.js``): its units are square (the y axis anchored to the x at ratio 1), its drawing area
has the shape of its axes' ranges, and every place lies inside those ranges, so that on a phone's width every
place is on screen and a grid's squares are square.  The browser tests measure it on a phone for one grid and
one race rule set (tests/browser/test_board_browser.py)."""

from __future__ import annotations

import pytest

from board import board_points, position_spec
from games import RULE_SETS, get_game


@pytest.mark.parametrize("rules", RULE_SETS)
def test_every_board_keeps_its_shape_and_its_places_inside_it_at_any_width(rules):
    game = get_game(rules)
    state = game.initial_state()
    layout = position_spec(game, state)["layout"]
    assert layout["yaxis"]["scaleanchor"] == "x" and layout["yaxis"]["scaleratio"] == 1
    (x0, x1), (y0, y1) = layout["xaxis"]["range"], layout["yaxis"]["range"]
    margin = layout["margin"]
    across, up = layout["width"] - margin["l"] - margin["r"], layout["height"] - margin["t"] - margin["b"]
    assert abs(across / up - abs(x1 - x0) / abs(y1 - y0)) <= 0.02 * across / up, (across, up, x0, x1, y0, y1)
    places, _ = board_points(game, state)
    assert places and set(places) == set(game.places())
    for name, (x, y) in places.items():
        assert min(x0, x1) <= x <= max(x0, x1) and min(y0, y1) <= y <= max(y0, y1), (name, x, y)
