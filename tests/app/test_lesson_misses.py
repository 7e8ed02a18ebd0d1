"""A legal move that misses a lesson's task is told why in the task's terms (issue 25, honest lessons):
``ui.lessons.misses``, then the lesson page's warning, in both languages."""

from __future__ import annotations

from dataclasses import replace

import pytest

from games import get_game
from tests.app.app_session import open_page
from ui.i18n import LANGUAGES, t
from ui.lessons.misses import Miss, missed
from ui.lessons.model import Verdict, judge, load_lesson

LESSONS = ("petteia", "knossos", "patolli", "latrunculi-bell", "latrunculi-kowalski", "latrunculi-schadler")


def _step(rules: str, text: str):
    """The step of ``rules``'s lesson whose task contains ``text``."""
    return next(s for s in load_lesson("lessons", rules, "en").steps if text in s.board.task)


def _missed(step, text: str) -> Miss | None:
    game = get_game(step.board.rules)
    state = game.parse_position(step.board.position)
    move = game.describe(state, game.parse_move(state, text))
    assert judge(step.board, move) is Verdict.OTHER, text
    return missed(step.board, move)


def test_a_move_that_takes_nothing_names_the_piece_the_task_named():
    assert _missed(_step("petteia", "on d5 in one move"), "e1-e2") == Miss(
        "lesson.miss.capture_named.grid", {"target": "d5"}
    )


def test_a_piece_the_task_does_not_name_is_not_given_away():
    step = _step("petteia", "Capture the one that can be taken")
    assert _missed(step, "b1-b2") == Miss("lesson.miss.capture")


def test_a_move_that_takes_fewer_than_the_task_asks_says_how_many():
    """The lesson's "Two at once" with one more dark stone, on a4, that h3-a3 takes alone."""
    board = replace(_step("petteia", "Take two dark stones").board, position="p6p/8/8/PPp1pP2/p7/7P/8/3P4 l 0 -")
    game = get_game("petteia")
    state = game.parse_position(board.position)
    one = game.describe(state, game.parse_move(state, "h3-a3"))
    assert one.captures == ("a4",) and judge(board, one) is Verdict.OTHER
    assert missed(board, one) == Miss("lesson.miss.fewer", {"took": 1, "need": 2})


def test_another_ship_than_the_one_the_task_names_is_told_so_on_a_race_board():
    step = _step("knossos", "Jump the dark ship on cell 12")
    game = get_game("knossos")
    state = game.parse_position(step.board.position)
    other = next(
        m for m in (game.describe(state, raw) for raw in game.legal_moves(state)) if m.places and m.places[0] != "11"
    )
    said = missed(step.board, other)
    assert said == Miss("lesson.miss.piece.race", {"start": other.places[0], "wanted": "11"})


def test_a_move_that_does_not_win_a_win_task_says_the_game_goes_on():
    step = next(s for s in load_lesson("lessons", "knossos", "en").steps if s.board.goal == "win")
    game = get_game("knossos")
    state = game.parse_position(step.board.position)
    other = next(
        m
        for m in (game.describe(state, raw) for raw in game.legal_moves(state))
        if judge(step.board, m) is Verdict.OTHER
    )
    assert missed(step.board, other) == Miss("lesson.miss.win")


@pytest.mark.parametrize("rules", LESSONS)
def test_every_wrong_move_of_every_task_reads_in_both_languages(rules):
    """Every legal move that misses a task of the lesson: a reason or none, and a reason reads in both languages."""
    for step in load_lesson("lessons", rules, "en").steps:
        if not step.board.task:
            continue
        game = get_game(step.board.rules)
        state = game.parse_position(step.board.position)
        for raw in game.legal_moves(state):
            move = game.describe(state, raw)
            if judge(step.board, move) is Verdict.SOLVED:
                continue
            miss = missed(step.board, move)
            if miss is not None:
                for lang in LANGUAGES:
                    text = t(miss.key, lang, **miss.args)
                    assert text and "{" not in text and text != miss.key, (rules, step.title, miss)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_lesson_page_puts_the_reason_after_the_move(lang):
    at = open_page("lessons", rules="petteia", step="3", lang=lang)
    at.selectbox(key="lesson:typed:petteia:2").select("e1-e2").run()
    reason = t("lesson.miss.capture_named.grid", lang, target="d5")
    assert [w.value for w in at.warning] == [t("lesson.other", lang, move="e1-e2", reason=f" {reason}")]
