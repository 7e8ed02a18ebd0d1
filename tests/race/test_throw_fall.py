"""The app throws by letting each coin or bean fall; the value of a fall is a legal throw of the engine,
and falls give the throw chances of the rules (chi-square goodness of fit, fixed seed)."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from games import get_game
from games.chance import throw_chances, throw_fall

CHI2_999 = {2: 13.816, 5: 20.515}  # 0.999 quantiles of chi-square with 2 and 5 degrees of freedom


@pytest.mark.parametrize("rules", ["knossos", "patolli"])
def test_every_fall_gives_a_legal_throw_with_the_rules_chances(rules):
    game = get_game(rules)
    start, rng = game.initial_state(), random.Random(2026)
    legal = game.legal_moves(start)
    counts: Counter = Counter()
    n = 20_000
    for _ in range(n):
        fall = throw_fall(game.device, rng.random)
        assert len(fall) == game.device.count
        move = game.throw_move(fall)
        assert move in legal
        counts[move] += 1
    expected = {move: n * p for move, p in game.chance_outcomes(start)}
    chi2 = sum((counts[m] - e) ** 2 / e for m, e in expected.items())
    assert chi2 < CHI2_999[len(expected) - 1]
    assert set(expected) == {
        ("throw", *v) if isinstance(v, tuple) else ("throw", v) for v, _ in throw_chances(game.device)
    }
