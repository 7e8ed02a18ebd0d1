"""One controller for every board: what a click, a typed move, a throw, "stop here" or undo does.

``interact(record, pick, event)`` is a pure function.  The *pick* is the move being built: the places
visited so far (``()`` when nothing is picked, ``("c1",)`` once a piece is picked, ``("c3", "c5")``
during a chain of jumps).  It asks the game only through the protocol of ``games.core`` — its typed
moves, the pieces on a place, whose turn it is, and why a move between places is refused — so the same
code plays the grid games and the race games, on the play page, in lessons and on any other board.

A click on a place where a move starts picks it; a click on a marked place goes there (and plays the
move, unless a longer chain of jumps can go on from there); a click on the picked place puts it down;
a click where a chain stands ends it there.  A piece that comes into play (a placement, a Patolli
piece entering), and any move of one place (the removal of a blocked piece), is played by a click where
it lands.  Anything else is refused with the engine's reason, or, where the rules have nothing to say,
with a hint (a key of ``ui.i18n``).  That rule is one pure function, ``clicked``; ``browser_clicks``
makes from it the table the board's browser code looks each click up in, so it has no rule of its own.
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import pairwise
from typing import Any, Literal

from board.marks import Marks
from games.core import GameError, Message, Move
from games.records import GameRecord

Pick = tuple[str, ...]
EventKind = Literal["place", "typed", "throw", "stop", "undo"]
WAIT = "ai.wait"
"""The hint when it is not the person's turn (the computer is to move)."""


@dataclass(frozen=True)
class Event:
    """Something a person did: clicked a ``place``, chose a move written ``text``, threw (the objects
    fell as ``fall``), ended a chain where it stands, or asked to undo (back to ``side``'s last decision,
    or one move when ``side`` is None)."""

    kind: EventKind
    place: str | None = None
    text: str | None = None
    fall: tuple[Any, ...] | None = None
    side: int | None = None

    @classmethod
    def click(cls, place: str) -> Event:
        """A click (or tap, or key) on the place named ``place``."""
        return cls("place", place=place)

    @classmethod
    def typed(cls, text: str) -> Event:
        """A move chosen by its notation (the select box, "Show me")."""
        return cls("typed", text=text)

    @classmethod
    def throw(cls, fall: tuple[Any, ...]) -> Event:
        """A throw whose objects fell as ``fall`` (drawn by the caller's seeded generator)."""
        return cls("throw", fall=tuple(fall))

    @classmethod
    def stop(cls) -> Event:
        """End the chain of jumps where it stands."""
        return cls("stop")

    @classmethod
    def undo(cls, side: int | None = None) -> Event:
        """Take back the last move, or everything since ``side``'s last decision."""
        return cls("undo", side=side)


@dataclass(frozen=True)
class Notice:
    """Why an event played nothing: the engine's ``message`` (naming its clause), else a ``hint`` key."""

    message: Message | None = None
    hint: str | None = None


@dataclass(frozen=True)
class Interaction:
    """The outcome of one event: the new record and pick, what to tell the person, the move played."""

    record: GameRecord
    pick: Pick = ()
    notice: Notice | None = None
    played: Move[Any] | None = None

    @property
    def marks(self) -> Marks:
        """The marks of the new position and pick."""
        return marks(self.record, self.pick)


def interact(record: GameRecord, pick: Pick, event: Event, *, human: int | None = None) -> Interaction:
    """What ``event`` does to ``record`` with ``pick`` being built.

    ``human`` is the side the person plays against the computer (None: people play both sides); on the
    other side's turn every event but undo is refused with the hint ``ai.wait``.
    """
    if event.kind == "undo":
        return Interaction(record.undo() if event.side is None else record.back_to_decision(event.side))
    if human is not None and record.game.turn(record.state).side != human:
        return Interaction(record, (), Notice(hint=WAIT))
    if event.kind == "place" and event.place is not None:
        return _click(record, pick, event.place)
    if event.kind == "stop":
        return _stop(record, pick)
    if event.kind == "throw" and event.fall is not None:
        return _throw(record, pick, event.fall)
    if event.kind == "typed" and event.text:
        return _typed(record, event.text)
    return Interaction(record, pick)


def _play(record: GameRecord, move: Move[Any]) -> Interaction:
    return Interaction(record.play(move), (), None, move)


def _click(record: GameRecord, pick: Pick, place: str) -> Interaction:
    game, state = record.game, record.state
    outcome = clicked(BoardMoves([m for m in game.moves(state) if m.places]), pick, place)
    if outcome.stop:
        return _stop(record, pick)
    if outcome.move is not None:
        return _play(record, outcome.move)
    if not outcome.refused:
        return Interaction(record, outcome.pick)
    if pick and not _own(record, place):
        return Interaction(record, pick, Notice(game.explain_places(state, (*pick, place)), "click.not_target"))
    return Interaction(record, (), Notice(game.explain_places(state, (place,)), "click.own_piece"))


@dataclass(frozen=True)
class Click:
    """What a click does by the legal moves alone, before the engine is asked: the ``pick`` after it, the
    ``move`` it plays, whether it ends the chain where it stands (``stop``), or that it is ``refused`` (the
    engine says why)."""

    pick: Pick = ()
    move: Move[Any] | None = None
    stop: bool = False
    refused: bool = False


class BoardMoves:
    """The legal moves that visit places, found by the places they begin with, where they start and where
    a piece lands by one click (a click is looked up, not searched for)."""

    def __init__(self, moves: list[Move[Any]]) -> None:
        self.by_prefix: dict[Pick, list[Move[Any]]] = {}
        self.next: dict[Pick, dict[str, None]] = {}
        self.landing: dict[str, Move[Any]] = {}
        for move in moves:
            for end in range(1, len(move.places) + 1):
                self.by_prefix.setdefault(move.places[:end], []).append(move)
                self.next.setdefault(move.places[: end - 1], {})[move.places[end - 1]] = None
            if lands(move):
                self.landing.setdefault(move.places[-1], move)
        self.starts = dict.fromkeys(sorted({m.places[0] for m in moves if len(m.places) > 1}))

    def near(self, pick: Pick) -> list[str]:
        """The places a click on which with ``pick`` held can do more than be refused: the pick's ends, the
        next places of its moves, where moves start and where pieces land."""
        return list(
            dict.fromkeys(
                [*pick[:1], *pick[-1:], *(self.next.get(pick, {}) if pick else ()), *self.starts, *self.landing]
            )
        )


def clicked(board: BoardMoves, pick: Pick, place: str) -> Click:
    """What a click on ``place`` does with ``pick`` being built, among the ``board``'s moves: the one rule of
    clicks, for the controller and, through ``browser_clicks``, for the browser.

    A click on the picked place puts it down; where a chain stands, ends it; on the next place of a move,
    goes there (and plays the move, unless a longer one goes on); where a move of more than one place
    starts, picks it; where a piece lands by one click, plays that move; anywhere else it is refused.
    """
    if pick:
        if place == pick[0]:
            return Click()
        if len(pick) > 1 and place == pick[-1]:
            return Click(pick, stop=True)
        path = (*pick, place)
        longer = board.by_prefix.get(path, [])
        if longer:
            if all(m.places == path for m in longer):
                return Click(move=longer[0])
            return Click(path)
    if place in board.starts:
        return Click((place,))
    if place in board.landing:
        return Click(move=board.landing[place])
    return Click(pick, refused=True)


BrowserClick = dict[str, Any]
"""What a click in the browser does: ``{"pick": [...]}`` is drawn there at once; ``{"send": kind}`` goes to
the controller, with the place a move it plays comes ``from`` when the browser draws the piece on its way
to the place clicked."""
PLAIN: BrowserClick = {"send": "click"}
"""A click sent to the controller as it is (refused, a chain going on, a move of one place)."""


def browser_clicks(board: BoardMoves, pick: Pick) -> dict[str, dict[str, BrowserClick]]:
    """What each click does in the browser, by ``clicked``: a row for each pick the browser can hold (none,
    one place where a move starts, and ``pick`` as the server keeps it), keyed by its places joined with
    spaces.  A row names only the places where its click differs from the row of no pick (``""``), which
    names only those where it differs from ``PLAIN``: the browser looks a click up in its pick's row, then
    in the row of no pick, else sends it ``PLAIN``."""
    held = dict.fromkeys([(), *((start,) for start in board.starts), pick])
    rows = {state: {place: _in_browser(clicked(board, state, place)) for place in board.near(state)} for state in held}
    unpicked = {place: does for place, does in rows[()].items() if does != PLAIN}
    table = {
        " ".join(state): {place: does for place, does in row.items() if does != unpicked.get(place, PLAIN)}
        for state, row in rows.items()
    }
    return {**table, "": unpicked}


def _in_browser(outcome: Click) -> BrowserClick:
    """``outcome`` as the browser acts on it: a pick of at most one place it draws itself; the rest it sends."""
    if outcome.stop:
        return {"send": "stop"}
    if outcome.move is not None and len(outcome.move.places) > 1:
        return {"send": "click", "from": outcome.move.places[0]}
    if outcome.move is None and not outcome.refused and len(outcome.pick) <= 1:
        return {"pick": list(outcome.pick)}
    return PLAIN


def lands(move: Move[Any]) -> bool:
    """True for a move played by one click where it lands: a piece entering, or a move of one place (a
    placement, the removal of a blocked piece)."""
    return move.kind == "enter" or len(move.places) == 1


def _own(record: GameRecord, place: str) -> bool:
    """True when a piece of the side to act stands on ``place``."""
    side = record.game.turn(record.state).side
    return any(piece.side == side for piece in record.game.pieces_at(record.state, place))


def _stop(record: GameRecord, pick: Pick) -> Interaction:
    """End the chain where it stands: play it if that is a legal move, else say why not."""
    game, state = record.game, record.state
    if len(pick) > 1:
        exact = [m for m in game.moves(state) if m.places == pick]
        if exact:
            return _play(record, exact[0])
        return Interaction(record, pick, Notice(game.explain_places(state, pick)))
    return Interaction(record, pick)


def _throw(record: GameRecord, pick: Pick, fall: tuple[Any, ...]) -> Interaction:
    """Throw, if a throw is due; otherwise the engine says why not."""
    game, state = record.game, record.state
    try:
        move = game.throw(fall)
    except GameError as error:
        return Interaction(record, pick, Notice(error.msg))
    reason = game.explain_move(state, move.raw)
    if reason is not None:
        return Interaction(record, pick, Notice(reason))
    return _play(record, move)


def _typed(record: GameRecord, text: str) -> Interaction:
    game, state = record.game, record.state
    try:
        raw = game.parse_move(state, text)
    except GameError as error:
        return Interaction(record, (), Notice(error.msg))
    return _play(record, game.describe(state, raw))


def can_stop(record: GameRecord, pick: Pick) -> bool:
    """True while a chain of jumps is under way and ending it where it stands is a legal move."""
    return len(pick) > 1 and any(m.places == pick for m in record.game.moves(record.state))


def choices(record: GameRecord, pick: Pick) -> list[Move[Any]]:
    """The moves that continue ``pick`` by one place, or with nothing picked the moves that bring a piece
    in where it lands (Patolli's ``enter``): what a panel offers as buttons beside the board."""
    moves = [m for m in record.game.moves(record.state) if m.places]
    if not pick:
        return [m for m in moves if m.kind == "enter"]
    return [m for m in moves if m.places[: len(pick)] == pick and len(m.places) > len(pick)]


def marks(
    record: GameRecord,
    pick: Pick = (),
    *,
    hint: Move[Any] | None = None,
    highlights: tuple[str, ...] = (),
    arrows: tuple[tuple[str, str], ...] = (),
) -> Marks:
    """The marks of ``record``'s position: the pick, its targets and captures, the last piece move; the
    path of a chain under way, else the ``hint``'s move, else ``highlights`` and ``arrows`` as given."""
    last = record.last_piece_move()
    last_places = record.moves[last].places if last is not None else ()
    if pick:
        targets: dict[str, Move[Any]] = {}  # the first move to each target: Knossos's smaller coin
        for move in choices(record, pick):
            targets.setdefault(move.places[len(pick)], move)
        ending = [m for m in choices(record, pick) if len(m.places) == len(pick) + 1]
        captures = tuple(dict.fromkeys(m.places[-1] for m in ending if m.captures or m.blocks))
        labels = tuple((place, str(m.value)) for place, m in targets.items() if m.value is not None)
        return Marks(pick[0], tuple(targets), captures, labels, last_places, pick[1:], tuple(pairwise(pick)))
    if hint is not None:
        return Marks(last_move=last_places, highlights=hint.places, arrows=tuple(pairwise(hint.places)))
    return Marks(last_move=last_places, highlights=highlights, arrows=arrows)


def last_motion(record: GameRecord) -> dict[str, Any] | None:
    """What the browser shows happening when it draws ``record`` straight after the position before its last move
    (``before``): a piece that slides ``from`` a place ``to`` another (``captures`` when it takes), comes in ``to``
    a place (a placement, a piece entering, a removal), or a throw; None before the first move."""
    move = record.last_move
    if move is None:
        return None
    before = record.game.format_position(record.states[-2])
    if not move.places:
        return {"kind": "throw" if move.kind == "throw" else "pass", "before": before}
    kind = "move" if len(move.places) > 1 else "place"
    return {
        "kind": kind,
        "from": move.places[0],
        "to": move.places[-1],
        "before": before,
        "captures": bool(move.captures or move.blocks),
    }
