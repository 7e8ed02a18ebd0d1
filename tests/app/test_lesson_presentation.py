"""Presentation mode through AppTest, for every rule set's lesson: each step shows its counter, its board at the
step's position, and, when it has a task, the task and the "Show me" button.  That they all fit on a
1280x720 projector without scrolling is measured in the browser on one grid and one race rule set
(tests/browser/test_board_browser.py)."""

from __future__ import annotations

import pytest

from games import RULE_SETS, get_game
from tests.app.app_session import boards, button, open_page
from ui.i18n import t
from ui.lessons.model import load_lesson


@pytest.mark.parametrize("rules", RULE_SETS)
def test_in_presentation_mode_every_step_shows_its_board_its_task_and_show_me(rules):
    lesson = load_lesson("lessons", rules, "en")
    at = open_page("lessons", rules=rules, step="1", present="1")
    for number, step in enumerate(lesson.steps, start=1):
        assert not at.exception, (rules, number)
        assert any(e.value.endswith(f"· {number} / {len(lesson.steps)}") for e in at.markdown), number
        game = get_game(step.board.rules)
        assert boards(at)[0]["position"] == game.format_position(game.parse_position(step.board.position)), number
        if step.board.task:
            assert any(e.value.startswith(f"**{t('lesson.task', 'en')}**") for e in at.info), number
            assert button(at, t("lesson.show", "en")), number
        if number < len(lesson.steps):
            at = button(at, t("lesson.next", "en")).click().run()
    assert at.query_params["present"] == "1"
