"""Presentation mode through AppTest, for every rule set's lesson: each step shows its counter, its board at the
step's position, and, when it has a task, the task and the "Show me" button.  That every step fits a 1280x720 and
a 1920x1080 projector without scrolling is measured in the browser (tests/browser/test_present_fit_browser.py).
Outside presentation mode the lesson's title and introduction open its first step only; a later step names the
lesson on one line."""

from __future__ import annotations

import pytest

from games import RULE_SETS, get_game
from tests.app.app_session import boards, button, open_page
from ui.i18n import t
from ui.lessons.model import load_lesson, slide_parts


@pytest.mark.parametrize("rules", RULE_SETS)
def test_in_presentation_mode_every_slide_shows_its_board_its_task_and_show_me(rules):
    """Next walks every slide, a long step's two or three (``part`` in the URL) before the next step."""
    lesson = load_lesson("lessons", rules, "en")
    at = open_page("lessons", rules=rules, step="1", present="1")
    slides = [(n, s, part) for n, s in enumerate(lesson.steps, start=1) for part in range(len(slide_parts(s)))]
    for count, (number, step, part) in enumerate(slides, start=1):
        assert not at.exception, (rules, number)
        assert (at.query_params["step"], at.query_params.get("part", "1")) == (str(number), str(part + 1))
        assert any(e.value.endswith(f"· {number} / {len(lesson.steps)}") for e in at.markdown), number
        assert slide_parts(step)[part] in [e.value for e in at.markdown], (number, part)
        game = get_game(step.board.rules)
        assert boards(at)[0]["position"] == game.format_position(game.parse_position(step.board.position)), number
        if step.board.task:
            assert [e for e in at.markdown if 'data-testid="task"' in e.value and step.board.task in e.value], number
            assert button(at, t("lesson.show", "en")), number
        if count < len(slides):
            at = button(at, t("lesson.next", "en")).click().run()
    assert at.query_params["present"] == "1"


def _texts(at) -> list[str]:
    return [e.value for e in at.markdown]


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("rules", ["petteia", "patolli"])
def test_the_introduction_opens_the_first_step_only_and_a_later_step_names_the_lesson_on_one_line(rules, lang):
    lesson = load_lesson("lessons", rules, lang)
    at = open_page("lessons", rules=rules, step="1", lang=lang)
    assert not at.exception
    assert [e.value for e in at.title] == [lesson.title]
    assert lesson.intro and lesson.intro in _texts(at)
    at = button(at, t("lesson.next", lang)).click().run()
    assert not at.exception and at.query_params["step"] == "2"
    assert not at.title and lesson.intro not in _texts(at)
    assert f"**{lesson.title}**" in _texts(at)
    assert f"## {lesson.steps[1].title}" in _texts(at)
    at = open_page("lessons", rules=rules, step=str(len(lesson.steps)), lang=lang)
    assert lesson.intro not in _texts(at) and f"**{lesson.title}**" in _texts(at)
    at = button(at, t("lesson.previous", lang)).click().run()  # back towards the start: the step 1 page again
    for _ in range(len(lesson.steps) - 2):
        at = button(at, t("lesson.previous", lang)).click().run()
    assert (
        at.query_params["step"] == "1" and lesson.intro in _texts(at) and [e.value for e in at.title] == [lesson.title]
    )


def test_a_long_step_takes_two_slides_and_previous_comes_back_to_its_last_one():
    """Knossos's second step is too long for one slide: Previous from step 3 lands on its second slide, Previous
    again on its first (which says it continues), Next twice back to step 3; leaving presentation mode shows the
    whole step again."""
    lesson = load_lesson("lessons", "knossos", "en")
    step = lesson.steps[1]
    parts = slide_parts(step)
    assert len(parts) == 2 and all(parts) and "\n\n".join(parts) == step.before
    at = open_page("lessons", rules="knossos", step="3", present="1")
    at = button(at, t("lesson.previous", "en")).click().run()
    assert (at.query_params["step"], at.query_params["part"]) == ("2", "2") and parts[1] in _texts(at)
    assert t("lesson.continued", "en", part=2, parts=2) in [e.value for e in at.caption]
    at = button(at, t("lesson.previous", "en")).click().run()
    assert at.query_params["step"] == "2" and "part" not in at.query_params and parts[0] in _texts(at)
    assert t("lesson.continues", "en") in [e.value for e in at.caption] and parts[1] not in _texts(at)
    at = button(at, t("lesson.next", "en")).click().run()
    assert at.query_params["part"] == "2"
    at = button(at, t("lesson.next", "en")).click().run()
    assert at.query_params["step"] == "3" and "part" not in at.query_params
    at = button(at, t("lesson.previous", "en")).click().run()
    at = button(at, t("lesson.exit", "en")).click().run()
    assert "part" not in at.query_params and "present" not in at.query_params and step.before in _texts(at)
