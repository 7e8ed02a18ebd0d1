"""Seeded random games of every rule set, played once per test session and shared by the suites.

Moves are chosen with ``rng.choice`` among the legal moves; throws are drawn from their exact chances
with ``games.chance.throw_from``, so every game is reproducible from (rules, seed).
"""

from __future__ import annotations

import random
from functools import cache
from typing import Any

from games import get_game
from games.chance import throw_from
from games.selfplay import generator, playout

PLY_CAP = 20_000
"""No game of any rule set has come near this; reaching it is a failure (a game that never ends)."""


@cache
def random_game(rules: str, seed: int) -> tuple[tuple[Any, Any], ...]:
    """((state, move), ..., (final state, None)): a whole game of uniformly random legal moves and fair throws."""
    game, rng = get_game(rules), random.Random(f"{rules}-{seed}")
    state, plies = game.initial_state(), []
    while game.outcome(state) is None:
        if len(plies) >= PLY_CAP:
            raise AssertionError(f"{rules} seed {seed}: no end after {PLY_CAP} plies: {game.format_position(state)}")
        chances = game.chance_outcomes(state)
        move = throw_from(chances, rng.random()) if chances else rng.choice(game.legal_moves(state))
        plies.append((state, move))
        state = game.apply(state, move)
    plies.append((state, None))
    return tuple(plies)


def throws_due_near_the_end(rules: str, games: int, before: int) -> list[Any]:
    """Of each of ``games`` random games of a race game (``games.selfplay``'s seeded playouts), the position where a
    throw is due ``before`` turns from its end (its first, in a shorter game)."""
    game, found = get_game(rules), []
    for index in range(games):
        due = [state for state, move, _ in playout(game, "random", generator(11, index)) if move[0] == "throw"]
        found.append(due[-before] if len(due) >= before else due[0])
    return found
