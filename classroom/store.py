"""Where a live class and the online games live: one small interface, ``ClassStore``, with two stores behind it.

``SqliteStore`` (the default: one file in WAL mode, nothing to start) and ``RedisStore`` (``CLASS_STORE=
redis://host:port/db``: several app servers behind a load balancer share their classes).  Both keep every
class, student, round and submission on disk or in the server, so an app server's restart loses nothing,
and forget a class after a day without activity (``IDLE_SECONDS``).

A class is its join ``code``, the teacher's keys (secret tokens: only they change the class; the store keeps only
their hashes, ``key_hash``, at most ``MAX_KEYS``: the one made with the class, one per other device let in by the
PIN, all replaced at once by ``new_key``), the hash of the teacher's ``pin`` (a short code that gives another
device a key of its own), the ``board`` the teacher shows (a JSON object: rule set, position, moves, or a lesson
step) with a ``version`` that grows with every change (students follow it), and at most one ``Round`` at a time: a
vote on a move or a quiz, open or closed.  A student joins with a name under an id of their device (cleaned, and
one of each in a class: ``classroom.names``; one the teacher removed cannot join again); a submission (a vote or an
answer) is accepted only from a joined student, only for the round that is open; a vote replaces that
student's earlier one in the round, a quiz's answer is final (the first counts).  Times are passed in
(``now``, seconds), so that tests control them.

The store also keeps the online games played by link (issue 26: ``classroom.online`` holds their rules): each game
whole, as ``OnlineGame.as_json`` writes it, with its version (a page follows it: ``game_version``) and the time of
its last change; ``change_game`` reads, changes and writes a game in one step (one SQLite transaction, a Redis
``WATCH``/``MULTI`` tried again on a race), so that two changes at once lose neither and a refused one writes
nothing.  A game is forgotten ``GAME_IDLE_SECONDS`` (a week) after its last change.

The store also keeps what must hold across app servers and restarts: counted tries (``take_try``: a sliding window
per bucket, such as a client's wrong join codes: ``classroom.limits``), and the addresses a class was made or
joined from (``add_home``), whose devices a held-back address still lets into that class.

A store that cannot do what it is asked (Redis down, the SQLite file locked past ``BUSY_SECONDS``, read-only or
failing) raises ``StoreUnavailable``: nothing was changed, or nothing is known to be, and the caller says so;
the next call tries again (no restart is needed once the store is back).  The SQLite store follows its file: one
deleted while the app runs is written back from what the store still holds open, one replaced is reopened.
``at_risk`` says whether a crash of the store would lose the classes (Redis without its append-only log).
"""

from __future__ import annotations

import hashlib
import json
import logging
import math
import os
import queue
import secrets
import sqlite3
import threading
from collections.abc import Callable, Iterable, Iterator, Sequence
from contextlib import closing, contextmanager
from dataclasses import dataclass
from functools import wraps
from pathlib import Path
from typing import Any, Concatenate, ParamSpec, Protocol, TypeVar

from classroom.keys import CODE_ALPHABET as CODE_ALPHABET
from classroom.keys import key_hash as key_hash
from classroom.keys import new_token as new_token
from classroom.keys import same
from classroom.names import clean_name, name_key
from classroom.online import GAME_IDLE_SECONDS, OnlineError, OnlineGame
from classroom.pairs import Seat
from games.core import message

LOG = logging.getLogger(__name__)
P = ParamSpec("P")
R = TypeVar("R")

IDLE_SECONDS = 24 * 60 * 60
"""A class with no activity for a day is gone."""
VOTE, QUIZ = "vote", "quiz"
"""The kinds of round: in a vote a student's last submission counts (a vote can change until it closes); in a
quiz the first (an answer is final)."""
CODE_LENGTH = 6
"""31^6, about 887 million codes: with joins rate-limited, not guessable in practice."""
PIN_ROUNDS = 20_000
"""PBKDF2 rounds of a stored PIN's hash: a few milliseconds to check one, slow to try them all."""
BUSY_SECONDS = 3.0
"""How long a SQLite write waits for another writer's lock before it gives up (a change takes milliseconds:
a lock held longer is another program's, and a page that waits for it looks broken)."""
REDIS_SECONDS = 2.0
"""How long the Redis store waits to connect, and for an answer (redis-py also tries again a few times)."""


class ClassError(Exception):
    """Why a class refused a change: ``reason`` is a key of the page's texts (``class.error.<reason>``)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


class StoreUnavailable(Exception):
    """The store could not be reached or could not keep a change: nothing was stored (or nothing is known to
    be).  Its text is for the server's log, never for a page: it may name the store's host and port."""


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


MAX_KEYS = 8
"""Teacher's keys a class keeps (each PIN used lets one more device in; the oldest is forgotten past this)."""
SQL_VARIABLES = 500
"""The most games one query asks about (SQLite's limit of a statement's variables is far above it)."""
TRIES_KEPT_SECONDS = 24 * 60 * 60
"""Counted tries are forgotten after a day (no limit counts over a longer window)."""


def holds_key(stored: str, key: str) -> bool:
    """Whether ``key`` is one of the keys whose hashes are ``stored`` (space-separated; a plain key stored by an
    earlier version is compared as it is)."""
    given = key_hash(key)
    found = False
    for entry in stored.split():
        found |= same(entry, given) if entry.startswith("h:") else same(entry, key)
    return found


def _with_key(stored: str, key: str) -> str:
    """``stored`` keys with ``key``'s hash added (the oldest forgotten past ``MAX_KEYS``)."""
    return " ".join([*stored.split(), key_hash(key)][-MAX_KEYS:])


def new_code() -> str:
    """A fresh join code (from the operating system's randomness: not guessable from earlier codes)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


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
    return same(stored, pin_hash(pin, stored.split("$", 1)[0]))


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
        """A new teacher's key for the device that typed the class's PIN (``ClassError``: ``no_class``, or
        ``wrong_pin`` when the PIN is wrong or none was made)."""
        ...

    def new_key(self, code: str, token: str, now: float) -> str:
        """The teacher replaces every key of the class with a new one (returned): other devices lose the class."""
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

    def remove_student(self, code: str, token: str, student: str, now: float) -> None:
        """The teacher removes a student: their name and submissions are gone, and they cannot join again."""
        ...

    def add_home(self, code: str, address: str, now: float) -> None:
        """The class was made or joined from ``address``."""
        ...

    def is_home(self, code: str, address: str, now: float) -> bool:
        """Whether the live class ``code`` was made or joined from ``address``."""
        ...

    def take_try(self, bucket: str, ticket: str, now: float, tries: int, window: float) -> float:
        """Count try ``ticket`` in ``bucket`` if fewer than ``tries`` were counted in the last ``window`` seconds
        (0.0), else count nothing and return the seconds until one may be."""
        ...

    def give_back_try(self, bucket: str, ticket: str) -> None:
        """Uncount try ``ticket`` (it turned out to be one that does not count, such as a right code)."""
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

    def add_seats(self, code: str, token: str, seats: Iterable[Seat], now: float) -> None:
        """The teacher seats joined students in the class's online games (``classroom.pairs``): each student's
        earlier seat is replaced (``ClassError``: ``not_joined`` for a student who is not in the class)."""
        ...

    def seats(self, code: str) -> list[Seat]:
        """The class's seats, in the order they were given (with each seat's token: only that student's page reads
        it)."""
        ...

    def end_pairs(self, code: str, token: str, now: float) -> None:
        """The teacher ends the pairs: the class forgets its seats (the games stay in the store until they expire)."""
        ...

    def create_game(self, game: OnlineGame, now: float) -> None:
        """Keep the new online ``game`` (``OnlineError``, nothing written: a live game has its id)."""
        ...

    def game(self, game_id: str, now: float) -> OnlineGame | None:
        """The online game as it stands, or None when there is none (or it has expired)."""
        ...

    def game_version(self, game_id: str) -> int | None:
        """The online game's version, or None when there is none: one cheap read, for a page that follows it (a game
        just expired may answer until it is forgotten: ``game`` says it is gone)."""
        ...

    def game_versions(self, game_ids: Sequence[str]) -> dict[str, int]:
        """The versions of the games of ``game_ids`` that there are, in one read (the server's watch of the games
        its pages wait on: ``classroom.watch``)."""
        ...

    def change_game(self, game_id: str, change: Callable[[OnlineGame], OnlineGame], now: float) -> OnlineGame:
        """The online game changed by ``change`` (a function of ``classroom.online``), atomically: read, changed and
        written with no other change between (the change may run more than once); the game after it.  An
        ``OnlineError`` raised by ``change`` leaves the game as it was and goes to the caller, as does one for a game
        that is gone (unknown or expired); a change that returns the game unchanged writes nothing."""
        ...

    def expire(self, now: float) -> int:
        """Forget the classes idle for a day and the online games idle for ``GAME_IDLE_SECONDS``; how many were
        forgotten."""
        ...

    def at_risk(self) -> bool:
        """Whether a crash of the store would lose the classes (asked of the store once; ``StoreUnavailable``
        while it cannot be asked)."""
        ...


def _changed_game(before: OnlineGame, change: Callable[[OnlineGame], OnlineGame]) -> OnlineGame:
    """``change(before)``, which must be the same game (a change that returned another would write it over)."""
    after = change(before)
    if after.game_id != before.game_id:
        raise ValueError(f"a change of game {before.game_id} returned game {after.game_id}")
    return after


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
CREATE TABLE IF NOT EXISTS removed (code TEXT NOT NULL, student TEXT NOT NULL, PRIMARY KEY (code, student));
CREATE TABLE IF NOT EXISTS homes (code TEXT NOT NULL, address TEXT NOT NULL, PRIMARY KEY (code, address));
CREATE TABLE IF NOT EXISTS tries (bucket TEXT NOT NULL, ticket TEXT NOT NULL, at REAL NOT NULL,
    PRIMARY KEY (bucket, ticket));
CREATE TABLE IF NOT EXISTS seats (code TEXT NOT NULL, student TEXT NOT NULL, game_id TEXT NOT NULL,
    side INTEGER NOT NULL, token TEXT NOT NULL, PRIMARY KEY (code, student));
CREATE TABLE IF NOT EXISTS games (game_id TEXT PRIMARY KEY, data TEXT NOT NULL, version INTEGER NOT NULL,
    touched REAL NOT NULL);
"""


@dataclass(frozen=True)
class _Pooled:
    """A connection of the SQLite store's pool: the pool's generation when it was opened, and its file."""

    db: sqlite3.Connection
    generation: int
    file: tuple[int, int] | None


class SqliteStore:
    """Classes (and online games: the table ``games``) in one SQLite file in WAL mode: readers never wait for a
    writer, and a change is on disk when it returns.  Connections are lent from a pool, one to a thread at a time:
    Streamlit runs every run of a script in a new thread, and a student's board reads the class every second, so
    opening a connection per thread would open one a second per student.

    The store follows its file.  Before a connection is lent, the file at ``path`` is checked to be the one
    the pool has open (its device and inode): one deleted while the app runs is written back from an open
    connection (a connection keeps a deleted file readable), one replaced (a backup put back) is opened
    instead; a change is acknowledged only if that file is still at ``path`` after its commit.  A connection
    that fails (locked past ``BUSY_SECONDS``, a disk error, a read-only file) is never lent again, nor any
    connection the pool held then, and one opened while the file cannot be written is not kept: so the store
    works again as soon as its file does."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self._idle: queue.SimpleQueue[_Pooled] = queue.SimpleQueue()
        self._generation = 0
        """Connections from an earlier generation (opened before a failure, or on a file gone since) are closed."""
        self._lock = threading.RLock()
        self._writing = threading.RLock()
        """Held by this process's writer: the others wait on it, woken as soon as it is free, rather than in SQLite's
        busy handler, which sleeps up to 100 ms between tries (``bench.online`` saw writes wait 0.4 s for a lock
        held 20 ms)."""
        self._retired: list[sqlite3.Connection] = []
        self._orphans: list[sqlite3.Connection] = []
        """Connections to a file no longer at ``path``, never closed: the last one to close would delete the WAL
        file at ``path``, which is the new file's."""
        self._file = self._prepare()

    def _identity(self) -> tuple[int, int] | None:
        """The device and inode of the file at ``path`` (None: there is none)."""
        try:
            found = os.stat(self.path)
        except OSError:
            return None
        return found.st_dev, found.st_ino

    def _fault(self, error: sqlite3.Error) -> StoreUnavailable:
        """A failure of the file or its lock: every connection the pool holds is dropped, and the caller is
        told that nothing was stored."""
        with self._lock:
            self._generation += 1
        LOG.warning("The class store %s failed: %s", self.path, error)
        return StoreUnavailable(f"{self.path}: {error}")

    def _prepare(self) -> tuple[int, int]:
        """Check that the folder and the file can be written (failing loudly if not), make the tables (and the
        PIN column of a file made before PINs); the identity of the file."""
        folder = self.path.parent
        try:
            folder.mkdir(parents=True, exist_ok=True)
        except OSError as error:
            LOG.error("The class store's folder %s cannot be made: %s", folder, error)
            raise StoreUnavailable(f"{folder}: {error}") from error
        sidecars = [self.path.with_name(self.path.name + end) for end in ("-wal", "-shm")]
        locked = [
            str(place) for place in (folder, self.path, *sidecars) if place.exists() and not os.access(place, os.W_OK)
        ]
        if locked:
            LOG.error("The class store cannot be written: %s is read-only", ", ".join(locked))
            raise StoreUnavailable(f"read-only: {', '.join(locked)}")
        opened = self._open()
        db = opened.db
        try:
            db.executescript(SCHEMA)  # a script commits by itself
            db.execute("BEGIN IMMEDIATE")
            if "pin" not in [column[1] for column in db.execute("PRAGMA table_info(classes)")]:
                db.execute("ALTER TABLE classes ADD COLUMN pin TEXT")
            db.execute("COMMIT")
        except sqlite3.DatabaseError as error:
            self._retire(opened)
            raise self._fault(error) from error
        if opened.file is None:
            raise StoreUnavailable(f"{self.path} vanished while it was opened")
        self._idle.put(opened)
        return opened.file

    def _open(self) -> _Pooled:
        """A new connection (of generation -1, never kept, while the file cannot be written: SQLite would open
        it read-only for good)."""
        generation = self._generation if os.access(self.path, os.W_OK) else -1
        try:
            db = sqlite3.connect(self.path, timeout=BUSY_SECONDS, isolation_level=None, check_same_thread=False)
            db.execute("PRAGMA journal_mode=WAL")
            db.execute("PRAGMA synchronous=NORMAL")
        except sqlite3.DatabaseError as error:
            raise self._fault(error) from error
        return _Pooled(db, generation, self._identity())

    def _follow_file(self) -> tuple[int, int]:
        """The identity of the file the pool writes into, which is the one at ``path``: one deleted is written
        back from a connection that still has it open (or made anew, empty, when none has), one replaced is
        opened (and given the tables if it lacks them)."""
        if self._identity() == self._file:
            return self._file
        with self._lock:
            found = self._identity()
            if found == self._file:  # another thread has followed it
                return self._file
            if found is None:
                self._write_back()
            else:
                LOG.warning("The class store %s was replaced while in use: the new file is opened", self.path)
            self._generation += 1
            self._file = self._prepare()
            return self._file

    def _write_back(self) -> None:
        """The file was deleted: a connection of the pool still reads it, so its classes are copied to a new
        file at ``path`` (a write committed meanwhile into the deleted file is refused by its ``_transaction``)."""
        try:
            source = self._idle.get_nowait()
        except queue.Empty:
            LOG.error(
                "The class store %s was deleted while in use; no open connection had it: it starts empty", self.path
            )
            return
        try:
            self.path.parent.mkdir(parents=True, exist_ok=True)
            with closing(sqlite3.connect(self.path)) as copy:
                source.db.backup(copy)
        except (OSError, sqlite3.DatabaseError) as error:
            LOG.error("The class store %s was deleted while in use and cannot be written back: %s", self.path, error)
            raise StoreUnavailable(f"{self.path}: {error}") from error
        finally:
            self._retire(source)
        LOG.error("The class store %s was deleted while in use: written back from an open connection", self.path)

    @contextmanager
    def _connection(self) -> Iterator[tuple[sqlite3.Connection, tuple[int, int]]]:
        """A connection of the pool (a new one when every one is lent) on the file at ``path``, and that file's
        identity; given back afterwards, unless it failed, belongs to an earlier generation or was left inside a
        transaction (its COMMIT or ROLLBACK failed: it would hold a lock for good)."""
        file = self._follow_file()
        while True:
            try:
                lent = self._idle.get_nowait()
            except queue.Empty:
                lent = self._open()
                break
            if lent.generation == self._generation and lent.file == file:
                break
            self._retire(lent)
        try:
            yield lent.db, file
        except sqlite3.DatabaseError as error:
            self._retire(lent)
            if type(error) not in (sqlite3.OperationalError, sqlite3.DatabaseError):  # a mistake, not a fault
                raise
            raise self._fault(error) from error
        except BaseException:
            self._give_back(lent)
            raise
        self._give_back(lent)

    def _give_back(self, lent: _Pooled) -> None:
        if lent.db.in_transaction or lent.generation != self._generation or lent.file != self._file:
            self._retire(lent)
        else:
            self._idle.put(lent)

    def _retire(self, lent: _Pooled) -> None:
        """Close a connection the pool will not lend again; but while its file cannot be written keep it open
        until it can (the last connection to close checkpoints the file through shared memory that cannot be
        written then, and the process dies of SIGBUS: seen with ``chattr +i``), and one to a file no longer at
        ``path`` for good."""
        with self._lock:
            if lent.file != self._identity():
                self._orphans.append(lent.db)
                return
            self._retired.append(lent.db)
            if not os.access(self.path, os.W_OK):
                return
            retired, self._retired = self._retired, []
        for old in retired:
            old.close()

    @contextmanager
    def _transaction(self) -> Iterator[sqlite3.Connection]:
        """A write: all of it or nothing, and acknowledged only if its file is still the store's; one at a time in
        this process (other processes on the same file wait in SQLite's busy handler)."""
        if not self._writing.acquire(timeout=BUSY_SECONDS):
            LOG.warning("The class store %s was busy for %.0f s: a write was refused", self.path, BUSY_SECONDS)
            raise StoreUnavailable(f"{self.path}: busy")
        try:
            with self._connection() as (db, file):
                db.execute("BEGIN IMMEDIATE")
                try:
                    yield db
                except BaseException:
                    db.execute("ROLLBACK")
                    raise
                db.execute("COMMIT")
                if self._identity() != file:
                    LOG.error("The class store %s changed during a write: the write is not known to be kept", self.path)
                    raise StoreUnavailable(f"{self.path} changed during a write")
        finally:
            self._writing.release()

    def _read(self, query: str, args: tuple[Any, ...]) -> list[Any]:
        """The rows of one query, on a connection of the pool."""
        with self._connection() as (db, _):
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
        if not holds_key(stored, token):
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
                (code, key_hash(token), json.dumps(board), now),
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
        return bool(rows) and holds_key(rows[0][0], token)

    def new_pin(self, code: str, token: str, now: float) -> str:
        pin = new_pin()
        with self._transaction() as db:
            self._teacher(db, code, token, now)
            db.execute("UPDATE classes SET pin = ?, touched = ? WHERE code = ?", (pin_hash(pin), now, code))
        return pin

    def token_for_pin(self, code: str, pin: str, now: float) -> str:
        rows = self._read("SELECT pin FROM classes WHERE code = ? AND touched > ?", (code, now - IDLE_SECONDS))
        if not rows:
            raise ClassError("no_class")
        if not pin_matches(rows[0][0], pin):  # checked before the write: a wrong PIN costs no lock
            raise ClassError("wrong_pin")
        key = new_token()
        with self._transaction() as db:
            stored, _, _, _ = self._live(db, code, now)
            db.execute("UPDATE classes SET token = ?, touched = ? WHERE code = ?", (_with_key(stored, key), now, code))
        return key

    def new_key(self, code: str, token: str, now: float) -> str:
        key = new_token()
        with self._transaction() as db:
            self._teacher(db, code, token, now)
            db.execute("UPDATE classes SET token = ?, touched = ? WHERE code = ?", (key_hash(key), now, code))
        return key

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
            if db.execute("SELECT 1 FROM removed WHERE code = ? AND student = ?", (code, student)).fetchone():
                raise ClassError("removed")
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

    def remove_student(self, code: str, token: str, student: str, now: float) -> None:
        with self._transaction() as db:
            self._teacher(db, code, token, now)
            for table in ("students", "submissions", "seats"):
                db.execute(f"DELETE FROM {table} WHERE code = ? AND student = ?", (code, student))  # noqa: S608
            db.execute("INSERT OR IGNORE INTO removed VALUES (?, ?)", (code, student))
            db.execute("UPDATE classes SET touched = ? WHERE code = ?", (now, code))

    def add_home(self, code: str, address: str, now: float) -> None:
        with self._transaction() as db:
            db.execute("INSERT OR IGNORE INTO homes VALUES (?, ?)", (code, address))

    def is_home(self, code: str, address: str, now: float) -> bool:
        return bool(
            self._read(
                "SELECT 1 FROM homes JOIN classes USING (code) WHERE code = ? AND address = ? AND touched > ?",
                (code, address, now - IDLE_SECONDS),
            )
        )

    def take_try(self, bucket: str, ticket: str, now: float, tries: int, window: float) -> float:
        with self._transaction() as db:
            db.execute("DELETE FROM tries WHERE bucket = ? AND at <= ?", (bucket, now - window))
            counted, first = db.execute("SELECT COUNT(*), MIN(at) FROM tries WHERE bucket = ?", (bucket,)).fetchone()
            if counted >= tries:
                return max(0.001, float(first) + window - now)
            db.execute("INSERT OR REPLACE INTO tries VALUES (?, ?, ?)", (bucket, ticket, now))
        return 0.0

    def give_back_try(self, bucket: str, ticket: str) -> None:
        with self._transaction() as db:
            db.execute("DELETE FROM tries WHERE bucket = ? AND ticket = ?", (bucket, ticket))

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

    def add_seats(self, code: str, token: str, seats: Iterable[Seat], now: float) -> None:
        with self._transaction() as db:
            self._teacher(db, code, token, now)
            for seat in seats:
                if (
                    db.execute("SELECT 1 FROM students WHERE code = ? AND student = ?", (code, seat.student)).fetchone()
                    is None
                ):
                    raise ClassError("not_joined")
                db.execute(
                    "INSERT OR REPLACE INTO seats VALUES (?, ?, ?, ?, ?)",  # a new row: the seat goes last
                    (code, seat.student, seat.game_id, seat.side, seat.token),
                )
            db.execute("UPDATE classes SET touched = ? WHERE code = ?", (now, code))

    def seats(self, code: str) -> list[Seat]:
        rows = self._read("SELECT student, game_id, side, token FROM seats WHERE code = ? ORDER BY rowid", (code,))
        return [Seat(student, game_id, side, token) for student, game_id, side, token in rows]

    def end_pairs(self, code: str, token: str, now: float) -> None:
        with self._transaction() as db:
            self._teacher(db, code, token, now)
            db.execute("DELETE FROM seats WHERE code = ?", (code,))
            db.execute("UPDATE classes SET touched = ? WHERE code = ?", (now, code))

    def create_game(self, game: OnlineGame, now: float) -> None:
        with self._transaction() as db:
            if self._live_game(db, game.game_id, now) is not None:
                raise OnlineError(message("online_taken"))
            db.execute(
                "INSERT OR REPLACE INTO games VALUES (?, ?, ?, ?)",  # an expired game of that id is gone
                (game.game_id, json.dumps(game.as_json()), game.version, game.touched),
            )

    @staticmethod
    def _live_game(db: sqlite3.Connection, game_id: str, now: float) -> OnlineGame | None:
        row = db.execute(
            "SELECT data FROM games WHERE game_id = ? AND touched > ?", (game_id, now - GAME_IDLE_SECONDS)
        ).fetchone()
        return None if row is None else OnlineGame.from_json(json.loads(row[0]))

    def game(self, game_id: str, now: float) -> OnlineGame | None:
        with self._connection() as (db, _):
            return self._live_game(db, game_id, now)

    def game_version(self, game_id: str) -> int | None:
        rows = self._read("SELECT version FROM games WHERE game_id = ?", (game_id,))
        return int(rows[0][0]) if rows else None

    def game_versions(self, game_ids: Sequence[str]) -> dict[str, int]:
        found: dict[str, int] = {}
        for start in range(0, len(game_ids), SQL_VARIABLES):
            chunk = tuple(game_ids[start : start + SQL_VARIABLES])
            marks = ", ".join("?" * len(chunk))
            rows = self._read(f"SELECT game_id, version FROM games WHERE game_id IN ({marks})", chunk)  # noqa: S608
            found.update((game_id, int(version)) for game_id, version in rows)
        return found

    def change_game(self, game_id: str, change: Callable[[OnlineGame], OnlineGame], now: float) -> OnlineGame:
        with self._transaction() as db:  # BEGIN IMMEDIATE: the game is read under the write lock
            before = self._live_game(db, game_id, now)
            if before is None:
                raise OnlineError(message("online_gone"))
            after = _changed_game(before, change)
            if after != before:
                db.execute(
                    "UPDATE games SET data = ?, version = ?, touched = ? WHERE game_id = ?",
                    (json.dumps(after.as_json()), after.version, after.touched, game_id),
                )
        return after

    def expire(self, now: float) -> int:
        with self._transaction() as db:
            gone = [
                code for (code,) in db.execute("SELECT code FROM classes WHERE touched <= ?", (now - IDLE_SECONDS,))
            ]
            for table in ("submissions", "students", "removed", "homes", "seats", "classes"):
                db.executemany(f"DELETE FROM {table} WHERE code = ?", [(code,) for code in gone])  # noqa: S608
            db.execute("DELETE FROM tries WHERE at <= ?", (now - TRIES_KEPT_SECONDS,))
            games = db.execute("DELETE FROM games WHERE touched <= ?", (now - GAME_IDLE_SECONDS,)).rowcount
        return len(gone) + games

    def at_risk(self) -> bool:
        """A crash of the app or the machine keeps every committed change (the file is written in WAL mode)."""
        return False


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


CREATE = """
-- KEYS: the class; ARGV: the teacher's token, the board, now, idle
if redis.call('EXISTS', KEYS[1]) == 1 then return 0 end
redis.call('HSET', KEYS[1], 'token', ARGV[1], 'board', ARGV[2], 'version', 1, 'round', '', 'touched', ARGV[3])
redis.call('EXPIRE', KEYS[1], ARGV[4])
return 1
"""
"""A class is made whole or not at all (a code taken, then a failure, would leave a class with no board and no end)."""


TAKE_TRY = """
-- KEYS: the bucket (a sorted set of tries by time); ARGV: the ticket, now, tries, window
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', tonumber(ARGV[2]) - tonumber(ARGV[4]))
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[3]) then
  local first = redis.call('ZRANGE', KEYS[1], 0, 0, 'WITHSCORES')
  return tostring(tonumber(first[2]) + tonumber(ARGV[4]) - tonumber(ARGV[2]))
end
redis.call('ZADD', KEYS[1], ARGV[2], ARGV[1])
redis.call('EXPIRE', KEYS[1], math.ceil(tonumber(ARGV[4])))
return '0'
"""
"""A try is counted, or refused, in one step: servers taking tries at once never count more than the limit."""


def _reached(method: Callable[Concatenate[RedisStore, P], R]) -> Callable[Concatenate[RedisStore, P], R]:
    """A method of the Redis store whose failure to reach Redis (or Redis's refusal) is ``StoreUnavailable``."""

    @wraps(method)
    def reached(store: RedisStore, /, *args: P.args, **kwargs: P.kwargs) -> R:
        try:
            return method(store, *args, **kwargs)
        except store.errors as error:
            LOG.warning("The class store (Redis) failed: %s", error)
            raise StoreUnavailable(str(error)) from error

    return reached


def _texts(found: Any) -> dict[str, str]:
    """A Redis hash as text (the client decodes the replies)."""
    return {str(key): str(value) for key, value in found.items()}


class RedisStore:
    """Classes in a Redis server: a hash per class (``class:<code>``), one of its students and one per
    round of submissions; every key of a class lives a day from its last activity (Redis forgets it).  An online
    game is a hash (``game:<id>``: its JSON, version and last change) that lives a week from its last change."""

    def __init__(self, url: str) -> None:
        import redis  # only where a Redis server is used

        self.errors: type[Exception] = redis.RedisError
        self._refused: type[Exception] = redis.ResponseError
        self.redis: Any = redis.Redis.from_url(  # its own types stop at Any here
            url, decode_responses=True, socket_timeout=REDIS_SECONDS, socket_connect_timeout=REDIS_SECONDS
        )
        self._submit = self.redis.register_script(SUBMIT)
        self._create = self.redis.register_script(CREATE)
        self._take_try = self.redis.register_script(TAKE_TRY)
        self._at_risk: bool | None = None

    @staticmethod
    def _keys(code: str) -> list[str]:
        """The keys of a class that live as long as it (each round's submissions expire on their own)."""
        parts = ("students", "order", "removed", "homes", "seats")
        return [f"class:{code}", *(f"class:{code}:{part}" for part in parts)]

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
        if not holds_key(data["token"], token):
            raise ClassError("not_teacher")
        return data

    @_reached
    def create(self, board: dict[str, Any], now: float) -> tuple[str, str]:
        token = new_token()
        while True:
            code = new_code()
            if self._create(keys=[f"class:{code}"], args=[key_hash(token), json.dumps(board), now, IDLE_SECONDS]):
                return code, token  # the code was free: it is ours now

    @_reached
    def view(self, code: str, now: float) -> ClassView | None:
        try:
            data = self._live(code, now)
        except ClassError:
            return None
        round_ = Round.from_json(json.loads(data["round"])) if data.get("round") else None
        return ClassView(code, json.loads(data["board"]), int(data["version"]), round_, float(data["touched"]))

    @_reached
    def is_teacher(self, code: str, token: str) -> bool:
        stored = self.redis.hget(f"class:{code}", "token")
        return stored is not None and holds_key(str(stored), token)

    @_reached
    def new_pin(self, code: str, token: str, now: float) -> str:
        self._teacher(code, token, now)
        pin = new_pin()
        pipe = self.redis.pipeline()
        pipe.hset(f"class:{code}", "pin", pin_hash(pin))
        self._touch(pipe, code, now)
        pipe.execute()
        return pin

    @_reached
    def token_for_pin(self, code: str, pin: str, now: float) -> str:
        data = self._live(code, now)
        if not pin_matches(data.get("pin"), pin):
            raise ClassError("wrong_pin")
        key = new_token()
        self._set_keys(code, lambda stored: _with_key(stored, key), now)
        return key

    @_reached
    def new_key(self, code: str, token: str, now: float) -> str:
        self._teacher(code, token, now)
        key = new_token()
        self._set_keys(code, lambda _: key_hash(key), now)
        return key

    def _set_keys(self, code: str, change: Callable[[str], str], now: float) -> None:
        """The class's keys changed by ``change`` (run again if another change came meanwhile: WATCH)."""

        def update(pipe: Any) -> None:
            stored = pipe.hget(f"class:{code}", "token")
            if stored is None:
                raise ClassError("no_class")
            pipe.multi()
            pipe.hset(f"class:{code}", "token", change(str(stored)))
            self._touch(pipe, code, now)

        self.redis.transaction(update, f"class:{code}")

    @_reached
    def set_board(self, code: str, token: str, board: dict[str, Any], now: float) -> ClassView:
        data = self._teacher(code, token, now)
        pipe = self.redis.pipeline()
        pipe.hset(f"class:{code}", "board", json.dumps(board))
        pipe.hincrby(f"class:{code}", "version", 1)
        self._touch(pipe, code, now)
        version = pipe.execute()[1]
        round_ = Round.from_json(json.loads(data["round"])) if data.get("round") else None
        return ClassView(code, board, int(version), round_, now)

    @_reached
    def join(self, code: str, student: str, name: str, now: float) -> str:
        name = _joining_name(name)
        self._live(code, now)
        if self.redis.sismember(f"class:{code}:removed", student):
            raise ClassError("removed")
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

    @_reached
    def students(self, code: str) -> dict[str, str]:
        names = _texts(self.redis.hgetall(f"class:{code}:students"))
        order = self.redis.lrange(f"class:{code}:order", 0, -1)
        return {str(student): names[str(student)] for student in dict.fromkeys(order) if str(student) in names}

    @_reached
    def remove_student(self, code: str, token: str, student: str, now: float) -> None:
        data = self._teacher(code, token, now)
        last = Round.from_json(json.loads(data["round"])) if data.get("round") else None
        pipe = self.redis.pipeline()
        pipe.hdel(f"class:{code}:students", student)
        pipe.hdel(f"class:{code}:seats", student)
        pipe.lrem(f"class:{code}:order", 0, student)
        for number in range(1, (last.number if last else 0) + 1):
            pipe.hdel(f"class:{code}:round:{number}", student)
        pipe.sadd(f"class:{code}:removed", student)
        self._touch(pipe, code, now)
        pipe.execute()

    @_reached
    def add_home(self, code: str, address: str, now: float) -> None:
        pipe = self.redis.pipeline()
        pipe.sadd(f"class:{code}:homes", address)
        pipe.expire(f"class:{code}:homes", IDLE_SECONDS)
        pipe.execute()

    @_reached
    def is_home(self, code: str, address: str, now: float) -> bool:
        try:
            self._live(code, now)
        except ClassError:
            return False
        return bool(self.redis.sismember(f"class:{code}:homes", address))

    @_reached
    def take_try(self, bucket: str, ticket: str, now: float, tries: int, window: float) -> float:
        wait = float(self._take_try(keys=[f"tries:{bucket}"], args=[ticket, now, tries, window]))
        return max(0.001, wait) if wait else 0.0

    @_reached
    def give_back_try(self, bucket: str, ticket: str) -> None:
        self.redis.zrem(f"tries:{bucket}", ticket)

    def _set_round(self, code: str, round_: Round, now: float) -> Round:
        pipe = self.redis.pipeline()
        pipe.hset(f"class:{code}", "round", json.dumps(round_.as_json()))
        self._touch(pipe, code, now)
        pipe.execute()
        return round_

    @_reached
    def open_round(self, code: str, token: str, kind: str, payload: dict[str, Any], now: float) -> Round:
        data = self._teacher(code, token, now)
        last = Round.from_json(json.loads(data["round"])) if data.get("round") else None
        return self._set_round(code, Round((last.number if last else 0) + 1, kind, payload, True), now)

    @_reached
    def close_round(self, code: str, token: str, now: float) -> Round:
        data = self._teacher(code, token, now)
        if not data.get("round"):
            raise ClassError("no_round")
        last = Round.from_json(json.loads(data["round"]))
        assert last is not None
        return self._set_round(code, Round(last.number, last.kind, last.payload, False), now)

    @_reached
    def submit(self, code: str, student: str, number: int, value: str, now: float) -> None:
        args: list[str | int | float] = [student, number, value, now, IDLE_SECONDS, QUIZ]
        keys = [f"class:{code}", f"class:{code}:students", f"class:{code}:round:{number}"]
        said = self._submit(keys=keys, args=args)
        if said != "ok":
            raise ClassError(str(said))

    @_reached
    def submissions(self, code: str, number: int) -> dict[str, str]:
        return _texts(self.redis.hgetall(f"class:{code}:round:{number}"))

    @_reached
    def add_seats(self, code: str, token: str, seats: Iterable[Seat], now: float) -> None:
        self._teacher(code, token, now)
        given = list(seats)
        students = _texts(self.redis.hgetall(f"class:{code}:students"))
        if any(seat.student not in students for seat in given):
            raise ClassError("not_joined")
        last = int(self.redis.hincrby(f"class:{code}", "seated", len(given)))  # the seats' places in the order
        pipe = self.redis.pipeline()
        for place, seat in enumerate(given, start=last - len(given)):
            pipe.hset(f"class:{code}:seats", seat.student, json.dumps({**seat.as_json(), "n": place}))
        self._touch(pipe, code, now)
        pipe.execute()

    @_reached
    def seats(self, code: str) -> list[Seat]:
        found = [json.loads(text) for text in _texts(self.redis.hgetall(f"class:{code}:seats")).values()]
        return [Seat.from_json(data) for data in sorted(found, key=lambda data: int(data["n"]))]

    @_reached
    def end_pairs(self, code: str, token: str, now: float) -> None:
        self._teacher(code, token, now)
        pipe = self.redis.pipeline()
        pipe.delete(f"class:{code}:seats")
        self._touch(pipe, code, now)
        pipe.execute()

    @staticmethod
    def _put_game(pipe: Any, game: OnlineGame, now: float) -> None:
        """Write ``game`` (in a transaction), to be forgotten ``GAME_IDLE_SECONDS`` after its last change."""
        key = f"game:{game.game_id}"
        pipe.hset(key, mapping={"data": json.dumps(game.as_json()), "version": game.version, "touched": game.touched})
        pipe.expire(key, max(1, math.ceil(game.touched + GAME_IDLE_SECONDS - now)))

    @staticmethod
    def _live_game(found: dict[str, str], now: float) -> OnlineGame | None:
        if not found or float(found["touched"]) <= now - GAME_IDLE_SECONDS:
            return None
        return OnlineGame.from_json(json.loads(found["data"]))

    @_reached
    def create_game(self, game: OnlineGame, now: float) -> None:
        key = f"game:{game.game_id}"

        def create(pipe: Any) -> None:  # WATCH: a game made meanwhile under the same id is not written over
            if self._live_game(_texts(pipe.hgetall(key)), now) is not None:
                raise OnlineError(message("online_taken"))
            pipe.multi()
            pipe.delete(key)  # an expired game of that id (not yet forgotten by Redis) is gone
            self._put_game(pipe, game, now)

        self.redis.transaction(create, key)

    @_reached
    def game(self, game_id: str, now: float) -> OnlineGame | None:
        return self._live_game(_texts(self.redis.hgetall(f"game:{game_id}")), now)

    @_reached
    def game_version(self, game_id: str) -> int | None:
        found = self.redis.hget(f"game:{game_id}", "version")
        return None if found is None else int(found)

    @_reached
    def game_versions(self, game_ids: Sequence[str]) -> dict[str, int]:
        pipe = self.redis.pipeline(transaction=False)
        for game_id in game_ids:
            pipe.hget(f"game:{game_id}", "version")
        found = pipe.execute()
        return {game_id: int(version) for game_id, version in zip(game_ids, found, strict=True) if version is not None}

    @_reached
    def change_game(self, game_id: str, change: Callable[[OnlineGame], OnlineGame], now: float) -> OnlineGame:
        key = f"game:{game_id}"

        def update(pipe: Any) -> OnlineGame:  # run again if another change came meanwhile (WATCH)
            before = self._live_game(_texts(pipe.hgetall(key)), now)
            if before is None:
                raise OnlineError(message("online_gone"))
            after = _changed_game(before, change)
            pipe.multi()
            if after != before:
                self._put_game(pipe, after, now)
            return after

        changed: OnlineGame = self.redis.transaction(update, key, value_from_callable=True)
        return changed

    def expire(self, now: float) -> int:
        """Redis forgets idle classes and games by itself (every key of a class expires a day after its last
        activity, a game ``GAME_IDLE_SECONDS`` after its last change)."""
        return 0

    @_reached
    def at_risk(self) -> bool:
        """Whether Redis keeps the classes without its append-only log (``appendonly no``: a crash loses every
        change since the last snapshot, in a lesson often the whole class), or will not say (``CONFIG`` refused,
        as some managed services do); asked once, and said in the server's log."""
        if self._at_risk is None:
            try:
                appendonly = self.redis.config_get("appendonly").get("appendonly")
            except self._refused as error:
                LOG.warning(
                    "Redis will not say whether its append-only log is on (%s): if it is off, a crash of "
                    "Redis loses the classes",
                    error,
                )
                self._at_risk = True
                return True
            self._at_risk = appendonly != "yes"
            if self._at_risk:
                LOG.warning(
                    "Redis keeps the classes without its append-only log (appendonly %s): a crash of Redis "
                    "loses them; set appendonly yes (appendfsync always keeps every acknowledged vote, everysec may "
                    "lose the last two seconds)",
                    appendonly,
                )
        return self._at_risk
