"""How long the game review takes (``games.ai.review``): one seeded 100-move game of each rule set (club and novice
moves mixed, throws counting as moves), reviewed whole, in seconds on the clock and of the process's CPU, with the
machine's load average before and after: the review's searches are counted in positions, so its time depends only
on the machine's speed and load, and on a machine shared with other work the CPU time is what one free core takes.

    .venv/bin/python -m bench.review_speed [--plies 100] [--rules petteia knossos] [--json]
"""

from __future__ import annotations

import argparse
import json
import os
import random
import time

from games import RULE_SETS
from games.ai.opponent import choose_move
from games.ai.review import review_game
from games.core import CHANCE, DARK, LIGHT
from games.records import GameRecord


def seeded_game(rules: str, plies: int, seed: int = 1) -> GameRecord:
    """A game of ``plies`` moves (or to its end): club moves seven times in ten, novice moves else, throws by
    their chances, all from ``seed``."""
    rng = random.Random(seed)
    record = GameRecord.start(rules)
    game = record.game
    while len(record.moves) < plies and game.outcome(record.state) is None:
        state = record.state
        if game.to_move(state) == CHANCE:
            draw, total, outcomes = rng.random(), 0.0, game.chance_outcomes(state)
            raw = outcomes[-1][0]
            for throw, chance in outcomes:
                total += float(chance)
                if draw <= total:
                    raw = throw
                    break
        else:
            raw = choose_move(game, state, "club" if rng.random() < 0.7 else "novice", rng)
        record = record.play_raw(raw)
    return record


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--plies", type=int, default=100)
    parser.add_argument("--rules", nargs="*", default=list(RULE_SETS))
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    rows = []
    for rules in args.rules:
        record = seeded_game(rules, args.plies)
        load = os.getloadavg()[0]
        began, cpu = time.perf_counter(), time.process_time()
        review = review_game(record)
        seconds, cpu = time.perf_counter() - began, time.process_time() - cpu
        rows.append(
            {
                "rules": rules,
                "plies": len(record.moves),
                "judged": len(review.moves),
                "seconds": round(seconds, 1),
                "cpu_seconds": round(cpu, 1),
                "load_before": round(load, 2),
                "load_after": round(os.getloadavg()[0], 2),
                "accuracy": [review.accuracy(LIGHT), review.accuracy(DARK)],
            }
        )
        if not args.json:
            row = rows[-1]
            print(
                f"{rules:22} {row['plies']:4} moves {row['judged']:4} judged {row['seconds']:7.1f} s"
                f" ({row['cpu_seconds']:.1f} s of CPU)"
                f"   load {row['load_before']:.2f} -> {row['load_after']:.2f}",
                flush=True,
            )
    if args.json:
        print(json.dumps(rows))


if __name__ == "__main__":
    main()
