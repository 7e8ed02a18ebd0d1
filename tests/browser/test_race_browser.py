"""The real click path on the race boards: Chromium throws, clicks a piece and its target, the piece moves.

The positions are chosen so that every run is certain: the throw is already in the link (``l 2,1 0``,
``l 2 …``), so the move does not depend on the dice; one test clicks the Throw button and checks only
that the fall is drawn and the URL holds a throw.  The server and the browser come from ``conftest.py``.
"""

from __future__ import annotations

import re
from urllib.parse import urlencode

from tests.support.game_board import LIVE, click_place, open_page, position, wait_for_pos, wait_for_selected

KNOSSOS = "0,0,0,0,0 0,0,0,0,0 l 2,1 0"
KNOSSOS_AFTER = "0,0,0,0,2 0,0,0,0,0 l 1 1"
PATOLLI = "3,r,r,r,r,r 31,r,r,r,r,r l 2 6,6,0"
"""Light's piece on cell 3 and a throw of 2: it lands on the offering cell 5 and captures dark's piece."""
PATOLLI_AFTER = "5,r,r,r,r,r r,r,r,r,r,r d - 6,5,1"


def _url(app_url: str, **params: str) -> str:
    return f"{app_url}/play?{urlencode(params)}"


def test_knossos_click_a_piece_then_the_cell_of_its_coin(app_url, browser):
    page = open_page(browser, _url(app_url, rules="knossos", pos=KNOSSOS))
    click_place(page, "19")
    wait_for_selected(page, "19")

    click_place(page, "11")
    wait_for_pos(page, KNOSSOS_AFTER)
    wait_for_selected(page, "")
    # the URL is written before the list
    page.locator(".st-key-play-moves").get_by_text("coin 2: cell 19 → 11").wait_for()
    page.close()


def test_patolli_click_a_piece_then_its_target_captures_and_pays(app_url, browser):
    page = open_page(browser, _url(app_url, rules="patolli", pos=PATOLLI, lang="ru"))
    click_place(page, "3")
    wait_for_selected(page, "3")
    click_place(page, "5")
    wait_for_pos(page, PATOLLI_AFTER)
    page.get_by_text("Взятие! Тёмные отдают светлым 1 из своих предметов (PAT-11).").wait_for()
    page.get_by_text("Подношение: Светлые отдают в банк 1 из своих предметов (PAT-09).").wait_for()
    page.locator(".st-key-play-moves").get_by_text("бросок 2: клетка 3 → 5 ×5").wait_for()
    page.close()


def test_the_throw_button_shows_the_fall(app_url, browser):
    page = open_page(browser, _url(app_url, rules="patolli"))
    page.get_by_role("button", name="Throw the beans").click()
    page.locator(".throw-fall").wait_for()
    assert page.locator(".throw-fall img").count() == 5
    page.wait_for_function(
        f"s => document.querySelector('{LIVE}').dataset.position !== s", arg="r,r,r,r,r,r r,r,r,r,r,r l - 6,6,0"
    )
    assert re.fullmatch(r"(r,){5}r (r,){5}r [ld] (-|10|[1-5]) \d+,\d+,\d+", position(page))
    assert re.search(r"Marks up: [1-5]|No mark up", page.locator(".throw-fall").inner_text())
    page.close()
