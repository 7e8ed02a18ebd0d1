"""Drag and drop on the live board, through real pointer events at the places of ``data-places``: with the mouse and
with one finger (touch events, as a phone's screen sends them), on a grid board and on a race board, a drop plays
the move the two taps would play; a drop where the piece may not go puts it back and the page says why, with the
rule's clause, as a tap there would; a press that hardly moves is still a tap.  The positions after the moves come
from the engine."""

from __future__ import annotations

from urllib.parse import urlencode

import pytest

from games import get_game
from tests.support.game_board import (
    click_place,
    drag_place,
    open_page,
    place_point,
    position,
    selected,
    wait_for_pos,
    wait_for_selected,
)

KNOSSOS = "0,0,0,0,0 0,0,0,0,0 l 2,1 0"
"""Knossos, coins 2 and 1 thrown: light's pieces wait on cell 19 (the 2 takes one to cell 11)."""
PATOLLI = "3,r,r,r,r,r 31,r,r,r,r,r l 2 6,6,0"
"""Patolli, a throw of 2: light's piece on cell 3 goes to cell 5."""


def _url(app_url: str, rules: str, pos: str | None = None, lang: str = "en") -> str:
    return f"{app_url}/play?{urlencode({'rules': rules, **({'pos': pos} if pos else {}), 'lang': lang})}"


def _after(rules: str, pos: str | None, start: str, end: str) -> str:
    """The position after the move from ``start`` to ``end``, by the engine."""
    game = get_game(rules)
    state = game.parse_position(pos) if pos else game.initial_state()
    move = next(m for m in game.moves(state) if m.places[:1] == (start,) and m.places[-1:] == (end,))
    return game.format_position(game.apply(state, move.raw))


def _open(browser, url: str, touch: bool):
    if touch:
        return open_page(browser, url, width=390, height=844, touch=True, mobile=True)
    return open_page(browser, url)


CASES = [
    ("petteia", None, "a1", "a5"),
    ("knossos", KNOSSOS, "19", "11"),
    ("patolli", PATOLLI, "3", "5"),
]


@pytest.mark.parametrize("touch", [False, True], ids=["mouse", "touch"])
@pytest.mark.parametrize(("rules", "pos", "start", "end"), CASES, ids=[c[0] for c in CASES])
def test_a_drag_plays_the_move(browser, app_url, rules, pos, start, end, touch):
    page = _open(browser, _url(app_url, rules, pos), touch)
    try:
        drag_place(page, start, end, touch=touch)
        wait_for_pos(page, _after(rules, pos, start, end))
        wait_for_selected(page, "")
    finally:
        page.context.close()


@pytest.mark.parametrize("touch", [False, True], ids=["mouse", "touch"])
def test_a_drop_where_the_piece_may_not_go_puts_it_back_and_says_why(browser, app_url, touch):
    page = _open(browser, _url(app_url, "petteia"), touch)
    try:
        before = position(page)
        drag_place(page, "a1", "b2", touch=touch)  # diagonal
        page.get_by_text("PET-03").first.wait_for()
        assert position(page) == before
        assert selected(page) == "a1"  # picked still, as after a tap on the square: the next tap or drop moves it
        drag_place(page, "a1", "a5", touch=touch)
        wait_for_pos(page, _after("petteia", None, "a1", "a5"))
    finally:
        page.context.close()


def test_a_drop_on_a_race_board_where_the_throw_does_not_go_says_why_in_russian(browser, app_url):
    page = _open(browser, _url(app_url, "knossos", KNOSSOS, lang="ru"), False)
    try:
        drag_place(page, "19", "15")
        page.get_by_text("KNO-06").first.wait_for()
        assert position(page) == KNOSSOS
        assert selected(page) == "19"
    finally:
        page.context.close()


def test_a_press_that_hardly_moves_is_a_tap(browser, app_url):
    page = _open(browser, _url(app_url, "petteia"), False)
    try:
        x, y = place_point(page, "a1")
        page.mouse.move(x, y)
        page.mouse.down()
        page.mouse.move(x + 2, y + 1)  # a hand's twitch, not a drag
        page.mouse.up()
        wait_for_selected(page, "a1")
        click_place(page, "a5")
        wait_for_pos(page, _after("petteia", None, "a1", "a5"))
    finally:
        page.context.close()
