"""The lobby, the lessons and the sample positions through AppTest, in both languages."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from games import RULE_SETS, get_game
from tests.app.app_session import APP, button, open_page
from tests.app.app_session import boards as page_boards
from ui.i18n import LANGUAGES, t
from ui.lessons.model import load_lesson
from ui.moves.words import move_text
from ui.museum.model import events_list, load_museum


def _open(page: str, **params: str) -> AppTest:
    return open_page(page, **params)


def _texts(at: AppTest) -> str:
    return "\n".join(
        e.value
        for kind in ("markdown", "success", "warning", "info", "caption")
        for e in at.get(kind)
        if isinstance(getattr(e, "value", None), str)
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_lobby_has_a_card_per_game_a_timeline_and_a_map(lang):
    at = _open("lobby", lang=lang)
    assert not at.exception
    museum = load_museum()
    text = _texts(at)
    for game in museum.games:
        assert game["title"][lang] in text and game["era"][lang] in text
    assert len(page_boards(at)) == len(museum.games) + 1 + len(museum.maps)  # cards, timeline, map panels
    assert events_list(museum, lang) in [e.value for e in at.markdown], "the timeline's events listed by number"


def test_the_lobby_is_the_default_page():
    at = AppTest.from_file(APP, default_timeout=60).run()
    assert not at.exception
    assert t("lobby.title", "en") in [e.value for e in at.title]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("rules", RULE_SETS)
def test_every_lesson_step_renders(rules, lang):
    lesson = load_lesson("lessons", rules, lang)
    at = _open("lessons", rules=rules, lang=lang)
    for number in range(1, len(lesson.steps) + 1):
        assert not at.exception, (rules, number)
        assert at.query_params["step"] == str(number)
        assert f"## {lesson.steps[number - 1].title}" in [e.value for e in at.markdown]
        if number < len(lesson.steps):
            at = button(at, t("lesson.next", lang)).click().run()


def _task_step(rules: str) -> int:
    return next(n for n, s in enumerate(load_lesson("lessons", rules, "en").steps) if s.board.task)


@pytest.mark.parametrize("rules", RULE_SETS)
def test_a_task_is_solved_by_its_answer_and_counted(rules):
    index = _task_step(rules)
    step = load_lesson("lessons", rules, "en").steps[index]
    at = _open("lessons", rules=rules, step=str(index + 1))
    box = at.selectbox(key=f"lesson:typed:{rules}:{index}")
    box.select(step.board.answers[0]).run()
    assert not at.exception
    game = get_game(rules)
    state = game.parse_position(step.board.position)
    move = step.board.answers[0]
    # a race move is named by its coin or throw and the cells it goes between, a capture by its places
    move = move_text(game, game.describe(state, game.parse_move(state, move)), "en")
    assert any(t("lesson.solved", "en", move=move) == s.value for s in at.success)
    assert "tasks solved: 1 of" in at.get("progress")[0].proto.text


@pytest.mark.parametrize(
    ("lang", "praise"),
    [
        ("en", "Well done! **coin 2: cell 11 → 13** is exactly right."),
        ("ru", "Отлично! **монетка 2: клетка 11 → 13** — именно так."),
    ],
)
def test_the_praise_names_the_coin_and_the_cells_not_the_route_place(lang, praise):
    """Knossos step 6: the ship on cell 11 (route place 2, ``2+2`` in notation) jumps to cell 13 with the coin 2."""
    at = _open("lessons", rules="knossos", step="6", lang=lang)
    at.selectbox(key="lesson:typed:knossos:5").select("2+2").run()
    assert [s.value for s in at.success] == [praise]


def test_the_steps_solved_and_the_step_survive_a_reload_and_a_visit_to_another_page():
    index = _task_step("petteia")
    step = load_lesson("lessons", "petteia", "en").steps[index]
    at = _open("lessons", rules="petteia", step=str(index + 1))
    at.selectbox(key=f"lesson:typed:petteia:{index}").select(step.board.answers[0]).run()
    assert at.query_params["done"] == str(index + 1)
    reloaded = _open("lessons", **{name: at.query_params[name] for name in ("rules", "step", "done")})
    assert "tasks solved: 1 of" in reloaded.get("progress")[0].proto.text
    at.switch_page("pages/lobby.py").run()
    for name in ("rules", "step", "done"):
        at.query_params.pop(name, None)
    at.switch_page("pages/lessons.py").run()
    assert at.query_params["step"] == str(index + 1) and at.query_params["done"] == str(index + 1)
    assert "tasks solved: 1 of" in at.get("progress")[0].proto.text


def test_a_garbled_list_of_solved_steps_is_passed_over():
    at = _open("lessons", rules="petteia", step="2", done="1.x.999.-3")
    assert not at.exception and at.query_params["done"] == "1"


def test_a_legal_move_that_misses_the_task_is_told_so_and_can_be_retried():
    at = _open("lessons", rules="petteia", step="3")
    at.selectbox(key="lesson:typed:petteia:2").select("e1-e2").run()
    reason = " " + t("lesson.miss.capture_named.grid", "en", target="d5")
    assert [w.value for w in at.warning] == [t("lesson.other", "en", move="e1-e2", reason=reason)]
    at = button(at, t("lesson.retry", "en")).click().run()
    assert not at.warning and at.selectbox(key="lesson:typed:petteia:2").value is None


def test_show_me_plays_the_answer_and_restart_forgets_the_solved_steps():
    at = _open("lessons", rules="petteia", step="3")
    at = button(at, t("lesson.show", "en")).click().run()
    assert any(t("lesson.shown", "en", move="e1-e5 ×d5") == s.value for s in at.success)
    at = button(at, t("lesson.restart", "en")).click().run()
    assert at.query_params["step"] == "1"
    assert "tasks solved: 0 of" in at.get("progress")[0].proto.text


def test_presentation_mode_shows_the_step_counter_and_a_way_out():
    at = _open("lessons", rules="latrunculi-bell", step="2", present="1")
    assert not at.exception
    total = len(load_lesson("lessons", "latrunculi-bell", "en").steps)
    assert any(e.value.endswith(f"· 2 / {total}") for e in at.markdown)
    at = button(at, t("lesson.exit", "en")).click().run()
    assert "present" not in at.query_params


def test_a_bad_step_in_the_link_is_clamped_and_an_unknown_lesson_opens_the_first():
    at = _open("lessons", rules="chess", step="ninety")
    assert not at.exception and at.query_params["rules"] == RULE_SETS[0] and at.query_params["step"] == "1"
    at = _open("lessons", rules="petteia", step="999")
    assert at.query_params["step"] == str(len(load_lesson("lessons", "petteia", "en").steps))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("rules", RULE_SETS)
def test_every_rule_set_has_sample_positions_to_play_on_from(rules, lang):
    at = _open("samples", rules=rules, lang=lang)
    assert not at.exception
    samples = load_lesson("samples", rules, lang)
    assert len(page_boards(at)) == len(samples.steps)
    markdown = [e.value for e in at.markdown]
    assert all(f"### {s.title}" in markdown for s in samples.steps)
    links = [e for e in at.get("page_link") if e.proto.label == t("samples.play", lang)]
    assert len(links) == len(samples.steps)


def test_the_language_switch_keeps_the_lesson_and_its_step():
    at = _open("lessons", rules="latrunculi-schadler", step="4")
    at.segmented_control[0].set_value("ru").run()
    assert not at.exception
    assert (at.query_params["rules"], at.query_params["step"], at.query_params["lang"]) == (
        "latrunculi-schadler",
        "4",
        "ru",
    )
    title = load_lesson("lessons", "latrunculi-schadler", "ru").steps[3].title
    assert f"## {title}" in [e.value for e in at.markdown]
