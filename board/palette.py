"""Colours and piece shapes of the grid boards.

The two sides differ by shape as well as by tone, so the board reads without colour vision:
light plays round pale stones, dark plays hexagonal dark counters, and a dux of either side wears a
gilded laurel wreath of leaf-shaped marks.  Marks that help play differ by shape too: a dot on a
square a piece may move to, a ring where that move captures, a square outline around the picked
piece.  Nothing is told apart by red against green.
"""

from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class PieceStyle:
    """How one side's pieces are drawn: marker symbol, fill, the gradient's centre colour and edge."""

    symbol: str
    fill: str
    shine: str
    edge: str


@dataclass(frozen=True)
class BoardPalette:
    """Every colour of one board material (CSS colour strings)."""

    frame: str
    """The board's rim and the incised lines between squares."""
    square: str
    square_alt: str
    """Every other square, a shade apart, so that the eye can count squares along a line."""
    last_move: str
    highlight: str
    mark: str
    """Target dots and capture rings."""
    selected: str
    arrow: str
    coordinates: str
    light: PieceStyle
    dark: PieceStyle
    wreath: str
    wreath_edge: str


LIGHT_STONE = PieceStyle(symbol="circle", fill="#e9dfc8", shine="#fffaf0", edge="#6e5a40")
DARK_COUNTER = PieceStyle(symbol="hexagon", fill="#2f2620", shine="#6d5d50", edge="#120d0a")
WREATH_SYMBOL = "diamond-tall"
"""The leaf of the dux's wreath: a marker symbol no soldier uses."""

STONE = BoardPalette(
    frame="#8a7860", square="#e4d6b8", square_alt="#dccca9", last_move="#e7b95a", highlight="#9fc4b4",
    mark="rgba(43, 33, 24, 0.55)", selected="#1f4e79", arrow="rgba(31, 78, 121, 0.8)",
    coordinates="#5a4a38", light=LIGHT_STONE, dark=DARK_COUNTER, wreath="#c9a227", wreath_edge="#6b5410",
)
"""Limestone, for the Greek game."""

WOOD = BoardPalette(
    frame="#6b4428", square="#d9b98a", square_alt="#cfad7c", last_move="#f0c75e", highlight="#9fc4b4",
    mark="rgba(43, 28, 16, 0.55)", selected="#1f4e79", arrow="rgba(31, 78, 121, 0.8)",
    coordinates="#5a4a38", light=LIGHT_STONE, dark=DARK_COUNTER, wreath="#d4ad2f", wreath_edge="#6b5410",
)
"""Oak, for the Roman game."""


def palette_for(rules_name: str) -> BoardPalette:
    """The board material of a rule set: stone for Petteia, wood for the Latrunculi."""
    return STONE if rules_name == "petteia" else WOOD
