"""An address the museum does not have gets a page of the museum's own, in the visitor's language, with the way
back to the museum (not Streamlit's English "Page not found" dialog)."""

from __future__ import annotations

from tests.support.game_board import TIMEOUT_MS, wait_for_run_to_end
from ui.i18n import t


def test_an_unknown_address_says_so_in_the_visitor_s_language_and_leads_back_to_the_museum(browser, app_url):
    page = browser.new_page(viewport={"width": 390, "height": 844})
    page.set_default_timeout(TIMEOUT_MS)
    try:
        # a server visited before: the very first request after a start still goes through Streamlit's old
        # pages/ folder discovery, which sends its dialog before app.py runs (ui.site.through_the_entrance)
        page.goto(f"{app_url}/")
        wait_for_run_to_end(page)
        page.goto(f"{app_url}/no-such-room?lang=ru")
        page.get_by_role("heading", name=t("site.not_found", "ru")).wait_for()
        wait_for_run_to_end(page)
        assert page.get_by_test_id("stMarkdownContainer").filter(has_text="/no-such-room").count() == 1
        assert page.get_by_role("dialog").count() == 0, "Streamlit's own dialog"
        assert page.url.endswith("/no-such-room?lang=ru")
        page.get_by_role("radio", name="English").click()  # the page stays, in the other language
        page.get_by_role("heading", name=t("site.not_found", "en")).wait_for()
        wait_for_run_to_end(page)
        assert page.url.endswith("/no-such-room")
        page.get_by_role("link", name=t("site.back_to_museum", "en")).click()
        page.get_by_role("heading", name=t("lobby.title", "en")).wait_for()
        assert page.url.rstrip("/") == app_url
    finally:
        page.close()


def test_the_very_first_request_to_an_unknown_address_shows_only_the_museum_s_page(browser, fresh_app_url):
    """The first request after a start goes through Streamlit's pages/ folder discovery, which sends its own
    English dialog before app.py runs: the museum's page closes it."""
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.set_default_timeout(TIMEOUT_MS)
    try:
        page.goto(f"{fresh_app_url}/no-such-room?lang=ru")
        page.get_by_role("heading", name=t("site.not_found", "ru")).wait_for()
        wait_for_run_to_end(page)
        page.get_by_role("dialog").wait_for(state="detached")
    finally:
        page.close()


def test_the_lobby_by_its_name_is_the_lobby(browser, app_url):
    """``/lobby`` (the lobby's own name, though it is served at the root) opens the lobby, with no dialog."""
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.set_default_timeout(TIMEOUT_MS)
    try:
        page.goto(f"{app_url}/")
        wait_for_run_to_end(page)
        page.goto(f"{app_url}/lobby?lang=ru")
        page.get_by_role("heading", name=t("lobby.title", "ru")).wait_for()
        wait_for_run_to_end(page)
        assert page.get_by_role("dialog").count() == 0, "Streamlit's own dialog"
    finally:
        page.close()
