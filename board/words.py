"""The few words written on the boards themselves, from the catalogue ``board/locale/<lang>/LC_MESSAGES/board.po``."""

from __future__ import annotations

from pathlib import Path

from games.catalogue import Catalogue

CATALOGUE = Catalogue(Path(__file__).parent / "locale", "board")


def board_word(key: str, lang: str) -> str:
    """The word ``key`` (``knossos.gate``, ``patolli.reserve``) in ``lang``."""
    return CATALOGUE.gettext(key, lang)
