"""Replay in a real browser: a record file is uploaded, and the arrow keys step through its game; a review completes;
the page opens with its board, steps and move list on a projector's first screen, its board and steps on a phone's."""

from __future__ import annotations

import re
from urllib.parse import urlencode

import pytest

from games.records import GameRecord, write_record
from tests.random_games import random_game
from tests.support.game_board import TIMEOUT_MS, wait_for_run_to_end
from ui.i18n import rules_text, t, tn
from ui.moves.link import game_link
from ui.replay.review_text import TURNING_SHOWN

PICTURE = "[data-testid=game-board][role=img]"
HEADER = 60
"""Streamlit's header (3.75rem), which stays over the top of the page."""


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


STEPS = ("first", "back", "forward", "last")
SIDES = (t("side.0", "en"), t("side.1", "en"))


@pytest.mark.parametrize(
    ("width", "height", "rules", "lang"),
    [
        (1280, 720, "petteia", "en"),
        (1280, 720, "knossos", "ru"),
        (1280, 800, "latrunculi-kowalski", "ru"),
        (1280, 800, "patolli", "en"),
        (390, 844, "knossos", "ru"),
        (390, 844, "latrunculi-kowalski", "en"),
    ],
)
def test_replay_opens_with_its_board_steps_and_move_list_on_the_first_screen(
    app_url, browser, width, height, rules, lang
):
    """A projector's 1280x720 (and a laptop's 1280x800): the board, the steps (Home ← → End and the slider) and the
    move list beside the board are whole on the screen as the page opens; a phone's 390x844: the board and the
    step buttons, under Streamlit's header."""
    record = GameRecord.start(rules)
    for _, move in random_game(rules, 5)[:60]:
        record = record.play_raw(move)
    phone = width < 640
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=phone, is_mobile=phone)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    try:
        page.goto(f"{app_url}/replay?{urlencode({**game_link(record)[0], 'at': '20', 'lang': lang})}")
        page.locator("[data-testid=move-list] [aria-current=true]").wait_for(state="attached")
        _wait_shown(page, record.game.format_position(record.states[20]))
        wait_for_run_to_end(page)
        boxes = {name: page.locator(f".st-key-replay-{name}").bounding_box() for name in STEPS}
        boxes["board"] = page.locator(PICTURE).first.bounding_box()
        if not phone:
            boxes["slider"] = page.locator("[data-testid=stSlider]").bounding_box()
            boxes["list"] = page.locator("[data-testid=move-list]").bounding_box()
        off = {
            name: box
            for name, box in boxes.items()
            if box is None
            or box["y"] < HEADER
            or box["x"] < 0
            or box["y"] + box["height"] > height
            or box["x"] + box["width"] > width
        }
        assert not off, f"not whole on the {width}x{height} screen: {off}"
        if not phone:  # the list beside the board, not under it
            board, moves = boxes["board"], boxes["list"]
            assert board is not None and moves is not None
            assert board["x"] + board["width"] <= moves["x"] and moves["y"] < board["y"] + board["height"], boxes
    finally:
        context.close()


def test_a_reviews_turning_points_stay_a_few_lines_on_a_phone(app_url, browser):
    """A random game's review has a turning point every other move: on a phone its words name the greatest few, so
    that the review (each side's accuracy and the turning points) stays within one screen and the move list and the
    charts under it stay in reach (at the end of a game on Play, 145 of them took 1,300 px)."""
    record = GameRecord.start("petteia")
    for _, move in random_game("petteia", 5)[:40]:
        record = record.play_raw(move)
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    try:
        page.goto(f"{app_url}/replay?{urlencode(game_link(record)[0])}")
        _wait_shown(page, record.game.format_position(record.state))
        wait_for_run_to_end(page)
        page.get_by_role("button", name=t("review.button", "en")).click()
        page.locator("[data-testid=review-accuracy]").wait_for(timeout=240_000)
        wait_for_run_to_end(page)
        named = re.escape(t("review.turning_move", "en", number="NUMBER", side="SIDE", side_gen="SIDE"))
        named = named.replace("NUMBER", r"\d+").replace("SIDE", "(?:{})".format("|".join(SIDES)))
        captions = page.locator("[data-testid=stCaptionContainer]", has_text=re.compile(named))
        assert captions.count() == 1
        assert 1 <= len(re.findall(named, captions.inner_text())) <= TURNING_SHOWN <= 10
        top, bottom = page.locator("[data-testid=review-accuracy]").bounding_box(), captions.bounding_box()
        assert top is not None and bottom is not None
        assert bottom["y"] + bottom["height"] - top["y"] <= 844 - HEADER, (top, bottom)
    finally:
        context.close()
