"""The drawings of the objects in a real browser: on every history page, in both languages, on a phone and a laptop,
each drawing is visible, its picture drawn at a size that fits the screen, and a screen reader hears its alt text; on
the lobby, every card has its small drawing."""

from __future__ import annotations

import pytest

from tests.support.game_board import TIMEOUT_MS, wait_for_run_to_end
from ui.i18n import LANGUAGES
from ui.museum.model import object_drawings

GAMES = ("knossos", "petteia", "latrunculi", "patolli")
DRAWING = '[data-testid="object-drawing"]'


def _page(browser, width: int, height: int):
    phone = width < 500
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=phone, is_mobile=phone)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    return context, page


@pytest.mark.parametrize(("width", "height"), [(390, 844), (1280, 800)])
def test_every_history_page_shows_its_drawings_in_both_languages(browser, app_url, width, height):
    context, page = _page(browser, width, height)
    try:
        for lang in LANGUAGES:
            for game in GAMES:
                page.goto(f"{app_url}/{game}-history?lang={lang}")
                figures = page.locator(DRAWING)
                figures.first.wait_for()
                wait_for_run_to_end(page)
                drawings = object_drawings(game, lang)
                assert figures.count() == len(drawings)
                for number, drawing in enumerate(drawings):
                    figure = figures.nth(number)
                    figure.scroll_into_view_if_needed()
                    assert figure.is_visible()
                    picture = figure.locator("img")
                    box = picture.bounding_box()
                    assert box is not None and box["width"] > 50 and box["height"] > 50, (game, lang, box)
                    assert box["x"] >= 0 and box["x"] + box["width"] <= width, f"{game} {lang}: wider than the screen"
                    assert picture.get_attribute("alt") == drawing.alt
                    assert picture.evaluate("(img) => img.complete && img.naturalWidth > 0"), (game, lang, "not drawn")
                    assert figure.locator("figcaption a").count() >= 1
    finally:
        context.close()


def test_every_lobby_card_shows_its_small_drawing_on_a_phone(browser, app_url):
    context, page = _page(browser, 390, 844)
    try:
        page.goto(f"{app_url}/?lang=ru")
        for game in GAMES:
            card = page.locator(f".st-key-lobby-card-{game}")
            card.locator(DRAWING).first.wait_for()
            picture = card.locator(f"{DRAWING} img").first
            picture.scroll_into_view_if_needed()
            box = picture.bounding_box()
            assert box is not None and 40 < box["height"] <= 151 and box["width"] > 40, (game, box)
    finally:
        context.close()
