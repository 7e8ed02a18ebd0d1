"""The few SVG elements the object drawings are made of, as strings (numbers rounded to one decimal)."""

from __future__ import annotations

import math
from collections.abc import Iterable
from html import escape

Point = tuple[float, float]
Style = dict[str, str | float]
"""An element's presentation attributes by their names, ``_`` for ``-`` (``stroke_width``)."""


def _n(value: float) -> str:
    text = f"{value:.1f}"
    return text[:-2] if text.endswith(".0") else text


def _attrs(style: dict[str, str | float]) -> str:
    return "".join(
        f' {name.replace("_", "-")}="{_n(v) if isinstance(v, float | int) else escape(v)}"' for name, v in style.items()
    )


def circle(centre: Point, r: float, **style: str | float) -> str:
    """A circle of radius ``r`` at ``centre``."""
    return f'<circle cx="{_n(centre[0])}" cy="{_n(centre[1])}" r="{_n(r)}"{_attrs(style)}/>'


def ellipse(centre: Point, rx: float, ry: float, angle: float, **style: str | float) -> str:
    """An ellipse at ``centre`` turned by ``angle`` degrees."""
    x, y = centre
    turn = f' transform="rotate({_n(angle)} {_n(x)} {_n(y)})"' if angle else ""
    return f'<ellipse cx="{_n(x)}" cy="{_n(y)}" rx="{_n(rx)}" ry="{_n(ry)}"{turn}{_attrs(style)}/>'


def rect(x: float, y: float, width: float, height: float, **style: str | float) -> str:
    """A rectangle from its top left corner."""
    return f'<rect x="{_n(x)}" y="{_n(y)}" width="{_n(width)}" height="{_n(height)}"{_attrs(style)}/>'


def polygon(points: Iterable[Point], **style: str | float) -> str:
    """A closed outline through ``points``."""
    return f'<polygon points="{_points(points)}"{_attrs(style)}/>'


def polyline(points: Iterable[Point], **style: str | float) -> str:
    """An open line through ``points`` (not filled unless ``fill`` is given)."""
    return f'<polyline points="{_points(points)}"{_attrs({"fill": "none", **style})}/>'


def line(start: Point, end: Point, **style: str | float) -> str:
    """A straight line."""
    return f'<line x1="{_n(start[0])}" y1="{_n(start[1])}" x2="{_n(end[0])}" y2="{_n(end[1])}"{_attrs(style)}/>'


def path(d: str, **style: str | float) -> str:
    """A path from its ``d`` commands."""
    return f'<path d="{d}"{_attrs(style)}/>'


def text(at: Point, words: str, **style: str | float) -> str:
    """``words`` written at ``at`` (escaped)."""
    return f'<text x="{_n(at[0])}" y="{_n(at[1])}"{_attrs(style)}>{escape(words)}</text>'


def group(parts: Iterable[str], **style: str | float) -> str:
    """Parts drawn together, sharing ``style`` (``transform`` among it)."""
    return f"<g{_attrs(style)}>{''.join(parts)}</g>"


def smooth(points: list[Point], closed: bool = True) -> str:
    """The ``d`` of a smooth curve through ``points`` (Catmull-Rom turned into cubic Béziers)."""
    count = len(points)
    ends = count if closed else count - 1
    d = [f"M{_n(points[0][0])},{_n(points[0][1])}"]
    for i in range(ends):
        p0 = points[(i - 1) % count] if closed or i > 0 else points[0]
        p1, p2 = points[i], points[(i + 1) % count]
        p3 = points[(i + 2) % count] if closed or i + 2 < count else p2
        c1 = (p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6)
        c2 = (p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6)
        d.append(f"C{_n(c1[0])},{_n(c1[1])} {_n(c2[0])},{_n(c2[1])} {_n(p2[0])},{_n(p2[1])}")
    return " ".join(d) + (" Z" if closed else "")


def polar(centre: Point, r: float, degrees: float) -> Point:
    """The point at distance ``r`` from ``centre`` at ``degrees`` (clockwise from the right, as SVG turns)."""
    angle = math.radians(degrees)
    return centre[0] + r * math.cos(angle), centre[1] + r * math.sin(angle)


def _points(points: Iterable[Point]) -> str:
    return " ".join(f"{_n(x)},{_n(y)}" for x, y in points)
