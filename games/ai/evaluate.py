"""How good a position is for light, in points (a piece is worth about 100), for each game family (the registry,
``games.registry``, names each family's).

Every function is pure and cheap: the search calls it at every leaf.  Positive favours light.
"""

from __future__ import annotations

from games.core import DARK, LIGHT
from games.custodian import CustodianGame, GridState
from games.knossos import HOME_POSITION, ROUTE, SHARED_CELLS, KnossosGame, KnossosState
from games.patolli import CELLS, OFFERING_CELLS, PatolliGame, PatolliState, cell_of

PIECE = 100
BLOCKED_WORTH = 0.35
"""What a blocked piece (LSC-V1) is worth against a free one: it cannot move, encloses nothing and the enemy may
remove it at any turn, but it may yet be freed (when one of its enclosers is blocked, or steps away)."""


def _grid_features(game: CustodianGame, own: int, enemy: int, dux: int, blocked: int = 0) -> tuple[float, int, int]:
    """(pieces, pairs, exposed): own pieces (a ``blocked`` one worth ``BLOCKED_WORTH``), own pieces side by
    side, and own capturable free soldiers that have an enemy on one side and an empty square on the other
    along a rank or a file."""
    return _grid_features_and_room(game, own, enemy, dux, blocked)[:3]


def _grid_features_and_room(
    game: CustodianGame, own: int, enemy: int, dux: int, blocked: int = 0
) -> tuple[float, int, int, int]:
    """The features above and ``room``: one-square steps the free pieces have (a player who cannot move
    loses, and room to move is room to attack)."""
    geo, w = game.geo, game.rules.width
    empty = geo.full & ~(own | enemy)
    left_ok, right_ok = game._not_first_file, game._not_last_file
    pairs = ((own & right_ok) << 1 & own).bit_count() + ((own << w) & own).bit_count()
    stuck = own & blocked
    pieces = own.bit_count() - (1 - BLOCKED_WORTH) * stuck.bit_count()
    own &= ~stuck  # a blocked piece has no room, and is taken already rather than exposed
    enemy &= ~blocked  # LSC-V1 (b): a blocked enemy beside is no jaw: it waits to be removed
    capturable = own & ~dux if not game.rules.dux_capturable else own
    # an enemy beside and the square opposite it empty (on a rank: left/right; on a file: below/above)
    exposed = capturable & (
        (((enemy & right_ok) << 1) & ((empty & left_ok) >> 1))
        | (((enemy & left_ok) >> 1) & ((empty & right_ok) << 1))
        | ((enemy << w) & (empty >> w))
        | ((enemy >> w) & (empty << w))
    )
    room = (
        (((own & right_ok) << 1) & empty).bit_count()
        + (((own & left_ok) >> 1) & empty).bit_count()
        + ((own << w) & empty).bit_count()
        + ((own >> w) & empty).bit_count()
    )
    return pieces, pairs, exposed.bit_count(), room


def _dux_freedom(game: CustodianGame, own: int, enemy: int, dux: int) -> int:
    """Free squares beside the dux of ``own`` (LKO-05: none free, one an enemy, and it is lost)."""
    own_dux = own & dux
    if not own_dux:
        return 0
    near = game.geo.neighbours[own_dux.bit_length() - 1]
    return (near & ~(own | enemy)).bit_count()


def evaluate_grid(game: CustodianGame, state: GridState) -> float:
    """Material first; then pairs (which cannot be pinced along their line), exposed soldiers, and in
    Kowalski's game the freedom of each dux."""
    score = 0.0
    for side, own, enemy in ((LIGHT, state.light, state.dark), (DARK, state.dark, state.light)):
        pieces, pairs, exposed, room = _grid_features_and_room(game, own, enemy, state.dux, state.blocked)
        if state.hand is not None:
            pieces += state.hand[0] + state.hand[1] if side == LIGHT else state.hand[2] + state.hand[3]
        value = PIECE * pieces + 6 * pairs - (35 if state.side != side else 12) * exposed + 2 * room
        if game.rules.dux_lock_loses:
            value += 15 * min(_dux_freedom(game, own, enemy, state.dux), 3)
        score += value if side == LIGHT else -value
    return score


def evaluate_knossos(game: KnossosGame, state: KnossosState) -> float:
    """Distance travelled (pieces home count extra), plus a little for every opponent piece that one of
    ours holds back by standing on a single-colour cell just ahead of it (KNO-10)."""
    score = 0.0
    for side, own, theirs in ((LIGHT, state.light, state.dark), (DARK, state.dark, state.light)):
        value = 10 * sum(own) + 25 * sum(1 for p in own if p == HOME_POSITION)
        held = {ROUTE[p] for p in own} - SHARED_CELLS
        for p in theirs:
            if p < HOME_POSITION and ROUTE[min(p + 1, HOME_POSITION)] in held:
                value += 8
                if ROUTE[min(p + 2, HOME_POSITION)] in held:
                    value += 20  # a wall of two cells: no throw passes it
        score += value if side == LIGHT else -value
    return score


def _patolli_side(state: PatolliState, side: int) -> tuple[tuple[int, ...], int, int]:
    return (
        (state.light, state.light_reserve, state.light_off)
        if side == LIGHT
        else (state.dark, state.dark_reserve, state.dark_off)
    )


def evaluate_patolli(game: PatolliGame, state: PatolliState) -> float:
    """Progress round the board, pieces off, pieces stuck in reserve (they need a 1), the stakes, and
    the danger of standing 1..5 cells ahead of an opponent's piece."""
    score = 0.0
    for side in (LIGHT, DARK):
        own, reserve, off = _patolli_side(state, side)
        theirs = _patolli_side(state, 1 - side)[0]
        value: float = 2 * sum(own) + 150 * off - 20 * reserve
        their_cells = {cell_of(1 - side, p) for p in theirs}
        for p in own:
            cell = cell_of(side, p)
            if any((cell - c) % CELLS in (1, 2, 3, 4, 5) for c in their_cells):
                value -= 0.3 * (2 * p + 20)  # roughly: the chance of being hit times what is lost
            if cell in OFFERING_CELLS:
                value -= 1
        if state.stakes is not None:
            value += 40 * state.stakes[side]
        score += value if side == LIGHT else -value
    return score


MASTER_ROOM = 3
"""Points per one-square step the pieces have (the plain evaluation gives 2)."""
MASTER_CONTACT = 4
"""Points per enemy piece in touch with one of ours, once the pieces move."""


def evaluate_grid_master(game: CustodianGame, state: GridState) -> float:
    """The grid evaluation for the Master, whose search plays out the captures pending at its horizon
    (``games.ai.tactics``): more weight on room to move, and points for every enemy piece in touch
    with one of ours (the opponent's the same way), so that a few pieces pressing on many draw the
    Master into contact, where captures are made, instead of the safe waiting that ends the game
    drawn by the quiet count."""
    score = 0.0
    w, first_ok, last_ok = game.rules.width, game._not_first_file, game._not_last_file
    movement = state.hand is None
    for side, own, enemy in ((LIGHT, state.light, state.dark), (DARK, state.dark, state.light)):
        pieces, pairs, exposed, room = _grid_features_and_room(game, own, enemy, state.dux, state.blocked)
        if not movement:
            assert state.hand is not None  # during a placement
            pieces += state.hand[0] + state.hand[1] if side == LIGHT else state.hand[2] + state.hand[3]
        value = PIECE * pieces + 6 * pairs - (35 if state.side != side else 12) * exposed + MASTER_ROOM * room
        if game.rules.dux_lock_loses:
            value += 15 * min(_dux_freedom(game, own, enemy, state.dux), 3)
        if movement:
            near = ((own & last_ok) << 1) | ((own & first_ok) >> 1) | (own << w) | (own >> w)
            value += MASTER_CONTACT * (near & enemy).bit_count()
        score += value if side == LIGHT else -value
    return score


def grid_drawish(game: CustodianGame, state: GridState) -> float:
    """How near a grid game is to a draw by the quiet count (PET-10, LBE-09): the share of the count gone, while
    the pieces are level (were they not, the count would end it with a winner); 0 during a placement."""
    if state.hand is not None or state.light.bit_count() != state.dark.bit_count():
        return 0.0
    return state.quiet / game.rules.quiet_limit
