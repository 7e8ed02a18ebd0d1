"""What an online game page's follower does in a browser (``ui.follow``), for the benches' websocket clients
(``bench.st_client.Tab``): wait at the server's ``/_online/wait`` over HTTP for the version the page shows to
change, then send the follower's ``moved`` trigger (a spectator's after a wait drawn at random up to its
``spread``); wait again whenever a run draws the follower with a new version; and stop waiting once the page itself
has sent a move (``board.js``'s ``board:sent``), until that move's run draws the follower again; and a player's, every
``every`` seconds, say at ``/_online/here`` that the seat is here, and send the trigger when the opponent's presence
answered is not the one the page shows.
"""

from __future__ import annotations

import asyncio
import json
import random
from dataclasses import dataclass
from typing import Any
from urllib.parse import urlsplit

from bench.st_client import Drawn, Tab, Watcher
from ui.online.state import follow_key

RETRY_SECONDS = 2.0
"""A wait that failed is asked again after this long, as the browser's follower does."""


@dataclass
class Following:
    """One follower's wait: the data it was drawn with, and whether its page's own move stopped it."""

    task: asyncio.Task[None]
    data: dict[str, Any]
    paused: bool = False


class Followers:
    """The followers of the tabs on the server at ``url``, and how often they woke their page (``wakeups``)."""

    def __init__(self, url: str) -> None:
        self.url = url
        self.wakeups = 0
        self.waiting: dict[int, dict[str, Following]] = {}
        self.beating: dict[int, dict[str, Following]] = {}

    def watcher(self, tab: Tab) -> Watcher:
        """The watcher that ``tab`` runs for each element drawn: the follower of its page."""
        waiting = self.waiting.setdefault(id(tab), {})
        beating = self.beating.setdefault(id(tab), {})

        def watch(key: str, shown: Drawn) -> None:
            if key != follow_key(key.rsplit(":", 1)[-1]) or shown.data is None:
                return
            data = shown.data
            if data.get("seat"):
                if key in beating and not beating[key].task.done():
                    beating[key].data.update(data)  # the newest presence shown
                else:
                    latest = dict(data)
                    beating[key] = Following(
                        asyncio.get_running_loop().create_task(self._beat(tab, key, latest)), latest
                    )
            now = waiting.get(key)
            if now is not None and not now.task.done() and not now.paused and now.data["after"] == data["after"]:
                return
            if now is not None:
                now.task.cancel()
            waiting[key] = self._follow(tab, key, data)

        return watch

    def sent(self, tab: Tab) -> None:
        """``tab``'s board has sent a move: its follower stops until the move's run draws it again, or waits again
        by itself after the follower's ``resume`` seconds (a run that never drew it)."""
        for key, now in self.waiting.get(id(tab), {}).items():
            if not now.paused:
                now.task.cancel()
                self._pause(tab, key, now)

    def _pause(self, tab: Tab, key: str, now: Following) -> None:
        """``now`` waits no more; it waits again after its ``resume`` seconds unless a run draws the follower."""
        now.paused = True
        asyncio.get_running_loop().call_later(now.data["resume"], self._resume, tab, key, now)

    def _follow(self, tab: Tab, key: str, data: dict[str, Any]) -> Following:
        return Following(asyncio.get_running_loop().create_task(self._wait(tab, key, data)), data)

    def _resume(self, tab: Tab, key: str, paused: Following) -> None:
        waiting = self.waiting.get(id(tab), {})
        if waiting.get(key) is paused and not tab.closed:
            waiting[key] = self._follow(tab, key, paused.data)

    async def _wait(self, tab: Tab, key: str, data: dict[str, Any]) -> None:
        while not tab.closed:
            try:
                status, found = await get_json(self.url, f"{data['url']}?game={data['game']}&after={data['after']}")
            except OSError:
                await asyncio.sleep(RETRY_SECONDS)
                continue
            if status in (200, 404) and (found.get("gone") or found.get("version") != data["after"]):
                await asyncio.sleep(random.uniform(0.0, data.get("spread", 0.0)))
                self.wakeups += 1
                try:
                    await tab.trigger(key, "moved", -1 if found.get("gone") else found["version"])
                except (TimeoutError, ConnectionError, LookupError):
                    pass  # the page's websocket is gone: its reconnected page has a follower of its own
                now = self.waiting.get(id(tab), {}).get(key)
                if now is not None and now.task is asyncio.current_task():
                    self._pause(tab, key, now)  # should the run asked for not draw the follower, wait again
                return
            if status not in (200, 404):
                await asyncio.sleep(RETRY_SECONDS)

    async def _beat(self, tab: Tab, key: str, data: dict[str, Any]) -> None:
        """The seat's heartbeat: ``data`` is the follower's newest."""
        while not tab.closed:
            await asyncio.sleep(data["every"])
            path = f"{data['here']}?game={data['game']}&seat={data['seat']}&device={data['device']}"
            try:
                status, found = await get_json(self.url, path)
            except OSError:
                continue
            changed = found.get("gone") or found.get("held") or found.get("status") != data["shown"]
            if status in (200, 404) and changed:
                self.wakeups += 1
                try:
                    await tab.trigger(key, "moved", -1 if found.get("gone") else data["after"])
                except (TimeoutError, ConnectionError, LookupError):
                    pass


async def get_json(base_url: str, path: str, source: str | None = None) -> tuple[int, dict[str, Any]]:
    """An HTTP GET of ``path`` on the server at ``base_url`` (from the local address ``source``, if given), as the
    browser's fetch: the status and the JSON answer."""
    split = urlsplit(base_url)
    local = (source, 0) if source else None
    reader, writer = await asyncio.open_connection(split.hostname, split.port, local_addr=local)
    try:
        writer.write(f"GET {path} HTTP/1.1\r\nHost: {split.netloc}\r\nConnection: close\r\n\r\n".encode())
        await writer.drain()
        answer = await reader.read()
    finally:
        writer.close()
    head, _, body = answer.partition(b"\r\n\r\n")
    status = int(head.split(b" ", 2)[1])
    try:
        return status, json.loads(body)
    except ValueError:
        return status, {}
