"""Arrows and circles on the board (``data-arrows``): drawn with the mouse's right button from place to place (let
go where it began: a circle), or with the pen switched on by a finger; drawn again, taken away; kept for their
position: a run of the page keeps them, a move's new position has none, and Undo brings them back."""

from __future__ import annotations

from urllib.parse import urlencode

from tests.support.game_board import (
    arrows,
    drag_place,
    open_page,
    play_places,
    wait_for_arrows,
    wait_for_board,
    wait_for_pos,
    wait_for_run_to_end,
)

START = "pppppppp/8/8/8/8/8/8/PPPPPPPP l 0 -"


def _url(app_url: str, rules: str = "petteia", lang: str = "en") -> str:
    return f"{app_url}/play?{urlencode({'rules': rules, 'lang': lang})}"


def test_a_right_drag_draws_an_arrow_kept_for_its_position(browser, app_url):
    page = open_page(browser, _url(app_url))
    try:
        drag_place(page, "a1", "a5", button="right")
        drag_place(page, "d4", "d4", button="right")  # let go where it began: a circle
        wait_for_arrows(page, [["a1", "a5"], ["d4", "d4"]])
        page.get_by_text("Turn the board").click()  # a run of the page
        wait_for_run_to_end(page)
        page.get_by_text("Turn the board").click()
        wait_for_run_to_end(page)
        assert arrows(page) == [["a1", "a5"], ["d4", "d4"]]
        drag_place(page, "d4", "d4", button="right")  # drawn again: taken away
        wait_for_arrows(page, [["a1", "a5"]])
        play_places(page, "b1", "b3")  # a new position: its own drawings, none yet
        wait_for_arrows(page, [])
        page.get_by_role("button", name="Undo").click()  # back: the arrow is back
        wait_for_pos(page, START)
        wait_for_arrows(page, [["a1", "a5"]])
    finally:
        page.context.close()


def test_with_the_pen_on_a_finger_draws_instead_of_moving_in_russian(browser, app_url):
    page = open_page(browser, _url(app_url, "knossos", "ru"), width=390, height=844, touch=True, mobile=True)
    try:
        before = page.get_attribute("[data-testid=game-board][role=application]", "data-position")
        pen = page.get_by_text("Рисовать стрелки")
        pen.scroll_into_view_if_needed()
        pen.click()
        wait_for_run_to_end(page)
        page.locator("[data-testid=game-board][role=application]").scroll_into_view_if_needed()
        drag_place(page, "19", "11", touch=True)
        wait_for_arrows(page, [["19", "11"]])
        drag_place(page, "8", "8", touch=True, steps=1)
        wait_for_arrows(page, [["19", "11"], ["8", "8"]])
        assert page.get_attribute("[data-testid=game-board][role=application]", "data-position") == before
    finally:
        page.context.close()


def test_arrows_are_drawn_on_a_lessons_board_in_presentation_mode(browser, app_url):
    page = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
    try:
        page.goto(f"{app_url}/lessons?rules=petteia&step=3&present=1")
        wait_for_board(page)
        wait_for_run_to_end(page)
        drag_place(page, "c5", "e5", button="right")
        wait_for_arrows(page, [["c5", "e5"]])
    finally:
        page.context.close()
