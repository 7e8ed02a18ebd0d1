"""The class stores fail loudly and recover (issue 24, "Stores that fail loudly and recover"): a store that cannot
keep a change raises ``StoreUnavailable`` (nothing acknowledged that was not stored), says why in the server's log,
and works again as soon as the store does, with no restart; Redis without its append-only log is said to put the
classes at risk; a SQLite file deleted or replaced while in use is followed, never silently written past."""

from __future__ import annotations

import logging
import os
import random
import sqlite3
import subprocess
import sys
import threading
from contextlib import closing

import pytest

from classroom import online
from classroom import store as store_module
from classroom.store import RedisStore, SqliteStore, StoreUnavailable
from tests.support.store_faults import read_only, sqlite_files

BOARD = {"rules": "petteia", "moves": ""}
NOW = 1_000_000.0


def _class_with_a_vote(store, students=3):
    """A class of ``students`` students with a vote open and the first student's vote in."""
    code, token = store.create(BOARD, NOW)
    for n in range(students):
        store.join(code, f"s{n}", f"Student {n}", NOW)
    store.open_round(code, token, "vote", {}, NOW)
    store.submit(code, "s0", 1, "a1-a4", NOW)
    return code, token


# ---------------------------------------------------------------- Redis


@pytest.mark.slow
def test_redis_killed_mid_vote_and_restarted_loses_nothing_and_is_unavailable_meanwhile(crashable_redis):
    store = RedisStore(crashable_redis.url)
    assert not store.at_risk()  # the append-only log is on
    code, token = _class_with_a_vote(store)
    store.submit(code, "s1", 1, "b1-b4", NOW)
    crashable_redis.kill()
    for call in (
        lambda: store.view(code, NOW),
        lambda: store.submit(code, "s2", 1, "c1-c4", NOW),
        lambda: store.join(code, "s9", "Late", NOW),
        lambda: store.create(BOARD, NOW),
    ):
        with pytest.raises(StoreUnavailable):
            call()
    crashable_redis.start()
    view = store.view(code, NOW + 1)  # the same store object: no restart of the app
    assert view is not None and view.round.open and store.is_teacher(code, token)
    assert list(store.students(code)) == ["s0", "s1", "s2"]
    assert store.submissions(code, 1) == {"s0": "a1-a4", "s1": "b1-b4"}  # every acknowledged vote, none other
    store.submit(code, "s2", 1, "c1-c4", NOW + 2)  # the vote that failed, cast again
    assert store.submissions(code, 1)["s2"] == "c1-c4"


def test_redis_without_its_append_only_log_is_at_risk_and_says_so_in_the_log(redis_url, caplog):
    with caplog.at_level(logging.WARNING, logger="classroom.store"):
        assert RedisStore(redis_url).at_risk()  # the session's server runs with appendonly no
    assert "append-only log" in caplog.text and "appendonly no" in caplog.text


def test_redis_that_refuses_config_is_at_risk_too(redis_url, caplog):
    admin = RedisStore(redis_url).redis
    admin.execute_command("ACL", "SETUSER", "app", "on", ">secret", "~*", "&*", "+@all", "-config")
    try:
        limited = RedisStore(redis_url.replace("redis://", "redis://app:secret@"))
        with caplog.at_level(logging.WARNING, logger="classroom.store"):
            assert limited.at_risk()
        assert "will not say" in caplog.text
        code, _ = limited.create(BOARD, NOW)  # the store itself works
        assert limited.view(code, NOW) is not None
    finally:
        admin.execute_command("ACL", "DELUSER", "app")


def test_a_redis_that_cannot_be_reached_is_unavailable_and_names_no_host_to_the_page():
    from tests.support.server import free_port

    store = RedisStore(f"redis://127.0.0.1:{free_port()}/0")
    with pytest.raises(StoreUnavailable) as down:
        store.view("AB2C3D", NOW)
    assert isinstance(down.value.__cause__, store.errors)
    with pytest.raises(StoreUnavailable):
        store.at_risk()


# ---------------------------------------------------------------- SQLite


def test_a_sqlite_file_deleted_while_in_use_is_written_back_and_nothing_is_lost(tmp_path, caplog):
    path = tmp_path / "classes.sqlite"
    store = SqliteStore(path)
    code, token = _class_with_a_vote(store)
    for file in sqlite_files(path):
        file.unlink(missing_ok=True)
    with caplog.at_level(logging.ERROR, logger="classroom.store"):
        store.submit(code, "s1", 1, "b1-b4", NOW)  # after the delete: the file is written back first
    assert path.exists() and "deleted while in use" in caplog.text
    store.join(code, "s9", "Late", NOW)
    later, _ = store.create(BOARD, NOW)
    restarted = SqliteStore(path)  # everything is in the file at the path, as a restart finds it
    assert restarted.submissions(code, 1) == {"s0": "a1-a4", "s1": "b1-b4"} and "s9" in restarted.students(code)
    assert restarted.view(later, NOW) is not None and restarted.is_teacher(code, token)


def test_a_write_whose_file_is_deleted_under_it_is_not_acknowledged(tmp_path):
    path = tmp_path / "classes.sqlite"
    store = SqliteStore(path)
    with pytest.raises(StoreUnavailable), store._transaction() as db:
        db.execute("INSERT INTO classes VALUES ('AB2C3D', 't', '{}', 1, NULL, ?, NULL)", (NOW,))
        for file in sqlite_files(path):
            file.unlink(missing_ok=True)
    code, _ = store.create(BOARD, NOW)  # the store goes on, on a file at the path
    assert SqliteStore(path).view(code, NOW) is not None


def test_a_sqlite_file_replaced_while_in_use_is_opened_instead(tmp_path, caplog):
    path, backup = tmp_path / "classes.sqlite", tmp_path / "backup.sqlite"
    store = SqliteStore(path)
    kept, _ = store.create(BOARD, NOW)
    with closing(sqlite3.connect(path)) as db, closing(sqlite3.connect(backup)) as copy:
        db.backup(copy)
    later, _ = store.create(BOARD, NOW)  # made after the backup: not in it
    for sidecar in sqlite_files(path)[1:]:  # a backup put back: the file alone, without the old file's WAL
        sidecar.unlink(missing_ok=True)
    os.replace(backup, path)
    with caplog.at_level(logging.WARNING, logger="classroom.store"):
        assert store.view(kept, NOW) is not None and store.view(later, NOW) is None
    assert "replaced while in use" in caplog.text
    again, _ = store.create(BOARD, NOW)
    assert SqliteStore(path).view(again, NOW) is not None


def test_a_read_only_sqlite_file_fails_loudly_and_the_store_recovers_when_it_is_writable(tmp_path, caplog):
    path = tmp_path / "classes.sqlite"
    store = SqliteStore(path)
    code, token = _class_with_a_vote(store)
    store.view(code, NOW)  # the pool holds connections opened while the file could be written
    with read_only(sqlite_files(path)):
        for write in (
            lambda: store.submit(code, "s1", 1, "b1-b4", NOW),
            lambda: store.join(code, "s9", "Late", NOW),
            lambda: store.create(BOARD, NOW),
            lambda: store.set_board(code, token, {"rules": "petteia", "moves": "A"}, NOW),
        ):
            with pytest.raises(StoreUnavailable):
                write()
        assert store.view(code, NOW).version == 1  # reading still works
        with caplog.at_level(logging.ERROR, logger="classroom.store"), pytest.raises(StoreUnavailable):
            SqliteStore(path)  # an app started on a read-only file fails at once, and says why in its log
        assert "read-only" in caplog.text
    store.submit(code, "s1", 1, "b1-b4", NOW)  # writable again: the same store works at the first try
    store.join(code, "s9", "Late", NOW)
    assert SqliteStore(path).submissions(code, 1) == {"s0": "a1-a4", "s1": "b1-b4"}


HOLDER = """
import sqlite3, sys, time
db = sqlite3.connect(sys.argv[1], isolation_level=None)
db.execute("BEGIN IMMEDIATE")
print("locked", flush=True)
time.sleep(600)
"""


def test_a_lock_held_by_another_process_past_the_busy_timeout_is_a_clear_failure_not_a_hang(tmp_path, monkeypatch):
    monkeypatch.setattr(store_module, "BUSY_SECONDS", 0.3)
    path = tmp_path / "classes.sqlite"
    store = SqliteStore(path)
    code, _ = _class_with_a_vote(store)
    holder = subprocess.Popen([sys.executable, "-c", HOLDER, str(path)], stdout=subprocess.PIPE, text=True)
    try:
        assert holder.stdout.readline().strip() == "locked"
        with pytest.raises(StoreUnavailable) as locked:
            store.submit(code, "s1", 1, "b1-b4", NOW)
        assert holder.poll() is None  # the store gave up while the lock was still held
        assert "locked" in str(locked.value)
        assert store.submissions(code, 1) == {"s0": "a1-a4"}  # reads go on meanwhile (WAL)
    finally:
        holder.kill()
        holder.wait()
    store.submit(code, "s1", 1, "b1-b4", NOW)
    assert store.submissions(code, 1) == {"s0": "a1-a4", "s1": "b1-b4"}


def test_a_write_waits_for_this_processs_other_writer_and_past_the_busy_time_is_a_clear_failure(tmp_path, monkeypatch):
    """The writers of one process take turns on a lock of the store's own (woken at once when it is free, where
    SQLite's busy handler sleeps): one held past ``BUSY_SECONDS`` is refused in words, and the store goes on."""
    monkeypatch.setattr(store_module, "BUSY_SECONDS", 0.3)
    store = SqliteStore(tmp_path / "classes.sqlite")
    code, _ = _class_with_a_vote(store)
    game, _, _ = online.new_game("petteia", None, "me", random.Random(1), NOW)
    store.create_game(game, NOW)
    inside, release = threading.Event(), threading.Event()

    def held(game):
        inside.set()
        release.wait(10)
        return game

    writer = threading.Thread(target=store.change_game, args=(game.game_id, held, NOW))
    writer.start()
    try:
        assert inside.wait(10)
        with pytest.raises(StoreUnavailable, match="busy"):
            store.submit(code, "s1", 1, "b1-b4", NOW)
        assert store.submissions(code, 1) == {"s0": "a1-a4"}  # reads go on meanwhile
    finally:
        release.set()
        writer.join()
    store.submit(code, "s1", 1, "b1-b4", NOW)
    assert store.submissions(code, 1) == {"s0": "a1-a4", "s1": "b1-b4"}
