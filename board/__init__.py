"""Plotly figures of the boards: pure functions of a position, no Streamlit.

``position_figure`` (or ``position_spec``, the same figure as a plain dict) draws any rule set's position
with its ``Marks``, choosing the board by the game; ``pick_traces`` draws only the marks of a pick (the
live board swaps them in the browser); ``board_points`` says where each place and each piece of the
side to move stands; ``figure_width`` is the width a figure is drawn at; ``can_flip`` tells whether the
board can be turned.
"""

from __future__ import annotations

from functools import cache
from pathlib import Path
from typing import Any

import plotly.graph_objects as go

from board.grid import figure_size, grid_figure, grid_pick, grid_points, grid_spec
from board.knossos import figure_size as knossos_size
from board.knossos import knossos_figure, knossos_pick, knossos_points, knossos_spec
from board.marks import NO_MARKS, Marks
from board.palette import BoardPalette, palette_for
from board.patolli import figure_size as patolli_size
from board.patolli import patolli_figure, patolli_pick, patolli_points, patolli_spec
from board.traces import Point
from games.core import Game
from games.custodian import CustodianGame
from games.knossos import KnossosGame
from games.patolli import PatolliGame

PLOTLY_JS = Path(__file__).resolve().parents[1] / "static" / "plotly-basic-4.1.1.min.js"
"""The plotly.js every board and chart is drawn with: version 4.1.1 (the one plotly.py 7.1 writes figures for), its
"basic" bundle of scatter, bar and pie traces (MIT licence beside it), vendored from the npm package
plotly.js-basic-dist-min: 1.2 MB against the full bundle's 4.8 MB."""

__all__ = ["PLOTLY_JS", "BoardPalette", "Marks", "NO_MARKS", "board_points", "can_flip", "figure_size", "figure_width",
           "grid_figure", "knossos_figure", "palette_for", "patolli_figure", "pick_traces", "plotly_js",
           "position_figure", "position_spec"]


@cache
def plotly_js() -> str:
    """The text of ``PLOTLY_JS``, to inline in a page that must draw offline."""
    return PLOTLY_JS.read_text(encoding="utf-8")


def position_figure(game: Game[Any, Any], state: Any, marks: Marks = NO_MARKS, *, lang: str = "en",
                    flip: bool = False) -> go.Figure:
    """``state`` drawn on its board with ``marks``; ``flip`` turns a grid board (dark at the bottom)."""
    return go.Figure(position_spec(game, state, marks, lang=lang, flip=flip), _validate=False)


def position_spec(game: Game[Any, Any], state: Any, marks: Marks = NO_MARKS, *, lang: str = "en",
                  flip: bool = False) -> dict[str, Any]:
    """The figure of ``position_figure`` as a plain dict (``{"data": [...], "layout": {...}}``)."""
    if isinstance(game, KnossosGame):
        return knossos_spec(game, state, marks, lang=lang)
    if isinstance(game, PatolliGame):
        return patolli_spec(game, state, marks, lang=lang)
    if isinstance(game, CustodianGame):
        return grid_spec(game, state, marks, lang=lang, flip=flip)
    raise TypeError(f"no board for {game.name}")


def pick_traces(game: Game[Any, Any], state: Any, marks: Marks, *, flip: bool = False) -> list[dict[str, Any]]:
    """Only the traces of a pick's marks (selected, targets, captures, labels), as ``position_spec`` draws
    them just before its last trace, the hit layer."""
    if isinstance(game, KnossosGame):
        return knossos_pick(game, state, marks)
    if isinstance(game, PatolliGame):
        return patolli_pick(marks)
    if isinstance(game, CustodianGame):
        return grid_pick(game, marks, flip=flip)
    raise TypeError(f"no board for {game.name}")


def board_points(game: Game[Any, Any], state: Any, *, flip: bool = False) -> tuple[dict[str, Point],
                                                                                     dict[str, list[Point]]]:
    """Where each place is drawn (by name, in the figure's coordinates), and by place where the side to move's
    pieces stand on it."""
    side = game.turn(state).side
    if isinstance(game, KnossosGame):
        return knossos_points(state)
    if isinstance(game, PatolliGame):
        places = patolli_points()
    elif isinstance(game, CustodianGame):
        places = grid_points(game, flip=flip)
    else:
        raise TypeError(f"no board for {game.name}")
    pieces = {name: [point] for name, point in places.items()
              if any(piece.side == side for piece in game.pieces_at(state, name))}
    return places, pieces


def figure_width(game: Game[Any, Any]) -> int:
    """The pixel width of the figure ``position_figure`` draws for ``game``."""
    return figure_height_width(game)[1]


def figure_height_width(game: Game[Any, Any]) -> tuple[int, int]:
    """The pixel height and width of the figure ``position_figure`` draws for ``game``."""
    if isinstance(game, CustodianGame):
        width, height = figure_size(game.rules.width, game.rules.height)
    else:
        width, height = knossos_size() if isinstance(game, KnossosGame) else patolli_size()
    return height, width


def can_flip(game: Game[Any, Any]) -> bool:
    """True when the board can be turned round (the grid boards)."""
    return isinstance(game, CustodianGame)
