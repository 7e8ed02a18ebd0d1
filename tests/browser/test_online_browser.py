"""Online games by link in real browsers (issue 26, item 1): a phone (390×844, touch) makes a game on /play and a
laptop takes the friend's seat by its link, in browser contexts of their own, and a third context watches by the
spectators' link.  A Petteia game from a position near its end is played to its end, each move reaching the other
two pages; a rematch moves both players to a new game with the colours swapped, where a draw is offered and
accepted; a Patolli quick game goes a few turns with the server's throws; and a resignation ends a game.  Each on
SQLite and on a real Redis (the app server, and Redis with its append-only log, restarted mid-game)."""

from __future__ import annotations

from urllib.parse import quote

import pytest
from playwright.sync_api import Browser, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from games import get_game
from tests.support.game_board import TIMEOUT_MS, play_places, press_until, wait_for_board, wait_for_run_to_end
from tests.support.redis_server import RedisServer
from tests.support.server import AppServer
from ui.i18n import t
from ui.moves.words import choice_label

BOARD = "[data-testid=game-board]"
INVITE = "[data-testid=invite-link]"
"""The friend's link: on the creator's seat once Play has opened it (never on Play)."""
NEAR_END = "7P/8/8/4p3/8/1P6/p7/P7 l 0 -"
"""Petteia near its end: h8-h7, e5-e6, then b3-a3 takes a2 and leaves dark a single piece (PET-08)."""


@pytest.fixture(params=["sqlite", "redis"])
def store(request) -> RedisServer | None:
    """The store the games are kept in: SQLite (None), or a Redis server of the test's own with its append-only
    log, which the test may restart."""
    return request.getfixturevalue("crashable_redis") if request.param == "redis" else None


@pytest.fixture
def server(tmp_path, request, store) -> AppServer:
    started = AppServer({"CLASS_STORE": store.url if store is not None else str(tmp_path / "classes.sqlite")})
    request.addfinalizer(started.stop)
    started.start()
    return started


@pytest.fixture
def app(server) -> str:
    return server.url


def _page(browser: Browser, url: str, *, phone: bool = False) -> Page:
    size = {"width": 390, "height": 844} if phone else {"width": 1280, "height": 800}
    page = browser.new_context(viewport=size, has_touch=phone, is_mobile=phone).new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(url)
    return page


def _after(rules: str, position: str, *moves: str) -> str:
    game = get_game(rules)
    state = game.parse_position(position)
    for move in moves:
        state = game.apply(state, game.parse_move(state, move))
    return game.format_position(state)


def _shows(page: Page, position: str) -> None:
    page.wait_for_function(
        "([s, p]) => document.querySelector(s)?.dataset.position === p", arg=[BOARD, position], timeout=TIMEOUT_MS
    )


def _says(page: Page, testid: str, text: str) -> None:
    page.wait_for_function(
        "([id, text]) => document.querySelector(`[data-testid=${id}]`)?.textContent.trim() === text",
        arg=[testid, text],
    )


def _in_view(page: Page, *selectors: str) -> None:
    """Each of ``selectors`` wholly on the screen as the page stands (issue 22: a turn without scrolling)."""
    height = page.viewport_size["height"] if page.viewport_size else 0
    for selector in selectors:
        box = page.locator(selector).first.bounding_box()
        assert box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height, (selector, box)


def _create(browser: Browser, app: str, query: str, lang: str = "en") -> tuple[Page, str, str]:
    """The phone makes a game on /play?<query>: its page at the creator's seat, the friend's link, the spectators'."""
    phone = _page(browser, f"{app}/play?{query}&lang={lang}", phone=True)
    wait_for_board(phone)
    wait_for_run_to_end(phone)
    phone.get_by_text(t("online.start.title", lang)).click()
    press_until(phone.get_by_role("button", name=t("online.start.go", lang)), phone.locator(INVITE))
    wait_for_board(phone)
    invite = phone.locator("[data-testid=invite-link]").get_attribute("href")
    watch = phone.locator("[data-testid=watch-link]").get_attribute("href")
    assert invite and watch and "seat=" in invite and "seat=" not in watch
    return phone, invite, watch


def test_a_phone_and_a_laptop_play_petteia_to_its_end_a_spectator_follows_and_a_rematch_is_drawn(
    browser, store, server, app
):
    phone, invite, watch = _create(browser, app, f"rules=petteia&pos={quote(NEAR_END)}")
    heard: list[dict[str, object]] = []  # the seat's heartbeats over HTTP (ui.follow), with their answers
    phone.on("response", lambda answer: heard.append(answer.json()) if "/_online/here?" in answer.url else None)
    _says(phone, "opponent-status", t("online.opponent.away", "en"))
    laptop = _page(browser, invite)
    wait_for_board(laptop)
    spectator = _page(browser, watch)
    _shows(spectator, NEAR_END)
    assert (
        spectator.get_by_role("button").count() == 0
        or not spectator.get_by_role("button", name=t("online.resign", "en")).count()
    )
    _says(phone, "opponent-status", t("online.opponent.connected", "en"))
    for _ in range(40):  # the heartbeat answers the friend's presence too (it reruns the page's fragment)
        if {"status": "connected"} in heard:
            break
        phone.wait_for_timeout(500)
    assert {"status": "connected"} in heard, heard
    phone.locator("[data-testid=invite-link]").wait_for(state="detached")  # the friend has come
    _says(laptop, "turn", t("online.turn.theirs", "en", turn=t("turn.0", "en")))

    position = NEAR_END
    for page, move in ((phone, "h8-h7"), (laptop, "e5-e6"), (phone, "b3-a3")):
        play_places(page, *move.split("-"))
        position = _after("petteia", position, move)
        for each in (phone, laptop, spectator):
            _shows(each, position)
        if move == "h8-h7":  # the app server restarts mid-game: a reload takes the seat back, no move lost, and
            server.stop()  # the other pages reconnect by themselves (they see the next move)
            if store is not None:  # and Redis restarts too, from its append-only log
                store.kill()
                store.start()
            server.start()
            laptop.reload()
            wait_for_board(laptop)
            _shows(laptop, position)
            wait_for_run_to_end(laptop)
    won = f"{t('end.win.0', 'en')} "
    for each in (phone, laptop, spectator):
        each.wait_for_function(
            "won => document.querySelector('[data-testid=result]')?.textContent.startsWith(won)", arg=won
        )

    old = phone.url
    laptop.get_by_role("button", name=t("online.rematch", "en")).click()
    for page in (phone, laptop):  # both players' pages move to the new game, the colours swapped
        page.wait_for_function("old => location.href !== old && location.href.includes('game=')", arg=old)
        _shows(page, NEAR_END)
    _says(laptop, "turn", t("online.turn.yours", "en", turn=t("turn.0", "en")))
    _says(phone, "turn", t("online.turn.theirs", "en", turn=t("turn.0", "en")))

    phone.get_by_role("button", name=t("online.offer.draw", "en")).click()
    laptop.get_by_text(t("online.offer.draw.asked", "en")).wait_for()
    laptop.get_by_role("button", name=t("online.offer.draw.accept", "en")).click()
    for page in (phone, laptop):
        _says(page, "result", t("online.result.agreed", "en"))


def test_patolli_quick_goes_a_few_turns_with_the_servers_throws_and_a_resignation_ends_it(browser, app):
    phone, invite, _ = _create(browser, app, "rules=patolli-quick", lang="ru")
    laptop = _page(browser, invite)
    wait_for_board(laptop)
    game = get_game("patolli-quick")
    throw = t("throw.beans", "ru")
    passes = [t(f"lost.pass.{side}", "ru") for side in (0, 1)]
    thrown = game.apply(game.initial_state(), game.parse_move(game.initial_state(), "throw:1"))
    enter = choice_label(game, next(move for move in game.moves(thrown) if move.text == "enter"), "ru")
    yours = t("online.turn.yours", "ru", turn="").lstrip(" —")  # "your turn", after whose turn it is
    throws = 0
    for _ in range(40):  # whoever's turn it is: throw, then bring a piece in, move one, or pass a lost turn
        for page in (phone, laptop):
            wait_for_run_to_end(page)
            before = page.locator(BOARD).get_attribute("data-position") or ""
            buttons = [page.get_by_role("button", name=name, exact=True).first for name in (throw, *passes, enter)]
            shown = [button for button in buttons if button.count()]
            throwing = bool(shown) and shown[0] is buttons[0]
            if throwing and page is phone:  # the phone taps the beans themselves, in view with the whole board
                _in_view(page, BOARD, "[data-testid=throw]", "[data-testid=turn]")
                page.locator("[data-testid=throw]").click()
            elif shown:
                shown[0].click()
            elif page.locator("[data-testid=turn]").inner_text().endswith(yours):
                before = page.locator(BOARD).get_attribute("data-position") or ""  # as the turn says it, now
                moves = [move.places for move in game.moves(game.parse_position(before)) if move.places]
                if not moves:
                    continue
                play_places(page, *moves[0])
            else:
                continue
            try:
                page.wait_for_function(
                    "([s, p]) => document.querySelector(s)?.dataset.position !== p", arg=[BOARD, before], timeout=10_000
                )
            except PlaywrightTimeout:  # a tap on a button a run was just redrawing: the next round looks again
                continue
            throws += throwing
        if throws >= 4:
            break
    assert throws >= 4
    resign = laptop.get_by_role("button", name=t("online.resign", "ru"))
    laptop.wait_for_function(  # a run redrawing the page shows its old buttons beside the new for a moment
        "name => [...document.querySelectorAll('button')].filter(b => b.textContent.includes(name)).length === 1",
        arg=t("online.resign", "ru"),
    )
    resign.click()
    laptop.get_by_role("button", name=t("online.resign.yes", "ru")).click()
    said = t("online.result.resign", "ru", loser=t("side.1", "ru"))
    for page in (phone, laptop):
        page.wait_for_function(
            "said => document.querySelector('[data-testid=result]')?.textContent.startsWith(said)", arg=said
        )
