"""Replay in a real browser: a record file is uploaded, and the arrow keys step through its game."""

from __future__ import annotations

from games.records import GameRecord, write_record
from tests.random_games import random_game
from tests.support.game_board import TIMEOUT_MS
from ui.i18n import rules_text, t, tn

PICTURE = "[data-testid=game-board][role=img]"


def _shown(page) -> str:
    return page.get_attribute(PICTURE, "data-position") or ""


def _wait_shown(page, wanted: str) -> None:
    page.wait_for_function(f"w => document.querySelector('{PICTURE}')?.dataset.position === w", arg=wanted)


def _uploaded(browser, app_url: str, tmp_path, text: str):
    """A laptop's page on Replay with the record file ``text`` uploaded (the caller closes its context)."""
    path = tmp_path / "game.txt"
    path.write_text(text, encoding="utf-8")
    page = browser.new_context(viewport={"width": 1280, "height": 900}).new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(f"{app_url}/replay")
    page.get_by_text(t("replay.none", "en")).wait_for()
    page.locator("details summary", has_text=t("replay.upload", "en")).click()
    page.locator("input[type=file]").set_input_files(str(path))
    return page


def test_an_uploaded_record_is_replayed_with_the_arrow_keys(app_url, browser, tmp_path):
    record = GameRecord.start("knossos")
    for _, move in random_game("knossos", 7)[:12]:
        record = record.play_raw(move)
    page = _uploaded(browser, app_url, tmp_path, write_record(record, {"Light": "Ana", "Dark": "Master"}))
    context = page.context
    try:
        position = record.game.format_position
        _wait_shown(page, position(record.state))
        page.get_by_text(tn("replay.loaded", 12, "en", rules=rules_text("knossos", "title", "en"), moves=12)).wait_for()
        page.mouse.click(5, 300)  # the keys go to the page, not to the uploader
        page.keyboard.press("ArrowLeft")
        _wait_shown(page, position(record.states[-2]))
        page.keyboard.press("ArrowLeft")
        _wait_shown(page, position(record.states[-3]))
        page.keyboard.press("Home")
        _wait_shown(page, position(record.states[0]))
        page.keyboard.press("ArrowRight")
        _wait_shown(page, position(record.states[1]))
        assert "at=1" in page.url
    finally:
        context.close()


def test_a_review_of_a_record_completes_and_shows_both_accuracies(app_url, browser, tmp_path):
    record = GameRecord.start("petteia")
    for _, move in random_game("petteia", 3)[:16]:
        record = record.play_raw(move)
    page = _uploaded(browser, app_url, tmp_path, write_record(record, {"Light": "Ana", "Dark": "Bo"}))
    context = page.context
    try:
        _wait_shown(page, record.game.format_position(record.state))
        page.get_by_role("button", name=t("review.button", "en")).click()
        sides = page.locator("[data-testid=review-accuracy] [data-side]")
        sides.first.wait_for(timeout=120_000)
        assert sides.count() == 2
        accuracies = [sides.nth(side).get_attribute("data-accuracy") or "" for side in (0, 1)]
        assert all(0 <= float(accuracy) <= 100 for accuracy in accuracies), accuracies
        box = page.get_by_test_id("review-accuracy").inner_text()
        assert t("review.accuracy", "en", side=t("side.0", "en")) in box and "%" in box
    finally:
        context.close()
