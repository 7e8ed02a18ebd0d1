"""The real click path on a grid board: Streamlit serves the app, Chromium clicks the board, the capture
happens.  The server and the browser come from ``conftest.py``."""

from __future__ import annotations

from urllib.parse import urlencode

from tests.browser.game_board import click_place, open_page, wait_for_pos, wait_for_selected

CAPTURE = "pppppp2/8/8/8/6P1/6p1/P7/1PPPPP2 l 0 -"
"""Petteia, light to move: a2-g2 pinches the dark stone on g3 against the light one on g4."""
AFTER = "pppppp2/8/8/8/6P1/8/6P1/1PPPPP2 d 0 -"


def test_clicking_a_piece_then_its_target_captures(app_url, browser):
    page = open_page(browser, f"{app_url}/play?{urlencode({'rules': 'petteia', 'pos': CAPTURE})}")
    click_place(page, "a2")
    wait_for_selected(page, "a2")
    click_place(page, "g2")
    wait_for_pos(page, AFTER)
    wait_for_selected(page, "")
    page.locator(".st-key-play-moves").get_by_text("a2-g2").wait_for()
    assert "○ a2-g2" in page.locator(".st-key-play-moves").inner_text()
    page.close()
