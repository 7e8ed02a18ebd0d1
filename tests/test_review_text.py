"""The game review in words (``ui.replay.review_text``): the turning points stay one short sentence however many
there are (a random game has a hundred, which filled a phone's screens at the end of a game on Play)."""

from __future__ import annotations

import pytest

from games.ai.review import Judged, Review
from games.core import DARK, LIGHT
from ui.i18n import LANGUAGES, t, tn
from ui.replay.review_text import TURNING_SHOWN, turning_text


def _blunders(swings: list[float]) -> Review:
    """A review whose every move is a blunder, light's chance moving by ``swings[ply]`` at move ``ply``."""
    moves, chance = [], 0.5
    for ply, swing in enumerate(swings):
        side = LIGHT if ply % 2 == 0 else DARK
        after = round(chance - swing if side == LIGHT else chance + swing, 3)
        moves.append(Judged(ply, side, "blunder", 200, chance, after))
        chance = after
    return Review("petteia", len(swings), tuple(moves))


def _named(lang: str, plies: list[int], review: Review) -> str:
    return ", ".join(
        t(
            "review.turning_move",
            lang,
            number=ply + 1,
            side=t(f"side.{review.moves[ply].side}", lang),
            side_gen=t(f"side.gen.{review.moves[ply].side}", lang),
        )
        for ply in plies
    )


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_few_turning_points_are_all_named(lang):
    review = _blunders([0.2, 0.3, 0.25])
    assert turning_text(review, lang) == tn("review.turning", 3, lang, moves=_named(lang, [0, 1, 2], review))


@pytest.mark.parametrize("lang", LANGUAGES)
def test_many_turning_points_name_only_the_greatest_swings_in_the_games_order(lang):
    swings = [0.01 * (1 + ply % 5) for ply in range(40)]
    greatest = [4, 9, 14, 19, 24, 29, 34, 39]  # the swings of 0.05, one in five moves
    for ply in greatest:
        swings[ply] = 0.05 + 0.001 * ply
    review = _blunders(swings)
    assert len(review.turning_points) == 40 and len(greatest) == TURNING_SHOWN
    text = turning_text(review, lang)
    assert text == tn("review.turning_most", 40, lang, count=40, moves=_named(lang, greatest, review))
    assert "40" in text and len(text) < 400
