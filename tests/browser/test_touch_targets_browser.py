"""Every rule set's board on a 390 x 844 phone held upright, tapped: its places stand a finger apart (40 CSS px,
issue 22) on the page itself, every one of them on the screen, and a tap on the board as drawn there (Kowalski's
turned, Patolli's stretched upwards) plays the move meant.  On a 1280 x 800 laptop the boards are drawn as
before.  Only the board's public test hooks are used (``tests.support.game_board``)."""

from __future__ import annotations

import math
from urllib.parse import urlencode

import pytest

from board import TOUCH_PX
from games import RULE_SETS
from tests.support.board_moves import two_click_move
from tests.support.game_board import (
    LIVE,
    TIMEOUT_MS,
    click_place,
    places,
    wait_for_board,
    wait_for_pos,
    wait_for_run_to_end,
    wait_for_selected,
)

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}
LAPTOP = {"viewport": {"width": 1280, "height": 800}}
LAPTOP_SPACING_PX = 44
"""The least spacing of any rule set's places on the play page at 1280 x 800, where the board stands whole on the
screen under the page's title (Patolli's, 46 px; 49 px before, when its lowest cells ran off the screen): the
laptop keeps its wide layout, its places further apart than a finger's ``TOUCH_PX``."""


def _open(browser, url: str, context: dict):
    page = browser.new_context(**context).new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(url)
    wait_for_board(page)
    wait_for_run_to_end(page)
    return page


def _least_spacing(found: dict[str, list[float]]) -> tuple[float, str, str]:
    """The least distance between two places' centres, and the two places."""
    named = list(found.items())
    return min((math.dist(a, b), first, second) for i, (first, a) in enumerate(named) for second, b in named[i + 1 :])


@pytest.mark.parametrize("rules", RULE_SETS)
def test_on_a_phone_the_places_are_a_finger_apart_and_a_tap_plays_the_move_meant(browser, app_url, rules):
    start, (source, target), after = two_click_move(rules)
    page = _open(browser, f"{app_url}/play?{urlencode({'rules': rules, 'pos': start})}", PHONE)
    try:
        found = places(page)
        spacing, first, second = _least_spacing(found)
        assert spacing >= TOUCH_PX, (rules, first, second, spacing)
        box = page.locator(LIVE).bounding_box()
        assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390
        assert all(0 <= box["x"] + x <= 390 for x, _ in found.values()), rules
        click_place(page, source, touch=True)
        wait_for_selected(page, source)
        click_place(page, target, touch=True)
        wait_for_pos(page, after)
    finally:
        page.context.close()


def test_a_tap_near_the_top_corner_of_a_stretched_patolli_cell_takes_that_cell(browser, app_url):
    """Patolli's cells are drawn taller than wide on a phone, and a tap is taken by the cell as drawn: three
    quarters of the way from the entry cell's middle to its top corner (the corner is as far above the middle as
    the next cell up the arm, cell 1, stands above it) the tap still brings the piece in there."""
    start, (source, target), after = two_click_move("patolli")
    page = _open(browser, f"{app_url}/play?{urlencode({'rules': 'patolli', 'pos': start})}", PHONE)
    try:
        found = places(page)
        (x, y), (_, next_up) = found[target], found["1"]
        box = page.locator(LIVE).bounding_box()
        assert box is not None
        click_place(page, source, touch=True)
        wait_for_selected(page, source)
        page.touchscreen.tap(box["x"] + x, box["y"] + y - 0.75 * (y - next_up))
        wait_for_pos(page, after)
    finally:
        page.context.close()


@pytest.mark.parametrize("rules", RULE_SETS)
def test_on_a_laptop_the_places_stand_as_far_apart_as_before(browser, app_url, rules):
    page = _open(browser, f"{app_url}/play?rules={rules}", LAPTOP)
    try:
        spacing, first, second = _least_spacing(places(page))
        assert spacing >= LAPTOP_SPACING_PX, (rules, first, second, spacing)
    finally:
        page.context.close()
