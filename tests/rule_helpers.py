"""Small helpers for the rule-clause tests of every rule set, grid and race.

Every helper takes the rule-set name and positions written in the notation of ``docs/notation.md``,
so that each test reads as: a position, a move, the position that must follow.

(It lives beside, not inside, ``tests/games``, which has no ``__init__.py``: a package ``tests/games``
imported under the name ``games`` would hide the real ``games`` package.)
"""

from __future__ import annotations

import pytest

from games import get_game
from games.core import IllegalMoveError


def legal(rules: str, position: str) -> set[str]:
    """Every legal move of ``position``, as move strings."""
    g = get_game(rules)
    state = g.parse_position(position)
    return {g.format_move(m) for m in g.legal_moves(state)}


def moves_from(rules: str, position: str, square: str) -> set[str]:
    """The legal moves of the piece on ``square``."""
    return {m for m in legal(rules, position) if m.lstrip("@").split("-")[0] == square}


def play(rules: str, position: str, *moves: str) -> str:
    """The position after playing ``moves`` one after the other (each must be legal)."""
    g = get_game(rules)
    state = g.parse_position(position)
    for text in moves:
        assert g.explain(state, text) is None, f"{text} refused in {g.format_position(state)}"
        state = g.apply(state, g.parse_move(state, text))
    return g.format_position(state)


def status(rules: str, position: str) -> tuple[str, str | None] | None:
    """None while the game goes on, else (``light``/``dark``/``draw``, clause of the reason)."""
    g = get_game(rules)
    state = g.parse_position(position)
    outcome = g.outcome(state)
    if outcome is None:
        return None
    return outcome.status, outcome.reason.clause


def refused(rules: str, position: str, move: str) -> str | None:
    """Check that ``move`` is refused in ``position`` and return the clause the refusal names.

    The move is not legal, parsing it raises an ``IllegalMoveError`` that names the same clause as
    ``explain``, and the explanation is worded in both languages, naming its clause when it has one
    (a throw when none is due has none).
    """
    g = get_game(rules)
    state = g.parse_position(position)
    assert move not in legal(rules, position)
    with pytest.raises(IllegalMoveError) as error:
        g.parse_move(state, move)
    why = g.explain(state, move)
    assert why is not None, f"{move} explained as legal"
    assert error.value.msg.clause == why.clause
    for lang in ("en", "ru"):
        text = why.text(lang)
        assert text and (why.clause is None or why.clause in text)
    return why.clause


def board(rules: str, position: str) -> str:
    """The ascii drawing of a position (handy in assertion messages)."""
    g = get_game(rules)
    return g.ascii(g.parse_position(position))
