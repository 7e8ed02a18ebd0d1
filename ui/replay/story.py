"""The story of a game in charts: frames read from a ``GameRecord`` through the game protocol, and the charts
that tell it.

Pure, no Streamlit.  Each frame has one row per position of the record (``ply`` 0 is the start, ``ply`` k
the position after the k-th move; a throw is a move of its own), except ``luck_frame`` (one row per throw)
and ``throw_distribution_frame`` (one row per value of a device).  Their figures are drawn in the render
layer (``board.charts.story``); ``game_charts`` chooses those that tell a game's story.
"""

from __future__ import annotations

from collections.abc import Callable, Hashable
from fractions import Fraction
from typing import Any

import pandas as pd
import plotly.graph_objects as go

from board.charts.story import (
    luck_figure,
    material_figure,
    progress_figure,
    stakes_figure,
    throw_distribution_figure,
)
from games.ai.opponent import evaluate_master
from games.ai.review import Review
from games.chance import Device, throw_chances
from games.core import Tally
from games.records import GameRecord
from ui.moves.words import ply_words

# ---------------------------------------------------------------- frames


def _per_position(
    record: GameRecord, columns: tuple[str, ...], read: Callable[[Tally], tuple[int, ...] | None], what: str
) -> pd.DataFrame:
    """A row per position: ``ply``, ``move`` (the text of the move that led here, empty at the start) and
    ``columns`` read from the position's tally; ValueError when the rule set's tally has no ``what``."""
    game, texts = record.game, ("", *(move.text for move in record.moves))
    rows = []
    for ply, (text, state) in enumerate(zip(texts, record.states, strict=True)):
        values = read(game.tally(state))
        if values is None:
            raise ValueError(f"{record.rules} has no {what}")
        rows.append((ply, text, *values))
    return pd.DataFrame(rows, columns=["ply", "move", *columns])


def material_frame(record: GameRecord) -> pd.DataFrame:
    """Columns ``ply``, ``move``, ``light``, ``dark``: each side's pieces after each move, those on the board
    and those still in hand during a placement, so that only a capture lowers a count."""
    return _per_position(
        record,
        ("light", "dark"),
        lambda tally: (tally.on_board[0] + tally.waiting[0], tally.on_board[1] + tally.waiting[1]),
        "pieces",
    )


def progress_frame(record: GameRecord) -> pd.DataFrame:
    """Race games.  Columns ``ply``, ``move``, ``light``, ``dark``: how far each side has come in all after
    each move (``Tally.progress``: the steps of all its pieces along the track)."""
    return _per_position(record, ("light", "dark"), lambda tally: tally.progress, "progress")


def stakes_frame(record: GameRecord) -> pd.DataFrame:
    """Patolli with stakes.  Columns ``ply``, ``move``, ``light``, ``dark``, ``bank``: the items each player
    holds and the bank's after each move (``Tally.stakes``)."""
    return _per_position(record, ("light", "dark", "bank"), lambda tally: tally.stakes, "stakes")


def throw_steps(value: int | tuple[int, ...]) -> int:
    """How many steps a throw's value moves in all: the sum of the coins at Knossos, the number in Patolli."""
    return sum(value) if isinstance(value, tuple) else int(value)


def throw_label(value: Hashable) -> str:
    """A throw's value as a person reads it: ``2+1`` for two coins, ``10`` for the beans."""
    return "+".join(map(str, value)) if isinstance(value, tuple) else str(value)


def expected_steps(device: Device[Any]) -> Fraction:
    """The exact average of a throw's steps (``throw_chances``): 3 for two coins, 45/16 for five beans."""
    return sum((p * throw_steps(value) for value, p in throw_chances(device)), Fraction(0))


def luck_frame(record: GameRecord) -> pd.DataFrame:
    """Race games.  A row per throw: ``ply`` (the position after it), ``side`` (the thrower, 0 or 1),
    ``move`` (the throw's text), ``steps``, ``expected`` (the exact average, a Fraction), ``luck`` (steps less
    the average) and ``light``, ``dark``: each player's running sum of luck so far (Fractions).

    The steps are read from the turn after the throw (``Turn.left``, the values to use), so a throw whose
    fall is not known (a position from a link) counts as well."""
    game = record.game
    if game.device is None:
        raise ValueError(f"{record.rules} has no throws")
    expected, sums = expected_steps(game.device), [Fraction(0), Fraction(0)]
    rows = []
    for index, move in enumerate(record.moves):
        if move.kind != "throw":
            continue
        side, left = game.turn(record.states[index]).side, game.turn(record.states[index + 1]).left
        steps = sum(left or ())
        sums[side] += steps - expected
        rows.append((index + 1, side, move.text, steps, expected, steps - expected, *sums))
    return pd.DataFrame(rows, columns=["ply", "side", "move", "steps", "expected", "luck", "light", "dark"])


def throw_distribution_frame(device: Device[Any]) -> pd.DataFrame:
    """A row per value of one throw, in order: ``value`` (the device's own), ``label`` (``2+1``, ``10``),
    ``steps``, ``chance`` (the exact Fraction of ``throw_chances``), ``probability`` (a float) and ``text``
    (``5/32``)."""
    return pd.DataFrame(
        [(value, throw_label(value), throw_steps(value), p, float(p), str(p)) for value, p in throw_chances(device)],
        columns=["value", "label", "steps", "chance", "probability", "text"],
    )


# ---------------------------------------------------------------- a whole game's charts


def advantage_frame(record: GameRecord, on_step: Callable[[int, int], None] | None = None) -> pd.DataFrame:
    """Columns ``ply``, ``move``, ``advantage``: the Master's judgement of each position for light (above 0
    light stands better), by its evaluation of the position as it stands (no search); ``on_step(done,
    total)`` is told after each position, for a progress bar."""
    game, texts, rows = record.game, ("", *(move.text for move in record.moves)), []
    for ply, (text, state) in enumerate(zip(texts, record.states, strict=True)):
        rows.append((ply, text, evaluate_master(game, state)))
        if on_step is not None:
            on_step(ply + 1, len(record.states))
    return pd.DataFrame(rows, columns=["ply", "move", "advantage"])


def game_charts(record: GameRecord, lang: str, at: int | None = None) -> list[tuple[str, go.Figure]]:
    """The charts that tell ``record``'s story, each with a key: material for the grid games; for the race
    games the progress, the stakes (where there are stakes), the luck line and the chances of one throw.
    Their hovers name the moves in words (``ui.moves.words.ply_words``)."""
    game, words = record.game, ply_words(record, lang)

    def worded(frame: pd.DataFrame) -> pd.DataFrame:  # the hovers name each move in words, not in notation
        return frame.assign(move=[words[ply] for ply in frame["ply"]])

    if game.device is None:
        return [("material", material_figure(worded(material_frame(record)), lang, at))]
    charts = [("progress", progress_figure(worded(progress_frame(record)), lang, at))]
    if game.tally(record.state).stakes is not None:
        charts.append(("stakes", stakes_figure(worded(stakes_frame(record)), lang, at)))
    if any(move.kind == "throw" for move in record.moves):
        charts.append(("luck", luck_figure(worded(luck_frame(record)), lang, at)))
    charts.append(("throw", throw_distribution_figure(throw_distribution_frame(game.device), lang)))
    return charts


def review_frame(record: GameRecord, review: Review, lang: str) -> pd.DataFrame:
    """Columns ``ply``, ``move`` (in words), ``chance``: light's chance to win in per cent by the Master's review
    (``Review.chances``), at the positions before and after each judged move."""
    words = ply_words(record, lang)
    return pd.DataFrame(
        [(ply, words[ply], chance) for ply, chance in review.chances()], columns=["ply", "move", "chance"]
    )
