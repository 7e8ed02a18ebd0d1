"""For every rule set a position and a move in it made by two clicks (the piece, then its target): what the
browser tests play by mouse and by touch on one grid and one race rule set, and the AppTest plays on all."""

from __future__ import annotations

from games import get_game

MOVES: dict[str, tuple[str | None, tuple[str, str]]] = {
    "petteia": (None, ("c1", "c5")),
    "latrunculi-kowalski": (None, ("c1", "c5")),
    "latrunculi-bell": ("p7/8/8/8/8/8/8/3P4 l 0 -", ("d1", "d2")),
    "latrunculi-schadler": ("pp6/8/8/8/8/8/8/2PP4 l 0 -", ("d1", "d2")),
    "knossos": ("0,0,0,0,0 0,0,0,0,0 l 2,1 0", ("19", "11")),
    "patolli": ("r,r,r,r,r,r r,r,r,r,r,r l 1 6,6,0", ("reserve:l", "0")),
    "patolli-family": ("r,r,r,r,r,r r,r,r,r,r,r l 1 -", ("reserve:l", "0")),
    "patolli-quick": ("r,r,r r,r,r l 1 6,6,0", ("reserve:l", "0")),
}
"""For every rule set a position (None: the start) and a move in it, by the two places it touches."""


def two_click_move(rules: str) -> tuple[str, tuple[str, str], str]:
    """(position, the move's two places, the position after it) for ``rules``, worked out by the engine."""
    game = get_game(rules)
    position_text, places = MOVES[rules]
    state = game.parse_position(position_text) if position_text else game.initial_state()
    [move] = [m for m in game.moves(state) if m.places == places][:1]
    return game.format_position(state), places, game.format_position(game.apply(state, move.raw))
