"""A class vote's tally as a chart.  No Streamlit."""

from __future__ import annotations

from functools import lru_cache

import plotly.graph_objects as go

from board.charts.base import HEIGHT, museum_chart


@lru_cache(maxsize=64)
def tally_figure(tally: tuple[tuple[str, int], ...], title: str, lang: str, height: int = HEIGHT) -> go.Figure:
    """The votes as horizontal bars, the most voted move on top, under ``title``, ``height`` pixels tall.  Made once
    per tally (a Plotly figure takes tens of milliseconds to build, and the teacher's panel draws the tally every
    second); not to be changed."""
    moves, counts = [move for move, _ in tally][::-1], [count for _, count in tally][::-1]
    bars = go.Bar(
        x=counts,
        y=moves,
        orientation="h",
        text=counts,
        textposition="outside",
        showlegend=False,
        marker={"color": "#8c4a2f"},
        hovertemplate="%{y}: %{x}<extra></extra>",
    )
    figure = museum_chart([bars], lang, title=title, y_title="", x_title="")
    figure.update_yaxes(type="category")
    figure.update_xaxes(dtick=1, rangemode="tozero")
    figure.update_layout(height=height)
    return figure
