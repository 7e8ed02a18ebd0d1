"""The grid board (Petteia and the Latrunculi) as a Plotly figure: a pure function of the position.

The figure follows the click recipe of ``board.traces``: squares are one marker
trace, every visible trace has ``hoverinfo="skip"`` (no hover, no click), and the last trace is a
transparent "hit layer" with one point per square whose ``customdata`` is the square's name, so that
a click anywhere on a square selects exactly that square (over a blocked piece, LSC-V1, the hit layer
also shows why it does not move; elsewhere it shows nothing).  No trace dims on selection, the axes are
fixed and the size is fixed in pixels.

A board is drawn in one of two layouts.  The wide one (a laptop, a projector) has the files along the bottom and
the coordinates and the sides' names around it.  The narrow one (``narrow=True``: a phone held upright) is
drawn for a screen about ``NARROW_CELL_PX`` x 8 pixels wide: a thin rim and small margins, so that each square
is a finger wide (40 CSS px at a 390 px phone), and a board with more files than ranks (Kowalski's 12 x 8)
turned a quarter round, its files running down the screen and its ranks across, so that eight squares span
the phone's width and the board takes the screen's height instead.  The squares keep their names, so the
notation, the clicks and the keyboard's arrows (which go by the screen) are unchanged.

The figure is built as a plain dict and wrapped without Plotly's validation, which costs ten times
the rest of the work on every click; the tests validate the same dict.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from textwrap import wrap
from typing import Any

import plotly.graph_objects as go

from board.marks import NO_MARKS, Marks
from board.palette import LOCK_SYMBOL, WREATH_SYMBOL, BoardPalette, PieceStyle, palette_for
from board.traces import FONT, Point, arrow, board_layout, hit_layer, label, markers, piece_markers
from games.core import message
from games.custodian import CustodianGame, GridState
from games.messages import SIDES

CELL_PX = 56
"""Side of a square in pixels on boards up to 8 files: an 8 x 8 figure is about 530 px wide."""
MAX_BOARD_PX = 700
"""Wider boards get smaller squares, so that the board and its side panel share a 1280 px screen."""
FRAME = 0.28
"""Width of the board's rim, in squares."""
COORD_PX = 24
"""Margin that holds the coordinates."""
SIDE_PX = 26
"""Margin for the name of a side, above the board and under the coordinates."""
DUX_SCALE = 0.8
"""A dux is drawn this much smaller than a soldier, so that its wreath fits around it on the square."""
NARROW_CELL_PX = 41
"""Side of a square in the narrow layout: eight squares, the rim and the margins make 358 px, the width a 390 px
phone gives the board (Streamlit keeps 1rem each side), so that a square is 41 CSS px there."""
NARROW_FRAME = 0.16
"""The rim in the narrow layout, in squares: a thin line of wood, to leave the width to the squares."""

Square = int | str
"""A square as its index (a1 = 0) or its name (``"e4"``)."""


def grid_figure(
    game: CustodianGame,
    state: GridState,
    marks: Marks = NO_MARKS,
    *,
    lang: str = "en",
    flip: bool = False,
    narrow: bool = False,
) -> go.Figure:
    """Draw ``state`` with ``marks`` (see ``board.marks``): the selected piece ringed, a dot on each target
    and a ring where the move captures, the last move and the highlights tinted, the arrows drawn; a
    blocked piece (LSC-V1) crossed, and saying so when the pointer rests on it.  ``flip`` turns the board
    so that dark sits at the bottom; ``lang`` chooses the language of the sides' names printed beside the
    board and of the words over a blocked piece; ``narrow`` draws the phone's layout (see above).
    """
    return go.Figure(grid_spec(game, state, marks, lang=lang, flip=flip, narrow=narrow), _validate=False)


def grid_spec(
    game: CustodianGame,
    state: GridState,
    marks: Marks = NO_MARKS,
    *,
    lang: str = "en",
    flip: bool = False,
    narrow: bool = False,
) -> dict[str, Any]:
    """The figure of ``grid_figure`` as a plain dict: the board, the pieces, the pick's marks, the hit layer."""
    board = _Board(game, flip, narrow)
    palette = board.palette
    tinted = {board.index(s): palette.highlight for s in marks.highlights}
    tinted.update({board.index(s): palette.last_move for s in marks.last_move})
    traces = [
        board.squares(tinted),
        *board.pieces(state),
        *grid_pick(game, marks, flip=flip, narrow=narrow),
        board.hit_layer(state, lang),
    ]
    layout = board.layout()
    layout["annotations"] = [
        *board.coordinates(),
        *board.side_names(state, lang),
        *(board.arrow(board.xy(a), board.xy(b)) for a, b in marks.arrows),
    ]
    return {"data": traces, "layout": layout}


def grid_pick(game: CustodianGame, marks: Marks, *, flip: bool = False, narrow: bool = False) -> list[dict[str, Any]]:
    """The marks of a pick: a dot on each target, a ring where the move captures, the selected piece ringed."""
    board = _Board(game, flip, narrow)
    traces = board.marks([board.xy(s) for s in marks.targets], [board.xy(s) for s in marks.captures])
    if marks.selected is not None:
        traces.append(
            markers(
                [board.xy(marks.selected)],
                symbol="square-open",
                size=board.cell - 6,
                color=board.palette.selected,
                line={"width": 4, "color": board.palette.selected},
            )
        )
    return traces


def grid_points(game: CustodianGame, *, flip: bool = False, narrow: bool = False) -> dict[str, Point]:
    """Every square's centre in the figure's coordinates, by name."""
    board = _Board(game, flip, narrow)
    return {name: board.xy(sq) for sq, name in enumerate(game.geo.names)}


def cell_px(width: int) -> int:
    """Side of a square in pixels on a board with ``width`` files."""
    return min(CELL_PX, int((MAX_BOARD_PX - 2 * COORD_PX) / (width + 2 * FRAME)))


def figure_size(width: int, height: int, *, narrow: bool = False) -> tuple[int, int]:
    """Pixel width and height of the figure of a ``width`` x ``height`` board (in the narrow layout, turned when
    it has more files than ranks)."""
    shape = _Shape.of(width, height, narrow)
    margin = shape.margin
    return (
        round((shape.across + 2 * shape.frame) * shape.cell) + margin["l"] + margin["r"],
        round((shape.down + 2 * shape.frame) * shape.cell) + margin["t"] + margin["b"],
    )


def turned(width: int, height: int, *, narrow: bool) -> bool:
    """True when a ``width`` x ``height`` board is drawn turned a quarter round: in the narrow layout, when it has
    more files than ranks."""
    return narrow and width > height


@dataclass(frozen=True)
class _Shape:
    """The measures of one layout of a board: the squares across and down the screen, a square's side, the rim,
    the margins and the sizes of the words in them."""

    across: int
    down: int
    cell: int
    frame: float
    margin: dict[str, int]
    coord_font: int
    side_font: int
    coord_gap: int
    """Pixels between the rim and a coordinate."""
    side_gap: int
    """Pixels between the board and a side's name under it."""

    @staticmethod
    def of(width: int, height: int, narrow: bool) -> _Shape:
        if not narrow:
            return _Shape(
                width,
                height,
                cell_px(width),
                FRAME,
                {"l": COORD_PX, "r": COORD_PX, "t": SIDE_PX, "b": COORD_PX + SIDE_PX},
                14,
                15,
                6,
                COORD_PX,
            )
        if turned(width, height, narrow=narrow):  # both sides' names above the board, each over its own edge
            margin = {"l": 14, "r": 3, "t": 20, "b": 18}
            return _Shape(height, width, NARROW_CELL_PX, NARROW_FRAME, margin, 12, 13, 3, 18)
        margin = {"l": 14, "r": 3, "t": 20, "b": 40}
        return _Shape(width, height, NARROW_CELL_PX, NARROW_FRAME, margin, 12, 13, 3, 20)


def _label(text: str, palette: BoardPalette, size: int = 14, **place: Any) -> dict[str, Any]:
    """A text beside the board.  Positions use the plot's paper edge on one axis, because Plotly
    hides annotations whose axis coordinates fall outside the axis range."""
    return label(text, palette.coordinates, size, **place)


@dataclass(frozen=True)
class _Board:
    """One board's geometry (square size, orientation) and material, and the parts drawn from them."""

    game: CustodianGame
    flip: bool
    narrow: bool = False

    @property
    def width(self) -> int:
        return self.game.rules.width

    @property
    def height(self) -> int:
        return self.game.rules.height

    @property
    def turned(self) -> bool:
        return turned(self.width, self.height, narrow=self.narrow)

    @property
    def shape(self) -> _Shape:
        return _Shape.of(self.width, self.height, self.narrow)

    @property
    def cell(self) -> int:
        return self.shape.cell

    @property
    def palette(self) -> BoardPalette:
        return palette_for(self.game.name)

    def index(self, square: Square) -> int:
        return self.game.geo.index[square] if isinstance(square, str) else square

    def xy(self, square: Square) -> Point:
        """Plot coordinates of a square's centre: files along x, ranks along y, turned round when flipped; when
        turned a quarter round (clockwise), ranks along x and files down y (file a at the top)."""
        f, r = self.index(square) % self.width, self.index(square) // self.width
        x, y = (self.width - 1 - f, self.height - 1 - r) if self.flip else (f, r)
        return (y, self.width - 1 - x) if self.turned else (x, y)

    def all_xy(self) -> list[Point]:
        return [self.xy(s) for s in range(self.width * self.height)]

    def squares(self, tinted: dict[int, str]) -> dict[str, Any]:
        """Every square as one marker; the small gap between markers shows the incised lines."""
        palette = self.palette
        colours = [
            tinted.get(s, palette.square if (s % self.width + s // self.width) % 2 else palette.square_alt)
            for s in range(self.width * self.height)
        ]
        return markers(self.all_xy(), symbol="square", size=self.cell - 2, color=colours)

    def marks(self, targets: list[Point], captures: list[Point]) -> list[dict[str, Any]]:
        """A dot on each target square, a ring on each square where the move captures."""
        mark, traces = self.palette.mark, []
        if targets:
            traces.append(markers(targets, symbol="circle", size=self.cell * 0.28, color=mark))
        if captures:
            traces.append(
                markers(
                    captures, symbol="circle-open", size=self.cell * 0.8, color=mark, line={"width": 5, "color": mark}
                )
            )
        return traces

    def pieces(self, state: GridState) -> list[dict[str, Any]]:
        """Each side's soldiers as one trace; a dux is a smaller piece of its side inside a laurel wreath."""
        palette, squares, traces = self.palette, range(self.width * self.height), []
        for bits, style in ((state.light, palette.light), (state.dark, palette.dark)):
            for scale, wanted in ((1.0, bits & ~state.dux), (DUX_SCALE, bits & state.dux)):
                points = [self.xy(s) for s in squares if wanted >> s & 1]
                if points:
                    traces.append(self.piecemarkers(points, style, scale))
        duxes = [self.xy(s) for s in squares if state.dux >> s & 1]
        if duxes:
            traces.append(self.wreaths(duxes))
        locked = [self.xy(s) for s in squares if state.blocked >> s & 1]
        if locked:
            traces.append(
                markers(
                    locked,
                    symbol=LOCK_SYMBOL,
                    size=self.cell * 0.4,
                    color=palette.lock,
                    line={"width": 2, "color": palette.lock_edge},
                )
            )
        return traces

    def piecemarkers(self, points: list[Point], style: PieceStyle, scale: float) -> dict[str, Any]:
        return piece_markers(points, style, self.cell * scale * (0.74 if style.symbol == "circle" else 0.8))

    def wreaths(self, centres: list[Point]) -> dict[str, Any]:
        """Two laurel branches around each dux, growing from the bottom and open at the top.

        Each leaf lies along the circle, turned outwards a little as laurel leaves grow on a branch.
        """
        radius, tilt = 0.34, 30
        points, angles = [], []
        for cx, cy in centres:
            for branch in (1, -1):  # 1: the right branch grows anticlockwise, -1: the left one clockwise
                for step in range(7):
                    at = -90 + branch * (12 + 25 * step)
                    t = math.radians(at)
                    points.append((cx + radius * math.cos(t), cy + radius * math.sin(t)))
                    growth = at + branch * (90 - tilt)
                    angles.append(90 - growth)  # Plotly turns markers clockwise from "up"
        return markers(
            points,
            symbol=WREATH_SYMBOL,
            size=self.cell * 0.19,
            color=self.palette.wreath,
            line={"width": 1, "color": self.palette.wreath_edge},
            angle=angles,
        )

    def hit_layer(self, state: GridState, lang: str) -> dict[str, Any]:
        """The last trace: a transparent square on every square, carrying the square's name; over a blocked
        piece (LSC-V1) the pointer shows why it does not move (the engine's sentence), elsewhere nothing."""
        trace = hit_layer(self.all_xy(), self.game.geo.names, symbol="square", size=self.cell)
        if state.blocked:
            names, palette, clause = self.game.geo.names, self.palette, self.game.rules.clause("two_stage")
            trace["hoverinfo"] = ["text" if state.blocked >> s & 1 else "none" for s in range(len(names))]
            trace["hovertext"] = [
                "<br>".join(wrap(message("blocked_piece", clause, square=name).text(lang), 40))
                if state.blocked >> s & 1
                else ""
                for s, name in enumerate(names)
            ]
            trace["hoverlabel"] = {
                "bgcolor": palette.lock_edge,
                "bordercolor": palette.lock,
                "font": {"family": FONT, "color": palette.coordinates},
            }
        return trace

    def layout(self) -> dict[str, Any]:
        width, height = figure_size(self.width, self.height, narrow=self.narrow)
        palette, shape = self.palette, self.shape

        def axis(n: int) -> dict[str, Any]:
            return {
                "range": [-0.5 - shape.frame, n - 0.5 + shape.frame],
                "fixedrange": True,
                "showgrid": False,
                "zeroline": False,
                "showticklabels": False,
                "ticks": "",
                "showline": True,
                "mirror": True,
                "linewidth": 2,
                "linecolor": palette.coordinates,
            }

        return board_layout(
            width,
            height,
            margin=shape.margin,
            xaxis=axis(shape.across),
            yaxis=axis(shape.down),
            font_color=palette.coordinates,
            plot_bgcolor=palette.frame,
        )

    def coordinates(self) -> list[dict[str, Any]]:
        """File letters and rank numbers as seen from the screen's bottom: the letters under the board and the
        numbers to its left; on a turned board the letters to its left and the numbers under it."""
        palette, shape = self.palette, self.shape
        font, gap = shape.coord_font, shape.coord_gap

        def under(text: str, x: float) -> dict[str, Any]:
            return _label(text, palette, font, x=x, xref="x", y=0, yref="paper", yanchor="top", yshift=-4)

        def left(text: str, y: float) -> dict[str, Any]:
            return _label(text, palette, font, x=0, xref="paper", xanchor="right", xshift=-gap, y=y, yref="y")

        files = [(chr(ord("a") + f), self.xy(f)) for f in range(self.width)]
        ranks = [(str(r + 1), self.xy(r * self.width)) for r in range(self.height)]
        if self.turned:
            return [left(text, y) for text, (_, y) in files] + [under(text, x) for text, (x, _) in ranks]
        return [under(text, x) for text, (x, _) in files] + [left(text, y) for text, (_, y) in ranks]

    def side_names(self, state: GridState, lang: str) -> list[dict[str, Any]]:
        """Each side's name on the edge where it sits (on a turned board, above the board at its edge's end);
        the side to move in bold."""
        names = SIDES.get(lang, SIDES["en"])["side"]
        shape, labels = self.shape, []
        for side in (0, 1):
            text = f"<b>{names[side]}</b>" if side == state.side else names[side]
            near = (side == 0) != self.flip  # light's edge is the bottom (the left, turned) unless flipped
            place: dict[str, Any]
            if self.turned:
                place = {"x": 0 if near else 1, "xanchor": "left" if near else "right"}
                place.update(y=1, yanchor="bottom", yshift=2)
            elif near:
                place = {"x": 0.5, "y": 0, "yanchor": "top", "yshift": -shape.side_gap}
            else:
                place = {"x": 0.5, "y": 1, "yanchor": "bottom", "yshift": 2}
            labels.append(_label(text, self.palette, size=shape.side_font, xref="paper", yref="paper", **place))
        return labels

    def arrow(self, start: Point, end: Point) -> dict[str, Any]:
        return arrow(start, end, self.palette.arrow)
