"""Phone-first play (issue 22): on a phone (390x844, touch) the board and everything a turn needs are on one
screen together, under Streamlit's header, and a game is played by taps alone with no scrolling between turns.

Every rule set: the whole board (``data-testid="game-board"``), whose turn (``data-testid="turn"``), the throw
(``data-testid="throw"``, the coins or beans to tap, when a throw is due), Hint (key ``hint``, the grid games,
when a piece is to move) and Undo (key ``undo``) are inside the screen and below the header at the scroll
position the page opens at; then a few turns are played by taps on the board, the coins or beans and the
Pass button (a race game's lost turn), and after each the page has not scrolled and all of it is still there.
The moves are the engine's own (the first legal move of each position); the throws are the session's.
"""

from __future__ import annotations

import pytest
from playwright.sync_api import Browser, Page

from board.words import board_word
from games import RULE_SETS, get_game
from tests.support.game_board import (
    LIVE,
    click_place,
    open_page,
    position,
    wait_for_board,
    wait_for_run_to_end,
    wait_for_selected,
)
from ui.i18n import t

WIDTH, HEIGHT = 390, 844
HEADER = 60
"""Streamlit's header (3.75rem), which stays over the top of the page."""
TURNS = 4
"""The actions played by taps in each rule set (a throw, a move, a lost turn passed each count one)."""
SCROLLED = """() => [window.scrollY, ...[...document.querySelectorAll('*')].filter(e => e.scrollTop > 0)
  .map(e => `${e.dataset.testid || e.tagName}:${Math.round(e.scrollTop)}`)].join(' ')"""
"""Where the page and every scrolled element of it stand."""


def _open(browser: Browser, url: str) -> Page:
    return open_page(browser, url, width=WIDTH, height=HEIGHT, touch=True, mobile=True)


def _needed(page: Page, rules: str) -> dict[str, str]:
    """What this turn needs on the screen, by name: its selector."""
    game = get_game(rules)
    turn = game.turn(game.parse_position(position(page)))
    wanted = {"board": LIVE, "turn": "[data-testid=turn]", "undo": ".st-key-undo"}
    if turn.phase == "throw":
        wanted["throw"] = "[data-testid=throw]"
    if turn.phase in ("move", "place") and game.device is None:
        wanted["hint"] = ".st-key-hint"
    return wanted


def _off_screen(page: Page, rules: str, also: dict[str, str] | None = None) -> list[str]:
    """What this turn needs (and ``also``: more names and selectors) that is not whole inside the screen, under
    the header."""
    wrong = []
    for name, selector in {**_needed(page, rules), **(also or {})}.items():
        found = page.locator(selector)
        box = found.bounding_box() if found.count() == 1 else None
        if box is None or box["y"] < HEADER or box["y"] + box["height"] > HEIGHT or box["x"] < 0:
            wrong.append(f"{name}: {box}")
    return wrong


def _tap_middle(page: Page, selector: str) -> None:
    box = page.locator(selector).bounding_box()
    assert box is not None, selector
    page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)


def _play_a_turn(page: Page, rules: str) -> None:
    """One action by taps: the throw when one is due, else the first legal move's places on the board, else (a
    lost turn) the Pass button; until the board shows the position after it."""
    game = get_game(rules)
    before = position(page)
    state = game.parse_position(before)
    turn = game.turn(state)
    if turn.phase == "throw":
        _tap_middle(page, "[data-testid=throw]")
    else:
        moves = [m for m in game.moves(state) if m.places]
        if moves:
            *first, last = moves[0].places
            for place in first:
                click_place(page, place, touch=True)
                wait_for_selected(page, place)
            click_place(page, last, touch=True)
        else:
            name = t(f"lost.pass.{turn.side}", "en")
            button = page.get_by_role("button", name=name)
            box = button.bounding_box()
            assert box is not None and box["y"] + box["height"] <= HEIGHT, f"the Pass button is off the screen: {box}"
            page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
    page.wait_for_function(f"b => document.querySelector('{LIVE}').dataset.position !== b", arg=before)
    wait_for_run_to_end(page)


@pytest.mark.parametrize("rules", RULE_SETS)
def test_a_game_is_played_by_taps_on_one_phone_screen(browser, app_url, rules):
    page = _open(browser, f"{app_url}/play?rules={rules}")
    try:
        assert _off_screen(page, rules) == []
        opened = page.evaluate(SCROLLED)
        for number in range(TURNS):
            _play_a_turn(page, rules)
            assert page.evaluate(SCROLLED) == opened, f"the page scrolled at action {number + 1}"
            assert _off_screen(page, rules) == [], f"after action {number + 1}"
    finally:
        page.context.close()


def test_the_words_say_tap_on_a_touch_screen_and_click_with_a_mouse(browser, app_url):
    """The help under the board and the board's name for a screen reader, in Russian: «Коснитесь» on a phone,
    «Щёлкните» with a mouse (CSS ``pointer: coarse`` chooses; for the notice of a tap that meant nothing, the
    board says with each event which it was: tests/app/test_board_clicks.py)."""
    phone = _open(browser, f"{app_url}/play?rules=petteia&lang=ru")
    laptop = phone.context.browser.new_page(viewport={"width": 1280, "height": 800})
    try:
        laptop.goto(f"{app_url}/play?rules=petteia&lang=ru")
        wait_for_board(laptop)
        for page, shown, hidden in ((phone, "Коснитесь", "Щёлкните"), (laptop, "Щёлкните", "Коснитесь")):
            help_text = page.locator(".pointer-fine, .pointer-coarse").filter(visible=True)
            help_text.first.wait_for()  # on a first visit the side panel comes once the board is up
            assert help_text.count() == 1 and help_text.inner_text().startswith(shown)
            label = page.locator(LIVE).get_attribute("aria-label") or ""
            assert shown.lower() in label.lower() and hidden.lower() not in label.lower(), label
    finally:
        laptop.close()
        phone.context.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(
    ("rules", "at", "pick", "refused"),
    [
        ("knossos", "0,0,0,0,0+0,0,0,0,0+l+2,1+0", "19", "14"),
        ("patolli", "3,r,r,r,r,r+31,r,r,r,r,r+l+2+5,6,1", "3", "7"),
    ],
)
def test_a_refused_move_on_a_race_board_is_told_on_the_same_screen(browser, app_url, rules, at, pick, refused, lang):
    """A tap on a place the picked piece cannot reach: the engine's reason (``notice``) stands on the screen with
    the board, whose turn, Undo and the throw as it fell; Patolli's stakes are written on the board itself."""
    page = _open(browser, f"{app_url}/play?rules={rules}&pos={at}&lang={lang}")
    try:
        click_place(page, pick, touch=True)
        wait_for_selected(page, pick)
        click_place(page, refused, touch=True)
        notice = page.locator("[data-testid=stAlertContentWarning]")
        notice.wait_for()
        assert "KNO-06" in notice.inner_text() or "PAT-05" in notice.inner_text()
        wanted = {**_needed(page, rules), "notice": "[data-testid=stAlertContentWarning]", "fall": ".throw-fall"}
        wrong = []
        for name, selector in wanted.items():
            box = page.locator(selector).first.bounding_box()
            if box is None or box["y"] < HEADER or box["y"] + box["height"] > HEIGHT:
                wrong.append(f"{name}: {box}")
        assert wrong == []
        if rules == "patolli":
            words = page.locator(LIVE).text_content() or ""
            assert board_word("patolli.stakes", lang, count=5) in words
            assert board_word("patolli.bank", lang, count=1) in words
    finally:
        page.context.close()


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize(
    ("rules", "at", "rule"),
    [
        ("knossos", "5,6,11,14,17+4,4,10,13,16+d+1+0", "KNO-10"),  # four "blocked" reasons
        ("patolli-family", "6,13,18,r,r,r+r,r,r,r,r,o+d+4+-", "PAT-07"),
    ],
)
def test_a_lost_turn_on_a_phone_says_so_on_the_same_screen_and_its_reasons_open_with_a_tap(
    browser, app_url, rules, at, rule, lang
):
    """A lost turn on a phone: the board, whose turn, Pass, Undo and the lost turn's headline (``lost-turn``) are
    whole on the screen; its reasons, which would run below it, open with a tap on "Why?". On a laptop the
    warning lists them with no tap."""
    page = _open(browser, f"{app_url}/play?rules={rules}&pos={at}&lang={lang}")
    laptop = page.context.browser.new_page(viewport={"width": 1280, "height": 800})
    try:
        lost = page.get_by_test_id("lost-turn")
        lost.wait_for()
        game = get_game(rules)
        side = t(f"side.{game.turn(game.parse_position(position(page))).side}", lang)
        assert (lost.text_content() or "").startswith(t("lost.headline", lang, side=side))
        assert _off_screen(page, rules, {"lost": "[data-testid=lost-turn]", "pass": ".st-key-play-pass"}) == []
        reason = lost.locator("li").first
        assert not reason.is_visible(), "the reasons wait for a tap"
        box = page.locator(".lost-why-ask").bounding_box()
        assert box is not None
        page.touchscreen.tap(box["x"] + box["width"] / 2, box["y"] + box["height"] / 2)
        reason.wait_for()
        assert rule in (reason.text_content() or "")
        laptop.goto(f"{app_url}/play?rules={rules}&pos={at}&lang={lang}")
        warning = laptop.locator(".st-key-play-lost [data-testid=stAlertContentWarning]")
        warning.wait_for()
        assert rule in warning.inner_text() and not laptop.get_by_test_id("lost-turn").is_visible()
    finally:
        laptop.close()
        page.context.close()
