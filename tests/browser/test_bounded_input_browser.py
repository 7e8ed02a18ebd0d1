"""Bounded input in a real browser: a class code or an unknown address holding Markdown is quoted as written (no
image, link or bold from it), and a record file over the cap is refused on the Replay page in the learner's
language."""

from __future__ import annotations

from urllib.parse import quote

import pytest

from games.limits import RECORD_BYTES
from games.records import RecordError, check_size
from tests.support.game_board import TIMEOUT_MS, wait_for_run_to_end
from ui.i18n import t


def test_markdown_in_a_class_code_is_shown_as_written(app_url, browser):
    page = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
    page.set_default_timeout(TIMEOUT_MS)
    try:
        for typed in ("![](//x.io)", "[Log](//e.x)", "**AB**"):
            page.goto(f"{app_url}/class?code={quote(typed)}")
            alert = page.locator("[data-testid=stAlertContentError]")
            alert.get_by_text(typed, exact=False).wait_for()
            assert alert.locator("img, a, strong").count() == 0
    finally:
        page.context.close()


def test_an_unknown_address_with_backticks_is_shown_as_written(app_url, browser):
    """The not-found page quotes the address in a code span: a backtick in the address cannot end it early (before,
    ``/ab`**x**`cd`` showed a bold x)."""
    page = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
    page.set_default_timeout(TIMEOUT_MS)
    try:
        page.goto(f"{app_url}/")
        wait_for_run_to_end(page)
        page.goto(f"{app_url}/ab{quote('`**x**`')}cd")
        page.get_by_role("heading", name=t("site.not_found", "en")).wait_for()
        wait_for_run_to_end(page)
        said = page.get_by_test_id("stMarkdownContainer").filter(has_text="/ab`**x**`cd")
        assert said.count() == 1 and said.locator("strong").count() == 0
    finally:
        page.context.close()


def test_a_record_file_over_the_cap_is_refused_in_russian(app_url, browser, tmp_path):
    path = tmp_path / "big.txt"
    path.write_text('[Rules "petteia"]\n' + "%" * RECORD_BYTES + "\n", encoding="utf-8")
    with pytest.raises(RecordError) as refused:
        check_size(path.stat().st_size)
    said = t("replay.bad_file", "ru", reason=refused.value.text("ru"))
    page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    page.set_default_timeout(TIMEOUT_MS)
    try:
        page.goto(f"{app_url}/replay?lang=ru")
        page.get_by_text(t("replay.none", "ru")).wait_for()
        page.locator("details summary", has_text=t("replay.upload", "ru")).click()
        page.locator("input[type=file]").set_input_files(str(path))
        page.get_by_text(said).wait_for()
        assert "moves" not in page.url
    finally:
        page.context.close()
