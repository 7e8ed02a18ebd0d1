"""Who plays the other side: a friend at the same screen, or the computer at a level.  Pure, no Streamlit.

The choice is a frozen ``Opponent`` kept in session state and in the URL (``?vs=club&side=l``: the
computer's level and the side the person plays).  A link that cannot be read means a friend.  The
computer's choices come from a generator seeded like the throws, ``Random(f"{seed}:<purpose>:<count>")``,
so that session state holds only frozen values and a game is reproducible from its seed.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from datetime import date

from games.ai.opponent import LEVELS
from games.records import GameRecord
from ui.i18n import t

SIDE_CODES = ("l", "d")
"""The person's side in the URL: light, dark."""


@dataclass(frozen=True)
class Opponent:
    """``level`` is the computer's level, or None for a friend; ``human`` is the person's side (0 light, 1 dark)."""

    level: str | None = None
    human: int = 0

    @property
    def is_computer(self) -> bool:
        """True when the computer plays the other side."""
        return self.level is not None


FRIEND = Opponent()


def opponent_from_params(vs: str | None, side: str | None) -> Opponent:
    """The opponent a link names; a friend when ``vs`` is not a level, light when ``side`` is not ``l``/``d``."""
    if vs not in LEVELS:
        return FRIEND
    return Opponent(vs, SIDE_CODES.index(side) if side in SIDE_CODES else 0)


def opponent_params(opponent: Opponent) -> dict[str, str]:
    """The query parameters that name ``opponent`` (none for a friend)."""
    if opponent.level is None:
        return {}
    return {"vs": opponent.level, "side": SIDE_CODES[opponent.human]}


def computer_acts(opponent: Opponent, record: GameRecord) -> bool:
    """True when the computer must throw or move now: it plays, the game goes on, and it is its side's turn."""
    turn = record.game.turn(record.state)
    return opponent.is_computer and turn.phase != "over" and turn.side != opponent.human


def human_side(opponent: Opponent) -> int | None:
    """The side the person plays against the computer, or None when people play both sides."""
    return opponent.human if opponent.is_computer else None


def seeded(seed: int, purpose: str, count: int) -> random.Random:
    """The generator of the computer's ``purpose`` ("move", "hint") at move number ``count`` of a session."""
    return random.Random(f"{seed}:{purpose}:{count}")


def record_headers(chosen: Opponent, lang: str, day: date) -> dict[str, str]:
    """The headers of a game record saved from the play page: who played each side, and the day."""
    you = t("record.you", lang)
    if chosen.level is None:
        names = (you, you)
    else:
        computer = t("record.computer", lang, level=t(f"level.{chosen.level}", lang))
        names = (you, computer) if chosen.human == 0 else (computer, you)
    return {"Light": names[0], "Dark": names[1], "Date": day.isoformat()}
