"""A teacher walks a lesson in presentation mode with the keyboard, a learner solves a task by clicking (a
variant's too, and follows its link to a whole game with the variant on), and on a phone a step's title, board,
task and buttons are on the first screen."""

from __future__ import annotations

import re
from urllib.parse import urljoin

import pytest
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from games import get_game
from tests.support.game_board import (
    LIVE,
    TIMEOUT_MS,
    click_place,
    play_places,
    wait_for_board,
    wait_for_boards,
    wait_for_run_to_end,
    wait_for_selected,
)
from ui.i18n import t
from ui.lessons.model import load_lesson
from ui.moves.words import move_text

RULES = "petteia"


def _press_to_step(page, key: str, number: int) -> None:
    """Press ``key`` on the slide and wait for step ``number``; a key that the page lost under load (the address
    still shows the step before, 10 s on) is pressed once more, as a person would."""
    page.locator("body").press(key)
    try:
        page.wait_for_function(
            "n => new URL(location.href).searchParams.get('step') === String(n)", arg=number, timeout=10_000
        )
    except PlaywrightTimeout:
        page.locator("body").press(key)
    _step_in_url(page, number)


def _step_in_url(page, number: int) -> None:
    """Wait for step ``number`` in the address, and for its run to end (a key pressed while the page is being
    drawn again can be lost under load)."""
    page.wait_for_function("n => new URL(location.href).searchParams.get('step') === String(n)", arg=number)
    wait_for_run_to_end(page)


def test_presentation_mode_steps_with_the_arrow_keys_and_a_task_is_solved_by_clicking(browser, app_url):
    lesson = load_lesson("lessons", RULES, "en")
    task = next(n for n, s in enumerate(lesson.steps) if s.board.task and s.board.goal == "capture")
    page = browser.new_page(viewport={"width": 1280, "height": 720})
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(f"{app_url}/lessons?rules={RULES}&step=1&present=1")
    try:
        page.get_by_text(f"· 1 / {len(lesson.steps)}").wait_for()
        wait_for_run_to_end(page)
        page.locator("header[data-testid='stHeader']").wait_for(state="hidden")  # the slide's style applied
        for number in range(2, task + 2):
            _press_to_step(page, "ArrowRight", number)
            page.get_by_text(f"· {number} / {len(lesson.steps)}").wait_for()
        _press_to_step(page, "ArrowLeft", task)
        _press_to_step(page, "ArrowRight", task + 1)
        wait_for_run_to_end(page)  # the step's own board, not the one before it still on screen
        wait_for_board(page)
        answer = lesson.steps[task].board.answers[0]
        start, end = answer.split("-")
        click_place(page, start)
        wait_for_selected(page, start)
        click_place(page, end)
        game = get_game(RULES)
        state = game.parse_position(lesson.steps[task].board.position)
        move = move_text(game, game.describe(state, game.parse_move(state, answer)), "en")  # e1-e5 ×d5
        page.get_by_text(t("lesson.solved", "en", move=move).replace("**", "")).wait_for()
        page.get_by_text("tasks solved: 1 of").wait_for()
        page.locator("body").press("Escape")
        page.wait_for_function("() => !new URL(location.href).searchParams.has('present')")
    finally:
        page.close()


def _task_step(browser, url: str, lang: str):
    """A lesson step with a task at ``url``, on a laptop, once its task's buttons are drawn."""
    page = browser.new_page(viewport={"width": 1280, "height": 1000})
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(url)
    wait_for_board(page)
    page.locator(".st-key-lesson-task").get_by_role("button", name=t("lesson.show", lang)).wait_for()
    return page


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_show_me_then_the_same_move_played_on_the_board_counts_as_shown_not_solved(browser, app_url, lang):
    lesson = load_lesson("lessons", RULES, lang)
    task = next(n for n, s in enumerate(lesson.steps) if s.board.task and s.board.goal == "capture")
    answer = lesson.steps[task].board.answers[0]
    page = _task_step(browser, f"{app_url}/lessons?rules={RULES}&step={task + 1}&lang={lang}", lang)
    try:
        page.locator(".st-key-lesson-task").get_by_role("button", name=t("lesson.show", lang)).click()
        again = page.locator(".st-key-lesson-task").get_by_role("button", name=t("lesson.again", lang), exact=True)
        again.click()
        page.locator(".st-key-lesson-task").get_by_role("button", name=t("lesson.show", lang)).wait_for()
        play_places(page, *answer.split("-"))
        shown = t("lesson.counter_shown", lang, counter="", shown=1).removeprefix(" · ")  # "answers shown: 1"
        page.get_by_text(shown).wait_for()
        assert page.get_by_text(t("lesson.solved", lang, move="x").split("**")[0]).count() == 0, "no praise"
        page.wait_for_function(f"() => new URL(location.href).searchParams.get('shown') === '{task + 1}'")
        assert "done" not in page.url
    finally:
        page.close()


@pytest.mark.parametrize(
    ("rules", "task", "played", "named"),
    [
        ("petteia", "on d5 in one move", ("e1", "e2"), "d5"),
        ("knossos", "Jump the dark ship on cell 12", ("13", "14"), "11"),
    ],
)
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_wrong_move_on_a_task_is_told_why_naming_the_tasks_point(browser, app_url, lang, rules, task, played, named):
    steps = load_lesson("lessons", rules, "en").steps
    number = next(n for n, s in enumerate(steps, start=1) if task in s.board.task)
    page = _task_step(browser, f"{app_url}/lessons?rules={rules}&step={number}&lang={lang}", lang)
    try:
        play_places(page, *played)
        warning = page.locator(".st-key-lesson-task [data-testid=stAlertContentWarning]")
        warning.wait_for()
        text = warning.inner_text()
        start, _, _ = t("lesson.other", lang, move="\0", reason="").partition("\0")
        assert named in text and text.index(named) > len(start), text
    finally:
        page.close()


def test_a_variant_step_is_solved_by_clicking_and_its_link_opens_a_game_with_the_variant(browser, app_url):
    """Bell's corner rule: d1-c1 takes b1 against the empty corner a1; the step's link writes the ``+`` of
    ``latrunculi-bell+LBE-V1`` as ``%2B``, and the play page opens with the variant on."""
    lesson = load_lesson("lessons", "latrunculi-bell", "ru")
    number = next(n for n, s in enumerate(lesson.steps, start=1) if s.board.rules == "latrunculi-bell+LBE-V1")
    page = browser.new_page(viewport={"width": 1280, "height": 1600})  # the whole board below the lesson's title
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(f"{app_url}/lessons?rules=latrunculi-bell&step={number}&lang=ru")
    try:
        wait_for_board(page)
        page.locator(LIVE).scroll_into_view_if_needed()
        wait_for_run_to_end(page)
        click_place(page, "d1")
        wait_for_selected(page, "d1")
        click_place(page, "c1")
        page.get_by_text(t("lesson.solved", "ru", move="d1-c1 ×b1").replace("**", "")).wait_for()
        href = page.get_by_role("link", name="странице «Играть»").get_attribute("href")
        assert href is not None and href.endswith("/play?rules=latrunculi-bell%2BLBE-V1&lang=ru"), href
        page.goto(urljoin(app_url, href))
        page.get_by_text(t("variant.LBE-V1.name", "ru")).first.wait_for()
        wait_for_board(page)
        assert page.get_attribute(LIVE, "data-rules") == "latrunculi-bell+LBE-V1"
    finally:
        page.close()


def test_play_from_a_sample_position(browser, app_url):
    samples = load_lesson("samples", "patolli-family", "en").steps
    sample = samples[1]
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(f"{app_url}/samples?rules=patolli-family")
    try:
        page.get_by_text(sample.title).first.wait_for()
        wait_for_boards(page, len(samples))
        page.get_by_role("link", name=t("samples.play", "en")).nth(1).click()
        page.wait_for_function(
            "wanted => location.pathname.endsWith('/play') && "
            "new URL(location.href).searchParams.get('pos') === wanted",
            arg=sample.board.position,
        )
        page.get_by_role("button", name=t("throw.beans", "en")).wait_for()
    finally:
        page.close()


def test_a_steps_title_comes_above_its_board_on_a_phone_and_beside_it_on_a_laptop(app_url, browser):
    step = load_lesson("lessons", "petteia", "en").steps[1]
    for viewport, above in (({"width": 390, "height": 844}, True), ({"width": 1280, "height": 900}, False)):
        page = browser.new_context(viewport=viewport).new_page()
        page.set_default_timeout(TIMEOUT_MS)
        try:
            page.goto(f"{app_url}/lessons?rules=petteia&step=2")
            wait_for_board(page)
            heading = page.get_by_role("heading", name=step.title)  # the hidden twin is not in the page's outline
            heading.wait_for()  # a first visit draws the board first and the step's column after it
            assert heading.count() == 1
            title, board = heading.bounding_box(), page.locator(LIVE).bounding_box()
            if above:
                assert title["y"] + title["height"] <= board["y"]
            else:
                assert title["x"] >= board["x"] + board["width"]
        finally:
            page.context.close()


def _plain(markdown: str) -> str:
    """The first sentence of ``markdown`` as the page shows it: links as their words."""
    return re.sub(r"\[([^\]]+)\]\([^)]*\)", r"\1", markdown).split(".")[0].split("\n")[0]


def _in_sight(box, width: int, height: int) -> bool:
    return box is not None and box["y"] >= 0 and box["y"] + box["height"] <= height and 0 <= box["x"] <= width


@pytest.mark.parametrize("rules", ["petteia", "patolli"])
@pytest.mark.parametrize("lang", ["en", "ru"])
def test_on_a_phone_a_later_step_shows_its_title_board_task_and_buttons_on_the_first_screen(
    app_url, browser, rules, lang
):
    """390x844 with touch: step 1 opens with the lesson's title and introduction; on a later step with a task they
    give way to one line naming the lesson, and the step's title, its board, its task and Previous / Next are all
    on the screen before any scrolling (the buttons not over the task)."""
    lesson = load_lesson("lessons", rules, lang)
    number = next(n for n, s in enumerate(lesson.steps, start=1) if n > 1 and s.board.task)
    step = lesson.steps[number - 1]
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    try:
        page.goto(f"{app_url}/lessons?rules={rules}&step=1&lang={lang}")
        wait_for_boards(page, 1)
        wait_for_run_to_end(page)
        assert page.get_by_role("heading", name=lesson.title, level=1).count() == 1
        assert page.get_by_text(_plain(lesson.intro)).count() == 1
        page.goto(f"{app_url}/lessons?rules={rules}&step={number}&lang={lang}")
        wait_for_board(page)
        wait_for_run_to_end(page)
        assert page.get_by_role("heading", name=lesson.title, level=1).count() == 0
        assert page.get_by_text(_plain(lesson.intro)).count() == 0
        assert page.get_by_text(lesson.title, exact=True).is_visible()
        assert page.evaluate("() => document.querySelector('[data-testid=stMain]').scrollTop") == 0
        boxes = {
            "title": page.get_by_role("heading", name=step.title).bounding_box(),
            "board": page.locator(LIVE).bounding_box(),
            "task": page.locator("[data-testid=task]").bounding_box(),
            "previous": page.locator(".st-key-lesson-prev button").bounding_box(),
            "next": page.locator(".st-key-lesson-next button").bounding_box(),
        }
        assert all(_in_sight(box, 390, 844) for box in boxes.values()), boxes
        assert boxes["title"]["y"] + boxes["title"]["height"] <= boxes["board"]["y"], boxes
        assert boxes["board"]["y"] + boxes["board"]["height"] <= boxes["task"]["y"], boxes
        assert boxes["task"]["y"] + boxes["task"]["height"] <= boxes["next"]["y"], boxes
        page.locator(".st-key-lesson-next button").tap()
        _step_in_url(page, number + 1)
        page.locator(".st-key-lesson-prev button").tap()
        _step_in_url(page, number)
    finally:
        context.close()
