"""Move-count regression (perft): leaf positions after 1-6 plies from fixed positions of every rule set.

The grid counts in data/move_counts.tsv were checked against tests/support/reference_custodian.py to depth 2
when they were written.  In the race games a throw is a ply of its own: at a position waiting for a
throw the legal moves are the throws, each counted once (the chance node), so the counts also pin what
each throw allows.  A change in any count means the rules engine changed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from games import RULE_SETS, get_game

ROWS = [
    line.split("\t")
    for line in (Path(__file__).parent / "data" / "move_counts.tsv").read_text().splitlines()
    if line and not line.startswith("#")
]


def perft(game, state, depth: int) -> int:
    """How many move sequences of length ``depth`` the position has."""
    moves = game.legal_moves(state)
    if depth == 1:
        return len(moves)
    return sum(perft(game, game.apply(state, m), depth - 1) for m in moves)


def test_every_rule_set_has_fixed_positions_from_the_start_and_from_the_middle():
    for rules in RULE_SETS:
        game = get_game(rules)
        positions = {row[1] for row in ROWS if row[0] == rules}
        assert game.format_position(game.initial_state()) in positions and len(positions) >= 3, rules


@pytest.mark.parametrize("rules, position, depth, count", ROWS, ids=[f"{r[0]}-{i}" for i, r in enumerate(ROWS)])
def test_move_counts(rules, position, depth, count):
    game = get_game(rules)
    assert perft(game, game.parse_position(position), int(depth)) == int(count)
