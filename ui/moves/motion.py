"""What the board's browser code draws happening over a board, beside the figure: the last move's motion (a piece
sliding to its place, a throw), and the arrows and circles a person draws.  Pure, no Streamlit."""

from __future__ import annotations

import json
from collections.abc import Iterable
from typing import Any

from games.records import GameRecord


def last_motion(record: GameRecord) -> dict[str, Any] | None:
    """What the browser shows happening when it draws ``record`` straight after the position before its last move
    (``before``): a piece that slides ``from`` a place ``to`` another (``captures`` when it takes), comes in ``to``
    a place (a placement, a piece entering, a removal), or a throw; None before the first move."""
    move = record.last_move
    if move is None:
        return None
    before = record.game.format_position(record.states[-2])
    if not move.places:
        return {"kind": "throw" if move.kind == "throw" else "pass", "before": before}
    kind = "move" if len(move.places) > 1 else "place"
    return {
        "kind": kind,
        "from": move.places[0],
        "to": move.places[-1],
        "before": before,
        "captures": bool(move.captures or move.blocks),
    }


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
