"""A class that cannot be gamed (issue 24, item 3): one student per device however often it joins, a student the
teacher removes is gone with their votes, classes and new students limited per client and per class, a held-back
school address still lets its own classes in, and a teacher's key that can be replaced."""

from __future__ import annotations

import time

import pytest
from streamlit.testing.v1 import AppTest

from classroom.limits import CLASSES, CODES, JOINS
from classroom.store import CODE_ALPHABET, SqliteStore
from tests.app.app_session import button, live_boards, open_page
from ui.classroom import gate, state
from ui.i18n import LANGUAGES, plain, t

pytestmark = pytest.mark.usefixtures("class_store")


def _join(code: str, name: str, session: dict[str, object] | None = None, lang: str = "en") -> AppTest:
    at = open_page("class", code=code, lang=lang, session=session)
    at.text_input(key="class:name").input(name)
    return button(at, t("class.join", lang)).click().run()


def _teacher(store: SqliteStore) -> tuple[AppTest, str, str]:
    teacher = open_page("class", new="1")
    code = teacher.query_params["code"]
    return teacher, code, teacher.session_state[state.TEACHER][code]


def test_joining_again_from_the_same_browser_is_the_same_student_with_one_vote(store):
    """The review joined four times from new sessions and voted four times: the browser's device id makes every
    session of it the same student, already in the class, with one vote."""
    _, code, token = _teacher(store)
    browser = {state.DEVICE: "one-browser-device-id-0001"}
    first = _join(code, "Ana", dict(browser))
    again = open_page("class", code=code, session=dict(browser))  # a new tab or session of the same browser
    other = _join(code, "Bo", {state.DEVICE: "another-browser-device-02"})
    assert not first.exception and not again.exception and not other.exception
    assert not again.text_input and again.query_params["me"] == first.query_params["me"]  # no second join
    assert list(store.students(code).values()) == ["Ana", "Bo"]
    vote = store.open_round(code, token, "vote", {}, time.time())
    for at, move in ((first, "a1-a4"), (again, "a1-a5")):
        store.submit(code, at.session_state[state.STUDENT], vote.number, move, time.time())
    assert list(store.submissions(code, vote.number).values()) == ["a1-a5"]


def test_the_browser_is_asked_to_keep_its_device_id_once(store):
    _, code, _ = _teacher(store)
    at = open_page("class", code=code, session={state.DEVICE: "one-browser-device-id-0001"})
    html = "\n".join(element.proto.body for element in at.get("html"))
    assert '"class-device=one-browser-device-id-0001; path=/; max-age=31536000; samesite=lax"' in html


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_teacher_removes_a_student_who_is_told_and_cannot_join_again(store, lang):
    teacher, code, _ = _teacher(store)
    troll = _join(code, "Troll", {state.DEVICE: "troll-device-id-000000001"}, lang)
    _join(code, "Ana", {state.DEVICE: "ana-device-id-00000000001"}, lang)
    teacher.run()
    who = {name: student for student, name in store.students(code).items()}
    teacher.selectbox(key="class:remove-who").set_value(who["Troll"])
    teacher = button(teacher, t("class.remove.button", "en")).click().run()
    assert not teacher.exception and list(store.students(code).values()) == ["Ana"]
    told = troll.run()
    assert [e.value for e in told.warning] == [t("class.error.removed", lang, code=code, name="")]
    assert told.text_input(key="class:name")  # the join form again, which refuses this device
    told.text_input(key="class:name").input("Not a troll")
    refused = button(told, t("class.join", lang)).click().run()
    assert refused.warning[0].value == t("class.error.removed", lang, code=code, name=plain("Not a troll"))
    assert list(store.students(code).values()) == ["Ana"]


def test_a_new_teachers_key_shuts_every_other_device_out(store):
    teacher, code, token = _teacher(store)
    pin = teacher.session_state[state.PIN][code]
    device = open_page("class", code=code)
    device.text_input(key="class:pin").input(pin)
    device = button(device, t("class.pin.enter", "en")).click().run()
    assert live_boards(device)
    teacher = button(teacher, t("class.key.new", "en")).click().run()
    fresh = teacher.session_state[state.TEACHER][code]
    assert fresh != token and store.is_teacher(code, fresh) and not store.is_teacher(code, token)
    assert f"class-teacher-{code}={fresh};" in "\n".join(e.proto.body for e in teacher.get("html"))
    assert live_boards(teacher.run()) and not live_boards(device.run())  # the other device is a visitor now


def test_a_client_that_started_many_classes_lately_is_told_when_it_may_start_another(store):
    visitor = {state.SESSION: "busy"}
    for n in range(CLASSES.tries):
        store.take_try(f"{CLASSES.name}:session:busy", f"t{n}", time.time(), CLASSES.tries, CLASSES.window)
    held = open_page("class", new="1", session=visitor)
    assert not held.exception and "code" not in held.query_params and "new" not in held.query_params
    assert held.warning[0].value.startswith(t("class.too_many_classes", "en", minutes="")[:40])
    assert "code" in open_page("class", new="1", session={state.SESSION: "another"}).query_params


def test_a_class_flooded_with_new_students_makes_the_next_one_wait(store):
    _, code, _ = _teacher(store)
    for n in range(JOINS.tries):
        store.take_try(f"{JOINS.name}:{code}", f"t{n}", time.time(), JOINS.tries, JOINS.window)
    held = _join(code, "Ana")
    assert held.warning[0].value.startswith(t("class.error.class_busy", "en", code=code, seconds="")[:40])
    assert store.students(code) == {}


def test_a_held_back_school_address_still_opens_its_own_classes(store, monkeypatch):
    """Behind one school address, one student's twenty wrong codes hold the address back, but a class made or
    joined from it still opens for a classmate; a class of another address does not."""
    monkeypatch.setattr(state, "address", lambda: "198.51.100.7")
    monkeypatch.setattr(gate, "address", lambda: "198.51.100.7")
    _, ours, _ = _teacher(store)
    theirs, _ = store.create({"rules": "petteia"}, time.time())
    for guess in range(CODES.tries):
        assert open_page("class", code=f"ZZZZZ{CODE_ALPHABET[guess]}").error
    classmate = open_page("class", code=ours)
    assert not classmate.warning and classmate.text_input(key="class:name")
    held = open_page("class", code=theirs)
    assert held.warning[0].value.startswith(t("class.too_many", "en", seconds="")[:20])
