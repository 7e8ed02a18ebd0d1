"""Seeded random games of the grid rule sets, played once per test session and shared by the suites."""

from __future__ import annotations

import random
from functools import cache

from games import GRID_RULE_SETS, get_game

GAMES_PER_RULE_SET = 60  # 240 games in all (the race games have theirs in tests/race)


@cache
def random_game(rules: str, seed: int) -> tuple[tuple, ...]:
    """((state, move), ..., (final state, None)): a whole game of uniformly random legal moves."""
    game, rng = get_game(rules), random.Random(f"{rules}-{seed}")
    state, plies = game.initial_state(), []
    while game.outcome(state) is None:
        move = rng.choice(game.legal_moves(state))
        plies.append((state, move))
        state = game.apply(state, move)
    plies.append((state, None))
    return tuple(plies)


def all_games(per_rule_set: int = GAMES_PER_RULE_SET):
    """Yield (rules, seed, game record) for every rule set."""
    for rules in GRID_RULE_SETS:
        for seed in range(per_rule_set):
            yield rules, seed, random_game(rules, seed)
