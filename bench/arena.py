"""Matches between the computer's levels, with fixed seeds and alternating sides.

    python -m bench.arena [--games 40] [--rules petteia ...] [--pairs master:novice master:club]
                          [--workers 2] [--json]

For every rule set and pair of levels it plays ``--games`` games (the first level takes light in the
even games, dark in the odd ones), throws drawn from a seeded generator of their own, and prints the
first level's win, draw and loss rates with a 95% Wilson interval on the win rate, and the time per
move of each level (median and 95th percentile).  The searches have no safety net of seconds here: the number
of positions alone ends them, so a loaded machine slows a match down but changes none of its moves.

Besides the app's levels (``games.ai.opponent.LEVELS``) it knows one of its own, ``oracle``: the Master's
search, but knowing the coming throws (it reads them ahead from the game's generator of throws), so that
every chance node of its search has one child, the throw that will come, instead of the average over all
of them.  No player can do better than knowing the dice, so ``oracle:club`` in a race game is an upper
bound on what any level can win against Club there: the rest is luck.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import statistics
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from typing import Any

from games import RULE_SETS, get_game
from games.ai.opponent import choose_move
from games.ai.search import best_move
from games.chance import throw_from
from games.core import CHANCE, Game
from games.registry import family_of

ORACLE = "oracle"
"""The bench's own level: the Master knowing the coming throws (an upper bound, never in the app)."""
FORESIGHT = 64
"""How many coming throws the oracle reads ahead: more than its search reaches."""


def oracle_move(game: Game[Any, Any], state: Any, dice: random.Random, rng: random.Random) -> Any:
    """The Master's move when it knows the next ``FORESIGHT`` throws: read from a copy of ``dice``, the
    generator the game's throws come from, which is left as it was."""
    ahead = random.Random()
    ahead.setstate(dice.getstate())
    moves = game.legal_moves(state)
    if len(moves) == 1:
        return moves[0]
    plan = family_of(game).levels["master"]
    move, _, _ = best_move(
        game,
        state,
        plan.evaluate,
        plan.nodes,
        math.inf,
        max_depth=plan.depth,
        tie_break=rng.choice,
        captures=plan.captures,
        successors=plan.successors,
        throws=[ahead.random() for _ in range(FORESIGHT)],
        contempt=plan.contempt,
        drawish=plan.drawish,
    )
    return move


def play_game(rules: str, light: str, dark: str, seed: int) -> tuple[int | None, dict[str, list[float]]]:
    """One game between two levels; returns the winner (0, 1 or None) and each level's move times.  The
    throws come from a generator of their own, so that the oracle can read them ahead."""
    game, rng = get_game(rules), random.Random(f"arena-{rules}-{seed}")
    dice = random.Random(f"arena-throws-{rules}-{seed}")
    state = game.initial_state()
    times: dict[str, list[float]] = {light: [], dark: []}
    while (outcome := game.outcome(state)) is None:
        if game.to_move(state) == CHANCE:
            state = game.apply(state, throw_from(game.chance_outcomes(state), dice.random()))
            continue
        level = light if game.turn(state).side == 0 else dark
        start = time.perf_counter()
        move = (
            oracle_move(game, state, dice, rng)
            if level == ORACLE
            else choose_move(game, state, level, rng, seconds=math.inf)
        )
        if len(game.legal_moves(state)) > 1:
            times[level].append(time.perf_counter() - start)
        state = game.apply(state, move)
    return outcome.winner, times


def _one(job: tuple[str, str, str, int]) -> tuple[str, str, str, int, int, dict[str, list[float]]]:
    rules, first, second, seed = job
    light, dark = (first, second) if seed % 2 == 0 else (second, first)
    winner, times = play_game(rules, light, dark, seed)
    first_side = 0 if seed % 2 == 0 else 1
    result = 0 if winner is None else (1 if winner == first_side else -1)
    return rules, first, second, seed, result, times


def wilson(wins: int, n: int, z: float = 1.96) -> tuple[float, float]:
    """95% Wilson score interval of a proportion."""
    if n == 0:
        return 0.0, 1.0
    p = wins / n
    centre = (p + z * z / (2 * n)) / (1 + z * z / n)
    half = z * math.sqrt(p * (1 - p) / n + z * z / (4 * n * n)) / (1 + z * z / n)
    return max(0.0, centre - half), min(1.0, centre + half)


def _p95(values: list[float]) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(0.95 * len(ordered)))] if ordered else 0.0


def main(argv: list[str] | None = None) -> None:
    """Play the matches and print the table."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=40)
    parser.add_argument("--rules", nargs="*", choices=RULE_SETS, default=list(RULE_SETS))
    parser.add_argument("--pairs", nargs="*", default=["master:novice", "master:club"])
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args(argv)
    jobs = [
        (rules, *pair.split(":"), seed) for rules in args.rules for pair in args.pairs for seed in range(args.games)
    ]
    results: dict[tuple[str, str, str], list[int]] = {}
    times: dict[tuple[str, str], list[float]] = {}
    with ProcessPoolExecutor(max_workers=args.workers) as pool:
        for rules, first, second, seed, result, game_times in pool.map(_one, jobs):
            print(
                f"{rules} {first}:{second} game {seed}: {('loss', 'draw', 'win')[result + 1]} for {first}",
                file=sys.stderr,
                flush=True,
            )
            results.setdefault((rules, first, second), []).append(result)
            for level, values in game_times.items():
                times.setdefault((rules, level), []).extend(values)
    rows = {}
    for (rules, first, second), outcome in results.items():
        n, wins, draws = len(outcome), outcome.count(1), outcome.count(0)
        low, high = wilson(wins, n)
        rows[f"{rules} {first}:{second}"] = {
            "games": n,
            "win": wins / n,
            "draw": draws / n,
            "loss": outcome.count(-1) / n,
            "win_low": low,
            "win_high": high,
        }
    speed = {
        f"{rules} {level}": {"median_s": statistics.median(v), "p95_s": _p95(v), "moves": len(v)}
        for (rules, level), v in times.items()
        if v
    }
    if args.json:
        print(json.dumps({"matches": rows, "speed": speed}, indent=1))
        return
    print(f"{'rule set':<22}{'match':<16}{'games':>6}{'win':>7}{'draw':>7}{'loss':>7}   win 95% interval")
    for key, row in rows.items():
        rules, match = key.split(" ")
        print(
            f"{rules:<22}{match:<16}{row['games']:>6}{row['win']:>7.0%}{row['draw']:>7.0%}{row['loss']:>7.0%}"
            f"   {row['win_low']:.0%}–{row['win_high']:.0%}"
        )
    print()
    print(f"{'rule set':<22}{'level':<9}{'moves':>7}{'median s':>10}{'p95 s':>8}")
    for key, row in sorted(speed.items()):
        rules, level = key.split(" ")
        print(f"{rules:<22}{level:<9}{row['moves']:>7}{row['median_s']:>10.3f}{row['p95_s']:>8.3f}")


if __name__ == "__main__":
    main()
