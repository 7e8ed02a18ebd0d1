"""No page asks anything of another machine: on a closed school network or a gallery's kiosk every request goes to
the app's own server (the favicon is the app's own drawing, the icons come with Streamlit's bundled font)."""

from __future__ import annotations

from urllib.parse import urlparse

import pytest

from tests.support.game_board import wait_for_board, wait_for_run_to_end

PAGES = [
    "",
    "play?rules=patolli",
    "lessons?rules=petteia&step=2",
    "knossos-history?lang=ru",
    "lab",
    "glossary?lang=ru",
    "teachers?lang=ru&game=knossos",
    "class?new=1",
    "?kiosk=1",
]


@pytest.mark.parametrize("width, height", [(1280, 720), (390, 844)])
def test_every_request_of_every_page_stays_on_the_app_s_own_server(browser, app_url, width, height):
    page = browser.new_page(viewport={"width": width, "height": height})
    requested: list[str] = []
    page.on("request", lambda request: requested.append(request.url))
    try:
        for path in PAGES:
            page.goto(f"{app_url}/{path}")
            page.locator("[data-testid=stApp]").wait_for()
            wait_for_run_to_end(page)
            if path.startswith(("play", "lessons")):
                wait_for_board(page)
        away = sorted(
            {url for url in requested if urlparse(url).scheme in {"http", "https", "ws", "wss"}}
            - {url for url in requested if urlparse(url).hostname in {"127.0.0.1", "localhost"}}
        )
        assert len(requested) > len(PAGES)
        assert not away, away
    finally:
        page.close()
