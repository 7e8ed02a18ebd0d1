"""The patolli scene of the Codex Magliabechiano (the sheet usually cited as page 48), as simple shapes.

Drawn from the published descriptions of the sheet, which is all our research has of it: two players seated on
mats at a board shaped like an X, two onlookers, and the flower sign of the god Macuilxochitl above them.  The
board's arms are drawn as double rows of squares meeting in a central square, as the descriptions of the codices
say, with the museum's own count of six squares a row (the codex's own count is not in our sources); the
figures are outlines in the codex's flat colours, not copies of its figures.
"""

from __future__ import annotations

from board.drawings.svg import Point, Style, circle, ellipse, group, line, path, polar, rect, smooth
from board.palette import AZTEC, DRAWING

WIDTH, HEIGHT = 640.0, 440.0
BOARD: Point = (320.0, 290.0)
CELL = 15.0
ARM = 6
SCALE = 0.9


def codex_drawing() -> str:
    """The SVG elements of the drawing, in a ``WIDTH`` × ``HEIGHT`` view."""
    p = DRAWING
    mirror = f"translate({WIDTH:g} 0) scale(-1 1)"
    return "".join(
        [
            rect(0, 0, WIDTH, HEIGHT, rx=8, fill=p.paper),
            _board(),
            _flower((320.0, 70.0)),
            group([_player(), _onlooker()]),
            group([_player(), _onlooker()], transform=mirror),
        ]
    )


def _board() -> str:
    """The X: four arms of two rows of squares each, meeting in a square of four, painted on a mat from corner to
    corner."""
    a = AZTEC
    cells = [(u, v) for u in (-1, 0) for v in (-1, 0)]
    for k in range(1, ARM + 1):
        cells += [(u, k) for u in (-1, 0)] + [(u, -1 - k) for u in (-1, 0)]
        cells += [(k, v) for v in (-1, 0)] + [(-1 - k, v) for v in (-1, 0)]
    squares = [
        rect(
            u * CELL,
            v * CELL,
            CELL,
            CELL,
            fill=a.centre if max(abs(u + 0.5), abs(v + 0.5)) < 1 else a.cell,
            stroke=a.paint,
            stroke_width=1.6,
        )
        for u, v in cells
    ]
    half = (ARM + 1) * CELL * SCALE * 0.72 + 10
    x, y = BOARD
    mat = rect(x - half, y - half, 2 * half, 2 * half, fill=a.mat, stroke=a.paint, stroke_width=2.5)
    weave = [
        line((x - half, y - half + k), (x + half, y - half + k), stroke=a.weave, stroke_width=2)
        for k in range(6, int(2 * half), 8)
    ]
    return group([mat, *weave, group(squares, transform=f"translate({x:g} {y:g}) rotate(45) scale({SCALE:g})")])


def _flower(centre: Point) -> str:
    """The flower sign of Macuilxochitl, "Five Flower": five red petals round a heart."""
    a = AZTEC
    petals = [
        ellipse(polar(centre, 22, -90 + 72 * k), 18, 11, -90 + 72 * k, fill=a.offering, stroke=a.paint, stroke_width=2)
        for k in range(5)
    ]
    return group(
        [
            *petals,
            circle(centre, 12, fill="#e7b95a", stroke=a.paint, stroke_width=2),
            circle(centre, 5, fill=DRAWING.turquoise),
        ]
    )


def _seated(at: Point, reach: Point) -> list[str]:
    """A figure seated on its heels in profile, facing right, wrapped in a cloak, one arm out to ``reach``."""
    p, a = DRAWING, AZTEC
    x, y = at
    outline: Style = {"stroke": a.paint, "stroke_width": 2.2}
    cloak = path(
        smooth(
            [(x - 34, y + 40), (x - 30, y - 6), (x - 8, y - 26), (x + 18, y - 18), (x + 30, y + 14), (x + 34, y + 40)]
        ),
        fill=p.cloth,
        **outline,
    )
    arm = path(
        f"M{x + 12:g},{y - 8:g} Q{(x + reach[0]) / 2:g},{y - 14:g} {reach[0]:g},{reach[1]:g}",
        fill="none",
        stroke=a.paint,
        stroke_width=12,
        stroke_linecap="round",
    )
    arm_skin = path(
        f"M{x + 12:g},{y - 8:g} Q{(x + reach[0]) / 2:g},{y - 14:g} {reach[0]:g},{reach[1]:g}",
        fill="none",
        stroke=p.skin,
        stroke_width=7.5,
        stroke_linecap="round",
    )
    head = circle((x + 6, y - 42), 17, fill=p.skin, **outline)
    hair = path(
        f"M{x - 12:g},{y - 40:g} Q{x - 10:g},{y - 64:g} {x + 10:g},{y - 60:g} "
        f"Q{x + 22:g},{y - 58:g} {x + 22:g},{y - 48:g} Z",
        fill=a.paint,
    )
    eye = circle((x + 14, y - 44), 2.2, fill=a.paint)
    return [cloak, arm, arm_skin, head, hair, eye]


def _player() -> str:
    """The player on the left, on a mat, one hand at the board."""
    a = AZTEC
    mat = rect(104, 394, 128, 16, fill=a.mat, stroke=a.paint, stroke_width=2)
    weave = [line((104 + k, 394), (104 + k, 410), stroke=a.weave, stroke_width=2) for k in range(8, 128, 10)]
    return group(
        [mat, *weave, group(_seated((110.0, 260.0), (170.0, 230.0)), transform="translate(40 56) scale(1.15)")]
    )


def _onlooker() -> str:
    """The onlooker on the left, seated behind the player, one hand raised towards the game."""
    return group(_seated((46.0, 196.0), (96.0, 160.0)), transform="scale(1.05)")
