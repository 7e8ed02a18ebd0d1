"""Move-count regression (perft): leaf positions after 1-3 plies from fixed positions of every preset.

The counts in data/move_counts.tsv were checked against bench/reference_custodian.py to depth 2 when
they were written; a change in any of them means the rules engine changed.
"""

from __future__ import annotations

from pathlib import Path

import pytest

from games import get_game

ROWS = [line.split("\t") for line in (Path(__file__).parent / "data" / "move_counts.tsv").read_text().splitlines()
        if line and not line.startswith("#")]


def perft(game, state, depth: int) -> int:
    """How many move sequences of length ``depth`` the position has."""
    moves = game.legal_moves(state)
    if depth == 1:
        return len(moves)
    return sum(perft(game, game.apply(state, m), depth - 1) for m in moves)


def test_every_preset_has_fixed_positions():
    assert {row[0] for row in ROWS} == {"petteia", "latrunculi-kowalski", "latrunculi-bell", "latrunculi-schadler"}


@pytest.mark.parametrize("rules, position, depth, count", ROWS, ids=[f"{r[0]}-{i}" for i, r in enumerate(ROWS)])
def test_move_counts(rules, position, depth, count):
    game = get_game(rules)
    assert perft(game, game.parse_position(position), int(depth)) == int(count)
