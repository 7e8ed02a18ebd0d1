"""Self-play statistics: many whole games of one rule set, summarised one line each.

    play_one(rules, level, seed, index)                      -> GameSummary of game ``index``
    play_games(rules, level, seed, indices, workers=..., scheduler=..., progress=...)
                                                             -> [GameSummary, ...] in index order
    report(summaries)                                        -> a short text for people

Game ``index`` of a run with seed ``seed`` draws every throw and every choice from its own generator,
seeded from ``(seed, index)`` alone, so the same seed gives the same games however they are shared out:
in this process, over a pool of processes, or over the machines of a Dask cluster.

One exception, for speed: ``play_games`` plays the ``random`` level of every rule set with a batch player (the grid
rule sets, Patolli and Knossos, with any switches: ``games.batch.runs.supports``) in blocks of games played at once
with numpy (``games.batch``), the same games as the engine plays, move for move, with other draws: there a game
depends on the seed and on its block (blocks of ``games.batch.runs.BLOCK_GAMES`` from the first index asked for),
still not on how the blocks are shared out.
``play_one`` always plays through the engine.

Levels: ``random`` plays a uniformly random legal move; ``novice`` and ``club`` are the computer's
levels of ``games.ai``.  Throws are drawn with their exact chances (``games.chance.throw_from``), as in
``bench.speed``.  A ply is a player's move (a pass included, a throw not).

Every game ends by its rules, never by a cap of ours: in the grid games the quiet count (PET-10, LBE-09)
bounds every game; the race games have no limit in their rules and end with probability 1 (pieces only
ever move forward, and a piece sent back re-enters); the game's ``Outcome`` names the clause that ended it.
"""

from __future__ import annotations

import os
import random
import socket
from collections import Counter
from collections.abc import Callable, Iterable, Iterator, Sequence
from concurrent.futures import ProcessPoolExecutor, as_completed
from statistics import fmean
from typing import Any

from games import get_game
from games.ai.opponent import choose_move
from games.batch.runs import blocks, play_block, supports
from games.chance import throw_from
from games.core import CHANCE, SIDE_NAMES, Game, GameError, message, other
from games.summary import GameSummary as GameSummary  # where it has always been imported from

LEVELS = ("random", "novice", "club")
"""How the two sides choose their moves: uniformly at random, or as the computer's novice or club level."""
CHUNKS_PER_WORKER = 4
"""Each worker gets about this many chunks of games, so that a slow chunk holds up little and progress is seen."""

Progress = Callable[[int, int], None]
"""``progress(done, total)``: games finished so far, out of all the games asked for."""


def generator(seed: int, index: int) -> random.Random:
    """The generator of game ``index`` of the run with seed ``seed``: it depends on these two numbers only."""
    return random.Random(f"{seed}:{index}")


def check_level(level: str) -> None:
    """Raise ``GameError`` for a level that is not one of ``LEVELS``."""
    if level not in LEVELS:
        raise GameError(message("ai_level", level=level, levels=", ".join(LEVELS)))


def playout(game: Game[Any, Any], level: str, rng: random.Random) -> Iterator[tuple[Any, Any, Any]]:
    """Play one game from the start: yield (position, move, next position) for every move, throws included.

    ``level`` must be one of ``LEVELS``; every random choice comes from ``rng``.
    """
    choose: Callable[[Any], Any]
    if level == "random":

        def choose(state: Any) -> Any:
            return rng.choice(game.legal_moves(state))
    else:

        def choose(state: Any) -> Any:
            return choose_move(game, state, level, rng)

    state = game.initial_state()
    while (side := game.to_move(state)) is not None:
        move = throw_from(game.chance_outcomes(state), rng.random()) if side == CHANCE else choose(state)
        after = game.apply(state, move)
        yield state, move, after
        state = after


def summarize(game: Game[Any, Any], moves: Iterable[tuple[Any, Any, Any]]) -> GameSummary:
    """The summary of a finished game given as (position, move, next position) triples, as ``playout`` yields them.

    A capture is counted as the opponent's pieces on the board before the move less those after it (in every
    rule set only a capture takes an opponent's piece off the board during one's own move); a throw's value is
    what its thrower then has to use (``Turn.left``: both coins at Knossos).
    """
    plies, captures, throws = 0, [0, 0], [0, 0]
    state = game.initial_state()
    on_board = game.tally(state).on_board
    for before, _, state in moves:
        side = game.to_move(before)
        if side == CHANCE:
            thrower = game.turn(state)  # the thrower, now to use what it threw
            throws[thrower.side] += sum(thrower.left or ())
        elif side is not None:
            plies += 1
            was, on_board = on_board, game.tally(state).on_board
            captures[side] += was[other(side)] - on_board[other(side)]
    outcome = game.outcome(state)
    if outcome is None or outcome.reason.clause is None:
        raise GameError(message("selfplay_no_end", rules=game.name))
    return GameSummary(
        plies,
        outcome.status,
        outcome.reason.clause,
        (captures[0], captures[1]),
        None if game.device is None else (throws[0], throws[1]),
    )


def play_one(rules: str, level: str, seed: int, index: int) -> GameSummary:
    """Game number ``index`` of the run with seed ``seed``: the same arguments always give the same game.

    Raises ``UnknownRulesError`` for an unknown rule set or switch, ``GameError`` for an unknown level.
    """
    game = get_game(rules)
    check_level(level)
    return summarize(game, playout(game, level, generator(seed, index)))


def in_blocks(rules: str, level: str) -> bool:
    """Whether ``play_games`` plays these games in blocks (``games.batch``): the random level of a rule set with a
    batch player."""
    return level == "random" and supports(rules)


def play_chunk(rules: str, level: str, seed: int, indices: range) -> list[GameSummary]:
    """The games ``indices`` of the run, in order: the unit of work a process or a Dask worker is given (for
    ``in_blocks`` games, one block, played at once)."""
    if in_blocks(rules, level):
        return play_block(rules, seed, indices)
    return [play_one(rules, level, seed, index) for index in indices]


def parts(rules: str, level: str, indices: range, count: int) -> list[range]:
    """The chunks ``play_games`` hands out: the blocks of ``in_blocks`` games (the same whatever ``count``), else
    ``indices`` cut into about ``count`` chunks."""
    return blocks(indices) if in_blocks(rules, level) else chunks(indices, count)


def chunks(indices: range, count: int) -> list[range]:
    """``indices`` cut into at most ``count`` consecutive ranges of nearly equal length (none empty)."""
    count = max(1, min(count, len(indices)))
    size, extra = divmod(len(indices), count)
    cuts, start = [], 0
    for part in range(count):
        end = start + size + (part < extra)
        cuts.append(indices[start:end])
        start = end
    return [cut for cut in cuts if len(cut)]


def play_games(
    rules: str,
    level: str,
    seed: int,
    indices: range,
    *,
    workers: int | None = None,
    scheduler: str | None = None,
    progress: Progress | None = None,
) -> list[GameSummary]:
    """The games ``indices`` of the run with seed ``seed``, in index order.

    ``workers``: how many processes play (None: every core; 1: this process, no pool).  ``scheduler``: the
    address of a Dask scheduler (``tcp://host:8786``) whose workers play the same chunks instead; the
    ``games`` package must be importable there.  ``progress(done, total)`` is called as chunks finish.
    The games are the same whichever way they are shared out (the random level of a rule set with a batch player
    plays blocks of games at once: see the module's docstring).  Raises ``UnknownRulesError`` for an unknown rule
    set or switch and ``GameError`` for an unknown level, fewer than one worker, both workers and a
    scheduler, or a scheduler that cannot be reached.
    """
    get_game(rules)
    check_level(level)
    if workers is not None and workers < 1:
        raise GameError(message("selfplay_option", option="workers", needs=message("selfplay_workers"), text=workers))
    if workers is not None and scheduler is not None:
        raise GameError(message("selfplay_workers_and_scheduler"))
    if not indices:
        return []
    if scheduler is not None:
        return _on_dask(rules, level, seed, indices, scheduler, progress)
    workers = workers or os.cpu_count() or 1
    shares = parts(rules, level, indices, workers * CHUNKS_PER_WORKER)
    done: dict[int, list[GameSummary]] = {}
    if workers == 1 or len(shares) == 1:
        for part in shares:
            done[part.start] = play_chunk(rules, level, seed, part)
            _report(progress, done, indices)
        return _in_order(done, shares)
    with ProcessPoolExecutor(max_workers=min(workers, len(shares))) as pool:
        started = {pool.submit(play_chunk, rules, level, seed, part): part.start for part in shares}
        for future in as_completed(started):
            done[started[future]] = future.result()
            _report(progress, done, indices)
    return _in_order(done, shares)


def _on_dask(
    rules: str, level: str, seed: int, indices: range, scheduler: str, progress: Progress | None
) -> list[GameSummary]:
    """The chunks played by the workers of the Dask scheduler at ``scheduler``."""
    try:
        from dask.distributed import Client
        from dask.distributed import as_completed as dask_completed
    except ImportError as error:
        raise GameError(message("selfplay_no_dask")) from error
    try:
        _answers(scheduler)
        client = Client(scheduler)  # type: ignore[no-untyped-call]  # distributed's own annotations stop here
    except (OSError, ValueError, TypeError) as error:  # refused, timed out (an OSError), or not an address
        raise GameError(
            message("selfplay_scheduler", address=scheduler, reason=str(error) or type(error).__name__)
        ) from error
    with client:
        threads = sum(client.nthreads().values()) or 1  # type: ignore[no-untyped-call]
        shares = parts(rules, level, indices, threads * CHUNKS_PER_WORKER)
        started = {client.submit(play_chunk, rules, level, seed, part): part.start for part in shares}
        done: dict[int, list[GameSummary]] = {}
        for future in dask_completed(started):  # type: ignore[no-untyped-call]
            try:
                done[started[future]] = future.result()
            except ImportError as error:  # the workers' Python lacks this package
                raise GameError(message("selfplay_worker_import", address=scheduler, reason=str(error))) from error
            _report(progress, done, indices)
    return _in_order(done, shares)


def _answers(scheduler: str) -> None:
    """Raise ``ValueError`` for what is not a scheduler address and ``OSError`` when a TCP scheduler does not
    answer within Dask's connect timeout.  Checked before a ``Client`` is made: a refused connection is
    reported at once (a ``Client`` retries until its timeout), and a ``Client`` that fails half-way leaves
    its event loop behind in this process."""
    import dask
    from dask.utils import parse_timedelta
    from distributed.comm.addressing import parse_address, parse_host_port

    scheme, location = parse_address(scheduler)
    if scheme == "tcp":
        timeout = parse_timedelta(dask.config.get("distributed.comm.timeouts.connect"), "s")
        with socket.create_connection(parse_host_port(location), timeout=timeout):
            pass


def _report(progress: Progress | None, done: dict[int, list[GameSummary]], indices: range) -> None:
    if progress is not None:
        progress(sum(len(games) for games in done.values()), len(indices))


def _in_order(done: dict[int, list[GameSummary]], shares: list[range]) -> list[GameSummary]:
    return [game for part in shares for game in done[part.start]]


def report(summaries: Sequence[GameSummary]) -> str:
    """A few lines for people: the games, their mean length, who won how often, what ended them, the mean
    captures and, in race games, how often the side that threw more won."""
    count = len(summaries)
    if not count:
        return "games: 0"
    results = Counter(s.winner for s in summaries)
    ends = Counter(s.ended_by for s in summaries)
    lines = [
        f"games: {count}",
        f"plies: mean {fmean(s.plies for s in summaries):.1f}, "
        f"min {min(s.plies for s in summaries)}, max {max(s.plies for s in summaries)}",
        "won: " + ", ".join(f"{name} {results[name] / count:.0%}" for name in (*SIDE_NAMES, "draw")),
        "ended by: " + ", ".join(f"{clause} {n}" for clause, n in sorted(ends.items(), key=lambda kv: (-kv[1], kv[0]))),
        "captures per game: "
        + ", ".join(f"{name} {fmean(s.captures[side] for s in summaries):.1f}" for side, name in enumerate(SIDE_NAMES)),
    ]
    thrown = [s for s in summaries if s.throws is not None and s.throws[0] != s.throws[1]]
    if any(s.throws is not None for s in summaries):
        won = sum(s.winner == SIDE_NAMES[0 if s.throws[0] > s.throws[1] else 1] for s in thrown if s.throws)
        share = f" ({won / len(thrown):.0%})" if thrown else ""
        lines.append(f"larger throw sum won: {won} of {len(thrown)} games with unequal sums{share}")
    return "\n".join(lines)
