"""Captures of the custodian (grid) games, found cheaply for the Master's search.

``capture_squares`` finds, with a few shifts, the empty squares where a piece of the side to move
would pince an enemy piece (PET-04; LKO-06 in the corners); only the moves arriving there are tried.
The Master's search uses this to try captures first (move ordering) and, at the end of its horizon,
to play out the captures still pending (a quiescence search), so that it does not stop in the middle
of an exchange.
"""

from __future__ import annotations

from collections.abc import Iterator
from functools import cache

from games.core import LIGHT
from games.custodian import CustodianGame, GridState
from games.custodian.geometry import iter_bits
from games.custodian.state import GridMove, is_removal


def capture_squares(game: CustodianGame, own: int, enemy: int, dux: int, blocked: int = 0) -> int:
    """Empty squares where a piece of ``own`` arriving would capture an enemy piece along a rank or a
    file (the other jaw already there), plus the squares beside a corner that would take its soldier.
    LSC-V1: capture there means block, so the enemy pieces ``blocked`` already do not count, and (b) only
    free pieces of ``own`` are jaws."""
    geo, w = game.geo, game.rules.width
    full = geo.full
    empty = full & ~(own | enemy)
    caught = (enemy & ~dux if not game.rules.dux_capturable else enemy) & ~blocked
    own &= ~blocked
    first_ok, last_ok = game._not_first_file, game._not_last_file
    squares = (
        (((((own & first_ok) >> 1) & caught) & first_ok) >> 1)  # jaw east of the victim, arrive west
        | (((((own & last_ok) << 1) & caught) & last_ok) << 1)  # jaw west, arrive east
        | (((own >> w) & caught) >> w)  # jaw north, arrive south
        | (((own << w) & caught) << w)  # jaw south, arrive north
    ) & empty
    if game.rules.corner_capture:
        for t in _corner_neighbours(game):
            if empty >> t & 1:
                for _c, cb, ob in geo.corners[t]:
                    if caught & cb and own & ob:
                        squares |= 1 << t
    return squares


@cache
def _corner_neighbours(game: CustodianGame) -> tuple[int, ...]:
    """The squares beside a corner (LKO-06)."""
    return tuple(t for t, corners in enumerate(game.geo.corners) if corners)


def _sides(state: GridState) -> tuple[int, int]:
    return (state.light, state.dark) if state.side == LIGHT else (state.dark, state.light)


def capture_successors(game: CustodianGame, state: GridState) -> list[tuple[GridMove, GridState]]:
    """(move, next position) of legal moves of the side to move that capture; empty during placement
    (nothing is captured then) and when no square offers a capture.  With LSC-V1 a move that blocks an
    enemy piece counts, and so does the removal of a blocked one (listed first).

    Quick rather than complete: every capture by a step or a slide is listed, but a chain of jumps
    (LSC-04) and the dux's jump (LBE-05) only where no step reaches the same square.
    """
    if state.hand is not None:
        return []
    own, enemy = _sides(state)
    removals = [(sq, sq) for sq in iter_bits(game.removable(own, enemy, state.blocked))] if state.blocked else []
    squares = capture_squares(game, own, enemy, state.dux, state.blocked)
    if not squares and not removals:
        return []
    geo = game.geo
    occ = own | enemy
    free = own & ~state.blocked  # LSC-V1: a blocked piece does not move
    moves: list[GridMove] = list(removals)
    if game.rules.rook_moves:
        for t in iter_bits(squares):
            moves.extend((f, t) for f in _slide_sources(game, free, occ, t))
        if moves and game.rules.dux_lock_loses:
            legal = set(game._legal(state))
            moves = [m for m in moves if m in legal]
    else:
        neighbours = geo.neighbours
        stepped = 0
        for t in iter_bits(squares):
            sources = neighbours[t] & free
            if sources:
                stepped |= 1 << t
                moves.extend((f, t) for f in iter_bits(sources))
        rest = squares & ~stepped
        if rest and game.rules.chain_jumps:  # LSC-04: only where a chain of jumps may land
            rest &= _jumps(game, own, occ, geo.full & ~occ)
            if rest:
                moves.extend(m for m in game._legal(state) if rest >> m[-1] & 1)
        elif rest and game.rules.dux_jumps_enemy and free & state.dux:  # LBE-05: over an enemy, behind it
            d = (free & state.dux).bit_length() - 1
            moves.extend((d, n2) for _n1, b1, n2, b2 in geo.lines[d] if enemy & b1 and rest & b2)
    found = []
    before = enemy.bit_count()
    held = (enemy & state.blocked).bit_count()
    play = game._play
    for move in moves:
        child = play(state, move)
        enemy_after = child.dark if state.side == LIGHT else child.light
        if enemy_after.bit_count() < before or (enemy_after & child.blocked).bit_count() > held:
            found.append((move, child))
    return found


def ordered_successors(game: CustodianGame, state: GridState) -> Iterator[tuple[GridMove, GridState]]:
    """Every (move, next position), the moves that may capture first (LSC-V1: removals, then blocks)."""
    moves = game._legal(state)
    if state.hand is None:
        own, enemy = _sides(state)
        squares = capture_squares(game, own, enemy, state.dux, state.blocked)
        if squares or state.blocked:
            first = [m for m in moves if is_removal(m) or squares >> m[-1] & 1]
            chosen = set(first)
            moves = sorted(first, key=is_removal, reverse=True) + [m for m in moves if m not in chosen]
    play = game._play
    for move in moves:
        yield move, play(state, move)


def _jumps(game: CustodianGame, own: int, occ: int, empty: int) -> int:
    """Empty squares a piece of ``own`` lands on by a jump or a chain of jumps (LSC-03/04), counted
    generously: a chain may seem to land where it has already been."""
    w = game.rules.width
    east_ok, west_ok = game._jump_east_from, game._jump_west_from
    frontier, landed = own, 0
    while frontier:
        frontier = (
            (((frontier << w) & occ) << w)
            | (((frontier >> w) & occ) >> w)
            | ((((frontier & east_ok) << 1) & occ) << 1)
            | ((((frontier & west_ok) >> 1) & occ) >> 1)
        )
        frontier &= empty & ~landed
        landed |= frontier
    return landed


def _slide_sources(game: CustodianGame, own: int, occ: int, t: int) -> list[int]:
    """The squares of the pieces of ``own`` that slide to ``t`` along a rank or a file (PET-03, LKO-02)."""
    w, h = game.rules.width, game.rules.height
    f, r = t % w, t // w
    found = []
    for df, dr in ((1, 0), (-1, 0), (0, 1), (0, -1)):
        x, y = f + df, r + dr
        while 0 <= x < w and 0 <= y < h:
            sq = y * w + x
            if occ >> sq & 1:
                if own >> sq & 1:
                    found.append(sq)
                break
            x, y = x + df, y + dr
    return found
