"""The lab's figures: the random games of each setting (the frames of ``ui.lab.model``) compared, one colour per
setting, each named in the legend as its caller words it (``legends``: setting -> label).  No Streamlit."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from typing import Any

import pandas as pd
import plotly.graph_objects as go

from board.charts.base import LINE, MUTED, museum_chart, wrapped
from board.words import board_word, has_board_word
from games.messages import SIDES

SETTING_COLOURS = ("#8c4a2f", "#4f8a6a", "#2f5f8f", "#b08a2e")
"""One colour per compared setting (and per ending), earth tones strong enough on the museum's paper:
terracotta, jade, lapis, ochre."""


def _colour(index: int) -> str:
    return SETTING_COLOURS[index % len(SETTING_COLOURS)]


def _per_setting(
    frame: pd.DataFrame,
    legends: Mapping[str, str],
    bars: Callable[[Any], tuple[list[str], list[float]]],
    errors: Callable[[Any], dict[str, Any] | None] = lambda row: None,
    value_format: str = ".1%",
) -> list[go.Bar]:
    """One bar trace per setting (a row of ``frame``) in the setting's colour: ``bars(row)`` gives the
    categories and the values, ``errors(row)`` the error bars, if any."""
    traces = []
    for index, row in enumerate(frame.itertuples()):
        categories, values = bars(row)
        traces.append(
            go.Bar(
                x=_fitted(categories),
                y=values,
                name=legends[str(row.setting)],
                marker={"color": _colour(index)},
                error_y=errors(row),
                hovertemplate=f"%{{x}}: %{{y:{value_format}}}<extra>%{{fullData.name}}</extra>",
            )
        )
    return traces


def length_figure(lengths: pd.DataFrame, legends: Mapping[str, str], lang: str) -> go.Figure:
    """Each setting's share of games by length (``length_frame``), one line per setting."""
    traces = []
    for index, (setting, group) in enumerate(lengths.groupby("setting", observed=False, sort=False)):
        middle = (group["low"] + group["high"]) / 2
        ranges = [f"{low:.0f}–{high:.0f}" for low, high in zip(group["low"], group["high"], strict=True)]
        traces.append(
            go.Scatter(
                x=middle.tolist(),
                y=group["share"].tolist(),
                name=legends[str(setting)],
                mode="lines+markers",
                text=ranges,
                line={"color": _colour(index), "width": 2.5},
                marker={"color": _colour(index), "size": 6},
                hovertemplate="%{text}: %{y:.1%}<extra>%{fullData.name}</extra>",
            )
        )
    fig = museum_chart(
        traces,
        lang,
        title=board_word("lab.length.title", lang),
        y_title=board_word("lab.length.y", lang),
        x_title=board_word("lab.length.axis", lang),
    )
    fig.update_yaxes(rangemode="tozero", tickformat=".0%")
    fig.update_xaxes(rangemode="normal")
    return _legend_below(fig, traces)


def results_figure(summary: pd.DataFrame, legends: Mapping[str, str], lang: str) -> go.Figure:
    """The shares of light's wins, dark's wins and draws, a bar per setting in each; light's (the first
    player's) with its 95 % interval."""
    outcomes = [board_word("lab.light_wins", lang), board_word("lab.dark_wins", lang), board_word("lab.draws", lang)]
    traces = _per_setting(
        summary,
        legends,
        lambda row: (outcomes, [row.light, row.dark, row.draw]),
        lambda row: {
            "type": "data",
            "symmetric": False,
            "color": MUTED,
            "array": [row.light_high - row.light, 0, 0],
            "arrayminus": [row.light - row.light_low, 0, 0],
        },
    )
    fig = museum_chart(
        traces,
        lang,
        title=board_word("lab.results.title", lang),
        y_title=board_word("lab.share", lang),
        x_title="",
        subtitle=board_word("lab.results.caption", lang),
    )
    return _legend_below(_shares(fig), traces)


def endings_figure(endings: pd.DataFrame, legends: Mapping[str, str], lang: str) -> go.Figure:
    """What ended the games: for each clause, the share of each setting's games it ended."""
    clauses = sorted(endings["ended_by"].unique())
    shares = endings.set_index(["setting", "ended_by"])["share"]
    settings = pd.DataFrame({"setting": list(endings["setting"].cat.categories)})
    labels = [ending_label(clause, lang) for clause in clauses]
    traces = _per_setting(
        settings, legends, lambda row: (labels, [float(shares.get((row.setting, c), 0.0)) for c in clauses])
    )
    fig = museum_chart(
        traces, lang, title=board_word("lab.endings.title", lang), y_title=board_word("lab.share", lang), x_title=""
    )
    return _legend_below(_shares(fig), traces)


def captures_figure(summary: pd.DataFrame, legends: Mapping[str, str], lang: str) -> go.Figure:
    """Each side's captures per game, on average, a bar per setting with its 95 % interval."""
    sides = list(SIDES.get(lang, SIDES["en"])["side"])
    traces = _per_setting(
        summary,
        legends,
        lambda row: (sides, [row.captures_light, row.captures_dark]),
        lambda row: {"type": "data", "color": MUTED, "array": [row.captures_light_half, row.captures_dark_half]},
        ".2f",
    )
    fig = museum_chart(
        traces,
        lang,
        title=board_word("lab.captures.title", lang),
        y_title=board_word("lab.captures.y", lang),
        x_title="",
    )
    fig.update_yaxes(rangemode="tozero")
    fig.update_xaxes(type="category", tickangle=0)
    return _legend_below(fig, traces)


def luck_figure(summary: pd.DataFrame, legends: Mapping[str, str], lang: str) -> go.Figure:
    """Race games: how often the side that threw more in all won, a bar per setting with its 95 % interval,
    against the half-way line where the throws would not matter at all."""
    won = [board_word("lab.luck.y", lang)]
    traces = _per_setting(
        summary,
        legends,
        lambda row: (won, [row.luck]),
        lambda row: {
            "type": "data",
            "symmetric": False,
            "color": MUTED,
            "array": [row.luck_high - row.luck],
            "arrayminus": [row.luck - row.luck_low],
        },
    )
    fig = museum_chart(
        traces,
        lang,
        title=board_word("lab.luck.title", lang),
        y_title="",
        x_title="",
        subtitle=board_word("lab.luck.caption", lang),
    )
    fig.add_hline(y=0.5, line={"color": MUTED, "dash": "dot", "width": 1})
    return _legend_below(_shares(fig), traces)


PHONE_PLOT = 36
"""The characters of 12 px text that a phone's chart (390 px wide, about 290 px of plot) holds in a row."""


def _fitted(categories: list[str]) -> list[str]:
    """The categories' labels broken into lines that fit side by side under the bars on a phone."""
    return [wrapped(label, max(9, PHONE_PLOT // max(1, len(categories)))) for label in categories]


def ending_label(clause: str, lang: str) -> str:
    """A clause that ended games, as the chart names it: its ID and what happened (on two lines)."""
    key = f"lab.ended.{clause}"
    return f"{clause}<br>{board_word(key, lang)}" if has_board_word(key) else clause


def _shares(fig: go.Figure) -> go.Figure:
    fig.update_yaxes(rangemode="tozero", range=[0, 1.05], tickformat=".0%")
    fig.update_xaxes(type="category", tickangle=0)
    return fig


def _legend_below(fig: go.Figure, traces: list[Any]) -> go.Figure:
    """The legend (the settings) under the chart, a setting a block of lines, the chart grown for it (and for
    the categories' labels beyond two lines)."""
    lines = sum(str(trace.name).count("<br>") + 1 for trace in traces)
    labels = max((str(x).count("<br>") + 1 for trace in traces if trace.type == "bar" for x in trace.x), default=1)
    grow = 18 * lines + 4 * len(traces) + LINE * max(0, labels - 2)
    fig.update_layout(
        legend={
            "orientation": "v",
            "x": 0,
            "xanchor": "left",
            "y": 0,
            "yref": "container",
            "yanchor": "bottom",
            "tracegroupgap": 4,
        },
        height=fig.layout.height + 20 + grow,
        margin={"b": 80 + grow},
    )
    return fig
