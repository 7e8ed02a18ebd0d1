"""The museum's drawings of the real objects behind its games, as inline SVG: pure functions, no Streamlit.

Each drawing is schematic and honest: it shows what the object shows, as the research describes it, and no more
(``content/objects.toml`` says, beside each drawing, what is schematic in it).  ``drawing_svg`` wraps a drawing's
elements in an ``<svg>`` that scales to the width it is given, labelled for a screen reader in the page's language;
``drawing_img`` is the same picture as one ``<img>``, the form a page shows.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from html import escape

from board.drawings import codex, exekias, knossos, roman
from board.svg import svg_data_url


@dataclass(frozen=True)
class Drawing:
    """A drawing's elements and the size of the view they are drawn in."""

    elements: Callable[[], str]
    width: float
    height: float


DRAWINGS: dict[str, Drawing] = {
    "knossos-board": Drawing(knossos.knossos_drawing, knossos.WIDTH, knossos.HEIGHT),
    "exekias-amphora": Drawing(exekias.exekias_drawing, exekias.WIDTH, exekias.HEIGHT),
    "corbridge-slab": Drawing(roman.corbridge_drawing, roman.WIDTH, roman.HEIGHT),
    "codex-magliabechiano": Drawing(codex.codex_drawing, codex.WIDTH, codex.HEIGHT),
}
"""Every drawing by the name of the object it is after (the object's id in ``content/sources.toml``)."""


def drawing_svg(name: str, label: str) -> str:
    """The drawing ``name`` as one ``<svg>`` element, as wide as its container, named ``label`` for screen readers."""
    drawing = DRAWINGS[name]
    words = escape(label)
    return (
        f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {drawing.width:g} {drawing.height:g}" '
        f'width="{drawing.width:g}" height="{drawing.height:g}" role="img" aria-label="{words}" '
        f'style="display:block;width:100%;height:auto"><title>{words}</title>{drawing.elements()}</svg>'
    )


def drawing_img(name: str, label: str) -> str:
    """The drawing ``name`` as one ``<img>`` of its svg (a data URL), as wide as its container, ``label`` its alt text.

    Inline svg in a page's Markdown is parsed into as many nodes as the drawing has shapes (Knossos's board has a
    thousand) before the page goes on to draw what follows it; an image is one node."""
    return (
        f'<img src="{svg_data_url(drawing_svg(name, label))}" alt="{escape(label)}" width="{DRAWINGS[name].width:g}" '
        f'height="{DRAWINGS[name].height:g}" style="display:block;width:100%;height:auto">'
    )


def aspect(name: str) -> float:
    """The drawing's width over its height."""
    drawing = DRAWINGS[name]
    return drawing.width / drawing.height
