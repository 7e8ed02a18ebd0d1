"""The building blocks every board figure shares: inert traces, the clickable hit layer, labels.

They carry the click recipe this project measured for Plotly boards: every visible trace has
``hoverinfo="skip"`` (no hover, no click), the last trace of a figure is a transparent hit layer with
``hoverinfo="none"`` whose ``customdata`` names what was clicked, and no trace dims on selection.
Figures are built as plain dicts and wrapped without Plotly's validation (the tests validate them).
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from board.palette import PieceStyle

FONT = "Georgia, 'DejaVu Serif', serif"
NO_DIMMING = {"selected": {"marker": {"opacity": 1}}, "unselected": {"marker": {"opacity": 1}}}
CONFIG_LAYOUT = {"clickmode": "event+select", "hovermode": "closest", "dragmode": False}
"""Layout switches of a clickable board: selection events, nearest point, no dragging."""

Point = tuple[float, float]


def _r(value: float) -> float:
    """A coordinate to three decimals: far finer than a pixel on every board, and a much smaller figure."""
    return round(value, 3)


def markers(
    points: Sequence[Point],
    *,
    symbol: str | list[str],
    size: float | list[float],
    color: str | list[str],
    line: dict[str, Any] | None = None,
    meta: str | None = None,
    **marker: Any,
) -> dict[str, Any]:
    """A scatter trace of markers that never reacts to the mouse (``hoverinfo="skip"``).

    ``meta="pieces"`` marks a trace of pieces, which the live board moves while a move is on its way.
    """
    trace: dict[str, Any] = {
        "type": "scatter",
        "mode": "markers",
        "hoverinfo": "skip",
        **NO_DIMMING,
        "x": [_r(p[0]) for p in points],
        "y": [_r(p[1]) for p in points],
        "marker": {"symbol": symbol, "size": size, "color": color, "line": line or {"width": 0}, **marker},
    }
    if meta is not None:
        trace["meta"] = meta
    return trace


def texts(points: Sequence[Point], labels: Sequence[str], *, size: float, color: str) -> dict[str, Any]:
    """A scatter trace of text centred on ``points`` (counts on stacks, numbers on cells)."""
    return {
        "type": "scatter",
        "mode": "text",
        "hoverinfo": "skip",
        **NO_DIMMING,
        "x": [_r(p[0]) for p in points],
        "y": [_r(p[1]) for p in points],
        "text": list(labels),
        "textposition": "middle center",
        "textfont": {"family": FONT, "size": size, "color": color},
    }


def lines(
    segments: Sequence[Sequence[Point]], *, color: str, width: float, dash: str = "solid", fill: str | None = None
) -> dict[str, Any]:
    """Polylines as one trace, ``None`` between them; with ``fill`` each closed polyline is filled."""
    xs: list[float | None] = []
    ys: list[float | None] = []
    for segment in segments:
        xs += [_r(p[0]) for p in segment] + [None]
        ys += [_r(p[1]) for p in segment] + [None]
    trace = {
        "type": "scatter",
        "mode": "lines",
        "hoverinfo": "skip",
        **NO_DIMMING,
        "x": xs,
        "y": ys,
        "line": {"color": color, "width": width, "dash": dash},
    }
    if fill is not None:
        trace.update(fill="toself", fillcolor=fill)
    return trace


def hit_layer(
    points: Sequence[Point], names: Sequence[str], *, symbol: str | list[str], size: float | list[float]
) -> dict[str, Any]:
    """The last trace of a board: a transparent marker over each clickable place, carrying its name.

    ``hoverinfo="none"`` (not ``"skip"``) keeps its click events while showing no hover label.
    """
    trace = markers(points, symbol=symbol, size=size, color="rgba(0,0,0,0)")
    trace.update(hoverinfo="none", customdata=list(names), name="cells")
    return trace


def label(text: str, color: str, size: float = 14, **place: Any) -> dict[str, Any]:
    """An annotation without an arrow, in the board's serif font."""
    return {"text": text, "showarrow": False, "font": {"family": FONT, "size": size, "color": color}, **place}


def arrow(start: Point, end: Point, color: str, width: float = 5, standoff: float = 6) -> dict[str, Any]:
    """An arrow annotation from ``start`` to ``end`` in axis coordinates."""
    return {
        "x": end[0],
        "y": end[1],
        "ax": start[0],
        "ay": start[1],
        "xref": "x",
        "yref": "y",
        "axref": "x",
        "ayref": "y",
        "text": "",
        "showarrow": True,
        "arrowhead": 2,
        "arrowsize": 1,
        "arrowwidth": width,
        "arrowcolor": color,
        "standoff": standoff,
        "startstandoff": standoff,
    }


def board_layout(
    width: int,
    height: int,
    *,
    margin: dict[str, int],
    xaxis: dict[str, Any],
    yaxis: dict[str, Any],
    font_color: str,
    plot_bgcolor: str = "rgba(0,0,0,0)",
    stretch: float = 1,
    **more: Any,
) -> dict[str, Any]:
    """The layout every board shares: a fixed size, square units (``yaxis`` anchored to ``xaxis``; a unit up
    ``stretch`` times a unit across, for a board drawn taller on a phone), no legend, theme or zoom, clicks as
    selections (``CONFIG_LAYOUT``), the board's font; plus ``more``."""
    return {
        "template": {},
        "width": width,
        "height": height,
        "autosize": False,
        "showlegend": False,
        "margin": {**margin, "pad": 0},
        "xaxis": xaxis,
        "yaxis": {**yaxis, "scaleanchor": "x", "scaleratio": stretch},
        "plot_bgcolor": plot_bgcolor,
        "paper_bgcolor": "rgba(0,0,0,0)",
        **CONFIG_LAYOUT,
        "font": {"family": FONT, "color": font_color},
        **more,
    }


def hidden_axis(low: float, high: float) -> dict[str, Any]:
    """An axis with the range ``[low, high]`` (reversed when ``low > high``), no grid, ticks or zooming."""
    return {
        "range": [low, high],
        "fixedrange": True,
        "showgrid": False,
        "zeroline": False,
        "showticklabels": False,
        "ticks": "",
        "showline": False,
    }


def piece_markers(points: Sequence[Point], style: PieceStyle, size: float) -> dict[str, Any]:
    """The pieces of one style at ``points``, ``size`` pixels across: filled, edged and lit as the palette says."""
    return markers(
        points,
        symbol=style.symbol,
        size=size,
        color=style.fill,
        meta="pieces",
        line={"width": 2, "color": style.edge},
        gradient={"type": "radial", "color": style.shine},
    )
