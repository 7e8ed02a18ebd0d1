"""A failover drill: several app servers behind nginx, two classes voting, one server killed in the middle.

    python -m bench.cluster [--servers 3] [--students 60] [--moves 3] [--seed 1] [--json]

It starts, on free local ports and in a temporary folder, Redis with ``deploy/redis.conf`` (the append-only log
on), ``--servers`` app servers with ``deploy/app.env``'s production settings sharing it as their class store,
and nginx with ``deploy/nginx-site.conf`` rendered for those ports (``nginx -c <file> -p <folder>``, as the
current user).  Every person is a ``bench.st_client.Tab`` connecting through nginx from an address of its own
(127.0.<class>.<n>: to nginx's sticky hash, another client), so the clients spread over the servers as a
school's would.  Two teachers open a class each, the students (``--students`` in all, half in each) join,
each teacher plays ``--moves`` moves (before); both open a vote and, while the students vote, the app server
holding the most websockets is killed (SIGKILL); each client whose websocket it held reconnects through nginx
as Streamlit's page in a browser does (the same page, address and cookies, retried every half second) and
counts as back once its first run shows the class again (a student's board, not the join form; the
teacher's board); a student whose vote failed votes again once back; the teachers play the class's choice
and ``--moves`` more moves (after).  Beside them ``--games`` online games are played through nginx, two players each
(``bench.cluster_online``): the killed server's players come back to their seats, and no acknowledged move may be
missing from the store.  Measured: the round trips of every action and each teacher's move to
every student's board, before, during (the vote in which the server died, reconnections included) and after;
errors; which clients came back and when; votes acknowledged and not in the store (``lost``).  Nothing here
asserts: it measures, and says what did not come back.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import pwd
import random
import re
import secrets
import shutil
import subprocess
import tempfile
import time
import urllib.request
from collections import Counter
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import redis

from bench.classroom import PROBE_BOARD, SEEN_TIMEOUT, Bench, Student, _moved, board_moves, expected_box, move_event
from bench.classroom_report import stats
from bench.cluster_online import OnlineGames
from bench.st_client import Tab, Watcher
from classroom.limits import CODES
from classroom.store import CODE_ALPHABET, RedisStore
from tests.support.server import ROOT, AppServer, ServerError, free_port
from ui.i18n import t

DEPLOY = ROOT / "deploy"
BACK_TIMEOUT = 30.0
"""Seconds a client of the killed server keeps reconnecting before it counts as never back."""
RETRY = 0.5
"""Seconds between a reconnecting tab's tries (the drill's choice: a browser's page keeps its own schedule)."""
KILL_AFTER = 2.0
"""Seconds into the vote at which the server is killed (the students vote over the first six)."""
REDIS_DOWN = 2.0
"""Seconds Redis stays down in the middle of the quiz."""
COOKIE = re.compile(r'document\.cookie = "([^=";]+)=([^";]+);')
WHO = re.compile(r"(class \d+ (student \d+|teacher)|visitor \d+|online \d+ (light|dark)): ")
"""Who met an error, left out to count the errors of each kind."""
UPSTREAM = re.compile(r"^(\s*)server 127\.0\.0\.1:\d+ (.*);\n", re.MULTILINE)


def program(name: str) -> str | None:
    """The path of ``name`` on the PATH, or in /usr/sbin (Debian's nginx, for a user whose PATH leaves it out)."""
    return shutil.which(name) or shutil.which(name, path="/usr/sbin:/sbin")


def app_env(path: Path = DEPLOY / "app.env") -> dict[str, str]:
    """The app servers' settings from ``deploy/app.env`` (``NAME=value`` lines, ``#`` comments)."""
    lines = (line.strip() for line in path.read_text().splitlines())
    return dict(line.split("=", 1) for line in lines if line and not line.startswith("#"))


def render_site(template: str, listen: int, ports: list[int]) -> str:
    """``deploy/nginx-site.conf`` listening on 127.0.0.1:``listen`` (not on IPv6) with app servers on ``ports``."""
    first = UPSTREAM.search(template)
    if "    listen 80;\n" not in template or first is None:
        raise ValueError("the site has no 'listen 80;' line or no 'server 127.0.0.1:<port> ...;' line")
    indent, options = first.groups()
    lines = "".join(f"{indent}server 127.0.0.1:{port} {options};\n" for port in ports)
    site = template[: first.start()] + lines + UPSTREAM.sub("", template[first.start() :])
    return site.replace("    listen 80;\n", f"    listen 127.0.0.1:{listen};\n").replace("    listen [::]:80;\n", "")


def render_nginx(site: str, prefix: Path) -> str:
    """A whole nginx configuration around ``site``, with its pid, logs and temporary files in ``prefix``, run as
    the current user (nginx started by root would hand its workers to 'nobody')."""
    user = f"user {pwd.getpwuid(os.geteuid()).pw_name};\n" if os.geteuid() == 0 else ""
    temps = "".join(
        f"    {kind}_temp_path {prefix / kind};\n" for kind in ("client_body", "proxy", "fastcgi", "uwsgi", "scgi")
    )
    return (
        f"{user}worker_processes 1;\npid {prefix / 'nginx.pid'};\nerror_log {prefix / 'error.log'} warn;\n"
        "events {\n    worker_connections 1024;\n}\n"
        f"http {{\n    access_log {prefix / 'access.log'};\n{temps}{site}}}\n"
    )


def _wait(check: Any, what: str, process: subprocess.Popen[bytes], timeout: float = 30.0) -> None:
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        if process.poll() is not None:
            raise ServerError(f"{what} exited with {process.returncode}")
        try:
            if check():
                return
        except (OSError, redis.RedisError):
            pass
        time.sleep(0.1)
    raise ServerError(f"{what} did not answer within {timeout:.0f} s")


def _rss_mb(pid: int) -> float:
    """The resident memory of process ``pid`` in MB (Linux's /proc; 0 elsewhere)."""
    try:
        status = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0.0
    found = re.search(r"^VmRSS:\s+(\d+) kB", status, flags=re.M)
    return int(found.group(1)) / 1024 if found else 0.0


def _healthy(url: str) -> bool:
    with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as answer:
        return bool(answer.status == 200)


@dataclass
class Cluster:
    """Redis, the app servers and nginx, running; ``url`` is nginx's."""

    url: str
    store: str
    servers: list[AppServer]
    folder: Path
    redis_command: list[str]
    processes: list[subprocess.Popen[bytes]]
    """Redis first (a restarted one is added), then nginx: stopped in reverse order."""

    def redis(self) -> subprocess.Popen[bytes]:
        """Start Redis (again) with its command: the same port, folder and append-only log."""
        process = subprocess.Popen(self.redis_command, stdout=subprocess.DEVNULL)
        self.processes.insert(0, process)
        return process

    def connections(self, server: AppServer) -> int:
        """Established TCP connections to ``server``'s port (nginx's, one per websocket), from /proc/net/tcp."""
        port = f":{server.port:04X}"
        rows = (line.split() for line in Path("/proc/net/tcp").read_text().splitlines()[1:])
        return sum(1 for row in rows if row[1].endswith(port) and row[3] == "01")


@contextmanager
def cluster(count: int) -> Iterator[Cluster]:
    """Start Redis (append-only), ``count`` app servers and nginx in a temporary folder; stop them after."""
    redis_server, nginx_program = program("redis-server"), program("nginx")
    if redis_server is None or nginx_program is None:
        raise ServerError("redis-server or nginx is not installed (.ci/run installs Debian's)")
    processes: list[subprocess.Popen[bytes]] = []
    servers: list[AppServer] = []
    with tempfile.TemporaryDirectory(prefix="cluster-") as name, (Path(name) / "nginx.stderr").open("wb") as early:
        folder = Path(name)
        try:
            port = free_port()
            store = f"redis://127.0.0.1:{port}/0"
            command = [redis_server, str(DEPLOY / "redis.conf"), "--port", str(port), "--dir", name]
            processes.append(subprocess.Popen([*command, "--daemonize", "no"], stdout=subprocess.DEVNULL))
            _wait(lambda: redis.Redis.from_url(store).ping(), "redis-server", processes[0])
            env = {**app_env(), "CLASS_STORE": store, "STREAMLIT_SERVER_COOKIE_SECRET": secrets.token_hex(16)}
            servers = [AppServer(env) for _ in range(count)]
            for server in servers:
                server.start()
            listen = free_port()
            site = render_site((DEPLOY / "nginx-site.conf").read_text(), listen, [s.port for s in servers])
            (folder / "nginx.conf").write_text(render_nginx(site, folder))
            nginx = subprocess.Popen(
                [nginx_program, "-c", str(folder / "nginx.conf"), "-p", name, "-g", "daemon off;"],
                stderr=early,  # what nginx says before it opens its error log
            )
            processes.append(nginx)
            url = f"http://127.0.0.1:{listen}"
            _wait(lambda: _healthy(url), "nginx", nginx)
            yield Cluster(url, store, servers, folder, [*command, "--daemonize", "no"], processes)
        finally:
            for server in servers:
                server.stop()
            for process in reversed(processes):
                process.terminate()
                process.wait(timeout=10)


class DrilledClass(Bench):
    """One class of the drill: bench.classroom's teacher and students, each tab from an address of its own."""

    def __init__(self, url: str, store: str, number: int, students: int, moves: int, seed: int) -> None:
        super().__init__(url, RedisStore(store), students, moves, 0, seed)
        self.number = number
        self.code = ""
        self.teacher: Tab | None = None

    def _tab(self, page: str, query: str, label: str) -> Tab:
        tab = Tab(
            self.url,
            page,
            query,
            label=f"class {self.number + 1} {label}",
            timeout=SEEN_TIMEOUT,
            source=f"127.0.{self.number + 1}.{len(self.tabs) + 1}",
        )
        self.tabs.append(tab)
        return tab

    @property
    def board(self) -> str:
        return f"class:board:{self.code}:view"

    async def start(self) -> None:
        """The teacher opens a class and the students join."""
        self.teacher = self._tab("class", "new=1", "teacher")
        await self.teacher.open()
        self.teacher.watchers.append(self._watch_counts)
        self.code = self.teacher.query.split("code=")[1].split("&")[0]
        await asyncio.gather(*(self._join(self.code, number) for number in range(self.size)))
        await self._all_seen(self.teacher.widget(self.board).data["position"], 0.0)

    async def moves_played(self, first: int) -> None:
        """The teacher plays ``moves`` moves, each seen (or not) on every student's board."""
        assert self.teacher is not None
        for count in range(first, first + self.moves):
            await self._teacher_move(self.teacher, self.board, count)


@dataclass
class Crowd:
    """Visitors playing on /play beside the classes, each from an address of its own, a move a second or so."""

    url: str
    size: int
    seed: int
    tabs: list[Tab] = field(default_factory=list)
    """Each visitor's tab (replaced by its new one when it reconnects)."""
    moves: list[float] = field(default_factory=list)
    playing: bool = True

    async def start(self) -> None:
        for number in range(self.size):
            tab = Tab(
                self.url,
                "play",
                "rules=petteia",
                label=f"visitor {number + 1}",
                timeout=SEEN_TIMEOUT,
                source=f"127.0.9.{number + 1}",
            )
            await tab.open()
            self.tabs.append(tab)

    async def play(self) -> None:
        """Each visitor plays a random legal move every 0.5-1.5 s until told to stop (none while reconnecting)."""
        await asyncio.gather(*(self._visitor(number) for number in range(len(self.tabs))))

    async def _visitor(self, number: int) -> None:
        rng, count = random.Random(self.seed + number), 0
        while self.playing:
            await asyncio.sleep(rng.uniform(0.5, 1.5))
            tab = self.tabs[number]
            if any(kind == "disconnect" for kind, _ in tab.errors) or PROBE_BOARD not in tab.drawn:
                continue
            data = tab.widget(PROBE_BOARD).data
            if not board_moves(data):
                continue
            count += 1
            try:
                event = move_event(data, rng, count)
                self.moves.append(await tab.trigger(PROBE_BOARD, "event", event, done=_moved(tab, PROBE_BOARD)))
            except (TimeoutError, ConnectionError, LookupError):
                continue


@dataclass
class Back:
    """A client of the killed server: its tab before, and when (after the kill) it showed the class again."""

    label: str
    after_s: float | None = None


@dataclass
class Drill:
    """The whole drill on a running cluster."""

    cluster: Cluster
    classes: list[DrilledClass]
    crowd: Crowd
    online: OnlineGames
    killed_at: float = 0.0
    killed: str = ""
    back: dict[int, Back] = field(default_factory=dict)
    votes: dict[str, int] = field(
        default_factory=lambda: dict.fromkeys(
            ("sent", "acknowledged", "acknowledged_before_kill", "failed", "recast"), 0
        )
    )
    acknowledged: list[tuple[DrilledClass, int, str]] = field(default_factory=list)
    phases: dict[str, dict[str, list[float]]] = field(default_factory=dict)
    taken: dict[tuple[str, int], int] = field(default_factory=dict)
    """How many of each list of measurements the phases so far have taken."""
    errors: list[str] = field(default_factory=list)
    restart_redis: bool = True
    visitors_before: list[Tab] = field(default_factory=list)
    """The visitors' tabs that were dropped (replaced in the crowd by their new ones)."""
    games_lost: list[str] = field(default_factory=list)
    """The visitors whose game came back at another position than their board last showed."""
    memory: dict[str, dict[int, tuple[float, int]]] = field(default_factory=dict)
    """Each running app server's resident memory (MB) and websockets, by port, before the classes and at the end."""
    redis_down_s: float | None = None
    """From Redis killed to Redis answering again."""

    async def run(self) -> None:
        await self._warm_up()
        self.memory["before"] = self._memory()
        await asyncio.gather(*(c.start() for c in self.classes), self.crowd.start(), self.online.start())
        crowd, games = asyncio.create_task(self.crowd.play()), asyncio.create_task(self.online.play())
        await asyncio.gather(*(c.moves_played(1) for c in self.classes))
        self._phase("before")
        watching = asyncio.create_task(self._reconnect_all())
        await asyncio.gather(*(self._vote(c) for c in self.classes), self._kill())
        deadline = time.monotonic() + BACK_TIMEOUT
        while time.monotonic() < deadline and any(b.after_s is None for b in self.back.values()):
            await asyncio.sleep(0.1)
        for c in self.classes:
            assert c.teacher is not None
            failed = len(c.teacher.errors)
            await c._teacher_click(c.teacher, "class:vote-play", c.board)
            if len(c.teacher.errors) > failed:  # said, and pressed again as the teacher would
                again = len(c.teacher.errors)
                await c._teacher_click(c.teacher, "class:vote-play", c.board)
                self.errors.append(
                    f"{self._no_run(c)}; pressed again: {'played' if len(c.teacher.errors) == again else 'lost again'}"
                )
        self._phase("during")
        await asyncio.gather(*(c.moves_played(100) for c in self.classes))
        self._phase("after")
        if self.restart_redis:
            await asyncio.gather(
                *(c._quiz(c.teacher, c.board, c.code) for c in self.classes if c.teacher), self._redis()
            )
            self._phase("quiz, Redis restarted")
            await asyncio.gather(*(c.moves_played(200) for c in self.classes))
            self._phase("after Redis")
        self.memory["end"] = self._memory()
        self.crowd.playing = self.online.playing = False
        await asyncio.gather(crowd, games)
        watching.cancel()
        tabs = [
            *(tab for c in self.classes for tab in c.tabs),
            *self.crowd.tabs,
            *self.visitors_before,
            *self.online.tabs,
            *self.online.replaced,
        ]
        await asyncio.gather(*(tab.close() for tab in tabs), return_exceptions=True)

    def _no_run(self, drilled: DrilledClass) -> str:
        """What the teacher's tab and the store showed when the teacher's click after the kill got no run."""
        tab = drilled.teacher
        assert tab is not None
        shown = tab.drawn.get("class:vote-play")
        button = (
            "not drawn" if shown is None else f"{shown.element.button.label!r} disabled={shown.element.button.disabled}"
        )
        view = RedisStore(self.cluster.store).view(drilled.code, time.time())
        round_ = None if view is None else view.round
        logs = "".join(server.output() for server in self.cluster.servers)
        said = sorted(
            {line.split("]", 1)[-1][:160] for line in logs.splitlines() if "WARNING" in line or "rror" in line}
        )
        reopened = any(back.label == tab.label for back in self.back.values())
        return (
            f"{tab.label} ({'reconnected' if reopened else 'on the surviving server'}): the click after the kill got "
            f"no run (the servers warned: {said[:6]}): button {button}, "
            f"fragment {shown and shown.fragment_id!r}; runs asked {tab.asked}, ended {tab.ended}; "
            f"errors {tab.errors[-3:]}; round {round_}"
        )

    def _phase(self, name: str) -> None:
        """What the classes measured since the last phase, as phase ``name``."""
        lists = {
            "actions": [c.found.actions[kind] for c in self.classes for kind in ("join", "vote", "answer", "teacher")],
            "screens": [c.found.on_screens for c in self.classes],
        }
        self.phases[name] = {
            kind: [t for number, found in enumerate(each) for t in found[self.taken.get((kind, number), 0) :]]
            for kind, each in lists.items()
        }
        self.taken = {(kind, number): len(found) for kind, each in lists.items() for number, found in enumerate(each)}

    async def _warm_up(self) -> None:
        """Open a class and the play page once on each server directly (their first runs import what every later
        session shares), so that the memory measured from here on is the sessions'."""
        for server in self.cluster.servers:
            for page, query in (("class", "new=1"), ("play", "rules=petteia")):
                tab = Tab(server.url, page, query, label=f"warm-up {server.port}", timeout=SEEN_TIMEOUT)
                await tab.open()
                await tab.close()

    def _memory(self) -> dict[int, tuple[float, int]]:
        """Each running app server's resident memory in MB and its websockets (its sessions), by port."""
        return {
            s.port: (_rss_mb(s.process.pid), self.cluster.connections(s))
            for s in self.cluster.servers
            if s.process is not None and s.process.poll() is None
        }

    def _per_session(self) -> dict[str, Any]:
        """Memory per session on the servers that ran throughout: what they gained over the sessions they hold."""
        before, end = self.memory.get("before", {}), self.memory.get("end", {})
        ports = [port for port in end if port in before]
        gained = sum(end[p][0] - before[p][0] for p in ports)
        sessions = sum(end[p][1] for p in ports)
        each = gained / sessions if sessions else None
        return {
            "servers": len(ports),
            "sessions": sessions,
            "rss_mb": {
                "before": round(sum(before[p][0] for p in ports), 1),
                "end": round(sum(end[p][0] for p in ports), 1),
            },
            "per_session_mb": None if each is None else round(each, 2),
            "sessions_per_gb": None if not each else int(1024 / each),
        }

    async def _kill(self) -> None:
        """In the middle of the vote, SIGKILL the app server that holds the most websockets."""
        await asyncio.sleep(KILL_AFTER)
        victim = max(self.cluster.servers, key=self.cluster.connections)
        assert victim.process is not None
        self.killed = f"127.0.0.1:{victim.port} ({self.cluster.connections(victim)} websockets)"
        self.killed_at = time.monotonic()
        victim.process.kill()
        victim.process.wait()

    async def _redis(self) -> None:
        """In the middle of the quiz, SIGKILL Redis and start it again after REDIS_DOWN seconds."""
        await asyncio.sleep(KILL_AFTER + 1.0)  # the teacher chooses the task and sends it first
        killed = time.monotonic()
        self.cluster.processes[0].kill()
        self.cluster.processes[0].wait()
        await asyncio.sleep(REDIS_DOWN)
        self.cluster.redis()
        client = redis.Redis.from_url(self.cluster.store)
        while time.monotonic() - killed < BACK_TIMEOUT:
            try:
                client.ping()
                self.redis_down_s = time.monotonic() - killed
                return
            except redis.RedisError:
                await asyncio.sleep(0.05)

    async def _reconnect_all(self) -> None:
        """Reconnect, as the browser's page does, every tab whose websocket was dropped."""
        handled: set[int] = set()
        while True:
            dropped: list[tuple[DrilledClass | str, Tab]] = [(c, tab) for c in self.classes for tab in c.tabs]
            dropped += [("visitor", tab) for tab in self.crowd.tabs] + [("player", tab) for tab in self.online.tabs]
            for drilled, tab in dropped:
                if id(tab) not in handled and any(kind == "disconnect" for kind, _ in tab.errors):
                    handled.add(id(tab))
                    self.back[id(tab)] = Back(tab.label)
                    if drilled == "visitor":
                        asyncio.create_task(self._reconnect_visitor(tab))
                    elif drilled == "player":
                        asyncio.create_task(self._reconnect_player(tab))
                    elif isinstance(drilled, DrilledClass):
                        asyncio.create_task(self._reconnect(drilled, tab))
            await asyncio.sleep(0.05)

    async def _reopen(self, old: Tab, cookies: dict[str, str], watcher: Watcher | None) -> Tab | None:
        """``old``'s page opened again through nginx (the same address, query and cookies), tried every RETRY
        seconds; None if it never opened within BACK_TIMEOUT."""
        deadline = time.monotonic() + BACK_TIMEOUT
        while time.monotonic() < deadline:
            tab = Tab(
                old.base_url,
                old.page,
                old.query,
                label=old.label,
                timeout=SEEN_TIMEOUT,
                source=old.source,
                cookies=cookies,
            )
            if watcher is not None:
                tab.watchers.append(watcher)
            try:
                await tab.open(timeout=10)
            except (OSError, TimeoutError, ConnectionError) as error:
                self.errors.append(f"{old.label}: reconnecting: {type(error).__name__}")
                await tab.close()
                await asyncio.sleep(RETRY)
                continue
            return tab
        return None

    def _is_back(self, old: Tab, shows: bool, tab: Tab) -> None:
        if shows:
            self.back[id(old)].after_s = time.monotonic() - self.killed_at
        else:
            self.errors.append(f"{old.label}: back on another server without what it showed: {sorted(tab.drawn)[:6]}")

    async def _reconnect(self, drilled: DrilledClass, old: Tab) -> None:
        cookies = dict(old.cookies)
        for shown in old.drawn.values():
            if shown.element.WhichOneof("type") == "html" and (found := COOKIE.search(shown.element.html.body)):
                cookies[found.group(1)] = found.group(2)
        student = next((s for s in drilled.students if s.tab is old), None)
        tab = await self._reopen(old, cookies, student.watch if student is not None else drilled._watch_counts)
        if tab is None:
            return
        drilled.tabs.append(tab)
        if student is not None:
            student.tab = tab
            shows = "class:name" not in tab.drawn and any(
                k.startswith(("class:mirror", "class:ballot:")) for k in tab.drawn
            )
        else:
            drilled.teacher = tab
            shows = drilled.board in tab.drawn
        self._is_back(old, shows, tab)

    async def _reconnect_visitor(self, old: Tab) -> None:
        """A visitor's /play comes back from its link: at the position their board last showed, or a game lost."""
        tab = await self._reopen(old, dict(old.cookies), None)
        if tab is None:
            return
        self.visitors_before.append(old)
        self.crowd.tabs[self.crowd.tabs.index(old)] = tab
        shows = PROBE_BOARD in tab.drawn
        if shows and PROBE_BOARD in old.drawn:
            before, after = old.widget(PROBE_BOARD).data["position"], tab.widget(PROBE_BOARD).data["position"]
            if before != after:
                self.games_lost.append(f"{old.label}: {before} came back as {after}")
        self._is_back(old, shows, tab)

    async def _reconnect_player(self, old: Tab) -> None:
        """An online player's page comes back from its link: their seat, at the position the store holds."""
        seat = self.online.find(old)
        tab = await self._reopen(old, dict(old.cookies), None)
        if tab is None or seat is None:
            return
        self._is_back(old, await self.online.back(seat, tab), tab)

    async def _vote(self, drilled: DrilledClass) -> None:
        """The teacher opens a vote; each student votes once the ballot shows (again, once back, if it failed)."""
        assert drilled.teacher is not None
        await drilled._act(drilled.teacher.click("class:vote-open"), drilled.found.actions["teacher"])
        prefix = f"class:ballot:{drilled.code}:"
        await asyncio.gather(*(self._ballot(drilled, s, prefix) for s in drilled.students))

    async def _ballot(self, drilled: DrilledClass, student: Student, prefix: str) -> None:
        deadline = time.monotonic() + SEEN_TIMEOUT + BACK_TIMEOUT
        await asyncio.sleep(drilled.rng.uniform(0.5, 6.0))
        tries = 0
        while time.monotonic() < deadline:
            key = student.round_board(prefix)
            if key is None or key not in student.tab.drawn or any(k == "disconnect" for k, _ in student.tab.errors):
                await asyncio.sleep(0.05)
                continue
            tab, tries = student.tab, tries + 1
            self.votes["sent"] += 1
            self.votes["recast"] += tries > 1
            event = move_event(tab.widget(key).data, drilled.rng, 1, among=3)
            try:
                took = await tab.trigger(key, "event", event)
            except (TimeoutError, ConnectionError, LookupError):
                self.votes["failed"] += 1
                await asyncio.sleep(RETRY)
                continue
            drilled.found.actions["vote"].append(took)
            self.votes["acknowledged"] += 1
            self.votes["acknowledged_before_kill"] += not self.killed_at
            self.acknowledged.append((drilled, int(key.split(":")[3]), student.id))
            return
        drilled.found.unseen.append(f"{student.tab.label}: never voted")

    def report(self, load: float | None) -> dict[str, Any]:
        store = RedisStore(self.cluster.store)
        lost = sum(1 for c, number, who in self.acknowledged if who not in store.submissions(c.code, number))
        errors = list(self.errors)
        for tab in [*(tab for c in self.classes for tab in c.tabs), *self.crowd.tabs, *self.visitors_before]:
            errors += [f"{kind}: {what}" for kind, what in tab.errors if kind != "disconnect"]
            errors += [f"{tab.label}: {box[:120]}" for box in tab.boxes if not expected_box(box)]
        for drilled in self.classes:
            errors += drilled.found.missing + drilled.found.unseen
        games = {
            **self.online.report(),
            "players_of_killed": sum(1 for back in self.back.values() if back.label.startswith("online")),
        }
        errors += games["errors"]
        kept = [c.found.kept["answer"] for c in self.classes if "answer" in c.found.kept]
        answers: dict[str, Any] = {
            "sent": sum(k["sent"] for k in kept),
            "acknowledged": sum(len(c.found.actions["answer"]) for c in self.classes),
            "stored": sum(k["stored"] for k in kept),
        }
        answers["lost_at_least"] = max(0, answers["acknowledged"] - answers["stored"])
        logs = [server.output() for server in self.cluster.servers]
        tracebacks = sum(log.count("Traceback (most recent call last)") for log in logs)
        times = [b.after_s for b in self.back.values()]
        came = [t for t in times if t is not None]
        return {
            "date": time.strftime("%Y-%m-%d %H:%M"),
            "machine": f"{os.cpu_count()} cores",
            "load_before": round(load, 2) if load is not None else None,
            "servers": len(self.cluster.servers),
            "students": sum(c.size for c in self.classes),
            "joined": sum(len(c.students) for c in self.classes),
            "killed": self.killed,
            "clients_of_killed": len(times),
            "back": len(came),
            "not_back": [b.label for b in self.back.values() if b.after_s is None],
            "back_within_s": round(max(came), 2) if came and len(came) == len(times) else None,
            "back_s": stats(came),
            "votes": {**self.votes, "stored_of_acknowledged": self.votes["acknowledged"] - lost},
            "answers": answers,
            "redis_down_s": None if self.redis_down_s is None else round(self.redis_down_s, 2),
            "memory": self._per_session(),
            "visitors": {"n": self.crowd.size, "moves": stats(self.crowd.moves), "games_lost": self.games_lost},
            "online": games,
            "lost": {
                "votes": lost,
                "answers": answers["lost_at_least"],
                "games": len(self.games_lost),
                "online_moves": len(games["lost"]),
            },
            "errors": len(errors) + tracebacks,
            "error_examples": errors[:12],
            "error_kinds": Counter(WHO.sub("", error)[:160] for error in errors).most_common(8),
            "server_tracebacks": tracebacks,
            "phases": {name: {kind: stats(v) for kind, v in p.items()} for name, p in self.phases.items()},
        }


SCHOOL, ELSEWHERE, OTHER_SCHOOL = "127.0.50.1", "127.0.50.2", "127.0.50.3"
"""The brute force's addresses (the classes' tabs are 127.0.1-2.x, the crowd's 127.0.9.x)."""
WRONG_CODES = CODES.tries + 5


async def _class_tab(url: str, query: str, source: str) -> Tab:
    """``/class?<query>`` opened once from ``source`` in a new session (and closed): what it drew."""
    tab = Tab(url, "class", query, label=f"{source} /class?{query}", source=source, timeout=SEEN_TIMEOUT)
    await tab.open()
    await tab.close()
    return tab


async def brute_force(url: str) -> dict[str, Any]:
    """Join codes guessed through nginx (issue 24's target: at most ``CODES.tries`` wrong codes a minute per
    client, whatever its sessions and servers): ``WRONG_CODES`` wrong codes from one client, each in a new
    session, and how many were checked before it was held back; then whether a classmate at that address still
    opens the class made from it, whether a class made from another address is held back, and whether another
    client is."""
    held_words, no_class = t("class.too_many", "en", seconds="")[:20], t("class.no_class", "en", code="")[:12]
    ours = (await _class_tab(url, "new=1", SCHOOL)).query.removeprefix("code=")
    theirs = (await _class_tab(url, "new=1", OTHER_SCHOOL)).query.removeprefix("code=")
    codes = [f"ZZZZ{a}{b}" for a in CODE_ALPHABET for b in CODE_ALPHABET][:WRONG_CODES]
    said = []
    for code in codes:
        boxes = (await _class_tab(url, f"code={code}", SCHOOL)).boxes
        said.append(
            "checked" if any(no_class in b for b in boxes) else "held" if any(held_words in b for b in boxes) else "?"
        )
    classmate = await _class_tab(url, f"code={ours}", SCHOOL)
    stranger = await _class_tab(url, f"code={theirs}", SCHOOL)
    elsewhere = await _class_tab(url, f"code={codes[0]}", ELSEWHERE)
    return {
        "tried": len(said),
        "checked": said.count("checked"),
        "held": said.count("held"),
        "order": said,
        "classmate_in": "class:name" in classmate.drawn and not classmate.boxes,
        "other_school_held": any(held_words in b for b in stranger.boxes) and "class:name" not in stranger.drawn,
        "other_client_checked": any(no_class in b for b in elsewhere.boxes),
    }


def table(found: dict[str, Any]) -> str:
    """The drill's figures as printed."""
    rows = [
        f"{found['servers']} app servers behind nginx, Redis (append-only); {found['students']} students in two "
        f"classes ({found['joined']} joined)",
        f"killed in the middle of the vote: the app server {found['killed']}",
        f"{'':<52} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8} {'n':>5}",
    ]
    for name, phase in found["phases"].items():
        for kind, label in (("actions", "actions (rerun -> run ended)"), ("screens", "teacher's move -> each board")):
            f = phase[kind]
            rows.append(
                f"{name + ': ' + label:<52} {f['p50_ms']!s:>8} {f['p95_ms']!s:>8} {f['max_ms']!s:>8} {f['n']:>5}"
            )
    votes, memory, visitors, online = found["votes"], found["memory"], found["visitors"], found["online"]
    rows += [
        "",
        f"clients of the killed server: {found['clients_of_killed']}, back with their class or game: {found['back']} "
        f"(back within {found['back_within_s']} s; p50 {found['back_s']['p50_ms']} ms); not back: "
        f"{len(found['not_back'])}",
        f"votes: {votes['sent']} sent, {votes['failed']} failed, {votes['recast']} cast again, "
        f"{votes['acknowledged']} acknowledged ({votes['acknowledged_before_kill']} before the kill), "
        f"{votes['stored_of_acknowledged']} of them in the store; "
        f"lost {found['lost']['votes']}",
        *(
            [
                f"answers (Redis killed {KILL_AFTER + 1:.0f} s into the quiz, back after {found['redis_down_s']} s): "
                f"{found['answers']['sent']} sent, {found['answers']['acknowledged']} acknowledged, "
                f"{found['answers']['stored']} in the store; lost at least {found['lost']['answers']}"
            ]
            if found["answers"]["sent"]
            else []
        ),
        f"visitors on /play beside the classes: {visitors['n']}; their moves p50 {visitors['moves']['p50_ms']} ms, "
        f"p95 {visitors['moves']['p95_ms']} ms ({visitors['moves']['n']})",
        f"  games back elsewhere than their board last showed: {len(visitors['games_lost'])}",
        *(f"  {game}" for game in visitors["games_lost"][:4]),
        f"online games through nginx: {online['games']} (two players each); moves p50 {online['moves']['p50_ms']} ms, "
        f"p95 {online['moves']['p95_ms']} ms; {online['acknowledged']} acknowledged, lost {len(online['lost'])}; "
        f"players of the killed server: {online['players_of_killed']}, back at their seat: {online['players_back']}",
        *(f"  {what}" for what in [*online["lost"], *online["back_elsewhere"]][:4]),
        f"memory: {memory['sessions']} sessions on the {memory['servers']} servers that ran throughout: "
        f"{memory['per_session_mb']} MB a session, {memory['sessions_per_gb']} sessions a GB",
        f"  ({memory['rss_mb']['before']} MB before the classes, warmed up; {memory['rss_mb']['end']} MB at the end)",
        *(
            [
                f"join codes guessed through nginx, each in a new session: {brute['tried']} wrong codes from one "
                f"client, {brute['checked']} checked, {brute['held']} held back; a classmate at that address "
                f"{'still gets into' if brute['classmate_in'] else 'is kept out of'} its class, another "
                f"school's class {'held back' if brute['other_school_held'] else 'opens'}, another client "
                f"{'not held back' if brute['other_client_checked'] else 'held back too'}"
            ]
            if (brute := found.get("brute_force"))
            else []
        ),
        f"errors: {found['errors']} (server tracebacks {found['server_tracebacks']})",
        *(f"  {count} x {what[:100]}" for what, count in found["error_kinds"]),
        f"measured {found['date']} on this machine ({found['machine']}, load average {found['load_before']} before)",
    ]
    return "\n".join(rows)


def measure(
    servers: int,
    students: int,
    moves: int,
    seed: int,
    restart_redis: bool = True,
    visitors: int = 10,
    games: int = 4,
) -> dict[str, Any]:
    """Start the cluster, run the drill, stop the cluster; the result as one dict."""
    load = os.getloadavg()[0]
    with cluster(servers) as running:
        halves = [students - students // 2, students // 2]
        classes = [DrilledClass(running.url, running.store, n, size, moves, seed + n) for n, size in enumerate(halves)]
        online = OnlineGames(running.url, running.store, games, seed)
        drill = Drill(running, classes, Crowd(running.url, visitors, seed), online, restart_redis=restart_redis)
        with ThreadPoolExecutor(1) as own_thread:
            own_thread.submit(asyncio.run, drill.run()).result()
            guessed = own_thread.submit(asyncio.run, brute_force(running.url)).result()
        return {**drill.report(load), "brute_force": guessed}


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--servers", type=int, default=3, help="app servers behind nginx")
    parser.add_argument("--students", type=int, default=60, help="students in all, half in each of two classes")
    parser.add_argument("--moves", type=int, default=3, help="each teacher's moves before the vote and after it")
    parser.add_argument("--seed", type=int, default=1, help="seed of the moves, votes and pauses")
    parser.add_argument("--visitors", type=int, default=10, help="visitors playing on /play beside the classes")
    parser.add_argument("--games", type=int, default=4, help="online games played through nginx beside the classes")
    parser.add_argument("--no-redis", action="store_true", help="no quiz with Redis restarted after the kill")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    options = parser.parse_args(argv)
    found = measure(
        options.servers,
        options.students,
        options.moves,
        options.seed,
        not options.no_redis,
        options.visitors,
        options.games,
    )
    print(json.dumps(found, indent=2) if options.json else table(found))


if __name__ == "__main__":
    main()
