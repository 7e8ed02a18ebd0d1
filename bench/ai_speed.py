"""Time per move of each computer level, on positions taken from seeded random games.

    python -m bench.ai_speed [--positions 30] [--rules petteia ...] [--json]

For every rule set it plays seeded random games, keeps ``--positions`` positions where a player has a
real choice (more than one legal move), and times ``choose_move`` at each level on each of them,
printing the median and the 95th percentile in seconds.  Run it on a quiet machine: it measures time.
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import time
from typing import Any

from bench.arena import _p95
from games import RULE_SETS, get_game
from games.ai.opponent import LEVELS, choose_move
from games.chance import throw_from
from games.core import CHANCE


def sample_positions(rules: str, count: int, seed: int = 1) -> list[Any]:
    """``count`` positions with a real choice, spread over seeded random games."""
    game, rng = get_game(rules), random.Random(f"positions-{rules}-{seed}")
    found: list[Any] = []
    while len(found) < count:
        state = game.initial_state()
        while game.outcome(state) is None and len(found) < count:
            if game.to_move(state) == CHANCE:
                state = game.apply(state, throw_from(game.chance_outcomes(state), rng.random()))
                continue
            moves = game.legal_moves(state)
            if len(moves) > 1 and rng.random() < 0.1:
                found.append(state)
            state = game.apply(state, rng.choice(moves))
    return found


def main(argv: list[str] | None = None) -> None:
    """Measure and print a table (or, with --json, one JSON object)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--positions", type=int, default=30)
    parser.add_argument("--rules", nargs="*", choices=RULE_SETS, default=list(RULE_SETS))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    table = {}
    for rules in args.rules:
        game = get_game(rules)
        positions = sample_positions(rules, args.positions)
        for level in LEVELS:
            times = []
            for i, state in enumerate(positions):
                start = time.perf_counter()
                choose_move(game, state, level, random.Random(i))
                times.append(time.perf_counter() - start)
            table[f"{rules} {level}"] = {
                "median_s": statistics.median(times),
                "p95_s": _p95(times),
                "max_s": max(times),
            }
    if args.json:
        print(json.dumps(table, indent=1))
        return
    print(f"{'rule set':<22}{'level':<9}{'median s':>10}{'p95 s':>8}{'max s':>8}")
    for key, row in table.items():
        rules, level = key.split(" ")
        print(f"{rules:<22}{level:<9}{row['median_s']:>10.3f}{row['p95_s']:>8.3f}{row['max_s']:>8.3f}")


if __name__ == "__main__":
    main()
