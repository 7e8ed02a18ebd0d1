"""The glossary and the sources in a real browser, each page the first request of a fresh server, in Russian
and in English: the entries are there, and an entry's link (``/glossary?lang=ru#dux``) brings it into view
below the site's top bar."""

from __future__ import annotations

import pytest

from tests.support.game_board import TIMEOUT_MS, wait_for_run_to_end
from ui.i18n import t
from ui.reference.model import glossary, load_teacher_notes, site_link, source_heading, sources

TOP_BAR_PX = 60
"""The height of Streamlit's top bar with the page navigation, over the top of the page."""


@pytest.mark.parametrize(
    ("page_name", "anchor", "lang"),
    [
        ("glossary", "dux", "ru"),
        ("glossary", "pessoi", "en"),
        ("sources", "evans-1921", "ru"),
        ("sources", "exekias-amphora", "en"),
    ],
)
def test_a_reference_page_opened_first_shows_its_entries_and_lands_on_the_linked_one(
    fresh_app_url, browser, page_name, anchor, lang
):
    if page_name == "glossary":
        entries = {term.id: term.term for term in glossary(lang)}
    else:
        entries = {source.id: source_heading(source) for group in sources(lang).values() for source in group}
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.set_default_timeout(TIMEOUT_MS)
    try:
        page.goto(f"{fresh_app_url}{site_link(page_name, anchor, lang)}")
        page.get_by_role("heading", name=t(f"{page_name}.title", lang)).first.wait_for()
        heading = page.locator(f"[id='{anchor}']")
        heading.wait_for()
        assert heading.inner_text().strip() == entries[anchor]
        page.wait_for_function("n => document.querySelectorAll('h3[id]').length === n", arg=len(entries))
        in_view = (
            "([id, low, high]) => { const top = document.getElementById(id).getBoundingClientRect().top;"
            " return low <= top && top <= high; }"
        )
        page.wait_for_function(in_view, arg=[anchor, TOP_BAR_PX - 5, 400])  # once every entry is drawn
        wait_for_run_to_end(page)
        top = heading.evaluate("e => e.getBoundingClientRect().top")
        assert TOP_BAR_PX - 5 <= top <= 400, f"the linked entry is at {top}px, not in view below the top bar"
        assert page.get_by_text(t("site.title", lang)).first.is_visible()
        assert page.get_by_text("Page not found").count() == 0
    finally:
        page.close()


@pytest.mark.parametrize("lang", ["ru", "en"])
def test_a_lessons_teachers_notes_unfold_in_the_browser(app_url, browser, lang):
    title, body = load_teacher_notes("petteia", lang)
    first_heading = next(line.lstrip("# ").strip() for line in body.splitlines() if line.startswith("## "))
    page = browser.new_page(viewport={"width": 1280, "height": 800})
    page.set_default_timeout(TIMEOUT_MS)
    try:
        page.goto(f"{app_url}/lessons?rules=petteia&lang={lang}")
        summary = page.get_by_text(t("teachers.notes", lang), exact=True).first
        summary.click()
        page.get_by_text(title, exact=True).first.wait_for()
        assert page.get_by_text(first_heading, exact=True).first.is_visible()
    finally:
        page.close()
