"""Seconds for a self-play run of every rule set, in one process and over a pool of processes.

    python -m bench.selfplay_speed [--games 200] [--level random] [--workers 1 2] [--rules petteia ...] [--json]

Each rule set plays the same ``--games`` games (seed 1) once per ``--workers`` value through
``games.selfplay.play_games``; the table gives the seconds of each and the speed-up over the first.
The pool's start-up is part of its time, as it is for a person who runs ``python -m games selfplay``.
"""

from __future__ import annotations

import argparse
import json
import time

from games import RULE_SETS
from games.selfplay import LEVELS, play_games


def timed(rules: str, level: str, games: int, workers: int) -> float:
    """Seconds to play games 0..games-1 of seed 1 with ``workers`` processes."""
    start = time.perf_counter()
    play_games(rules, level, 1, range(games), workers=workers)
    return time.perf_counter() - start


def main(argv: list[str] | None = None) -> None:
    """Measure and print a table (or, with --json, one JSON object)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--level", choices=LEVELS, default="random")
    parser.add_argument("--workers", type=int, nargs="+", default=[1, 2])
    parser.add_argument("--rules", nargs="*", default=list(RULE_SETS))
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    table = {rules: {str(w): timed(rules, args.level, args.games, w) for w in args.workers} for rules in args.rules}
    if args.json:
        print(json.dumps({rules: {w: round(s, 3) for w, s in row.items()} for rules, row in table.items()}))
        return
    first = str(args.workers[0])
    print(
        f"{args.games} {args.level} games per rule set, seconds with --workers "
        + ", ".join(map(str, args.workers))
        + f", and the speed-up over {first}"
    )
    print(
        f"{'rule set':<30}"
        + "".join(f"{'w=' + w:>9}" for w in map(str, args.workers))
        + "".join(f"{'x w=' + str(w):>9}" for w in args.workers[1:])
    )
    for rules, row in table.items():
        print(
            f"{rules:<30}"
            + "".join(f"{s:>9.2f}" for s in row.values())
            + "".join(f"{row[first] / row[str(w)]:>9.2f}" for w in args.workers[1:])
        )


if __name__ == "__main__":
    main()
