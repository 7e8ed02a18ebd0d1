"""Plotly figures of the boards: pure functions of a position, no Streamlit.

``position_figure`` (or ``position_spec``, the same figure as a plain dict) draws any rule set's position
with its ``Marks``, on the board of the game's family (``DRAWERS``: one ``BoardDrawer`` per ``Game.family``, the
render layer's own table beside ``games.registry``); ``pick_traces`` draws only the marks of a pick (the
live board swaps them in the browser); ``board_points`` says where each place and each piece of the
side to move stands; ``figure_width`` is the width a figure is drawn at; ``can_flip`` tells whether the
board can be turned.
"""

from __future__ import annotations

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
    "board_points",
    "can_flip",
    "figure_size",
    "figure_width",
    "grid_figure",
    "knossos_figure",
    "palette_for",
    "patolli_figure",
    "pick_traces",
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

    def spec(self, game: G_contra, state: S_contra, marks: Marks, *, lang: str, flip: bool) -> dict[str, Any]:
        """The position's figure with ``marks``, as a plain dict."""
        ...

    def pick(self, game: G_contra, state: S_contra, marks: Marks, *, flip: bool) -> list[dict[str, Any]]:
        """Only the traces of a pick's marks, as ``spec`` draws them just before its last trace, the hit layer."""
        ...

    def points(self, game: G_contra, state: S_contra, *, flip: bool) -> tuple[Places, dict[str, list[Point]]]:
        """Where each place is drawn, and by place where the side to move's pieces stand on it."""
        ...

    def size(self, game: G_contra) -> tuple[int, int]:
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

    def spec(self, game: CustodianGame, state: GridState, marks: Marks, *, lang: str, flip: bool) -> dict[str, Any]:
        return grid_spec(game, state, marks, lang=lang, flip=flip)

    def pick(self, game: CustodianGame, state: GridState, marks: Marks, *, flip: bool) -> list[dict[str, Any]]:
        return grid_pick(game, marks, flip=flip)

    def points(self, game: CustodianGame, state: GridState, *, flip: bool) -> tuple[Places, dict[str, list[Point]]]:
        return _own_pieces(game, state, grid_points(game, flip=flip))

    def size(self, game: CustodianGame) -> tuple[int, int]:
        return figure_size(game.rules.width, game.rules.height)


class _KnossosDrawer:
    """The Knossos board drawn as the object (``board.knossos``)."""

    flips = False

    def spec(self, game: KnossosGame, state: KnossosState, marks: Marks, *, lang: str, flip: bool) -> dict[str, Any]:
        return knossos_spec(game, state, marks, lang=lang)

    def pick(self, game: KnossosGame, state: KnossosState, marks: Marks, *, flip: bool) -> list[dict[str, Any]]:
        return knossos_pick(game, state, marks)

    def points(self, game: KnossosGame, state: KnossosState, *, flip: bool) -> tuple[Places, dict[str, list[Point]]]:
        return knossos_points(state)

    def size(self, game: KnossosGame) -> tuple[int, int]:
        return knossos_size()


class _PatolliDrawer:
    """Patolli's cross of cells (``board.patolli``)."""

    flips = False

    def spec(self, game: PatolliGame, state: PatolliState, marks: Marks, *, lang: str, flip: bool) -> dict[str, Any]:
        return patolli_spec(game, state, marks, lang=lang)

    def pick(self, game: PatolliGame, state: PatolliState, marks: Marks, *, flip: bool) -> list[dict[str, Any]]:
        return patolli_pick(marks)

    def points(self, game: PatolliGame, state: PatolliState, *, flip: bool) -> tuple[Places, dict[str, list[Point]]]:
        return _own_pieces(game, state, patolli_points())

    def size(self, game: PatolliGame) -> tuple[int, int]:
        return patolli_size()


DRAWERS: dict[Family, BoardDrawer[Any, Any]] = {
    "custodian": _GridDrawer(),
    "knossos": _KnossosDrawer(),
    "patolli": _PatolliDrawer(),
}
"""The drawer of each family of games, by the ``family`` its game objects name (the families of
``games.registry``)."""


def position_figure(
    game: Game[Any, Any], state: Any, marks: Marks = NO_MARKS, *, lang: str = "en", flip: bool = False
) -> go.Figure:
    """``state`` drawn on its board with ``marks``; ``flip`` turns a grid board (dark at the bottom)."""
    return go.Figure(position_spec(game, state, marks, lang=lang, flip=flip), _validate=False)


def position_spec(
    game: Game[Any, Any], state: Any, marks: Marks = NO_MARKS, *, lang: str = "en", flip: bool = False
) -> dict[str, Any]:
    """The figure of ``position_figure`` as a plain dict (``{"data": [...], "layout": {...}}``)."""
    return DRAWERS[game.family].spec(game, state, marks, lang=lang, flip=flip)


def pick_traces(game: Game[Any, Any], state: Any, marks: Marks, *, flip: bool = False) -> list[dict[str, Any]]:
    """Only the traces of a pick's marks (selected, targets, captures, labels), as ``position_spec`` draws
    them just before its last trace, the hit layer."""
    return DRAWERS[game.family].pick(game, state, marks, flip=flip)


def board_points(
    game: Game[Any, Any], state: Any, *, flip: bool = False
) -> tuple[dict[str, Point], dict[str, list[Point]]]:
    """Where each place is drawn (by name, in the figure's coordinates), and by place where the side to move's
    pieces stand on it."""
    return DRAWERS[game.family].points(game, state, flip=flip)


def figure_width(game: Game[Any, Any]) -> int:
    """The pixel width of the figure ``position_figure`` draws for ``game``."""
    return figure_height_width(game)[1]


def figure_height_width(game: Game[Any, Any]) -> tuple[int, int]:
    """The pixel height and width of the figure ``position_figure`` draws for ``game``."""
    width, height = DRAWERS[game.family].size(game)
    return height, width


def can_flip(game: Game[Any, Any]) -> bool:
    """True when the board can be turned round (the grid boards)."""
    return DRAWERS[game.family].flips
