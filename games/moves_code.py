"""A whole game's moves as a short code, for links: each move is its place among the position's legal moves.

At every position the legal moves (or, when a throw is due, the throws) are put in the order of their
notation, as ``python -m games legal`` prints them, and the move played is written as its index there: one
character of ``ALPHABET`` (64 URL-safe characters) when the position has at most 64 moves, two when it has
more. The reader replays the game, so it knows at every move how many characters come next. A 300-move
game of any rule set takes 300 to 600 characters, and the code stays valid as long as the notation does.
A throw's code records its value (``throw:2,1``), not which bean showed what; pages draw a throw whose
fall is not known with a fall that gives its value (``Device.fall_for``).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.core import Game, Message, Move, message
from games.limits import LINK_PLIES
from games.records import GameRecord

ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
BASE = len(ALPHABET)
DIGITS = {char: n for n, char in enumerate(ALPHABET)}


def ordered_moves(record: GameRecord) -> list[Move[Any]]:
    """The legal moves (or throws) of ``record``'s current position, in the order of their notation."""
    return _ordered(record.game, record.state)


def _ordered(game: Game[Any, Any], state: Any) -> list[Move[Any]]:
    return sorted(game.moves(state), key=lambda move: move.text)


def move_code(record: GameRecord, move: Move[Any]) -> str:
    """The code of ``move``, played at ``record``'s current position."""
    moves = ordered_moves(record)
    index = [m.text for m in moves].index(move.text)
    return _digits(index, _width(len(moves)))


def encode(record: GameRecord) -> str:
    """The code of every move of ``record``, from its first position."""
    return coded(record).code


@dataclass(frozen=True)
class Coded:
    """The moves of a game and the code of each (what ``encode`` joins), kept to code the next move alone."""

    rules: str
    start: Any
    moves: tuple[Move[Any], ...] = ()
    codes: tuple[str, ...] = ()

    @property
    def code(self) -> str:
        """The code of the whole game."""
        return "".join(self.codes)


def coded(record: GameRecord, known: Coded | None = None) -> Coded:
    """The code of each of ``record``'s moves, reusing ``known`` for the moves it shares with ``record``
    (the same rule set and start, the same first moves): after a move or an undo, one move is coded."""
    shared = 0
    if known is not None and (known.rules, known.start) == (record.rules, record.states[0]):
        while shared < min(len(known.moves), len(record.moves)) and known.moves[shared] == record.moves[shared]:
            shared += 1
    codes = list(known.codes[:shared]) if known is not None else []
    for index in range(shared, len(record.moves)):
        at = GameRecord(record.rules, record.states[: index + 1], record.moves[:index])
        codes.append(move_code(at, record.moves[index]))
    return Coded(record.rules, record.states[0], record.moves, tuple(codes))


def decode(start: GameRecord, code: str, limit: int = LINK_PLIES) -> tuple[GameRecord, Message | None]:
    """``start`` with the moves of ``code`` played, and None; or, when a move cannot be read, the game up to
    it and why (naming the move, counted from 1); or, past ``limit`` moves, the game of the first ``limit`` and
    why."""
    record, _, error = decode_coded(start, code, limit)
    return record, error


def decode_coded(start: GameRecord, code: str, limit: int = LINK_PLIES) -> tuple[GameRecord, Coded, Message | None]:
    """What ``decode`` gives, and the code of each move read (so that the game's link need not be coded again).
    The positions grow in a list, so that the time is in proportion to the moves."""
    game, states, moves, at = start.game, list(start.states), list(start.moves), 0
    codes: list[str] = list(coded(start).codes)
    error = None
    while at < len(code):
        if len(moves) - len(start.moves) == limit:
            error = message("link_too_many_moves", limit=limit)
            break
        options = _ordered(game, states[-1])
        width = _width(len(options))
        chunk = code[at : at + width]
        index = _index(chunk) if len(chunk) == width else None
        if index is None or index >= len(options):
            error = message("link_move", number=len(moves) - len(start.moves) + 1)
            break
        states.append(game.apply(states[-1], options[index].raw))
        moves.append(options[index])
        codes.append(chunk)
        at += width
    record = GameRecord(start.rules, tuple(states), tuple(moves))
    return record, Coded(start.rules, record.states[0], record.moves, tuple(codes)), error


def _index(chunk: str) -> int | None:
    index = 0
    for char in chunk:
        if char not in DIGITS:
            return None
        index = index * BASE + DIGITS[char]
    return index


def _width(count: int) -> int:
    return 1 if count <= BASE else 2


def _digits(index: int, width: int) -> str:
    return "".join(ALPHABET[(index // BASE**power) % BASE] for power in reversed(range(width)))
