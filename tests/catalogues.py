"""The project's message catalogues and their entries as the tests read them (straight from the ``.po`` files)."""

from __future__ import annotations

from babel.messages.catalog import Catalog, Message
from babel.messages.pofile import read_po

from board.words import CATALOGUE as BOARD_WORDS
from games.catalogue import Catalogue
from games.messages import CATALOGUE as ENGINE_MESSAGES
from ui.i18n import CATALOGUE as PAGE_TEXTS

CATALOGUES: tuple[Catalogue, ...] = (ENGINE_MESSAGES, BOARD_WORDS, PAGE_TEXTS)
"""Every gettext domain: the engines' sentences, the words on the boards, the pages' words."""


def read(catalogue: Catalogue, lang: str) -> Catalog:
    """The catalogue of ``lang`` as Babel reads its ``.po`` file."""
    with catalogue.po_path(lang).open("rb") as source:
        return read_po(source, locale=lang)


def entries(catalog: Catalog) -> dict[str, Message]:
    """The catalogue's entries (not its header) by singular id and message context (``side_gen|side.0``)."""
    return {
        f"{message.context}|{key(message)}" if message.context else key(message): message
        for message in catalog
        if message.id
    }


def key(message: Message) -> str:
    """The entry's id (the singular id of a plural entry)."""
    return message.id if isinstance(message.id, str) else message.id[0]


def forms(message: Message) -> tuple[str, ...]:
    """The entry's text: one form, or each plural form."""
    return (message.string,) if isinstance(message.string, str) else tuple(message.string or ())
