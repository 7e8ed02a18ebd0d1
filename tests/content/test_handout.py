"""Offline handouts: one self-contained HTML file per lesson and a board sheet per rule set."""

from __future__ import annotations

import html
import re

import pytest

from games import RULE_SETS, get_game
from ui.lessons.handout import board_sheet_html, handout_html
from ui.lessons.model import load_lesson
from ui.moves.words import answer_text
from ui.reference.model import load_teacher_notes

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
    assert '"staticPlot": true' in page


def _sections(page: str) -> tuple[str, str, str]:
    """The steps, the answers and the teacher's notes of a handout."""
    steps, _, rest = page.partition('<section class="step answers">')
    answers, _, notes = rest.partition('<section class="teachers">')
    return steps, answers, notes


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("rules", RULE_SETS)
def test_the_answers_come_in_words_and_places_after_all_the_steps_never_under_a_task(rules, lang):
    lesson = load_lesson("lessons", rules, lang)
    steps, answers, _ = _sections(handout_html(lesson, lang))
    for step in (s for s in lesson.steps if s.board.task):
        game = get_game(step.board.rules)  # a variant's step plays its rule set with the switch on
        state = game.parse_position(step.board.position)
        for text in step.board.answers:
            words = answer_text(game, game.describe(state, game.parse_move(state, text)), lang)
            assert html.escape(words) in answers
            assert html.escape(words) not in steps, f"{step.title}: the answer is printed with the steps"
        if step.after:  # what the lesson says once the task is solved gives the answer away: it goes with it
            first = html.escape(step.after.split()[0])
            assert first in answers
    assert "<code>" not in answers, "no engine notation in the answer key"
    assert not re.search(r"\b(enter|pass)\b", answers) or lang == "en", "an English move word in Russian"


def test_race_answers_name_the_coin_and_the_cells():
    page = handout_html(load_lesson("lessons", "knossos", "en"), "en")
    assert "coin 2: cell 19 → 11" in _sections(page)[1]
    assert "2+2" not in _sections(page)[1] and "0+2" not in _sections(page)[1]
    ru = handout_html(load_lesson("lessons", "patolli", "ru"), "ru")
    assert "ввести фишку на клетку 0" in _sections(ru)[1]


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_teachers_notes_are_printed_in_a_section_of_their_own_and_links_lose_their_address(lang):
    page = handout_html(load_lesson("lessons", "patolli", lang), lang)
    title, _ = load_teacher_notes("patolli", lang)
    notes = _sections(page)[2]
    assert html.escape(title) in notes and "<h3>" in notes
    assert "/glossary" not in page and "/sources" not in page
    assert "/play" not in page and "patolli%2BPAT-V1" not in page, "the variant's link to the play page"


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
