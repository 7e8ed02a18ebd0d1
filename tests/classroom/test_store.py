"""Both class stores keep the same promises (issue 14, "Storage that is real and survives", "Safety"): the
teacher's token alone changes a class, submissions come only from joined students and only while their round
is open, a student's later vote replaces the earlier one, a class outlives the store object (a restart), and
a class idle for a day is gone."""

from __future__ import annotations

import threading

import pytest

from classroom.store import (
    CODE_ALPHABET,
    CODE_LENGTH,
    IDLE_SECONDS,
    MAX_KEYS,
    ClassError,
    RedisStore,
    SqliteStore,
    key_hash,
    new_code,
    normal_code,
    pin_hash,
)

BOARD = {"rules": "petteia", "moves": ""}
NOW = 1_000_000.0


def _reason(error: pytest.ExceptionInfo[ClassError]) -> str:
    return error.value.reason


def test_a_class_starts_with_its_board_a_code_and_a_secret_token(store):
    code, token = store.create(BOARD, NOW)
    assert normal_code(code) == code and len(token) >= 20
    view = store.view(code, NOW + 1)
    assert view.board == BOARD and view.version == 1 and view.round is None
    assert store.is_teacher(code, token) and not store.is_teacher(code, "a guess")
    assert not store.is_teacher(code, "жетон учителя") and not store.is_teacher("ZZZZZZ", token)
    assert store.view("ZZZZZZ", NOW) is None


def test_only_the_teachers_token_changes_the_board(store):
    code, token = store.create(BOARD, NOW)
    moved = store.set_board(code, token, {"rules": "petteia", "moves": "A"}, NOW + 5)
    assert moved.version == 2 and store.view(code, NOW + 6).board["moves"] == "A"
    with pytest.raises(ClassError) as refused:
        store.set_board(code, token[:-1] + ("y" if token.endswith("x") else "x"), BOARD, NOW + 7)
    assert _reason(refused) == "not_teacher" and store.view(code, NOW + 8).version == 2
    for change in (lambda: store.open_round(code, "x", "vote", {}, NOW), lambda: store.close_round(code, "x", NOW)):
        with pytest.raises(ClassError) as refused:
            change()
        assert _reason(refused) == "not_teacher"


def _lets_in(store, code: str, pin: str, now: float) -> bool:
    """Whether ``pin`` gives a device a teacher's key to ``code`` (a key that then changes the class)."""
    key = store.token_for_pin(code, pin, now)
    return key and store.is_teacher(code, key)


def test_the_teachers_pin_gives_the_token_and_a_new_pin_replaces_the_old(store):
    code, token = store.create(BOARD, NOW)
    for guess in ("", "ABCDEF", token):  # before the teacher makes a PIN, nothing opens the class
        with pytest.raises(ClassError) as refused:
            store.token_for_pin(code, guess, NOW)
        assert _reason(refused) == "wrong_pin"
    pin = store.new_pin(code, token, NOW)
    assert normal_code(pin) == pin and _lets_in(store, code, pin, NOW + 1) and store.is_teacher(code, token)
    for guess in ("", pin.lower(), pin[:-1] + ("2" if pin[-1] != "2" else "3"), "пин-код", "x" * 500):
        with pytest.raises(ClassError) as refused:
            store.token_for_pin(code, guess, NOW + 2)
        assert _reason(refused) == "wrong_pin"
    again = store.new_pin(code, token, NOW + 3)
    assert _lets_in(store, code, again, NOW + 4)
    if again != pin:
        with pytest.raises(ClassError):
            store.token_for_pin(code, pin, NOW + 5)
    with pytest.raises(ClassError) as refused:
        store.new_pin(code, "a guess", NOW)  # only the teacher makes a PIN
    assert _reason(refused) == "not_teacher" and _lets_in(store, code, again, NOW + 6)
    with pytest.raises(ClassError) as refused:
        store.token_for_pin("ZZZZZZ", again, NOW)
    assert _reason(refused) == "no_class"
    with pytest.raises(ClassError) as refused:
        store.token_for_pin(code, again, NOW + 4 + 2 * IDLE_SECONDS)  # the class has ended
    assert _reason(refused) == "no_class"


def test_the_store_keeps_only_a_salted_hash_of_the_pin(store, tmp_path):
    code, token = store.create(BOARD, NOW)
    pin = store.new_pin(code, token, NOW)
    if isinstance(store, SqliteStore):
        [(kept,)] = store._read("SELECT pin FROM classes WHERE code = ?", (code,))
    else:
        kept = store.redis.hget(f"class:{code}", "pin")
    salt, digest = kept.split("$")
    assert pin not in kept and kept == pin_hash(pin, salt) and len(digest) == 64
    assert pin_hash(pin) != kept  # a fresh salt each time


def test_a_sqlite_file_made_before_pins_gets_them_and_keeps_its_classes(tmp_path):
    import sqlite3

    path = tmp_path / "classes.sqlite"
    with sqlite3.connect(path) as db:
        db.execute(
            "CREATE TABLE classes (code TEXT PRIMARY KEY, token TEXT NOT NULL, board TEXT NOT NULL, "
            "version INTEGER NOT NULL, round TEXT, touched REAL NOT NULL)"
        )
        db.execute("INSERT INTO classes VALUES ('AB2C3D', 'old-token', '{}', 1, NULL, ?)", (NOW,))
    store = SqliteStore(path)
    assert store.view("AB2C3D", NOW) is not None and store.is_teacher("AB2C3D", "old-token")
    pin = store.new_pin("AB2C3D", "old-token", NOW)
    assert _lets_in(SqliteStore(path), "AB2C3D", pin, NOW) and store.is_teacher("AB2C3D", "old-token")
    code, _ = store.create(BOARD, NOW)
    assert store.view(code, NOW) is not None


def test_votes_come_from_joined_students_while_the_round_is_open_and_the_last_one_counts(store):
    code, token = store.create(BOARD, NOW)
    store.join(code, "s1", "Ana", NOW)
    store.join(code, "s2", "<b>Bo</b>", NOW)
    store.join(code, "s1", "Ana K.", NOW)  # joining again renames
    assert store.students(code) == {"s1": "Ana K.", "s2": "<b>Bo</b>"}
    vote = store.open_round(code, token, "vote", {}, NOW)
    assert vote.number == 1 and vote.open
    store.submit(code, "s1", 1, "a1-a4", NOW)
    store.submit(code, "s2", 1, "b1-b4", NOW)
    store.submit(code, "s1", 1, "c1-c4", NOW)  # changed until the vote closes
    with pytest.raises(ClassError) as refused:
        store.submit(code, "stranger", 1, "a1-a4", NOW)
    assert _reason(refused) == "not_joined"
    with pytest.raises(ClassError) as refused:
        store.submit(code, "s2", 2, "a1-a4", NOW)
    assert _reason(refused) == "round_closed"
    closed = store.close_round(code, token, NOW)
    assert not closed.open and store.view(code, NOW).round == closed
    with pytest.raises(ClassError) as refused:
        store.submit(code, "s2", 1, "d1-d4", NOW)
    assert _reason(refused) == "round_closed"
    assert store.submissions(code, 1) == {"s1": "c1-c4", "s2": "b1-b4"}
    quiz = store.open_round(code, token, "quiz", {"lesson": "petteia", "step": 2}, NOW)
    assert quiz.number == 2 and quiz.payload == {"lesson": "petteia", "step": 2}
    assert store.submissions(code, 2) == {}


def test_a_quiz_answer_is_final_and_a_new_round_closes_the_last(store):
    code, token = store.create(BOARD, NOW)
    store.join(code, "s1", "Ana", NOW)
    store.open_round(code, token, "quiz", {"lesson": "petteia", "step": 2}, NOW)
    store.submit(code, "s1", 1, "a1-a4", NOW)
    with pytest.raises(ClassError) as refused:
        store.submit(code, "s1", 1, "b1-b4", NOW)  # the first answer counts
    assert _reason(refused) == "answered" and store.submissions(code, 1) == {"s1": "a1-a4"}
    store.open_round(code, token, "vote", {}, NOW)
    with pytest.raises(ClassError) as refused:
        store.submit(code, "s1", 1, "c1-c4", NOW)
    assert _reason(refused) == "round_closed"
    store.submit(code, "s1", 2, "c1-c4", NOW)
    store.submit(code, "s1", 2, "d1-d4", NOW)
    assert store.submissions(code, 2) == {"s1": "d1-d4"}


def test_submissions_to_an_unknown_class_or_before_any_round_are_refused(store):
    with pytest.raises(ClassError) as refused:
        store.submit("ZZZZZZ", "s1", 1, "a1-a4", NOW)
    assert _reason(refused) == "no_class"
    with pytest.raises(ClassError) as refused:
        store.join("ZZZZZZ", "s1", "Ana", NOW)
    assert _reason(refused) == "no_class"
    code, token = store.create(BOARD, NOW)
    store.join(code, "s1", "Ana", NOW)
    with pytest.raises(ClassError) as refused:
        store.submit(code, "s1", 1, "a1-a4", NOW)
    assert _reason(refused) == "round_closed"
    with pytest.raises(ClassError) as refused:
        store.close_round(code, token, NOW)
    assert _reason(refused) == "no_round"


def test_a_class_idle_for_a_day_is_gone_and_activity_keeps_it(store):
    code, token = store.create(BOARD, NOW)
    store.set_board(code, token, BOARD, NOW + IDLE_SECONDS - 10)  # activity
    assert store.view(code, NOW + IDLE_SECONDS + 10) is not None
    later = NOW + 2 * IDLE_SECONDS
    assert store.view(code, later) is None
    with pytest.raises(ClassError):
        store.join(code, "s1", "Ana", later)
    store.expire(later)
    assert store.view(code, later) is None


def test_sqlite_forgets_expired_classes_with_their_students_and_votes(tmp_path):
    store = SqliteStore(tmp_path / "classes.sqlite")
    old, token = store.create(BOARD, NOW)
    store.join(old, "s1", "Ana", NOW)
    store.open_round(old, token, "vote", {}, NOW)
    store.submit(old, "s1", 1, "a1-a4", NOW)
    fresh, _ = store.create(BOARD, NOW + IDLE_SECONDS)
    assert store.expire(NOW + IDLE_SECONDS + 1) == 1
    assert store.students(old) == {} and store.submissions(old, 1) == {}
    assert store.view(fresh, NOW + IDLE_SECONDS + 1) is not None


def test_a_class_survives_a_restart_of_the_store(tmp_path, redis_url):
    for reopen in (lambda: SqliteStore(tmp_path / "classes.sqlite"), lambda: RedisStore(redis_url)):
        first = reopen()
        code, token = first.create(BOARD, NOW)
        first.join(code, "s1", "Ana", NOW)
        first.open_round(code, token, "vote", {}, NOW)
        first.submit(code, "s1", 1, "a1-a4", NOW)
        again = reopen()  # another app server, or the same one restarted
        assert again.view(code, NOW).round.open and again.students(code) == {"s1": "Ana"}
        assert again.submissions(code, 1) == {"s1": "a1-a4"} and again.is_teacher(code, token)
        pin = first.new_pin(code, token, NOW)
        assert _lets_in(reopen(), code, pin, NOW)


def test_thirty_students_voting_at_once_lose_no_vote(store):
    code, token = store.create(BOARD, NOW)
    students = [f"s{n}" for n in range(30)]
    for student in students:
        store.join(code, student, student.upper(), NOW)
    store.open_round(code, token, "vote", {}, NOW)
    threads = [threading.Thread(target=store.submit, args=(code, s, 1, f"move-{s}", NOW)) for s in students]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert store.submissions(code, 1) == {s: f"move-{s}" for s in students}


def test_codes_are_long_unambiguous_and_read_forgivingly():
    codes = {new_code() for _ in range(2000)}
    assert len(codes) == 2000
    assert all(len(c) == CODE_LENGTH and set(c) <= set(CODE_ALPHABET) for c in codes)
    assert not set("01OIL") & set(CODE_ALPHABET)
    assert normal_code(" ab2-c3d ") == "AB2C3D" and normal_code("AB2C3") is None and normal_code("AB2C3O") is None


def test_a_name_is_cleaned_and_one_of_each_in_a_class(store):
    """``classroom.names``: a second "Ana" (in any case) is refused, the same student may join again under their
    name, another class may have its own Ana, and a name is kept without control or direction characters."""
    code, _ = store.create(BOARD, NOW)
    other, _ = store.create(BOARD, NOW)
    assert store.join(code, "s1", " \u202eAna\u202c\x00 ", NOW) == "Ana"
    for student, name in (("s2", "Ana"), ("s2", "ANA"), ("s3", "A\u200bna")):
        with pytest.raises(ClassError) as refused:
            store.join(code, student, name, NOW)
        assert _reason(refused) == "name_taken"
    assert store.join(code, "s1", "ana", NOW) == "ana"  # the same student, joining again
    assert store.join(other, "s2", "Ana", NOW) == "Ana"
    with pytest.raises(ClassError) as refused:
        store.join(code, "s4", "\u200b\u202e", NOW)
    assert _reason(refused) == "no_name"
    assert store.students(code) == {"s1": "ana"} and store.students(other) == {"s2": "Ana"}


def test_the_store_keeps_only_hashes_of_the_teachers_keys_and_the_teacher_can_replace_them(store):
    """Issue 24: the teacher's key is stored as a hash; a PIN lets another device in with a key of its own; a
    new key from the teacher's view shuts every other device out."""
    code, token = store.create(BOARD, NOW)
    pin = store.new_pin(code, token, NOW)
    other = store.token_for_pin(code, pin, NOW + 1)
    assert other != token and store.is_teacher(code, other) and store.is_teacher(code, token)
    kept = (
        store._read("SELECT token FROM classes WHERE code = ?", (code,))[0][0]
        if isinstance(store, SqliteStore)
        else store.redis.hget(f"class:{code}", "token")
    )
    assert token not in kept and other not in kept and kept.split() == [key_hash(token), key_hash(other)]
    fresh = store.new_key(code, token, NOW + 2)
    assert store.is_teacher(code, fresh) and not store.is_teacher(code, token) and not store.is_teacher(code, other)
    with pytest.raises(ClassError) as refused:
        store.new_key(code, other, NOW + 3)  # only a key still valid makes a new one
    assert _reason(refused) == "not_teacher"
    for n in range(MAX_KEYS + 2):  # a PIN used many times keeps the newest keys only
        store.token_for_pin(code, pin, NOW + 4 + n)
    assert not store.is_teacher(code, fresh)


def test_a_removed_student_is_gone_with_their_votes_and_cannot_join_again(store):
    code, token = store.create(BOARD, NOW)
    store.join(code, "s1", "Ana", NOW)
    store.join(code, "s2", "Troll", NOW)
    vote = store.open_round(code, token, "vote", {}, NOW)
    store.submit(code, "s1", vote.number, "a1-a2", NOW)
    store.submit(code, "s2", vote.number, "b1-b2", NOW)
    with pytest.raises(ClassError) as refused:
        store.remove_student(code, "a guess", "s2", NOW)
    assert _reason(refused) == "not_teacher" and "s2" in store.students(code)
    store.remove_student(code, token, "s2", NOW + 1)
    assert store.students(code) == {"s1": "Ana"} and store.submissions(code, vote.number) == {"s1": "a1-a2"}
    for again in (lambda: store.join(code, "s2", "Someone", NOW + 2), lambda: store.submit(code, "s2", 1, "x", NOW)):
        with pytest.raises(ClassError) as refused:
            again()
        assert _reason(refused) in {"removed", "not_joined"}
    with pytest.raises(ClassError) as refused:
        store.join(code, "s2", "Someone", NOW + 2)
    assert _reason(refused) == "removed"
    assert store.join(code, "s3", "Troll", NOW + 3) == "Troll"  # the name is free again


def test_tries_are_counted_in_a_sliding_window_and_a_try_given_back_is_uncounted(store):
    assert all(store.take_try("codes:a", f"t{n}", 100.0 + n, 3, 60.0) == 0.0 for n in range(3))
    assert store.take_try("codes:a", "t3", 110.0, 3, 60.0) == pytest.approx(50.0)  # refused: nothing counted
    assert store.take_try("codes:b", "t0", 110.0, 3, 60.0) == 0.0  # another bucket is not held up
    store.give_back_try("codes:a", "t1")
    assert store.take_try("codes:a", "t4", 111.0, 3, 60.0) == 0.0
    assert store.take_try("codes:a", "t5", 112.0, 3, 60.0) > 0
    assert store.take_try("codes:a", "t6", 160.0, 3, 60.0) == 0.0  # the first try has left the window


def test_many_servers_taking_tries_at_once_count_exactly_the_limit(store):
    taken: list[float] = []
    threads = [
        threading.Thread(target=lambda n=n: taken.append(store.take_try("crowd", f"t{n}", 5.0, 25, 60.0)))
        for n in range(60)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert taken.count(0.0) == 25 and len(taken) == 60


def test_a_class_knows_the_addresses_it_was_made_or_joined_from(store):
    code, _ = store.create(BOARD, NOW)
    assert not store.is_home(code, "198.51.100.7", NOW)
    store.add_home(code, "198.51.100.7", NOW)
    assert store.is_home(code, "198.51.100.7", NOW + 1) and not store.is_home(code, "203.0.113.9", NOW + 1)
    assert not store.is_home("ZZZZZZ", "198.51.100.7", NOW) and not store.is_home(
        code, "198.51.100.7", NOW + 2 * IDLE_SECONDS
    )
