"""The live board as people meet it: tapped on a phone, clicked on a laptop, played with the keyboard alone,
fitted to a phone's width, and shown on a projector in presentation mode.  Only the board's public test
hooks are used (``tests.support.game_board``)."""

from __future__ import annotations

from urllib.parse import urlencode

import pytest

from games import get_game
from tests.support.board_moves import two_click_move
from tests.support.game_board import (
    LIVE,
    TIMEOUT_MS,
    click_place,
    focused_on_board,
    open_page,
    places,
    position,
    wait_for_board,
    wait_for_boards,
    wait_for_light_to_move,
    wait_for_pos,
    wait_for_run_to_end,
    wait_for_selected,
)
from ui.i18n import t
from ui.lessons.model import load_lesson, slide_parts

GRID, RACE = "petteia", "patolli"
OTHER_GRID, OTHER_RACE = "latrunculi-bell", "knossos"
"""Each kind of use is tried in the browser on one grid and one race rule set: touch, the keyboard and presentation
mode on the first pair; the mouse on the second, and the phone's and the big projector's layouts on Petteia and
Knossos, so that each of the three boards (the grid, Knossos, Patolli) meets a real browser. Every rule set's board
is held to the same promises without a browser: a move by its piece then its target
(tests/app/test_board_clicks.py), its shape and its places at any width (tests/board/test_board_fit.py), every step
of its lesson in presentation mode (tests/app/test_lesson_presentation.py)."""


def _play_url(app_url: str, rules: str, position_text: str) -> str:
    return f"{app_url}/play?{urlencode({'rules': rules, 'pos': position_text})}"


@pytest.mark.parametrize("rules", [GRID, RACE])
def test_a_move_by_touch_on_a_phone_takes_effect_at_the_first_tap(browser, app_url, rules):
    start, (source, target), after = two_click_move(rules)
    page = open_page(browser, _play_url(app_url, rules, start), width=390, height=844, touch=True)
    try:
        click_place(page, source, touch=True)
        wait_for_selected(page, source)  # the very first tap picks the piece
        click_place(page, target, touch=True)
        wait_for_pos(page, after)
    finally:
        page.context.close()


@pytest.mark.parametrize("rules", [OTHER_GRID, OTHER_RACE])
def test_a_move_by_mouse_on_a_laptop(browser, app_url, rules):
    start, (source, target), after = two_click_move(rules)
    page = open_page(browser, _play_url(app_url, rules, start), width=1280, height=900)
    try:
        click_place(page, source)
        wait_for_selected(page, source)
        click_place(page, target)
        wait_for_pos(page, after)
    finally:
        page.context.close()


def _tab_to_the_board(page) -> None:
    for _ in range(60):
        page.keyboard.press("Tab")
        if focused_on_board(page):
            return
    raise AssertionError("Tab never reached the board")


def test_a_whole_move_by_keyboard_alone_and_the_focus_stays_on_the_board(browser, app_url):
    page = open_page(browser, f"{app_url}/play?rules=petteia", width=1280, height=900)
    try:
        _tab_to_the_board(page)  # the cursor appears on the first piece that can move: a1
        page.keyboard.press("Enter")
        wait_for_selected(page, "a1")
        page.keyboard.press("ArrowUp")
        page.keyboard.press("ArrowUp")
        page.keyboard.press("Enter")
        wait_for_pos(page, "pppppppp/8/8/8/8/P7/8/1PPPPPPP d 1 -")
        wait_for_run_to_end(page)
        assert focused_on_board(page)
        assert "a1" in page.locator(f"{LIVE} [role=status]").inner_text()  # the move, said to screen readers
    finally:
        page.context.close()


def test_a_piece_enters_the_patolli_track_by_keyboard_alone(browser, app_url):
    """The race boards take the keyboard as the grid does: the cursor starts on the one place a move starts from
    (the reserve, with a 1 thrown), Enter picks it, an arrow moves the cursor to the entry cell, Enter plays."""
    start = "r,r,r,r,r,r r,r,r,r,r,r l 1 6,6,0"
    page = open_page(browser, _play_url(app_url, "patolli", start), width=1280, height=900)
    try:
        _tab_to_the_board(page)
        page.keyboard.press("Enter")
        wait_for_selected(page, "reserve:l")
        page.keyboard.press("ArrowRight")
        page.keyboard.press("Enter")
        wait_for_pos(page, "0,r,r,r,r,r r,r,r,r,r,r d - 6,6,0")
        wait_for_run_to_end(page)
        assert focused_on_board(page)
    finally:
        page.context.close()


def test_the_focus_stays_on_the_board_after_the_computers_reply(browser, app_url):
    page = open_page(browser, f"{app_url}/play?rules=petteia&vs=novice&side=l", width=1280, height=900)
    try:
        _tab_to_the_board(page)
        page.keyboard.press("Enter")
        wait_for_selected(page, "a1")  # each key is read by a board that has drawn the last one
        for key in ("ArrowUp", "ArrowUp", "Enter"):
            page.keyboard.press(key)
        page.locator(".st-key-play-moves").get_by_text("⬢").wait_for()  # the computer's reply
        wait_for_light_to_move(page)
        wait_for_run_to_end(page)
        assert focused_on_board(page)
    finally:
        page.context.close()


@pytest.mark.parametrize("rules", [GRID, OTHER_RACE])
def test_on_a_phone_every_place_is_on_screen_and_squares_are_square(browser, app_url, rules):
    page = open_page(browser, f"{app_url}/play?rules={rules}", width=390, height=844, touch=True)
    try:
        box = page.locator(LIVE).bounding_box()
        found = places(page)
        assert all(0 <= box["x"] + x <= 390 for x, _ in found.values()), rules
        assert box["x"] >= 0 and box["x"] + box["width"] <= 390
        if get_game(rules).family == "custodian":
            (ax, ay), (bx, _), (_, a2y) = found["a1"], found["b1"], found["a2"]
            across, up = bx - ax, ay - a2y
            assert abs(across - up) <= 0.02 * across, (across, up)
    finally:
        page.context.close()


def _fully_visible(page, locator) -> bool:
    box = locator.bounding_box()
    view = page.viewport_size
    return (
        box is not None
        and box["y"] >= 0
        and box["y"] + box["height"] <= view["height"] + 0.5
        and box["x"] >= 0
        and box["x"] + box["width"] <= view["width"] + 0.5
    )


@pytest.mark.parametrize("rules", [GRID, RACE])
def test_in_presentation_mode_every_step_shows_its_board_task_and_show_me_at_1280x720(browser, app_url, rules):
    lesson = load_lesson("lessons", rules, "en")
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    try:
        page.goto(f"{app_url}/lessons?rules={rules}&step=1&present=1")
        for number, step in enumerate(lesson.steps, start=1):
            page.wait_for_function("n => new URL(location.href).searchParams.get('step') === String(n)", arg=number)
            page.get_by_text(f"· {number} / {len(lesson.steps)}").wait_for()
            page.locator("[data-testid=game-board]").first.wait_for()
            page.wait_for_function(
                "p => (document.querySelector('[data-testid=game-board]') || {dataset: {}}).dataset.position === p",
                arg=get_game(step.board.rules).format_position(
                    get_game(step.board.rules).parse_position(step.board.position)
                ),
            )
            wait_for_run_to_end(page)
            assert page.evaluate("() => window.scrollY") == 0
            assert _fully_visible(page, page.locator("[data-testid=game-board]").first), (rules, number)
            if step.board.task:
                assert _fully_visible(page, page.get_by_text(t("lesson.task", "en").replace("**", "")).first), number
                assert _fully_visible(page, page.get_by_role("button", name=t("lesson.show", "en"))), number
            for part in range(2, len(slide_parts(step)) + 1):  # a long step's further slides: the same board and task
                page.locator("body").press("ArrowRight")
                page.wait_for_function("p => new URL(location.href).searchParams.get('part') === String(p)", arg=part)
                wait_for_run_to_end(page)
                assert _fully_visible(page, page.locator("[data-testid=game-board]").first), (rules, number, part)
            if number < len(lesson.steps):
                page.locator("body").press("ArrowRight")
    finally:
        context.close()


@pytest.mark.parametrize("rules", [GRID, OTHER_RACE])
def test_on_a_big_projector_the_board_takes_most_of_the_screens_height(browser, app_url, rules):
    context = browser.new_context(viewport={"width": 1920, "height": 1080})
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    try:
        page.goto(f"{app_url}/lessons?rules={rules}&step=1&present=1")
        wait_for_boards(page, 1)
        wait_for_run_to_end(page)
        box = page.locator("[data-testid=game-board]").first.bounding_box()
        assert box["height"] >= 0.6 * 1080, box
    finally:
        context.close()


def test_the_board_is_redrawn_in_place(browser, app_url):
    """The same element across a move: updated with Plotly.react, never mounted again."""
    start, (source, target), after = two_click_move(GRID)
    page = open_page(browser, _play_url(app_url, GRID, start))
    try:
        page.evaluate(f"() => document.querySelector('{LIVE}').dataset.mark = 'first'")
        click_place(page, source)
        click_place(page, target)
        wait_for_pos(page, after)
        wait_for_board(page)
        assert page.get_attribute(LIVE, "data-mark") == "first" and position(page) == after
    finally:
        page.context.close()
