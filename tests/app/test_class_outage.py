"""The class page when its store fails (issue 24, "Stores that fail loudly and recover"), through AppTest: a
sentence in the reader's language instead of a traceback, never the store's address; a vote, a join, a new
class or a teacher's change that the store did not take is said not to have happened; and once the store is
back the same app server works again, with nothing acknowledged lost (Redis with its append-only log)."""

from __future__ import annotations

import time
import tomllib
from pathlib import Path

import pytest

from classroom.store import RedisStore, SqliteStore
from tests.app.app_session import click, live_boards, open_page, page_text
from tests.support.lesson_tasks import task_moves
from tests.support.server import free_port
from tests.support.store_faults import read_only, sqlite_files
from ui.classroom import state
from ui.i18n import LANGUAGES, t

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def store_at(monkeypatch):
    """Point the app at a store (``CLASS_STORE``), with the server's store made afresh."""

    def point(location: str) -> None:
        monkeypatch.setenv("CLASS_STORE", location)
        state.class_store.clear()

    for cache in (state.class_store,):
        cache.clear()
    yield point
    for cache in (state.class_store,):
        cache.clear()


def _said(at, kind: str) -> list[str]:
    return [element.value for element in getattr(at, kind)]


def _join(code: str, name: str):
    at = open_page("class", code=code)
    at.text_input(key="class:name").input(name)
    return [b for b in at.button if b.label == t("class.join", "en")][0].click().run()


def test_visitors_see_no_error_details():
    config = tomllib.loads((ROOT / ".streamlit" / "config.toml").read_text())
    assert config["client"]["showErrorDetails"] == "none"


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_store_out_of_reach_is_said_in_a_sentence_with_try_again_and_never_its_address(store_at, lang):
    port = free_port()
    store_at(f"redis://127.0.0.1:{port}/0")
    at = open_page("class", code="AB2C3D", lang=lang)
    assert not at.exception and _said(at, "error") == [t("class.store.down", lang)]
    assert [b.label for b in at.button if b.key == "class:store-retry"] == [t("class.store.retry", lang)]
    shown = page_text(at) + "".join(_said(at, "error"))
    assert "127.0.0.1" not in shown and str(port) not in shown
    assert not at.button(key="class:store-retry").click().run().exception  # trying again fails the same way
    started = open_page("class", new="1", lang=lang)  # a new class the store did not take is not claimed
    assert not started.exception and _said(started, "warning") == [t("class.store.start", lang)]
    assert "code" not in started.query_params


def test_the_teacher_is_told_when_a_crash_of_redis_would_lose_the_classes(store_at, redis_url, tmp_path):
    store_at(redis_url)  # the session's Redis runs without its append-only log
    for lang in LANGUAGES:
        assert t("class.store.at_risk", lang) in _said(open_page("class", new="1", lang=lang), "warning")
    store_at(str(tmp_path / "classes.sqlite"))
    assert not open_page("class", new="1").warning


@pytest.mark.slow
def test_a_class_outlives_redis_killed_and_restarted_and_no_failed_write_is_claimed(store_at, crashable_redis):
    store_at(crashable_redis.url)
    redis = RedisStore(crashable_redis.url)
    teacher = open_page("class", new="1")
    code = teacher.query_params["code"]
    ana, bo = _join(code, "Ana"), _join(code, "Bo")
    late = open_page("class", code=code)  # the join form, drawn while the store is up
    late.text_input(key="class:name").input("Chen")
    device = open_page("class", code=code)  # the teacher on another device, about to give the PIN
    device.text_input(key="class:pin").input("ABCDEF")
    teacher = teacher.run().button(key="class:vote-open").click().run()
    number = redis.view(code, time.time()).round.number
    ana, bo = ana.run(), bo.run()
    click(click(ana, "a1"), "a4")  # acknowledged before the crash
    bo = click(bo, "b1")  # Bo picks a piece ...
    crashable_redis.kill()
    bo = click(bo, "b4")  # ... and moves it while Redis is down: the vote is sent
    teacher = teacher.button(key="class:vote-close").click().run()
    late = late.button[0].click().run()
    device = [b for b in device.button if b.label == t("class.pin.enter", "en")][0].click().run()
    for page in (bo, teacher, late, device, ana.run()):
        assert not page.exception and t("class.store.down", "en") in _said(page, "error")
    crashable_redis.start()
    bo, teacher, late, device = bo.run(), teacher.run(), late.run(), device.run()  # the same server: no restart
    assert redis.submissions(code, number) == {ana.query_params["me"]: "a1-a4"}
    assert t("class.store.vote", "en") in _said(bo, "warning") and t("class.vote.make", "en") in _said(bo, "info")
    assert redis.view(code, time.time()).round.open and t("class.store.not_saved", "en") in _said(teacher, "warning")
    assert _said(late, "warning") == [t("class.store.join", "en")] and len(redis.students(code)) == 2
    assert _said(device, "error") == [t("class.store.pin", "en")]  # not "wrong PIN": it could not be checked
    bo = click(click(bo, "b1"), "b4")  # voting again counts, and the sentence is gone
    assert redis.submissions(code, number)[bo.query_params["me"]] == "b1-b4"
    assert t("class.store.vote", "en") not in _said(bo.run(), "warning")
    assert not teacher.button(key="class:vote-close").click().run().exception
    assert not redis.view(code, time.time()).round.open


def test_a_read_only_sqlite_file_is_said_and_the_teachers_move_reaches_the_class_once_writable(store_at, tmp_path):
    path = tmp_path / "classes.sqlite"
    store_at(str(path))
    teacher = open_page("class", new="1")
    code = teacher.query_params["code"]
    other_server = SqliteStore(path)
    with read_only(sqlite_files(path)):
        teacher = click(click(teacher.run(), "a1"), "a4")
        assert not teacher.exception and t("class.store.move", "en") in _said(teacher, "warning")
        assert not other_server.view(code, time.time()).board.get("moves")
    teacher = teacher.run()  # writable again: the same app server writes the move, with no restart
    assert other_server.view(code, time.time()).board["moves"]
    assert not teacher.exception and t("class.store.move", "en") not in _said(teacher, "warning")


def test_a_quiz_answer_the_store_did_not_take_is_said_and_can_be_given_again(store_at, tmp_path):
    path = tmp_path / "classes.sqlite"
    store_at(str(path))
    step, right, _ = task_moves("petteia", 1)
    teacher = open_page("class", new="1")
    code = teacher.query_params["code"]
    student = _join(code, "Ana")
    teacher.selectbox(key="class:from").select("lessons:1").run()
    teacher.button(key="class:quiz-send").click().run()
    student = student.run()
    for place in right.places[:-1]:
        student = click(student, place)
    store = SqliteStore(path)
    number = store.view(code, time.time()).round.number
    with read_only(sqlite_files(path)):
        student = click(student, right.places[-1])  # the answer is sent while the file cannot be written
        assert not student.exception and store.submissions(code, number) == {}
        assert t("class.store.quiz", "en") in _said(student, "warning")
        assert t("class.quiz.answer", "en") in _said(student, "info")
        [board] = live_boards(student)
        assert board["live"] and board["position"] == step.board.position  # back at the task's position
    for place in right.places:  # writable again: the same answer, given again, counts
        student = click(student, place)
    assert store.submissions(code, number) == {student.query_params["me"]: right.text}
    assert student.success[0].value == t("class.quiz.yours_right", "en", move=right.text)
    assert t("class.store.quiz", "en") not in _said(student, "warning")
