"""The computer in a real browser: a click on the board, then the computer's reply appears by itself."""

from __future__ import annotations

from urllib.parse import urlencode

from tests.support.game_board import click_place, open_page, wait_for_light_to_move, wait_for_selected


def test_the_computer_replies_to_a_click_on_the_board(app_url, browser):
    page = open_page(browser, f"{app_url}/play?{urlencode({'rules': 'petteia', 'vs': 'novice', 'side': 'l'})}")
    click_place(page, "b1")
    wait_for_selected(page, "b1")
    click_place(page, "b4")
    moves = page.locator(".st-key-play-moves")
    moves.get_by_text("○ b1-b4").wait_for()
    moves.get_by_text("⬢").wait_for()  # the computer's reply, after its pause
    wait_for_light_to_move(page)
    assert new_url_params(page) == ("novice", "l")
    page.close()


def new_url_params(page) -> tuple[str, str]:
    """The opponent named in the page's URL: ``(vs, side)``."""
    return tuple(page.evaluate("() => ['vs', 'side'].map(n => new URL(location.href).searchParams.get(n))"))
