"""Runs of random self-play in blocks of games played at once: what ``games.selfplay`` hands to each process.

The games ``indices`` of a run are cut into blocks of ``BLOCK_GAMES`` consecutive games from the first one asked
for (the last block may be shorter).  A block is played at once by its family's batch player
(named in ``games.registry``: ``games.batch.play`` for the grid games, ``games.batch.patolli`` for Patolli,
``games.batch.knossos`` for the Knossos race game), whose draws all come from one generator seeded
from the run's seed and the block's first game number, so the same seed and the same indices give the same games
however the blocks are shared out (one process, a pool, a Dask cluster).  A game depends on its whole block, not on
its number alone: ``range(4, 10)`` are other games than games 4 to 9 of ``range(10)``.
"""

from __future__ import annotations

from collections.abc import Callable
from importlib import import_module
from typing import Any, cast

import numpy as np

from games.core import Game
from games.registry import family_of, get_game
from games.summary import GameSummary

BLOCK_GAMES = 4096
"""Games played at once: enough that numpy's work on each array outweighs the cost of calling it."""


def supports(rules: str) -> bool:
    """Whether ``rules`` (a known rule set, with its switches) is played by blocks: every grid rule set and switch,
    every Patolli preset and switch, and Knossos with or without its switch."""
    return _player(get_game(rules)) is not None


def blocks(indices: range) -> list[range]:
    """``indices`` cut into blocks of ``BLOCK_GAMES`` from its first game (the last one may be shorter)."""
    return [indices[start : start + BLOCK_GAMES] for start in range(0, len(indices), BLOCK_GAMES)]


def block_generator(seed: int, first: int) -> np.random.Generator:
    """The generator of the block that starts with game ``first`` of the run with seed ``seed``: it depends on these
    two numbers only."""
    return np.random.default_rng(np.random.SeedSequence([abs(seed), int(seed < 0), first]))


def play_block(rules: str, seed: int, block: range) -> list[GameSummary]:
    """The games of ``block`` (one of ``blocks``) of the run with seed ``seed``, random moves, in order."""
    game = get_game(rules)
    player = _player(game)
    assert player is not None, f"{rules} is not played in blocks"
    return player(game, len(block), block_generator(seed, block.start))


Player = Callable[[Any, int, np.random.Generator], list[GameSummary]]
"""A batch player: (game, how many games, the block's generator) -> their summaries, in order."""


def _player(game: Game[Any, Any]) -> Player | None:
    """The batch player of ``game``'s family (its registry entry's ``batch``, loaded here), or None if it has none."""
    named = family_of(game).batch
    if named is None:
        return None
    module, _, function = named.partition(":")
    return cast(Player, getattr(import_module(module), function))
