"""The lessons' variant steps through AppTest, in both languages: the last step of a lesson for each switch
(``latrunculi-bell+LBE-V1``, ...) draws its board with the switch on, links to a game with it on the play
page, is solved on the page by its answer, and refuses what only its switch forbids."""

from __future__ import annotations

import pytest

from games import RULE_SETS, get_game
from tests.app.app_session import click, live_boards, open_page
from ui.i18n import LANGUAGES, rules_text, t, variant_names
from ui.lessons.model import load_lesson
from ui.moves.words import move_text

VARIANT_STEPS = [
    (rules, index)
    for rules in RULE_SETS
    for index, step in enumerate(load_lesson("lessons", rules, "en").steps)
    if "+" in step.board.rules
]
"""Each lesson step whose board carries a switch, as (lesson, 0-based step)."""


def _variant_step(rules: str, switch: str) -> int:
    """The 0-based step of ``rules``'s lesson that plays ``switch``."""
    return next(
        index
        for lesson, index in VARIANT_STEPS
        if lesson == rules and load_lesson("lessons", rules, "en").steps[index].board.rules == f"{rules}+{switch}"
    )


def test_there_is_a_variant_step_for_each_switch_the_lessons_teach():
    names = {load_lesson("lessons", rules, "en").steps[index].board.rules for rules, index in VARIANT_STEPS}
    assert names == {
        "latrunculi-kowalski+LKO-V1",
        "latrunculi-bell+LBE-V1",
        "latrunculi-bell+LBE-V2",
        "latrunculi-schadler+LSC-V1",
        "knossos+KNO-V1",
        "patolli+PAT-V1",
    }


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("rules", "index"), VARIANT_STEPS)
def test_a_variant_step_plays_its_switch_and_its_task_is_solved_on_the_page(rules, index, lang):
    lesson = load_lesson("lessons", rules, lang)
    step = lesson.steps[index]
    at = open_page("lessons", rules=rules, step=str(index + 1), lang=lang)
    assert not at.exception
    markdown = [e.value for e in at.markdown]
    assert f"## {step.title}" in markdown
    badge = f":orange-badge[:material/tune: {t('variant.badge', lang)}] {variant_names(step.board.rules, lang)[0]}"
    assert badge in markdown, "labelled a variant, as on the play page"
    [board] = live_boards(at)
    assert (board["rules"], board["position"]) == (step.board.rules, step.board.position)
    link = f"(/play?rules={step.board.rules.replace('+', '%2B')}{'' if lang == 'en' else f'&lang={lang}'})"
    assert any(link in text for text in markdown), "the step links to a whole game with its variant"
    assert step.after not in markdown, "what follows the task waits until it is solved"

    at.selectbox(key=f"lesson:typed:{rules}:{index}").select(step.board.answers[0]).run()
    assert not at.exception
    game = get_game(step.board.rules)
    state = game.parse_position(step.board.position)
    move = move_text(game, game.describe(state, game.parse_move(state, step.board.answers[0])), lang)
    assert t("lesson.solved", lang, move=move) in [s.value for s in at.success]
    assert step.after in [e.value for e in at.markdown]
    assert at.query_params["done"] == str(index + 1)
    tasks = sum(1 for s in lesson.steps if s.board.task)
    counter = t("lesson.counter", lang, step=index + 1, total=len(lesson.steps), done=1, tasks=tasks)
    assert at.get("progress")[0].proto.text == counter


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(
    ("rules", "switch", "clicks"),
    [
        ("latrunculi-bell", "LBE-V2", ("a2",)),  # the soldier on a2 could capture, but d4 captured last
        ("knossos", "KNO-V1", ("11", "13")),  # the 2 from cell 11 would leave the 1 with nowhere to go
        ("latrunculi-schadler", "LSC-V1", ("c4",)),  # light's own piece on c4 is blocked: it cannot move
    ],
)
def test_a_variant_step_refuses_what_only_its_switch_forbids(rules, switch, clicks, lang):
    index = _variant_step(rules, switch)
    at = open_page("lessons", rules=rules, step=str(index + 1), lang=lang)
    for place in clicks:
        at = click(at, place)
    assert not at.exception
    [refusal] = [w.value for w in at.warning]
    assert refusal.endswith(f"— {switch}"), refusal
    assert "done" not in at.query_params
    assert [s.value for s in at.success] == [t("lesson.finished", lang, title=rules_text(rules, "title", lang))]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_durans_five_marks_are_drawn_and_counted_as_ten(lang):
    index = _variant_step("patolli", "PAT-V1")
    at = open_page("lessons", rules="patolli", step=str(index + 1), lang=lang)
    falls = [e.proto.body for e in at.get("html") if "throw-fall" in e.proto.body]
    assert len(falls) == 1 and f"aria-label='{t('fall.beans', lang, marks=5, value=10)}'" in falls[0]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_bells_corner_capture_is_solved_by_clicking_the_board(lang):
    index = _variant_step("latrunculi-bell", "LBE-V1")
    at = click(click(open_page("lessons", rules="latrunculi-bell", step=str(index + 1), lang=lang), "d1"), "c1")
    assert not at.exception
    assert t("lesson.solved", lang, move="d1-c1 ×b1") in [s.value for s in at.success]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_schadlers_blocked_piece_is_freed_by_blocking_one_of_its_enclosers(lang):
    """LSC-V1 (d): light's c4 is blocked between b4 and d4; d2-d3, clicked on the board, blocks d4 and frees c4.
    (b): e3-e4 would put d4 between e4 and the blocked c4, which encloses nothing: legal, but no answer."""
    index = _variant_step("latrunculi-schadler", "LSC-V1")
    step = load_lesson("lessons", "latrunculi-schadler", lang).steps[index]
    game = get_game(step.board.rules)
    state = game.parse_position(step.board.position)
    assert [p.blocked for p in (*game.pieces_at(state, "c4"), *game.pieces_at(state, "d4"))] == [True, False]
    wrong = game.apply(state, game.parse_move(state, "e3-e4"))
    assert wrong.blocked == state.blocked  # nothing blocked, c4 still blocked
    at = click(click(open_page("lessons", rules="latrunculi-schadler", step=str(index + 1), lang=lang), "d2"), "d3")
    assert not at.exception and not at.warning
    move = move_text(game, game.describe(state, game.parse_move(state, "d2-d3")), lang)
    assert t("lesson.solved", lang, move=move) in [s.value for s in at.success]
    assert step.after in [e.value for e in at.markdown] and at.query_params["done"] == str(index + 1)
    after = game.apply(state, game.parse_move(state, "d2-d3"))
    assert [p.blocked for p in (*game.pieces_at(after, "c4"), *game.pieces_at(after, "d4"))] == [False, True]


def test_a_plain_step_carries_no_variant_badge():
    at = open_page("lessons", rules="latrunculi-bell", step="1")
    assert not at.exception and not any("orange-badge" in e.value for e in at.markdown)
