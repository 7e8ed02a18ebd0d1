"""A page's own URL as the very first request after the server starts still gets the whole site.

Streamlit treats a ``pages/`` folder as its old automatic page list until ``app.py`` has run once;
``ui.site.through_the_entrance`` sends such a first request through ``app.py``.
"""

from __future__ import annotations


def test_the_play_page_opened_first_has_the_header_and_its_game(fresh_app_url, browser):
    page = browser.new_page(viewport={"width": 1400, "height": 900})
    try:
        page.goto(f"{fresh_app_url}/play?rules=latrunculi-bell")
        page.get_by_text("Ancient board games").wait_for(timeout=30_000)
        page.get_by_text("Latrunculi (Bell)").first.wait_for(timeout=30_000)
        assert page.get_by_text("Page not found").count() == 0
        assert page.locator("[data-testid=stSidebar]").count() == 0
    finally:
        page.close()
