"""The lab's shipped runs (content/lab/random.json.gz): every setting is there with its games, and a small sample
played again now, with another seed, agrees with them within the sampling error, so that the figures the page
opens with are what the engines play today (``python -m ui.lab.model`` writes them again)."""

from __future__ import annotations

import math

import pytest

from tests.sampling import TOLERANCE, share_gap_allowed
from ui.lab.model import SHIPPED_GAMES, Z95, all_settings, games_frame, play_runs, shipped_runs, summary_frame

SAMPLE = 60
"""Games of each setting played again: a few seconds a setting at most."""


@pytest.fixture(scope="module")
def shipped():
    return shipped_runs()


def test_every_setting_is_shipped_with_its_games(shipped):
    assert shipped["level"] == "random" and shipped["games"] == SHIPPED_GAMES
    assert set(shipped["runs"]) == set(all_settings())
    for setting, games in shipped["runs"].items():
        assert len(games) == SHIPPED_GAMES, setting
        assert {game["winner"] for game in games} <= {"light", "dark", "draw"}


@pytest.mark.parametrize("setting", all_settings())
def test_a_fresh_sample_agrees_with_the_shipped_figures(shipped, setting):
    fresh = play_runs((setting,), SAMPLE, shipped["seed"] + 1, workers=1)
    old = summary_frame(games_frame({setting: shipped["runs"][setting]})).iloc[0]
    new = summary_frame(games_frame(fresh)).iloc[0]
    error = math.hypot(old["plies_half"] / Z95, new["plies_half"] / Z95)
    assert abs(old["plies_mean"] - new["plies_mean"]) <= TOLERANCE * error, (old["plies_mean"], new["plies_mean"])
    for side in ("light", "draw"):
        assert abs(old[side] - new[side]) <= share_gap_allowed(old[side], old["games"], new[side], new["games"]), side
    for side in ("captures_light", "captures_dark"):
        error = math.hypot(old[f"{side}_half"] / Z95, new[f"{side}_half"] / Z95)
        assert abs(old[side] - new[side]) <= TOLERANCE * error + 1e-9, side
