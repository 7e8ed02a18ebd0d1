"""The protocol every game in this package follows, and the types it speaks in.

A game object (one per rule set) offers ``initial_state``, ``to_move``, ``legal_moves``,
``chance_outcomes``, ``apply`` and ``outcome``, plus the text notation of ``../NOTATION.md``:
``parse_position``, ``format_position``, ``parse_move`` and ``format_move``.  States are immutable
values; ``apply`` returns a new state.  Errors carry a message code and its arguments so that the
user interface can show them in the learner's language (see ``games.messages``).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Protocol

LIGHT = 0
DARK = 1
CHANCE = 2
SIDE_LETTERS = ("l", "d")
SIDE_NAMES = ("light", "dark")


def other(side: int) -> int:
    """The opponent of ``side`` (LIGHT <-> DARK)."""
    return 1 - side


@dataclass(frozen=True)
class Message:
    """A sentence for a person: a code of ``games.messages``, its arguments, and the rule clause."""

    code: str
    args: tuple[tuple[str, Any], ...] = ()
    clause: str | None = None

    def text(self, lang: str = "en") -> str:
        """The sentence in ``lang`` ("en" or "ru"), ending with the clause it names."""
        from games.messages import render

        return render(self, lang)

    def __str__(self) -> str:
        return self.text("en")


def message(code: str, clause: str | None = None, **args: Any) -> Message:
    """Build a ``Message`` from keyword arguments."""
    return Message(code, tuple(sorted(args.items())), clause)


class GameError(ValueError):
    """Something a person asked for cannot be done; ``str()`` is an English sentence."""

    def __init__(self, msg: Message):
        super().__init__(msg.text("en"))
        self.msg = msg

    def text(self, lang: str = "en") -> str:
        """The error's sentence in ``lang``."""
        return self.msg.text(lang)


class UnknownRulesError(GameError):
    """A rule-set name that does not exist."""


class NotationError(GameError):
    """Text that is not a well-formed position or move."""


class IllegalMoveError(GameError):
    """A well-formed move that the rules do not allow in this position."""


@dataclass(frozen=True)
class Outcome:
    """How a game ended: the winner (LIGHT, DARK, or None for a draw) and why."""

    winner: int | None
    reason: Message = field(compare=True)

    @property
    def status(self) -> str:
        """``light``, ``dark`` or ``draw``, as the command line prints it."""
        return "draw" if self.winner is None else SIDE_NAMES[self.winner]


class RandomSource(Protocol):
    """What the caller's seeded generator offers (``random.Random`` does); games/ never makes one."""

    def random(self) -> float: ...
    def choice(self, seq: Any) -> Any: ...


class GameBase:
    """What every engine shares: ``apply`` checks legality once, ``successors`` serves searches.

    An engine defines ``_legal(state)`` (its move list, not to be changed), ``_play(state, move)``
    (the next position, for a move known to be legal), ``_read_move(text)`` (a move from its text,
    legal or not) and ``explain_move(state, move)``.
    """

    def apply(self, state: Any, move: Any) -> Any:
        """The position after ``move``; raises ``IllegalMoveError`` (saying why) if it is not legal."""
        if move not in self._legal(state):
            raise IllegalMoveError(self.explain_move(state, move) or message("illegal"))
        return self._play(state, move)

    def parse_move(self, state: Any, text: str) -> Any:
        """Read a move's text and check it is legal here; raises ``NotationError`` or ``IllegalMoveError``."""
        move = self._read_move(text)
        if move not in self._legal(state):
            raise IllegalMoveError(self.explain_move(state, move) or message("illegal"))
        return move

    def explain(self, state: Any, text: str) -> Message | None:
        """Why the move written ``text`` cannot be played here (or is not a move), or None if it is legal."""
        try:
            move = self._read_move(text)
        except NotationError as error:
            return error.msg
        return self.explain_move(state, move)

    def successors(self, state: Any):
        """Yield (move, next position) for every legal move, lazily (a search may stop early)."""
        for move in self._legal(state):
            yield move, self._play(state, move)


class Game(Protocol):
    """What every rule set offers; pages, agents and the command line use only this."""

    name: str

    def initial_state(self) -> Any: ...
    def to_move(self, state: Any) -> int | None: ...
    def legal_moves(self, state: Any) -> list[Any]: ...
    def chance_outcomes(self, state: Any) -> list[tuple[Any, Fraction]]: ...
    def apply(self, state: Any, move: Any) -> Any: ...
    def outcome(self, state: Any) -> Outcome | None: ...
    def parse_position(self, text: str) -> Any: ...
    def format_position(self, state: Any) -> str: ...
    def parse_move(self, state: Any, text: str) -> Any: ...
    def format_move(self, move: Any) -> str: ...
    def explain(self, state: Any, text: str) -> Message | None: ...
