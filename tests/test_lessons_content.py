"""The lessons and sample positions: every rule set has them in both languages, every task is sound,
and every rule clause is taught by at least one step."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from games import RULE_SETS, SWITCHES, get_game, split_name
from games.core import GameError
from ui.i18n import t
from ui.lessons.model import KINDS, Verdict, achieves, judge, load_lesson, parse_lesson

HERE = Path(__file__).resolve().parent
RULES_DOC = HERE.parent / "docs" / "rules.md"
"""The project's own statement of every rule, clause by clause."""
MIN_STEPS = {"lessons": 6, "samples": 3}
FAMILY = {
    "PET": ("petteia",),
    "LKO": ("latrunculi-kowalski",),
    "LBE": ("latrunculi-bell",),
    "LSC": ("latrunculi-schadler",),
    "KNO": ("knossos",),
    "PAT": ("patolli", "patolli-family", "patolli-quick"),
}
"""Which lessons must teach a clause, by its prefix (a Patolli clause in any of the three)."""
CASES = [(kind, rules, lang) for kind in KINDS for rules in RULE_SETS for lang in ("en", "ru")]


def clause_ids(*, variants: bool = True) -> set[str]:
    """Every rule clause, read from the names of the clause tests (each clause has a test named after it),
    with the variants' switches (``LBE-V1``, tested in ``tests/games/test_variant_rules.py``) unless
    ``variants`` is False."""
    names = "".join(p.read_text(encoding="utf-8") for p in (HERE / "games").glob("test_*.py"))
    names += "".join(p.read_text(encoding="utf-8") for p in (HERE / "race").glob("test_*.py"))
    number = r"\d\d|V\d" if variants else r"\d\d"
    return {f"{a}-{b}" for a, b in re.findall(rf"def test_([A-Z]{{3}})_({number})", names)}


def test_every_clause_of_the_rules_has_a_test_named_after_it():
    stated = set(re.findall(r"^\| ([A-Z]{3}-\d\d) \|", RULES_DOC.read_text(encoding="utf-8"), re.M))
    assert stated and clause_ids(variants=False) == stated
    switches = {switch for own in SWITCHES.values() for switch in own}
    assert clause_ids() - stated == switches, "every switch played is tested, clause by clause"


@pytest.mark.parametrize(("kind", "rules", "lang"), CASES)
def test_every_rule_set_has_lessons_and_samples_in_both_languages(kind, rules, lang):
    lesson = load_lesson(kind, rules, lang)
    assert len(lesson.steps) >= MIN_STEPS[kind]
    assert all(split_name(step.board.rules)[0] == rules for step in lesson.steps), "a variant keeps its rule set"
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
        game = get_game(board.rules)
        state = game.parse_position(board.position)
        answers = [game.describe(state, game.parse_move(state, text)) for text in board.answers]
        assert all(judge(board, move) is Verdict.SOLVED for move in answers), step.title
        if board.goal:
            assert all(achieves(game, state, move, board.goal) for move in answers), step.title
        assert any(judge(board, move) is Verdict.OTHER for move in game.moves(state)), (
            f"{step.title}: every legal move solves the task"
        )


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


# --- the variants: a last step for each switch ---------------------------------------------------------

LINK = re.compile(r"\]\((/play\?rules=([\w-]+)%2B([\w-]+)(?:&lang=(\w+))?)\)")
"""A link to the play page with one switch on: ``[Play page](/play?rules=latrunculi-bell%2BLBE-V1)``."""
VARIANT_TITLE = {"en": "Variant: ", "ru": "Вариант: "}


def variant_steps(rules: str, lang: str) -> list:
    """The steps of ``rules``'s lesson whose board carries a switch."""
    return [step for step in load_lesson("lessons", rules, lang).steps if "+" in step.board.rules]


def test_every_switch_is_taught_by_a_step_of_its_rule_sets_lesson():
    """A Patolli switch in any of the three Patolli lessons (see ``FAMILY``)."""
    for switch in {switch for own in SWITCHES.values() for switch in own}:
        lessons = FAMILY[switch[:3]]
        taught = [
            step
            for rules in lessons
            for step in variant_steps(rules, "en")
            if step.board.rules == f"{rules}+{switch}" and step.board.teaches == (switch,)
        ]
        assert taught, f"no step of {', '.join(lessons)} teaches {switch}"


@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("rules", RULE_SETS)
def test_a_variant_step_comes_last_names_its_switch_and_links_to_a_game_with_it(rules, lang):
    steps = load_lesson("lessons", rules, lang).steps
    variants = variant_steps(rules, lang)
    assert list(steps[len(steps) - len(variants) :]) == variants, "the variants come after the lesson's steps"
    for step in variants:
        base, switches = split_name(step.board.rules)
        assert len(switches) == 1 and step.board.teaches == switches, step.title
        name = t(f"variant.{switches[0]}.name", lang)
        assert step.title == VARIANT_TITLE[lang] + name[0].lower() + name[1:] or (
            step.title == VARIANT_TITLE[lang] + name
        ), f"{step.title!r}: the app names it {name!r}"
        links = [m.groups() for m in LINK.finditer(step.before)]
        assert [link[1:] for link in links] == [(base, switches[0], None if lang == "en" else lang)], step.title
        assert step.board.task, f"{step.title}: the learner tries the switch out"


def _plays_differently(board) -> bool:
    """True when the switch makes a difference on ``board``: the plain rules cannot read its position, or
    they end the game there, or allow other moves, or moves that take or end the game otherwise, or draw the
    throw otherwise."""
    switched = get_game(board.rules)
    plain = get_game(split_name(board.rules)[0])
    try:
        state = plain.parse_position(board.position)
    except GameError:
        return True
    if (plain.outcome(state) is None) != (switched.outcome(state) is None):
        return True

    def moves(game) -> set:
        """Each legal move with what it takes and how the game stands after it."""
        found = set()
        for raw in game.legal_moves(state):
            outcome = game.outcome(game.apply(state, raw))
            move = game.describe(state, raw)
            found.add((move.text, move.captures, outcome and outcome.winner))
        return found

    left = switched.turn(state).left
    fall = (lambda game: game.device.fall_for(left[0])) if left and switched.device.key == "beans" else None
    return moves(plain) != moves(switched) or (fall is not None and fall(plain) != fall(switched))


@pytest.mark.parametrize("rules", RULE_SETS)
def test_a_variant_steps_board_shows_a_position_where_its_switch_makes_a_difference(rules):
    for step in variant_steps(rules, "en"):
        assert _plays_differently(step.board), f"{step.title}: the plain rules play this board the same way"


def test_the_difference_check_sees_moves_captures_the_end_and_the_beans():
    from ui.notebook.model import BoardCell

    corner = "7p/8/8/8/8/8/8/1p1P3P l 0 -"
    assert _plays_differently(BoardCell("latrunculi-bell+LBE-V1", corner))  # d1-c1 captures b1
    assert not _plays_differently(BoardCell("latrunculi-bell+LBE-V1", "7p/8/8/8/8/8/8/pp1P3P l 0 -"))
    assert _plays_differently(BoardCell("latrunculi-bell+LBE-V2", "p6p/8/8/8/8/3P1P2/8/D7 l 0 d3"))
    assert _plays_differently(BoardCell("latrunculi-kowalski+LKO-V1", "dp10/12/12/P11/12/12/6D5/7P4 l 0 -"))
    assert _plays_differently(BoardCell("latrunculi-kowalski+LKO-V1", "d11/12/12/12/4P7/12/12/3pDP6 l 0 -"))
    assert not _plays_differently(BoardCell("latrunculi-kowalski+LKO-V1", "d11/12/12/12/12/12/12/D11 l 0 -"))
    assert _plays_differently(BoardCell("knossos+KNO-V1", "0,0,0,2,4 0,3,5,6,7 l 2,1 0"))
    assert not _plays_differently(BoardCell("knossos+KNO-V1", "0,0,0,0,0 0,0,0,0,0 l 2,1 0"))
    assert _plays_differently(BoardCell("patolli+PAT-V1", "3,r,r,r,r,r 2,r,r,r,r,r l 10 6,6,0"))  # five marks up
    assert not _plays_differently(BoardCell("patolli+PAT-V1", "3,r,r,r,r,r 2,r,r,r,r,r l 3 6,6,0"))
