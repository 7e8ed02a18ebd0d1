"""A class under load: one teacher and N students on the live class board, over Streamlit's own protocol.

    python -m bench.classroom [--students 30] [--moves 8] [--played 0] [--clicks 16] [--seed 1] [--json]

The app starts on a free port with a class store of its own (a temporary SQLite file).  Every person is a
``bench.st_client.Tab``: a websocket client that sends what the browser sends (``rerun_script`` with the
widget states of a click, a form, a select box or the board's trigger value) and reads the ``ForwardMsg``s
back, and that reruns the page's fragments on their timers as the browser does; so a student's board polls
the class every second exactly as on a phone, without a browser.  First a lone player clicks moves on
``/play`` with nothing else running (the baseline).  Then the teacher opens ``/class?new=1`` (and plays
``--played`` moves unmeasured: a class late in a game), the students open the join link within a few
seconds of each other and join by name, and the class runs: the teacher plays ``--moves`` moves while the
lone player clicks again on ``/play``; the teacher opens a vote, every student plays their choice on their
ballot, the teacher sees the tally and plays the class's choice; the teacher sends the first lesson step
with a task as a quiz, every student answers with one move (half of them the step's answer, the others
another move), the teacher sees right / wrong / not yet and shows the answer.

Measured (``bench.classroom_report`` prints it): the round trip of each action (a rerun sent to the end of
its run); from a teacher's move to the moment each student's board shows it (the position in the board's
data), the class's choice and the quiz's answer included; from opening a vote or a quiz to each student's
board for it; from a vote or an answer to the teacher's count of it (ranked by when their runs ended: the
k-th in is counted once the teacher's count first shows k); the lone player's click with the class running
against the baseline of the same run; errors (exceptions drawn, error or warning boxes other than a wrong
answer's verdict, disconnects, runs that never ended, tracebacks in the server's log, what was never shown)
and votes or answers lost (sent against in the store at the end).  Nothing here asserts: it measures.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import re
import tempfile
import time
from collections.abc import Awaitable, Callable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

from bench.classroom_report import Found, report, table, verdicts
from bench.clicks import MOVES as PROBE_MOVES  # the lone player's moves on /play, as in bench.clicks
from bench.st_client import Drawn, Tab
from classroom.store import ClassStore, SqliteStore
from games import get_game
from tests.support.server import AppServer
from ui.classroom import quiz
from ui.i18n import t
from ui.notebook.model import cell_record

PROBE_BOARD = "play:board:view"
MIRROR = "class:mirror"
SEEN_TIMEOUT = 15.0
"""Seconds after which what is not yet shown counts as never shown (and a run not ended as never ending)."""
VOTE_COUNT = re.compile(r'data-testid="vote-count">(\d+)<')
QUIZ_COUNTS = re.compile(r'data-testid="quiz-(right|wrong|waiting)">(\d+)<')
WRONG = t("class.quiz.yours_wrong", "en", move="\0").split("\0")
"""A wrong answer's verdict is a red box, before and after the move: expected, not an error."""


@dataclass
class Student:
    """A student's tab and what their screen showed: each change of the mirror's position, and when each
    round's board (a ballot, a quiz) was first drawn."""

    tab: Tab
    name: str
    positions: list[tuple[float, str]] = field(default_factory=list)
    rounds: dict[str, float] = field(default_factory=dict)

    def watch(self, key: str, shown: Drawn) -> None:
        if key == MIRROR:
            position = shown.data["position"]
            if not self.positions or self.positions[-1][1] != position:
                self.positions.append((shown.at, position))
        elif key.startswith(("class:ballot:", "class:quiz:")):
            self.rounds.setdefault(key, shown.at)

    def seen(self, position: str, since: float) -> float | None:
        """When the mirror first showed ``position`` at or after ``since``."""
        return next((at for at, shown in self.positions if at >= since and shown == position), None)

    def round_board(self, prefix: str) -> str | None:
        """The key of the board drawn for the round whose keys start with ``prefix``."""
        return next((key for key in self.rounds if key.startswith(prefix)), None)

    @property
    def id(self) -> str:
        return parse_qs(self.tab.query).get("me", [""])[0]


@dataclass
class Sent:
    """A vote or an answer: who, on which round's board, when it was sent, when its run ended (None: never)."""

    student: Student
    board: str
    sent: float
    ended: float | None

    @property
    def round(self) -> int:
        """The round's number (board keys are ``class:<kind>:<code>:<number>:view``)."""
        return int(self.board.split(":")[3])


def board_moves(data: dict[str, Any]) -> list[list[str]]:
    """The places of each move the board's ``data`` takes by clicks (none while it takes no move), from its rule set
    and position as the board's hooks give them (the browser is sent what each click does, not the moves)."""
    if not data["live"]:
        return []
    game = get_game(data["rules"])
    return [list(move.places) for move in game.moves(game.parse_position(data["position"])) if move.places]


def move_event(
    data: dict[str, Any], rng: random.Random, count: int, among: int | None = None, places: list[str] | None = None
) -> dict[str, Any]:
    """What board.js sends for a move of the board's ``data``: its last place clicked with the places before it
    picked (a move that is the start of a longer one is left out: its last click would only extend the pick).
    The move is ``places`` if given, else one chosen at random (among the first ``among`` when given)."""
    every = board_moves(data)
    moves = [m for m in every if not any(len(o) > len(m) and o[: len(m)] == m for o in every)]
    move = places or rng.choice(moves[:among] if among else moves)
    return {"kind": "click", "place": move[-1], "pick": move[:-1], "n": count}


def cpu_seconds(pid: int) -> float:
    """User and system CPU seconds of process ``pid`` so far (Linux's /proc; 0 elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


class Bench:
    """One run: the lone player, the teacher and the students, on the server at ``url``."""

    def __init__(
        self, url: str, store: ClassStore, students: int, moves: int, clicks: int, seed: int, played: int = 0
    ) -> None:
        self.url, self.store, self.size, self.moves, self.clicks = url, store, students, moves, clicks
        self.played = played
        self.rng = random.Random(seed)
        self.found = Found()
        self.tabs: list[Tab] = []
        self.students: list[Student] = []
        self.vote_counts: list[tuple[float, int]] = []
        self.quiz_counts: list[tuple[float, dict[str, int]]] = []
        self.probe_moves = 0

    def _tab(self, page: str, query: str, label: str) -> Tab:
        tab = Tab(self.url, page, query, label=label, timeout=SEEN_TIMEOUT)
        self.tabs.append(tab)
        return tab

    async def run(self, server_pid: int) -> None:
        probe = self._tab("play", "rules=petteia", "player")
        await probe.open()
        await self._probe(probe, 2, [])  # warm up: the first moves import and draw what the later ones reuse
        await self._probe(probe, self.clicks, self.found.clicks["no class"])

        teacher = self._tab("class", "new=1", "teacher")
        await teacher.open()
        teacher.watchers.append(self._watch_counts)
        code = parse_qs(teacher.query)["code"][0]
        board = f"class:board:{code}:view"
        for count in range(1, self.played + 1):
            await self._play(teacher, board, count)
        await asyncio.gather(*(self._join(code, number) for number in range(self.size)))
        await self._all_seen(teacher.widget(board).data["position"], 0.0)

        cpu_before, wall_before, mine_before = cpu_seconds(server_pid), time.monotonic(), time.process_time()
        runs_before = self._runs()
        probing = asyncio.create_task(self._probe(probe, self.clicks, self.found.clicks["class"], spread=1.0))
        for count in range(self.played + 1, self.played + self.moves + 1):
            await self._teacher_move(teacher, board, count)
        await probing
        await self._vote(teacher, board, code)
        await self._quiz(teacher, board, code)
        wall = time.monotonic() - wall_before
        self.found.cpu = {
            "server": cpu_seconds(server_pid) - cpu_before,
            "bench": time.process_time() - mine_before,
            "wall": wall,
        }
        asked, ended = (after - before for after, before in zip(self._runs(), runs_before, strict=True))
        self.found.runs = {"asked_per_s": asked / wall, "ended_per_s": ended / wall}
        await asyncio.gather(*(tab.close() for tab in self.tabs))

    async def _act(self, action: Awaitable[float], into: list[float] | None = None) -> float | None:
        """The round trip of ``action``, kept in ``into``; None when it failed (a run that never ended is in its
        tab's errors already; what was not drawn to be clicked is kept in ``missing``)."""
        try:
            took = await action
        except (TimeoutError, ConnectionError):
            return None
        except LookupError as error:
            self.found.missing.append(str(error))
            return None
        if into is not None:
            into.append(took)
        return took

    def _runs(self) -> tuple[int, int]:
        """Runs asked for and runs ended so far, over every tab."""
        return sum(tab.asked for tab in self.tabs), sum(tab.ended for tab in self.tabs)

    # ------------------------------------------------------------ the lone player, the class joining

    async def _probe(self, tab: Tab, clicks: int, found: list[float], spread: float = 0.3) -> None:
        """The lone player's moves on /play: each the click that completes a move, and its round trip."""
        for _ in range(clicks):
            self.probe_moves += 1
            origin, target = PROBE_MOVES[(self.probe_moves - 1) % len(PROBE_MOVES)]
            event = {"kind": "click", "place": target, "pick": [origin], "n": self.probe_moves}
            await self._act(tab.trigger(PROBE_BOARD, "event", event, done=_moved(tab, PROBE_BOARD)), found)
            await asyncio.sleep(self.rng.uniform(0.5 * spread, 1.5 * spread))

    async def _join(self, code: str, number: int) -> None:
        """A student opens the join link (within a few seconds of the others) and joins by name."""
        await asyncio.sleep(self.rng.uniform(0, min(5.0, 0.2 * self.size)))
        student = Student(self._tab("class", f"code={code}", f"student {number + 1}"), f"Student {number + 1}")
        student.tab.watchers.append(student.watch)
        if await self._act(student.tab.open()) is None:
            return
        joined = await self._act(
            student.tab.submit("class:join", {"class:name": student.name}, done=lambda: bool(student.id)),
            self.found.actions["join"],
        )
        if joined is not None:
            self.students.append(student)

    # ------------------------------------------------------------ the teacher's moves

    async def _play(self, teacher: Tab, board: str, count: int) -> float | None:
        """A move of the teacher's (a new game once the game is over); the round trip."""
        data = teacher.widget(board).data
        if not board_moves(data):
            return await self._act(teacher.click("class:new", done=_moved(teacher, board)))
        return await self._act(
            teacher.trigger(board, "event", move_event(data, self.rng, count), done=_moved(teacher, board))
        )

    async def _teacher_move(self, teacher: Tab, board: str, count: int) -> None:
        """The teacher plays a move; every student's board should show it."""
        sent = time.monotonic()
        took = await self._play(teacher, board, count)
        if took is None:
            return
        self.found.actions["teacher"].append(took)
        await self._all_seen(teacher.widget(board).data["position"], sent)
        await asyncio.sleep(self.rng.uniform(0.5, 1.5))  # the next move at another moment of the students' second

    async def _all_seen(self, position: str, since: float) -> None:
        """Wait until every student's board has shown ``position`` (or the time is up); record how long each took
        from ``since`` (0: nothing recorded)."""
        deadline = time.monotonic() + SEEN_TIMEOUT
        while time.monotonic() < deadline and any(s.seen(position, since) is None for s in self.students):
            await asyncio.sleep(0.02)
        if not since:
            return
        seen = [s.seen(position, since) for s in self.students]
        self.found.unseen += [
            f"{s.tab.label}: never showed {position}" for s, at in zip(self.students, seen, strict=True) if at is None
        ]
        latencies = [at - since for at in seen if at is not None]
        self.found.on_screens += latencies
        if len(latencies) == len(seen):
            self.found.last_screen.append(max(latencies))

    async def _teacher_click(self, teacher: Tab, key: str, board: str) -> None:
        """The teacher presses ``key``, which ends a round with a move on the board: every student's board
        should show it."""
        sent = time.monotonic()
        if await self._act(teacher.click(key, done=_moved(teacher, board)), self.found.actions["teacher"]) is not None:
            await self._all_seen(teacher.widget(board).data["position"], sent)

    # ------------------------------------------------------------ rounds: a vote, a quiz

    def _watch_counts(self, key: str, shown: Drawn) -> None:
        """The teacher's counts, each time they are drawn: the vote's tally, the quiz's right / wrong / not yet."""
        if shown.element.WhichOneof("type") != "html":
            return
        body = shown.element.html.body
        if vote := VOTE_COUNT.search(body):
            self.vote_counts.append((shown.at, int(vote.group(1))))
        if counts := dict(QUIZ_COUNTS.findall(body)):
            self.quiz_counts.append((shown.at, {name: int(count) for name, count in counts.items()}))

    async def _vote(self, teacher: Tab, board: str, code: str) -> None:
        """The teacher opens a vote, each student votes on their ballot, the teacher plays the class's choice."""
        opened = time.monotonic()
        tallied = _drawn_since(self.vote_counts, opened)
        if await self._act(teacher.click("class:vote-open", done=tallied), self.found.actions["teacher"]) is None:
            return
        votes = await self._submissions(
            f"class:ballot:{code}:", opened, "vote", lambda data: move_event(data, self.rng, 1, among=3)
        )
        await self._counted(votes, "vote", code)
        await self._teacher_click(teacher, "class:vote-play", board)

    async def _quiz(self, teacher: Tab, board: str, code: str) -> None:
        """The teacher sends a lesson step's task as a quiz; half the students answer right, the others with
        another move; the teacher sees the counts and shows the answer."""
        rules = teacher.widget(board).data["rules"]
        step = next(s for s in quiz.sources(rules, "en") if s.kind == quiz.LESSONS and s.board.task)
        record = cell_record(step.board)
        game, state = record.game, record.state
        right = list(game.describe(state, game.parse_move(state, step.board.answers[0])).places)
        if (
            await self._act(teacher.choose("class:from", quiz.source_label(step, "en")), self.found.actions["teacher"])
            is None
        ):
            return
        opened = time.monotonic()
        counted = _drawn_since(self.quiz_counts, opened)
        if await self._act(teacher.click("class:quiz-send", done=counted), self.found.actions["teacher"]) is None:
            return
        answering = iter(range(len(self.students)))

        def answer(data: dict[str, Any]) -> dict[str, Any]:
            if next(answering) % 2 == 0:
                return move_event(data, self.rng, 1, places=right)
            others = [m for m in board_moves(data) if m != right]
            return move_event(data, self.rng, 1, places=self.rng.choice(others))

        answers = await self._submissions(f"class:quiz:{code}:", opened, "answer", answer)
        await self._counted(answers, "answer", code)
        last = self.quiz_counts[-1][1] if self.quiz_counts else {}
        self.found.quiz = {"task": step.title, "answered": len(answers), **last}
        await self._teacher_click(teacher, "class:quiz-show", board)

    async def _submissions(
        self, prefix: str, opened: float, kind: str, choose: Callable[[dict[str, Any]], dict[str, Any]]
    ) -> list[Sent]:
        """Each student, once the round's board is drawn (whose key starts with ``prefix``) and after a moment
        to think, plays the move ``choose`` makes of the board's data: the votes or answers sent."""

        async def one(student: Student) -> Sent | None:
            deadline = time.monotonic() + SEEN_TIMEOUT
            while (key := student.round_board(prefix)) is None and time.monotonic() < deadline:
                await asyncio.sleep(0.02)
            if key is None:
                self.found.unseen.append(f"{student.tab.label}: no board for {prefix}")
                return None
            self.found.round_on_screens.append(student.rounds[key] - opened)
            await asyncio.sleep(self.rng.uniform(0.2, 3.0))
            sent = time.monotonic()
            event = choose(student.tab.widget(key).data)
            took = await self._act(
                student.tab.trigger(key, "event", event, done=_moved(student.tab, key)), self.found.actions[kind]
            )
            return Sent(student, key, sent, None if took is None else sent + took)

        return [s for s in await asyncio.gather(*(one(student) for student in self.students)) if s is not None]

    async def _counted(self, sent: list[Sent], kind: str, code: str) -> None:
        """How long each of ``sent`` took to be counted on the teacher's screen, and how many the store kept."""
        ended = sorted((s.ended, s.sent) for s in sent if s.ended is not None)
        deadline = time.monotonic() + SEEN_TIMEOUT
        while time.monotonic() < deadline and (not self._counts(kind) or self._counts(kind)[-1][1] < len(ended)):
            await asyncio.sleep(0.05)
        counts = self._counts(kind)
        for rank, (_, at_sent) in enumerate(ended, start=1):  # the k-th in is counted once the teacher sees k
            at = next((at for at, count in counts if count >= rank and at >= at_sent), None)
            if at is None:
                self.found.unseen.append(f"teacher: {kind} {rank} never counted")
            else:
                self.found.counted[kind].append(at - at_sent)
        stored = {
            (number, student) for number in {s.round for s in sent} for student in self.store.submissions(code, number)
        }
        self.found.kept[kind] = {"sent": len(sent), "stored": sum((s.round, s.student.id) in stored for s in sent)}

    def _counts(self, kind: str) -> list[tuple[float, int]]:
        """When the teacher's count of ``kind`` was drawn, and what it said (a quiz's: right and wrong)."""
        if kind == "vote":
            return list(self.vote_counts)
        return [(at, c.get("right", 0) + c.get("wrong", 0)) for at, c in self.quiz_counts]


def _moved(tab: Tab, key: str) -> Callable[[], bool]:
    """Whether the board ``key`` shows another position than it shows now (a move played on it)."""
    before = tab.widget(key).data["position"]
    return lambda: bool(tab.widget(key).data["position"] != before)


def _drawn_since(counts: list[tuple[float, Any]], since: float) -> Callable[[], bool]:
    """Whether the teacher's counts (kept in ``counts`` as drawn) have been drawn since ``since``."""
    return lambda: bool(counts) and counts[-1][0] >= since


def expected_box(box: str) -> bool:
    """A wrong answer's verdict (a red box by design), not an error."""
    before, after = WRONG
    return box.startswith(f"error: {before}") and box.endswith(after)


def measure(students: int, moves: int, clicks: int, seed: int, played: int = 0) -> dict[str, Any]:
    """Start the app, run the class, stop the app; the result as one dict."""
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    with tempfile.TemporaryDirectory(prefix="classbench-") as folder:
        store = Path(folder) / "classes.sqlite"
        server = AppServer({"CLASS_STORE": str(store)})
        try:
            url = server.start()
            assert server.process is not None
            bench = Bench(url, SqliteStore(store), students, moves, clicks, seed, played)
            with ThreadPoolExecutor(1) as own_thread:  # a loop of its own, even where one runs (Playwright's)
                own_thread.submit(asyncio.run, bench.run(server.process.pid)).result()
        finally:
            server.stop()
    return report(bench, server.output(), load, expected_box)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--students", type=int, default=30, help="students in the class")
    parser.add_argument("--moves", type=int, default=8, help="moves the teacher plays before the vote")
    parser.add_argument("--played", type=int, default=0, help="moves the teacher plays before the class joins")
    parser.add_argument("--clicks", type=int, default=16, help="the lone player's clicks, without and with the class")
    parser.add_argument("--seed", type=int, default=1, help="seed of the moves, votes, answers and pauses chosen")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    options = parser.parse_args(argv)
    found = measure(options.students, options.moves, options.clicks, options.seed, options.played)
    if options.json:
        print(json.dumps({**found, "targets": verdicts(found)}, indent=2))
    else:
        print(table(found))


if __name__ == "__main__":
    main()
