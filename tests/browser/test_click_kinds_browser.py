"""Every kind of click the board's table of clicks names, done in Chromium: a pick switched and put down
(by a click and by Esc), a refused target that keeps the pick, a chain of jumps that goes on and stops
where it stands, a placement, and a piece entering while another is picked.  Only the board's public test
hooks are used (``tests.support.game_board``); the positions after the moves come from the engine."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any
from urllib.parse import urlencode

from games import get_game
from tests.support.game_board import click_place, open_page, wait_for_pos, wait_for_selected

CHAIN = "p6p/8/8/3p4/2P5/2P5/8/P7 l 0 -"
"""Schädler: c3 jumps c4 to c5, and may jump on over d5 to e5."""
ENTERING = "3,r,r,r,r,r r,r,r,r,r,r l 1 6,6,0"
"""Patolli: a throw of 1, light's piece on cell 3 and five in the reserve, which may enter on cell 0."""


def _url(app_url: str, rules: str, position: str | None = None) -> str:
    return f"{app_url}/play?{urlencode({'rules': rules, **({'pos': position} if position else {})})}"


@contextmanager
def _board(browser: Any, url: str) -> Iterator[Any]:
    """A fresh page at ``url`` with its live board drawn, closed when the test is done with it."""
    page = open_page(browser, url)
    try:
        yield page
    finally:
        page.context.close()


def _after(rules: str, position: str | None, text: str) -> str:
    """The position after the move written ``text``, by the engine."""
    game = get_game(rules)
    state = game.parse_position(position) if position else game.initial_state()
    [move] = [m for m in game.moves(state) if m.text == text]
    return game.format_position(game.apply(state, move.raw))


def test_a_pick_is_switched_and_put_down_by_a_click_and_by_esc(browser, app_url):
    with _board(browser, _url(app_url, "petteia")) as page:
        click_place(page, "a1")
        wait_for_selected(page, "a1")
        click_place(page, "c1")  # another piece of one's own
        wait_for_selected(page, "c1")
        click_place(page, "c1")  # the picked piece again
        wait_for_selected(page, "")
        click_place(page, "a1")
        wait_for_selected(page, "a1")
        page.keyboard.press("Escape")
        wait_for_selected(page, "")


def test_a_refused_target_says_why_and_keeps_the_pick(browser, app_url):
    with _board(browser, _url(app_url, "petteia")) as page:
        click_place(page, "a1")
        wait_for_selected(page, "a1")
        click_place(page, "b2")  # diagonal
        page.get_by_text("PET-03").first.wait_for()
        wait_for_selected(page, "a1")
        click_place(page, "a5")
        wait_for_pos(page, _after("petteia", None, "a1-a5"))


def test_a_chain_of_jumps_goes_on_and_stops_where_it_stands(browser, app_url):
    rules = "latrunculi-schadler"
    with _board(browser, _url(app_url, rules, CHAIN)) as page:
        click_place(page, "c3")
        wait_for_selected(page, "c3")
        click_place(page, "c5")  # a landing square the chain can go on from
        wait_for_selected(page, "c5")
        click_place(page, "c5")  # where the chain stands: it ends there
        wait_for_pos(page, _after(rules, CHAIN, "c3-c5"))


def test_a_chain_of_jumps_played_to_its_end(browser, app_url):
    rules = "latrunculi-schadler"
    with _board(browser, _url(app_url, rules, CHAIN)) as page:
        for place in ("c3", "c5"):
            click_place(page, place)
            wait_for_selected(page, place)
        click_place(page, "e5")
        wait_for_pos(page, _after(rules, CHAIN, "c3-c5-e5"))


def test_a_stone_is_placed_by_one_click_in_bells_placement_phase(browser, app_url):
    with _board(browser, _url(app_url, "latrunculi-bell")) as page:
        click_place(page, "d4")
        wait_for_pos(page, _after("latrunculi-bell", None, "@d4"))


def test_a_patolli_piece_enters_while_another_is_picked(browser, app_url):
    with _board(browser, _url(app_url, "patolli", ENTERING)) as page:
        click_place(page, "3")
        wait_for_selected(page, "3")
        click_place(page, "0")  # the entry cell: a piece from the reserve comes in
        wait_for_pos(page, _after("patolli", ENTERING, "enter"))
