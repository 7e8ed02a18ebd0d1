"""The story of a game in charts: the figures of the frames ``ui.replay.story`` reads from a game record.

Pure, no Streamlit.  Each figure is a pure function of its frame and ``lang``, ``HEIGHT`` pixels high
(``board.charts.base``), in the boards' colours and font; ``at``, a ply, draws a vertical marker there (a
shape named ``"at"``, which a replay may move).
"""

from __future__ import annotations

from fractions import Fraction
from typing import Any

import pandas as pd
import plotly.graph_objects as go

from board.charts.base import INK, MUTED, museum_chart
from board.numbers import decimal
from board.palette import AZTEC, DARK_COUNTER, LIGHT_STONE
from board.words import board_word
from games.messages import SIDES

SIDE_STYLES = (
    {
        "line": {"color": LIGHT_STONE.edge, "dash": "dash", "width": 2},
        "marker": {
            "symbol": LIGHT_STONE.symbol,
            "color": LIGHT_STONE.fill,
            "size": 7,
            "line": {"color": LIGHT_STONE.edge, "width": 1.5},
        },
    },
    {
        "line": {"color": DARK_COUNTER.fill, "width": 2.5},
        "marker": {
            "symbol": DARK_COUNTER.symbol,
            "color": DARK_COUNTER.fill,
            "size": 8,
            "line": {"color": DARK_COUNTER.edge, "width": 1},
        },
    },
)
"""Light as on the boards: round pale stones, here on a dashed line; dark: hexagons on a solid line."""
BANK_STYLE: dict[str, Any] = {
    "line": {"color": "#2d5440", "dash": "dot", "width": 2},
    "marker": {"symbol": "diamond", "color": "#4f8a6a", "size": 7},
}
"""The bank in the jade of the stakes panel's beads."""
MARKERS_SHOWN = 40
"""At most this many markers on a line, so that a long game's line stays a line."""


def _line(frame: pd.DataFrame, column: str, name: str, style: dict[str, Any], shape: str = "linear") -> go.Scatter:
    """A column's line over the moves in ``style``, its move texts on hover."""
    return go.Scatter(
        x=frame["ply"],
        y=[float(v) for v in frame[column]],
        name=name,
        mode="lines+markers",
        line={**style["line"], "shape": shape},
        marker={**style["marker"], "maxdisplayed": MARKERS_SHOWN},
        text=frame["move"],
        cliponaxis=False,
        hovertemplate="%{text}: %{y}<extra>%{fullData.name}</extra>",
    )


def _side_lines(frame: pd.DataFrame, lang: str, shape: str = "linear") -> list[go.Scatter]:
    """Light's and dark's lines (the ``light`` and ``dark`` columns), named as the app names the sides."""
    return [
        _line(frame, column, SIDES.get(lang, SIDES["en"])["side"][side], SIDE_STYLES[side], shape)
        for side, column in enumerate(("light", "dark"))
    ]


def _sides_chart(
    frame: pd.DataFrame, lang: str, key: str, at: int | None, extra: list[go.BaseTraceType] | None = None
) -> go.Figure:
    """Both sides' lines (and ``extra`` traces) under the title and y-axis title of ``story.<key>``."""
    fig = museum_chart(
        [*_side_lines(frame, lang), *(extra or [])],
        lang,
        title=board_word(f"story.{key}.title", lang),
        y_title=board_word(f"story.{key}.y", lang),
        at=at,
    )
    fig.update_yaxes(rangemode="tozero")
    return fig


def material_figure(frame: pd.DataFrame, lang: str, at: int | None = None) -> go.Figure:
    """Each side's pieces over the moves (``material_frame``)."""
    return _sides_chart(frame, lang, "material", at)


def progress_figure(frame: pd.DataFrame, lang: str, at: int | None = None) -> go.Figure:
    """How far each side has come over the moves (``progress_frame``)."""
    return _sides_chart(frame, lang, "progress", at)


def stakes_figure(frame: pd.DataFrame, lang: str, at: int | None = None) -> go.Figure:
    """Each player's items and the bank over the moves (``stakes_frame``)."""
    return _sides_chart(frame, lang, "stakes", at, [_line(frame, "bank", board_word("stakes.bank", lang), BANK_STYLE)])


def fraction_text(value: Fraction, lang: str) -> str:
    """``3``, or ``45/16 ≈ 2.81`` (a decimal comma in Russian)."""
    if value.denominator == 1:
        return str(value.numerator)
    return f"{value} ≈ {decimal(float(value), lang, 2)}"


def luck_figure(frame: pd.DataFrame, lang: str, at: int | None = None) -> go.Figure:
    """Each player's running luck (``luck_frame``) as steps held between throws, around a zero line, with
    the average throw it is measured from in the subtitle."""
    zero = go.Scatter(
        x=[0, max(frame["ply"], default=1)],
        y=[0, 0],
        mode="lines",
        name=board_word("story.luck.zero", lang),
        line={"color": MUTED, "width": 1},
        hoverinfo="skip",
        showlegend=False,
    )
    average = fraction_text(frame["expected"].iloc[0], lang) if len(frame) else "—"
    return museum_chart(
        [zero, *_side_lines(frame, lang, "hv")],
        lang,
        title=board_word("story.luck.title", lang),
        y_title=board_word("story.luck.y", lang),
        subtitle=board_word("story.luck.caption", lang, average=average),
        at=at,
    )


def throw_distribution_figure(frame: pd.DataFrame, lang: str) -> go.Figure:
    """One throw's values as bars of their exact chance (``throw_distribution_frame``), the fraction on each bar."""
    bars = go.Bar(
        x=frame["label"],
        y=frame["probability"],
        text=frame["text"],
        textposition="outside",
        cliponaxis=False,
        name=board_word("story.throw.y", lang),
        showlegend=False,
        marker={"color": AZTEC.centre, "line": {"color": AZTEC.paint, "width": 1.5}},
        hovertemplate="%{x}: %{text}<extra></extra>",
    )
    fig = museum_chart(
        [bars],
        lang,
        title=board_word("story.throw.title", lang),
        y_title=board_word("story.throw.y", lang),
        x_title=board_word("story.throw.values", lang),
    )
    fig.update_xaxes(type="category", rangemode="normal")
    fig.update_yaxes(rangemode="tozero", range=[0, max(frame["probability"]) * 1.2], tickformat=".0%")
    return fig


def advantage_figure(frame: pd.DataFrame, lang: str, at: int | None = None) -> go.Figure:
    """The Master's judgement over the moves, light's advantage above the zero line, dark's below."""
    line = go.Scatter(
        x=frame["ply"],
        y=frame["advantage"],
        mode="lines",
        name=board_word("story.advantage.y", lang),
        line={"color": INK, "width": 2},
        fill="tozeroy",
        fillcolor="rgba(140, 74, 47, 0.15)",
        hovertemplate="%{y:.0f}<extra></extra>",
    )
    figure = museum_chart(
        [line],
        lang,
        title=board_word("story.advantage.title", lang),
        y_title=board_word("story.advantage.y", lang),
        at=at,
        subtitle=board_word("story.advantage.caption", lang),
    )
    figure.add_hline(y=0, line={"color": MUTED, "width": 1})
    return figure


TURNING_STYLE: dict[str, Any] = {
    "symbol": "diamond",
    "size": 11,
    "color": "#b03a2e",
    "line": {"color": INK, "width": 1},
}
"""A turning point of the review: a red diamond on the line."""


def review_figure(frame: pd.DataFrame, lang: str, at: int | None = None, turning: tuple[int, ...] = ()) -> go.Figure:
    """Light's chance to win by the Master's review over the moves (``ui.replay.story.review_frame``: ``ply``,
    ``move``, ``chance`` in per cent), around the even line of 50 %, with the ``turning`` points (positions) marked."""
    line = go.Scatter(
        x=frame["ply"].tolist(),
        y=frame["chance"].tolist(),
        mode="lines",
        name=board_word("story.review.y", lang),
        line={"color": INK, "width": 2, "shape": "hv"},
        text=frame["move"],
        hovertemplate="%{text}: %{y:.0f}%<extra></extra>",
    )
    marked = frame[frame["ply"].isin(turning)]
    points = go.Scatter(
        x=marked["ply"].tolist(),
        y=marked["chance"].tolist(),
        mode="markers",
        name=board_word("story.review.turning", lang),
        marker=TURNING_STYLE,
        text=marked["move"],
        hovertemplate="%{text}: %{y:.0f}%<extra>%{fullData.name}</extra>",
        showlegend=False,
    )
    figure = museum_chart(
        [line, points],
        lang,
        title=board_word("story.review.title", lang),
        y_title=board_word("story.review.y", lang),
        at=at,
        subtitle=board_word("story.review.caption", lang),
    )
    figure.add_hline(y=50, line={"color": MUTED, "width": 1})
    figure.update_yaxes(range=[0, 100])
    return figure
