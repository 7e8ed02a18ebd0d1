"""The Patolli board as a Plotly figure, drawn from ``games/boards/patolli.json``.

A cross of 52 cells turned into an X and painted on a reed mat: each cell is a diamond, the four
offering cells (PAT-09) are red with a flower, the centre block is jade, and each side's entry cell
is tinted in its side's tone, at the end of a dashed way in from that side's tray.  Chevrons between
cells show the clockwise way round (PAT-08).  Each side's tray, in the space between two arms, holds
its pieces in reserve and those taken off the board, as one piece with a count each.

Every cell is clickable through the hit layer (customdata: the cell number), and so are the trays
(``reserve:l``, ``off:l``, ``reserve:d``, ``off:d``).

On a phone held upright (``narrow=True``) the X is drawn for a screen 358 px wide and stretched upwards, the
screen's height taken instead of its width (``NARROW``): neighbouring cells stand a finger apart there (40 CSS
px at a 390 px phone; drawn square, as on a laptop, they would be 28), the whole board stays in view, and the
pieces, marks and words keep their shapes.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
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
TRAY_BOTTOM, TRAY_TOP, TRAY_HALF_WIDTH = -1.5, 1.55, 1.35
STAKES_DY = -1.2
"""Where a tray writes its side's stakes, from its middle (under the taken-off pile)."""
BANK_Y = 5.1
"""Where the bank is written, at the top of the mat between the two upper arms."""
Place = int | str
"""A cell (its number, as an int or a string), or a tray pile named as in ``games.patolli.pile``."""


@dataclass(frozen=True)
class _Mat:
    """The measures of one layout of the mat: pixels per unit across, the mat's half width in units, how much
    taller a unit is drawn than wide, and where the trays stand."""

    scale: float
    extent: float
    stretch: float
    tray_x: float
    tray_half_width: float
    pile_dx: float
    """Where a tray's piles stand, from its middle."""
    words_px: int
    """The size of the piles' names."""

    def size(self) -> tuple[int, int]:
        return (
            round(2 * self.extent * self.scale) + 2 * MARGIN,
            round(2 * self.extent * self.scale * self.stretch) + 2 * MARGIN,
        )


WIDE = _Mat(SCALE, EXTENT, 1.0, TRAY_X, TRAY_HALF_WIDTH, PILE_DX, 12)
"""The mat as a laptop or a projector shows it: a square, neighbouring cells 44 px apart."""
NARROW = _Mat(30.7, 5.7, 1.58, 4.35, 1.25, -0.8, 11)
"""The mat on a phone held upright: 358 x 561 px, just wide enough for the cells, the trays moved in to fit; a
unit up is 48.5 px, a unit across 30.7, so that neighbouring cells, one unit apart on a diagonal, are 40.6 px
apart."""


def _mat(narrow: bool) -> _Mat:
    return NARROW if narrow else WIDE


def figure_size(*, narrow: bool = False) -> tuple[int, int]:
    """Pixel width and height of the Patolli figure (a square; in the narrow layout, taller than wide)."""
    return _mat(narrow).size()


def patolli_figure(
    game: PatolliGame, state: PatolliState, marks: Marks = NO_MARKS, *, lang: str = "en", narrow: bool = False
) -> go.Figure:
    """Draw ``state`` on the Patolli board with ``marks`` (see ``board.marks``): the selected cell or tray
    pile ringed, a dot on each target (a ring where the move captures), the last move's places and the
    highlights outlined, the arrows drawn between places; ``lang`` chooses the language of the words
    on the board; ``narrow`` draws the phone's layout (see above).
    """
    return go.Figure(patolli_spec(game, state, marks, lang=lang, narrow=narrow), _validate=False)


def patolli_spec(
    game: PatolliGame, state: PatolliState, marks: Marks = NO_MARKS, *, lang: str = "en", narrow: bool = False
) -> dict[str, Any]:
    """The figure of ``patolli_figure`` as a plain dict: the board, the pieces, the pick's marks, the hit layer."""
    palette, mat = AZTEC, _mat(narrow)
    traces = [_weave(palette, mat), *_ways_in_and_out(palette, mat), *_cells(palette), _chevrons(palette, mat)]
    traces += _outlines(list(marks.highlights), palette.centre, mat)
    traces += _outlines(list(marks.last_move), palette.last_move, mat)
    traces += [*_pieces(state, palette, mat), *_numbers(palette, mat), *patolli_pick(marks, narrow=narrow)]
    traces.append(_hit_layer(mat))
    layout = _layout(palette, mat)
    layout["annotations"] = [
        *_words(state, lang, palette, mat),
        *(arrow(_place_point(a, mat), _place_point(b, mat), palette.target, width=3) for a, b in marks.arrows),
    ]
    return {"data": traces, "layout": layout}


def patolli_pick(marks: Marks, *, narrow: bool = False) -> list[dict[str, Any]]:
    """The marks of a pick: the selected cell or pile ringed, a dot on each target, a ring where it captures."""
    palette, mat, traces = AZTEC, _mat(narrow), []
    if marks.selected is not None:
        traces.append(
            markers(
                [_place_point(marks.selected, mat)],
                symbol="circle-open",
                size=PIECE_PX + 12,
                color=palette.selected,
                line={"width": 4, "color": palette.selected},
            )
        )
    return traces + _targets(list(marks.targets), set(marks.captures), palette, mat)


def patolli_points(*, narrow: bool = False) -> dict[str, Point]:
    """Every cell's and tray pile's point in the figure's coordinates, by name."""
    mat = _mat(narrow)
    return {name: _place_point(name, mat) for name in PLACES}


# ---------------------------------------------------------------- the mat and the cross


def _diamond(centre: Point, shrink: float = 0.93) -> list[Point]:
    x, y = centre
    h = HALF * shrink
    return [(x, y + h), (x + h, y), (x, y - h), (x - h, y), (x, y + h)]


def _weave(palette: PatolliPalette, mat: _Mat) -> dict[str, Any]:
    """The reed mat: fine lines along both diagonals across the square."""
    e, step = mat.extent - 0.1, 0.32
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


def _chevrons(palette: PatolliPalette, mat: _Mat) -> dict[str, Any]:
    """Small arrowheads between some cells of each quarter of the track: the way round is clockwise."""
    points, angles = [], []
    for quarter in range(4):
        for step in (2, 5, 9):
            a, b = quarter * 13 + step, quarter * 13 + step + 1
            (ax, ay), (bx, by) = CENTRES[a], CENTRES[b % CELLS]
            points.append(((ax + bx) / 2, (ay + by) / 2))
            angles.append(math.degrees(math.atan2(bx - ax, (by - ay) * mat.stretch)))  # as drawn on the screen
    return markers(points, symbol="triangle-up", size=10, color=palette.direction, angle=angles)


def _tray_centre(side: int, mat: _Mat) -> Point:
    return (-mat.tray_x if side == LIGHT else mat.tray_x, 0.0)


def _tray_inner(side: int, mat: _Mat) -> float:
    """The x of a tray's edge that faces the board's middle."""
    return _tray_centre(side, mat)[0] + (mat.tray_half_width if side == LIGHT else -mat.tray_half_width)


def _pile_point(kind: str, side: int, mat: _Mat) -> Point:
    """Where a side's reserve (upper) or taken-off pieces (lower) stand in its tray."""
    x, y = _tray_centre(side, mat)
    return (x + mat.pile_dx, y + (PILE_RESERVE_DY if kind == "reserve" else PILE_OFF_DY))


def _place_point(place: Place, mat: _Mat) -> Point:
    named = parse_pile(str(place))
    return _pile_point(*named, mat) if named else CENTRES[int(place)]


def _ways_in_and_out(palette: PatolliPalette, mat: _Mat) -> list[dict[str, Any]]:
    """Dashed ways from each reserve to its entry cell and from the last cell of the circuit to the tray."""
    segments = []
    for side in (LIGHT, DARK):
        inner = _tray_inner(side, mat)
        reserve, off = _pile_point("reserve", side, mat), _pile_point("off", side, mat)
        segments += [[(inner, reserve[1]), CENTRES[ENTRY[side]]], [CENTRES[cell_of(side, CELLS - 1)], (inner, off[1])]]
    return [lines(segments, color=palette.direction, width=1.5, dash="dash")]


def _outlines(places: list[Place], color: str, mat: _Mat) -> list[dict[str, Any]]:
    cells = [
        _square(_place_point(p, mat)) if parse_pile(str(p)) else _diamond(_place_point(p, mat), 1.08) for p in places
    ]
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


def _numbers(palette: PatolliPalette, mat: _Mat) -> list[dict[str, Any]]:
    """Each cell's number in the top corner of its diamond (pale on the red offering cells): 11 px at the
    figure's own size, so that it stays readable on a projector (and on a phone, where the narrow layout is
    drawn at about its own size)."""
    up = 0.47 / mat.stretch**0.5  # on a stretched cell a little lower, where the diamond is wide enough for "51"
    traces = []
    for colour, cells in (
        (palette.paint, [i for i in range(CELLS) if i not in OFFERING_CELLS]),
        (palette.offering_mark, sorted(OFFERING_CELLS)),
    ):
        traces.append(
            texts([(CENTRES[i][0], CENTRES[i][1] + up) for i in cells], [str(i) for i in cells], size=11, color=colour)
        )
    return traces


# ---------------------------------------------------------------- pieces and marks


def _style_trace(points: list[Point], style: PieceStyle) -> dict[str, Any]:
    return piece_markers(points, style, PIECE_PX if style.symbol == "circle" else PIECE_PX + 2)


def _pieces(state: PatolliState, palette: PatolliPalette, mat: _Mat) -> list[dict[str, Any]]:
    """Pieces on their cells; each tray pile as one piece with its count (a faint outline when empty)."""
    traces, empty, badges, counts = [], [], [], []
    sides = (
        (LIGHT, state.light, state.light_reserve, state.light_off, palette.light),
        (DARK, state.dark, state.dark_reserve, state.dark_off, palette.dark),
    )
    for side, on_board, reserve, off, style in sides:
        points = [CENTRES[cell_of(side, p)] for p in on_board]
        for kind, count in (("reserve", reserve), ("off", off)):
            point = _pile_point(kind, side, mat)
            if count:
                points.append(point)
                badges.append((point[0] + 13.2 / mat.scale, point[1] + 13.2 / mat.scale / mat.stretch))
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


def _targets(places: list[str], captures: set[str], palette: PatolliPalette, mat: _Mat) -> list[dict[str, Any]]:
    """A dot on each target; a ring instead where the move captures."""
    dots = [_place_point(p, mat) for p in places if p not in captures]
    rings = [_place_point(p, mat) for p in places if p in captures]
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


def _hit_layer(mat: _Mat) -> dict[str, Any]:
    """A transparent diamond over every cell, then a square over each tray pile (sized across: the board's code
    stretches a hit shape up as the board's units are stretched, ``static/board.js``)."""
    points = [*CENTRES]
    names = [str(i) for i in range(CELLS)]
    for side in (LIGHT, DARK):
        for kind in PILES:
            points.append(_pile_point(kind, side, mat))
            names.append(pile(kind, side))
    symbols = ["diamond"] * CELLS + ["square"] * 4
    sizes = [2 * HALF * mat.scale / 1.3] * CELLS + [PIECE_PX + 12] * 4  # Plotly draws a diamond 1.3 x its size
    return hit_layer(points, names, symbol=symbols, size=sizes)


# ---------------------------------------------------------------- frame and words


def _layout(palette: PatolliPalette, mat: _Mat) -> dict[str, Any]:
    width, height = mat.size()
    e = mat.extent - 0.05
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
        x, y = _tray_centre(side, mat)
        shapes.append(
            {
                "type": "rect",
                "layer": "below",
                "x0": x - mat.tray_half_width,
                "y0": y + TRAY_BOTTOM,
                "x1": x + mat.tray_half_width,
                "y1": y + TRAY_TOP,
                "fillcolor": palette.tray,
                "line": {"color": palette.paint, "width": 1},
            }
        )
    return board_layout(
        width,
        height,
        margin={"l": MARGIN, "r": MARGIN, "t": MARGIN, "b": MARGIN},
        xaxis=hidden_axis(-mat.extent, mat.extent),
        yaxis=hidden_axis(-mat.extent, mat.extent),
        font_color=palette.paint,
        shapes=shapes,
        stretch=mat.stretch,
    )


def _words(state: PatolliState, lang: str, palette: PatolliPalette, mat: _Mat) -> list[dict[str, Any]]:
    """Each tray's side (the side to move in bold), the names of its two piles and of its way in; with stakes
    (PAT-02), each side's items under its tray's piles and the bank at the top of the mat."""
    names = SIDES.get(lang, SIDES["en"])["side"]
    words = []
    if state.stakes is not None:
        bank = board_word("patolli.bank", lang, count=state.stakes[2])
        words.append(label(bank, palette.paint, 13, x=0, y=BANK_Y, xref="x", yref="y"))
    for side in (LIGHT, DARK):
        x, y = _tray_centre(side, mat)
        name = f"<b>{names[side]}</b>" if side == state.side else names[side]
        words.append(label(name, palette.paint, 14, x=x, y=y + TRAY_TOP - 0.3, xref="x", yref="y"))
        for kind in PILES:
            px, py = _pile_point(kind, side, mat)
            words.append(
                label(
                    _word(kind, lang),
                    palette.paint,
                    mat.words_px,
                    x=px + 0.45 * SCALE / mat.scale,  # 20 px right of the pile's middle
                    y=py,
                    xref="x",
                    yref="y",
                    xanchor="left",
                )
            )
        if state.stakes is not None:
            items = board_word("patolli.stakes", lang, count=state.stakes[side])
            words.append(label(items, palette.paint, mat.words_px, x=x, y=y + STAKES_DY, xref="x", yref="y"))
        inner = _tray_inner(side, mat)
        words.append(
            label(
                f"<i>{_word('entry', lang)}</i>",
                palette.paint,
                11,
                x=inner,
                y=_pile_point("reserve", side, mat)[1] + 0.27,
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
