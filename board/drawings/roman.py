"""The slab from Corbridge incised with a grid of 7 × 8 squares (J. Curle, 1911, p. 339).

Only the grid is known to us: fifty-six squares, seven by eight.  The slab's own outline and measurements are
not in our sources, so its edge is a faint dashed line round a plain stone ground, not a drawn shape.
"""

from __future__ import annotations

from board.drawings.svg import group, line, rect
from board.palette import DRAWING

COLUMNS, ROWS = 8, 7
SQUARE = 60.0
MARGIN = 56.0
WIDTH, HEIGHT = COLUMNS * SQUARE + 2 * MARGIN, ROWS * SQUARE + 2 * MARGIN


def corbridge_drawing() -> str:
    """The SVG elements of the drawing, in a ``WIDTH`` × ``HEIGHT`` view."""
    p = DRAWING
    ground = rect(
        8, 8, WIDTH - 16, HEIGHT - 16, rx=18, fill=p.stone, stroke=p.faint, stroke_width=2.5, stroke_dasharray="10 8"
    )
    return ground + _incised(
        [((MARGIN + c * SQUARE, MARGIN), (MARGIN + c * SQUARE, HEIGHT - MARGIN)) for c in range(COLUMNS + 1)]
        + [((MARGIN, MARGIN + r * SQUARE), (WIDTH - MARGIN, MARGIN + r * SQUARE)) for r in range(ROWS + 1)]
    )


def _incised(lines: list[tuple[tuple[float, float], tuple[float, float]]]) -> str:
    """Lines cut into stone: a dark groove with the light catching its lower edge."""
    p = DRAWING
    light = [line((a[0] + 1.6, a[1] + 1.6), (b[0] + 1.6, b[1] + 1.6), stroke=p.paper, stroke_width=2) for a, b in lines]
    groove = [line(a, b, stroke=p.ink, stroke_width=3.2) for a, b in lines]
    return group([*light, *groove], stroke_linecap="round")
