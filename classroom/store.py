"""Where a live class lives: one small interface, ``ClassStore``, with two stores behind it.

``SqliteStore`` (the default: one file in WAL mode, nothing to start) and ``RedisStore`` (``CLASS_STORE=
redis://host:port/db``: several app servers behind a load balancer share their classes).  Both keep every
class, student, round and submission on disk or in the server, so an app server's restart loses nothing,
and forget a class after a day without activity (``IDLE_SECONDS``).

A class is its join ``code``, the teacher's secret ``token`` (only it changes the class), the hash of the
teacher's ``pin`` (a short code that gives the token to the teacher on another device), the ``board`` the
teacher shows (a JSON object: rule set, position, moves, or a lesson step) with a ``version`` that grows
with every change (students follow it), and at most one ``Round`` at a time: a vote on a move or a quiz,
open or closed.  A student joins with a name under an id of their own session (cleaned, and one of each in a
class: ``classroom.names``); a submission (a vote or an
answer) is accepted only from a joined student, only for the round that is open; a vote replaces that
student's earlier one in the round, a quiz's answer is final (the first counts).  Times are passed in
(``now``, seconds), so that tests control them.
"""

from __future__ import annotations

import hashlib
import json
import queue
import secrets
import sqlite3
from collections.abc import Iterable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Protocol

from classroom.names import clean_name, name_key

IDLE_SECONDS = 24 * 60 * 60
"""A class with no activity for a day is gone."""
VOTE, QUIZ = "vote", "quiz"
"""The kinds of round: in a vote a student's last submission counts (a vote can change until it closes); in a
quiz the first (an answer is final)."""
CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ"
"""Join codes in letters and digits that cannot be mistaken for one another (no 0/O, 1/I/L)."""
CODE_LENGTH = 6
"""31^6, about 887 million codes: with joins rate-limited, not guessable in practice."""
PIN_ROUNDS = 20_000
"""PBKDF2 rounds of a stored PIN's hash: a few milliseconds to check one, slow to try them all."""


class ClassError(Exception):
    """Why a class refused a change: ``reason`` is a key of the page's texts (``class.error.<reason>``)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


@dataclass(frozen=True)
class Round:
    """A vote or a quiz: its number in the class, its kind, what it asks (for a quiz, the lesson task) and
    whether submissions are still taken."""

    number: int
    kind: str  # "vote" | "quiz"
    payload: dict[str, Any]
    open: bool

    def as_json(self) -> dict[str, Any]:
        return {"number": self.number, "kind": self.kind, "payload": self.payload, "open": self.open}

    @staticmethod
    def from_json(data: dict[str, Any] | None) -> Round | None:
        return None if data is None else Round(data["number"], data["kind"], data["payload"], data["open"])


@dataclass(frozen=True)
class ClassView:
    """What everyone in a class sees: the board and its version, and the round (None before the first)."""

    code: str
    board: dict[str, Any]
    version: int
    round: Round | None
    touched: float


def _same(secret: str, given: str) -> bool:
    """Whether ``given`` is the secret, in a time that does not tell how much of it matched (any text:
    a token from a link may hold anything)."""
    return secrets.compare_digest(secret.encode(), given.encode())


def new_code() -> str:
    """A fresh join code (from the operating system's randomness: not guessable from earlier codes)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_token() -> str:
    """A secret: the teacher's token, or a student's id."""
    return secrets.token_urlsafe(18)


def new_pin() -> str:
    """A fresh teacher's PIN: six characters of the join codes' alphabet (read back forgivingly by
    ``normal_code``; with wrong PINs rate-limited, not guessable in practice)."""
    return new_code()


def pin_hash(pin: str, salt: str | None = None) -> str:
    """How a PIN is stored: ``<salt>$<PBKDF2 of the PIN>`` (a fresh salt unless one is given)."""
    salt = salt if salt is not None else secrets.token_hex(8)
    digest = hashlib.pbkdf2_hmac("sha256", pin.encode(), salt.encode(), PIN_ROUNDS).hex()
    return f"{salt}${digest}"


def pin_matches(stored: str | None, pin: str) -> bool:
    """Whether ``pin`` is the PIN whose hash is ``stored`` (None: the class has no PIN)."""
    if not stored or "$" not in stored:
        return False
    return _same(stored, pin_hash(pin, stored.split("$", 1)[0]))


def normal_code(text: str) -> str | None:
    """A typed join code as stored (upper case, spaces and dashes dropped), or None when it cannot be one."""
    code = "".join(ch for ch in text.upper() if ch not in " -")
    return code if len(code) == CODE_LENGTH and all(ch in CODE_ALPHABET for ch in code) else None


def _joining_name(name: str) -> str:
    """``name`` cleaned, or ``ClassError("no_name")`` when nothing is left of it."""
    cleaned = clean_name(name)
    if not cleaned:
        raise ClassError("no_name")
    return cleaned


def _check_unique(name: str, others: Iterable[str]) -> None:
    """``ClassError("name_taken")`` when one of ``others`` (the class's other students' names) is ``name``."""
    key = name_key(name)
    if any(name_key(other) == key for other in others):
        raise ClassError("name_taken")


class ClassStore(Protocol):
    """Every store keeps classes the same way; ``tests/classroom/test_store.py`` holds each to it."""

    def create(self, board: dict[str, Any], now: float) -> tuple[str, str]:
        """A new class showing ``board``: its join code and the teacher's token."""
        ...

    def view(self, code: str, now: float) -> ClassView | None:
        """The class as it stands, or None when there is no such class (or it has expired)."""
        ...

    def is_teacher(self, code: str, token: str) -> bool: ...

    def new_pin(self, code: str, token: str, now: float) -> str:
        """The teacher makes a fresh PIN for the class (the earlier one opens it no more); only its hash is kept."""
        ...

    def token_for_pin(self, code: str, pin: str, now: float) -> str:
        """The teacher's token, given the class's PIN (``ClassError``: ``no_class``, or ``wrong_pin`` when the PIN
        is wrong or none was made)."""
        ...

    def set_board(self, code: str, token: str, board: dict[str, Any], now: float) -> ClassView:
        """The teacher shows another board (the version grows)."""
        ...

    def join(self, code: str, student: str, name: str, now: float) -> str:
        """Student ``student`` joins under ``name`` (joining again changes the name), cleaned as
        ``classroom.names`` says; returns the name kept.  A name another student of the class goes by is
        refused (``name_taken``), and so is one with nothing left once cleaned (``no_name``)."""
        ...

    def students(self, code: str) -> dict[str, str]:
        """Each joined student's id and name."""
        ...

    def open_round(self, code: str, token: str, kind: str, payload: dict[str, Any], now: float) -> Round:
        """The teacher opens a new round (closing any round still open)."""
        ...

    def close_round(self, code: str, token: str, now: float) -> Round:
        """The teacher closes the open round: no more submissions."""
        ...

    def submit(self, code: str, student: str, number: int, value: str, now: float) -> None:
        """A joined student's vote or answer in round ``number``, while it is open (``ClassError``: why not;
        ``answered``: a quiz's answer is already in)."""
        ...

    def submissions(self, code: str, number: int) -> dict[str, str]:
        """Each student's last submission in round ``number``."""
        ...

    def expire(self, now: float) -> int:
        """Forget the classes idle for a day; how many were forgotten."""
        ...


def store_from_env(location: str | None, default_path: Path) -> ClassStore:
    """The store ``CLASS_STORE`` names: ``redis://host:port/db``, a SQLite file path, or (None) the default file."""
    if location and location.startswith(("redis://", "rediss://")):
        return RedisStore(location)
    return SqliteStore(Path(location) if location else default_path)


# ---------------------------------------------------------------- SQLite

SCHEMA = """
CREATE TABLE IF NOT EXISTS classes (code TEXT PRIMARY KEY, token TEXT NOT NULL, board TEXT NOT NULL,
    version INTEGER NOT NULL, round TEXT, touched REAL NOT NULL, pin TEXT);
CREATE TABLE IF NOT EXISTS students (code TEXT NOT NULL, student TEXT NOT NULL, name TEXT NOT NULL,
    PRIMARY KEY (code, student));
CREATE TABLE IF NOT EXISTS submissions (code TEXT NOT NULL, round INTEGER NOT NULL, student TEXT NOT NULL,
    value TEXT NOT NULL, PRIMARY KEY (code, round, student));
"""


class SqliteStore:
    """Classes in one SQLite file in WAL mode: readers never wait for a writer, and a change is on disk
    when it returns.  Connections are lent from a pool, one to a thread at a time: Streamlit runs every run
    of a script in a new thread, and a student's board reads the class every second, so opening a
    connection per thread would open one a second per student."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._idle: queue.SimpleQueue[sqlite3.Connection] = queue.SimpleQueue()
        path.parent.mkdir(parents=True, exist_ok=True)
        with self._connection() as db:
            db.executescript(SCHEMA)  # a script commits by itself
        with self._transaction() as db:  # a file made before PINs: its classes get the column, with no PIN
            if "pin" not in [column[1] for column in db.execute("PRAGMA table_info(classes)")]:
                db.execute("ALTER TABLE classes ADD COLUMN pin TEXT")

    @contextmanager
    def _connection(self) -> Iterator[sqlite3.Connection]:
        """A connection of the pool (a new one when every one is lent), given back afterwards; one left inside a
        transaction (its COMMIT or ROLLBACK failed) is closed instead, so that it holds no lock for good."""
        try:
            db = self._idle.get_nowait()
        except queue.Empty:
            db = sqlite3.connect(self.path, timeout=10, isolation_level=None, check_same_thread=False)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
        try:
            yield db
        finally:
            if db.in_transaction:
                db.close()
            else:
                self._idle.put(db)

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        with self._connection() as db:
            db.execute("BEGIN IMMEDIATE")
            try:
                yield db
            except BaseException:
                db.execute("ROLLBACK")
                raise
            db.execute("COMMIT")

    def _read(self, query: str, args: tuple[Any, ...]) -> list[Any]:
        """The rows of one query, on a connection of the pool."""
        with self._connection() as db:
            return db.execute(query, args).fetchall()

    def _live(self, db: sqlite3.Connection, code: str, now: float) -> tuple[str, str, int, str | None]:
        row: tuple[str, str, int, str | None] | None = db.execute(
            "SELECT token, board, version, round FROM classes WHERE code = ? AND touched > ?",
            (code, now - IDLE_SECONDS),
        ).fetchone()
        if row is None:
            raise ClassError("no_class")
        return row

    def _teacher(self, db: sqlite3.Connection, code: str, token: str, now: float) -> tuple[str, int, str | None]:
        stored, board, version, round_ = self._live(db, code, now)
        if not _same(stored, token):
            raise ClassError("not_teacher")
        return board, version, round_

    def create(self, board: dict[str, Any], now: float) -> tuple[str, str]:
        token = new_token()
        with self._transaction() as db:
            while True:
                code = new_code()
                taken = db.execute("SELECT 1 FROM classes WHERE code = ?", (code,)).fetchone()
                if taken is None:
                    break
            db.execute(
                "INSERT INTO classes (code, token, board, version, round, touched) VALUES (?, ?, ?, 1, NULL, ?)",
                (code, token, json.dumps(board), now),
            )
        return code, token

    def view(self, code: str, now: float) -> ClassView | None:
        rows = self._read(
            "SELECT board, version, round, touched FROM classes WHERE code = ? AND touched > ?",
            (code, now - IDLE_SECONDS),
        )
        if not rows:
            return None
        board, version, round_, touched = rows[0]
        return ClassView(code, json.loads(board), version, Round.from_json(json.loads(round_ or "null")), touched)

    def is_teacher(self, code: str, token: str) -> bool:
        rows = self._read("SELECT token FROM classes WHERE code = ?", (code,))
        return bool(rows) and _same(rows[0][0], token)

    def new_pin(self, code: str, token: str, now: float) -> str:
        pin = new_pin()
        with self._transaction() as db:
            self._teacher(db, code, token, now)
            db.execute("UPDATE classes SET pin = ?, touched = ? WHERE code = ?", (pin_hash(pin), now, code))
        return pin

    def token_for_pin(self, code: str, pin: str, now: float) -> str:
        rows = self._read("SELECT token, pin FROM classes WHERE code = ? AND touched > ?", (code, now - IDLE_SECONDS))
        if not rows:
            raise ClassError("no_class")
        if not pin_matches(rows[0][1], pin):
            raise ClassError("wrong_pin")
        return str(rows[0][0])

    def set_board(self, code: str, token: str, board: dict[str, Any], now: float) -> ClassView:
        with self._transaction() as db:
            _, version, round_ = self._teacher(db, code, token, now)
            db.execute(
                "UPDATE classes SET board = ?, version = ?, touched = ? WHERE code = ?",
                (json.dumps(board), version + 1, now, code),
            )
        return ClassView(code, board, version + 1, Round.from_json(json.loads(round_ or "null")), now)

    def join(self, code: str, student: str, name: str, now: float) -> str:
        name = _joining_name(name)
        with self._transaction() as db:
            self._live(db, code, now)
            others = db.execute("SELECT name FROM students WHERE code = ? AND student != ?", (code, student))
            _check_unique(name, (other for (other,) in others))
            db.execute(
                "INSERT INTO students VALUES (?, ?, ?) ON CONFLICT (code, student) DO UPDATE SET name = ?",
                (code, student, name, name),
            )
            db.execute("UPDATE classes SET touched = ? WHERE code = ?", (now, code))
        return name

    def students(self, code: str) -> dict[str, str]:
        return dict(self._read("SELECT student, name FROM students WHERE code = ? ORDER BY rowid", (code,)))

    def open_round(self, code: str, token: str, kind: str, payload: dict[str, Any], now: float) -> Round:
        with self._transaction() as db:
            _, _, round_ = self._teacher(db, code, token, now)
            last = Round.from_json(json.loads(round_ or "null"))
            opened = Round((last.number if last else 0) + 1, kind, payload, True)
            db.execute(
                "UPDATE classes SET round = ?, touched = ? WHERE code = ?", (json.dumps(opened.as_json()), now, code)
            )
        return opened

    def close_round(self, code: str, token: str, now: float) -> Round:
        with self._transaction() as db:
            _, _, round_ = self._teacher(db, code, token, now)
            last = Round.from_json(json.loads(round_ or "null"))
            if last is None:
                raise ClassError("no_round")
            closed = Round(last.number, last.kind, last.payload, False)
            db.execute(
                "UPDATE classes SET round = ?, touched = ? WHERE code = ?", (json.dumps(closed.as_json()), now, code)
            )
        return closed

    def submit(self, code: str, student: str, number: int, value: str, now: float) -> None:
        with self._transaction() as db:
            _, _, _, round_ = self._live(db, code, now)
            if db.execute("SELECT 1 FROM students WHERE code = ? AND student = ?", (code, student)).fetchone() is None:
                raise ClassError("not_joined")
            current = Round.from_json(json.loads(round_ or "null"))
            if current is None or current.number != number or not current.open:
                raise ClassError("round_closed")
            if (
                current.kind == QUIZ
                and db.execute(
                    "SELECT 1 FROM submissions WHERE code = ? AND round = ? AND student = ?", (code, number, student)
                ).fetchone()
                is not None
            ):
                raise ClassError("answered")
            db.execute(
                "INSERT INTO submissions VALUES (?, ?, ?, ?) ON CONFLICT (code, round, student) "
                "DO UPDATE SET value = ?",
                (code, number, student, value, value),
            )
            db.execute("UPDATE classes SET touched = ? WHERE code = ?", (now, code))

    def submissions(self, code: str, number: int) -> dict[str, str]:
        return dict(self._read("SELECT student, value FROM submissions WHERE code = ? AND round = ?", (code, number)))

    def expire(self, now: float) -> int:
        with self._transaction() as db:
            gone = [
                code for (code,) in db.execute("SELECT code FROM classes WHERE touched <= ?", (now - IDLE_SECONDS,))
            ]
            for table in ("submissions", "students", "classes"):
                db.executemany(f"DELETE FROM {table} WHERE code = ?", [(code,) for code in gone])  # noqa: S608
        return len(gone)


# ---------------------------------------------------------------- Redis

SUBMIT = """
-- KEYS: the class, its students, the round's submissions; ARGV: student, round number, value, now, idle,
-- the kind of round whose first submission is final
local round = redis.call('HGET', KEYS[1], 'round')
if not round then return 'no_class' end
if tonumber(redis.call('HGET', KEYS[1], 'touched')) <= tonumber(ARGV[4]) - tonumber(ARGV[5]) then
  return 'no_class'
end
if redis.call('HEXISTS', KEYS[2], ARGV[1]) == 0 then return 'not_joined' end
if round == '' then return 'round_closed' end
local current = cjson.decode(round)
if current['number'] ~= tonumber(ARGV[2]) or not current['open'] then return 'round_closed' end
if current['kind'] == ARGV[6] and redis.call('HEXISTS', KEYS[3], ARGV[1]) == 1 then return 'answered' end
redis.call('HSET', KEYS[3], ARGV[1], ARGV[3])
redis.call('HSET', KEYS[1], 'touched', ARGV[4])
for _, key in ipairs(KEYS) do redis.call('EXPIRE', key, ARGV[5]) end
return 'ok'
"""
"""A submission is checked and stored in one step, so that a vote never lands after its round closed."""


def _texts(found: Any) -> dict[str, str]:
    """A Redis hash as text (the client decodes the replies)."""
    return {str(key): str(value) for key, value in found.items()}


class RedisStore:
    """Classes in a Redis server: a hash per class (``class:<code>``), one of its students and one per
    round of submissions; every key of a class lives a day from its last activity (Redis forgets it)."""

    def __init__(self, url: str) -> None:
        import redis  # only where a Redis server is used

        self.redis: Any = redis.Redis.from_url(url, decode_responses=True)  # its own types stop at Any here
        self._submit = self.redis.register_script(SUBMIT)

    @staticmethod
    def _keys(code: str, number: int | None = None) -> list[str]:
        keys = [f"class:{code}", f"class:{code}:students"]
        return keys if number is None else [*keys, f"class:{code}:round:{number}"]

    def _touch(self, pipe: Any, code: str, now: float) -> None:
        pipe.hset(f"class:{code}", "touched", now)
        for key in self._keys(code):
            pipe.expire(key, IDLE_SECONDS)

    def _live(self, code: str, now: float) -> dict[str, str]:
        data = _texts(self.redis.hgetall(f"class:{code}"))
        if not data or float(data["touched"]) <= now - IDLE_SECONDS:
            raise ClassError("no_class")
        return data

    def _teacher(self, code: str, token: str, now: float) -> dict[str, str]:
        data = self._live(code, now)
        if not _same(data["token"], token):
            raise ClassError("not_teacher")
        return data

    def create(self, board: dict[str, Any], now: float) -> tuple[str, str]:
        token = new_token()
        while True:
            code = new_code()
            fields = {"token": token, "board": json.dumps(board), "version": 1, "round": "", "touched": now}
            if self.redis.hsetnx(f"class:{code}", "token", token):  # the code was free: it is ours now
                pipe = self.redis.pipeline()
                pipe.hset(f"class:{code}", mapping=fields)
                pipe.expire(f"class:{code}", IDLE_SECONDS)
                pipe.execute()
                return code, token

    def view(self, code: str, now: float) -> ClassView | None:
        try:
            data = self._live(code, now)
        except ClassError:
            return None
        round_ = Round.from_json(json.loads(data["round"])) if data.get("round") else None
        return ClassView(code, json.loads(data["board"]), int(data["version"]), round_, float(data["touched"]))

    def is_teacher(self, code: str, token: str) -> bool:
        stored = self.redis.hget(f"class:{code}", "token")
        return stored is not None and _same(str(stored), token)

    def new_pin(self, code: str, token: str, now: float) -> str:
        self._teacher(code, token, now)
        pin = new_pin()
        pipe = self.redis.pipeline()
        pipe.hset(f"class:{code}", "pin", pin_hash(pin))
        self._touch(pipe, code, now)
        pipe.execute()
        return pin

    def token_for_pin(self, code: str, pin: str, now: float) -> str:
        data = self._live(code, now)
        if not pin_matches(data.get("pin"), pin):
            raise ClassError("wrong_pin")
        return data["token"]

    def set_board(self, code: str, token: str, board: dict[str, Any], now: float) -> ClassView:
        data = self._teacher(code, token, now)
        pipe = self.redis.pipeline()
        pipe.hset(f"class:{code}", "board", json.dumps(board))
        pipe.hincrby(f"class:{code}", "version", 1)
        self._touch(pipe, code, now)
        version = pipe.execute()[1]
        round_ = Round.from_json(json.loads(data["round"])) if data.get("round") else None
        return ClassView(code, board, int(version), round_, now)

    def join(self, code: str, student: str, name: str, now: float) -> str:
        name = _joining_name(name)
        self._live(code, now)
        students = f"class:{code}:students"

        def join(pipe: Any) -> None:  # run again if another join changed the names meanwhile (WATCH)
            names = _texts(pipe.hgetall(students))
            _check_unique(name, (other for who, other in names.items() if who != student))
            pipe.multi()
            if student not in names:
                pipe.rpush(f"class:{code}:order", student)
                pipe.expire(f"class:{code}:order", IDLE_SECONDS)
            pipe.hset(students, student, name)
            self._touch(pipe, code, now)

        self.redis.transaction(join, students)
        return name

    def students(self, code: str) -> dict[str, str]:
        names = _texts(self.redis.hgetall(f"class:{code}:students"))
        order = self.redis.lrange(f"class:{code}:order", 0, -1)
        return {str(student): names[str(student)] for student in dict.fromkeys(order) if str(student) in names}

    def _set_round(self, code: str, round_: Round, now: float) -> Round:
        pipe = self.redis.pipeline()
        pipe.hset(f"class:{code}", "round", json.dumps(round_.as_json()))
        self._touch(pipe, code, now)
        pipe.execute()
        return round_

    def open_round(self, code: str, token: str, kind: str, payload: dict[str, Any], now: float) -> Round:
        data = self._teacher(code, token, now)
        last = Round.from_json(json.loads(data["round"])) if data.get("round") else None
        return self._set_round(code, Round((last.number if last else 0) + 1, kind, payload, True), now)

    def close_round(self, code: str, token: str, now: float) -> Round:
        data = self._teacher(code, token, now)
        if not data.get("round"):
            raise ClassError("no_round")
        last = Round.from_json(json.loads(data["round"]))
        assert last is not None
        return self._set_round(code, Round(last.number, last.kind, last.payload, False), now)

    def submit(self, code: str, student: str, number: int, value: str, now: float) -> None:
        args: list[str | int | float] = [student, number, value, now, IDLE_SECONDS, QUIZ]
        said = self._submit(keys=self._keys(code, number), args=args)
        if said != "ok":
            raise ClassError(str(said))

    def submissions(self, code: str, number: int) -> dict[str, str]:
        return _texts(self.redis.hgetall(f"class:{code}:round:{number}"))

    def expire(self, now: float) -> int:
        """Redis forgets idle classes by itself (every key of a class expires a day after its last activity)."""
        return 0
