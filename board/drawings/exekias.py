"""The scene on the amphora signed by Exekias (Vatican Museums, inv. 16757): Achilles and Ajax bent over a board.

A simplified silhouette in the black-figure manner, black on the orange clay with a few lines scratched through
to the clay, after the descriptions in the research (the Vatican Museums; the Getty text on ancientrome.ru): the
two armed heroes sit facing each other, leaning over a low block with the board between them, each holding a pair
of spears, his shield leaning behind him; Achilles, on the left, keeps his helmet on, Ajax's is laid on top of
his shield; Ajax's beard is the longer.  From their mouths, the words the painter wrote: ΤΕΣΑΡΑ ("four",
Achilles), written left to right, and ΤΡΙΑ ("three", Ajax), written right to left (retrograde), as the Getty
text records them.  Cloaks, armour patterns, the heroes' names, the signature and the kalos inscription are left
out; the letters' shapes and exact places are not copied from the vase.
"""

from __future__ import annotations

from board.drawings.svg import Point, Style, circle, ellipse, group, line, path, rect, smooth, text
from board.palette import DRAWING

WIDTH, HEIGHT = 640.0, 440.0
GROUND = 410.0


def exekias_drawing() -> str:
    """The SVG elements of the drawing, in a ``WIDTH`` × ``HEIGHT`` view."""
    p = DRAWING
    mirror = f"translate({WIDTH:g} 0) scale(-1 1)"
    return "".join(
        [
            rect(0, 0, WIDTH, HEIGHT, rx=8, fill=p.clay),
            line((14, GROUND), (WIDTH - 14, GROUND), stroke=p.gloss, stroke_width=5),
            _block(),
            group(_hero(achilles=True)),
            group(_hero(achilles=False), transform=mirror),
            # Achilles' call runs from his mouth, left to right
            text(
                (0, 0),
                "ΤΕΣΑΡΑ",
                font_size=19,
                letter_spacing=2,
                fill=p.gloss,
                font_family="serif",
                transform="translate(244 232) rotate(-32)",
            ),
            # Ajax's runs from his mouth the other way, right to left, its letters turned round (retrograde)
            text(
                (0, 0),
                "ΤΡΙΑ",
                font_size=19,
                letter_spacing=2,
                fill=p.gloss,
                font_family="serif",
                transform=f"translate({WIDTH - 244:g} 232) rotate(32) scale(-1 1)",
            ),
        ]
    )


def _block() -> str:
    """The low block between the heroes, with the board on it."""
    p = DRAWING
    return group(
        [
            rect(286, 312, 68, GROUND - 312, fill=p.gloss),
            rect(276, 300, 88, 14, fill=p.gloss),
            line((290, 318), (350, 318), stroke=p.incision, stroke_width=1.5),
        ]
    )


def _hero(*, achilles: bool) -> list[str]:
    """The hero on the left, facing right (Ajax, on the right, is this, mirrored): seated on a block, leaning far
    forward, his right hand reaching to the board, his two spears along his back, his shield behind him.  Achilles
    keeps his helmet on and holds his spears apart; Ajax's helmet lies on his shield, his spears lie close together
    and his beard is longer."""
    p = DRAWING
    ink: Style = {"fill": p.gloss}
    scratch: Style = {"fill": "none", "stroke": p.incision, "stroke_width": 1.6, "stroke_linecap": "round"}
    head: Point = (214, 214)
    tip: Point = (100, 56) if achilles else (84, 62)  # the second spear's point: Achilles' two splay apart
    beard = (
        "M206,226 Q218,250 236,242 Q228,232 222,224 Z"
        if achilles
        else "M204,226 Q212,262 236,254 Q230,236 222,224 Z"  # Ajax's, the longer
    )
    shield: list[str] = [circle((70, 262), 64, fill=p.gloss), circle((70, 262), 56, **scratch)]
    if not achilles:  # Ajax's helmet sits on top of his shield
        shield.append(_helmet((78, 184), scale=0.85))
    body = [
        # the spears, held low and laid along the back
        line((262, 348), (70, 70), stroke=p.gloss, stroke_width=4.5),
        line((270, 344), (tip[0], tip[1]), stroke=p.gloss, stroke_width=4.5),
        path("M70,70 l-4,-22 l12,16 Z", **ink),
        path(f"M{tip[0]:g},{tip[1]:g} l-2,-22 l12,18 Z", **ink),
        rect(58, 332, 86, GROUND - 332, fill=p.gloss),  # the seat
        path(
            smooth([(96, 336), (118, 282), (156, 238), (196, 212), (214, 232), (188, 262), (160, 306), (150, 344)]),
            **ink,
        ),  # the torso
        path(smooth([(120, 318), (178, 312), (226, 318), (232, 342), (186, 344), (128, 346)]), **ink),  # the thigh
        path(
            smooth([(208, 322), (232, 334), (222, 372), (228, 400), (206, 404), (198, 372), (196, 336)]), **ink
        ),  # the shin
        path("M196,398 L238,398 L244,408 L194,408 Z", **ink),  # the foot
        path(
            smooth([(186, 232), (214, 250), (246, 278), (276, 300), (270, 308), (238, 290), (204, 266), (180, 248)]),
            **ink,
        ),  # the arm
        ellipse((276, 302), 9, 6, 0, **ink),  # the hand on the board
        ellipse(head, 19, 17, 0, **ink),
        path(beard, **ink),
        circle((226, 212), 2.2, fill=p.incision),
        path("M150,250 Q132,290 128,330", **scratch),  # the edge of the cuirass
        path("M130,330 Q178,322 222,330", **scratch),
    ]
    if achilles:
        body.append(_helmet(head, scale=1.0))
    return [*shield, *body]


def _helmet(at: Point, *, scale: float) -> str:
    """A crested helmet over the point ``at``, facing right: a dome with a guard down the cheek and the neck, and a
    high crest sweeping back."""
    p = DRAWING
    x, y = at
    return group(
        [
            path(
                "M-20,6 C-24,-16 -6,-27 10,-23 C21,-19 25,-8 23,4 L23,16 L15,18 L13,5 L4,3 L-2,20 L-20,18 Z",
                fill=p.gloss,
            ),
            path("M12,-20 C6,-44 -30,-46 -46,-16 L-36,-12 C-26,-30 -8,-32 2,-18 Z", fill=p.gloss),
            path("M4,-26 C-4,-38 -26,-38 -38,-18", fill="none", stroke=p.incision, stroke_width=1.4),
            path("M13,5 L4,3", fill="none", stroke=p.incision, stroke_width=1.4),
        ],
        transform=f"translate({x:g} {y:g}) scale({scale:g})",
    )
