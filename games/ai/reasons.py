"""One sentence saying why a move is good, from what the move changes on the board."""

from __future__ import annotations

from typing import Any

from games.ai.evaluate import _dux_freedom, _grid_features
from games.core import LIGHT, Game, Message, message
from games.custodian import CustodianGame, GridState
from games.custodian.engine import GridMove
from games.knossos import HOME_POSITION, ROUTE, SHARED_CELLS, KnossosGame, KnossosMove, KnossosState
from games.patolli import CELLS, PatolliGame, PatolliMove, PatolliState, cell_of


def _grid_reason(game: CustodianGame, state: GridState, move: GridMove) -> Message:
    after = game.apply(state, move)
    side = state.side
    own, enemy = (state.light, state.dark) if side == LIGHT else (state.dark, state.light)
    own_after, enemy_after = (after.light, after.dark) if side == LIGHT else (after.dark, after.light)
    taken = (enemy & ~enemy_after).bit_count()
    outcome = game.outcome(after)
    if outcome is not None and outcome.winner == side:
        return message("hint_wins")
    if taken:
        return message("hint_captures", count=taken)
    if game.rules.dux_lock_loses and _dux_freedom(game, enemy_after, own_after, after.dux) < _dux_freedom(
            game, enemy, own, state.dux):
        return message("hint_hems_dux")
    _, pairs, exposed = _grid_features(game, own, enemy, state.dux)
    _, pairs_after, exposed_after = _grid_features(game, own_after, enemy_after, after.dux)
    if exposed_after < exposed:
        return message("hint_saves")
    if state.hand is not None and pairs_after > pairs:
        return message("hint_pair")
    _, _, their_exposed = _grid_features(game, enemy_after, own_after, after.dux)
    _, _, their_exposed_before = _grid_features(game, enemy, own, state.dux)
    if their_exposed > their_exposed_before:
        return message("hint_threatens")
    if pairs_after > pairs:
        return message("hint_pair")
    return message("hint_best")


def _knossos_reason(game: KnossosGame, state: KnossosState, move: KnossosMove) -> Message:
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


def _patolli_reason(game: PatolliGame, state: PatolliState, move: PatolliMove) -> Message:
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
            (target_cell - c) % CELLS in (1, 2, 3, 4, 5) for c in their_cells):
        return message("hint_escapes")
    return message("hint_advances")


def reason(game: Game[Any, Any], state: Any, move: Any) -> Message:
    """Why ``move`` is a good move in ``state``, in one sentence (a ``Message``)."""
    if isinstance(game, CustodianGame):
        return _grid_reason(game, state, move)
    if move[0] == "pass":
        return message("race_no_move")
    if isinstance(game, KnossosGame):
        return _knossos_reason(game, state, move)
    assert isinstance(game, PatolliGame)  # the third family
    return _patolli_reason(game, state, move)
