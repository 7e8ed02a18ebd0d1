"""The Knossos gaming board as a Plotly figure, drawn from ``games/boards/knossos.json``.

A portrait board of ivory, gold and rock crystal on blue kyanos paste: the four great medallions (cells
1, 4, 7 and the gate, 8) are gilded rosettes, the nautilus cells (2, 3, 5, 6) ivory discs with a golden
spiral shell, the open sea (cell 9) a band of eleven crystal and ivory bars, the home waters (10-18)
small crystal circles in a two-winged compartment, and the home harbour (19) a gilded basin.  The route
runs faintly between the cells with chevrons pointing the way.

Pieces of one colour on one route position stand as one piece with a count.  The shared cells hold
both colours side by side; on the open sea the outward-bound pieces sit on the right half of the band
and the homeward-bound on the left, and on the gate the pieces going in and coming out sit apart, so
that every stack is one route position.  Pieces that are home again (route position 21) wait in the
trays under the board.  Every cell is clickable through the hit layer (customdata: the cell number).
"""

from __future__ import annotations

import math
from collections import Counter
from collections.abc import Mapping
from itertools import pairwise
from typing import Any

import plotly.graph_objects as go

from board.marks import NO_MARKS, Marks
from board.palette import MINOAN, KnossosPalette, PieceStyle
from board.traces import Point, arrow, board_layout, hidden_axis, hit_layer, label, lines, markers, piece_markers, texts
from board.words import board_word
from games.core import DARK, LIGHT
from games.knossos import BOARD, HARBOUR, HOME_POSITION, OPEN_SEA, ROUTE, KnossosGame, KnossosState
from games.messages import SIDES

SCALE = 0.6
"""Pixels per unit of the board's 600 x 1000 drawing."""
X_RANGE = (-30.0, 630.0)
Y_RANGE = (1115.0, -30.0)
"""Reversed: the drawing's y runs down.  The strip below 1000 holds the trays of pieces that are home."""
MARGIN = 4
CENTRES: dict[int, Point] = {int(c): (v["x"], v["y"]) for c, v in BOARD["cells"].items()}
MEDALLIONS = (1, 4, 7, BOARD["gate"])
NAUTILUS = (2, 3, 5, 6)
GATE = BOARD["gate"]
MEDALLION_R, NAUTILUS_R, WATER_R = 52.0, 42.0, 30.0
HIT_R = 42.0
"""A tap anywhere this near a round cell's centre takes that cell: the home waters' inlays (radius 30) are a
finger wide on a 390 px phone only with this much round them (the nearest cells are 100 apart, so no two overlap)."""
HARBOUR_HALF = 54.0
"""Half the side of the square harbour basin."""
BAND = (40.0, 455.0, 560.0, 525.0)
"""The open sea: left, top, right, bottom."""
BARS = 11
COMPARTMENT = ((40, 660), (560, 660), (560, 990), (460, 990), (460, 750), (140, 750), (140, 990), (40, 990))
"""The two-winged compartment of the home waters (cells 10-17)."""
TRAY_Y = 1070.0
TRAYS = {LIGHT: 150.0, DARK: 450.0}
PIECE_PX = 26
MARK_PX = 20


def figure_size() -> tuple[int, int]:
    """Pixel width and height of the Knossos figure."""
    return (
        round((X_RANGE[1] - X_RANGE[0]) * SCALE) + 2 * MARGIN,
        round((Y_RANGE[0] - Y_RANGE[1]) * SCALE) + 2 * MARGIN,
    )


def knossos_figure(game: KnossosGame, state: KnossosState, marks: Marks = NO_MARKS, *, lang: str = "en") -> go.Figure:
    """Draw ``state`` on the Knossos board with ``marks`` (see ``board.marks``).

    The side to move's stacks on the ``selected`` cell are ringed; each target cell gets a dot with its
    label (the coin that takes the piece there) written in it; the cells of the last move are outlined,
    the highlights outlined in another tone, and each arrow joins two cells.  ``lang`` chooses the
    language of the words on the board.
    """
    return go.Figure(knossos_spec(game, state, marks, lang=lang), _validate=False)


def knossos_spec(
    game: KnossosGame, state: KnossosState, marks: Marks = NO_MARKS, *, lang: str = "en"
) -> dict[str, Any]:
    """The figure of ``knossos_figure`` as a plain dict: the board, the pieces, the pick's marks, the hit layer."""
    palette = MINOAN
    traces: list[dict[str, Any]] = [*_route(palette), *_cells(palette)]
    traces += _outlines([int(c) for c in marks.highlights], palette.crystal_shine)
    traces += _outlines([int(c) for c in marks.last_move], palette.last_move)
    pieces, badges = _pieces(state, palette)
    traces += [*pieces, *_numbers(palette), *badges, *knossos_pick(game, state, marks), _hit_layer()]
    layout = _layout(palette)
    layout["annotations"] = [
        *_words(state, lang, palette),
        *(arrow(_mark_point(int(a)), _mark_point(int(b)), palette.selected, width=3) for a, b in marks.arrows),
    ]
    return {"data": traces, "layout": layout}


def knossos_pick(game: KnossosGame, state: KnossosState, marks: Marks) -> list[dict[str, Any]]:
    """The marks of a pick: the side to move's stacks on the selected cell ringed, a dot with its coin on
    each target cell."""
    palette, traces = MINOAN, []
    if marks.selected is not None:
        rings = knossos_points(state)[1].get(marks.selected, [])
        if rings:
            traces.append(
                markers(
                    rings,
                    symbol="circle-open",
                    size=PIECE_PX + 12,
                    color=palette.selected,
                    line={"width": 4, "color": palette.selected},
                )
            )
    return traces + _targets([int(c) for c in marks.targets], {int(c): text for c, text in marks.labels}, palette)


def knossos_points(state: KnossosState) -> tuple[dict[str, Point], dict[str, list[Point]]]:
    """Each cell's point (where a target dot goes) and, by cell, the points of the side to move's stacks."""
    own = _stack_positions(state, state.side)
    stacks: dict[str, list[Point]] = {}
    for p in sorted(own):
        if p < HOME_POSITION:
            stacks.setdefault(str(ROUTE[p]), []).append(_stack_point(state.side, p, own))
    return {str(cell): _mark_point(cell) for cell in sorted(CENTRES)}, stacks


# ---------------------------------------------------------------- the object


def _circle(centre: Point, radius: float, steps: int = 48) -> list[Point]:
    cx, cy = centre
    return [
        (cx + radius * math.cos(2 * math.pi * k / steps), cy + radius * math.sin(2 * math.pi * k / steps))
        for k in range(steps + 1)
    ]


def _rect(left: float, top: float, right: float, bottom: float) -> list[Point]:
    return [(left, top), (right, top), (right, bottom), (left, bottom), (left, top)]


def _bearing(dx: float, dy: float) -> float:
    """Plotly's marker angle (degrees clockwise from up on screen) of a direction in the y-down drawing."""
    return math.degrees(math.atan2(dx, -dy))


def _radius(cell: int) -> float:
    """The radius of a round cell's inlay."""
    if cell in MEDALLIONS:
        return MEDALLION_R
    return NAUTILUS_R if cell in NAUTILUS else WATER_R


def _reach(cell: int, ux: float, uy: float) -> float:
    """How far the inlay of ``cell`` reaches from its centre in the unit direction ``(ux, uy)``."""
    if cell in (OPEN_SEA, HARBOUR):
        half_w, half_h = (
            ((BAND[2] - BAND[0]) / 2, (BAND[3] - BAND[1]) / 2) if cell == OPEN_SEA else (HARBOUR_HALF, HARBOUR_HALF)
        )
        return min(half_w / abs(ux) if ux else math.inf, half_h / abs(uy) if uy else math.inf)
    return _radius(cell)


def _route(palette: KnossosPalette) -> list[dict[str, Any]]:
    """The edges of the route, faint and dashed, and a chevron between each two cells pointing the way.

    Cells 8 and 9 are passed both ways, so that step has a chevron for each way, side by side.
    """
    edges = [[CENTRES[a], CENTRES[b]] for a, b in BOARD["edges"]]
    chevrons, angles = [], []
    for a, b in dict.fromkeys(pairwise(ROUTE)):
        (ax, ay), (bx, by) = CENTRES[a], CENTRES[b]
        length = math.hypot(bx - ax, by - ay)
        ux, uy = (bx - ax) / length, (by - ay) / length
        middle = (_reach(a, ux, uy) + length - _reach(b, ux, uy)) / 2
        shift = (16 if uy > 0 else -16) if {a, b} == {GATE, OPEN_SEA} else 0
        chevrons.append((ax + ux * middle + shift, ay + uy * middle))
        angles.append(_bearing(ux, uy))
    return [
        lines(edges, color=palette.route, width=2, dash="dot"),
        markers(
            chevrons,
            symbol="triangle-up",
            size=9,
            color=palette.gold_shine,
            angle=angles,
            line={"width": 1, "color": palette.gold_edge},
        ),
    ]


def _cells(palette: KnossosPalette) -> list[dict[str, Any]]:
    """Every cell as the inlay it is on the object."""
    return [
        *_compartment(palette),
        *_band(palette),
        *_harbour(palette),
        *_waters(palette),
        *_medallions(palette),
        *_shells(palette),
    ]


def _compartment(palette: KnossosPalette) -> list[dict[str, Any]]:
    return [lines([[*COMPARTMENT, COMPARTMENT[0]]], color=palette.gold, width=3, fill="rgba(255, 255, 255, 0.07)")]


def _band(palette: KnossosPalette) -> list[dict[str, Any]]:
    """Cell 9, the open sea: eleven bars, crystal and ivory in turn, in a gilded frame."""
    left, top, right, bottom = BAND
    width = (right - left) / BARS
    crystal: list[list[Point]] = []
    ivory: list[list[Point]] = []
    for k in range(BARS):
        bar = _rect(left + k * width + 3, top + 6, left + (k + 1) * width - 3, bottom - 6)
        (crystal if k % 2 == 0 else ivory).append(bar)
    return [
        lines([_rect(*BAND)], color=palette.gold, width=3, fill=palette.gold_edge),
        lines(crystal, color=palette.gold, width=1, fill=palette.crystal),
        lines(ivory, color=palette.gold, width=1, fill=palette.ivory),
    ]


def _harbour(palette: KnossosPalette) -> list[dict[str, Any]]:
    """Cell 19, the home harbour: a square basin of crystal in a double gilded frame."""
    cx, cy = CENTRES[HARBOUR]
    h = HARBOUR_HALF
    return [
        lines([_rect(cx - h, cy - h, cx + h, cy + h)], color=palette.gold_shine, width=3, fill=palette.gold),
        lines(
            [_rect(cx - h + 9, cy - h + 9, cx + h - 9, cy + h - 9)],
            color=palette.gold_edge,
            width=1.5,
            fill=palette.crystal,
        ),
        markers(
            [(cx + dx * (h - 4.5), cy + dy * (h - 4.5)) for dx in (-1, 1) for dy in (-1, 1)],
            symbol="circle",
            size=5,
            color=palette.ivory,
        ),
    ]


def _waters(palette: KnossosPalette) -> list[dict[str, Any]]:
    """Cells 10-18: small crystal circles with gold rims."""
    cells = [CENTRES[c] for c in range(10, 19)]
    size = 2 * WATER_R * SCALE
    return [
        markers(
            cells,
            symbol="circle",
            size=size,
            color=palette.crystal,
            gradient={"type": "radial", "color": palette.crystal_shine},
            line={"width": 3, "color": palette.gold},
        ),
        markers(
            cells, symbol="circle-open", size=size * 0.55, color=palette.gold, line={"width": 1, "color": palette.gold}
        ),
    ]


def _medallions(palette: KnossosPalette) -> list[dict[str, Any]]:
    """Cells 1, 4, 7 and the gate 8: gilded rosettes of sixteen petals round a crystal heart.

    The gate has crystal petals and a second golden ring, so that it reads as the way in and out.
    """
    size = 2 * MEDALLION_R * SCALE
    discs = [CENTRES[c] for c in MEDALLIONS]
    gate = CENTRES[GATE]
    traces = [
        markers(
            [gate],
            symbol="circle",
            size=size + 16,
            color=palette.gold_edge,
            line={"width": 3, "color": palette.gold_shine},
        ),
        markers(
            discs,
            symbol="circle",
            size=size,
            color=palette.gold,
            gradient={"type": "radial", "color": palette.gold_shine},
            line={"width": 2, "color": palette.gold_edge},
        ),
    ]
    for petal_colour, cells in ((palette.ivory, [c for c in MEDALLIONS if c != GATE]), (palette.crystal, [GATE])):
        points, angles = [], []
        for cell in cells:
            cx, cy = CENTRES[cell]
            for k in range(16):
                t = 2 * math.pi * k / 16
                points.append((cx + 0.7 * MEDALLION_R * math.cos(t), cy + 0.7 * MEDALLION_R * math.sin(t)))
                angles.append(_bearing(math.cos(t), math.sin(t)))
        traces.append(
            markers(
                points,
                symbol="diamond-tall",
                size=11,
                color=petal_colour,
                angle=angles,
                line={"width": 1, "color": palette.gold_edge},
            )
        )
    traces += [
        markers(
            discs,
            symbol="circle",
            size=size * 0.42,
            color=palette.crystal,
            gradient={"type": "radial", "color": palette.crystal_shine},
            line={"width": 2, "color": palette.gold_edge},
        ),
        markers(discs, symbol="circle", size=7, color=palette.gold, line={"width": 1, "color": palette.gold_edge}),
    ]
    return traces


def _spiral(centre: Point, radius: float, mirror: bool) -> list[Point]:
    """A nautilus's logarithmic spiral, two and a half turns out to ``radius``."""
    cx, cy = centre
    turns, steps, growth = 2.5, 90, 0.18
    end = 2 * math.pi * turns
    points = []
    for k in range(steps + 1):
        t = end * k / steps
        r = radius * math.exp(growth * (t - end))
        angle = -t if mirror else t
        points.append((cx + r * math.cos(angle + math.pi / 2), cy + r * math.sin(angle + math.pi / 2)))
    return points


def _shells(palette: KnossosPalette) -> list[dict[str, Any]]:
    """Cells 2, 3, 5, 6: ivory discs with a golden nautilus, the left pair mirroring the right."""
    cells = [CENTRES[c] for c in NAUTILUS]
    spirals = [_spiral(CENTRES[c], NAUTILUS_R * 0.8, mirror=CENTRES[c][0] < 300) for c in NAUTILUS]
    septa = []
    for cell in NAUTILUS:
        cx, cy = CENTRES[cell]
        for k in range(6):
            t = math.pi / 2 + k * math.pi / 3
            septa.append(
                [
                    (cx + 0.18 * NAUTILUS_R * math.cos(t), cy + 0.18 * NAUTILUS_R * math.sin(t)),
                    (cx + 0.55 * NAUTILUS_R * math.cos(t), cy + 0.55 * NAUTILUS_R * math.sin(t)),
                ]
            )
    return [
        markers(
            cells,
            symbol="circle",
            size=2 * NAUTILUS_R * SCALE,
            color=palette.ivory,
            gradient={"type": "radial", "color": "#fffdf5"},
            line={"width": 3, "color": palette.gold},
        ),
        lines(septa, color=palette.crystal, width=1),
        lines(spirals, color=palette.gold_edge, width=3),
    ]


def _number_point(cell: int) -> Point:
    """Where a cell's number tag sits: on the upper left of its rim (the band's and basin's corner)."""
    cx, cy = CENTRES[cell]
    if cell == OPEN_SEA:
        return (BAND[0], BAND[1])
    if cell == HARBOUR:
        return (cx - HARBOUR_HALF, cy - HARBOUR_HALF)
    reach = (_radius(cell) + (8 if cell == GATE else 0)) * math.sqrt(0.5)
    return (cx - reach, cy - reach)


def _numbers(palette: KnossosPalette) -> list[dict[str, Any]]:
    """Each cell's number on a tag of kyanos with a golden rim (13 px at the figure's own size, so that it
    stays readable on a projector)."""
    cells = sorted(CENTRES)
    points = [_number_point(c) for c in cells]
    return [
        markers(points, symbol="circle", size=20, color=palette.field, line={"width": 1, "color": palette.gold}),
        texts(points, [str(c) for c in cells], size=13, color=palette.numbers),
    ]


def _outline(cell: int, pad: float = 7.0) -> list[Point]:
    """The edge of a cell, a little outside its inlay."""
    centre = CENTRES[cell]
    if cell == OPEN_SEA:
        return _rect(BAND[0] - pad, BAND[1] - pad, BAND[2] + pad, BAND[3] + pad)
    if cell == HARBOUR:
        h = HARBOUR_HALF + pad
        return _rect(centre[0] - h, centre[1] - h, centre[0] + h, centre[1] + h)
    return _circle(centre, _radius(cell) + (8 if cell in MEDALLIONS else 0) + pad)


def _outlines(cells: list[int], color: str) -> list[dict[str, Any]]:
    return [lines([_outline(c) for c in cells], color=color, width=4)] if cells else []


# ---------------------------------------------------------------- pieces and marks


def _stack_positions(state: KnossosState, side: int) -> set[int]:
    return set(state.light if side == LIGHT else state.dark)


def _stack_point(side: int, position: int, own: set[int]) -> Point:
    """Where the stack of ``side``'s pieces on route ``position`` stands.

    Shared cells put the colours side by side; the open sea and the gate, passed both ways, also put
    the pieces going out apart from those coming back; home pieces wait in their side's tray.
    """
    if position >= HOME_POSITION:
        return (TRAYS[side] + 40, TRAY_Y)
    cell = ROUTE[position]
    cx, cy = CENTRES[cell]
    colour = -1 if side == LIGHT else 1
    if cell == HARBOUR:
        return (cx + 25 * colour, cy + 8)
    outward = position == ROUTE.index(cell)
    if cell == OPEN_SEA:
        return (cx + (1 if outward else -1) * (75 + 25 * (colour + 1)), cy)
    if cell == GATE and len({p for p in own if ROUTE[p] == GATE}) == 2:
        return (cx + (-24 if outward else 24), cy)
    return (cx, cy)


def _style_trace(points: list[Point], style: PieceStyle) -> dict[str, Any]:
    return piece_markers(points, style, PIECE_PX if style.symbol == "circle" else PIECE_PX + 2)


def _pieces(state: KnossosState, palette: KnossosPalette) -> tuple[list[dict[str, Any]], list[dict[str, Any]]]:
    """Each side's stacks (one piece per route position), and the count badges of stacks of two or more.

    A badge sits at the stack's upper right, or lower left for a stack left of its cell's middle, so
    that it clears the neighbouring stack and the cell's number.
    """
    traces, badges, counts = [], [], []
    for side, fleet, style in ((LIGHT, state.light, palette.light), (DARK, state.dark, palette.dark)):
        stacks = Counter(fleet)
        own = set(stacks)
        points = [_stack_point(side, p, own) for p in sorted(stacks)]
        if points:
            traces.append(_style_trace(points, style))
        for p in sorted(stacks):
            if stacks[p] > 1:
                x, y = _stack_point(side, p, own)
                left = p < HOME_POSITION and x < CENTRES[ROUTE[p]][0]
                badges.append((x + (-1 if left else 1) * 12 / SCALE, y + (1 if left else -1) * 12 / SCALE))
                counts.append(str(stacks[p]))
    if not badges:
        return traces, []
    return traces, [
        markers(badges, symbol="circle", size=16, color=palette.badge, line={"width": 1.5, "color": palette.gold_edge}),
        texts(badges, counts, size=11, color=palette.badge_text),
    ]


def _mark_point(cell: int) -> Point:
    """Where a target dot goes on a cell: the middle, clear of the stacks on the shared cells."""
    cx, cy = CENTRES[cell]
    if cell == HARBOUR:
        return (cx, cy - 30)
    return (cx, cy)


def _targets(cells: list[int], labels: Mapping[int, str], palette: KnossosPalette) -> list[dict[str, Any]]:
    """A dot on every target cell, with the coin that takes the piece there written in it."""
    if not cells:
        return []
    points = [_mark_point(c) for c in cells]
    return [
        markers(
            points, symbol="circle", size=MARK_PX, color=palette.target, line={"width": 2, "color": palette.target_text}
        ),
        texts(points, [labels.get(c, "") for c in cells], size=12, color=palette.target_text),
    ]


def _hit_layer() -> dict[str, Any]:
    """One transparent marker per cell sized to it; the open sea gets one per bar, all naming cell 9."""
    points, names, symbols, sizes = [], [], [], []
    left, top, right, bottom = BAND
    width = (right - left) / BARS
    for cell in sorted(CENTRES):
        if cell == OPEN_SEA:
            for k in range(BARS):
                points.append((left + (k + 0.5) * width, (top + bottom) / 2))
                names.append(str(cell))
                symbols.append("square")
                sizes.append((bottom - top) * SCALE)
            continue
        points.append(CENTRES[cell])
        names.append(str(cell))
        if cell == HARBOUR:
            symbols.append("square")
            sizes.append(2 * HARBOUR_HALF * SCALE)
        else:
            symbols.append("circle")
            sizes.append(2 * max(_radius(cell), HIT_R) * SCALE)
    return hit_layer(points, names, symbol=symbols, size=sizes)


# ---------------------------------------------------------------- frame and words


def _frame(inset: float, **style: Any) -> dict[str, Any]:
    """A rectangle ``inset`` units inside the edge of the 600 x 1000 board (outside it when negative)."""
    return {"type": "rect", "layer": "below", "x0": inset, "y0": inset, "x1": 600 - inset, "y1": 1000 - inset, **style}


def _layout(palette: KnossosPalette) -> dict[str, Any]:
    """The fixed, clickable layout, with the board's frame and the trays as shapes under the traces.

    The frame is an ivory rim with a dotted gold inlay round the kyanos field, whose gilded edge has a
    fine inner line.
    """
    width, height = figure_size()
    rim = 22
    shapes = [
        _frame(-rim, fillcolor=palette.rim, line={"color": palette.gold_edge, "width": 2}),
        _frame(-rim / 2, line={"color": palette.gold, "width": 1.5, "dash": "dot"}),
        _frame(0, fillcolor=palette.field, line={"color": palette.gold, "width": 3}),
        _frame(8, line={"color": palette.gold_shine, "width": 1}),
    ]
    for side, x in TRAYS.items():
        shapes.append(
            {
                "type": "rect",
                "layer": "below",
                "x0": x - 120,
                "y0": TRAY_Y - 36,
                "x1": x + 120,
                "y1": TRAY_Y + 36,
                "fillcolor": palette.rim if side == LIGHT else palette.ivory,
                "line": {"color": palette.gold, "width": 2},
            }
        )
    return board_layout(
        width,
        height,
        margin={"l": MARGIN, "r": MARGIN, "t": MARGIN, "b": MARGIN},
        xaxis=hidden_axis(*X_RANGE),
        yaxis=hidden_axis(*Y_RANGE),
        font_color=palette.label,
        shapes=shapes,
    )


def _word(key: str, lang: str) -> str:
    """One of the few words written on the board itself (``board/locale``: ``knossos.<key>``)."""
    return board_word(f"knossos.{key}", lang)


def _words(state: KnossosState, lang: str, palette: KnossosPalette) -> list[dict[str, Any]]:
    """Names of the gate, the open sea and the harbour, and each side's tray, the side to move in bold."""
    gate, harbour = CENTRES[GATE], CENTRES[HARBOUR]
    words = [
        label(
            f"<i>{_word('gate', lang)}</i>",
            palette.numbers,
            11,
            x=gate[0] - MEDALLION_R - 20,
            y=gate[1],
            xref="x",
            yref="y",
            xanchor="right",
        ),
        label(f"<i>{_word('sea', lang)}</i>", palette.numbers, 11, x=BAND[2] - 40, y=BAND[1] - 14, xref="x", yref="y"),
        label(
            f"<i>{_word('harbour', lang)}</i>",
            palette.numbers,
            11,
            x=harbour[0] - HARBOUR_HALF - 8,
            y=harbour[1],
            xref="x",
            yref="y",
            xanchor="right",
        ),
        label(
            f"<i>{_word('waters', lang)}</i>", palette.numbers, 11, x=300, y=COMPARTMENT[5][1] + 24, xref="x", yref="y"
        ),
    ]
    names = SIDES.get(lang, SIDES["en"])["side"]
    finished = (state.light.count(HOME_POSITION), state.dark.count(HOME_POSITION))
    for side, x in TRAYS.items():
        name = f"<b>{names[side]}</b>" if side == state.side else names[side]
        words.append(
            label(
                f"{name}<br><span style='font-size:11px'>{_word('home', lang)}: {finished[side]}</span>",
                palette.label,
                13,
                x=x - 40,
                y=TRAY_Y,
                xref="x",
                yref="y",
            )
        )
    return words
