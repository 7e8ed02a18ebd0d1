"""Online games under load: ``python -m bench.online --games 50 [--seconds 60] [--json]``.

The bench starts the app with a store of its own, makes ``--games`` Petteia games in it (as "Play a friend online"
makes them) and opens each seat's page as a client of Streamlit's own websocket protocol (``bench/st_client.py``),
two players a game, each moving at a person's pace (a legal move chosen at random 2 to 5 seconds after the
opponent's move showed), plus ``--spectators`` spectators on each of ``--watched`` games.  Every page follows its
game as a browser's does: its follower (``ui.follow``) waits at the server's ``/_online/wait`` over HTTP and sends
its trigger when the game moves on (and stops waiting once its own page has sent a move, until that move's run
draws it again), and its fragments' timers run.  Meanwhile a lone player clicks moves on
``/play``, before the games start (the baseline of the same run) and while they run.

It measures: from a move sent to the opponent's board showing it (move to opponent), the same for the spectators,
the mover's own round trip, the lone player's click beside its baseline, errors (exceptions drawn, error boxes,
disconnects, runs that never ended, tracebacks in the server's log) and moves lost (moves whose run ended with the
mover's board showing them, against the moves the store holds at the end), and the server's CPU.  Nothing here
asserts: it measures.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import os
import random
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from bench.classroom import PROBE_BOARD, board_moves, cpu_seconds, move_event
from bench.classroom_report import stats
from bench.clicks import MOVES as PROBE_MOVES  # the lone player's moves on /play, as in bench.clicks
from bench.follower import Followers
from bench.st_client import Drawn, Tab
from classroom import online
from classroom.store import SqliteStore
from games import get_game
from tests.support.server import AppServer
from ui.board_widget import view_key
from ui.online.state import board_key

RULES = "petteia"
SEEN_TIMEOUT = 15.0
"""Seconds after which a move not yet on a screen counts as never shown (and a run not ended as never ending)."""
TARGET_SECONDS = 1.0
"""Move to opponent: p95 at most this."""
TARGET_RATIO = 2.0
"""The lone player's click with the games running: at most this many times the click without."""


@dataclass
class Seat:
    """One page of a game (a player's, or a spectator's when ``side`` is None) and what its board showed."""

    tab: Tab
    game_id: str
    side: int | None
    positions: list[tuple[float, str]] = field(default_factory=list)

    def watch(self, key: str, shown: Drawn) -> None:
        if key == view_key(board_key(self.game_id)) and shown.data is not None:
            position = shown.data["position"]
            if not self.positions or self.positions[-1][1] != position:
                self.positions.append((shown.at, position))

    def seen(self, position: str, since: float) -> float | None:
        """When the board first showed ``position`` at or after ``since``."""
        return next((at for at, shown in self.positions if at >= since and shown == position), None)

    @property
    def position(self) -> str | None:
        return self.positions[-1][1] if self.positions else None

    def to_move(self) -> bool:
        """Whether the board shows a position where this seat is to move."""
        position, game = self.position, get_game(RULES)
        return position is not None and game.turn(game.parse_position(position)).side == self.side

    def can_move(self) -> bool:
        """Whether the board takes a move by clicks now (not once the game is over)."""
        return bool(board_moves(self.tab.widget(view_key(board_key(self.game_id))).data))

    async def move(self, followers: Followers, rng: random.Random, count: int) -> float:
        """A random legal move sent as the board's click, its follower stopped as ``board:sent`` stops it: the round
        trip until the board shows it (``TimeoutError``, ``ConnectionError``, ``LookupError`` as ``Tab.trigger``)."""
        key, before = view_key(board_key(self.game_id)), self.position
        assert before is not None
        followers.sent(self.tab)
        event = move_event(self.tab.widget(key).data, rng, count)
        return await self.tab.trigger(key, "event", event, done=_moved(self, before))


@dataclass
class Found:
    """Everything measured, in seconds."""

    to_opponent: list[float] = field(default_factory=list)
    to_spectators: list[float] = field(default_factory=list)
    own: list[float] = field(default_factory=list)
    clicks: dict[str, list[float]] = field(default_factory=lambda: {"alone": [], "games": []})
    unseen: list[str] = field(default_factory=list)
    played: dict[str, int] = field(default_factory=dict)
    kept: dict[str, int] = field(default_factory=dict)
    cpu: dict[str, float] = field(default_factory=dict)
    follows: int = 0


class Bench:
    """One run on the server at ``url``, whose store is ``store``."""

    def __init__(
        self,
        url: str,
        store: SqliteStore,
        games: int,
        watched: int,
        spectators: int,
        seconds: float,
        clicks: int,
        seed: int,
    ) -> None:
        self.url, self.store, self.seconds, self.clicks = url, store, seconds, clicks
        self.games, self.watched, self.spectators = games, watched, spectators
        self.rng = random.Random(seed)
        self.found = Found()
        self.tabs: list[Tab] = []
        self.players: list[Seat] = []
        self.watchers: dict[str, list[Seat]] = {}
        self.probe_moves = 0
        self.followers = Followers(url)
        self.stop = 0.0
        self.seeing: list[asyncio.Task[None]] = []
        """Each move's wait for the other pages to show it (the last ones end after the games do)."""

    def _tab(self, page: str, query: str, label: str) -> Tab:
        tab = Tab(
            self.url, page, query, label=label, timeout=SEEN_TIMEOUT, cookies={"class-device": f"bench-device-{label}"}
        )
        tab.watchers.append(self.followers.watcher(tab))
        self.tabs.append(tab)
        return tab

    async def run(self, server_pid: int) -> None:
        probe = self._tab("play", f"rules={RULES}", "player")
        await probe.open()
        await self._probe(probe, 2, [])  # warm up
        await self._probe(probe, self.clicks, self.found.clicks["alone"])

        seats = []
        for number in range(self.games):
            game, light, dark = online.new_game(RULES, None, "me", self.rng, time.time())
            self.store.create_game(game, time.time())
            seats += [
                Seat(self._tab("online", f"game={game.game_id}&seat={light}", f"g{number}-light"), game.game_id, 0),
                Seat(self._tab("online", f"game={game.game_id}&seat={dark}", f"g{number}-dark"), game.game_id, 1),
            ]
            if number < self.watched:
                self.watchers[game.game_id] = [
                    Seat(self._tab("online", f"game={game.game_id}", f"g{number}-watch{n}"), game.game_id, None)
                    for n in range(self.spectators)
                ]
        self.players = seats
        everyone = seats + [s for spectators in self.watchers.values() for s in spectators]
        for seat in everyone:
            seat.tab.watchers.append(seat.watch)
        await asyncio.gather(*(self._open(seat) for seat in everyone))

        cpu_before, wall_before = cpu_seconds(server_pid), time.monotonic()
        self.stop = time.monotonic() + self.seconds
        probing = asyncio.create_task(self._probe(probe, self.clicks, self.found.clicks["games"], spread=1.0))
        await asyncio.gather(*(self._play(seat) for seat in seats))
        await probing
        self.found.cpu = {"server": cpu_seconds(server_pid) - cpu_before, "wall": time.monotonic() - wall_before}
        self.found.follows = self.followers.wakeups
        await asyncio.gather(*self.seeing)  # the last moves too: each shown, or counted unseen, within SEEN_TIMEOUT
        for game_id in {seat.game_id for seat in seats}:
            stored = self.store.game(game_id, time.time())
            self.found.kept[game_id] = len(stored.moves) if stored is not None else -1
        await asyncio.gather(*(tab.close() for tab in self.tabs))

    async def _open(self, seat: Seat) -> None:
        await asyncio.sleep(self.rng.uniform(0, 5.0))
        try:
            await seat.tab.open()
        except (TimeoutError, ConnectionError, OSError) as error:
            seat.tab.errors.append(("disconnect", f"{seat.tab.label}: {error}"))

    # ------------------------------------------------------------ the players

    async def _play(self, seat: Seat) -> None:
        """The seat's moves until the time is up: on its turn, a pause, a move, and who saw it when."""
        self.found.played.setdefault(seat.game_id, 0)
        while time.monotonic() < self.stop:
            if not seat.to_move():
                await asyncio.sleep(0.05)
                continue
            await asyncio.sleep(self.rng.uniform(2.0, 5.0))
            if time.monotonic() >= self.stop:
                return
            if not seat.can_move():
                return  # the game is over
            sent = time.monotonic()
            try:
                took = await seat.move(self.followers, self.rng, len(seat.positions))
            except (TimeoutError, ConnectionError, LookupError) as error:
                seat.tab.errors.append(("timeout", f"{seat.tab.label}: {error}"))
                continue
            self.found.own.append(took)
            after = seat.position
            assert after is not None
            self.found.played[seat.game_id] += 1
            self.seeing.append(asyncio.create_task(self._seen(seat, after, sent)))

    async def _seen(self, mover: Seat, position: str, sent: float) -> None:
        """When the opponent's and the spectators' boards showed the move."""
        opponent = next(s for s in self.players if s.game_id == mover.game_id and s.side != mover.side)
        others = [(opponent, self.found.to_opponent)] + [
            (s, self.found.to_spectators) for s in self.watchers.get(mover.game_id, [])
        ]
        deadline = sent + SEEN_TIMEOUT
        while time.monotonic() < deadline and any(s.seen(position, sent) is None for s, _ in others):
            await asyncio.sleep(0.02)
        for seat, into in others:
            at = seat.seen(position, sent)
            if at is None:
                self.found.unseen.append(f"{seat.tab.label}: never showed {position}")
            else:
                into.append(at - sent)

    # ------------------------------------------------------------ the lone player

    async def _probe(self, tab: Tab, clicks: int, found: list[float], spread: float = 0.3) -> None:
        """The lone player's moves on /play: each the click that completes a move, and its round trip."""
        for _ in range(clicks):
            self.probe_moves += 1
            origin, target = PROBE_MOVES[(self.probe_moves - 1) % len(PROBE_MOVES)]
            event = {"kind": "click", "place": target, "pick": [origin], "n": self.probe_moves}
            before = tab.drawn[PROBE_BOARD].hash if PROBE_BOARD in tab.drawn else ""
            try:
                took = await tab.trigger(PROBE_BOARD, "event", event, done=_changed(tab, PROBE_BOARD, before))
            except (TimeoutError, ConnectionError, LookupError):
                continue
            found.append(took)
            await asyncio.sleep(self.rng.uniform(0.5 * spread, 1.5 * spread))


def _changed(tab: Tab, key: str, before: str) -> Any:
    return lambda: tab.drawn[key].hash != before


def _moved(seat: Seat, before: str) -> Any:
    return lambda: seat.position is not None and seat.position != before


def measure(games: int, watched: int, spectators: int, seconds: float, clicks: int, seed: int) -> dict[str, Any]:
    """Start the app, run the games, stop the app; the result as one dict."""
    load = os.getloadavg()[0] if hasattr(os, "getloadavg") else None
    with tempfile.TemporaryDirectory(prefix="onlinebench-") as folder:
        path = Path(folder) / "classes.sqlite"
        server = AppServer({"CLASS_STORE": str(path)})
        try:
            url = server.start()
            assert server.process is not None
            bench = Bench(url, SqliteStore(path), games, watched, spectators, seconds, clicks, seed)
            with ThreadPoolExecutor(1) as own_thread:
                own_thread.submit(asyncio.run, bench.run(server.process.pid)).result()
        finally:
            server.stop()
    return report(bench, server.output(), load)


def report(bench: Bench, log: str, load: float | None) -> dict[str, Any]:
    """What the run measured, as one dict."""
    found = bench.found
    errors: dict[str, int] = {}
    for tab in bench.tabs:
        for kind, _ in tab.errors:
            errors[kind] = errors.get(kind, 0) + 1
        errors["box"] = errors.get("box", 0) + sum(box.startswith("error") for box in tab.boxes)
    errors["server log"] = log.count("Traceback")
    errors["unseen"] = len(found.unseen)
    lost = sum(max(0, found.played.get(g, 0) - kept) for g, kept in found.kept.items())
    alone, busy = stats(found.clicks["alone"]), stats(found.clicks["games"])
    ratio = busy["p50_ms"] / alone["p50_ms"] if alone["p50_ms"] and busy["p50_ms"] else None
    return {
        "games": bench.games,
        "players": len(bench.players),
        "spectators": sum(len(s) for s in bench.watchers.values()),
        "seconds": bench.seconds,
        "moves": sum(found.played.values()),
        "move_to_opponent": stats(found.to_opponent),
        "move_to_spectators": stats(found.to_spectators),
        "own_round_trip": stats(found.own),
        "click": {"alone": alone, "games": busy, "ratio": round(ratio, 2) if ratio else None},
        "errors": errors,
        "error_examples": [what for tab in bench.tabs for _, what in tab.errors][:5] + found.unseen[:5],
        "moves_lost": lost,
        "follows": found.follows,
        "cpu_server_per_s": round(found.cpu.get("server", 0.0) / found.cpu["wall"], 2)
        if found.cpu.get("wall")
        else None,
        "load_before": load,
        "measured": time.strftime("%Y-%m-%d %H:%M"),
    }


def verdicts(found: dict[str, Any]) -> dict[str, bool]:
    """Each target of issue 26: met or not."""
    p95 = found["move_to_opponent"]["p95_ms"]
    return {
        "move to opponent p95 <= 1.0 s": p95 is not None and p95 <= 1000 * TARGET_SECONDS,
        "0 errors": sum(found["errors"].values()) == 0,
        "0 moves lost": found["moves_lost"] == 0,
        "click <= 2x without games": found["click"]["ratio"] is not None and found["click"]["ratio"] <= TARGET_RATIO,
    }


def table(found: dict[str, Any]) -> str:
    """The measurements as the README shows them."""

    def row(name: str, figures: dict[str, Any]) -> str:
        return (
            f"{name:<36} {figures['p50_ms']!s:>8} {figures['p95_ms']!s:>8} {figures['max_ms']!s:>8} {figures['n']:>6}"
        )

    lines = [
        f"{found['games']} games, {found['players']} players, {found['spectators']} spectators, "
        f"{found['seconds']:.0f} s, {found['moves']} moves",
        f"{'':<36} {'p50 ms':>8} {'p95 ms':>8} {'max ms':>8} {'n':>6}",
        row("move to opponent", found["move_to_opponent"]),
        row("move to spectators", found["move_to_spectators"]),
        row("mover's own round trip", found["own_round_trip"]),
        row("lone /play click, no games", found["click"]["alone"]),
        row("lone /play click, with games", found["click"]["games"]),
        f"click ratio {found['click']['ratio']}; errors {found['errors']}; moves lost {found['moves_lost']}; "
        f"follower wake-ups {found['follows']}; server CPU {found['cpu_server_per_s']} s per s",
        "",
        "targets: " + "; ".join(f"{name}: {'met' if ok else 'missed'}" for name, ok in verdicts(found).items()),
        f"measured {found['measured']} on this machine ({os.cpu_count()} cores, "
        f"load average {found['load_before']} before)",
    ]
    if found["error_examples"]:
        lines += ["examples: " + " | ".join(found["error_examples"])]
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=50, help="games at once (two players each)")
    parser.add_argument("--watched", type=int, default=5, help="games with spectators")
    parser.add_argument("--spectators", type=int, default=10, help="spectators on each watched game")
    parser.add_argument("--seconds", type=float, default=60.0, help="how long the games are played")
    parser.add_argument("--clicks", type=int, default=30, help="the lone player's clicks, without and with the games")
    parser.add_argument("--seed", type=int, default=1, help="seed of the games, the moves and the pauses")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    options = parser.parse_args(argv)
    found = measure(options.games, options.watched, options.spectators, options.seconds, options.clicks, options.seed)
    if options.json:
        print(json.dumps({**found, "targets": verdicts(found)}, indent=2))
    else:
        print(table(found))


if __name__ == "__main__":
    main()
