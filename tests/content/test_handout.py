"""Offline handouts: one self-contained HTML file per lesson and a board sheet per rule set."""

from __future__ import annotations

import re

import pytest

from games import RULE_SETS
from ui.content.handout import board_sheet_html, handout_html
from ui.content.lesson import load_lesson

EXTERNAL = re.compile(r"""<(?:script|link|img|iframe)\b[^>]*\b(?:src|href)\s*=\s*["']?(?:https?:)?//""", re.I)
IMPORTS = re.compile(r"@import\s+(?:url\()?\s*[\"']?(?:https?:)?//", re.I)


def _offline(page: str) -> None:
    assert page.startswith("<!DOCTYPE html>")
    assert not EXTERNAL.search(page), EXTERNAL.search(page).group(0)
    assert not IMPORTS.search(page)
    assert page.count("<script") >= 2 and "Plotly.newPlot" in page
    assert page.count("plotly.js (basic - minified) v") == 1, "the small bundle is inlined exactly once"
    assert "plotly.js v" not in page, "never the full bundle"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_lesson_handout_is_self_contained_and_has_every_step_and_the_answers(lang):
    lesson = load_lesson("lessons", "petteia", lang)
    page = handout_html(lesson, lang)
    _offline(page)
    assert page.count('<section class="step') == len(lesson.steps) + 1  # the steps, then the answers
    assert page.count("Plotly.newPlot") == len(lesson.steps)
    for step in lesson.steps:
        assert step.title in page or step.title.replace("'", "&#x27;") in page
        for answer in step.board.answers[:1]:
            assert f"<code>{answer}</code>" in page
    assert '"staticPlot": true' in page


@pytest.mark.parametrize("rules", RULE_SETS)
def test_every_rule_set_has_a_printable_board_sheet(rules):
    page = board_sheet_html(rules, "ru")
    _offline(page)
    assert page.count("Plotly.newPlot") == 1
    assert page.count("<li>") == len(load_lesson("lessons", rules, "ru").steps)


def test_a_race_lesson_handout_draws_race_boards():
    lesson = load_lesson("lessons", "knossos", "en")
    page = handout_html(lesson, "en")
    _offline(page)
    assert page.count("Plotly.newPlot") == len(lesson.steps)


@pytest.mark.parametrize("rules", RULE_SETS)
def test_every_handout_weighs_at_most_one_and_a_half_megabytes(rules):
    for lang in ("en", "ru"):
        size = len(handout_html(load_lesson("lessons", rules, lang), lang).encode("utf-8"))
        assert size <= 1_500_000, (lang, size)
