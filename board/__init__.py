"""Plotly figures of the boards: pure functions of a position, no Streamlit."""

from board.grid import figure_size, grid_figure
from board.palette import BoardPalette, palette_for

__all__ = ["BoardPalette", "figure_size", "grid_figure", "palette_for"]
