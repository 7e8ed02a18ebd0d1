"""The teacher's kit (``content/<lang>/kit/``): a worksheet and an assessment for each game in both languages,
the assessment's position questions checked by the engine, the Russian twin asking the same questions, and the
worksheet downloads self-contained."""

from __future__ import annotations

import html
import re

import pytest

from games import get_game
from tests.content.test_handout import _offline
from tests.test_content_quality import giveaways
from tests.test_curator_corrections import unchecked_sources, unmarked
from ui.lessons.handout import answer_words, handout_html, worksheet_html
from ui.lessons.model import Verdict, achieves, judge, load_lesson
from ui.museum.model import load_museum
from ui.reference.model import site_link, source_ids
from ui.teachers.model import SHEETS, TEXTS, load_sheet, load_text, parse_sheet

GAMES = [game["id"] for game in load_museum().games]
LANGS = ("en", "ru")
CYRILLIC = re.compile("[а-яё]", re.I)


def _boards(kind: str, game: str, lang: str) -> list:
    return [q.board for q in load_sheet(kind, game, lang).questions if q.board is not None]


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_every_game_has_a_worksheet_and_an_assessment_of_five_to_eight_questions(game, lang):
    worksheet, assessment = (load_sheet(kind, game, lang) for kind in SHEETS)
    assert len(worksheet.questions) >= 4
    assert 5 <= len(assessment.questions) <= 8
    assert sum(q.position for q in assessment.questions) >= 2, "the assessment asks about positions"
    for sheet in (worksheet, assessment):
        assert sheet.title and sheet.intro
        for question in sheet.questions:
            assert question.title and question.answer and (question.text or question.board)
            for text in (question.title, question.text, question.answer, question.board and question.board.task):
                if text:
                    assert bool(CYRILLIC.search(text)) == (lang == "ru"), f"{lang} {game} {question.title}: {text[:60]}"


@pytest.mark.parametrize("kind", SHEETS)
@pytest.mark.parametrize("game", GAMES)
def test_every_position_question_is_answered_right_by_the_engine_and_not_by_every_move(kind, game):
    for board in _boards(kind, game, "en"):
        if not board.task:
            continue
        rules = get_game(board.rules)
        state = rules.parse_position(board.position)
        assert rules.outcome(state) is None, f"{board.task}: the game is already over"
        answers = [rules.describe(state, rules.parse_move(state, text)) for text in board.answers]
        assert all(judge(board, move) is Verdict.SOLVED for move in answers), board.task
        if board.goal:
            assert all(achieves(rules, state, move, board.goal) for move in answers), board.task
        assert any(judge(board, move) is Verdict.OTHER for move in rules.moves(state)), f"{board.task}: any move"
        assert not giveaways(board), f"{board.task}: {giveaways(board)}"


@pytest.mark.parametrize("kind", SHEETS)
@pytest.mark.parametrize("game", GAMES)
def test_the_russian_twin_asks_the_same_questions_on_the_same_boards(kind, game):
    en, ru = load_sheet(kind, game, "en"), load_sheet(kind, game, "ru")
    assert len(en.questions) == len(ru.questions)
    same = ("rules", "position", "highlights", "arrows", "answers", "goal", "teaches")
    for a, b in zip(en.questions, ru.questions, strict=True):
        assert (a.board is None) == (b.board is None), a.title
        if a.board and b.board:
            assert [getattr(a.board, f) for f in same] == [getattr(b.board, f) for f in same], a.title
            assert bool(a.board.task) == bool(b.board.task) and bool(a.board.caption) == bool(b.board.caption)


def test_a_sheet_names_the_line_of_a_mistake():
    with pytest.raises(ValueError, match="exactly one ```answer"):
        parse_sheet("# T\n\nIntro.\n\n## Q\n\nWhat?\n")
    board = "```board\nrules: petteia\nposition: 8/8\n```\n"
    with pytest.raises(ValueError, match="bad position"):
        parse_sheet(f"# T\n\n## Q\n\n{board}\n```answer\nA.\n```\n")
    sheet = parse_sheet("# T\n\nIntro.\n\n## Q\n\nWhat?\n\n```answer\nThis.\n```\n")
    assert [(q.title, q.text, q.answer, q.position) for q in sheet.questions] == [("Q", "What?", "This.", False)]


@pytest.mark.parametrize("lang", LANGS)
def test_the_texts_are_in_both_languages_with_the_same_sections_and_cite_only_listed_sources(lang):
    for name in TEXTS:
        text, twin = load_text(name, lang), load_text(name, "ru" if lang == "en" else "en")
        assert text.title and text.intro and len(text.sections) == len(twin.sections), name
        assert bool(CYRILLIC.search(text.intro)) == (lang == "ru"), name
    guide = load_text("guide", lang)
    tracks = [heading for heading, _ in guide.sections]
    assert len(tracks) == 2 and "12–14" in tracks[0] and "15–16" in tracks[1], "the two tracks, by age"
    reading = "\n".join(body for _, body in load_text("reading", lang).sections)
    cited = re.findall(r"\]\(/sources(?:\?lang=ru)?#([\w-]+)\)", reading)
    assert len(set(cited)) >= 8 and set(cited) <= source_ids()
    assert all(f"]({site_link('sources', anchor, lang)})" in reading for anchor in cited), "the language is kept"
    assert not unmarked(reading, lang, unchecked_sources()), "a work we have not checked is marked so"


@pytest.mark.parametrize("lang", LANGS)
@pytest.mark.parametrize("game", GAMES)
def test_a_worksheet_download_is_self_contained_with_the_answers_after_the_questions(game, lang):
    page = worksheet_html(game, lang)
    _offline(page)
    assert len(page.encode("utf-8")) <= 1_500_000, "no heavier than a lesson's handout"
    questions, _, key = page.partition('<section class="step answers">')
    assert key and '<section class="assessment">' in questions
    for kind in SHEETS:
        for question in load_sheet(kind, game, lang).questions:
            assert html.escape(question.title) in questions
            board = question.board
            if board is not None and board.task:
                words = html.escape(answer_words(board, lang))
                assert words in key and words not in questions, question.title


@pytest.mark.parametrize("lang", LANGS)
def test_a_lesson_handout_points_to_the_kit_in_words(lang):
    page = handout_html(load_lesson("lessons", "petteia", lang), lang)
    notes = page.partition('<section class="teachers">')[2]
    assert ("For teachers" if lang == "en" else "Учителям") in notes and "/teachers" not in page
