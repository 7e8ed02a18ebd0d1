"""The lessons and sample positions: every rule set has them in both languages, every task is sound,
and every rule clause is taught by at least one step."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from games import RULE_SETS, get_game
from ui.content.lesson import KINDS, Verdict, achieves, judge, load_lesson, parse_lesson

HERE = Path(__file__).resolve().parent
RULES_DOC = HERE.parent / "docs" / "rules.md"
"""The project's own statement of every rule, clause by clause."""
MIN_STEPS = {"lessons": 6, "samples": 3}
FAMILY = {"PET": ("petteia",), "LKO": ("latrunculi-kowalski",), "LBE": ("latrunculi-bell",),
          "LSC": ("latrunculi-schadler",), "KNO": ("knossos",),
          "PAT": ("patolli", "patolli-family", "patolli-quick")}
"""Which lessons must teach a clause, by its prefix (a Patolli clause in any of the three)."""
CASES = [(kind, rules, lang) for kind in KINDS for rules in RULE_SETS for lang in ("en", "ru")]


def clause_ids() -> set[str]:
    """Every rule clause, read from the names of the clause tests (each clause has a test named after it)."""
    names = "".join(p.read_text(encoding="utf-8") for p in (HERE / "games").glob("test_*.py"))
    names += "".join(p.read_text(encoding="utf-8") for p in (HERE / "race").glob("test_*.py"))
    return {f"{a}-{b}" for a, b in re.findall(r"def test_([A-Z]{3})_(\d\d)", names)}


def test_every_clause_of_the_rules_has_a_test_named_after_it():
    stated = set(re.findall(r"^\| ([A-Z]{3}-\d\d) \|", RULES_DOC.read_text(encoding="utf-8"), re.M))
    assert stated and clause_ids() == stated


@pytest.mark.parametrize(("kind", "rules", "lang"), CASES)
def test_every_rule_set_has_lessons_and_samples_in_both_languages(kind, rules, lang):
    lesson = load_lesson(kind, rules, lang)
    assert len(lesson.steps) >= MIN_STEPS[kind]
    assert all(step.board.rules == rules for step in lesson.steps)
    assert lesson.title and all(step.title and (step.before or step.after) for step in lesson.steps)


@pytest.mark.parametrize(("kind", "rules"), [(k, r) for k in KINDS for r in RULE_SETS])
def test_the_russian_twin_has_the_same_steps_and_boards(kind, rules):
    en, ru = load_lesson(kind, rules, "en"), load_lesson(kind, rules, "ru")
    assert len(en.steps) == len(ru.steps)
    for a, b in zip(en.steps, ru.steps, strict=True):
        same = ("rules", "position", "highlights", "arrows", "answers", "goal", "teaches")
        assert [getattr(a.board, f) for f in same] == [getattr(b.board, f) for f in same], a.title
        assert bool(a.board.task) == bool(b.board.task) and bool(a.board.caption) == bool(b.board.caption)


@pytest.mark.parametrize("rules", RULE_SETS)
def test_every_task_is_solved_by_its_answers_and_not_by_every_move(rules):
    for step in load_lesson("lessons", rules, "en").steps:
        board = step.board
        if not board.task:
            continue
        game = get_game(rules)
        state = game.parse_position(board.position)
        answers = [game.describe(state, game.parse_move(state, text)) for text in board.answers]
        assert all(judge(board, move) is Verdict.SOLVED for move in answers), step.title
        if board.goal:
            assert all(achieves(game, state, move, board.goal) for move in answers), step.title
        assert any(judge(board, move) is Verdict.OTHER for move in game.moves(state)), (
            f"{step.title}: every legal move solves the task")


def test_sample_positions_set_no_tasks():
    for rules in RULE_SETS:
        for step in load_lesson("samples", rules, "en").steps:
            assert not step.board.task, step.title
            game = get_game(rules)
            assert game.outcome(game.parse_position(step.board.position)) is None, f"{step.title}: the game is over"


def test_every_clause_is_taught_by_a_lesson_of_its_rule_set():
    taught: dict[str, set[str]] = {rules: set() for rules in RULE_SETS}
    for rules in RULE_SETS:
        for step in load_lesson("lessons", rules, "en").steps:
            taught[rules] |= set(step.board.teaches)
    everything = set().union(*taught.values())
    assert everything <= clause_ids(), f"unknown clauses: {sorted(everything - clause_ids())}"
    missing = [c for c in sorted(clause_ids()) if not any(c in taught[r] for r in FAMILY[c[:3]])]
    assert not missing, f"clauses no lesson teaches: {missing}"


def test_a_lesson_names_the_line_of_a_mistake():
    text = "# T\n\n## One\n\nText.\n\n```board\nrules: petteia\nposition: 8/8\n```\n"
    with pytest.raises(ValueError, match="^line 9: bad position"):
        parse_lesson(text)
    with pytest.raises(ValueError, match="exactly one board"):
        parse_lesson("# T\n\n## One\n\nJust text.\n")


@pytest.mark.parametrize(("kind", "rules"), [(k, r) for k in KINDS for r in RULE_SETS])
def test_each_language_speaks_its_own_language(kind, rules):
    """A Russian step with no Cyrillic (or an English one with Cyrillic) was left untranslated."""
    cyrillic = re.compile("[а-яё]", re.I)
    for lang, wanted in (("en", False), ("ru", True)):
        lesson = load_lesson(kind, rules, lang)
        for step in lesson.steps:
            for text in (step.title, step.before, step.board.task, step.board.caption):
                if text:
                    assert bool(cyrillic.search(text)) == wanted, f"{lang} {rules} {step.title}: {text[:60]}"
