"""The museum kiosk (``/?kiosk=1``) in a real browser with touch, portrait (1080x1920) and landscape (1920x1080):
its start fits the screen with the language switch in view, it plays by itself when left alone, a touch brings
the start back, and a game left alone goes back to the start.  No kiosk screen has a link out, a download or a
text field."""

from __future__ import annotations

from typing import Any

import pytest
from playwright.sync_api import Browser, Page

from tests.support.game_board import TIMEOUT_MS, wait_for_run_to_end

SCREENS = [(1080, 1920), (1920, 1080)]
ATTRACT_BOARD = ".st-key-kiosk-attract [data-testid=game-board]"
LEAKS = """() => ({
  links: [...document.querySelectorAll('a[href]')].map(a => a.href)
    .filter(href => new URL(href, location.href).host !== location.host),
  downloads: document.querySelectorAll('[data-testid=stDownloadButton], a[download]').length,
  fields: document.querySelectorAll('input:not([type=checkbox]):not([type=radio]):not([type=range]), textarea,'
    + ' [contenteditable=true]').length,
  pages: document.querySelectorAll('[data-testid=stSidebar], [data-testid=stSidebarNav], [data-testid=stTopNavLink]')
    .length,
})"""


def _open(browser: Browser, url: str, size: tuple[int, int]) -> Page:
    width, height = size
    page = browser.new_context(viewport={"width": width, "height": height}, has_touch=True).new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(url)
    page.wait_for_selector(".st-key-kiosk-start")
    wait_for_run_to_end(page)
    return page


def _nothing_leaves(page: Page) -> None:
    assert page.evaluate(LEAKS) == {"links": [], "downloads": 0, "fields": 0, "pages": 0}


def _no_scroll(page: Page) -> None:
    """The kiosk's screen is whole: its page does not scroll, not even by its padding (a board fitted to the screen's
    height left 12 px under it, the page's padding 16)."""
    heights = page.evaluate(
        "() => { const m = document.querySelector('[data-testid=stMain]'); return [m.scrollHeight, m.clientHeight]; }"
    )
    assert heights[0] <= heights[1], heights


def _in_view(page: Page, selector: str) -> dict[str, Any]:
    box = page.locator(selector).first.bounding_box()
    assert box is not None, selector
    viewport = page.viewport_size
    assert viewport is not None
    assert box["x"] >= 0 and box["y"] >= 0, (selector, box)
    assert box["x"] + box["width"] <= viewport["width"] and box["y"] + box["height"] <= viewport["height"], box
    return box


@pytest.mark.parametrize("size", SCREENS, ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_kiosk_start_fits_the_screen_with_big_targets_and_the_language_switch(
    app_url: str, browser: Browser, size: tuple[int, int], lang: str
) -> None:
    page = _open(browser, f"{app_url}/?kiosk=1&lang={lang}", size)
    main = page.evaluate(
        "() => { const m = document.querySelector('[data-testid=stMain]'); return [m.scrollHeight, m.clientHeight,"
        " document.documentElement.scrollHeight, document.documentElement.scrollWidth]; }"
    )
    assert main[0] <= main[1] and main[2] <= size[1] and main[3] <= size[0], main
    page.wait_for_function(  # the kiosk's style can land after the run has ended under load
        "() => [...document.querySelectorAll('.st-key-site-header button')].every(b => b.offsetHeight >= 48)"
    )
    for switch in page.locator(".st-key-site-header button").all():
        box = switch.bounding_box()
        assert box is not None and box["height"] >= 48 and box["width"] >= 48, box
    _in_view(page, ".st-key-site-header button")
    page.locator("[class*=st-key-kiosk-tile-] button").nth(11).wait_for()  # under load they come a few at a time
    tiles = page.locator("[class*=st-key-kiosk-tile-] button").all()
    assert len(tiles) == 12
    for tile in tiles:
        box = tile.bounding_box()
        assert box is not None and box["height"] >= 48 and box["width"] >= 48, box
        assert box["y"] + box["height"] <= size[1], box
    _nothing_leaves(page)
    page.context.close()


@pytest.mark.parametrize("size", SCREENS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_kiosk_plays_by_itself_when_idle_and_a_touch_brings_back_the_start(
    app_url: str, browser: Browser, size: tuple[int, int]
) -> None:
    page = _open(browser, f"{app_url}/?kiosk=1&idle=3", size)
    page.wait_for_selector(ATTRACT_BOARD)
    seen = page.evaluate_handle("() => new Set()")
    page.wait_for_function(
        f"seen => {{ const b = document.querySelector('{ATTRACT_BOARD}');"
        " if (b && b.dataset.position) seen.add(b.dataset.position); return seen.size >= 3; }",
        arg=seen,
        polling=200,
    )
    _in_view(page, ".st-key-site-header button")
    _no_scroll(page)
    _nothing_leaves(page)
    page.touchscreen.tap(size[0] / 2, size[1] / 2)
    page.wait_for_selector(".st-key-kiosk-start")
    page.wait_for_selector(".st-key-kiosk-attract", state="detached")
    page.context.close()


def test_a_game_left_alone_goes_back_to_the_start_and_then_to_the_attract_loop(app_url: str, browser: Browser) -> None:
    page = _open(browser, f"{app_url}/?kiosk=1&idle=3", (1920, 1080))
    page.locator(".st-key-kiosk-friend-petteia button").tap()
    page.wait_for_selector(".st-key-kiosk-game [data-testid=game-board][role=application]")
    wait_for_run_to_end(page)
    _no_scroll(page)
    _nothing_leaves(page)
    page.wait_for_selector(".st-key-kiosk-start")
    page.wait_for_selector(ATTRACT_BOARD)
    page.context.close()


def test_watching_a_game_shows_two_masters_moving(app_url: str, browser: Browser) -> None:
    page = _open(browser, f"{app_url}/?kiosk=1&idle=600", (1080, 1920))
    page.locator(".st-key-kiosk-watch-latrunculi button").tap()
    board = ".st-key-kiosk-game [data-testid=game-board]"
    page.wait_for_selector(board)
    first = page.get_attribute(board, "data-position")
    page.wait_for_function(
        "([selector, first]) => { const b = document.querySelector(selector);"
        " return b && b.dataset.position && b.dataset.position !== first; }",
        arg=[board, first],
    )
    _nothing_leaves(page)
    page.locator(".st-key-kiosk-home button").tap()
    page.wait_for_selector(".st-key-kiosk-start")
    page.context.close()
