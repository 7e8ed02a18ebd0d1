"""The museum's paper and ink, and the frame every chart shares (``museum_chart``).  No Streamlit."""

from __future__ import annotations

from typing import Any

import plotly.graph_objects as go

from board.numbers import separators
from board.palette import STONE
from board.traces import FONT
from board.words import board_word

INK, PAPER, FAINT, MUTED = "#2b2118", "#fbf7ee", "#d9c9a8", "#6b5a48"
HEIGHT = 280
"""Every chart's height in pixels, the same on a phone and a projector."""
PHONE_LINE = 52
"""The characters of a subtitle's line (11 px) that a phone's chart (390 px wide, 358 px drawn) holds."""
LINE = 14
"""The height of a line of a chart's small text, in pixels."""


def wrapped(text: str, width: int) -> str:
    """``text`` broken between words into lines of at most ``width`` characters where it can be (a longer word
    keeps its own line), joined by Plotly's ``<br>``; the breaks it has already are kept, and no line breaks at
    a no-break space (the one in "95 %")."""
    lines: list[str] = []
    for given in text.split("<br>"):
        line = ""
        for word in given.split(" "):
            if not word:
                continue
            if line and len(line) + 1 + len(word) > width:
                lines.append(line)
                line = word
            else:
                line = f"{line} {word}" if line else word
        lines.append(line)
    return "<br>".join(lines)


def museum_chart(
    traces: list[go.BaseTraceType],
    lang: str,
    *,
    title: str,
    y_title: str,
    x_title: str | None = None,
    subtitle: str | None = None,
    at: int | None = None,
) -> go.Figure:
    """The figure every chart shares: paper and ink of the museum, the boards' font, a fixed height, the title
    (and subtitle) at the top with the legend in a row under it, no zoom; and the marker of ply ``at``, if given.
    ``x_title`` is the x-axis title: the moves when None, none when empty."""
    fig = go.Figure(traces)
    heading: dict[str, Any] = {
        "text": title,
        "x": 0.02,
        "xanchor": "left",
        "y": 1,
        "yref": "container",
        "yanchor": "top",
        "pad": {"t": 8},
        "font": {"size": 15, "color": INK},
    }
    extra = 0
    if subtitle:
        subtitle = wrapped(subtitle, PHONE_LINE)  # a phone's chart would cut a long line off
        extra = LINE * subtitle.count("<br>")
        heading["subtitle"] = {"text": subtitle, "font": {"size": 11, "color": MUTED}}
    axis = {"gridcolor": FAINT, "zeroline": False, "fixedrange": True, "title_font": {"size": 12}}
    last = max((max(trace.x, default=0) for trace in traces if trace.type == "scatter"), default=0)
    fig.update_layout(
        height=HEIGHT + extra,
        margin={"l": 56, "r": 12, "t": (92 if subtitle else 62) + extra, "b": 44},
        paper_bgcolor=PAPER,
        plot_bgcolor=PAPER,
        font={"family": FONT, "color": INK, "size": 12},
        title=heading,
        dragmode=False,
        separators=separators(lang),  # the numbers the browser writes (ticks, hover) as the language writes them
        legend={"orientation": "h", "x": 0, "xanchor": "left", "y": 1.02, "yanchor": "bottom"},
        # whole moves only: below ten moves Plotly would tick at halves
        xaxis={
            **axis,
            "title": {"text": board_word("story.moves", lang) if x_title is None else x_title},
            "rangemode": "tozero",
            **({"dtick": 1} if last <= 10 else {}),
        },
        yaxis={**axis, "title": {"text": y_title}},
    )
    if at is not None:
        fig.add_shape(
            type="line",
            name="at",
            x0=at,
            x1=at,
            y0=0,
            y1=1,
            yref="paper",
            line={"color": STONE.selected, "width": 2, "dash": "dashdot"},
        )
    return fig
