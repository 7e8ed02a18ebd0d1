"""One sentence saying why a move is good, from what the move changes on the board."""

from __future__ import annotations

from games.ai.evaluate import _dux_freedom, _grid_features
from games.core import LIGHT, Message, message
from games.custodian import CustodianGame, GridState
from games.custodian.geometry import iter_bits
from games.custodian.state import GridMove, is_removal
from games.knossos import HOME_POSITION, ROUTE, SHARED_CELLS, KnossosGame, KnossosMove, KnossosState
from games.patolli import CELLS, PatolliGame, PatolliMove, PatolliState, cell_of


def grid_reason(game: CustodianGame, state: GridState, move: GridMove) -> Message:
    """What the move does, judged from the positions before and after it, most telling first: it wins, it
    captures (or removes a blocked piece, frees one's own, or blocks one: LSC-V1), it hems in the enemy dux, it
    saves a piece the opponent could have taken, it shuts in an enemy piece, it threatens a capture, it pairs a
    placed piece, it brings a piece closer to the enemy, or it leaves the opponent nothing to capture."""
    after = game.apply(state, move)
    side, names = state.side, game.geo.names
    own, enemy = (state.light, state.dark) if side == LIGHT else (state.dark, state.light)
    own_after, enemy_after = (after.light, after.dark) if side == LIGHT else (after.dark, after.light)
    outcome = game.outcome(after)
    if outcome is not None and outcome.winner == side:
        return message("hint_wins")
    if is_removal(move):
        return message("hint_removes", square=names[move[0]])
    taken = sorted(names[sq] for sq in iter_bits(enemy & ~enemy_after))
    if taken:
        return _squares_message("hint_captures", taken)
    freed = sorted(names[sq] for sq in iter_bits(own & state.blocked & ~after.blocked))
    if freed:  # LSC-V1 (d): the move blocked one of the pieces that enclosed them
        return _squares_message("hint_frees", freed)
    blocks = sorted(names[sq] for sq in iter_bits(enemy & after.blocked & ~state.blocked))
    if blocks:
        return _squares_message("hint_blocks_piece", blocks)
    if game.rules.dux_lock_loses and _dux_freedom(game, enemy_after, own_after, after.dux) < _dux_freedom(
        game, enemy, own, state.dux
    ):
        return message("hint_hems_dux")
    if state.hand is not None:
        return _placement_reason(game, state, after, move)
    start, end = move[0], move[-1]
    open_after = _capturable(game, after, 1 - side)
    saved = _capturable(game, state, 1 - side) - open_after
    if names[end] in open_after:  # the moved piece ran into another threat: it is not saved
        saved.discard(names[start])
    if saved:
        return _squares_message("hint_saves", sorted(saved))
    shut = _stuck(game, after, 1 - side) - _stuck(game, state, 1 - side)
    if shut:
        return _squares_message("hint_shuts_in", sorted(shut))
    threatened = _capturable(game, after, side) - _capturable(game, state, side)
    if threatened:
        return _squares_message("hint_threatens", sorted(threatened))
    if enemy and _distance(game, end, enemy) < _distance(game, start, enemy):
        return message("hint_develops", start=names[start], end=names[end])
    if not open_after:
        return message("hint_safe")
    return message("hint_best")


def _placement_reason(game: CustodianGame, state: GridState, after: GridState, move: GridMove) -> Message:
    """Placing (LBE-02, LSC-02) captures nothing: the piece joins a pair, stands clear of the enemy, or
    stands beside an enemy piece, ready to attack once the pieces move."""
    side = state.side
    own, enemy = (state.light, state.dark) if side == LIGHT else (state.dark, state.light)
    own_after = after.light if side == LIGHT else after.dark
    _, pairs, _ = _grid_features(game, own, enemy, state.dux)
    _, pairs_after, _ = _grid_features(game, own_after, enemy, after.dux)
    square = game.geo.names[move[0]]
    if pairs_after > pairs:
        return message("hint_pair", square=square)
    if game.geo.neighbours[move[0]] & enemy:
        return message("hint_place_attack", square=square)
    return message("hint_place_clear", square=square)


def _capturable(game: CustodianGame, state: GridState, side: int) -> set[str]:
    """The squares of the pieces that ``side`` could capture (LSC-V1: or block) if it were to move now in
    ``state``; a blocked piece's removal is no threat of its own (the block was)."""
    if state.hand is not None:
        return set()
    turn = state._replace(side=side)
    found: set[str] = set()
    for move in game.legal_moves(turn):
        if not is_removal(move):
            typed = game.describe(turn, move)
            found.update(typed.captures, typed.blocks)
    return found


def _stuck(game: CustodianGame, state: GridState, side: int) -> set[str]:
    """The squares of ``side``'s pieces that have no move at all in ``state``."""
    army = state.light if side == LIGHT else state.dark
    turn = state._replace(side=side)
    free = {move[0] for move in game.legal_moves(turn)}
    return {game.geo.names[sq] for sq in iter_bits(army) if sq not in free}


def _distance(game: CustodianGame, square: int, enemy: int) -> int:
    """Steps along ranks and files from ``square`` to the nearest enemy piece."""
    w = game.rules.width
    return min(abs(square % w - sq % w) + abs(square // w - sq // w) for sq in iter_bits(enemy))


def _squares_message(code: str, squares: list[str]) -> Message:
    """A reason about one piece or several: ``<code>`` with ``square``, or ``<code>_many`` with the count
    (which chooses the plural form where the sentence names it) and the squares."""
    if len(squares) == 1:
        return message(code, square=squares[0])
    return message(f"{code}_many", count=len(squares), squares=", ".join(squares))


def knossos_reason(game: KnossosGame, state: KnossosState, move: KnossosMove) -> Message:
    """Why a Knossos move is good: it brings a piece home, blocks a cell, jumps a piece or advances (or there was
    no move to make)."""
    if move[0] == "pass":
        return message("race_no_move")
    position, coin = move
    target = min(position + coin, HOME_POSITION)
    theirs = state.dark if state.side == LIGHT else state.light
    if target == HOME_POSITION:
        return message("hint_home")
    cell = ROUTE[target]
    if cell not in SHARED_CELLS and any(p < target and target - p <= 2 for p in theirs):
        return message("hint_blocks", cell=cell)
    if coin == 2 and ROUTE[position + 1] in {ROUTE[p] for p in theirs} - SHARED_CELLS:
        return message("hint_jumps", cell=ROUTE[position + 1])
    return message("hint_advances")


def patolli_reason(game: PatolliGame, state: PatolliState, move: PatolliMove) -> Message:
    """Why a Patolli move is good: it enters or takes a bean, brings one home, escapes or advances (or there was no
    move to make)."""
    if move[0] == "pass":
        return message("race_no_move")
    side = state.side
    theirs = state.dark if side == LIGHT else state.light
    their_cells = {cell_of(1 - side, p) for p in theirs}
    if move[0] == "enter":
        target_cell = cell_of(side, 0)
        return message("hint_captures_bean") if target_cell in their_cells else message("hint_enter")
    progress, steps = move
    if progress + steps >= CELLS:
        return message("hint_bear_off")
    target_cell = cell_of(side, progress + steps)
    if target_cell in their_cells:
        return message("hint_captures_bean")
    here = cell_of(side, progress)
    if any((here - c) % CELLS in (1, 2, 3, 4, 5) for c in their_cells) and not any(
        (target_cell - c) % CELLS in (1, 2, 3, 4, 5) for c in their_cells
    ):
        return message("hint_escapes")
    return message("hint_advances")
