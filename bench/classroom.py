"""A class under load: one teacher and N students on the live class board, over Streamlit's own protocol.

    python -m bench.classroom [--students 30] [--moves 6] [--played 0] [--clicks 12] [--seed 1] [--json]

The app starts on a free port with a class store of its own (a temporary SQLite file).  Every person is a
``bench.st_client.Tab``: a websocket client that sends what the browser sends (``rerun_script`` with the
widget states of a click, a form or the board's trigger value) and reads the ``ForwardMsg``s back, and that
reruns the page's fragments on their timers as the browser does; so a student's board polls the class
every second exactly as on a phone, without a browser.  First a lone player clicks moves on ``/play`` with
nothing else running (the baseline).  Then the teacher opens ``/class?new=1`` (and plays ``--played`` moves
unmeasured: a class late in a game), the students open the join link within a few seconds of each other and
join by name, and the class runs: the teacher plays ``--moves``
moves while the lone player clicks again on ``/play``; then the teacher opens a vote, every student plays
their choice on their ballot board, the teacher sees the tally and plays the class's choice.

Measured: the round trip of each action (a rerun sent to the end of its run); from a teacher's move to
the moment each student's board shows it (the position in the board's data); from a student's vote to the
teacher's tally counting it (votes ranked by when their runs ended: the k-th vote is in when the tally
first shows k); the lone player's click with the class running against the baseline of the same run;
errors (exceptions and error boxes drawn, disconnects, runs that never ended, tracebacks in the server's
log, moves a student never saw) and votes lost (votes sent against votes in the store at the end).  The
targets of issue 14 are printed beside the figures.  Nothing here asserts: it measures and prints.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import math
import os
import random
import re
import tempfile
import time
from collections.abc import Awaitable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any
from urllib.parse import parse_qs

from bench.server import AppServer
from bench.st_client import Drawn, Tab
from classroom.store import SqliteStore

PROBE_MOVES = [("a1", "a3"), ("a8", "a6"), ("a3", "a1"), ("a6", "a8")]
"""The lone player's moves on /play (petteia), out and back, so the game goes on (as in bench.clicks)."""
PROBE_BOARD = "play:board:view"
MIRROR = "class:mirror"
SEEN_TIMEOUT = 15.0
"""Seconds after which a move or a vote not yet shown counts as never shown."""
TARGET_SECONDS = 1.5
TARGET_RATIO = 2.0
COUNT = re.compile(r'data-testid="vote-count">(\d+)<')


@dataclass
class Student:
    """A student's tab and what their board showed: each change of the mirror's position, and the ballot."""

    tab: Tab
    name: str
    positions: list[tuple[float, str]] = field(default_factory=list)
    ballot: asyncio.Event = field(default_factory=asyncio.Event)
    ballot_key: str = ""

    def watch(self, key: str, shown: Drawn) -> None:
        if key == MIRROR:
            position = shown.data["position"]
            if not self.positions or self.positions[-1][1] != position:
                self.positions.append((shown.at, position))
        elif key.startswith("class:ballot:"):
            self.ballot_key = key
            self.ballot.set()

    def seen(self, position: str, since: float) -> float | None:
        """When the board first showed ``position`` at or after ``since``."""
        return next((at for at, shown in self.positions if at >= since and shown == position), None)

    @property
    def id(self) -> str:
        return parse_qs(self.tab.query).get("me", [""])[0]


@dataclass
class Found:
    """Everything measured, in seconds."""

    actions: dict[str, list[float]] = field(default_factory=lambda: {"join": [], "vote": [], "teacher": []})
    on_screens: list[float] = field(default_factory=list)
    last_screen: list[float] = field(default_factory=list)
    unseen: int = 0
    in_tally: list[float] = field(default_factory=list)
    not_tallied: int = 0
    clicks: dict[str, list[float]] = field(default_factory=lambda: {"no class": [], "class": []})
    refused: int = 0
    votes_sent: int = 0
    votes_stored: int = 0
    cpu: dict[str, float] = field(default_factory=dict)
    runs: dict[str, float] = field(default_factory=dict)


def _stats(seconds: list[float]) -> dict[str, Any]:
    """p50, p95 and max in milliseconds (nearest rank), and how many."""
    if not seconds:
        return {"n": 0, "p50_ms": None, "p95_ms": None, "max_ms": None}
    ranked = sorted(seconds)

    def rank(q: float) -> float:
        return round(1000 * ranked[max(0, math.ceil(q * len(ranked)) - 1)], 1)

    return {"n": len(ranked), "p50_ms": rank(0.5), "p95_ms": rank(0.95), "max_ms": round(1000 * ranked[-1], 1)}


def move_event(data: dict[str, Any], rng: random.Random, count: int, among: int | None = None) -> dict[str, Any]:
    """What board.js sends for a move of the board's ``data``: its last place clicked with the places before it
    picked (a move that is the start of a longer one is left out: its last click would only extend the pick).
    The move is chosen at random, among the first ``among`` when given."""
    moves = [m for m in data["moves"] if not any(len(o) > len(m) and o[:len(m)] == m for o in data["moves"])]
    move = rng.choice(moves[:among] if among else moves)
    return {"kind": "click", "place": move[-1], "pick": move[:-1], "n": count}


def _cpu_seconds(pid: int) -> float:
    """User and system CPU seconds of process ``pid`` so far (Linux's /proc; 0 elsewhere)."""
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
        return (int(fields[11]) + int(fields[12])) / os.sysconf("SC_CLK_TCK")
    except (OSError, IndexError, ValueError):
        return 0.0


class Bench:
    """One run: the server, the lone player, the teacher and the students."""

    def __init__(self, url: str, store: Path, students: int, moves: int, clicks: int, seed: int,
                 played: int = 0) -> None:
        self.url, self.store, self.size, self.moves, self.clicks = url, store, students, moves, clicks
        self.played = played
        self.rng = random.Random(seed)
        self.found = Found()
        self.tabs: list[Tab] = []
        self.tallies: list[tuple[float, int]] = []
        self.students: list[Student] = []
        self.probe_moves = 0
        self.missing: list[str] = []

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
        teacher.watchers.append(self._watch_tally)
        code = parse_qs(teacher.query)["code"][0]
        board = f"class:board:{code}:view"
        for count in range(1, self.played + 1):
            await self._play(teacher, board, count)
        await asyncio.gather(*(self._join(code, number) for number in range(self.size)))
        start = teacher.widget(board).data["position"]
        await self._all_seen(start, 0.0)

        cpu_before, wall_before, mine_before = _cpu_seconds(server_pid), time.monotonic(), time.process_time()
        runs_before = self._runs()
        probing = asyncio.create_task(self._probe(probe, self.clicks, self.found.clicks["class"], spread=1.0))
        for count in range(self.played + 1, self.played + self.moves + 1):
            await self._teacher_move(teacher, board, count)
        await probing
        await self._vote(teacher, board, code)
        wall = time.monotonic() - wall_before
        self.found.cpu = {"server": _cpu_seconds(server_pid) - cpu_before, "bench": time.process_time() - mine_before,
                          "wall": wall}
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
            self.missing.append(str(error))
            return None
        if into is not None:
            into.append(took)
        return took

    def _runs(self) -> tuple[int, int]:
        """Runs asked for and runs ended so far, over every tab."""
        return sum(tab.asked for tab in self.tabs), sum(tab.ended for tab in self.tabs)

    async def _probe(self, tab: Tab, clicks: int, found: list[float], spread: float = 0.3) -> None:
        """The lone player's moves on /play: each the click that completes a move, and its round trip."""
        for _ in range(clicks):
            self.probe_moves += 1
            origin, target = PROBE_MOVES[(self.probe_moves - 1) % len(PROBE_MOVES)]
            before = tab.widget(PROBE_BOARD).data["position"]
            event = {"kind": "click", "place": target, "pick": [origin], "n": self.probe_moves}
            took = await self._act(tab.trigger(PROBE_BOARD, "event", event), found)
            if took is not None and tab.widget(PROBE_BOARD).data["position"] == before:
                self.found.refused += 1
            await asyncio.sleep(self.rng.uniform(0.5 * spread, 1.5 * spread))

    async def _join(self, code: str, number: int) -> None:
        """A student opens the join link (within a few seconds of the others) and joins by name."""
        await asyncio.sleep(self.rng.uniform(0, min(5.0, 0.2 * self.size)))
        student = Student(self._tab("class", f"code={code}", f"student {number + 1}"), f"Student {number + 1}")
        student.tab.watchers.append(student.watch)
        if await self._act(student.tab.open()) is None:
            return
        joined = await self._act(student.tab.submit("class:join", {"class:name": student.name}),
                                 self.found.actions["join"])
        if joined is not None:
            self.students.append(student)

    def _watch_tally(self, key: str, shown: Drawn) -> None:
        if shown.element.WhichOneof("type") == "html":
            found = COUNT.search(shown.element.html.body)
            if found:
                self.tallies.append((shown.at, int(found.group(1))))

    async def _all_seen(self, position: str, since: float) -> None:
        """Wait until every student's board has shown ``position`` (or the time is up); record how long each took
        from ``since`` (0: nothing recorded)."""
        deadline = time.monotonic() + SEEN_TIMEOUT
        while time.monotonic() < deadline and any(s.seen(position, since) is None for s in self.students):
            await asyncio.sleep(0.05)
        if not since:
            return
        seen = [s.seen(position, since) for s in self.students]
        self.found.unseen += sum(at is None for at in seen)
        latencies = [at - since for at in seen if at is not None]
        self.found.on_screens += latencies
        if len(latencies) == len(seen):
            self.found.last_screen.append(max(latencies))

    async def _teacher_move(self, teacher: Tab, board: str, count: int) -> None:
        """The teacher plays a move; every student's board should show it."""
        sent = time.monotonic()
        took = await self._play(teacher, board, count)
        if took is None:
            return
        self.found.actions["teacher"].append(took)
        await self._all_seen(teacher.widget(board).data["position"], sent)
        await asyncio.sleep(self.rng.uniform(0.5, 1.5))  # the next move at another moment of the students' second

    async def _play(self, teacher: Tab, board: str, count: int) -> float | None:
        """A move of the teacher's (a new game once the game is over); the round trip."""
        data = teacher.widget(board).data
        if not data["moves"]:
            return await self._act(teacher.click("class:new"))
        return await self._act(teacher.trigger(board, "event", move_event(data, self.rng, count)))

    async def _vote(self, teacher: Tab, board: str, code: str) -> None:
        """The teacher opens a vote, each student votes on their ballot, the teacher plays the class's choice."""
        if await self._act(teacher.click("class:vote-open"), self.found.actions["teacher"]) is None:
            return
        ballots = await asyncio.gather(*(self._ballot(s) for s in self.students))
        voted = [(student, sent, ended) for student, sent, ended in ballots if sent is not None]
        self.found.unseen += len(ballots) - len(voted)  # a ballot never drawn
        ended = sorted((end, sent) for _, sent, end in voted if end is not None)
        deadline = time.monotonic() + SEEN_TIMEOUT
        while time.monotonic() < deadline and (not self.tallies or self.tallies[-1][1] < len(ended)):
            await asyncio.sleep(0.05)
        for rank, (_, sent) in enumerate(ended, start=1):  # the k-th vote in is shown once the tally says k
            shown = next((at for at, count in self.tallies if count >= rank and at >= sent), None)
            if shown is None:
                self.found.not_tallied += 1
            else:
                self.found.in_tally.append(shown - sent)
        stored: dict[str, str] = {}
        for number in {int(student.ballot_key.split(":")[3]) for student, _, _ in voted}:
            stored |= SqliteStore(self.store).submissions(code, number)
        self.found.votes_sent = len(voted)
        self.found.votes_stored = sum(student.id in stored for student, _, _ in voted)
        sent = time.monotonic()
        if await self._act(teacher.click("class:vote-play"), self.found.actions["teacher"]) is not None:
            await self._all_seen(teacher.widget(board).data["position"], sent)

    async def _ballot(self, student: Student) -> tuple[Student, float | None, float | None]:
        """A student votes once their ballot is drawn (after a moment to think): when the vote was sent (None:
        the ballot never came) and when its run ended (None: it never did)."""
        try:
            await asyncio.wait_for(student.ballot.wait(), SEEN_TIMEOUT)
        except TimeoutError:
            return student, None, None
        await asyncio.sleep(self.rng.uniform(0.2, 3.0))
        data = student.tab.widget(student.ballot_key).data
        sent = time.monotonic()
        took = await self._act(student.tab.trigger(student.ballot_key, "event", move_event(data, self.rng, 1, among=3)),
                               self.found.actions["vote"])
        return student, sent, None if took is None else sent + took


def measure(students: int, moves: int, clicks: int, seed: int, played: int = 0) -> dict[str, Any]:
    """Start the app, run the class, stop the app; the result as one dict."""
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    with tempfile.TemporaryDirectory(prefix="classbench-") as folder:
        store = Path(folder) / "classes.sqlite"
        server = AppServer({"CLASS_STORE": str(store)})
        try:
            url = server.start()
            assert server.process is not None
            bench = Bench(url, store, students, moves, clicks, seed, played)
            asyncio.run(bench.run(server.process.pid))
        finally:
            server.stop()
        log = server.output()
    return _report(bench, log, load)


def _report(bench: Bench, log: str, load: float | None) -> dict[str, Any]:
    found = bench.found
    errors: dict[str, int] = {"exception": 0, "box": 0, "disconnect": 0, "timeout": 0, "protocol": 0}
    examples: list[str] = []
    for tab in bench.tabs:
        for kind, what in tab.errors:
            errors[kind] = errors.get(kind, 0) + 1
            examples.append(what)
        for box in tab.boxes:
            errors["box"] += 1
            examples.append(f"{tab.label}: {box[:200]}")
    tracebacks = log.split("Traceback (most recent call last):")[1:]
    errors["server log"] = len(tracebacks)
    examples += [f"server: {_last_line(block)}" for block in tracebacks]
    errors["missing"] = len(bench.missing)
    examples += bench.missing
    errors["unseen"] = found.unseen + found.not_tallied
    errors["refused"] = found.refused
    actions = found.actions["join"] + found.actions["vote"]
    clicks = {name: _stats(seconds) for name, seconds in found.clicks.items()}
    base, busy = clicks["no class"], clicks["class"]
    ratio = {q: round(busy[q] / base[q], 2) if base[q] and busy[q] else None for q in ("p50_ms", "p95_ms")}
    return {
        "date": time.strftime("%Y-%m-%d %H:%M"), "machine": f"{os.cpu_count()} cores",
        "load_before": round(load, 2) if load is not None else None,
        "students": bench.size, "joined": len(bench.students), "teacher_moves": bench.moves,
        "played_before": bench.played,
        "student_actions": {"all": _stats(actions), "join": _stats(found.actions["join"]),
                            "vote": _stats(found.actions["vote"])},
        "teacher_actions": _stats(found.actions["teacher"]),
        "move_on_screens": {"each_student": _stats(found.on_screens), "last_student": _stats(found.last_screen)},
        "vote_in_tally": _stats(found.in_tally),
        "click": {**clicks, "ratio": ratio},
        "errors": {"total": sum(errors.values()), **errors, "examples": examples[:10]},
        "votes": {"sent": found.votes_sent, "stored": found.votes_stored,
                  "lost": found.votes_sent - found.votes_stored},
        "cpu_seconds": {name: round(value, 1) for name, value in found.cpu.items()},
        "runs": {name: round(value, 1) for name, value in found.runs.items()},
    }


def _last_line(traceback: str) -> str:
    """The exception a traceback in the server's log ends with."""
    lines = [line for line in traceback.splitlines() if line.strip() and not line.startswith((" ", "\t"))]
    return lines[0][:200] if lines else "?"


def verdicts(found: dict[str, Any]) -> dict[str, bool]:
    """Each target of issue 14: met or not."""
    screens = found["move_on_screens"]["each_student"]["p95_ms"]
    tally = found["vote_in_tally"]["p95_ms"]
    ratio = found["click"]["ratio"]["p50_ms"]
    return {"no errors, no vote lost": found["errors"]["total"] == 0 and found["votes"]["lost"] == 0,
            "move on every screen p95 <= 1.5 s": screens is not None and screens <= 1000 * TARGET_SECONDS,
            "vote in the tally p95 <= 1.5 s": tally is not None and tally <= 1000 * TARGET_SECONDS,
            "click <= 2 x no class (p50)": ratio is not None and ratio <= TARGET_RATIO}


def table(found: dict[str, Any]) -> str:
    """The measurements, the ratios to the baseline of the same run and the targets."""
    def row(name: str, stats: dict[str, Any], extra: str = "") -> str:
        return (f"{name:<42} {stats['p50_ms']!s:>8} {stats['p95_ms']!s:>8} {stats['max_ms']!s:>8} "
                f"{stats['n']:>5}{extra}")

    ratio = found["click"]["ratio"]
    errors = found["errors"]
    kinds = ", ".join(f"{kind} {count}" for kind, count in errors.items() if kind not in ("total", "examples"))
    votes, cpu, runs = found["votes"], found["cpu_seconds"], found["runs"]
    rows = [f"a class of {found['students']} students ({found['joined']} joined) and a teacher: "
            f"{found['teacher_moves']} teacher moves (after {found['played_before']} unmeasured) and a vote",
            f"{'':<42} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8} {'n':>5}",
            row("students' actions (rerun -> run ended)", found["student_actions"]["all"]),
            row("  joins", found["student_actions"]["join"]),
            row("  votes", found["student_actions"]["vote"]),
            row("teacher's actions", found["teacher_actions"]),
            row("teacher's move -> each student's board", found["move_on_screens"]["each_student"]),
            row("teacher's move -> the last student's board", found["move_on_screens"]["last_student"]),
            row("student's vote -> the teacher's tally", found["vote_in_tally"]),
            row("click on /play, no class (baseline)", found["click"]["no class"]),
            row("click on /play, class running", found["click"]["class"],
                f"   x baseline: p50 {ratio['p50_ms']}, p95 {ratio['p95_ms']}"),
            "",
            f"errors: {errors['total']} ({kinds})",
            *(f"  {example}" for example in errors["examples"]),
            f"votes: {votes['sent']} sent, {votes['stored']} in the store, {votes['lost']} lost",
            f"CPU while the class ran: server {cpu.get('server')} s, this bench {cpu.get('bench')} s, "
            f"in {cpu.get('wall')} s; runs asked for {runs.get('asked_per_s')}/s, ended {runs.get('ended_per_s')}/s",
            ""]
    for name, met in verdicts(found).items():
        rows.append(f"target: {name}: {'met' if met else 'missed'}")
    rows.append(f"measured {found['date']} on this machine ({found['machine']}, load average "
                f"{found['load_before']} before the run)")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--students", type=int, default=30, help="students in the class")
    parser.add_argument("--moves", type=int, default=6, help="moves the teacher plays before the vote")
    parser.add_argument("--played", type=int, default=0, help="moves the teacher plays before the class joins")
    parser.add_argument("--clicks", type=int, default=12, help="the lone player's clicks, without and with the class")
    parser.add_argument("--seed", type=int, default=1, help="seed of the moves, votes and pauses chosen")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    options = parser.parse_args(argv)
    found = measure(options.students, options.moves, options.clicks, options.seed, options.played)
    if options.json:
        print(json.dumps({**found, "targets": verdicts(found)}, indent=2))
    else:
        print(table(found))


if __name__ == "__main__":
    main()
