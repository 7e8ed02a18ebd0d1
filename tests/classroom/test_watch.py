"""Waiting for an online game to move on (``classroom.watch``): one loop of reads answers every wait of a server."""

from __future__ import annotations

import asyncio
from collections.abc import Coroutine
from concurrent.futures import ThreadPoolExecutor
from typing import Any, TypeVar

from classroom.watch import GONE, VersionWatch

T = TypeVar("T")


def _run(coroutine: Coroutine[Any, Any, T]) -> T:
    """``asyncio.run`` in a thread of its own (a test process may hold a running loop: Playwright's)."""
    with ThreadPoolExecutor(1) as own_thread:
        return own_thread.submit(asyncio.run, coroutine).result()


class Versions:
    """A store's versions that a test changes, counting the reads."""

    def __init__(self, **versions: int) -> None:
        self.versions, self.reads = dict(versions), 0

    def read(self, games: list[str]) -> dict[str, int]:
        self.reads += 1
        return {game_id: self.versions[game_id] for game_id in games if game_id in self.versions}


def test_a_wait_is_answered_once_the_game_moves_on_and_every_waiter_of_it_by_one_read():
    store = Versions(G=3)

    async def run() -> list[int]:
        watch = VersionWatch(store.read, every=0.01)
        waits = [asyncio.create_task(watch.wait("G", 3, timeout=5.0)) for _ in range(20)]
        await asyncio.sleep(0.05)
        assert not any(wait.done() for wait in waits)  # no change yet
        reads = store.reads
        store.versions["G"] = 4
        answers = await asyncio.gather(*waits)
        assert store.reads - reads <= 3  # twenty waiters, one read a round
        assert watch.waiting == {}
        return answers

    assert _run(run()) == [4] * 20


def test_a_version_already_past_is_answered_at_once_and_a_quiet_game_at_the_timeout():
    store = Versions(G=7)

    async def run() -> tuple[int, int]:
        watch = VersionWatch(store.read, every=0.01)
        return await watch.wait("G", 5, timeout=5.0), await watch.wait("G", 7, timeout=0.05)

    assert _run(run()) == (7, 7)


def test_a_game_not_in_the_store_is_gone():
    async def run() -> int:
        return await VersionWatch(Versions().read, every=0.01).wait("NOSUCHGM", 0, timeout=5.0)

    assert _run(run()) == GONE


def test_a_store_that_fails_leaves_the_waits_to_time_out_and_the_loop_alive():
    store = Versions(G=1)
    failing = {"on": True}

    def read(games: list[str]) -> dict[str, int]:
        if failing["on"]:
            raise ConnectionError("the store is down")
        return store.read(games)

    async def run() -> tuple[int, int]:
        watch = VersionWatch(read, every=0.01)
        quiet = await watch.wait("G", 0, timeout=0.05)
        failing["on"] = False
        return quiet, await watch.wait("G", 0, timeout=5.0)

    assert _run(run()) == (0, 1)
