"""A teacher's arrows and circles reach every student: drawn on the class's board with the mouse's right button,
they appear on each student's board (which takes no drawings of its own) and go when the position changes."""

from __future__ import annotations

import json

from tests.support.game_board import (
    TIMEOUT_MS,
    drag_place,
    play_places,
    wait_for_arrows,
    wait_for_board,
    wait_for_run_to_end,
)
from ui.i18n import t

MIRROR = "[data-testid=game-board][role=img]"
START = "pppppppp/8/8/8/8/8/8/PPPPPPPP l 0 -"


def test_the_teachers_arrows_appear_on_every_students_board(browser, app_url):
    teacher = browser.new_context(viewport={"width": 1280, "height": 720}).new_page()
    teacher.set_default_timeout(TIMEOUT_MS)
    teacher.goto(f"{app_url}/class?new=1")
    code = teacher.locator("[data-testid=class-code]").inner_text().strip()
    wait_for_board(teacher)
    students = []
    try:
        for name, lang in (("Ana", "en"), ("Борис", "ru")):
            page = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True).new_page()
            page.set_default_timeout(TIMEOUT_MS)
            page.goto(f"{app_url}/class?code={code}&lang={lang}")
            page.get_by_label(t("class.name", lang)).fill(name)
            page.get_by_role("button", name=t("class.join", lang)).click()
            page.wait_for_function("([s, p]) => document.querySelector(s)?.dataset.position === p", arg=[MIRROR, START])
            students.append(page)
        wait_for_run_to_end(teacher)
        drag_place(teacher, "a1", "a5", button="right")
        drag_place(teacher, "d4", "d4", button="right")
        wait_for_arrows(teacher, [["a1", "a5"], ["d4", "d4"]])
        for page in students:
            wait_for_arrows(page, [["a1", "a5"], ["d4", "d4"]], MIRROR)
        mirror = students[0].locator(MIRROR)
        box, spots = mirror.bounding_box(), json.loads(mirror.get_attribute("data-places") or "{}")
        assert box is not None
        students[0].mouse.click(box["x"] + spots["b1"][0], box["y"] + spots["b1"][1], button="right")
        assert json.loads(mirror.get_attribute("data-arrows") or "") == [["a1", "a5"], ["d4", "d4"]]  # none of its own
        play_places(teacher, "b1", "b3")  # a new position: the drawings stay with the old one
        for page in students:
            wait_for_arrows(page, [], MIRROR)
    finally:
        for page in [teacher, *students]:
            page.context.close()
