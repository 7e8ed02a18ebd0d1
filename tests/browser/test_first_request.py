"""A page's own URL as the very first request after the server starts still gets the whole site.

Streamlit treats a ``pages/`` folder as its old automatic page list until ``app.py`` has run once;
``ui.site.through_the_entrance`` sends such a first request through ``app.py``.
"""

from __future__ import annotations

import pytest

from tests.support.game_board import wait_for_run_to_end
from ui.i18n import t
from ui.preload import ELEMENT_CHUNKS


@pytest.mark.parametrize(
    "path, expected",
    [
        ("play?rules=latrunculi-bell", "Latrunculi (Bell)"),
        ("petteia-history", "Pollux"),
        ("lessons?rules=knossos&step=2", "2 of 11"),
    ],
)
def test_a_page_opened_first_has_the_header_and_its_content(fresh_app_url, browser, path, expected):
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    try:
        page.goto(f"{fresh_app_url}/{path}")
        page.get_by_text("Ancient board games").wait_for(timeout=30_000)
        page.get_by_text(expected).first.wait_for(timeout=30_000)
        wait_for_run_to_end(page)
        assert page.get_by_text("Page not found").count() == 0
        assert page.locator("[data-testid=stSidebar]").count() == 0
    finally:
        page.close()


def test_a_page_asks_for_the_server_only_at_its_base(app_url, browser):
    """Told where its server is (``ui.preload``: ``BACKEND_BASE_URL``), Streamlit's front end of a page at ``/play``
    does not first try ``/play/_stcore/`` (a 404 and a pause before its websocket), and its page links still work."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    asked: list[tuple[str, int]] = []
    page.on("response", lambda answer: asked.append((answer.url, answer.status)) if "/_stcore/" in answer.url else None)
    try:
        page.goto(f"{app_url}/play?rules=petteia")
        page.locator("[data-testid=game-board] .main-svg").first.wait_for(timeout=30_000)
        wait_for_run_to_end(page)
        assert asked and all(url.startswith(f"{app_url}/_stcore/") and status == 200 for url, status in asked), asked
        page.get_by_role("link", name=t("record.replay", "en")).click()
        page.get_by_text(t("replay.none", "en")).wait_for(timeout=30_000)  # Replay, of the game with no move yet
        assert all(url.startswith(f"{app_url}/_stcore/") and status == 200 for url, status in asked), asked
    finally:
        page.close()


def test_a_page_loads_the_boards_code_and_plotly_once_each(app_url, browser):
    """The page's HTML asks for both early (``ui.preload``), and for Streamlit's modules of the first elements; the
    board then takes them as they are: one fetch of each, one Plotly script run, and its warm-up plot gone."""
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    try:
        page.goto(f"{app_url}/play?rules=petteia")
        page.locator("[data-testid=game-board] .main-svg").first.wait_for(timeout=30_000)
        wait_for_run_to_end(page)
        fetched = page.evaluate("performance.getEntriesByType('resource').map((e) => new URL(e.name).pathname)")
        assert fetched.count("/app/static/board.js") == 1, fetched
        assert fetched.count("/app/static/plotly-basic-4.1.1.min.js") == 1, fetched
        assert page.locator("script[data-plotly]").count() == 1
        # asked for once: a second preload (the board's own) fetched it again where the browser had not kept it
        assert page.locator('link[rel=preload][href$="/plotly-basic-4.1.1.min.js"]').count() == 1
        for chunk in ELEMENT_CHUNKS:  # preloaded where Streamlit imports it from: fetched once
            assert fetched.count(f"/static/js/{chunk}") == 1, (chunk, fetched)
        assert (
            page.locator(".js-plotly-plot").count() == page.locator("[data-testid=game-board]").count()
        )  # no warm-up left
    finally:
        page.close()


def test_a_browser_without_idle_callbacks_draws_the_board_with_no_script_error(app_url, browser):
    """Safari has no ``requestIdleCallback``: Plotly's warm-up waits on a timer instead, and nothing throws."""
    page = browser.new_page(viewport={"width": 390, "height": 844})
    errors: list[str] = []
    page.on("pageerror", lambda error: errors.append(str(error)))
    page.add_init_script("delete window.requestIdleCallback; window.requestIdleCallback = undefined;")
    try:
        page.goto(f"{app_url}/play?rules=petteia")
        page.locator("[data-testid=game-board] .main-svg").first.wait_for(timeout=30_000)
        wait_for_run_to_end(page)
        page.wait_for_timeout(500)  # past the warm-up's timer
        assert errors == []
        assert page.locator(".js-plotly-plot").count() == page.locator("[data-testid=game-board]").count()
    finally:
        page.close()
