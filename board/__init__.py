"""Plotly figures of the boards: pure functions of a position, no Streamlit.

``position_figure`` draws any rule set's position with its ``Marks``, choosing the board by the game's
family; ``figure_width`` is the width it draws at; ``can_flip`` tells whether the board can be turned.
"""

from __future__ import annotations

from typing import Any

import plotly.graph_objects as go

from board.grid import figure_size, grid_figure
from board.knossos import figure_size as knossos_size
from board.knossos import knossos_figure
from board.marks import NO_MARKS, Marks
from board.palette import BoardPalette, palette_for
from board.patolli import figure_size as patolli_size
from board.patolli import patolli_figure
from games.core import Game
from games.custodian import CustodianGame
from games.knossos import KnossosGame
from games.patolli import PatolliGame

__all__ = ["BoardPalette", "Marks", "NO_MARKS", "can_flip", "figure_size", "figure_width", "grid_figure",
           "knossos_figure", "palette_for", "patolli_figure", "position_figure"]


def position_figure(game: Game[Any, Any], state: Any, marks: Marks = NO_MARKS, *, lang: str = "en",
                    flip: bool = False) -> go.Figure:
    """``state`` drawn on its board with ``marks``; ``flip`` turns a grid board (dark at the bottom)."""
    if isinstance(game, KnossosGame):
        return knossos_figure(game, state, marks, lang=lang)
    if isinstance(game, PatolliGame):
        return patolli_figure(game, state, marks, lang=lang)
    if isinstance(game, CustodianGame):
        return grid_figure(game, state, marks, lang=lang, flip=flip)
    raise TypeError(f"no board for {game.name}")


def figure_width(game: Game[Any, Any]) -> int:
    """The pixel width of the figure ``position_figure`` draws for ``game``."""
    if isinstance(game, CustodianGame):
        return figure_size(game.rules.width, game.rules.height)[0]
    return (knossos_size() if isinstance(game, KnossosGame) else patolli_size())[0]


def can_flip(game: Game[Any, Any]) -> bool:
    """True when the board can be turned round (the grid boards)."""
    return isinstance(game, CustodianGame)
