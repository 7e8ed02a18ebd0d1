"""The class board through AppTest, on a SQLite store of its own: a teacher starts a class and gets a code, a
QR code and a secret key that stays out of the address (the session and the browser's cookie keep it; a PIN
gives it on another device); a student joins with a name and sees the teacher's board, which follows the
teacher's moves; bad codes, a wrong teacher key or PIN, a missing name and too many tries each get a sentence."""

from __future__ import annotations

import re
import sqlite3
import time

import pytest
from streamlit.testing.v1 import AppTest

from classroom.limits import CODES, PINS
from classroom.store import CODE_ALPHABET, ClassError, RedisStore
from games import RULE_SETS
from games.records import GameRecord
from tests.app.app_session import boards, button, click, html_text, live_boards, open_page, page_text
from tests.support.lesson_tasks import task_moves
from ui.classroom import page, quiz, state, vote
from ui.i18n import LANGUAGES, plain, t
from ui.lessons.misses import missed
from ui.lessons.model import Verdict, load_lesson
from ui.moves.link import game_link, record_from_link
from ui.notebook.model import cell_record

BOARD = game_link(GameRecord.start("petteia"))[0]


pytestmark = pytest.mark.usefixtures("class_store")


def _shown_code(at: AppTest) -> str:
    found = re.search(r'data-testid="class-code"[^>]*>(\w+)<', html_text(at))
    assert found, "no class code on the page"
    return found.group(1)


def _start() -> AppTest:
    return open_page("class", new="1")


def _token(at: AppTest) -> str:
    """The teacher's key the session keeps for the class its address shows."""
    return at.session_state[state.TEACHER][at.query_params["code"]]


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


def test_a_new_class_shows_its_code_qr_code_and_link_and_keeps_the_teachers_key_out_of_the_address(store):
    at = _start()
    assert not at.exception
    code, token = at.query_params["code"], _token(at)
    assert _shown_code(at) == code and store.is_teacher(code, token)
    assert dict(at.query_params) == {"code": code} and token not in page_text(at)
    assert 'data-testid="class-qr"' in html_text(at) and "data:image/svg+xml;base64," in html_text(at)
    assert f"/class<wbr>?code={code}</div>" in html_text(at)
    assert f'"class-teacher-{code}={token}; path=/; max-age=86400; samesite=strict"' in html_text(at)  # the browser's
    assert live_boards(at) and t("class.students", "en", count=0) in page_text(at)


def test_a_student_joins_and_sees_the_teachers_board_follow_each_move(store):
    teacher = _start()
    code = teacher.query_params["code"]
    student = _join(code.lower(), "  Ana   <b>Bo</b> ")
    assert not student.exception
    assert list(store.students(code).values()) == ["Ana <b>Bo</b>"]
    assert store.students(code)[student.query_params["me"]] == "Ana <b>Bo</b>"
    again = open_page("class", code=code, me=student.query_params["me"])  # a reload, or a restarted server
    shown = '<span class="class-student">Ana &lt;b&gt;Bo&lt;/b&gt;</span>'  # a name is shown as text, never as HTML
    assert not again.text_input and shown in html_text(again) and shown in html_text(student)
    assert f"<b>{code}</b>" in html_text(student) and "<b>Bo</b>" not in html_text(student)
    [mirror] = [b for b in boards(student) if b["kind"] == "still"]
    assert mirror["position"] == "pppppppp/8/8/8/8/8/8/PPPPPPPP l 0 -"
    teacher = click(click(teacher.run(), "a1"), "a4")
    assert store.view(code, time.time()).board["moves"]
    student.run()
    [mirror] = [b for b in boards(student) if b["kind"] == "still"]
    assert mirror["position"] == "pppppppp/8/8/8/P7/8/8/1PPPPPPP d 1 -"
    assert "Ana &lt;b&gt;Bo&lt;/b&gt;" in html_text(teacher.run()) and "<b>Bo" not in html_text(teacher)


def test_on_a_redis_store_the_class_its_students_and_the_teachers_moves_are_kept_in_redis(monkeypatch, redis_url):
    """``CLASS_STORE=redis://...`` puts the app's classes on the Redis server (the browser test plays a class on
    SQLite; tests/classroom/test_store.py holds both stores to the same promises)."""
    monkeypatch.setenv("CLASS_STORE", redis_url)
    state.class_store.clear()
    redis = RedisStore(redis_url)
    teacher = _start()
    code, token = teacher.query_params["code"], _token(teacher)
    assert not _join(code, "Ana").exception
    assert redis.is_teacher(code, token) and list(redis.students(code).values()) == ["Ana"]
    click(click(teacher.run(), "a1"), "a4")
    assert redis.view(code, time.time()).board["moves"]


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize(
    ("typed", "reason"), [("12", "class.bad_code"), ("X" * 300, "class.bad_code"), ("ZZZZZZ", "class.no_class")]
)
def test_a_bad_or_unknown_code_is_told_in_a_sentence(typed, reason, lang):
    at = open_page("class", code=typed, lang=lang)
    assert not at.exception
    assert at.error[0].value == t(reason, lang, code=plain(typed[:12]))


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("typed", ["![](//x.io)", "[Log](//e.x)", "**AB**", ":red[AB]"])
def test_markdown_in_a_code_is_quoted_as_text_not_drawn(typed, lang):
    """The review's ``/class?code=![](//x.io)`` drew an image from another site inside the error box: the code is
    quoted with every mark of Markdown escaped (tests/browser/test_bounded_input_browser.py looks at the page)."""
    at = open_page("class", code=typed, lang=lang)
    assert not at.exception
    shown = at.error[0].value
    assert typed not in shown and shown == t("class.bad_code", lang, code=plain(typed))
    assert re.sub(r"\\(.)", r"\1", plain(typed)) == typed  # every character is still there, escaped


def test_a_wrong_teacher_key_does_not_open_the_class(store):
    code, _ = store.create({"rules": "petteia"}, time.time())
    at = open_page("class", code=code, teacher="a guess")
    assert at.error[0].value == t("class.not_teacher", "en") and not live_boards(at)


def test_an_old_teachers_link_opens_the_class_and_its_key_leaves_the_address(store):
    teacher = _start()
    code, token = teacher.query_params["code"], _token(teacher)
    at = open_page("class", code=code, teacher=token, lang="ru")
    assert not at.exception and live_boards(at) and _shown_code(at) == code
    assert dict(at.query_params) == {"code": code, "lang": "ru"} and _token(at) == token
    assert f"class-teacher-{code}={token};" in html_text(at)  # the browser keeps it for the next visit
    assert live_boards(at.run())  # the session stays the teacher's


def test_the_key_the_browser_keeps_opens_the_teachers_page_and_a_forged_one_is_forgotten(store, monkeypatch):
    code, token = store.create(BOARD, time.time())
    other, _ = store.create(BOARD, time.time())
    monkeypatch.setattr(page, "kept_key", {code: token, other: "forged"}.get)  # the browser's cookies
    at = open_page("class", code=code)
    assert not at.exception and live_boards(at) and _token(at) == token and dict(at.query_params) == {"code": code}
    for lang in LANGUAGES:
        forged = open_page("class", code=other, lang=lang)
        assert forged.warning[0].value == t("class.key_refused", lang) and not live_boards(forged)
        assert f'"class-teacher-{other}=; path=/; max-age=0; samesite=strict"' in html_text(forged)  # forgotten
        assert forged.text_input(key="class:name") and state.TEACHER not in forged.session_state
    assert store.view(other, time.time()).version == 1  # nothing changed


def _enter_pin(code: str, pin: str, lang: str = "en", session: dict | None = None) -> AppTest:
    at = open_page("class", code=code, lang=lang, session=session)
    at.text_input(key="class:pin").input(pin)
    return button(at, t("class.pin.enter", lang)).click().run()


def test_the_teachers_pin_opens_the_teachers_page_on_another_device(store):
    teacher = _start()
    code, token = teacher.query_params["code"], _token(teacher)
    pin = teacher.session_state[state.PIN][code]
    assert f'data-testid="class-pin" class="class-code">{pin}<' in html_text(teacher)  # shown to the teacher
    device = _enter_pin(code, f" {pin[:3].lower()}-{pin[3:]} ")  # read forgivingly, as a join code is
    key = _token(device)  # a key of the device's own, kept by its browser
    assert not device.exception and live_boards(device) and key != token and store.is_teacher(code, key)
    assert dict(device.query_params) == {"code": code} and f"class-teacher-{code}={key};" in html_text(device)
    assert pin not in html_text(device)  # the PIN is shown only where it was made
    assert 'data-testid="class-pin"' not in html_text(device)


def test_a_new_pin_replaces_the_old_one(store):
    teacher = _start()
    code = teacher.query_params["code"]
    first = teacher.session_state[state.PIN][code]
    teacher = button(teacher, t("class.pin.new", "en")).click().run()
    second = teacher.session_state[state.PIN][code]
    assert f">{second}<" in html_text(teacher)
    assert live_boards(_enter_pin(code, second))
    if first != second:
        assert not live_boards(_enter_pin(code, first))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_wrong_pin_is_refused_in_a_sentence_and_changes_nothing(store, lang):
    teacher = _start()
    code = teacher.query_params["code"]
    board = store.view(code, time.time())
    for wrong in ("", "ABCDEF", "<b>x</b>", "пин" * 20):
        at = _enter_pin(code, wrong, lang)
        assert not at.exception and not live_boards(at) and state.TEACHER not in at.session_state
        assert at.error[0].value == t("class.pin.wrong", lang, code=code)
        assert at.text_input(key="class:name")  # still the student's page
    assert store.view(code, time.time()) == board


def test_too_many_wrong_pins_are_held_back_even_the_right_one(store):
    teacher = _start()
    code = teacher.query_params["code"]
    pin = teacher.session_state[state.PIN][code]
    visitor = {state.SESSION: "guesser"}
    for _ in range(PINS.tries):
        assert _enter_pin(code, "ABCDEF", session=visitor).error[0].value == t("class.pin.wrong", "en", code=code)
    held = _enter_pin(code, pin, session=visitor)
    assert held.error[0].value.startswith(t("class.too_many", "en", seconds="")[:20]) and not live_boards(held)
    assert live_boards(_enter_pin(code, pin, session={state.SESSION: "the teacher"}))  # another visitor


def test_a_student_must_give_a_name(store):
    code, _ = store.create({"rules": "petteia"}, time.time())
    at = _join(code, "   ")
    assert at.warning[0].value == t("class.name_missing", "en") and store.students(code) == {}


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_second_student_by_the_same_name_is_asked_for_a_surnames_letter(store, lang):
    """A teacher must tell the two Anas apart on the roll (``classroom.names``): the second is refused, told why
    in their language, and joins as "Ana K."; a name's hidden characters are taken out before it is compared."""
    code, _ = store.create({"rules": "petteia"}, time.time())
    assert not _join(code, "Ana", lang).exception
    second = _join(code, " a​na‮", lang)
    assert second.warning[0].value == t("class.error.name_taken", lang, name="ana")  # as they typed it, cleaned
    assert second.text_input(key="class:name") and "me" not in second.query_params
    second.text_input(key="class:name").input("Ana K.")
    [join] = [b for b in second.button if b.label == t("class.join", lang)]
    assert not join.click().run().exception
    assert list(store.students(code).values()) == ["Ana", "Ana K."]


def test_a_name_kept_before_names_were_cleaned_is_shown_cleaned_on_the_roll(store):
    teacher = _start()
    code = teacher.query_params["code"]
    with sqlite3.connect(store.path) as db:  # as an older server stored it, uncleaned
        db.execute("INSERT INTO students VALUES (?, ?, ?)", (code, "s1", "\u202eevil\u202c\x00 txt"))
    shown = html_text(teacher.run())
    assert '<span class="class-student">evil txt</span>' in shown and "\u202e" not in shown


def test_a_name_markup_in_the_refusal_is_shown_as_text(store):
    code, _ = store.create({"rules": "petteia"}, time.time())
    _join(code, "![](//x.io)")
    refused = _join(code, "![](//X.io)")
    assert refused.warning[0].value == t("class.error.name_taken", "en", name=plain("![](//X.io)"))


def test_too_many_wrong_codes_from_one_visitor_are_held_back_but_a_class_reached_stays_open(store):
    code, _ = store.create({"rules": "petteia"}, time.time())
    visitor = {state.SESSION: "guesser"}
    reached = open_page("class", code=code, session=visitor)
    for guess in range(CODES.tries):
        assert open_page("class", code=f"ZZZZZ{CODE_ALPHABET[guess]}", session=visitor).error  # wrong codes count
    assert open_page("class", code="ZZ-ZZ-0", session=visitor).error  # a code that cannot be one is not counted
    held = open_page("class", code=code, session=visitor)
    assert held.warning[0].value.startswith(t("class.too_many", "en", seconds="")[:20]) and not held.error
    assert not reached.run().warning  # a class this session has reached is not held back


def test_a_vote_is_tallied_and_the_classs_choice_played(store):
    teacher = _start()
    code, token = teacher.query_params["code"], _token(teacher)
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
    assert 'data-testid="vote-count">3<' in html_text(teacher)
    [choice] = [b for b in teacher.button if b.key == "class:vote-play"]
    assert choice.label == t("class.vote.play", "en", move="a1-a4")
    teacher = choice.click().run()
    assert not store.view(code, time.time()).round.open
    assert store.is_teacher(code, token) and store.view(code, time.time()).board["moves"]


def test_the_tally_puts_the_most_voted_move_first():
    assert vote.vote_tally({"a": "b1-b3", "b": "a1-a4", "c": "a1-a4", "d": "c1-c2"}) == [
        ("a1-a4", 2),
        ("b1-b3", 1),
        ("c1-c2", 1),
    ]


def _after_move(step, move) -> str:
    record = cell_record(step.board).play(move)
    return record.game.format_position(record.state)


def _play(at: AppTest, places) -> AppTest:
    for place in places:
        at = click(at, place)
    return at


def test_the_teacher_shows_a_sample_position_on_the_board_and_the_students_see_it(store):
    teacher = _start()
    code = teacher.query_params["code"]
    sample = load_lesson("samples", "petteia", "en").steps[2]
    teacher.selectbox(key="class:from").select("samples:2").run()
    teacher = button(teacher, t("class.from.show", "en")).click().run()
    assert not teacher.exception
    [board] = live_boards(teacher)
    assert board["position"] == sample.board.position
    shared = record_from_link(store.view(code, time.time()).board)[0]
    assert shared.game.format_position(shared.state) == sample.board.position
    student = _join(code, "Ana")
    [mirror] = [b for b in boards(student) if b["kind"] == "still"]
    assert mirror["position"] == sample.board.position


def test_a_quiz_is_judged_per_student_and_the_teacher_sees_right_wrong_and_not_yet(store):
    step, right, wrong = task_moves("petteia", 1)
    teacher = _start()
    code = teacher.query_params["code"]
    students = [_join(code, name, lang) for name, lang in (("Ana", "en"), ("Bo", "ru"), ("Chen", "en"))]
    [sending] = [b for b in teacher.run().button if b.key == "class:quiz-send"]
    assert sending.disabled  # the first step only explains: it has no task
    teacher.selectbox(key="class:from").select("lessons:1").run()
    teacher = button(teacher, t("class.quiz.send", "en")).click().run()
    quiz_round = store.view(code, time.time()).round
    assert quiz_round.kind == "quiz" and quiz_round.open and quiz_round.payload["step"] == 1
    assert live_boards(teacher)[0]["position"] == step.board.position
    ana, bo, chen = (student.run() for student in students)
    assert step.board.task in page_text(ana)
    assert load_lesson("lessons", "petteia", "ru").steps[1].board.task in page_text(bo)  # in the student's language
    assert t("class.quiz.answer", "en") in [info.value for info in ana.info]
    ana, bo = _play(ana, right.places), _play(bo, wrong.places)
    assert ana.success[0].value == t("class.quiz.yours_right", "en", move=right.text)
    assert bo.error[0].value == t("class.quiz.yours_wrong", "ru", move=wrong.text)
    assert not live_boards(bo)[0]["live"]  # the first answer is final: the board takes no other move
    bo = _play(bo, right.places)
    assert not bo.warning and not bo.info and live_boards(bo)[0]["position"] == _after_move(step, wrong)
    with pytest.raises(ClassError):
        store.submit(code, bo.query_params["me"], quiz_round.number, right.text, time.time())
    teacher = teacher.run()
    page = html_text(teacher)
    for result, count in (("right", 1), ("wrong", 1), ("waiting", 1)):
        assert f'data-testid="quiz-{result}">{count}<' in page
    assert "✓ Ana" in page and "✗ Bo" in page and "… Chen" in page
    teacher = button(teacher, t("class.quiz.show", "en")).click().run().run()
    assert not store.view(code, time.time()).round.open
    shown = record_from_link(store.view(code, time.time()).board)[0]
    assert [m.text for m in shown.moves] == [step.board.answers[0]]
    assert 'data-testid="quiz-right">1<' in html_text(teacher)  # the results stay after the quiz closes
    assert [b for b in teacher.button if b.key == "class:vote-open"]
    [mirror] = [b for b in boards(chen.run()) if b["kind"] == "still"]  # the quiz is over: the teacher's board
    assert mirror["position"] == shown.game.format_position(shown.state)
    # every student sees the answer and the step's explanation in their language, and their own answer judged
    miss = missed(step.board, wrong)
    assert miss is not None
    reason = " " + t(miss.key, "ru", **miss.args)
    for student, lang, own in (
        (ana, "en", t("class.quiz.yours_was_right", "en", move=right.text)),
        (bo, "ru", t("class.quiz.yours_was_wrong", "ru", move=wrong.text, reason=reason)),
        (chen, "en", t("class.quiz.none_given", "en")),
    ):
        text = page_text(student.run())
        assert t("class.quiz.answer_is", lang, move=right.text) in text, text
        assert load_lesson("lessons", "petteia", lang).steps[1].after in text and own in text, text
    store.set_board(code, _token(teacher), BOARD, time.time())  # the teacher goes on to another position
    assert t("class.quiz.answer_is", "en", move=right.text) not in page_text(ana.run())


def test_every_lesson_task_can_be_a_quiz_and_its_answers_are_judged_right():
    for rules in RULE_SETS:
        for source in quiz.sources(rules, "en"):
            if source.kind == quiz.LESSONS and source.board.quiz:
                for answer in source.board.answers:
                    assert quiz.verdict_of(rules, source.index, answer) is Verdict.SOLVED, (rules, source.index)
            elif source.kind == quiz.LESSONS and source.board.guided:  # guided practice is never a quiz
                assert quiz.verdict_of(rules, source.index, source.board.answers[0]) is None, (rules, source.index)
    assert quiz.verdict_of("petteia", 1, "not a move") is None
    assert quiz.quiz_step({"lesson": "petteia", "step": 99}, "en") is None
    assert quiz.quiz_step({"lesson": "petteia", "step": 0}, "en") is None  # no task there


def test_student_results_say_right_wrong_or_not_yet():
    step, right, wrong = task_moves("petteia", 1)
    students = {"a": "Ana", "b": "Bo", "c": "Chen"}
    assert quiz.student_results("petteia", 1, students, {"a": right.text, "b": wrong.text}) == {
        "a": "right",
        "b": "wrong",
        "c": "waiting",
    }


@pytest.mark.parametrize("rules", RULE_SETS)
def test_a_quiz_on_every_rule_set_judges_a_students_move_on_the_board(rules, store):
    index = next(s.index for s in quiz.sources(rules, "en") if s.kind == quiz.LESSONS and s.board.quiz)
    step, right, _ = task_moves(rules, index)
    teacher = _start()
    [chooser] = [s for s in teacher.selectbox if s.key and s.key.startswith("class:rules")]
    teacher = chooser.select(rules).run()
    teacher.selectbox(key="class:from").select(f"lessons:{index}").run()
    teacher = button(teacher, t("class.quiz.send", "en")).click().run()
    student = _play(_join(teacher.query_params["code"], "Ana"), right.places)
    assert not student.exception and student.success[0].value == t("class.quiz.yours_right", "en", move=right.text)
    assert 'data-testid="quiz-right">1<' in html_text(teacher.run())
