"""Take the README's screenshots: a phone's Play page (Petteia and Patolli) and lesson, presentation mode on a
1280x720 projector, a museum kiosk's upright screen, the replay of a Patolli game with its charts, the
reconstruction lab on a laptop and a phone, a game with Bell's variants on, a class in the middle of a vote and of a
quiz (the teacher's projector and a student's phone), and an online game (the creator's phone and the friend's
laptop), in English and Russian.  Run with the app served
on ``--url`` (default http://localhost:8501):

    .venv/bin/python -m bench.screenshots
"""

from __future__ import annotations

import argparse
import random
from pathlib import Path
from typing import Any
from urllib.parse import urlencode

from playwright.sync_api import Browser, Page, sync_playwright

from games.chance import throw_from
from games.records import GameRecord
from tests.support.chromium import ARGS, launch_options
from tests.support.game_board import choose_option, play_places
from tests.support.lesson_tasks import task_moves
from ui.i18n import t
from ui.moves.link import game_link

DOCS = Path(__file__).resolve().parents[1] / "docs"
PHONE: dict[str, Any] = {
    "viewport": {"width": 390, "height": 844},
    "has_touch": True,
    "is_mobile": True,
    "device_scale_factor": 2,
}
PROJECTOR: dict[str, Any] = {"viewport": {"width": 1280, "height": 720}}
LAPTOP: dict[str, Any] = {"viewport": {"width": 1280, "height": 1250}}
KIOSK: dict[str, Any] = {"viewport": {"width": 1080, "height": 1920}, "has_touch": True}
"""A gallery's upright touch screen."""
QUIZ_STEP = 1
"""The Petteia lesson's step sent as a quiz in the screenshots (0-based)."""


def sample_game(rules: str, plies: int, seed: int) -> str:
    """The link of a game of ``plies`` random moves and fair throws (the same every time for a ``seed``)."""
    record, rng = GameRecord.start(rules), random.Random(seed)
    for _ in range(plies):
        game, state = record.game, record.state
        chances = game.chance_outcomes(state)
        record = record.play_raw(throw_from(chances, rng.random()) if chances else rng.choice(game.legal_moves(state)))
    return urlencode(game_link(record)[0])


SHOTS: list[tuple[str, dict[str, Any], str]] = [
    ("phone-play-{lang}.png", PHONE, "/play?rules=petteia&lang={lang}"),
    ("phone-play-patolli-{lang}.png", PHONE, "/play?rules=patolli&lang={lang}"),
    ("phone-lesson-{lang}.png", PHONE, "/lessons?rules=latrunculi-kowalski&step=3&lang={lang}"),
    ("present-patolli-{lang}.png", PROJECTOR, "/lessons?rules=patolli&step=4&present=1&lang={lang}"),
    ("present-knossos-{lang}.png", PROJECTOR, "/lessons?rules=knossos&step=3&present=1&lang={lang}"),
    ("replay-patolli-{lang}.png", LAPTOP, f"/replay?{sample_game('patolli', 80, 4)}&at=50&lang={{lang}}"),
    ("lab-bell-{lang}.png", LAPTOP, "/lab?q=bell-corner&lang={lang}"),
    ("phone-lab-{lang}.png", PHONE, "/lab?q=knossos-coins&lang={lang}"),
    ("play-variant-{lang}.png", LAPTOP, "/play?rules=latrunculi-bell%2BLBE-V1%2BLBE-V2&lang={lang}"),
    ("kiosk-{lang}.png", KIOSK, "/?kiosk=1&idle=3&lang={lang}"),
]


def _class(browser: Browser, url: str, lang: str) -> tuple[Page, list[Page]]:
    """A new class on a projector, and five students on phones who have joined it."""
    teacher = browser.new_context(**PROJECTOR).new_page()
    teacher.goto(f"{url}/class?new=1&lang={lang}")
    code = teacher.locator("[data-testid=class-code]").inner_text().strip()
    students = []
    for name in ("Ana", "Boris", "Chen", "Dana", "Eva"):
        student = browser.new_context(**PHONE).new_page()
        student.goto(f"{url}/class?code={code}&lang={lang}")
        student.locator("input[type=text]").first.fill(name)
        student.keyboard.press("Enter")
        student.wait_for_selector("[data-testid=game-board][role=img]", timeout=60_000)
        students.append(student)
    return teacher, students


def _shoot(teacher: Page, students: list[Page], student: Page, teacher_file: str, student_file: str) -> None:
    """The teacher's and one student's screens, once the fragments have drawn; then the class's pages close."""
    teacher.wait_for_timeout(1500)
    teacher.screenshot(path=DOCS / teacher_file)
    student.wait_for_timeout(500)
    student.screenshot(path=DOCS / student_file)
    for page in (teacher, *students):
        page.context.close()
    print(teacher_file, student_file)


def class_shots(browser: Browser, url: str, lang: str) -> None:
    """A class in the middle of a vote: the teacher's projector (code, QR code, tally) and a student's phone."""
    teacher, students = _class(browser, url, lang)
    play_places(teacher, "c1", "c4")
    teacher.get_by_role("button").filter(has_text=t("class.vote.open", lang)).click()
    for student, squares in zip(students[:4], (("f8", "f5"), ("f8", "f5"), ("d8", "d6"), ("f8", "f5")), strict=True):
        student.locator("[data-testid=game-board][role=application]").wait_for(timeout=30_000)
        play_places(student, *squares)
    teacher.wait_for_function("() => document.querySelector('[data-testid=vote-count]')?.textContent === '4'")
    _shoot(teacher, students, students[0], f"class-teacher-{lang}.png", f"phone-class-{lang}.png")


def quiz_shots(browser: Browser, url: str, lang: str) -> None:
    """A quiz in a class: the teacher's projector with right / wrong / not yet, and a student's phone."""
    step, right, wrong = task_moves("petteia", QUIZ_STEP)
    teacher, students = _class(browser, url, lang)
    choose_option(teacher, t("class.from.label", lang), f"{QUIZ_STEP + 1}. ")
    teacher.get_by_role("button").filter(has_text=t("class.quiz.send", lang)).click()
    for student, move in zip(students[:4], (right, right, wrong, right), strict=True):
        student.locator("[data-testid=game-board][role=application]").wait_for(timeout=30_000)
        play_places(student, *move.places)
    teacher.wait_for_function("() => document.querySelector('[data-testid=quiz-right]')?.textContent === '3'")
    teacher.evaluate(  # back to the top, where the whole teacher's page fits (the quiz was chosen further down)
        "for (let box = document.querySelector('[data-testid=class-code]'); box; box = box.parentElement) "
        "box.scrollTop = 0"
    )
    _shoot(teacher, students, students[2], f"class-quiz-teacher-{lang}.png", f"phone-class-quiz-{lang}.png")


def online_shots(browser: Browser, url: str, lang: str) -> None:
    """An online game of Patolli (quick): the creator's phone after a throw, and the friend's laptop."""
    phone = browser.new_context(**PHONE).new_page()
    phone.goto(f"{url}/play?rules=patolli-quick&lang={lang}")
    phone.wait_for_selector("[data-testid=game-board][data-places]", timeout=60_000)
    phone.get_by_text(t("online.start.title", lang)).click()
    phone.get_by_role("button", name=t("online.start.go", lang)).click()
    phone.wait_for_url("**/online?**", timeout=60_000)
    invite = phone.locator("[data-testid=invite-link]").get_attribute("href") or ""
    laptop = browser.new_context(**LAPTOP).new_page()
    laptop.goto(invite)
    laptop.wait_for_selector("[data-testid=game-board][data-places]", timeout=60_000)
    phone.locator("[data-testid=opponent-status][data-status=connected]").wait_for(timeout=30_000)
    before = laptop.locator("[data-testid=game-board][data-places]").get_attribute("data-position")
    phone.locator("[data-testid=throw]").click()
    laptop.wait_for_function(  # the throw has reached the friend's board
        "p => document.querySelector('[data-testid=game-board][data-places]')?.dataset.position !== p", arg=before
    )
    for page, name in ((phone, f"phone-online-{lang}.png"), (laptop, f"online-{lang}.png")):
        page.wait_for_timeout(1500)
        page.screenshot(path=DOCS / name)
        print(name)
    phone.context.close()
    laptop.context.close()


def main() -> None:
    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--url", default="http://localhost:8501")
    url = parser.parse_args().url
    with sync_playwright() as p:
        browser = p.chromium.launch(args=ARGS, **launch_options()[0])
        for lang in ("en", "ru"):
            for name, device, path in SHOTS:
                page = browser.new_context(**device).new_page()
                page.goto(url + path.format(lang=lang))
                page.wait_for_selector("[data-testid=game-board][data-places]", timeout=60_000)
                page.wait_for_timeout(1500)
                page.screenshot(path=DOCS / name.format(lang=lang))
                page.context.close()
                print(name.format(lang=lang))
            class_shots(browser, url, lang)
            quiz_shots(browser, url, lang)
            online_shots(browser, url, lang)
        browser.close()


if __name__ == "__main__":
    main()
