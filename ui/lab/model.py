"""The reconstruction lab's figures: self-play games of several rule sets (or switch settings) of one game,
side by side, as pandas frames (drawn by ``board.charts.lab``).  Pure, no Streamlit.

A run is the list of games ``python -m games selfplay --json`` prints (``GameSummary.as_json()``): per game
its plies, the winner (``light``, ``dark`` or ``draw``), the clause that ended it, each side's captures and,
in race games, each side's sum of throws.  ``games_frame`` puts the runs of several settings in one frame,
one row per game; ``summary_frame`` measures each setting with its 95 % intervals; ``legend_label`` names a
setting in the charts' legends.  The shipped runs (``content/lab/``) are read by ``shipped_runs``;
``python -m ui.lab.model`` plays them again.
"""

from __future__ import annotations

import argparse
import gzip
import json
import math
import tomllib
from dataclasses import dataclass
from itertools import combinations
from pathlib import Path
from typing import Any

import numpy as np
import pandas as pd

from games import SWITCHES, full_name, get_game
from games.selfplay import play_games
from ui.i18n import rules_text, t, variant_names

CONTENT = Path(__file__).resolve().parents[2] / "content"
SHIPPED = CONTENT / "lab" / "random.json.gz"
"""The runs the page opens with: every setting of every question, random level."""
SHIPPED_GAMES, SHIPPED_SEED = 1000, 2026
Z95 = 1.959964
"""The normal quantile of a two-sided 95 % interval."""
COLUMNS = ("setting", "plies", "winner", "ended_by", "captures_light", "captures_dark", "throws_light", "throws_dark")


@dataclass(frozen=True)
class Question:
    """A comparison the lab opens with: two or more settings of one game and the question they answer."""

    id: str
    game: str
    settings: tuple[str, ...]
    ask: dict[str, str]
    look: dict[str, str]


def load_questions() -> tuple[Question, ...]:
    """The questions of ``content/lab.toml``, in its order."""
    data = tomllib.loads((CONTENT / "lab.toml").read_text(encoding="utf-8"))
    return tuple(Question(q["id"], q["game"], tuple(q["settings"]), q["ask"], q["look"]) for q in data["question"])


LAB_GAMES: dict[str, tuple[str, ...]] = {
    "latrunculi": ("latrunculi-kowalski", "latrunculi-bell", "latrunculi-schadler"),
    "knossos": ("knossos",),
    "patolli": ("patolli", "patolli-family", "patolli-quick"),
}
"""The games the lab compares and their rule sets (Petteia has one reading only: nothing to compare)."""


def game_settings(game: str) -> tuple[str, ...]:
    """Every setting of ``game``: each rule set with every combination of its switches, plain first."""
    settings: list[str] = []
    for base in LAB_GAMES[game]:
        own = SWITCHES[base]
        for size in range(len(own) + 1):
            settings.extend(full_name(base, chosen) for chosen in combinations(own, size))
    return tuple(settings)


def all_settings() -> tuple[str, ...]:
    """Every setting of every game the lab compares (the shipped runs hold them all)."""
    return tuple(setting for game in LAB_GAMES for setting in game_settings(game))


def setting_label(name: str, lang: str) -> str:
    """A setting as a learner reads it: the rule set's title and the variants it switches on
    ("Latrunculi (Bell) + Bell's corner rule"), or "as in the source" when none is."""
    variants = variant_names(name, lang)
    title = rules_text(name, "title", lang)
    return f"{title} + {' + '.join(variants)}" if variants else f"{title}, {t('lab.as_source', lang)}"


# ---------------------------------------------------------------- frames


def games_frame(runs: dict[str, list[dict[str, Any]]]) -> pd.DataFrame:
    """One row per game of each setting's run: ``setting``, ``plies``, ``winner``, ``ended_by``,
    ``captures_light``, ``captures_dark``, ``throws_light``, ``throws_dark`` (NaN in grid games)."""
    rows = []
    for setting, games in runs.items():
        for game in games:
            throws = game.get("throws") or (math.nan, math.nan)
            rows.append((setting, game["plies"], game["winner"], game["ended_by"], *game["captures"], *throws))
    frame = pd.DataFrame(rows, columns=list(COLUMNS))
    frame["setting"] = pd.Categorical(frame["setting"], categories=list(runs))
    return frame


def wilson(successes: int, trials: int) -> tuple[float, float]:
    """The 95 % Wilson interval of a share (``(nan, nan)`` with no trials): right even near 0 % and 100 %."""
    if trials == 0:
        return math.nan, math.nan
    share = successes / trials
    centre = (share + Z95**2 / (2 * trials)) / (1 + Z95**2 / trials)
    half = Z95 * math.sqrt(share * (1 - share) / trials + Z95**2 / (4 * trials**2)) / (1 + Z95**2 / trials)
    return max(0.0, centre - half), min(1.0, centre + half)


def _mean_and_half(values: pd.Series) -> tuple[float, float]:
    """The mean and the half-width of its 95 % interval (normal approximation)."""
    count = len(values)
    if count == 0:
        return math.nan, math.nan
    spread = float(values.std(ddof=1)) if count > 1 else 0.0
    return float(values.mean()), Z95 * spread / math.sqrt(count)


def summary_frame(games: pd.DataFrame) -> pd.DataFrame:
    """One row per setting: ``games``; ``plies_mean`` and ``plies_half`` (its 95 % half-width),
    ``plies_median``; ``light``, ``dark``, ``draw`` (shares of the games) with ``light_low``/``light_high``
    (the first player's 95 % interval); ``captures_light``, ``captures_dark`` (means per game) with their
    half-widths; and in race games ``luck`` (how often the side that threw more in all won, among the decided
    games whose sums differ), ``luck_low``, ``luck_high`` and ``luck_games`` (NaN in grid games)."""
    rows: list[dict[str, Any]] = []
    for setting, group in games.groupby("setting", observed=False, sort=False):
        count = len(group)
        plies_mean, plies_half = _mean_and_half(group["plies"])
        wins = {side: int((group["winner"] == side).sum()) for side in ("light", "dark", "draw")}
        light_low, light_high = wilson(wins["light"], count)
        row: dict[str, Any] = {
            "setting": setting,
            "games": count,
            "plies_mean": plies_mean,
            "plies_half": plies_half,
            "plies_median": float(group["plies"].median()) if count else math.nan,
            **{side: wins[side] / count if count else math.nan for side in wins},
            "light_low": light_low,
            "light_high": light_high,
        }
        for side in ("light", "dark"):
            row[f"captures_{side}"], row[f"captures_{side}_half"] = _mean_and_half(group[f"captures_{side}"])
        row.update(_luck(group))
        rows.append(row)
    return pd.DataFrame(rows)


def _luck(group: pd.DataFrame) -> dict[str, float]:
    """How often the side with the larger sum of throws won: among decided games whose sums differ."""
    thrown = group.dropna(subset=["throws_light", "throws_dark"])
    decided = thrown[(thrown["winner"] != "draw") & (thrown["throws_light"] != thrown["throws_dark"])]
    if decided.empty:
        return {"luck": math.nan, "luck_low": math.nan, "luck_high": math.nan, "luck_games": float(len(decided))}
    larger = np.where(decided["throws_light"] > decided["throws_dark"], "light", "dark")
    won = int((decided["winner"].to_numpy() == larger).sum())
    low, high = wilson(won, len(decided))
    return {"luck": won / len(decided), "luck_low": low, "luck_high": high, "luck_games": float(len(decided))}


def length_frame(games: pd.DataFrame, bins: int = 20) -> pd.DataFrame:
    """The distribution of game lengths: columns ``setting``, ``low``, ``high`` (a bin of plies, the same
    bins for every setting) and ``share`` (of that setting's games in the bin)."""
    edges = np.histogram_bin_edges(games["plies"], bins=bins) if len(games) else np.array([0.0, 1.0])
    rows: list[tuple[object, float, float, float]] = []
    for setting, group in games.groupby("setting", observed=False, sort=False):
        counts, _ = np.histogram(group["plies"], bins=edges)
        total = max(len(group), 1)
        rows.extend(
            (setting, float(low), float(high), count / total)
            for low, high, count in zip(edges[:-1], edges[1:], counts, strict=True)
        )
    return pd.DataFrame(rows, columns=["setting", "low", "high", "share"])


def endings_frame(games: pd.DataFrame) -> pd.DataFrame:
    """What ended the games: columns ``setting``, ``ended_by`` (a clause) and ``share`` of the setting's games."""
    counts = games.groupby(["setting", "ended_by"], observed=True).size().rename("count").reset_index()
    totals = games.groupby("setting", observed=True).size()
    counts["share"] = [
        count / totals[setting] for setting, count in zip(counts["setting"], counts["count"], strict=True)
    ]
    return counts[["setting", "ended_by", "share"]]


def legend_label(setting: str, lang: str) -> str:
    """A setting in a chart's legend: the rule set's title, then each variant on a line of its own (or "as
    in the source"), so that the legend stays narrow on a phone."""
    variants = variant_names(setting, lang)
    lines = [f"+ {name}" for name in variants] if variants else [t("lab.as_source", lang)]
    return "<br>".join([rules_text(setting, "title", lang), *lines])


def has_throws(setting: str) -> bool:
    """Whether a setting's game is played with a throw (its runs carry each side's sum of throws)."""
    return get_game(setting).is_race_game


# ---------------------------------------------------------------- the shipped runs


def shipped_runs(path: Path = SHIPPED) -> dict[str, Any]:
    """The shipped runs: ``{"level", "seed", "games", "runs": {setting: [game, ...]}}``."""
    with gzip.open(path, "rt", encoding="utf-8") as file:
        data: dict[str, Any] = json.load(file)
    return data


def play_runs(
    settings: tuple[str, ...], games: int, seed: int, *, workers: int | None = None, scheduler: str | None = None
) -> dict[str, list[dict[str, Any]]]:
    """Self-play ``games`` random games of each setting (``games.selfplay``), as the JSON of its summaries."""
    return {
        setting: [
            summary.as_json()
            for summary in play_games(setting, "random", seed, range(games), workers=workers, scheduler=scheduler)
        ]
        for setting in settings
    }


def main(argv: list[str] | None = None) -> None:
    """``python -m ui.lab.model [--games N] [--seed S]``: play the shipped runs again and write them."""
    parser = argparse.ArgumentParser(description="Play the reconstruction lab's shipped runs again.")
    parser.add_argument("--games", type=int, default=SHIPPED_GAMES, help="random games per setting")
    parser.add_argument("--seed", type=int, default=SHIPPED_SEED)
    parser.add_argument("--workers", type=int, default=None, help="processes (default: all cores)")
    parser.add_argument("--scheduler", default=None, help="a Dask scheduler, tcp://host:8786")
    args = parser.parse_args(argv)
    runs = play_runs(all_settings(), args.games, args.seed, workers=args.workers, scheduler=args.scheduler)
    data = {"level": "random", "seed": args.seed, "games": args.games, "runs": runs}
    SHIPPED.parent.mkdir(exist_ok=True)
    text = json.dumps(data, separators=(",", ":")).encode("utf-8")
    SHIPPED.write_bytes(gzip.compress(text, mtime=0))  # the same runs give the same file
    print(f"{SHIPPED}: {len(runs)} settings x {args.games} games")


if __name__ == "__main__":
    main()
