"""Stepping a batch player (``games.batch``) to its end beside the engine: what the tests that hold it to the engine
read after each step."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any


def steps(batch: Any) -> Iterator[tuple[int, Any, int | None]]:
    """Play ``batch`` step by step to its end; after each step, for every game that played in it: its number, its
    position before the step (the engine's) and its row among the games still playing (None: the step ended it)."""
    while batch.active:
        before = {int(game_id): batch.position(g) for g, game_id in enumerate(batch.ids)}
        batch.step()
        now = {int(game_id): g for g, game_id in enumerate(batch.ids)}
        for game_id, state in before.items():
            yield game_id, state, now.get(game_id)
