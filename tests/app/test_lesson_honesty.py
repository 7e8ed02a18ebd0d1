"""A task the learner was shown is not one they solved (issue 25, "honest lessons"): "Show me", then "Again", then
the move just shown counts as shown, not solved; the progress and the link keep both."""

from __future__ import annotations

import pytest

from tests.app.app_session import button, open_page
from ui.i18n import t
from ui.lessons.model import load_lesson

STEP = 3
"""Petteia's third step: capture the dark stone on d5 (answer e1-e5)."""
ANSWER = load_lesson("lessons", "petteia", "en").steps[STEP - 1].board.answers[0]
TYPED = f"lesson:typed:petteia:{STEP - 1}"


def _progress(at) -> str:
    return at.get("progress")[0].proto.text


def _shown_then_played(lang: str = "en"):
    at = open_page("lessons", rules="petteia", step=str(STEP), lang=lang)
    at = button(at, t("lesson.show", lang)).click().run()
    at = button(at, t("lesson.again", lang)).click().run()
    return at.selectbox(key=TYPED).select(ANSWER).run()


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_show_me_then_again_then_the_move_shown_counts_as_shown_not_solved(lang):
    at = _shown_then_played(lang)
    assert not at.success, "no praise for the move just shown"
    [said] = [i.value for i in at.info if i.value.startswith("**")]
    assert said == t("lesson.solved_after_shown", lang, move=said.split("**")[1])
    assert "done" not in at.query_params and at.query_params["shown"] == str(STEP)
    counter = t("lesson.counter", lang, step=STEP, total=10, done=0, tasks=8)
    assert _progress(at) == t("lesson.counter_shown", lang, counter=counter, shown=1)


def test_a_step_solved_before_its_answer_was_shown_stays_solved():
    at = open_page("lessons", rules="petteia", step=str(STEP))
    at = at.selectbox(key=TYPED).select(ANSWER).run()
    assert at.query_params["done"] == str(STEP)
    at = button(at, t("lesson.again", "en")).click().run()
    at = button(at, t("lesson.show", "en")).click().run()
    assert at.query_params["done"] == str(STEP) and "shown" not in at.query_params
    assert "tasks solved: 1 of 8" in _progress(at) and "shown" not in _progress(at)


def test_the_link_keeps_the_steps_shown_and_restart_forgets_them():
    at = _shown_then_played()
    reloaded = open_page("lessons", **{name: at.query_params[name] for name in ("rules", "step", "shown")})
    assert reloaded.query_params["shown"] == str(STEP)
    assert "answers shown: 1" in _progress(reloaded)
    again = reloaded.selectbox(key=TYPED).select(ANSWER).run()
    assert "done" not in again.query_params, "a step shown stays shown after a reload"
    restarted = button(again, t("lesson.restart", "en")).click().run()
    assert "shown" not in restarted.query_params and "shown" not in _progress(restarted)


def test_a_garbled_list_of_shown_steps_is_passed_over_and_a_step_in_both_lists_counts_as_solved():
    at = open_page("lessons", rules="petteia", step="2", done="3", shown="3.x.999.-1.5")
    assert not at.exception
    assert at.query_params["done"] == "3" and at.query_params["shown"] == "5"
