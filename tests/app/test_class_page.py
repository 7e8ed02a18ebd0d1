"""The class board through AppTest, on a SQLite store of its own: a teacher starts a class and gets a code, a
QR code and a secret link; a student joins with a name and sees the teacher's board, which follows the
teacher's moves; bad codes, a wrong teacher key, a missing name and too many tries each get a sentence."""

from __future__ import annotations

import re
import time

import pytest
from streamlit.testing.v1 import AppTest

from classroom.store import SqliteStore
from tests.app.app_session import boards, click, live_boards, open_page, page_text
from ui.classroom import page as class_page
from ui.i18n import LANGUAGES, t


@pytest.fixture(autouse=True)
def store(tmp_path, monkeypatch):
    monkeypatch.setenv("CLASS_STORE", str(tmp_path / "classes.sqlite"))
    class_page.class_store.clear()
    class_page.join_limiter.clear()
    yield SqliteStore(tmp_path / "classes.sqlite")
    class_page.class_store.clear()
    class_page.join_limiter.clear()


def _html(at: AppTest) -> str:
    return "\n".join(element.proto.body for element in at.get("html"))


def _shown_code(at: AppTest) -> str:
    found = re.search(r'data-testid="class-code"[^>]*>(\w+)<', _html(at))
    assert found, "no class code on the page"
    return found.group(1)


def _start() -> AppTest:
    return open_page("class", new="1")


def _join(code: str, name: str, lang: str = "en") -> AppTest:
    at = open_page("class", code=code, lang=lang)
    at.text_input(key="class:name").input(name)
    [join] = [b for b in at.button if b.label == t("class.join", lang)]
    return join.click().run()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_landing_page_offers_to_start_or_join(lang):
    at = open_page("class", lang=lang)
    assert not at.exception and at.title[0].value == t("class.title", lang)
    assert [b.label for b in at.button] == [t("class.start", lang), t("class.go", lang)]


def test_a_new_class_shows_its_code_qr_code_and_link_and_keeps_the_teachers_key_in_the_address(store):
    at = _start()
    assert not at.exception
    code, token = at.query_params["code"], at.query_params["teacher"]
    assert _shown_code(at) == code and store.is_teacher(code, token)
    assert "new" not in at.query_params
    assert 'data-testid="class-qr"' in _html(at) and "data:image/svg+xml;base64," in _html(at)
    assert any(f"/class?code={code}" in c.value for c in at.code) and token not in page_text(at)
    assert live_boards(at) and t("class.students", "en", count=0) in page_text(at)


def test_a_student_joins_and_sees_the_teachers_board_follow_each_move(store):
    teacher = _start()
    code = teacher.query_params["code"]
    student = _join(code.lower(), "  Ana   <b>Bo</b> ")
    assert not student.exception
    assert list(store.students(code).values()) == ["Ana <b>Bo</b>"]
    assert store.students(code)[student.query_params["me"]] == "Ana <b>Bo</b>"
    again = open_page("class", code=code, me=student.query_params["me"])  # a reload, or a restarted server
    assert not again.text_input and "Ana <b>Bo</b>" in [text.value for text in again.text]
    assert "Ana <b>Bo</b>" in [text.value for text in student.text]  # a name is shown as text, never as HTML
    [mirror] = [b for b in boards(student) if b["kind"] == "still"]
    assert mirror["position"] == "pppppppp/8/8/8/8/8/8/PPPPPPPP l 0 -"
    teacher = click(click(teacher.run(), "a1"), "a4")
    assert store.view(code, time.time()).board["moves"]
    student.run()
    [mirror] = [b for b in boards(student) if b["kind"] == "still"]
    assert mirror["position"] == "pppppppp/8/8/8/P7/8/8/1PPPPPPP d 1 -"
    assert "Ana &lt;b&gt;Bo&lt;/b&gt;" in _html(teacher.run()) and "<b>Bo" not in _html(teacher)


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(("typed", "reason"), [("12", "class.bad_code"), ("X" * 300, "class.bad_code"),
                                               ("ZZZZZZ", "class.no_class")])
def test_a_bad_or_unknown_code_is_told_in_a_sentence(typed, reason, lang):
    at = open_page("class", code=typed, lang=lang)
    assert not at.exception
    assert at.error[0].value == t(reason, lang, code=typed[:12])


def test_a_wrong_teacher_key_does_not_open_the_class(store):
    code, _ = store.create({"rules": "petteia"}, time.time())
    at = open_page("class", code=code, teacher="a guess")
    assert at.error[0].value == t("class.not_teacher", "en") and not live_boards(at)


def test_a_student_must_give_a_name(store):
    code, _ = store.create({"rules": "petteia"}, time.time())
    at = _join(code, "   ")
    assert at.warning[0].value == t("class.name_missing", "en") and store.students(code) == {}


def test_too_many_wrong_codes_from_one_visitor_are_held_back_but_a_class_reached_stays_open(store):
    code, _ = store.create({"rules": "petteia"}, time.time())
    visitor = {class_page.STUDENT: "guesser"}
    reached = open_page("class", code=code, session=visitor)
    for guess in range(class_page.join_limiter().tries):
        assert open_page("class", code=f"ZZZZ{guess + 22}", session=visitor).error  # wrong codes count
    held = open_page("class", code=code, session=visitor)
    assert held.warning[0].value.startswith(t("class.too_many", "en", seconds="")[:20]) and not held.error
    assert not reached.run().warning  # a class this session has reached is not held back


def test_a_vote_is_tallied_and_the_classs_choice_played(store):
    teacher = _start()
    code, token = teacher.query_params["code"], teacher.query_params["teacher"]
    students = [_join(code, name) for name in ("Ana", "Bo", "Chen")]
    [opening] = [b for b in teacher.run().button if b.label == t("class.vote.open", "en")]
    teacher = opening.click().run()
    vote = store.view(code, time.time()).round
    assert vote.kind == "vote" and vote.open
    for student, squares in zip(students, (("a1", "a4"), ("b1", "b3"), ("a1", "a4")), strict=True):
        student = student.run()
        assert t("class.vote.make", "en") in [info.value for info in student.info]
        click(click(student, squares[0]), squares[1])
    assert sorted(store.submissions(code, vote.number).values()) == ["a1-a4", "a1-a4", "b1-b3"]
    teacher = teacher.run()
    assert 'data-testid="vote-count">3<' in _html(teacher)
    [choice] = [b for b in teacher.button if b.key == "class:vote-play"]
    assert choice.label == t("class.vote.play", "en", move="a1-a4")
    teacher = choice.click().run()
    assert not store.view(code, time.time()).round.open
    assert store.is_teacher(code, token) and store.view(code, time.time()).board["moves"]


def test_the_tally_puts_the_most_voted_move_first():
    assert class_page.vote_tally({"a": "b1-b3", "b": "a1-a4", "c": "a1-a4", "d": "c1-c2"}) == [
        ("a1-a4", 2), ("b1-b3", 1), ("c1-c2", 1)]
