"""The protocol every game in this package follows, and the types it speaks in.

A game object (one per rule set) offers the rules — ``initial_state``, ``to_move``, ``legal_moves``,
``chance_outcomes``, ``apply``, ``outcome`` — and the text notation of ``docs/notation.md``:
``parse_position``, ``format_position``, ``parse_move`` and ``format_move``.  States are immutable
values; ``apply`` returns a new state.  Errors carry a message code and its arguments so that the
user interface can show them in the learner's language (see ``games.messages``).

It also answers the questions a board asks, as python-chess's ``Board`` answers ``piece_at`` and
``is_capture``: the places of its board (``places``), the pieces on a place (``pieces_at``), whose
turn it is and what is pending (``turn``), the pieces per side (``tally``), every legal move as a
typed ``Move`` that names the places it touches and what it captures (``moves``, ``describe``), the
moves from each place (``destinations``), why a move between places is refused (``explain_places``)
and, for the race games, how a throw fell (``throw``, ``Device.fall_for``).  The engines keep their
own compact moves inside (``Move.raw``); what leaves the package is typed.
"""

from __future__ import annotations

from collections.abc import Hashable, Iterator
from dataclasses import dataclass, field
from fractions import Fraction
from typing import Any, Generic, Literal, Protocol, TypeVar

from games.chance import Device
from games.messages import Message as Message  # re-exported: the protocol speaks in messages
from games.messages import message as message

LIGHT = 0
DARK = 1
CHANCE = 2
SIDE_LETTERS = ("l", "d")
SIDE_NAMES = ("light", "dark")

S = TypeVar("S")
"""A position of one rule set (a frozen value)."""
R = TypeVar("R", bound=Hashable)
"""An engine's own compact move (a tuple), which only the engine reads."""

Family = Literal["custodian", "knossos", "patolli"]
"""Which board and which kind of game: the custodian-capture grid games, or one of the two race games."""
MoveKind = Literal["move", "place", "enter", "remove", "throw", "pass"]
Phase = Literal["place", "move", "throw", "over"]


def other(side: int) -> int:
    """The opponent of ``side`` (LIGHT <-> DARK)."""
    return 1 - side


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


@dataclass(frozen=True)
class Move(Generic[R]):
    """A legal move as the pages see it: its notation, what kind it is and the places it touches.

    ``places`` are the board's place names in the order the move visits them: from and to (and every
    landing of a chain of jumps); one place for a placement, and for a removal (``remove``: a blocked
    enemy piece taken off in place of a move, LSC-V1); none for a throw or a pass.  ``captures`` are the
    places whose pieces it takes; ``blocks`` the places whose pieces it blocks (LSC-V1: they stay, unable
    to move, until removed or freed); ``value`` the coin or throw it uses; ``finishes`` is True when the
    piece ends its journey (home at Knossos, off the board in Patolli); ``again`` names the clause by
    which the mover moves again (Bell's extra move); ``fall`` is how a throw's objects fell.
    """

    raw: R
    text: str
    kind: MoveKind
    places: tuple[str, ...] = ()
    captures: tuple[str, ...] = ()
    value: int | None = None
    finishes: bool = False
    again: str | None = None
    fall: tuple[Hashable, ...] | None = None
    blocks: tuple[str, ...] = ()


@dataclass(frozen=True)
class Piece:
    """One piece on a place: its side, its kind (``soldier``, ``dux``, ``ship``, ``bean``), and whether it is
    blocked (LSC-V1: enclosed, it cannot move, and the opponent may remove it)."""

    side: int
    kind: str
    blocked: bool = False


@dataclass(frozen=True)
class Turn:
    """Whose turn it is and what is pending.

    ``side`` acts next (it throws when ``phase`` is ``throw``; when the game is over, the side that
    would have moved).  ``placing`` says what is placed now during a placement phase (``one``, ``two``
    or ``dux``); ``left`` holds the throw's values still to use (Knossos's coins, Patolli's throw).
    """

    side: int
    phase: Phase
    placing: str | None = None
    left: tuple[int, ...] | None = None


@dataclass(frozen=True)
class Tally:
    """What each side has, light first: pieces on the board, still to bring in (in hand during a
    placement, in reserve), finished (home, off); the soldiers and dux still to place during a
    placement; the half-moves since the last capture and the limit that ends the game; the stakes
    (light's items, dark's items, the bank); in the race games, how far each side's pieces have come in
    all (the sum over its pieces of the steps each has gone along its track: 0 waiting to come in, the
    whole track once home or off)."""

    on_board: tuple[int, int]
    waiting: tuple[int, int] = (0, 0)
    finished: tuple[int, int] = (0, 0)
    hand: tuple[tuple[int, bool], tuple[int, bool]] | None = None
    quiet: tuple[int, int] | None = None
    stakes: tuple[int, int, int] | None = None
    progress: tuple[int, int] | None = None


@dataclass(frozen=True)
class Transfer:
    """``amount`` items of the stakes from ``payer`` to ``payee`` (a side, or None for the bank), by ``kind``
    (``capture``, ``offering``, ``bank``); a capture without stakes moves 0 items."""

    kind: str
    payer: int | None
    payee: int | None
    amount: int
    clause: str


class Game(Protocol[S, R]):
    """What every rule set offers; pages, agents and the command line use only this."""

    # Read-only for the protocol (properties), so that an engine may declare a narrower type: a
    # ``Literal`` family, a ``Device`` that is never None.
    @property
    def name(self) -> str: ...
    @property
    def family(self) -> Family: ...
    @property
    def is_race_game(self) -> bool:
        """True for a race game (pieces run along a track by throws), False for a grid game."""

    @property
    def device(self) -> Device[Any] | None:
        """What is thrown (race games), or None."""

    @property
    def colours_by_lot(self) -> str | None:
        """The clause by which a lot decides who plays light (KNO-04), or None."""

    def initial_state(self) -> S: ...
    def to_move(self, state: S) -> int | None: ...
    def legal_moves(self, state: S) -> list[R]: ...
    def chance_outcomes(self, state: S) -> list[tuple[R, Fraction]]: ...
    def apply(self, state: S, move: R) -> S: ...
    def outcome(self, state: S) -> Outcome | None: ...
    def parse_position(self, text: str) -> S: ...
    def format_position(self, state: S) -> str: ...
    def parse_move(self, state: S, text: str) -> R: ...
    def format_move(self, move: R) -> str: ...
    def explain(self, state: S, text: str) -> Message | None: ...
    def explain_move(self, state: S, move: R) -> Message | None: ...
    def successors(self, state: S) -> Iterator[tuple[R, S]]: ...
    # the questions of a board
    def places(self) -> tuple[str, ...]: ...
    def pieces_at(self, state: S, place: str) -> tuple[Piece, ...]: ...
    def turn(self, state: S) -> Turn: ...
    def tally(self, state: S) -> Tally: ...
    def describe(self, state: S, move: R) -> Move[R]: ...
    def moves(self, state: S) -> list[Move[R]]: ...
    def destinations(self, state: S) -> dict[str, tuple[Move[R], ...]]: ...
    def explain_places(self, state: S, places: tuple[str, ...]) -> Message | None: ...
    def stuck_reasons(self, state: S) -> tuple[Message, ...]: ...
    def throw(self, fall: tuple[Hashable, ...]) -> Move[R]: ...
    def transfers(self, before: S, after: S) -> tuple[Transfer, ...]: ...
    def added_rules(self) -> tuple[Message, ...]: ...


AnyGame = Game[object, Hashable]
"""A game of any family as ``get_game`` hands it out: its positions are opaque to the caller, who only hands
them back to the same game (``object``), and its moves' payloads are the engine's own (``Hashable``)."""


class GameBase(Generic[S, R]):
    """What every engine shares: ``apply`` checks legality once, ``successors`` serves searches, and the
    typed moves of a position are worked out once (``moves``, ``destinations``).

    An engine defines ``_legal(state)`` (its move list, not to be changed), ``_play(state, move)``
    (the next position, for a move known to be legal), ``_read_move(text)`` (a move from its text,
    legal or not), ``explain_move(state, move)`` and ``describe(state, move)``.
    """

    name: str
    family: Family
    is_race_game: bool = False
    device: Device[Any] | None = None
    colours_by_lot: str | None = None
    _typed: tuple[object, list[Move[R]]] = (None, [])

    def _legal(self, state: S) -> list[R]:
        raise NotImplementedError

    def _play(self, state: S, move: R) -> S:
        raise NotImplementedError

    def _read_move(self, text: str) -> R:
        raise NotImplementedError

    def explain_move(self, state: S, move: R) -> Message | None:
        """Why ``move`` cannot be played in ``state``, naming the clause, or None if it is legal."""
        raise NotImplementedError

    def describe(self, state: S, move: R) -> Move[R]:
        """The legal ``move`` at ``state`` as a typed ``Move``."""
        raise NotImplementedError

    def apply(self, state: S, move: R) -> S:
        """The position after ``move``; raises ``IllegalMoveError`` (saying why) if it is not legal."""
        if move not in self._legal(state):
            raise IllegalMoveError(self.explain_move(state, move) or message("illegal"))
        return self._play(state, move)

    def parse_move(self, state: S, text: str) -> R:
        """Read a move's text and check it is legal here; raises ``NotationError`` or ``IllegalMoveError``."""
        move = self._read_move(text)
        if move not in self._legal(state):
            raise IllegalMoveError(self.explain_move(state, move) or message("illegal"))
        return move

    def explain(self, state: S, text: str) -> Message | None:
        """Why the move written ``text`` cannot be played here (or is not a move), or None if it is legal."""
        try:
            move = self._read_move(text)
        except NotationError as error:
            return error.msg
        return self.explain_move(state, move)

    def successors(self, state: S) -> Iterator[tuple[R, S]]:
        """Yield (move, next position) for every legal move, lazily (a search may stop early)."""
        for move in self._legal(state):
            yield move, self._play(state, move)

    def moves(self, state: S) -> list[Move[R]]:
        """Every legal move of ``state`` as a typed ``Move``, in the engine's order (a throw due: the throws)."""
        seen, typed = self._typed
        if seen is not state:
            typed = [self.describe(state, move) for move in self._legal(state)]
            self._typed = (state, typed)
        return list(typed)

    def destinations(self, state: S) -> dict[str, tuple[Move[R], ...]]:
        """The moves that start from each place, for the side to move (a placement starts and ends on its place)."""
        found: dict[str, list[Move[R]]] = {}
        for move in self.moves(state):
            if move.places:
                found.setdefault(move.places[0], []).append(move)
        return {place: tuple(moves) for place, moves in found.items()}

    def stuck_reasons(self, state: S) -> tuple[Message, ...]:
        """When the side to move must give up its turn: the engine's reasons, one per kind of block."""
        return ()

    def throw(self, fall: tuple[Hashable, ...]) -> Move[R]:
        """The chance move of a fall of the device (race games only)."""
        raise GameError(message("no_throws", rules=self.name))

    def transfers(self, before: S, after: S) -> tuple[Transfer, ...]:
        """What the move from ``before`` to ``after`` took from whom and gave to whom (games with stakes)."""
        return ()

    def added_rules(self) -> tuple[Message, ...]:
        """The rules this project added where the reconstruction is silent: each a ``Message`` whose code is
        the rule's key (``first``, ``no_moves``, ``quiet``), with its clause and arguments."""
        return ()
