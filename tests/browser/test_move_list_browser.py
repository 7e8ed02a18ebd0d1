"""The move list in a real browser (``data-testid="move-list"``, entries ``data-ply``): a click on an entry jumps
Replay to that move, ← → Home End step from the list, on a laptop and on a phone; a record file's comments stand
at their moves; the Play page marks its last move and a click there says what the move did."""

from __future__ import annotations

from urllib.parse import urlencode

import pytest
from playwright.sync_api import Page

from games.records import GameRecord, write_record
from tests.random_games import random_game
from tests.support.game_board import TIMEOUT_MS, click_place, open_page, wait_for_pos, wait_for_run_to_end
from ui.i18n import t
from ui.moves.link import game_link

PICTURE = "[data-testid=game-board][role=img]"
LIST = "[data-testid=move-list]"


def _game(rules: str, plies: int) -> GameRecord:
    record = GameRecord.start(rules)
    for _, move in random_game(rules, 5)[:plies]:
        record = record.play_raw(move)
    return record


def _open(browser, url: str, *, phone: bool = False, listed: bool = True) -> Page:
    """A fresh page at ``url`` on a laptop's screen or a phone's, once its move list (if ``listed``) is up."""
    size = {"width": 390, "height": 844} if phone else {"width": 1280, "height": 720}
    context = browser.new_context(viewport=size, has_touch=phone, is_mobile=phone)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(url)
    if listed:
        page.locator(f"{LIST} [aria-current=true]").wait_for(state="attached")
    wait_for_run_to_end(page)
    return page


def _wait_shown(page: Page, record: GameRecord, ply: int) -> None:
    """Until Replay's board shows the position after ``ply`` moves and the list marks that entry."""
    wanted = record.game.format_position(record.states[ply])
    page.wait_for_function(
        f"([w, ply]) => document.querySelector('{PICTURE}')?.dataset.position === w"
        f" && document.querySelector('{LIST} [aria-current=true]')?.dataset.ply === String(ply)",
        arg=[wanted, ply],
    )


@pytest.mark.parametrize("phone", [False, True], ids=["laptop", "phone"])
def test_a_click_on_an_entry_jumps_replay_there_and_the_keys_step_from_it(app_url, browser, phone):
    record = _game("knossos", 120)
    page = _open(browser, f"{app_url}/replay?{urlencode({**game_link(record)[0], 'at': '10'})}", phone=phone)
    try:
        _wait_shown(page, record, 10)
        entry = page.locator(f"{LIST} [data-ply='57']")
        entry.scroll_into_view_if_needed()
        if phone:
            box = entry.bounding_box()
            assert box is not None
            page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        else:
            entry.click()
        _wait_shown(page, record, 57)
        assert "at=57" in page.url
        for key, ply in (("ArrowRight", 58), ("ArrowLeft", 57), ("ArrowLeft", 56), ("End", 120), ("Home", 0)):
            page.keyboard.press(key)
            _wait_shown(page, record, ply)
            wait_for_run_to_end(page)
        page.keyboard.press("End")
        _wait_shown(page, record, 120)
        wait_for_run_to_end(page)
        current = page.locator(f"{LIST} [aria-current=true]")
        assert current.get_attribute("data-ply") == "120"
        inside = page.evaluate(
            f"""() => {{ const box = document.querySelector('{LIST} .ml-box').getBoundingClientRect();
                const e = document.querySelector('{LIST} [aria-current=true]').getBoundingClientRect();
                return e.top >= box.top - 1 && e.bottom <= box.bottom + 1; }}"""
        )
        assert inside, "the current move is kept in view in the list's own box"
        if phone:  # the board and the step buttons on one screen
            board = page.locator(PICTURE).first.bounding_box()
            back = page.get_by_role("button", name=t("replay.back", "en")).bounding_box()
            assert board is not None and back is not None
            top = min(board["y"], back["y"])
            assert board["y"] + board["height"] - top <= 844
    finally:
        page.context.close()


def test_the_comments_of_an_uploaded_record_stand_at_their_moves(app_url, browser, tmp_path):
    record = _game("petteia", 12)
    path = tmp_path / "game.txt"
    path.write_text(write_record(record, comments=((0, "a quiet opening"), (5, "light gives a stone"))), "utf-8")
    page = _open(browser, f"{app_url}/replay", listed=False)
    try:
        page.locator("details summary", has_text=t("replay.upload", "en")).click()
        page.locator("input[type=file]").set_input_files(str(path))
        _wait_shown(page, record, 12)
        note = page.locator(f"{LIST} .ml-note", has_text="light gives a stone")
        note.wait_for()
        assert page.locator(f"{LIST} .ml-note", has_text="a quiet opening").count() == 1
        # the comment follows its move: the entry of ply 5 comes just before it
        before = note.evaluate("n => n.previousElementSibling && n.previousElementSibling.dataset.ply")
        assert before == "5"
    finally:
        page.context.close()


def test_play_marks_the_last_move_and_a_click_says_what_a_move_did(app_url, browser):
    page = open_page(browser, f"{app_url}/play?rules=petteia")
    try:
        for source, target in (("a1", "a3"), ("a8", "a6"), ("b1", "b3")):
            click_place(page, source)
            click_place(page, target)
            wait_for_run_to_end(page)
        record = GameRecord.start("petteia")
        for text in ("a1-a3", "a8-a6", "b1-b3"):
            record = record.play_raw(record.game.parse_move(record.state, text))
        wait_for_pos(page, record.game.format_position(record.state))
        page.wait_for_function(f"() => document.querySelector('{LIST} [aria-current=true]')?.dataset.ply === '3'")
        page.locator(f"{LIST} [data-ply='2']").click()
        detail = page.locator(f"{LIST} .ml-detail")
        detail.get_by_text("a8-a6").wait_for()
        assert page.locator(f"{LIST} [data-ply='2']").get_attribute("aria-pressed") == "true"
        assert page.locator(f"{LIST} [aria-current=true]").get_attribute("data-ply") == "3", "the game is untouched"
        wait_for_pos(page, record.game.format_position(record.state))
        link = detail.get_by_role("link", name=t("movelist.replay", "en"))
        assert (link.get_attribute("href") or "").endswith("at=2")
    finally:
        page.context.close()
