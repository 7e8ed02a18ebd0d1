"""Why a move is refused: one sentence for a learner, naming the clause it breaks.

The user interface shows these messages as they are; it never writes its own rules text.
"""

from __future__ import annotations

from games.core import Message, message
from games.custodian.state import GridEngine, GridMove, GridState, is_removal


def _side_of(state: GridState, sq: int) -> int | None:
    bit = 1 << sq
    if state.light & bit:
        return 0
    if state.dark & bit:
        return 1
    return None


def explain_pick(game: GridEngine, state: GridState, sq: int) -> Message | None:
    """Why the piece on ``sq`` cannot be picked up to move, or None if it has a legal move."""
    name = game.geo.names[sq]
    if game.outcome(state) is not None:
        return message("game_over")
    if state.hand is not None:
        return message("place_occupied", game.rules.clause("placement"), square=name)
    owner = _side_of(state, sq)
    if owner is None:
        return message("no_piece", square=name)
    if owner != state.side:
        return message(
            "not_your_piece", game.rules.clause("first"), square=name, side=state.side, **game.rules.borrowed("first")
        )
    if state.captor is not None and sq != state.captor:  # LBE-V2
        return message("captor_moves", game.rules.clause("captor_moves"), square=game.geo.names[state.captor])
    if state.blocked >> sq & 1:  # LSC-V1
        return message("blocked_piece", game.rules.clause("two_stage"), square=name)
    if not any(m[0] == sq for m in game.legal_moves(state)):
        return message("piece_stuck", game.rules.clause("move"), square=name)
    return None


def explain_click(game: GridEngine, state: GridState, sq: int) -> Message | None:
    """Why a click on the piece on ``sq`` does nothing: as ``explain_pick``, except that with LSC-V1 a click on an
    enemy piece between two of one's own, one of them blocked, is read as a removal and refused as one (c)."""
    if game.rules.two_stage_capture and state.hand is None and _side_of(state, sq) == 1 - state.side:
        jaw = _blocked_jaw(game, state, sq)
        if jaw is not None and game.outcome(state) is None:
            names = game.geo.names
            return message("remove_jaw_blocked", game.rules.clause("two_stage"), square=names[sq], jaw=names[jaw])
    return explain_pick(game, state, sq)


def _straight(game: GridEngine, a: int, b: int) -> tuple[int, int, int] | None:
    """(file step, rank step, distance) from ``a`` to ``b`` if they share a rank or a file."""
    w = game.rules.width
    df, dr = b % w - a % w, b // w - a // w
    if df and dr or not (df or dr):
        return None
    dist = abs(df) + abs(dr)
    return (df // dist, dr // dist, dist)


def _explain_hops(game: GridEngine, state: GridState, move: GridMove) -> Message | None:
    """LSC-03/LSC-04: every hop of a chain jumps one piece onto a fresh empty square."""
    rules, names, w = game.rules, game.geo.names, game.rules.width
    occ = (state.light | state.dark) & ~(1 << move[0])
    visited = {move[0]}
    for a, b in zip(move, move[1:], strict=False):
        line = _straight(game, a, b)
        if line is None:
            return message("not_straight", rules.clause("move"), square=names[b])
        df, dr, dist = line
        if dist == 1 and len(move) > 2:
            return message("chain_no_step", rules.clause("chain"))
        if dist > 2 or (dist == 2 and not rules.chain_jumps):
            return message("one_square", rules.clause("move"))
        if b in visited:
            return message("chain_revisit", rules.clause("chain"), square=names[b])
        if occ >> b & 1:
            return message("target_occupied", rules.clause("move"), square=names[b])
        if dist == 2 and not occ >> (a + df + dr * w) & 1:
            return message("jump_needs_piece", rules.clause("jump"), square=names[a + df + dr * w])
        visited.add(b)
    return None


def _own(state: GridState) -> int:
    return state.light if state.side == 0 else state.dark


def _blocked_jaw(game: GridEngine, state: GridState, sq: int) -> int | None:
    """LSC-V1 (b), (c), (d): a blocked piece of the side to move that, with another piece of that side on the far
    side of ``sq`` along a rank or a file, would enclose the enemy piece on ``sq`` were it free; None if none."""
    own = _own(state)
    for a, b in game.geo.flanks[sq]:
        if own & a and own & b and state.blocked & (a | b):
            return (a if state.blocked & a else b).bit_length() - 1
    return None


def _explain_removal(game: GridEngine, state: GridState, sq: int) -> Message:
    """LSC-V1: only a blocked enemy piece is removed in place of a move (and only with the switch on), and (c)
    only while both pieces enclosing it are free."""
    rules, name = game.rules, game.geo.names[sq]
    if not rules.two_stage_capture:
        return message("remove_needs_switch", rules.clause("capture"), **rules.borrowed("capture"))
    owner = _side_of(state, sq)
    if owner is None:
        return message("remove_nothing", rules.clause("two_stage"), square=name)
    if owner == state.side:
        return message("remove_own", rules.clause("two_stage"), square=name)
    jaw = _blocked_jaw(game, state, sq)
    if jaw is not None:  # (d) freed when its encloser was blocked, or (b) never blocked by a blocked jaw
        return message("remove_jaw_blocked", rules.clause("two_stage"), square=name, jaw=game.geo.names[jaw])
    return message("remove_not_blocked", rules.clause("two_stage"), square=name)


def _stop_jaw_blocked(game: GridEngine, state: GridState, move: GridMove) -> int | None:
    """LSC-V1 (b): the blocked piece of the mover that would have been the far jaw of a block made where ``move``
    stops, had it been free; None if there is none."""
    t, own, enemy = move[-1], _own(state), state.dark if state.side == 0 else state.light
    for _n1, b1, n2, b2 in game.geo.lines[t]:
        if enemy & b1 and not state.blocked & b1 and own & state.blocked & b2:
            return n2
    return None


def explain_move(game: GridEngine, state: GridState, move: GridMove) -> Message | None:
    """Why ``move`` cannot be played in ``state``, or None if it is legal."""
    if move in game.legal_moves(state):
        return None
    rules, names = game.rules, game.geo.names
    if game.outcome(state) is not None:
        return message("game_over")
    if state.hand is not None:
        if len(move) != 1:
            return message("place_not_move", rules.clause("placement"))
        return message("place_occupied", rules.clause("placement"), square=names[move[0]])
    if len(move) == 1:
        return message("all_placed", rules.clause("move"))
    if is_removal(move):
        return _explain_removal(game, state, move[0])
    picked = explain_pick(game, state, move[0])
    if picked is not None and picked.code != "piece_stuck":
        return picked
    f, t = move[0], move[-1]
    if len(move) > 2 and not rules.chain_jumps:
        return message("one_move_only", rules.clause("move"))
    if len(move) == 2:
        line = _straight(game, f, t)
        if line is None:
            return message("not_straight", rules.clause("move"), square=names[t])
        df, dr, dist = line
        occ = state.light | state.dark
        if occ >> t & 1:
            return message("target_occupied", rules.clause("move"), square=names[t])
        between = [f + (df + dr * rules.width) * k for k in range(1, dist)]
        if rules.rook_moves:
            blocker = next((s for s in between if occ >> s & 1), None)
            if blocker is not None:
                return message("path_blocked", rules.clause("move"), square=names[blocker])
        elif dist == 2 and rules.dux_jumps_enemy:
            enemy = state.dark if state.side == 0 else state.light
            if not state.dux >> f & 1:  # a soldier steps (LBE-04); only the dux jumps (LBE-05)
                return message("soldier_steps", rules.clause("move"))
            if not enemy >> between[0] & 1:
                return message("dux_jumps_enemy", rules.clause("dux_jump"), square=names[between[0]])
        elif dist >= 2 and not rules.chain_jumps:
            return message("one_square", rules.clause("move"))
    if rules.chain_jumps:
        hop = _explain_hops(game, state, move)
        if hop is not None:
            return hop
    if rules.stop_between_only_if_capturing:  # LSC-06; with LSC-V1 (e) the move must block
        if not rules.two_stage_capture:
            return message("stop_between", rules.clause("stop_between"), square=names[t])
        jaw = _stop_jaw_blocked(game, state, move)
        if jaw is not None:  # LSC-V1 (b): a blocked piece is never a jaw
            return message("stop_between_jaw_blocked", rules.clause("two_stage"), square=names[t], jaw=names[jaw])
        return message("stop_between_block", rules.clause("stop_between"), square=names[t])
    if rules.dux_lock_loses:
        return message("self_lock", rules.clause("dux_lock"))
    return message("illegal")
