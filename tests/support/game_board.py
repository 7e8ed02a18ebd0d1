"""Using the live board in a browser through its public test hooks, as anyone's browser test can:
``data-testid="game-board"`` with ``data-rules``, ``data-position``, ``data-selected`` and ``data-places``
(each place's centre in CSS pixels from the board's top-left corner).  No Plotly internals."""

from __future__ import annotations

import json
from typing import Any, Literal

from playwright.sync_api import Browser, Locator, Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from ui.moves.link import game_link

TIMEOUT_MS = 30_000
LIVE = "[data-testid=game-board][role=application]"
"""The page's live board (pictures of boards are role=img)."""


def open_page(
    browser: Browser, url: str, *, width: int = 1280, height: int = 900, touch: bool = False, mobile: bool = False
) -> Page:
    """A fresh page at ``url`` (with touch when ``touch``, as a phone's browser when ``mobile``), once its live
    board is drawn and the run has ended."""
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=touch, is_mobile=mobile)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(url)
    wait_for_board(page)
    wait_for_run_to_end(page)
    return page


def press_until(button: Locator, shown: Locator, tries: int = 3) -> None:
    """Press ``button`` until ``shown`` is on the page.  Under load Streamlit sometimes never runs a press the
    browser made (README, "The failover drill"); a person presses again, and so
    does this, up to ``tries`` times, while the button is still there (the last wait raises as usual)."""
    for attempt in range(1, tries + 1):
        if attempt == 1 or button.count():  # the first press waits for the button as a click does
            button.click()
        try:
            shown.first.wait_for(timeout=TIMEOUT_MS / 2 if attempt < tries else TIMEOUT_MS)
            return
        except PlaywrightTimeout:
            if attempt == tries:
                raise


def wait_for_run_to_end(page: Page) -> None:
    """Until the app's script run has ended (Streamlit's ``data-test-script-state`` on the app's element) and the
    page has painted what the run sent (two animation frames later)."""
    page.wait_for_selector("[data-testid=stApp][data-test-script-state=notRunning]", state="attached")
    page.evaluate("() => new Promise(done => requestAnimationFrame(() => requestAnimationFrame(done)))")


def wait_for_board(page: Page) -> None:
    """Until the live board has drawn its places and, on a first visit, the page has sent the rest it draws once the
    board is up (the board's ``data-first`` is gone: ``ui.board_widget.board_first``)."""
    page.wait_for_function(
        f"() => {{ const b = document.querySelector('{LIVE}');"
        " return !!b && !!b.dataset.places && b.dataset.places !== '{}' && !b.hasAttribute('data-first'); }"
    )


def wait_for_boards(page: Page, count: int) -> None:
    """Until ``count`` boards, live or pictures, are drawn (Plotly's drawing in each, with a height): the page no
    longer grows under a click as its boards arrive."""
    page.wait_for_function(
        "count => [...document.querySelectorAll('[data-testid=game-board]')]"
        ".filter(b => b.querySelector('.main-svg') && b.getBoundingClientRect().height > 0)"
        ".length >= count",
        arg=count,
    )


def places(page: Page) -> dict[str, list[float]]:
    """Each place's centre on the live board, from the board's top-left corner."""
    found: dict[str, list[float]] = json.loads(page.get_attribute(LIVE, "data-places") or "{}")
    return found


def place_point(page: Page, name: str) -> tuple[float, float]:
    """Where ``name`` is on the page, in CSS pixels of the viewport."""
    box = page.locator(LIVE).bounding_box()
    assert box is not None, "the live board is not on the page"
    x, y = places(page)[name]
    return box["x"] + x, box["y"] + y


def click_place(page: Page, name: str, *, touch: bool = False) -> None:
    """Click (or, with ``touch``, tap) the place named ``name``."""
    x, y = place_point(page, name)
    if touch:
        page.touchscreen.tap(x, y)
    else:
        page.mouse.click(x, y)


def drag_place(
    page: Page, start: str, end: str, *, touch: bool = False, steps: int = 8, button: Literal["left", "right"] = "left"
) -> None:
    """Press on the place named ``start``, move to ``end`` in ``steps`` and let go there: with the mouse's ``button``
    (the right one draws an arrow), or with ``touch`` one finger (touch events as a phone's screen sends them, through
    Chromium's DevTools protocol)."""
    (x0, y0), (x1, y1) = place_point(page, start), place_point(page, end)
    path = [(x0 + (x1 - x0) * k / steps, y0 + (y1 - y0) * k / steps) for k in range(1, steps + 1)]
    if not touch:
        page.mouse.move(x0, y0)
        page.mouse.down(button=button)
        for x, y in path:
            page.mouse.move(x, y)
        page.mouse.up(button=button)
        return
    session = page.context.new_cdp_session(page)
    try:
        session.send("Input.dispatchTouchEvent", {"type": "touchStart", "touchPoints": [{"x": x0, "y": y0}]})
        for x, y in path:
            session.send("Input.dispatchTouchEvent", {"type": "touchMove", "touchPoints": [{"x": x, "y": y}]})
        session.send("Input.dispatchTouchEvent", {"type": "touchEnd", "touchPoints": []})
    finally:
        session.detach()


def arrows(page: Page) -> list[list[str]]:
    """The arrows and circles on the live board (``data-arrows``): pairs of places, a circle as a place twice."""
    found: list[list[str]] = json.loads(page.get_attribute(LIVE, "data-arrows") or "[]")
    return found


def wait_for_arrows(page: Page, wanted: list[list[str]], board: str = LIVE) -> None:
    """Until the board (the live one, or the one ``board`` selects) shows exactly the arrows ``wanted``."""
    page.wait_for_function(
        "([sel, w]) => { const b = document.querySelector(sel);"
        " return !!b && b.dataset.arrows === JSON.stringify(w); }",
        arg=[board, wanted],
    )


def play_places(page: Page, *names: str) -> None:
    """Bring the live board into view once it has drawn its places, then click ``names`` one after another: each
    but the last once the board shows the one before it picked, and the last until the pick is spent (sent)."""
    page.locator(LIVE).scroll_into_view_if_needed()
    wait_for_board(page)
    for number, name in enumerate(names, start=1):
        click_place(page, name)
        wait_for_selected(page, name if number < len(names) else "")


def selected(page: Page) -> str:
    """The picked place, empty when none."""
    return page.get_attribute(LIVE, "data-selected") or ""


def wait_for_selected(page: Page, name: str) -> None:
    """Until the live board shows ``name`` picked (``""``: nothing picked, which a page whose live board has given way
    to a picture of it, as a lesson's after a task's move, shows too)."""
    page.wait_for_function(
        f"n => {{ const board = document.querySelector('{LIVE}'); return board ? board.dataset.selected === n : !n; }}",
        arg=name,
    )


def position(page: Page) -> str:
    """The position the live board draws, in notation."""
    return page.get_attribute(LIVE, "data-position") or ""


def wait_for_shown(page: Page, selector: str, position: str) -> None:
    """Until the board at ``selector`` draws ``position``."""
    page.wait_for_function("([s, p]) => document.querySelector(s)?.dataset.position === p", arg=[selector, position])


def wait_for_pos(page: Page, wanted: str) -> None:
    """Until the live board draws ``wanted``."""
    page.wait_for_function(f"w => document.querySelector('{LIVE}').dataset.position === w", arg=wanted)


def wait_for_light_to_move(page: Page) -> None:
    """Until the live board shows a grid position with light to move (the computer has replied)."""
    page.wait_for_function(f"() => document.querySelector('{LIVE}').dataset.position.split(' ')[1] === 'l'")


def wait_for_link(page: Page, record: Any) -> None:
    """Until the URL holds the whole of ``record`` (a ``GameRecord``): its rules and its moves' code."""
    link, _ = game_link(record)
    page.wait_for_function(
        "w => { const p = new URL(location.href).searchParams;"
        " return p.get('rules') === w.rules && p.get('moves') === (w.moves || null)"
        " && p.get('pos') === (w.pos || null); }",
        arg=link,
    )


def focused_on_board(page: Page) -> bool:
    """True while the keyboard's focus is on the live board."""
    return bool(page.evaluate(f"() => document.activeElement === document.querySelector('{LIVE}')"))


def choose_option(page: Page, label: str, option: str) -> None:
    """Pick the option that contains ``option`` in the select box labelled ``label`` (a click while a run redraws
    the page can be lost, so the box is brought into view and clicked once the run has ended, and clicked again if
    its list did not open)."""
    box = page.get_by_role("combobox", name=label)
    for _ in range(5):
        box.scroll_into_view_if_needed()
        wait_for_run_to_end(page)
        box.click()
        try:
            page.get_by_role("option").filter(has_text=option).first.click(timeout=2000)
            return
        except PlaywrightTimeout:
            page.keyboard.press("Escape")
    raise AssertionError(f"the select box {label!r} did not open")
