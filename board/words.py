"""The words written on the boards and the charts, from the catalogue ``board/locale/<lang>/LC_MESSAGES/board.po``."""

from __future__ import annotations

from pathlib import Path

from games.catalogue import Catalogue

CATALOGUE = Catalogue(Path(__file__).parent / "locale", "board")


def board_word(key: str, lang: str, /, **kwargs: object) -> str:
    """The word ``key`` (``knossos.gate``, ``story.luck.title``) in ``lang``, with ``kwargs`` filled in."""
    text = CATALOGUE.gettext(key, lang)
    return text.format(**kwargs) if kwargs else text


def has_board_word(key: str) -> bool:
    """Whether the catalogue has an entry ``key``."""
    return key in CATALOGUE.entries
