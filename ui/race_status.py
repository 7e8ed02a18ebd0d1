"""The sentences of the race games' panel, pure: labels of moves, the lost turn, the last piece move.

Rules are worded by the engine (``g.explain_move``); this module only chooses which of the engine's
sentences to show and names cells in the learner's language.
"""

from __future__ import annotations

from typing import Any

from games.core import Message
from games.knossos import HOME_POSITION, ROUTE, KnossosGame
from games.patolli import CELLS, ENTRY, PatolliGame, cell_of
from ui.game_record import GameRecord, Move
from ui.i18n import t

RaceGame = KnossosGame | PatolliGame


def _ends(game: RaceGame, state: Any, move: Move) -> tuple[int | None, int | None]:
    """The cells a piece move starts and ends on; None for a reserve (start) or home/off (end)."""
    if move[0] == "enter":
        return None, ENTRY[state.side]
    start, end = move[0], move[0] + move[1]
    if isinstance(game, KnossosGame):
        return ROUTE[start], None if end >= HOME_POSITION else ROUTE[end]
    return cell_of(state.side, start), None if end >= CELLS else cell_of(state.side, end)


def move_cells(game: RaceGame, state: Any, move: Move) -> tuple[int, ...]:
    """The cells a move touches (for the board's last-move outline); none for a throw or a pass."""
    if move[0] in ("throw", "pass"):
        return ()
    start, end = _ends(game, state, move)
    if isinstance(game, KnossosGame) and end is None:
        end = ROUTE[HOME_POSITION]
    return tuple(c for c in (start, end) if c is not None)


def move_label(game: RaceGame, state: Any, move: Move, lang: str) -> str:
    """A move in notation with the cells it joins: ``0+2 · cell 19 → 11``, ``enter · onto cell 0``."""
    text = game.format_move(move)
    if move[0] == "pass":
        return t("label.pass", lang, text=text)
    if move[0] == "throw":
        return text
    start, end = _ends(game, state, move)
    if start is None:
        return t("label.enter", lang, text=text, cell=end)
    if end is None:
        return t("label.home" if isinstance(game, KnossosGame) else "label.off", lang, text=text, start=start)
    return t("label.move", lang, text=text, start=start, end=end)


def choice_label(game: RaceGame, state: Any, move: Move, lang: str) -> str:
    """The button that plays one move of the picked piece: ``Coin 2: to cell 12``, ``Bring a piece in``."""
    start, end = _ends(game, state, move)
    if start is None:
        return t("choice.enter", lang, cell=end)
    where = t("choice.to", lang, cell=end) if end is not None else t(
        "choice.home" if isinstance(game, KnossosGame) else "choice.off", lang)
    return t("choice.coin" if isinstance(game, KnossosGame) else "choice.steps", lang, value=move[1], where=where)


def lost_turn_reasons(game: RaceGame, state: Any) -> list[Message]:
    """When the only legal move is ``pass``: the engine's reason for each piece that cannot move.

    Knossos asks about every unfinished piece with every coin left, Patolli about every piece on the
    board and about bringing one in; equal reasons are given once.  Empty when a move is possible.
    """
    if game.legal_moves(state) != [("pass",)]:
        return []
    own = state.light if state.side == 0 else state.dark
    if isinstance(game, KnossosGame):
        asked = [(p, c) for p in sorted(set(own)) if p < HOME_POSITION for c in sorted(set(state.coins), reverse=True)]
    else:
        reserve = state.light_reserve if state.side == 0 else state.dark_reserve
        asked = [("enter",)] * bool(reserve) + [(p, state.throw) for p in own]
    reasons = [game.explain_move(state, move) for move in asked]
    return [r for r in dict.fromkeys(reasons) if r is not None]


def last_piece_move(record: GameRecord) -> tuple[Any, Move, Any] | None:
    """``(before, move, after)`` of the latest move that was not a throw, or None."""
    for index in range(len(record.moves) - 1, -1, -1):
        move = record.moves[index]
        if move[0] != "throw":
            return record.states[index], move, record.states[index + 1]
    return None


def current_throw(record: GameRecord) -> tuple[int, Move] | None:
    """``(index of the state after it, throw)`` of the throw the side to move is using, or None."""
    state = record.state
    if (state.coins if isinstance(record.game, KnossosGame) else state.throw) is None:
        return None
    for index in range(len(record.moves) - 1, -1, -1):
        if record.moves[index][0] == "throw":
            return index + 1, record.moves[index]
        if record.states[index].side != state.side:
            break
    return None
