"""The names of the clickable places of the race boards, shared by the figures and the click logic.

A cell is named by its number (``"12"``); a pile of a Patolli tray by its kind and side letter:
``reserve:l``, ``off:l``, ``reserve:d``, ``off:d``.
"""

from __future__ import annotations

from games.core import SIDE_LETTERS

PILES = ("reserve", "off")


def pile(kind: str, side: int) -> str:
    """The name of a tray pile: ``pile("reserve", LIGHT) == "reserve:l"``."""
    return f"{kind}:{SIDE_LETTERS[side]}"


def parse_pile(name: str) -> tuple[str, int] | None:
    """``(kind, side)`` of a pile's name, or None for any other name."""
    kind, _, letter = name.partition(":")
    if kind in PILES and letter in SIDE_LETTERS:
        return kind, SIDE_LETTERS.index(letter)
    return None
