"""Waiting for an online game to change: what lets a player's page show the opponent's move at once.

A player's page asks the app's server "tell me when game G is past version V" (a long poll: ``ui.routes``), and the
server answers as soon as it is, or after ``timeout`` seconds with the same version (the page then asks again).
``VersionWatch`` serves every such question of one server with one loop: every ``every`` seconds, while anyone
waits, it reads the versions of all the games waited on (``ClassStore.game_versions``, one query, in a worker thread
so that the server's event loop never waits for the store) and answers those whose game moved on.
The versions are read from the store, not told by the page that made the move, so a move made through another
app server (behind the same proxy, on the same Redis) is seen as soon as one made here.
"""

from __future__ import annotations

import asyncio
import logging
from collections.abc import Callable

import anyio.to_thread

LOG = logging.getLogger(__name__)
EVERY = 0.1
"""How often the versions of the games waited on are read (seconds): the most a move waits to be seen."""
GONE = -1
"""The version ``VersionWatch.wait`` answers for a game that is not (or no longer) in the store."""

Read = Callable[[list[str]], dict[str, int]]
"""What reads the versions of games from the store, in one go: a game that is not there is not in the answer."""


class VersionWatch:
    """The server's waiting questions, answered by one loop (see the module's docstring)."""

    def __init__(self, read: Read, every: float = EVERY) -> None:
        self.read, self.every = read, every
        self.waiting: dict[str, list[tuple[int, asyncio.Future[int]]]] = {}
        self.loop_task: asyncio.Task[None] | None = None

    async def wait(self, game_id: str, after: int, timeout: float) -> int:
        """The game's version once it is not ``after``, ``GONE`` once the game is not in the store, or ``after``
        when ``timeout`` seconds pass with no change."""
        answer: asyncio.Future[int] = asyncio.get_running_loop().create_future()
        entry = (after, answer)
        self.waiting.setdefault(game_id, []).append(entry)
        if self.loop_task is None or self.loop_task.done():
            self.loop_task = asyncio.create_task(self._loop())
        try:
            return await asyncio.wait_for(asyncio.shield(answer), timeout)
        except TimeoutError:
            return after
        finally:
            waiters = self.waiting.get(game_id, [])
            if entry in waiters:
                waiters.remove(entry)
            if not waiters:
                self.waiting.pop(game_id, None)

    async def _loop(self) -> None:
        while self.waiting:
            games = list(self.waiting)
            try:
                versions = await anyio.to_thread.run_sync(self._versions, games)
            except Exception as error:  # the store is down: the waits time out and the pages ask again, then say so
                LOG.warning("the online games' versions could not be read: %s", error)
                versions = {}
            for game_id, version in versions.items():
                for after, answer in self.waiting.get(game_id, []):
                    if version != after and not answer.done():
                        answer.set_result(version)
            await asyncio.sleep(self.every)

    def _versions(self, games: list[str]) -> dict[str, int]:
        found = self.read(games)
        return {game_id: found.get(game_id, GONE) for game_id in games}
