"""Random-playout speed of every rule set, beside Ludii's figures and a baseline from the same run.

    python -m bench.speed [--seconds 5] [--rules petteia ...] [--processes N] [--json]

Each rule set plays seeded games of uniformly random legal moves through the public game protocol
(``to_move``, ``legal_moves``, ``chance_outcomes``, ``apply``) for the given number of seconds; throws
are drawn with their exact chances.  "Plies" are the players' moves (passes included, throws not), as
Ludii counts moves.  The baseline of the grid games is the plain square-by-square reimplementation in
``tests/support/reference_custodian.py``, timed in the same run on the same machine, so that the ratio
survives a noisy machine.

"One thread" is one process, as Ludii's figures are.  "All cores" runs the same playouts in N processes
at once (N = the machine's cores, each its own seed) and adds up their plies per second: the lab's batch
self-play uses every core.  Its ratio is still to Ludii's single-thread figure.

"Batch" is the lab's random self-play of the rule sets that have a batch player (``games.batch.runs.supports``:
every rule set now; ``games.selfplay.play_chunk``: blocks of ``games.batch.runs.BLOCK_GAMES`` games played at once
with numpy, the engine's games move for move): whole blocks are played, one after another, for at least the given
seconds, and their plies (as above) counted; in one process, and with ``--processes`` N > 1 in N processes at once,
added up as above.  A rule set without a batch player gets dashes there.
"""

from __future__ import annotations

import argparse
import json
import multiprocessing
import os
import random
import time

from games import GRID_RULE_SETS, RULE_SETS, get_game
from games.batch.runs import BLOCK_GAMES, supports
from games.chance import throw_from
from games.core import CHANCE
from games.custodian.rules import PRESETS
from games.selfplay import play_chunk
from tests.support import reference_custodian as ref

LUDII_RUN = (
    "Ludii (Java, JDK 17): random playouts to the end, single thread, on a 2-core machine of this "
    "project's kind, measured 2026-11-30 (../shared/research/ludii-peer.md)"
)
LUDII_MOVES_PER_S: dict[str, tuple[int, str]] = {
    "petteia": (180_000, "our rules in Ludii's game language"),
    "latrunculi-kowalski": (150_000, "our rules in Ludii at 0.85x its Petteia (first measurement)"),
    "latrunculi-bell": (280_000, "estimated from Ludii's own Bell rule set, 216,000"),
    "latrunculi-schadler": (170_000, "our rules in Ludii at 0.95x its Petteia (first measurement)"),
    "knossos": (165_000, "Hillbom's Knossos Game: a different game on the same board"),
    "patolli": (295_000, "our rules (with stakes) in Ludii's game language"),
    "patolli-family": (295_000, "not measured: Ludii's figure for Patolli with stakes"),
    "patolli-quick": (295_000, "not measured: Ludii's figure for Patolli with stakes"),
}
"""Ludii's moves per second for each rule set (``LUDII_RUN``), and what the figure is."""


def engine_speed(rules: str, seconds: float, seed: int) -> dict[str, float]:
    """Plies and whole games per second of random playouts with the engine."""
    game, rng = get_game(rules), random.Random(seed)
    to_move, chances, legal, apply = game.to_move, game.chance_outcomes, game.legal_moves, game.apply
    draw = rng.random
    plies = games = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        state = game.initial_state()
        while True:
            if to_move(state) == CHANCE:
                state = apply(state, throw_from(chances(state), draw()))
                continue
            moves = legal(state)
            if not moves:
                break
            # a uniform choice from one draw (``rng.choice`` makes two Python calls more)
            state = apply(state, moves[int(draw() * len(moves))])
            plies += 1
        games += 1
    elapsed = time.perf_counter() - start
    return {"plies_per_s": plies / elapsed, "games_per_s": games / elapsed, "mean_plies": plies / games}


def all_cores_speed(rules: str, seconds: float, seed: int, processes: int) -> float:
    """Plies per second of ``processes`` processes playing at once (seeds ``seed``, ``seed + 1``, ...), added up."""
    with multiprocessing.Pool(processes) as pool:
        results = pool.starmap(engine_speed, [(rules, seconds, seed + i) for i in range(processes)])
    return sum(result["plies_per_s"] for result in results)


def batch_speed(rules: str, seconds: float, seed: int) -> float:
    """Plies per second of the lab's random self-play in blocks, in this process: whole blocks, for ``seconds``."""
    plies, blocks, start = 0, 0, time.perf_counter()
    while time.perf_counter() - start < seconds:
        block = range(blocks * BLOCK_GAMES, (blocks + 1) * BLOCK_GAMES)
        plies += sum(summary.plies for summary in play_chunk(rules, "random", seed, block))
        blocks += 1
    return plies / (time.perf_counter() - start)


def all_cores_batch_speed(rules: str, seconds: float, seed: int, processes: int) -> float:
    """Plies per second of ``processes`` processes playing blocks at once (seeds ``seed``, ``seed + 1``, ...), added
    up."""
    with multiprocessing.Pool(processes) as pool:
        return sum(pool.starmap(batch_speed, [(rules, seconds, seed + i) for i in range(processes)]))


def baseline_speed(rules: str, seconds: float, seed: int) -> float:
    """Plies per second of the plain reference move generator on the same kind of random games (``rules``: a grid
    rule set without switches)."""
    game, rng = get_game(rules), random.Random(seed)
    plies, start = 0, time.perf_counter()
    state = game.initial_state()
    while time.perf_counter() - start < seconds:
        if game.outcome(state) is not None:
            state = game.initial_state()
        moves = sorted(ref.legal_moves(PRESETS[rules], game.format_position(state)))
        state = game.apply(state, game.parse_move(state, rng.choice(moves)))
        plies += 1
    return plies / (time.perf_counter() - start)


def main(argv: list[str] | None = None) -> None:
    """Measure and print a table (or, with --json, one JSON object)."""
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seconds", type=float, default=5.0, help="seconds of playouts per rule set")
    parser.add_argument("--rules", nargs="*", choices=RULE_SETS, default=list(RULE_SETS))
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--processes",
        type=int,
        default=os.cpu_count() or 1,
        help="processes of the all-cores run (default: the machine's cores; 1 leaves it out)",
    )
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    results = {}
    for rules in args.rules:
        result = engine_speed(rules, args.seconds, args.seed)
        if rules in GRID_RULE_SETS:
            result["baseline_plies_per_s"] = baseline_speed(rules, max(1.0, args.seconds / 4), args.seed)
        if args.processes > 1:
            result["all_cores_plies_per_s"] = all_cores_speed(rules, args.seconds, args.seed, args.processes)
        if supports(rules):
            result["batch_plies_per_s"] = batch_speed(rules, args.seconds, args.seed)
            if args.processes > 1:
                result["batch_all_cores_plies_per_s"] = all_cores_batch_speed(
                    rules, args.seconds, args.seed, args.processes
                )
        results[rules] = result
    if args.json:
        print(json.dumps({r: {k: round(v, 1) for k, v in res.items()} for r, res in results.items()}))
        return
    cores = args.processes > 1
    print(
        f"{'rule set':<22}{'plies/s':>10}{'games/s':>9}{'plies/game':>11}{'x baseline':>11}"
        f"{'Ludii moves/s':>15}{'x Ludii':>9}"
        + (f"{f'{args.processes} cores':>11}{'x Ludii':>9}" if cores else "")
        + f"{'batch':>11}{'x Ludii':>9}"
        + (f"{f'batch {args.processes} cores':>16}{'x Ludii':>9}" if cores else "")
    )
    for rules, res in results.items():
        ludii = LUDII_MOVES_PER_S[rules][0]
        baseline = res.get("baseline_plies_per_s")
        ratio = f"{res['plies_per_s'] / baseline:>11.1f}" if baseline else f"{'-':>11}"
        line = (
            f"{rules:<22}{res['plies_per_s']:>10,.0f}{res['games_per_s']:>9,.1f}{res['mean_plies']:>11,.0f}"
            f"{ratio}{ludii:>15,}{res['plies_per_s'] / ludii:>9.2f}"
        )
        if cores:
            line += _speed_cells(res.get("all_cores_plies_per_s"), ludii, 11)
        line += _speed_cells(res.get("batch_plies_per_s"), ludii, 11)
        if cores:
            line += _speed_cells(res.get("batch_all_cores_plies_per_s"), ludii, 16)
        print(line)
    print(f"\n{LUDII_RUN}:")
    for rules in results:
        print(f"  {rules:<22}{LUDII_MOVES_PER_S[rules][1]}")
    if cores:
        print(
            f"{args.processes} cores: {args.processes} processes playing at once, their plies/s added up; "
            "x Ludii is to Ludii's single-thread figure."
        )
    print(
        f"batch: the lab's random self-play, blocks of {BLOCK_GAMES} games played at once with numpy "
        "(where a rule set has a batch player)."
    )


def _speed_cells(plies_per_s: float | None, ludii: int, width: int) -> str:
    """A plies/s column and its ratio to Ludii, or dashes where there is no figure."""
    if plies_per_s is None:
        return f"{'-':>{width}}{'-':>9}"
    return f"{plies_per_s:>{width},.0f}{plies_per_s / ludii:>9.2f}"


if __name__ == "__main__":
    main()
