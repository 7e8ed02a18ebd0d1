"""Plotly figures of the boards: pure functions of a position, no Streamlit."""

from board.grid import figure_size, grid_figure
from board.knossos import knossos_figure
from board.palette import BoardPalette, palette_for
from board.patolli import patolli_figure

__all__ = ["BoardPalette", "figure_size", "grid_figure", "knossos_figure", "palette_for", "patolli_figure"]
