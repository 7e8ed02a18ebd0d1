"""What a click on a race board means: a pure state machine, no Streamlit.

A click names a *place*: a cell number (``"12"``) or, on the Patolli board, a tray pile
(``"reserve:l"``, ``"off:d"``).  The *pick* is ``()`` when nothing is picked, else ``(piece,)``: a Knossos
piece is its route position (cells 8, 9 and 19 are passed twice, so a cell may hold one side's pieces
at two positions), a Patolli piece its progress, or ``"reserve"`` for a piece to bring in.

After the throw: a click on a cell with your pieces picks one that can move and marks where it can
go; a click on a marked place plays that move; a second click on the picked piece's cell picks your
other piece there (if it can move) or puts the piece down.  On Patolli, a click on your entry cell
brings a piece in when that is possible.  Refusals carry the engine's explanation; clicks that mean
nothing in the rules (an empty cell) carry a hint, the key of a sentence of ``ui.i18n``.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from board.places import pile
from games.core import CHANCE, Message
from games.knossos import HOME_POSITION, ROUTE, KnossosGame
from games.patolli import CELLS, ENTRY, PatolliGame, cell_of

Piece = int | str
Pick = tuple[Piece, ...]
Move = tuple[Any, ...]
PASS = ("pass",)


@dataclass(frozen=True)
class ClickResult:
    """The new pick, the move to play or None, the engine's refusal or None, a hint key or None."""

    pick: Pick
    move: Move | None = None
    message: Message | None = None
    hint: str | None = None


def piece_of(move: Move) -> Piece:
    """The piece a move moves: a position or progress, or ``"reserve"`` for Patolli's ``enter``."""
    return "reserve" if move[0] == "enter" else move[0]


def target_place(game: KnossosGame | PatolliGame, state: Any, move: Move) -> str:
    """Where a piece move ends, as the board names it: a cell, or Patolli's ``off:<side>`` pile."""
    if isinstance(game, KnossosGame):
        return str(ROUTE[min(move[0] + move[1], HOME_POSITION)])
    if move[0] == "enter":
        return str(ENTRY[state.side])
    end = move[0] + move[1]
    return pile("off", state.side) if end >= CELLS else str(cell_of(state.side, end))


def piece_place(game: KnossosGame | PatolliGame, state: Any, piece: Piece) -> str:
    """Where the side to move's ``piece`` stands, as the board names it."""
    if piece == "reserve":
        return pile("reserve", state.side)
    if isinstance(game, KnossosGame):
        return "home" if piece >= HOME_POSITION else str(ROUTE[piece])
    return str(cell_of(state.side, piece))


def pieces_at(game: KnossosGame | PatolliGame, state: Any, place: str) -> list[Piece]:
    """The side to move's pieces on ``place``, in ascending order (without pieces already home)."""
    own = state.light if state.side == 0 else state.dark
    found: list[Piece] = [p for p in sorted(set(own)) if piece_place(game, state, p) == place]
    reserve = getattr(state, ("light_reserve", "dark_reserve")[state.side], 0)
    if reserve and place == pile("reserve", state.side):
        found.append("reserve")
    return found


def piece_moves(game: KnossosGame | PatolliGame, state: Any, pick: Pick) -> list[Move]:
    """The legal moves of the picked piece, the smaller coin first (empty when nothing is picked)."""
    if not pick:
        return []
    moves = [m for m in game.legal_moves(state) if m[0] not in ("throw", "pass") and piece_of(m) == pick[0]]
    return sorted(moves, key=lambda m: m[-1] if m[0] != "enter" else 0)


def targets(game: KnossosGame | PatolliGame, state: Any, pick: Pick) -> dict[str, Move]:
    """Each place the picked piece can go to, and the move that takes it there.

    From Knossos's cell 9 on the way home both coins reach the harbour: the smaller one is used, and
    the larger is kept for another piece.
    """
    found: dict[str, Move] = {}
    for move in piece_moves(game, state, pick):
        found.setdefault(target_place(game, state, move), move)
    return found


def handle_click(game: KnossosGame | PatolliGame, state: Any, pick: Pick, place: str) -> ClickResult:
    """Interpret a click on ``place`` given the pick (see the module's docstring)."""
    if game.to_move(state) in (None, CHANCE):
        return ClickResult((), None, game.explain_move(state, PASS))
    marked = targets(game, state, pick)
    if place in marked:
        return ClickResult((), marked[place])
    here = pieces_at(game, state, place)
    movable = [p for p in here if piece_moves(game, state, (p,))]
    if pick and pick[0] in here:
        later = movable[movable.index(pick[0]) + 1:] if pick[0] in movable else []
        return ClickResult((later[0],) if later else ())
    if movable:
        return ClickResult((movable[0],))
    if here:
        return ClickResult((), None, _why_stuck(game, state, here[0]))
    entering = [m for m in game.legal_moves(state) if m[0] == "enter" and target_place(game, state, m) == place]
    if entering:
        return ClickResult((), entering[0])
    if pick:
        return ClickResult(pick, None, _why_not_there(game, state, pick[0], place), "click.not_target")
    if isinstance(game, PatolliGame) and place == str(ENTRY[state.side]):
        return ClickResult((), None, game.explain_move(state, ("enter",)))
    return ClickResult((), None, None, "click.own_piece")


def _why_stuck(game: KnossosGame | PatolliGame, state: Any, piece: Piece) -> Message | None:
    """The engine's reason why ``piece`` has no move with this throw."""
    if piece == "reserve":
        return game.explain_move(state, ("enter",))
    throws = sorted(set(state.coins), reverse=True) if isinstance(game, KnossosGame) else [state.throw]
    return next((m for m in (game.explain_move(state, (piece, t)) for t in throws) if m is not None), None)


def _why_not_there(game: KnossosGame | PatolliGame, state: Any, piece: Piece, place: str) -> Message | None:
    """When a coin would take the picked Knossos piece to ``place`` but the rules forbid it, the engine's
    reason (``Blocked: dark holds cell 12 — KNO-10``); otherwise None."""
    if not isinstance(game, KnossosGame) or piece == "reserve":
        return None
    for coin in sorted(set(state.coins)):
        if target_place(game, state, (piece, coin)) == place:
            return game.explain_move(state, (piece, coin))
    return None
