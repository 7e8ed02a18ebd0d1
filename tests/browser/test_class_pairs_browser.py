"""Pairs in class in real browsers (issue 26, "Done when": a pairs-in-class browser test with four students): a
teacher on a projector's screen and four students on phones, each in a browser context of their own; the teacher
pairs them at random and sees two small boards; a move made in one game (through the store, as the online game
page sends it) appears on the teacher's small board; "Show on the projector" puts that game on every student's class
board, and each student's page links to their own seat of their own game."""

from __future__ import annotations

import time

from classroom import online
from classroom.store import SqliteStore
from games.core import LIGHT
from tests.support.game_board import TIMEOUT_MS, wait_for_shown
from tests.support.server import AppServer
from ui.i18n import t

MIRROR = "[data-testid=game-board][role=img]"
START = "pppppppp/8/8/8/8/8/8/PPPPPPPP l 0 -"
NAMES = ("Ana", "Бо́рис", "<i>Chen</i>", "Dana")


def test_the_teacher_pairs_four_students_watches_both_games_and_shows_one_on_the_projector(browser, tmp_path, request):
    server = AppServer({"CLASS_STORE": str(tmp_path / "classes.sqlite")})
    request.addfinalizer(server.stop)
    url = server.start()
    store = SqliteStore(tmp_path / "classes.sqlite")
    teacher = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
    teacher.set_default_timeout(TIMEOUT_MS)
    teacher.goto(f"{url}/class?new=1")
    code = teacher.locator("[data-testid=class-code]").inner_text().strip()
    students = []
    for number, name in enumerate(NAMES):
        lang = "ru" if number == 1 else "en"
        context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
        page = context.new_page()
        page.set_default_timeout(TIMEOUT_MS)
        page.goto(f"{url}/class?code={code}&lang={lang}")
        page.get_by_label(t("class.name", lang)).fill(name)
        page.get_by_role("button", name=t("class.join", lang)).click()
        wait_for_shown(page, MIRROR, START)
        students.append((page, lang))
    for name in NAMES:
        teacher.get_by_text(name, exact=True).first.wait_for()

    teacher.get_by_text(t("pairs.title", "en"), exact=True).click()
    teacher.get_by_role("button", name=t("pairs.random", "en")).click()
    small = teacher.locator("[data-testid=pair-game]")
    small.nth(1).wait_for()
    assert small.count() == 2
    seats = store.seats(code)
    assert len(seats) == 4 and len({seat.game_id for seat in seats}) == 2
    for game_id in {seat.game_id for seat in seats}:
        wait_for_shown(teacher, f".st-key-pair-{game_id} {MIRROR}", START)

    light = next(seat for seat in seats if seat.side == LIGHT)
    moved = store.change_game(light.game_id, lambda g: online.play(g, light.token, "a1-a3", time.time()), time.time())
    played = online.record(moved)
    after = played.game.format_position(played.state)
    wait_for_shown(teacher, f".st-key-pair-{light.game_id} {MIRROR}", after)  # within the small boards' refresh

    by_student = {seat.student: seat for seat in seats}
    for (page, lang), student in zip(students, store.students(code), strict=True):  # in the order they joined
        seat = by_student[student]
        link = page.get_by_role("link", name=t("pairs.play", lang))
        href = link.get_attribute("href") or ""
        assert f"game={seat.game_id}&seat={seat.token}" in href
        assert all(other.token not in page.content() for other in seats if other is not seat)

    teacher.locator(f".st-key-pair-{light.game_id}").get_by_role("button", name=t("pairs.show", "en")).click()
    teacher.get_by_role("button", name=t("pairs.take_back", "en")).wait_for()
    for page, _ in students:
        wait_for_shown(page, MIRROR, after)
        page.locator("[data-testid=shown-game]").wait_for()
    dark = next(seat for seat in seats if seat.game_id == light.game_id and seat.side != LIGHT)
    again = store.change_game(light.game_id, lambda g: online.play(g, dark.token, "a8-a6", time.time()), time.time())
    replayed = online.record(again)
    # the class board follows the game
    wait_for_shown(students[0][0], MIRROR, replayed.game.format_position(replayed.state))

    teacher.get_by_role("button", name=t("pairs.take_back", "en")).click()
    for page, _ in students:
        wait_for_shown(page, MIRROR, START)
    for page in (teacher, *(page for page, _ in students)):
        page.context.close()
