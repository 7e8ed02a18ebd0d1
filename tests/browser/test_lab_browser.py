"""The reconstruction lab in a real browser: on a phone with touch, in Russian, a question opens at once with
its four charts drawn; new games are played on the page under a progress bar and replace the shipped
figures; a long run is stopped and keeps the games finished so far."""

from __future__ import annotations

from tests.support.game_board import TIMEOUT_MS, wait_for_boards
from ui.i18n import t, tn
from ui.lab.model import load_questions

PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True}


def _tap(page, locator) -> None:
    locator.scroll_into_view_if_needed()
    box = locator.bounding_box()
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def _games_box(page, lang: str):
    return page.get_by_label(t("lab.run.games", lang))


def test_a_question_opens_on_a_phone_and_new_games_replace_the_shipped_ones(app_url, browser):
    lang = "ru"
    question = next(q for q in load_questions() if q.id == "patolli-duran")
    page = browser.new_context(**PHONE).new_page()
    page.set_default_timeout(TIMEOUT_MS)
    try:
        page.goto(f"{app_url}/lab?q=patolli-duran&lang={lang}")
        page.get_by_role("heading", name=question.ask[lang]).wait_for()
        wait_for_boards(page, 4)
        assert page.locator("[data-testid=game-board] svg").first.bounding_box()["width"] <= 390
        page.get_by_text(tn("lab.shipped", 1000, lang, games=1000)).wait_for()
        _games_box(page, lang).fill("4")
        _tap(page, page.get_by_role("button", name=t("lab.run.start", lang)))
        page.get_by_text(tn("lab.played", 4, lang, games=4, level=t("lab.run.random", lang))).wait_for()
        wait_for_boards(page, 4)
        _tap(page, page.get_by_role("button", name=t("lab.run.back", lang)))
        page.get_by_text(tn("lab.shipped", 1000, lang, games=1000)).wait_for()
    finally:
        page.context.close()


def test_a_long_run_can_be_stopped_and_keeps_the_rounds_it_finished(app_url, browser):
    page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    page.set_default_timeout(TIMEOUT_MS)
    try:
        page.goto(f"{app_url}/lab?q=bell-corner")
        wait_for_boards(page, 4)
        _games_box(page, "en").fill("2000")
        page.get_by_role("button", name=t("lab.run.start", "en")).click()
        page.get_by_role("progressbar").wait_for()
        page.wait_for_function("() => /Latrunculi.*: [1-9][0-9]* of 2000 games/.test(document.body.innerText)")
        page.get_by_role("button", name=t("lab.run.stop", "en")).click()
        stopped = page.get_by_text("Stopped: the figures show the")
        stopped.wait_for()
        page.get_by_role("button", name=t("lab.run.start", "en"), disabled=False).wait_for()
        page.get_by_role("progressbar").wait_for(state="detached")
        played = page.get_by_text("games of each, played just now at the level Random moves.")
        assert int(played.inner_text().split()[0]) >= 25
    finally:
        page.context.close()
