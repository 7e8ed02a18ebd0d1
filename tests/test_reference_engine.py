"""The bitboard engine against a plain square-by-square reimplementation, move for move."""

from __future__ import annotations

import pytest

from games import GRID_RULE_SETS, get_game
from tests.random_games import random_game
from tests.support import reference_custodian as ref
from tests.support.tiers import seeds_in_tiers

GAMES = 12
"""Random games per rule set checked move for move (the fast tier the first ``FAST_GAMES``, the ``slow`` tests the
rest)."""
FAST_GAMES = 3


@pytest.mark.parametrize(
    ("rules", "seeds"),
    seeds_in_tiers(dict.fromkeys((*GRID_RULE_SETS, "latrunculi-schadler+LSC-V1"), GAMES), FAST_GAMES),
)
def test_legal_moves_and_results_match_the_reference(rules, seeds):
    game = get_game(rules)
    for seed in seeds:
        for state, move in random_game(rules, seed):
            if move is None:
                break
            text = game.format_position(state)
            assert {game.format_move(m) for m in game.legal_moves(state)} == ref.legal_moves(game.rules, text), text
            if state.hand is None:
                side = "l" if state.side == 0 else "d"
                path = [_square(game, s) for s in move]
                expected = ref.after(game.rules, ref.board_of(game.rules, text), side, path)
                got = ref.board_of(game.rules, game.format_position(game.apply(state, move)))
                assert got == expected, (text, game.format_move(move))


def _square(game, sq: int) -> tuple[int, int]:
    return sq % game.rules.width, sq // game.rules.width
