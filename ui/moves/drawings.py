"""The arrows and circles a person draws over a board (the board's browser code draws them beside the figure): read
from what the browser says, and kept as text with a class's board in the store.  Pure, no Streamlit."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

Arrow = tuple[str, str]
"""An arrow drawn from a place to a place, by the places' names; a circle round a place is an arrow from it to it."""
MOST_DRAWN = 64
"""The most arrows and circles kept on one position (a browser that sends more is cut short)."""


def read_drawn(said: Any, places: Iterable[str]) -> tuple[str, tuple[Arrow, ...]] | None:
    """The position and the arrows the browser says are drawn on it (``{"position": "...", "arrows": [["a1", "a5"],
    ["d4", "d4"]]}``), each between two of ``places`` and each once, in the order drawn; None when what it says is
    not that."""
    if not isinstance(said, dict):
        return None
    position, arrows = said.get("position"), said.get("arrows")
    if not isinstance(position, str) or not isinstance(arrows, list):
        return None
    known = set(places)
    kept: dict[Arrow, None] = {}
    for arrow in arrows[:MOST_DRAWN]:
        if isinstance(arrow, list) and len(arrow) == 2 and all(isinstance(p, str) and p in known for p in arrow):
            kept[(arrow[0], arrow[1])] = None
    return position, tuple(kept)


def drawn_text(arrows: Iterable[Arrow]) -> str:
    """Arrows as text for a class's board in the store (JSON: a list of pairs)."""
    return json.dumps([list(arrow) for arrow in arrows], separators=(",", ":"))


def drawn_arrows(text: str | None, places: Iterable[str]) -> tuple[Arrow, ...]:
    """The arrows ``drawn_text`` wrote, between ``places`` (none when the text is missing or cannot be read)."""
    try:
        arrows = json.loads(text) if text else []
    except ValueError:
        return ()
    read = read_drawn({"position": "", "arrows": arrows}, places)
    return read[1] if read is not None else ()
