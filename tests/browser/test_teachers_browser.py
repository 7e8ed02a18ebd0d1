"""The teacher's kit in a real browser, in both languages: the lobby's link opens ``/teachers``, and a game's
worksheet downloads as a file that opens with the network cut off, its boards drawn."""

from __future__ import annotations

import pytest

from tests.support.game_board import TIMEOUT_MS, wait_for_run_to_end
from ui.i18n import t
from ui.museum.model import load_museum
from ui.teachers.model import SHEETS, load_sheet, load_text


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_the_kit_opens_from_the_lobby_and_a_worksheet_downloads_and_opens_offline(app_url, browser, lang, tmp_path):
    game = load_museum().games[1]
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.set_default_timeout(TIMEOUT_MS)
    try:
        page.goto(f"{app_url}/?lang={lang}")
        page.get_by_role("link", name=t("kit.to", lang)).click()
        page.get_by_role("heading", name=load_text("guide", lang).title, exact=True).first.wait_for()
        assert page.url.split("?")[0].endswith("/teachers")
        wait_for_run_to_end(page)
        button = page.get_by_role("button", name=t("kit.download", lang, game=game["title"][lang]))
        with page.expect_download() as download:
            button.click()
        path = tmp_path / download.value.suggested_filename
        download.value.save_as(path)
        assert path.name == f"{game['id']}-worksheet-{lang}.html"
    finally:
        page.close()
    offline = browser.new_context()
    offline.route("http*://**", lambda route: route.abort())  # nothing may come from a network
    sheet = offline.new_page()
    try:
        sheet.goto(path.as_uri())
        title = load_sheet(SHEETS[0], game["id"], lang).title
        assert sheet.locator("h1").first.inner_text() == title
        boards = sum(q.board is not None for kind in SHEETS for q in load_sheet(kind, game["id"], lang).questions)
        sheet.wait_for_function("n => document.querySelectorAll('.js-plotly-plot svg').length >= n", arg=boards)
        assert sheet.get_by_text(t("kit.key", lang), exact=True).count() == 1
    finally:
        offline.close()
