"""The Knossos gaming board (Heraklion Archaeological Museum), drawn after Evans's description of its surface.

Portrait, in the proportions of the restored board (0.553 × 0.965 m): an ivory frame plated with gold and
carved with rosettes; at the top four nautilus shells in relief and four large medallions, set as a diamond;
a band of eleven ribbed bars, crystal alternating with ivory; below, a compartment with two wings holding ten
circles (a row of four, two above the middle pair, a wing of two below each end); the rest filled with bars.
The places of the medallions, shells and circles are those of the museum's own board (``games/boards/knossos.json``,
fitted to the real one); the frame's rosettes are drawn evenly, not counted from the object.
"""

from __future__ import annotations

import math

from board.drawings.svg import Point, circle, ellipse, group, line, polar, polygon, rect
from board.palette import MINOAN

WIDTH, HEIGHT = 610.0, 1064.0
"""The restored board is 0.553 m wide and 0.965 m long: 610 / 1064 keeps that ratio to within half a per cent."""
FRAME = 32.0
SQUEEZE = 0.91
"""The museum's board layout is 600 units wide and 1000 long; across, it is drawn a little narrower to fit."""
MEDALLIONS = ((440, 250), (300, 130), (160, 250), (300, 360))
NAUTILI = ((530, 150, False), (450, 55, False), (150, 55, True), (70, 150, True))
"""Each shell's place and whether it is drawn mirrored (its spiral opening to the left)."""
CIRCLES = (
    (230, 600),
    (370, 600),
    (90, 700),
    (230, 700),
    (370, 700),
    (510, 700),
    (90, 820),
    (90, 940),
    (510, 820),
    (510, 940),
)
COMPARTMENT = (
    (160, 545),
    (440, 545),
    (440, 655),
    (560, 655),
    (560, 992),
    (455, 992),
    (455, 765),
    (145, 765),
    (145, 992),
    (40, 992),
    (40, 655),
    (160, 655),
)
"""The two-winged compartment of the ten circles, in the layout's units."""
BAND = (40, 455, 560, 525)
BARS = 11


def at(x: float, y: float) -> Point:
    """A point of the museum's 600 × 1000 layout, placed inside the frame."""
    return FRAME + 300 * SQUEEZE + (x - 300) * SQUEEZE, FRAME + y


def knossos_drawing() -> str:
    """The SVG elements of the drawing, in a ``WIDTH`` × ``HEIGHT`` view."""
    p = MINOAN
    parts = [
        rect(0, 0, WIDTH, HEIGHT, rx=10, fill=p.rim, stroke=p.gold_edge, stroke_width=3),
        rect(
            FRAME - 6,
            FRAME - 6,
            WIDTH - 2 * FRAME + 12,
            HEIGHT - 2 * FRAME + 12,
            fill="none",
            stroke=p.gold,
            stroke_width=4,
        ),
        *_frame_rosettes(),
        rect(FRAME, FRAME, WIDTH - 2 * FRAME, HEIGHT - 2 * FRAME, fill=p.field, stroke=p.gold_edge, stroke_width=2),
        *_filler_bars(),
        polygon([at(x, y) for x, y in COMPARTMENT], fill="#17304f", stroke=p.gold, stroke_width=4),
        *(circle(at(x, y), 30, fill=p.crystal, stroke=p.ivory, stroke_width=7) for x, y in CIRCLES),
        *(circle(at(x - 8, y - 9), 9, fill=p.crystal_shine, opacity=0.7) for x, y in CIRCLES),
        *_band(),
        *(_medallion(at(x, y), 56) for x, y in MEDALLIONS),
        *(_nautilus(at(x, y), mirrored) for x, y, mirrored in NAUTILI),
    ]
    return "".join(parts)


def _rosette(centre: Point, r: float, petals: int, fill: str, heart: str) -> str:
    """A carved rosette: ``petals`` leaves round a rock-crystal heart."""
    p = MINOAN
    leaves = (
        ellipse(
            polar(centre, r * 0.62, 360 * k / petals),
            r * 0.38,
            r * 0.16,
            360 * k / petals,
            fill=fill,
            stroke=p.gold_edge,
            stroke_width=max(r / 30, 0.8),
        )
        for k in range(petals)
    )
    return group([*leaves, circle(centre, r * 0.3, fill=heart, stroke=p.gold_edge, stroke_width=max(r / 30, 0.8))])


def _frame_rosettes() -> list[str]:
    """Small rosettes all round the frame, evenly spaced (the object's own count is not in our sources)."""
    inset = FRAME / 2 - 3
    across, down = 14, 25
    spots = [(inset + (WIDTH - 2 * inset) * k / across, y) for k in range(across + 1) for y in (inset, HEIGHT - inset)]
    spots += [(x, inset + (HEIGHT - 2 * inset) * k / down) for k in range(1, down) for x in (inset, WIDTH - inset)]
    return [_rosette(spot, 12, 8, MINOAN.gold, MINOAN.crystal) for spot in spots]


def _medallion(centre: Point, r: float) -> str:
    """A large medallion: a gilded rosette of sixteen leaves on an ivory disc, with a crystal heart."""
    p = MINOAN
    return group(
        [
            circle(centre, r, fill=p.ivory, stroke=p.gold_edge, stroke_width=3),
            circle(centre, r - 5, fill="none", stroke=p.gold, stroke_width=3),
            _rosette(centre, r - 8, 16, p.gold, p.crystal),
            circle(polar(centre, r * 0.08, 225), r * 0.09, fill=p.crystal_shine, opacity=0.8),
        ]
    )


def _nautilus(centre: Point, mirrored: bool) -> str:
    """A nautilus (argonaut) shell in relief, gilded: its last whorl filled, ribbed across, round a coiled heart.
    Decoration on the real board."""
    p = MINOAN
    outer = [_whorl(t) for t in _steps(SPIRAL_END - 2 * math.pi, SPIRAL_END)]
    inner = [_whorl(t - 2 * math.pi) for t in _steps(SPIRAL_END - 2 * math.pi, SPIRAL_END)]
    ribs = [
        line(_whorl(t - 2 * math.pi), _whorl(t), stroke=p.gold_edge, stroke_width=1.6)
        for t in _steps(SPIRAL_END - 2 * math.pi + 0.5, SPIRAL_END - 0.2, 9)
    ]
    heart = [_whorl(t) for t in _steps(SPIRAL_END - 4 * math.pi, SPIRAL_END - 2 * math.pi)]
    flip = f"translate({centre[0]:.1f} {centre[1]:.1f}) scale({-1 if mirrored else 1} 1)"
    return group(
        [
            polygon(
                [*outer, *reversed(inner)], fill=p.gold, stroke=p.gold_edge, stroke_width=2.5, stroke_linejoin="round"
            ),
            *ribs,
            polygon(heart, fill=p.gold_shine, stroke=p.gold_edge, stroke_width=2),
        ],
        transform=flip,
    )


SPIRAL_END = 5 * math.pi
SPIRAL_GROWTH = 0.16
SHELL_R = 50.0


def _whorl(t: float) -> Point:
    """The point of the shell's logarithmic spiral at angle ``t`` (its outer end at ``SPIRAL_END``)."""
    r = SHELL_R * math.exp(SPIRAL_GROWTH * (t - SPIRAL_END))
    return r * math.cos(t + math.pi / 2), r * math.sin(t + math.pi / 2)


def _steps(start: float, end: float, count: int = 48) -> list[float]:
    return [start + (end - start) * k / (count - 1) for k in range(count)]


def _band() -> list[str]:
    """The band of eleven ribbed bars, rock crystal alternating with ivory."""
    p = MINOAN
    left, top, right, bottom = BAND
    (x0, y0), (x1, y1) = at(left, top), at(right, bottom)
    step = (x1 - x0) / BARS
    parts = [rect(x0, y0, x1 - x0, y1 - y0, fill=p.gold, stroke=p.gold_edge, stroke_width=2)]
    for k in range(BARS):
        x = x0 + k * step
        parts.append(
            rect(
                x + 3,
                y0 + 4,
                step - 6,
                y1 - y0 - 8,
                rx=5,
                fill=p.crystal if k % 2 == 0 else p.ivory,
                stroke=p.gold_edge,
                stroke_width=1.5,
            )
        )
        parts += [
            line((x + step * f, y0 + 8), (x + step * f, y1 - 8), stroke=p.gold_edge, stroke_width=1, opacity=0.55)
            for f in (0.35, 0.5, 0.65)
        ]
    return parts


def _filler_bars() -> list[str]:
    """The rest of the lower field: bars of gilded ivory and crystal, between the wings and beside the upper pair."""
    p = MINOAN
    parts = []
    for left, top, right, bottom in ((163, 780, 437, 985), (48, 548, 152, 648), (448, 548, 552, 648)):
        (x0, y0), (x1, y1) = at(left, top), at(right, bottom)
        count = max(3, round((x1 - x0) / 26))
        step = (x1 - x0) / count
        parts += [
            rect(
                x0 + k * step + 2,
                y0,
                step - 4,
                y1 - y0,
                rx=4,
                fill=p.gold if k % 2 == 0 else p.crystal,
                stroke=p.gold_edge,
                stroke_width=1.2,
                opacity=0.9,
            )
            for k in range(count)
        ]
    return parts
