"""The Patolli board as a Plotly figure, drawn from ``games/boards/patolli.json``.

A cross of 52 cells turned into an X and painted on a reed mat: each cell is a diamond, the four
offering cells (PAT-09) are red with a flower, the centre block is jade, and each side's entry cell
is tinted in its side's tone, at the end of a dashed way in from that side's tray.  Chevrons between
cells show the clockwise way round (PAT-08).  Each side's tray, in the space between two arms, holds
its pieces in reserve and those taken off the board, as one piece with a count each.

Every cell is clickable through the hit layer (customdata: the cell number), and so are the trays
(``reserve:l``, ``off:l``, ``reserve:d``, ``off:d``).
"""

from __future__ import annotations

import math
from typing import Any

import plotly.graph_objects as go

from board.marks import NO_MARKS, Marks
from board.palette import AZTEC, PatolliPalette, PieceStyle
from board.traces import Point, arrow, board_layout, hidden_axis, hit_layer, label, lines, markers, piece_markers, texts
from board.words import board_word
from games.core import DARK, LIGHT
from games.messages import SIDES
from games.patolli import (
    BOARD,
    CELLS,
    ENTRY,
    OFFERING_CELLS,
    PILES,
    PLACES,
    PatolliGame,
    PatolliState,
    cell_of,
    parse_pile,
    pile,
)

SCALE = 44.0
"""Pixels per unit; neighbouring cells are one unit apart."""
EXTENT = 6.3
MARGIN = 4
CENTRES: tuple[Point, ...] = tuple((c["x"], c["y"]) for c in BOARD["cells"])
HALF = math.sqrt(0.5)
"""Half the diagonal of a cell's diamond."""
CENTRE_CELLS = frozenset(BOARD["centre_cells"])
PIECE_PX = 28
TRAY_X = 4.55
"""Distance of a tray's middle from the board's middle (light's tray on the left, dark's on the right)."""
PILE_DX, PILE_RESERVE_DY, PILE_OFF_DY = -0.75, 0.45, -0.6
TRAY_BOTTOM, TRAY_TOP, TRAY_HALF_WIDTH = -1.2, 1.55, 1.35
Place = int | str
"""A cell (its number, as an int or a string), or a tray pile named as in ``games.patolli.pile``."""


def figure_size() -> tuple[int, int]:
    """Pixel width and height of the Patolli figure (a square)."""
    side = round(2 * EXTENT * SCALE) + 2 * MARGIN
    return side, side


def patolli_figure(game: PatolliGame, state: PatolliState, marks: Marks = NO_MARKS, *, lang: str = "en") -> go.Figure:
    """Draw ``state`` on the Patolli board with ``marks`` (see ``board.marks``): the selected cell or tray
    pile ringed, a dot on each target (a ring where the move captures), the last move's places and the
    highlights outlined, the arrows drawn between places; ``lang`` chooses the language of the words
    on the board.
    """
    return go.Figure(patolli_spec(game, state, marks, lang=lang), _validate=False)


def patolli_spec(
    game: PatolliGame, state: PatolliState, marks: Marks = NO_MARKS, *, lang: str = "en"
) -> dict[str, Any]:
    """The figure of ``patolli_figure`` as a plain dict: the board, the pieces, the pick's marks, the hit layer."""
    palette = AZTEC
    traces = [_weave(palette), *_ways_in_and_out(palette), *_cells(palette), _chevrons(palette)]
    traces += _outlines(list(marks.highlights), palette.centre)
    traces += _outlines(list(marks.last_move), palette.last_move)
    traces += [*_pieces(state, palette), *_numbers(palette), *patolli_pick(marks), _hit_layer()]
    layout = _layout(palette)
    layout["annotations"] = [
        *_words(state, lang, palette),
        *(arrow(_place_point(a), _place_point(b), palette.target, width=3) for a, b in marks.arrows),
    ]
    return {"data": traces, "layout": layout}


def patolli_pick(marks: Marks) -> list[dict[str, Any]]:
    """The marks of a pick: the selected cell or pile ringed, a dot on each target, a ring where it captures."""
    palette, traces = AZTEC, []
    if marks.selected is not None:
        traces.append(
            markers(
                [_place_point(marks.selected)],
                symbol="circle-open",
                size=PIECE_PX + 12,
                color=palette.selected,
                line={"width": 4, "color": palette.selected},
            )
        )
    return traces + _targets(list(marks.targets), set(marks.captures), palette)


def patolli_points() -> dict[str, Point]:
    """Every cell's and tray pile's point in the figure's coordinates, by name."""
    return {name: _place_point(name) for name in PLACES}


# ---------------------------------------------------------------- the mat and the cross


def _diamond(centre: Point, shrink: float = 0.93) -> list[Point]:
    x, y = centre
    h = HALF * shrink
    return [(x, y + h), (x + h, y), (x, y - h), (x - h, y), (x, y + h)]


def _weave(palette: PatolliPalette) -> dict[str, Any]:
    """The reed mat: fine lines along both diagonals across the square."""
    e, step = EXTENT - 0.1, 0.32
    segments = []
    for n in range(-int(2 * e / step), int(2 * e / step) + 1):
        k = n * step
        rising = (max(-e, -e - k), min(e, e - k))  # y = x + k inside the square
        falling = (max(-e, k - e), min(e, k + e))  # y = -x + k inside the square
        if rising[0] < rising[1]:
            segments.append([(x, x + k) for x in rising])
        if falling[0] < falling[1]:
            segments.append([(x, k - x) for x in falling])
    return lines(segments, color=palette.weave, width=1)


def _cells(palette: PatolliPalette) -> list[dict[str, Any]]:
    """The 52 diamonds, by kind: track, centre, offering (with a flower), each side's entry."""
    plain = [i for i in range(CELLS) if i not in OFFERING_CELLS and i not in CENTRE_CELLS and i not in ENTRY]
    traces = [
        lines([_diamond(CENTRES[i]) for i in plain], color=palette.paint, width=1.5, fill=palette.cell),
        lines(
            [_diamond(CENTRES[i]) for i in sorted(CENTRE_CELLS)], color=palette.paint, width=1.5, fill=palette.centre
        ),
        lines(
            [_diamond(CENTRES[i]) for i in sorted(OFFERING_CELLS)],
            color=palette.paint,
            width=1.5,
            fill=palette.offering,
        ),
        markers(
            [CENTRES[i] for i in sorted(OFFERING_CELLS)],
            symbol="asterisk-open",
            size=18,
            color=palette.offering_mark,
            line={"width": 2, "color": palette.offering_mark},
        ),
    ]
    for side, fill in ((LIGHT, palette.light_entry), (DARK, palette.dark_entry)):
        traces.append(lines([_diamond(CENTRES[ENTRY[side]])], color=palette.paint, width=2.5, fill=fill))
    return traces


def _chevrons(palette: PatolliPalette) -> dict[str, Any]:
    """Small arrowheads between some cells of each quarter of the track: the way round is clockwise."""
    points, angles = [], []
    for quarter in range(4):
        for step in (2, 5, 9):
            a, b = quarter * 13 + step, quarter * 13 + step + 1
            (ax, ay), (bx, by) = CENTRES[a], CENTRES[b % CELLS]
            points.append(((ax + bx) / 2, (ay + by) / 2))
            angles.append(math.degrees(math.atan2(bx - ax, by - ay)))
    return markers(points, symbol="triangle-up", size=10, color=palette.direction, angle=angles)


def _tray_centre(side: int) -> Point:
    return (-TRAY_X if side == LIGHT else TRAY_X, 0.0)


def _pile_point(kind: str, side: int) -> Point:
    """Where a side's reserve (upper) or taken-off pieces (lower) stand in its tray."""
    x, y = _tray_centre(side)
    return (x + PILE_DX, y + (PILE_RESERVE_DY if kind == "reserve" else PILE_OFF_DY))


def _place_point(place: Place) -> Point:
    named = parse_pile(str(place))
    return _pile_point(*named) if named else CENTRES[int(place)]


def _ways_in_and_out(palette: PatolliPalette) -> list[dict[str, Any]]:
    """Dashed ways from each reserve to its entry cell and from the last cell of the circuit to the tray."""
    segments = []
    for side in (LIGHT, DARK):
        inner = _tray_centre(side)[0] + (TRAY_HALF_WIDTH if side == LIGHT else -TRAY_HALF_WIDTH)
        reserve, off = _pile_point("reserve", side), _pile_point("off", side)
        segments += [[(inner, reserve[1]), CENTRES[ENTRY[side]]], [CENTRES[cell_of(side, CELLS - 1)], (inner, off[1])]]
    return [lines(segments, color=palette.direction, width=1.5, dash="dash")]


def _outlines(places: list[Place], color: str) -> list[dict[str, Any]]:
    cells = [_square(_place_point(p)) if parse_pile(str(p)) else _diamond(_place_point(p), 1.08) for p in places]
    return [lines(cells, color=color, width=4)] if cells else []


def _square(centre: Point, half: float = 0.42) -> list[Point]:
    x, y = centre
    return [
        (x - half, y - half),
        (x + half, y - half),
        (x + half, y + half),
        (x - half, y + half),
        (x - half, y - half),
    ]


def _numbers(palette: PatolliPalette) -> list[dict[str, Any]]:
    """Each cell's number in the top corner of its diamond (pale on the red offering cells): 11 px at the
    figure's own size, so that it stays readable on a projector."""
    traces = []
    for colour, cells in (
        (palette.paint, [i for i in range(CELLS) if i not in OFFERING_CELLS]),
        (palette.offering_mark, sorted(OFFERING_CELLS)),
    ):
        traces.append(
            texts(
                [(CENTRES[i][0], CENTRES[i][1] + 0.47) for i in cells], [str(i) for i in cells], size=11, color=colour
            )
        )
    return traces


# ---------------------------------------------------------------- pieces and marks


def _style_trace(points: list[Point], style: PieceStyle) -> dict[str, Any]:
    return piece_markers(points, style, PIECE_PX if style.symbol == "circle" else PIECE_PX + 2)


def _pieces(state: PatolliState, palette: PatolliPalette) -> list[dict[str, Any]]:
    """Pieces on their cells; each tray pile as one piece with its count (a faint outline when empty)."""
    traces, empty, badges, counts = [], [], [], []
    sides = (
        (LIGHT, state.light, state.light_reserve, state.light_off, palette.light),
        (DARK, state.dark, state.dark_reserve, state.dark_off, palette.dark),
    )
    for side, on_board, reserve, off, style in sides:
        points = [CENTRES[cell_of(side, p)] for p in on_board]
        for kind, count in (("reserve", reserve), ("off", off)):
            point = _pile_point(kind, side)
            if count:
                points.append(point)
                badges.append((point[0] + 12 / SCALE * 1.1, point[1] + 12 / SCALE * 1.1))
                counts.append(str(count))
            else:
                empty.append((point, style))
        if points:
            traces.append(_style_trace(points, style))
    for point, style in empty:
        traces.append(
            markers(
                [point],
                symbol=f"{style.symbol}-open",
                size=PIECE_PX,
                color=palette.direction,
                line={"width": 1.5, "color": palette.direction},
            )
        )
    if badges:
        traces.append(
            markers(badges, symbol="circle", size=16, color=palette.badge, line={"width": 1.5, "color": palette.paint})
        )
        traces.append(texts(badges, counts, size=11, color=palette.badge_text))
    return traces


def _targets(places: list[str], captures: set[str], palette: PatolliPalette) -> list[dict[str, Any]]:
    """A dot on each target; a ring instead where the move captures."""
    dots = [_place_point(p) for p in places if p not in captures]
    rings = [_place_point(p) for p in places if p in captures]
    traces = []
    if dots:
        traces.append(
            markers(dots, symbol="circle", size=15, color=palette.target, line={"width": 2, "color": palette.badge})
        )
    if rings:
        traces.append(
            markers(
                rings,
                symbol="circle-open",
                size=PIECE_PX + 10,
                color=palette.target,
                line={"width": 5, "color": palette.target},
            )
        )
    return traces


def _hit_layer() -> dict[str, Any]:
    """A transparent diamond over every cell, then a square over each tray pile."""
    points = [*CENTRES]
    names = [str(i) for i in range(CELLS)]
    for side in (LIGHT, DARK):
        for kind in PILES:
            points.append(_pile_point(kind, side))
            names.append(pile(kind, side))
    symbols = ["diamond"] * CELLS + ["square"] * 4
    sizes = [2 * HALF * SCALE / 1.3] * CELLS + [PIECE_PX + 12] * 4  # Plotly draws a diamond 1.3 x its size
    return hit_layer(points, names, symbol=symbols, size=sizes)


# ---------------------------------------------------------------- frame and words


def _layout(palette: PatolliPalette) -> dict[str, Any]:
    width, height = figure_size()
    e = EXTENT - 0.05
    shapes = [
        {
            "type": "rect",
            "layer": "below",
            "x0": -e,
            "y0": -e,
            "x1": e,
            "y1": e,
            "fillcolor": palette.mat,
            "line": {"color": palette.paint, "width": 2},
        }
    ]
    for side in (LIGHT, DARK):
        x, y = _tray_centre(side)
        shapes.append(
            {
                "type": "rect",
                "layer": "below",
                "x0": x - TRAY_HALF_WIDTH,
                "y0": y + TRAY_BOTTOM,
                "x1": x + TRAY_HALF_WIDTH,
                "y1": y + TRAY_TOP,
                "fillcolor": palette.tray,
                "line": {"color": palette.paint, "width": 1},
            }
        )
    return board_layout(
        width,
        height,
        margin={"l": MARGIN, "r": MARGIN, "t": MARGIN, "b": MARGIN},
        xaxis=hidden_axis(-EXTENT, EXTENT),
        yaxis=hidden_axis(-EXTENT, EXTENT),
        font_color=palette.paint,
        shapes=shapes,
    )


def _words(state: PatolliState, lang: str, palette: PatolliPalette) -> list[dict[str, Any]]:
    """Each tray's side (the side to move in bold), the names of its two piles and of its way in."""
    names = SIDES.get(lang, SIDES["en"])["side"]
    words = []
    for side in (LIGHT, DARK):
        x, y = _tray_centre(side)
        name = f"<b>{names[side]}</b>" if side == state.side else names[side]
        words.append(label(name, palette.paint, 14, x=x, y=y + TRAY_TOP - 0.3, xref="x", yref="y"))
        for kind in PILES:
            px, py = _pile_point(kind, side)
            words.append(
                label(_word(kind, lang), palette.paint, 12, x=px + 0.45, y=py, xref="x", yref="y", xanchor="left")
            )
        inner = x + (TRAY_HALF_WIDTH if side == LIGHT else -TRAY_HALF_WIDTH)
        words.append(
            label(
                f"<i>{_word('entry', lang)}</i>",
                palette.paint,
                11,
                x=inner,
                y=_pile_point("reserve", side)[1] + 0.27,
                xref="x",
                yref="y",
                xanchor="left" if side == LIGHT else "right",
                xshift=3 if side == LIGHT else -3,
            )
        )
    return words


def _word(key: str, lang: str) -> str:
    """One of the few words written on the board itself (``board/locale``: ``patolli.<key>``)."""
    return board_word(f"patolli.{key}", lang)
