"""Plotly figures of the boards: pure functions of a position, no Streamlit.

``position_figure`` (or ``position_spec``, the same figure as a plain dict) draws any rule set's position
with its ``Marks``, on the board of the game's family (``DRAWERS``: one ``BoardDrawer`` per ``Game.family``, the
render layer's own table beside ``games.registry``); ``pick_traces`` draws only the marks of a pick (the
live board swaps them in the browser); ``board_points`` says where each place and each piece of the
side to move stands; ``figure_width`` is the width a figure is drawn at; ``can_flip`` tells whether the
board can be turned; ``narrow_layout`` whether a board given so many CSS pixels is drawn in its layout for a
phone held upright (its places a finger apart, ``TOUCH_PX``).
"""

from __future__ import annotations

import math
from functools import cache
from pathlib import Path
from typing import Any, Generic, Protocol, TypeVar

import plotly.graph_objects as go

from board.grid import figure_size, grid_figure, grid_pick, grid_points, grid_spec
from board.knossos import figure_size as knossos_size
from board.knossos import knossos_figure, knossos_pick, knossos_points, knossos_spec
from board.marks import NO_MARKS, Marks
from board.palette import BoardPalette, palette_for
from board.patolli import figure_size as patolli_size
from board.patolli import patolli_figure, patolli_pick, patolli_points, patolli_spec
from board.traces import Point
from games.core import Family, Game
from games.custodian import CustodianGame, GridState
from games.knossos import KnossosGame, KnossosState
from games.patolli import PatolliGame, PatolliState

PLOTLY_JS = Path(__file__).resolve().parents[1] / "static" / "plotly-basic-4.1.1.min.js"
"""The plotly.js every board and chart is drawn with: version 4.1.1 (the one plotly.py 7.1 writes figures for), its
"basic" bundle of scatter, bar and pie traces (MIT licence beside it), vendored from the npm package
plotly.js-basic-dist-min: 1.2 MB against the full bundle's 4.8 MB."""

__all__ = [
    "DRAWERS",
    "PLOTLY_JS",
    "BoardDrawer",
    "BoardPalette",
    "Marks",
    "NO_MARKS",
    "TOUCH_PX",
    "board_points",
    "can_flip",
    "figure_size",
    "figure_width",
    "grid_figure",
    "knossos_figure",
    "narrow_below",
    "narrow_layout",
    "palette_for",
    "patolli_figure",
    "pick_traces",
    "place_spacing",
    "plotly_js",
    "position_figure",
    "position_spec",
]


@cache
def plotly_js() -> str:
    """The text of ``PLOTLY_JS``, to inline in a page that must draw offline."""
    return PLOTLY_JS.read_text(encoding="utf-8")


G_contra = TypeVar("G_contra", contravariant=True)
"""The game objects of the family a drawer draws."""
S_contra = TypeVar("S_contra", contravariant=True)
"""Their positions."""
Places = dict[str, Point]
"""Where each place is drawn, by name, in the figure's coordinates."""


class BoardDrawer(Protocol, Generic[G_contra, S_contra]):
    """What the render layer draws for one family of games: the board of each of its positions."""

    flips: bool
    """The board can be turned round (dark at the bottom)."""
    narrows: bool
    """The board has a narrow layout, for a phone held upright (``narrow=True``); without one, ``narrow`` is
    ignored."""

    def spec(
        self, game: G_contra, state: S_contra, marks: Marks, *, lang: str, flip: bool, narrow: bool
    ) -> dict[str, Any]:
        """The position's figure with ``marks``, as a plain dict."""
        ...

    def pick(self, game: G_contra, state: S_contra, marks: Marks, *, flip: bool, narrow: bool) -> list[dict[str, Any]]:
        """Only the traces of a pick's marks, as ``spec`` draws them just before its last trace, the hit layer."""
        ...

    def points(
        self, game: G_contra, state: S_contra, *, flip: bool, narrow: bool
    ) -> tuple[Places, dict[str, list[Point]]]:
        """Where each place is drawn, and by place where the side to move's pieces stand on it."""
        ...

    def size(self, game: G_contra, *, narrow: bool) -> tuple[int, int]:
        """The pixel width and height of the figure."""
        ...


def _own_pieces(game: Game[Any, Any], state: Any, places: Places) -> tuple[Places, dict[str, list[Point]]]:
    """``places``, and the places where the side to move has a piece, each drawn at its place's point."""
    side = game.turn(state).side
    return places, {
        name: [point]
        for name, point in places.items()
        if any(piece.side == side for piece in game.pieces_at(state, name))
    }


class _GridDrawer:
    """The grid boards of the custodian-capture games (``board.grid``)."""

    flips = True
    narrows = True

    def spec(
        self, game: CustodianGame, state: GridState, marks: Marks, *, lang: str, flip: bool, narrow: bool
    ) -> dict[str, Any]:
        return grid_spec(game, state, marks, lang=lang, flip=flip, narrow=narrow)

    def pick(
        self, game: CustodianGame, state: GridState, marks: Marks, *, flip: bool, narrow: bool
    ) -> list[dict[str, Any]]:
        return grid_pick(game, marks, flip=flip, narrow=narrow)

    def points(
        self, game: CustodianGame, state: GridState, *, flip: bool, narrow: bool
    ) -> tuple[Places, dict[str, list[Point]]]:
        return _own_pieces(game, state, grid_points(game, flip=flip, narrow=narrow))

    def size(self, game: CustodianGame, *, narrow: bool) -> tuple[int, int]:
        return figure_size(game.rules.width, game.rules.height, narrow=narrow)


class _KnossosDrawer:
    """The Knossos board drawn as the object (``board.knossos``)."""

    flips = False
    narrows = False
    """Its places stand 53 CSS px apart or more on a 390 px phone as it is drawn."""

    def spec(
        self, game: KnossosGame, state: KnossosState, marks: Marks, *, lang: str, flip: bool, narrow: bool
    ) -> dict[str, Any]:
        return knossos_spec(game, state, marks, lang=lang)

    def pick(
        self, game: KnossosGame, state: KnossosState, marks: Marks, *, flip: bool, narrow: bool
    ) -> list[dict[str, Any]]:
        return knossos_pick(game, state, marks)

    def points(
        self, game: KnossosGame, state: KnossosState, *, flip: bool, narrow: bool
    ) -> tuple[Places, dict[str, list[Point]]]:
        return knossos_points(state)

    def size(self, game: KnossosGame, *, narrow: bool) -> tuple[int, int]:
        return knossos_size()


class _PatolliDrawer:
    """Patolli's cross of cells (``board.patolli``)."""

    flips = False
    narrows = True

    def spec(
        self, game: PatolliGame, state: PatolliState, marks: Marks, *, lang: str, flip: bool, narrow: bool
    ) -> dict[str, Any]:
        return patolli_spec(game, state, marks, lang=lang, narrow=narrow)

    def pick(
        self, game: PatolliGame, state: PatolliState, marks: Marks, *, flip: bool, narrow: bool
    ) -> list[dict[str, Any]]:
        return patolli_pick(marks, narrow=narrow)

    def points(
        self, game: PatolliGame, state: PatolliState, *, flip: bool, narrow: bool
    ) -> tuple[Places, dict[str, list[Point]]]:
        return _own_pieces(game, state, patolli_points(narrow=narrow))

    def size(self, game: PatolliGame, *, narrow: bool) -> tuple[int, int]:
        return patolli_size(narrow=narrow)


DRAWERS: dict[Family, BoardDrawer[Any, Any]] = {
    "custodian": _GridDrawer(),
    "knossos": _KnossosDrawer(),
    "patolli": _PatolliDrawer(),
}
"""The drawer of each family of games, by the ``family`` its game objects name (the families of
``games.registry``)."""


def position_figure(
    game: Game[Any, Any],
    state: Any,
    marks: Marks = NO_MARKS,
    *,
    lang: str = "en",
    flip: bool = False,
    narrow: bool = False,
) -> go.Figure:
    """``state`` drawn on its board with ``marks``; ``flip`` turns a grid board (dark at the bottom); ``narrow``
    draws the board's layout for a phone held upright, if it has one (see ``narrow_layout``)."""
    return go.Figure(position_spec(game, state, marks, lang=lang, flip=flip, narrow=narrow), _validate=False)


def position_spec(
    game: Game[Any, Any],
    state: Any,
    marks: Marks = NO_MARKS,
    *,
    lang: str = "en",
    flip: bool = False,
    narrow: bool = False,
) -> dict[str, Any]:
    """The figure of ``position_figure`` as a plain dict (``{"data": [...], "layout": {...}}``)."""
    return DRAWERS[game.family].spec(game, state, marks, lang=lang, flip=flip, narrow=narrow)


def pick_traces(
    game: Game[Any, Any], state: Any, marks: Marks, *, flip: bool = False, narrow: bool = False
) -> list[dict[str, Any]]:
    """Only the traces of a pick's marks (selected, targets, captures, labels), as ``position_spec`` draws
    them just before its last trace, the hit layer."""
    return DRAWERS[game.family].pick(game, state, marks, flip=flip, narrow=narrow)


def board_points(
    game: Game[Any, Any], state: Any, *, flip: bool = False, narrow: bool = False
) -> tuple[dict[str, Point], dict[str, list[Point]]]:
    """Where each place is drawn (by name, in the figure's coordinates), and by place where the side to move's
    pieces stand on it."""
    return DRAWERS[game.family].points(game, state, flip=flip, narrow=narrow)


def figure_width(game: Game[Any, Any], *, narrow: bool = False) -> int:
    """The pixel width of the figure ``position_figure`` draws for ``game``."""
    return figure_height_width(game, narrow=narrow)[1]


def figure_height_width(game: Game[Any, Any], *, narrow: bool = False) -> tuple[int, int]:
    """The pixel height and width of the figure ``position_figure`` draws for ``game``."""
    width, height = DRAWERS[game.family].size(game, narrow=narrow)
    return height, width


def can_flip(game: Game[Any, Any]) -> bool:
    """True when the board can be turned round (the grid boards)."""
    return DRAWERS[game.family].flips


# ---------------------------------------------------------------- fingers

TOUCH_PX = 40
"""The least distance, in CSS pixels, between the centres of two places a finger must tell apart (a fingertip
is about 40 px wide on a phone)."""


def place_spacing(game: Game[Any, Any], *, narrow: bool = False) -> float:
    """The least distance between the centres of two of ``game``'s places, in pixels of its figure drawn at its
    own size (the board's code scales the whole figure to the width it is given, ``static/board.js``)."""
    narrow = narrow and DRAWERS[game.family].narrows
    known = _SPACINGS.get((game.name, narrow))
    if known is None:
        known = _SPACINGS[game.name, narrow] = _measure_spacing(game, narrow)
    return known


_SPACINGS: dict[tuple[str, bool], float] = {}
"""``place_spacing`` by rule set and layout: the places stand where they stand in every position."""


def _measure_spacing(game: Game[Any, Any], narrow: bool) -> float:
    state = game.initial_state()
    layout = position_spec(game, state, narrow=narrow)["layout"]
    margin, (x0, x1), (y0, y1) = layout["margin"], layout["xaxis"]["range"], layout["yaxis"]["range"]
    across = (layout["width"] - margin["l"] - margin["r"]) / abs(x1 - x0)
    up = (layout["height"] - margin["t"] - margin["b"]) / abs(y1 - y0)
    points = list(board_points(game, state, narrow=narrow)[0].values())
    return min(
        math.hypot((ax - bx) * across, (ay - by) * up)
        for i, (ax, ay) in enumerate(points)
        for bx, by in points[i + 1 :]
    )


def narrow_below(game: Game[Any, Any]) -> int:
    """The width in CSS pixels below which ``game``'s board is drawn in its narrow layout: where its places,
    drawn as wide as the board may be, would stand less than ``TOUCH_PX`` apart (0: it has no narrow layout)."""
    if not DRAWERS[game.family].narrows:
        return 0
    return math.ceil(TOUCH_PX * figure_width(game) / place_spacing(game))


def narrow_layout(game: Game[Any, Any], width: float | None, *, upright: bool = True) -> bool:
    """True when ``game``'s board, given ``width`` CSS pixels (None: not known yet) on a screen held ``upright``
    (taller than wide), is drawn in its narrow layout: a phone held sideways has no height to spare for a turned
    or stretched board.  The board's code in the browser decides the same from ``narrow_below`` and says when
    the layout drawn is the wrong one (``ui.board_widget``)."""
    return width is not None and upright and width < narrow_below(game)
