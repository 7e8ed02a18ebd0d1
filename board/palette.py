"""Colours and piece shapes of the boards.

The two sides differ by shape as well as by tone, so the board reads without colour vision:
light plays round pale stones, dark plays hexagonal dark counters, and a dux of either side wears a
gilded laurel wreath of leaf-shaped marks.  A blocked piece (LSC-V1) wears a cross, red with a pale
rim so that it reads on either side's pieces.  Marks that help play differ by shape too: a dot on a
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
    lock: str = "#b3261e"
    """The cross over a blocked piece (LSC-V1)."""
    lock_edge: str = "#fffaf0"
    """Its rim, which keeps it readable on the dark pieces."""


LIGHT_STONE = PieceStyle(symbol="circle", fill="#e9dfc8", shine="#fffaf0", edge="#6e5a40")
DARK_COUNTER = PieceStyle(symbol="hexagon", fill="#2f2620", shine="#6d5d50", edge="#120d0a")
WREATH_SYMBOL = "diamond-tall"
"""The leaf of the dux's wreath: a marker symbol no soldier uses."""
LOCK_SYMBOL = "x"
"""The cross over a blocked piece: a marker symbol no piece and no mark uses."""

STONE = BoardPalette(
    frame="#8a7860",
    square="#e4d6b8",
    square_alt="#dccca9",
    last_move="#e7b95a",
    highlight="#9fc4b4",
    mark="rgba(43, 33, 24, 0.55)",
    selected="#1f4e79",
    arrow="rgba(31, 78, 121, 0.8)",
    coordinates="#5a4a38",
    light=LIGHT_STONE,
    dark=DARK_COUNTER,
    wreath="#c9a227",
    wreath_edge="#6b5410",
)
"""Limestone, for the Greek game."""

WOOD = BoardPalette(
    frame="#6b4428",
    square="#d9b98a",
    square_alt="#cfad7c",
    last_move="#f0c75e",
    highlight="#9fc4b4",
    mark="rgba(43, 28, 16, 0.55)",
    selected="#1f4e79",
    arrow="rgba(31, 78, 121, 0.8)",
    coordinates="#5a4a38",
    light=LIGHT_STONE,
    dark=DARK_COUNTER,
    wreath="#d4ad2f",
    wreath_edge="#6b5410",
)
"""Oak, for the Roman game."""


def palette_for(rules_name: str) -> BoardPalette:
    """The board material of a rule set: stone for Petteia, wood for the Latrunculi."""
    return STONE if rules_name == "petteia" else WOOD


@dataclass(frozen=True)
class KnossosPalette:
    """The materials of the Knossos board: ivory, gold, rock crystal over blue kyanos paste."""

    rim: str
    """The ivory frame of the board."""
    field: str
    """The kyanos (blue glass paste) ground the inlays sit in."""
    ivory: str
    gold: str
    gold_edge: str
    gold_shine: str
    crystal: str
    crystal_shine: str
    route: str
    """The faint route between the cells."""
    numbers: str
    label: str
    selected: str
    target: str
    target_text: str
    last_move: str
    light: PieceStyle
    dark: PieceStyle
    badge: str
    badge_text: str
    """The disc and the figure of the count on a stack of pieces."""


MINOAN = KnossosPalette(
    rim="#efe4c8",
    field="#1f3d63",
    ivory="#f3ead3",
    gold="#c9a227",
    gold_edge="#6f5312",
    gold_shine="#f4dd8a",
    crystal="#a9cde0",
    crystal_shine="#f0f8fc",
    route="rgba(244, 221, 138, 0.55)",
    numbers="#e9dfc4",
    label="#4a3b22",
    selected="#e0642f",
    target="rgba(224, 100, 47, 0.9)",
    target_text="#fffaf0",
    last_move="#f2c14e",
    light=LIGHT_STONE,
    dark=DARK_COUNTER,
    badge="#fffaf0",
    badge_text="#2b2118",
)
"""The Minoan palace workshop's luxury object (Heraklion Museum)."""


@dataclass(frozen=True)
class PatolliPalette:
    """The Patolli mat: a painted cross on woven reed, red offering cells, jade for the centre."""

    mat: str
    weave: str
    cell: str
    centre: str
    paint: str
    """The black-brown paint of the cells' outlines and the cell numbers."""
    offering: str
    offering_mark: str
    light_entry: str
    dark_entry: str
    tray: str
    selected: str
    target: str
    last_move: str
    direction: str
    light: PieceStyle
    dark: PieceStyle
    badge: str
    badge_text: str


AZTEC = PatolliPalette(
    mat="#d8bd85",
    weave="rgba(120, 84, 38, 0.22)",
    cell="#f1e4c4",
    centre="#cfe0d2",
    paint="#3a2414",
    offering="#b5462f",
    offering_mark="#fbeee0",
    light_entry="#fffaf0",
    dark_entry="#b39d82",
    tray="rgba(241, 228, 196, 0.55)",
    selected="#1f4e79",
    target="rgba(31, 78, 121, 0.8)",
    last_move="#e7b95a",
    direction="rgba(58, 36, 20, 0.55)",
    light=LIGHT_STONE,
    dark=DARK_COUNTER,
    badge="#fffaf0",
    badge_text="#2b2118",
)
"""A reed mat with the cross painted on it, as the chroniclers describe the game being played."""


@dataclass(frozen=True)
class DrawingPalette:
    """The museum's drawings of the real objects (``board.drawings``): ink on paper, with the objects' own
    materials as flat washes, taken from the boards' palettes where a board shares its material."""

    paper: str
    ink: str
    """Every outline, and the incised lines of a stone."""
    faint: str
    """What the drawing does not know: the dashed edge of a slab whose outline is not recorded."""
    clay: str
    """The orange clay ground of an Attic vase."""
    gloss: str
    """The black gloss of black-figure painting."""
    incision: str
    """The lines scratched through the black gloss, which show the clay beneath."""
    stone: str
    skin: str
    """The flesh tone of the codex's painted figures."""
    cloth: str
    """The white cotton cloaks of the codex's figures."""
    turquoise: str


DRAWING = DrawingPalette(
    paper="#fbf6ea",
    ink=AZTEC.paint,
    faint="rgba(58, 36, 20, 0.45)",
    clay="#d88a4e",
    gloss="#221a14",
    incision="#e6a272",
    stone=STONE.square,
    skin="#b9794e",
    cloth="#f6efe0",
    turquoise="#5fa39a",
)
"""Paper and ink for the object drawings; the Knossos board keeps ``MINOAN``'s materials, the codex ``AZTEC``'s."""
