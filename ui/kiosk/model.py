"""The museum kiosk's rules, pure (no Streamlit): the idle time read from the link, the games shown and their
one-line stories, and the attract loop, in which two Masters play each game in turn while nobody touches the
screen.

The attract loop moves once a tick (``TICK_SECONDS``); each tick is one decision, a throw or a move.  The
Masters search on a small budget (``MASTER_NODES`` positions, about 0.1 s a move on this project's 2-core
machine, against 0.7-1.2 s for the Master's full 60,000), so that a gallery's screen costs the server a few
per cent of one core.  A game is shown until it ends or for ``MAX_PLIES`` decisions, its last position held
for ``HOLD_TICKS`` ticks, and then the next game begins.
"""

from __future__ import annotations

import random
import re
from dataclasses import dataclass
from typing import Any

from games.ai.opponent import choose_move
from games.records import GameRecord
from ui.moves.controller import Event, interact
from ui.moves.throws import fall_of
from ui.museum.model import load_museum

DEFAULT_IDLE = 120
"""Seconds without a touch before the kiosk goes back to its start (and the attract loop begins)."""
MIN_IDLE, MAX_IDLE = 1, 3600
"""The idle times a link may set; anything else falls back to ``DEFAULT_IDLE``."""
TICK_SECONDS = 1.5
"""Seconds between two decisions of the attract loop (and of the watched game)."""
MASTER_NODES = 5_000
"""The Masters' budget in the kiosk, in positions searched per move."""
MAX_PLIES = 80
"""Decisions of one game shown by the attract loop before it moves on to the next game."""
HOLD_TICKS = 3
"""Ticks the last position of a game stays on the screen before the next game."""

_SENTENCE_END = re.compile(r"(?<=[.!?])\s+(?=[A-ZА-ЯЁ«\"])")


def parse_idle(value: str | None) -> int:
    """The idle time in seconds that ``?idle=`` asks for: a whole number from ``MIN_IDLE`` to ``MAX_IDLE``; anything
    else (missing, ``abc``, negative, huge, fractional) gives ``DEFAULT_IDLE``."""
    text = (value or "").strip()
    if not re.fullmatch(r"[0-9]{1,6}", text):
        return DEFAULT_IDLE
    seconds = int(text)
    return seconds if MIN_IDLE <= seconds <= MAX_IDLE else DEFAULT_IDLE


def wants_kiosk(value: str | None) -> bool:
    """True when ``?kiosk=`` turns the kiosk on (``1``, ``true``, ``yes``, ``on``)."""
    return (value or "").strip().lower() in ("1", "true", "yes", "on")


def first_sentence(text: str) -> str:
    """The first sentence of ``text``: a card's blurb told in one line."""
    return _SENTENCE_END.split(text.strip(), maxsplit=1)[0]


@dataclass(frozen=True)
class KioskGame:
    """A game on the kiosk: the museum's ``id``, the rule set it plays, its title and its one-line story, by
    language."""

    id: str
    rules: str
    title: dict[str, str]
    story: dict[str, str]


def kiosk_games() -> tuple[KioskGame, ...]:
    """The museum's games, in the lobby's order, each with the first sentence of its card's blurb as its story."""
    return tuple(
        KioskGame(
            game["id"],
            game["rules"],
            dict(game["title"]),
            {lang: first_sentence(text) for lang, text in game["blurb"].items()},
        )
        for game in load_museum().games
    )


def next_index(index: int, count: int) -> int:
    """The game after number ``index`` of ``count``, round and round."""
    return (index + 1) % count


@dataclass(frozen=True)
class Attract:
    """Where the attract loop is: the game's number among ``kiosk_games()``, its record, the seed of its throws and
    moves, and the ticks its final position has been held."""

    index: int
    record: GameRecord
    seed: int
    held: int = 0

    @classmethod
    def begin(cls, index: int, seed: int) -> Attract:
        """Game number ``index`` from its start."""
        games = kiosk_games()
        return cls(index % len(games), GameRecord.start(games[index % len(games)].rules), seed)

    @property
    def finished(self) -> bool:
        """True when this game has nothing more to show: it is over, or it has run for ``MAX_PLIES`` decisions."""
        return self.record.game.outcome(self.record.state) is not None or len(self.record.moves) >= MAX_PLIES


def advance(attract: Attract) -> Attract:
    """One tick of the attract loop: the next decision of the game, or a tick of holding its end, or the next game."""
    if attract.finished:
        if attract.held < HOLD_TICKS:
            return Attract(attract.index, attract.record, attract.seed, attract.held + 1)
        return Attract.begin(next_index(attract.index, len(kiosk_games())), attract.seed + 1)
    return Attract(attract.index, master_step(attract.record, attract.seed), attract.seed)


def master_step(record: GameRecord, seed: int) -> GameRecord:
    """``record`` after one decision played by a Master on the kiosk's budget: a throw when one is due (its fall
    seeded by ``seed`` and the move's number), else the Master's move; the same record when the game is over."""
    game, state = record.game, record.state
    phase = game.turn(state).phase
    if phase == "over":
        return record
    count = len(record.moves)
    if phase == "throw" and game.device is not None:
        return interact(record, (), Event.throw(fall_of(game.device, seed, count))).record
    move: Any = choose_move(game, state, "master", random.Random(f"{seed}:{count}"), nodes=MASTER_NODES)
    return record.play_raw(move)
