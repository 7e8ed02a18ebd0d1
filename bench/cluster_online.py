"""Online games in the failover drill (``bench.cluster``, issue 26 item 6): ``size`` Petteia games played through
nginx beside the classes, each player's page from an address of its own (127.0.8.<n>: to nginx's sticky hash,
another client) with the follower a browser runs (``bench.follower``), each player moving 0.5 to 1.5 s after the
opponent's move showed.  When the drill kills an app server, its players reconnect through nginx as a browser's
page does (the same link and cookies) and count as back once their page shows their seat's board at the position
the store holds; after the drill, every move whose run ended with the mover's board showing it is looked for in
the store (``lost``: acknowledged moves the store does not hold).
"""

from __future__ import annotations

import asyncio
import random
import time
from dataclasses import dataclass, field
from typing import Any

from bench.classroom import SEEN_TIMEOUT
from bench.classroom_report import stats
from bench.follower import Followers
from bench.online import RULES, Seat
from bench.st_client import Tab
from classroom import online
from classroom.store import RedisStore


@dataclass
class OnlineGames:
    """The drill's online games on the cluster at ``url`` whose store is ``store`` (see the module's docstring)."""

    url: str
    store: str
    size: int
    seed: int
    seats: list[Seat] = field(default_factory=list)
    replaced: list[Tab] = field(default_factory=list)
    """The players' tabs that were dropped (replaced in ``seats`` by their new ones)."""
    moves: list[float] = field(default_factory=list)
    """Each acknowledged move's round trip: sent, to the mover's board showing it."""
    acknowledged: dict[str, list[str]] = field(default_factory=dict)
    """Each game's positions after the moves acknowledged, in order."""
    back_elsewhere: list[str] = field(default_factory=list)
    """Players whose page came back without their seat's board at the stored position."""
    playing: bool = True
    followers: Followers = field(init=False)

    def __post_init__(self) -> None:
        self.followers = Followers(self.url)

    @property
    def tabs(self) -> list[Tab]:
        return [seat.tab for seat in self.seats]

    async def start(self) -> None:
        """Make the games in the store and open both seats of each through nginx."""
        store, rng = RedisStore(self.store), random.Random(self.seed)
        for number in range(self.size):
            game, light, dark = online.new_game(RULES, None, "me", rng, time.time())
            store.create_game(game, time.time())
            self.acknowledged[game.game_id] = []
            for side, token in ((0, light), (1, dark)):
                label = f"online {number + 1} {'light' if side == 0 else 'dark'}"
                tab = Tab(
                    self.url,
                    "online",
                    f"game={game.game_id}&seat={token}",
                    label=label,
                    timeout=SEEN_TIMEOUT,
                    source=f"127.0.8.{2 * number + side + 1}",
                    cookies={"class-device": f"drill-device-{number:04d}-{side}"},
                )
                seat = Seat(tab, game.game_id, side)
                self._watch(seat)
                await tab.open()
                self.seats.append(seat)

    def _watch(self, seat: Seat) -> None:
        seat.tab.watchers += [self.followers.watcher(seat.tab), seat.watch]

    async def play(self) -> None:
        """Every player moves on their turn until told to stop (none while reconnecting)."""
        await asyncio.gather(*(self._player(number) for number in range(len(self.seats))))

    async def _player(self, number: int) -> None:
        rng, count = random.Random(self.seed * 1000 + number), 0
        while self.playing:
            await asyncio.sleep(rng.uniform(0.5, 1.5))
            seat = self.seats[number]
            dropped = any(kind == "disconnect" for kind, _ in seat.tab.errors)
            if dropped or not seat.to_move() or not seat.can_move():
                continue
            count += 1
            try:
                self.moves.append(await seat.move(self.followers, rng, count))
            except (TimeoutError, ConnectionError, LookupError):
                continue
            after = seat.position
            assert after is not None
            self.acknowledged[seat.game_id].append(after)

    def find(self, tab: Tab) -> Seat | None:
        """The seat whose page is ``tab``."""
        return next((seat for seat in self.seats if seat.tab is tab), None)

    async def back(self, seat: Seat, tab: Tab) -> bool:
        """``tab`` (``seat``'s page opened again) takes the seat's place; whether it shows the seat's board at a
        position of the stored game no earlier than the one the old page last showed (the opponent may have moved
        since the page was drawn: its follower then brings that move)."""
        self.replaced.append(seat.tab)
        self.seats[self.seats.index(seat)] = replacement = Seat(tab, seat.game_id, seat.side)
        self._watch(replacement)
        for key, shown in tab.drawn.items():  # the first run's elements, drawn before the watchers were added
            for watch in tab.watchers:
                watch(key, shown)
        stored = RedisStore(self.store).game(seat.game_id, time.time())
        positions = _positions(stored) if stored is not None else []
        last = positions.index(seat.position) if seat.position in positions else 0
        if replacement.position in positions[last:] and "online:take" not in tab.drawn:
            return True
        self.back_elsewhere.append(
            f"{tab.label}: came back showing {replacement.position}, last shown {seat.position}, "
            f"the store {positions[-1] if positions else None}"
        )
        return False

    def report(self) -> dict[str, Any]:
        """The moves, those acknowledged that the store does not hold, and how many players came back."""
        store = RedisStore(self.store)
        lost = []
        for game_id, positions in self.acknowledged.items():
            stored = store.game(game_id, time.time())
            kept = set() if stored is None else set(_positions(stored))
            lost += [f"{game_id}: {position}" for position in positions if position not in kept]
        errors = [f"{kind}: {what}" for tab in [*self.tabs, *self.replaced] for kind, what in tab.errors]
        return {
            "games": self.size,
            "moves": stats(self.moves),
            "acknowledged": sum(len(p) for p in self.acknowledged.values()),
            "lost": lost,
            "back_elsewhere": self.back_elsewhere,
            "players_back": len(self.replaced) - len(self.back_elsewhere),
            "errors": [error for error in errors if not error.startswith("disconnect")],
            "wakeups": self.followers.wakeups,
        }


def _positions(stored: online.OnlineGame) -> list[str]:
    """Every position of the stored game, from its start through each move."""
    kept = online.record(stored)
    return [kept.game.format_position(state) for state in kept.states]
