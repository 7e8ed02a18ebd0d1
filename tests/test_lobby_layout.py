"""The lobby's figures on a phone and on a desktop: no label, dot, marker or year overlaps another, and none
is cut by the edge, measured from the figures' positions, font sizes and the length of their texts.

Text is measured generously (a Georgia glyph is about half its font size wide; bold and Cyrillic a little
more), so a layout that passes here has room to spare in a browser."""

from __future__ import annotations

import re
from dataclasses import dataclass

import pytest

from board.charts.museum import PHONE_PX, map_figures, tick_text, timeline_figure
from ui.i18n import LANGUAGES
from ui.museum.model import load_museum

WIDTHS = (PHONE_PX, 720, 1240)
"""A phone, a column of a desktop page, a desktop page."""
GLYPH = 0.62
"""The width of an average glyph as a share of the font size, rounded up (bold serif, Cyrillic)."""
LINE = 1.25
"""A line's height as a share of the font size."""
GAP = 2
"""Plotly's gap between a marker and its text, in pixels."""


@dataclass(frozen=True)
class Box:
    """A rectangle in pixels, from the figure's top left corner, and what it holds."""

    left: float
    top: float
    right: float
    bottom: float
    what: str

    def overlaps(self, other: Box) -> bool:
        return (
            self.left < other.right and other.left < self.right and self.top < other.bottom and other.top < self.bottom
        )

    def inside(self, left: float, top: float, right: float, bottom: float) -> bool:
        return self.left >= left and self.top >= top and self.right <= right and self.bottom <= bottom


def text_size(text: str, size: float) -> tuple[float, float]:
    """The width and height of a text of ``size`` pixels, HTML tags left out, ``<br>`` starting a line."""
    lines = re.sub(r"<(?!br)[^>]+>", "", text).split("<br>")
    return max(len(line) for line in lines) * GLYPH * size, len(lines) * LINE * size


class Axes:
    """Where data coordinates fall on a figure ``width`` pixels wide, as Plotly lays it out: the plot area
    inside the margins, and when the y axis is anchored to the x axis at a ratio, the axis whose range
    leaves room is widened about its middle."""

    def __init__(self, fig, width: float):
        layout = fig.layout
        margin = layout.margin
        self.left, self.top = margin.l, margin.t
        self.right, self.bottom = width - margin.r, layout.height - margin.b
        self.width, self.height = width, layout.height
        (x0, x1), (y0, y1) = layout.xaxis.range, layout.yaxis.range
        plot_w, plot_h = self.right - self.left, self.bottom - self.top
        if layout.yaxis.scaleanchor == "x":
            ratio = layout.yaxis.scaleratio
            scale = min(plot_w / (x1 - x0), plot_h / ((y1 - y0) * ratio))
            self.sx, self.sy = scale, scale * ratio
            xm, ym = (x0 + x1) / 2, (y0 + y1) / 2
            x0, y1 = xm - plot_w / scale / 2, ym + plot_h / (scale * ratio) / 2
        else:
            self.sx, self.sy = plot_w / (x1 - x0), plot_h / (y1 - y0)
        self.x0, self.y1 = x0, y1

    def point(self, x: float, y: float) -> tuple[float, float]:
        return self.left + (x - self.x0) * self.sx, self.top + (self.y1 - y) * self.sy


def marker_and_text(axes: Axes, trace) -> list[Box]:
    """The boxes of a scatter trace's markers and of their texts, placed by ``textposition``."""
    boxes = []
    size, font = trace.marker.size, trace.textfont.size
    for x, y, text in zip(trace.x, trace.y, trace.text, strict=True):
        px, py = axes.point(x, y)
        r = size / 2
        boxes.append(Box(px - r, py - r, px + r, py + r, f"marker {text}"))
        w, h = text_size(text, font)
        where = trace.textposition or "middle center"
        vertical, horizontal = where.split()
        cx = {"left": px - r - GAP - w / 2, "center": px, "right": px + r + GAP + w / 2}[horizontal]
        cy = {"top": py - r - GAP - h / 2, "middle": py, "bottom": py + r + GAP + h / 2}[vertical]
        if where != "middle center":  # text inside its marker belongs to it
            boxes.append(Box(cx - w / 2, cy - h / 2, cx + w / 2, cy + h / 2, f"label {text}"))
    return boxes


def annotation_box(axes: Axes, note) -> Box:
    px, py = axes.point(note.x, note.y)
    w, h = text_size(note.text, note.font.size)
    left = {"left": px, "right": px - w}.get(note.xanchor, px - w / 2)
    return Box(left, py - h / 2, left + w, py + h / 2, f"text {note.text}")


def clashes(boxes: list[Box]) -> list[str]:
    return [f"{a.what} / {b.what}" for n, a in enumerate(boxes) for b in boxes[n + 1 :] if a.overlaps(b)]


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_label_dot_or_name_on_a_map_panel_overlaps_another_or_is_cut(lang, width):
    for fig in map_figures(load_museum(), lang):
        axes = Axes(fig, width)
        boxes = [box for trace in fig.data for box in marker_and_text(axes, trace)]
        boxes += [annotation_box(axes, note) for note in fig.layout.annotations]
        assert not clashes(boxes), f"{fig.layout.title.text} at {width}px: {clashes(boxes)}"
        cut = [b.what for b in boxes if not b.inside(axes.left, axes.top, axes.right, axes.bottom)]
        assert not cut, f"{fig.layout.title.text} at {width}px: cut by the edge: {cut}"


@pytest.mark.parametrize("width", WIDTHS)
@pytest.mark.parametrize("lang", LANGUAGES)
def test_no_event_marker_game_name_or_year_on_the_timeline_overlaps_another_or_is_cut(lang, width):
    fig = timeline_figure(load_museum(), lang)
    axes = Axes(fig, width)
    boxes = [box for trace in fig.data for box in marker_and_text(axes, trace)]
    boxes += [annotation_box(axes, note) for note in fig.layout.annotations]
    assert not clashes(boxes), f"at {width}px: {clashes(boxes)}"
    cut = [b.what for b in boxes if not b.inside(0, 0, axes.width, axes.height)]
    assert not cut, f"at {width}px: cut by the edge: {cut}"
    ticks = []
    for year, text in zip(fig.layout.xaxis.tickvals, fig.layout.xaxis.ticktext, strict=True):
        px, _ = axes.point(year, 0)
        w, h = text_size(text, fig.layout.font.size)
        ticks.append(Box(px - w / 2, axes.bottom + 4, px + w / 2, axes.bottom + 4 + h, f"year {text}"))
    assert not clashes(ticks), f"at {width}px: {clashes(ticks)}"
    assert all(t.inside(0, 0, axes.width, axes.height) for t in ticks), f"at {width}px: a year is cut: {ticks}"


def test_every_event_has_a_number_on_the_chart_and_the_list_beside_it_names_it():
    from board.charts.museum import numbered_events
    from ui.museum.model import events_list

    museum = load_museum()
    fig = timeline_figure(museum, "en")
    shown = sorted(int(re.sub(r"\D", "", text)) for trace in fig.data for text in trace.text)
    assert shown == list(range(1, len(museum.events) + 1))
    listed = events_list(museum, "ru").splitlines()
    assert [line.split(".")[0] for line in listed] == [str(n) for n, _ in numbered_events(museum)]


def test_the_layout_check_sees_a_collision_and_a_cut():
    """The lobby as it was: Rome's label over Athens's dot, Tenochtitlan's name cut on a phone."""
    import plotly.graph_objects as go

    fig = go.Figure(
        layout={
            "height": 330,
            "margin": {"l": 10, "r": 10, "t": 10, "b": 10},
            "xaxis": {"range": [-115, 45]},
            "yaxis": {"range": [10, 62], "scaleanchor": "x", "scaleratio": 1.25},
        }
    )
    for name, lon, lat, where in (
        ("Rome", 12.49, 41.89, "top center"),
        ("Athens", 23.72, 37.97, "top left"),
        ("Tenochtitlan", -99.13, 19.43, "top center"),
    ):
        fig.add_trace(
            go.Scatter(x=[lon], y=[lat], text=[name], textposition=where, marker={"size": 16}, textfont={"size": 14})
        )
    axes = Axes(fig, PHONE_PX)
    boxes = [box for trace in fig.data for box in marker_and_text(axes, trace)]
    assert clashes(boxes)
    assert [b.what for b in boxes if not b.inside(axes.left, axes.top, axes.right, axes.bottom)]
    assert tick_text(-1500, "ru") == "1500<br>до н. э." and tick_text(500, "en") == "AD<br>500"
