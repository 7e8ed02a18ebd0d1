"""The real click path on a grid board: Streamlit serves the app, Chromium clicks the Plotly board, the
capture happens.  The server and the browser come from ``conftest.py``."""

from __future__ import annotations

from urllib.parse import urlencode

from board import grid_figure
from games import get_game
from tests.browser.plotly_board import VISIBLE_PLOT, board_data, open_page, wait_for_pos

CAPTURE = "pppppp2/8/8/8/6P1/6p1/P7/1PPPPP2 l 0 -"
"""Petteia, light to move: a2-g2 pinches the dark stone on g3 against the light one on g4."""
AFTER = "pppppp2/8/8/8/6P1/8/6P1/1PPPPP2 d 0 -"


def _click_square(page, square: str) -> None:
    """Click the middle of ``square`` on the board on screen, from the plot area's rectangle."""
    game = get_game("petteia")
    (x0, x1), (y0, y1) = (grid_figure(game, game.initial_state()).layout[axis].range for axis in ("xaxis", "yaxis"))
    page.wait_for_function(f"() => !!({VISIBLE_PLOT})()")
    box = page.evaluate(f"""() => {{
        const r = ({VISIBLE_PLOT})().querySelector('.nsewdrag').getBoundingClientRect();
        return {{left: r.left, top: r.top, width: r.width, height: r.height}};
    }}""")
    f, r = game.geo.index[square] % 8, game.geo.index[square] // 8
    x = box["left"] + (f - x0) / (x1 - x0) * box["width"]
    y = box["top"] + box["height"] - (r - y0) / (y1 - y0) * box["height"]
    page.mouse.click(x, y)


def _has_selection_ring(page) -> bool:
    return any(trace["marker"].get("symbol") == "square-open" for trace in board_data(page))


def _dark_stones(page) -> set[tuple[int, int]]:
    return {(x, y) for trace in board_data(page) if trace["marker"].get("symbol") == "hexagon"
            for x, y in zip(trace["x"], trace["y"], strict=True)}


def test_clicking_a_piece_then_its_target_captures(app_url, browser):
    page = open_page(browser, f"{app_url}/play?{urlencode({'rules': 'petteia', 'pos': CAPTURE})}")
    assert (6, 2) in _dark_stones(page)

    _click_square(page, "a2")
    page.wait_for_function(f"() => ({VISIBLE_PLOT})()?.data.some(t => t.marker.symbol === 'square-open')")
    assert _has_selection_ring(page)

    _click_square(page, "g2")
    wait_for_pos(page, AFTER)
    page.get_by_text("a2-g2").first.wait_for()
    page.wait_for_function(f"() => !({VISIBLE_PLOT})()?.data.some(t => t.marker.symbol === 'square-open')")
    assert (6, 2) not in _dark_stones(page)
    assert "○ a2-g2" in page.locator(".st-key-play-moves").inner_text()
    page.close()
