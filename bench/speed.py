"""Random-playout speed of every rule set, beside Ludii's figures and a baseline from the same run.

    python -m bench.speed [--seconds 5] [--rules petteia ...] [--json]

Each rule set plays seeded games of uniformly random legal moves through the public game protocol
(``legal_moves``, ``chance_outcomes``, ``apply``) for the given number of seconds; throws are drawn
with their exact chances.  "Plies" are the players' moves (passes included, throws not), as Ludii
counts moves.  The baseline of the grid games is the plain square-by-square reimplementation in
``bench/reference_custodian.py``, timed in the same run on the same machine, so that the ratio
survives a noisy machine.  Ludii's moves/s are from ``../shared/research/ludii-peer.md`` (Java, same
kind of machine, single thread); its Knossos game is a different reading of the board.
"""

from __future__ import annotations

import argparse
import json
import random
import time

from bench import reference_custodian as ref
from games import GRID_RULE_SETS, RULE_SETS, get_game
from games.chance import throw_from
from games.core import CHANCE

LUDII_MOVES_PER_S = {
    "petteia": 67_500,
    "latrunculi-kowalski": 57_400,
    "latrunculi-bell": 102_100,
    "latrunculi-schadler": 65_000,
    "knossos": 55_000,
    "patolli": 125_000,
    "patolli-family": 108_500,
    "patolli-quick": 125_700,
}


def engine_speed(rules: str, seconds: float, seed: int) -> dict[str, float]:
    """Plies and whole games per second of random playouts with the engine."""
    game, rng = get_game(rules), random.Random(seed)
    plies = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.initial_state()
        while True:
            if game.to_move(state) == CHANCE:
                state = game.apply(state, throw_from(game.chance_outcomes(state), rng.random()))
                continue
            moves = game.legal_moves(state)
            if not moves:
                break
            state = game.apply(state, rng.choice(moves))
            plies += 1
        games += 1
    elapsed = time.perf_counter() - start
    return {"plies_per_s": plies / elapsed, "games_per_s": games / elapsed, "mean_plies": plies / games}


def baseline_speed(rules: str, seconds: float, seed: int) -> float:
    """Plies per second of the plain reference move generator on the same kind of random games."""
    game, rng = get_game(rules), random.Random(seed)
    plies, start = 0, time.perf_counter()
    state = game.initial_state()
    while time.perf_counter() - start < seconds:
        if game.outcome(state) is not None:
            state = game.initial_state()
        moves = sorted(ref.legal_moves(game.rules, game.format_position(state)))
        state = game.apply(state, game.parse_move(state, rng.choice(moves)))
        plies += 1
    return plies / (time.perf_counter() - start)


def main(argv: list[str] | None = None) -> None:
    """Measure and print a table (or, with --json, one JSON object)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="seconds of playouts per rule set")
    parser.add_argument("--rules", nargs="*", choices=RULE_SETS, default=list(RULE_SETS))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    results = {}
    for rules in args.rules:
        result = engine_speed(rules, args.seconds, args.seed)
        if rules in GRID_RULE_SETS:
            result["baseline_plies_per_s"] = baseline_speed(rules, max(1.0, args.seconds / 4), args.seed)
        results[rules] = result
    if args.json:
        print(json.dumps({r: {k: round(v, 1) for k, v in res.items()} for r, res in results.items()}))
        return
    print(f"{'rule set':<22}{'plies/s':>10}{'games/s':>9}{'plies/game':>11}{'x baseline':>11}"
          f"{'Ludii moves/s':>15}{'x Ludii':>9}")
    for rules, res in results.items():
        ludii = LUDII_MOVES_PER_S.get(rules)
        baseline = res.get("baseline_plies_per_s")
        ratio = f"{res['plies_per_s'] / baseline:>11.1f}" if baseline else f"{'-':>11}"
        print(f"{rules:<22}{res['plies_per_s']:>10,.0f}{res['games_per_s']:>9,.1f}{res['mean_plies']:>11,.0f}"
              f"{ratio}{ludii:>15,}{res['plies_per_s'] / ludii:>9.2f}")


if __name__ == "__main__":
    main()
