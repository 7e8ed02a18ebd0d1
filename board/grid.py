"""The grid board (Petteia and the Latrunculi) as a Plotly figure: a pure function of the position.

The figure follows the click recipe of ``board.traces``: squares are one marker
trace, every visible trace has ``hoverinfo="skip"`` (no hover, no click), and the last trace is a
transparent "hit layer" with one point per square whose ``customdata`` is the square's name, so that
a click anywhere on a square selects exactly that square (over a blocked piece, LSC-V1, the hit layer
also shows why it does not move; elsewhere it shows nothing).  No trace dims on selection, the axes are
fixed and the size is fixed in pixels.

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

Square = int | str
"""A square as its index (a1 = 0) or its name (``"e4"``)."""


def grid_figure(
    game: CustodianGame, state: GridState, marks: Marks = NO_MARKS, *, lang: str = "en", flip: bool = False
) -> go.Figure:
    """Draw ``state`` with ``marks`` (see ``board.marks``): the selected piece ringed, a dot on each target
    and a ring where the move captures, the last move and the highlights tinted, the arrows drawn; a
    blocked piece (LSC-V1) crossed, and saying so when the pointer rests on it.  ``flip`` turns the board
    so that dark sits at the bottom; ``lang`` chooses the language of the sides' names printed beside the
    board and of the words over a blocked piece.
    """
    return go.Figure(grid_spec(game, state, marks, lang=lang, flip=flip), _validate=False)


def grid_spec(
    game: CustodianGame, state: GridState, marks: Marks = NO_MARKS, *, lang: str = "en", flip: bool = False
) -> dict[str, Any]:
    """The figure of ``grid_figure`` as a plain dict: the board, the pieces, the pick's marks, the hit layer."""
    board = _Board(game, flip)
    palette = board.palette
    tinted = {board.index(s): palette.highlight for s in marks.highlights}
    tinted.update({board.index(s): palette.last_move for s in marks.last_move})
    traces = [
        board.squares(tinted),
        *board.pieces(state),
        *grid_pick(game, marks, flip=flip),
        board.hit_layer(state, lang),
    ]
    layout = board.layout()
    layout["annotations"] = [
        *board.coordinates(),
        *board.side_names(state, lang),
        *(board.arrow(board.xy(a), board.xy(b)) for a, b in marks.arrows),
    ]
    return {"data": traces, "layout": layout}


def grid_pick(game: CustodianGame, marks: Marks, *, flip: bool = False) -> list[dict[str, Any]]:
    """The marks of a pick: a dot on each target, a ring where the move captures, the selected piece ringed."""
    board = _Board(game, flip)
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


def grid_points(game: CustodianGame, *, flip: bool = False) -> dict[str, Point]:
    """Every square's centre in the figure's coordinates, by name."""
    board = _Board(game, flip)
    return {name: board.xy(sq) for sq, name in enumerate(game.geo.names)}


def cell_px(width: int) -> int:
    """Side of a square in pixels on a board with ``width`` files."""
    return min(CELL_PX, int((MAX_BOARD_PX - 2 * COORD_PX) / (width + 2 * FRAME)))


def figure_size(width: int, height: int) -> tuple[int, int]:
    """Pixel width and height of the figure of a ``width`` x ``height`` board."""
    cell = cell_px(width)
    return (
        round((width + 2 * FRAME) * cell) + 2 * COORD_PX,
        round((height + 2 * FRAME) * cell) + COORD_PX + 2 * SIDE_PX,
    )


def _label(text: str, palette: BoardPalette, size: int = 14, **place: Any) -> dict[str, Any]:
    """A text beside the board.  Positions use the plot's paper edge on one axis, because Plotly
    hides annotations whose axis coordinates fall outside the axis range."""
    return label(text, palette.coordinates, size, **place)


@dataclass(frozen=True)
class _Board:
    """One board's geometry (square size, orientation) and material, and the parts drawn from them."""

    game: CustodianGame
    flip: bool

    @property
    def width(self) -> int:
        return self.game.rules.width

    @property
    def height(self) -> int:
        return self.game.rules.height

    @property
    def cell(self) -> int:
        return cell_px(self.width)

    @property
    def palette(self) -> BoardPalette:
        return palette_for(self.game.name)

    def index(self, square: Square) -> int:
        return self.game.geo.index[square] if isinstance(square, str) else square

    def xy(self, square: Square) -> Point:
        """Plot coordinates of a square's centre: files along x, ranks along y, turned when flipped."""
        f, r = self.index(square) % self.width, self.index(square) // self.width
        return (self.width - 1 - f, self.height - 1 - r) if self.flip else (f, r)

    def all_xy(self) -> list[Point]:
        return [self.xy(s) for s in range(self.width * self.height)]

    def squares(self, tinted: dict[int, str]) -> dict[str, Any]:
        """Every square as one marker; the small gap between markers shows the incised lines."""
        palette = self.palette
        colours = [
            tinted.get(s, palette.square if sum(self.xy(s)) % 2 else palette.square_alt)
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
        width, height = figure_size(self.width, self.height)
        palette = self.palette

        def axis(n: int) -> dict[str, Any]:
            return {
                "range": [-0.5 - FRAME, n - 0.5 + FRAME],
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
            margin={"l": COORD_PX, "r": COORD_PX, "t": SIDE_PX, "b": COORD_PX + SIDE_PX},
            xaxis=axis(self.width),
            yaxis=axis(self.height),
            font_color=palette.coordinates,
            plot_bgcolor=palette.frame,
        )

    def coordinates(self) -> list[dict[str, Any]]:
        """File letters under the board and rank numbers to its left, as seen from the bottom side."""
        w, h, palette = self.width, self.height, self.palette
        files = [
            _label(
                chr(ord("a") + f),
                palette,
                x=w - 1 - f if self.flip else f,
                xref="x",
                y=0,
                yref="paper",
                yanchor="top",
                yshift=-4,
            )
            for f in range(w)
        ]
        ranks = [
            _label(
                str(r + 1),
                palette,
                x=0,
                xref="paper",
                xanchor="right",
                xshift=-6,
                y=h - 1 - r if self.flip else r,
                yref="y",
            )
            for r in range(h)
        ]
        return files + ranks

    def side_names(self, state: GridState, lang: str) -> list[dict[str, Any]]:
        """Each side's name on the edge where it sits; the side to move in bold."""
        names = SIDES.get(lang, SIDES["en"])["side"]
        labels = []
        for side in (0, 1):
            text = f"<b>{names[side]}</b>" if side == state.side else names[side]
            if (side == 0) != self.flip:
                place = {"y": 0, "yanchor": "top", "yshift": -COORD_PX}
            else:
                place = {"y": 1, "yanchor": "bottom", "yshift": 2}
            labels.append(_label(text, self.palette, size=15, x=0.5, xref="paper", yref="paper", **place))
        return labels

    def arrow(self, start: Point, end: Point) -> dict[str, Any]:
        return arrow(start, end, self.palette.arrow)
