"""What a click on a board square means: a pure state machine, no Streamlit.

The *pick* is the path of the move being built: ``()`` when nothing is picked, ``(square,)`` when a
piece is picked, and ``(start, landing, ...)`` while a chain of jumps (Schädler, LSC-04) is under way.
``handle_click`` turns the pick and a clicked square into the new pick, the move to play (if the click
completes one) and the engine's explanation when the click is refused.
"""

from __future__ import annotations

from dataclasses import dataclass

from games.core import Message
from games.custodian import CustodianGame, GridState
from games.custodian.explain import explain_pick

Pick = tuple[int, ...]
Move = tuple[int, ...]


@dataclass(frozen=True)
class ClickResult:
    """The outcome of one click: the new pick, the move to play or None, a refusal to show or None."""

    pick: Pick
    move: Move | None = None
    message: Message | None = None


def handle_click(game: CustodianGame, state: GridState, pick: Pick, square: str) -> ClickResult:
    """Interpret a click on the square named ``square``, given what is picked.

    During placement a click on an empty square places a piece there.  Otherwise a click on one of
    the mover's pieces picks it; on a marked square it goes there (and plays the move unless a longer
    chain of jumps can go on from there); on the picked piece it puts the piece down; on the square
    where a chain stands it ends the move there.  Any other click is refused with the engine's reason.
    """
    sq = game.geo.index.get(square)
    if sq is None:
        return ClickResult(pick)
    legal = game.legal_moves(state)
    if state.hand is not None or not legal:
        placed = (sq,)
        if placed in legal:
            return ClickResult((), placed)
        return ClickResult((), None, explain_pick(game, state, sq))
    if not pick:
        return _pick_up(game, state, sq)
    if sq == pick[0]:
        return ClickResult(())
    if len(pick) > 1 and sq == pick[-1]:
        return stop_chain(game, state, pick)
    path = (*pick, sq)
    longer = [m for m in legal if m[: len(path)] == path]
    if longer:
        if longer == [path]:
            return ClickResult((), path)
        return ClickResult(path)
    if _is_own(state, sq):
        return _pick_up(game, state, sq)
    return ClickResult(pick, None, game.explain(state, game.format_move(path)))


def stop_chain(game: CustodianGame, state: GridState, pick: Pick) -> ClickResult:
    """End a chain of jumps where it stands: play it if that is a legal move, else say why not."""
    if pick in game.legal_moves(state):
        return ClickResult((), pick)
    return ClickResult(pick, None, game.explain(state, game.format_move(pick)))


def next_squares(game: CustodianGame, state: GridState, pick: Pick) -> tuple[int, ...]:
    """The squares the picked piece can go to next (the next landing squares during a chain)."""
    if not pick:
        return ()
    n = len(pick)
    return tuple(sorted({m[n] for m in game.legal_moves(state) if len(m) > n and m[:n] == pick}))


def capturing_squares(game: CustodianGame, state: GridState, pick: Pick) -> tuple[int, ...]:
    """Those of ``next_squares`` where stopping captures something."""
    legal = set(game.legal_moves(state))
    return tuple(t for t in next_squares(game, state, pick)
                 if (*pick, t) in legal and captures(game, state, (*pick, t)))


def can_stop(game: CustodianGame, state: GridState, pick: Pick) -> bool:
    """True while a chain is under way and ending it where it stands is a legal move."""
    return len(pick) > 1 and pick in game.legal_moves(state)


def captures(game: CustodianGame, state: GridState, move: Move) -> bool:
    """True if the legal ``move`` takes at least one enemy piece."""
    after = game.apply(state, move)
    if state.side == 0:
        return after.dark != state.dark
    return after.light != state.light


def _pick_up(game: CustodianGame, state: GridState, sq: int) -> ClickResult:
    reason = explain_pick(game, state, sq)
    return ClickResult(() if reason else (sq,), None, reason)


def _is_own(state: GridState, sq: int) -> bool:
    own = state.light if state.side == 0 else state.dark
    return bool(own >> sq & 1)
