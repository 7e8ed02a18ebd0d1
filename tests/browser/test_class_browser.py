"""The class board in real browsers (issue 14, "Done when"): a teacher and three students in browser contexts
of their own; the students join by code, each student's board follows the teacher's moves, a vote of three
is tallied and the teacher plays the class's choice, a quiz is judged per student, and the app server is
restarted in the middle (twice: after the vote, and during the quiz) without losing the class, its students,
the board or an answer.  On one store, SQLite: tests/classroom/test_store.py holds SQLite and Redis to the same
promises, a restart of the store included."""

from __future__ import annotations

from playwright.sync_api import Page
from playwright.sync_api import TimeoutError as PlaywrightTimeout

from games import get_game
from tests.support.game_board import (
    TIMEOUT_MS,
    choose_option,
    play_places,
    press_until,
    wait_for_run_to_end,
    wait_for_shown,
)
from tests.support.lesson_tasks import task_moves
from tests.support.server import AppServer
from ui.i18n import t

LIVE = "[data-testid=game-board][role=application]"
MIRROR = "[data-testid=game-board][role=img]"
NAMES = ("Ana", "Бо́рис", "<i>Chen</i>")


def _after(position: str, *moves: str) -> str:
    game = get_game("petteia")
    state = game.parse_position(position)
    for move in moves:
        state = game.apply(state, game.parse_move(state, move))
    return game.format_position(state)


def test_students_follow_the_teachers_board_through_a_server_restart(browser, tmp_path, request):
    server = AppServer({"CLASS_STORE": str(tmp_path / "classes.sqlite")})
    request.addfinalizer(server.stop)
    url = server.start()
    teacher = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
    teacher.set_default_timeout(TIMEOUT_MS)
    teacher.goto(f"{url}/class?new=1")
    code = teacher.locator("[data-testid=class-code]").inner_text().strip()
    students = []
    for number, name in enumerate(NAMES):
        lang = "ru" if number == 1 else "en"
        page = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True).new_page()
        page.set_default_timeout(TIMEOUT_MS)
        page.goto(f"{url}/class?code={code}&lang={lang}")
        page.get_by_label(t("class.name", lang)).fill(name)
        page.get_by_role("button", name=t("class.join", lang)).click()
        wait_for_shown(page, MIRROR, "pppppppp/8/8/8/8/8/8/PPPPPPPP l 0 -")
        students.append(page)
    for name in NAMES:  # as text: the <i> of a name is not markup
        teacher.get_by_text(name, exact=True).wait_for()
    play_places(teacher, "a1", "a4")
    after_one = "pppppppp/8/8/8/P7/8/8/1PPPPPPP d 1 -"
    for page in students:
        wait_for_shown(page, MIRROR, after_one)

    teacher.get_by_role("button", name=t("class.vote.open", "en")).click()
    for page, squares in zip(students, (("h8", "h6"), ("b8", "b5"), ("h8", "h6")), strict=True):
        page.locator(LIVE).wait_for()
        play_places(page, *squares)
    teacher.wait_for_function("() => document.querySelector('[data-testid=vote-count]')?.textContent === '3'")
    teacher.get_by_role("button", name=t("class.vote.play", "en", move="h8-h6")).click()
    after_one = _after(after_one, "h8-h6")
    wait_for_shown(teacher, LIVE, after_one)
    for page in students:
        wait_for_shown(page, MIRROR, after_one)

    server.stop()
    server.start()  # the same port: the students' pages reconnect by themselves, in new sessions
    teacher.reload()  # the key the teacher's browser keeps opens the class as it was
    wait_for_shown(teacher, LIVE, after_one)
    for page in students:
        wait_for_shown(page, MIRROR, after_one)
    play_places(teacher, "b1", "b3")
    after_two = _after(after_one, "b1-b3")
    wait_for_shown(teacher, LIVE, after_two)
    for page in students:
        wait_for_shown(page, MIRROR, after_two)
    _quiz(server, teacher, students)
    for page in (teacher, *students):
        page.context.close()


def _counts(page, right: int, wrong: int, waiting: int) -> None:
    page.wait_for_function(
        "(want) => ['right', 'wrong', 'waiting'].every((r, i) => "
        "document.querySelector(`[data-testid=quiz-${r}]`)?.textContent === String(want[i]))",
        arg=[right, wrong, waiting],
    )


def _quiz(server: AppServer, teacher, students) -> None:
    """A lesson task sent as a quiz: each student's first move is judged, the teacher sees right / wrong / not
    yet, a restart in the middle loses no answer, and "Show the answer" plays it on every board."""
    step, right, wrong = task_moves("petteia", 1)
    choose_option(teacher, t("class.from.label", "en"), "2. ")
    teacher.get_by_role("button", name=t("class.quiz.send", "en")).click()
    wait_for_shown(teacher, LIVE, step.board.position)
    _counts(teacher, 0, 0, 3)
    for page, move in zip(students[:2], (right, wrong), strict=True):
        wait_for_shown(page, LIVE, step.board.position)
        play_places(page, *move.places)
    students[1].get_by_text(t("class.quiz.yours_wrong", "ru", move=wrong.text).replace("**", "")).wait_for()
    _counts(teacher, 1, 1, 1)
    server.stop()
    server.start()  # a restart in the middle of the quiz
    teacher.reload()
    _counts(teacher, 1, 1, 1)
    students[1].reload()  # the answer given before the restart is kept, and it is final
    students[1].get_by_text(t("class.quiz.yours_wrong", "ru", move=wrong.text).replace("**", "")).wait_for()
    wait_for_shown(students[1], LIVE, _after(step.board.position, wrong.text))
    wait_for_shown(students[2], LIVE, step.board.position)
    play_places(students[2], *right.places)
    students[2].get_by_text(t("class.quiz.yours_right", "en", move=right.text).replace("**", "")).wait_for()
    _counts(teacher, 2, 1, 0)
    teacher.get_by_role("button", name=t("class.quiz.show", "en")).click()
    answered = _after(step.board.position, step.board.answers[0])
    wait_for_shown(teacher, LIVE, answered)
    for page in students:
        wait_for_shown(page, MIRROR, answered)


ON_SCREEN = """(ids) => ids.filter((id) => {
  const box = document.querySelector(`[data-testid=${id}]`)?.getBoundingClientRect();
  return !box || !box.height || box.top < 0 || box.left < 0 || box.bottom > innerHeight || box.right > innerWidth;
})"""
"""The test ids of those elements that are missing or not wholly on the screen."""
TO_THE_TOP = (
    "() => { for (let box = document.querySelector('[data-testid=class-code]'); box; box = box.parentElement) "
    "box.scrollTop = 0; }"
)
"""Scroll the page back to its top (Streamlit's page scrolls in a box of its own)."""


def _fits(page, *ids: str) -> None:
    """Each of ``ids`` is wholly on the 1280x720 screen with the page scrolled to its top."""
    page.evaluate(TO_THE_TOP)
    assert page.evaluate(ON_SCREEN, ["game-board", "class-code", "class-qr", *ids]) == []


def _says(page: Page, text: str) -> None:
    """Waits for ``text``; if it never comes, the failure says what the page showed instead."""
    try:
        page.get_by_text(text).wait_for()
    except PlaywrightTimeout:
        shown = page.locator("[data-testid=stMain]").inner_text(timeout=5_000)
        raise AssertionError(f"never showed {text!r}; the page showed:\n{shown}") from None


def test_the_teachers_page_fits_a_projector_and_its_key_stays_out_of_the_address(browser, app_url):
    """Issue 22: at 1280x720 the board, the join code, the QR code and the open vote's count (then the quiz's
    counts) are on the screen at once; the address never holds the teacher's key, a reload opens the teacher's
    page again, and another device gets it with the teacher's PIN (a wrong one is refused in a sentence)."""
    context = browser.new_context(viewport={"width": 1280, "height": 720})
    teacher = context.new_page()
    teacher.set_default_timeout(TIMEOUT_MS)
    teacher.goto(f"{app_url}/class?new=1")
    code = teacher.locator("[data-testid=class-code]").inner_text().strip()
    teacher.wait_for_function("(name) => document.cookie.includes(name + '=')", arg=f"class-teacher-{code}")
    [key] = [c["value"] for c in context.cookies() if c["name"] == f"class-teacher-{code}"]
    assert teacher.url == f"{app_url}/class?code={code}" and key not in teacher.url
    teacher.locator(LIVE).wait_for()
    _fits(teacher)
    teacher.reload()
    teacher.locator(LIVE).wait_for()
    assert teacher.url == f"{app_url}/class?code={code}" and teacher.locator("[data-testid=class-qr]").is_visible()

    teacher.get_by_role("button", name=t("class.vote.open", "en")).click()
    teacher.locator("[data-testid=vote-count]").wait_for()
    _fits(teacher, "vote-count")
    teacher.get_by_role("button", name=t("class.vote.close", "en")).click()
    choose_option(teacher, t("class.from.label", "en"), "2. ")
    teacher.get_by_role("button", name=t("class.quiz.send", "en")).click()
    teacher.locator("[data-testid=quiz-counts]").wait_for()
    wait_for_run_to_end(teacher)
    _fits(teacher, "quiz-counts")
    assert key not in teacher.url

    teacher.get_by_role("button", name=t("class.pin.title", "en")).click()  # this session (the reload's) made no
    teacher.get_by_text(t("class.pin.none", "en")).wait_for()  # PIN: it shows none, and makes a new one
    teacher.get_by_role("button", name=t("class.pin.new", "en")).click()
    pin = teacher.locator("[data-testid=class-pin]").inner_text().strip()
    device = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()  # no cookie: a student's page
    device.set_default_timeout(TIMEOUT_MS)
    device.goto(f"{app_url}/class?code={code}")
    device.get_by_label(t("class.name", "en")).wait_for()
    wait_for_run_to_end(device)  # a fold opened while the first run still draws can be drawn shut by its end
    assert not device.locator("[data-testid=class-qr]").count()
    device.get_by_text(t("class.pin.ask", "en")).click()
    enter = device.get_by_role("button", name=t("class.pin.enter", "en"))
    device.get_by_label(t("class.pin.label", "en")).fill("ABCDEF")
    press_until(enter, device.get_by_text(t("class.pin.wrong", "en", code=code)))
    assert not device.locator("[data-testid=class-qr]").count()
    wait_for_run_to_end(device)
    device.get_by_label(t("class.pin.label", "en")).fill(pin)
    press_until(enter, device.locator("[data-testid=class-qr]"))
    device.locator(LIVE).wait_for()
    assert device.url == f"{app_url}/class?code={code}" and key not in device.url
    device.wait_for_function("(name) => document.cookie.includes(name + '=')", arg=f"class-teacher-{code}")
    device.reload()  # this device's browser keeps the key now
    device.locator("[data-testid=class-qr]").wait_for()
    old_link = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()  # a link with the key in it
    old_link.set_default_timeout(TIMEOUT_MS)
    old_link.goto(f"{app_url}/class?code={code}&teacher={key}")
    old_link.locator("[data-testid=class-qr]").wait_for()
    old_link.wait_for_url(f"{app_url}/class?code={code}")  # kept by the browser, taken out of the address
    old_link.wait_for_function("(name) => document.cookie.includes(name + '=')", arg=f"class-teacher-{code}")
    for page in (teacher, device, old_link):
        page.context.close()


def test_a_second_tab_of_the_same_browser_is_the_same_student_and_a_removed_one_is_told(browser, app_url):
    """Issue 24: the review joined again from new sessions and voted four times; a browser keeps its device id, so
    a second tab of it is the student already in the class (no second join, one vote), and a student the teacher
    removes is told so on their screen."""
    teacher = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
    teacher.set_default_timeout(TIMEOUT_MS)
    teacher.goto(f"{app_url}/class?new=1")
    code = teacher.locator("[data-testid=class-code]").inner_text().strip()
    phone = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True)
    first = phone.new_page()
    first.set_default_timeout(TIMEOUT_MS)
    first.goto(f"{app_url}/class?code={code}")
    first.get_by_label(t("class.name", "en")).fill("Ana")
    first.get_by_role("button", name=t("class.join", "en")).click()
    first.locator("[data-testid=class-you-are]").wait_for()
    first.wait_for_function("() => document.cookie.includes('class-device=')")
    second = phone.new_page()
    second.set_default_timeout(TIMEOUT_MS)
    second.goto(f"{app_url}/class?code={code}")
    second.locator("[data-testid=class-you-are]").wait_for()  # no join form: the same student
    assert "Ana" in second.locator("[data-testid=class-you-are]").inner_text()
    assert not second.get_by_label(t("class.name", "en")).count()
    teacher.get_by_text("Ana", exact=True).wait_for()
    assert teacher.get_by_text(t("class.students", "en", count=1)).count()
    teacher.get_by_role("button", name=t("class.remove.title", "en")).click()
    teacher.get_by_role("button", name=t("class.remove.button", "en"), exact=True).click()
    first.get_by_text(t("class.error.removed", "en", code=code)).wait_for()
    first.get_by_label(t("class.name", "en")).wait_for()  # the join form again, which refuses this device
    for page in (teacher, first):
        page.context.close()
