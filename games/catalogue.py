"""Message catalogues: gettext ``.po`` files per language, compiled to ``.mo`` the first time they are read.

A ``Catalogue`` is one gettext domain in one folder (``<folder>/<lang>/LC_MESSAGES/<domain>.po``); each
layer keeps its own (``games/locale``, ``board/locale``, ``ui/locale``) so that imports stay one-way.  The
message ids are the layer's keys (``lobby.title``, ``illegal``), the English catalogue holds the English
text, and a language without a catalogue reads the English one.  Plural forms follow the CLDR rules
that Babel writes into each catalogue's header.

The compiled ``.mo`` lies beside its ``.po`` (ignored by git) and is rebuilt with Babel's writer when it
is missing or older than the ``.po``; it is written to a temporary file and moved into place, so that
processes or threads reading it for the first time at once never see half a file.  Where the folder is
read-only the catalogue is compiled in memory instead.

``extract_source`` is the extractor ``babel.cfg`` names: it reads the English catalogue as the source of
every id, so that ``pybabel extract`` and ``pybabel update`` carry new ids into the other languages.
"""

from __future__ import annotations

import gettext
import io
import os
import tempfile
import threading
from collections.abc import Iterator
from functools import cached_property
from pathlib import Path
from typing import IO, Any

from babel.messages.mofile import read_mo, write_mo
from babel.messages.pofile import read_po

SOURCE_LANGUAGE = "en"


class Catalogue:
    """One gettext domain in every language it has a ``.po`` file for."""

    def __init__(self, folder: Path, domain: str):
        self.folder = folder
        self.domain = domain
        self._loaded: dict[str, gettext.GNUTranslations] = {}
        self._lock = threading.RLock()  # the English fallback is loaded inside the lock

    @cached_property
    def languages(self) -> tuple[str, ...]:
        """The languages that have a catalogue here, the source language first."""
        found = sorted(path.parent.parent.name for path in self.folder.glob(f"*/LC_MESSAGES/{self.domain}.po"))
        return tuple(sorted(found, key=lambda lang: lang != SOURCE_LANGUAGE))

    def po_path(self, lang: str) -> Path:
        """Where the catalogue of ``lang`` is written."""
        return self.folder / lang / "LC_MESSAGES" / f"{self.domain}.po"

    def translations(self, lang: str) -> gettext.GNUTranslations:
        """The compiled catalogue of ``lang`` (the English one for a language that has none); ids missing in
        it are looked up in English."""
        found = self._loaded.get(lang if lang in self.languages else SOURCE_LANGUAGE)
        return found if found is not None else self._load(lang if lang in self.languages else SOURCE_LANGUAGE)

    def _load(self, lang: str) -> gettext.GNUTranslations:
        with self._lock:
            if lang not in self._loaded:
                loaded = gettext.GNUTranslations(io.BytesIO(compiled(self.po_path(lang))))
                if lang != SOURCE_LANGUAGE:
                    loaded.add_fallback(self._load(SOURCE_LANGUAGE))
                self._loaded[lang] = loaded
            return self._loaded[lang]

    @cached_property
    def entries(self) -> dict[str, bool]:
        """Every message id of the source catalogue (a plural entry by its singular id), and whether it is a
        plural entry."""
        source = read_mo(io.BytesIO(compiled(self.po_path(SOURCE_LANGUAGE))))
        return {_singular(message.id): message.pluralizable for message in source if message.id}

    def gettext(self, msgid: str, lang: str) -> str:
        """The text of ``msgid`` in ``lang``."""
        return self.translations(lang).gettext(msgid)

    def ngettext(self, msgid: str, count: int, lang: str) -> str:
        """The text of the plural entry ``msgid`` in ``lang``, in the form its CLDR rule gives ``count``."""
        return self.translations(lang).ngettext(msgid, msgid, count)

    def pgettext(self, context: str, msgid: str, lang: str) -> str:
        """The text of ``msgid`` in the message context ``context`` (a grammatical case, say)."""
        return self.translations(lang).pgettext(context, msgid)


def compiled(po_path: Path) -> bytes:
    """The ``.mo`` bytes of ``po_path``: read from beside it when newer than it, else compiled with Babel and
    left there for the next process (written whole to a temporary file, then moved into place)."""
    mo_path = po_path.with_suffix(".mo")
    try:
        if mo_path.stat().st_mtime_ns >= po_path.stat().st_mtime_ns:
            return mo_path.read_bytes()
    except FileNotFoundError:
        pass
    with po_path.open("rb") as source:
        catalog = read_po(source)
    buffer = io.BytesIO()
    write_mo(buffer, catalog)
    data = buffer.getvalue()
    try:
        handle, temporary = tempfile.mkstemp(dir=mo_path.parent, prefix=f".{mo_path.name}.", suffix=".tmp")
        with os.fdopen(handle, "wb") as out:
            out.write(data)
        os.replace(temporary, mo_path)
    except OSError:  # a read-only install: the catalogue stays compiled in memory
        pass
    return data


def _singular(msgid: str | tuple[str, ...] | list[str]) -> str:
    return msgid if isinstance(msgid, str) else msgid[0]


def extract_source(
    fileobj: IO[bytes], keywords: Any, comment_tags: Any, options: Any
) -> Iterator[tuple[int, str, str | tuple[str, ...], list[str]]]:
    """Babel extractor: every entry of an English ``.po`` as the gettext call that would ask for it
    (``gettext``, ``ngettext``, ``pgettext``), with its comments for the translator."""
    for message in read_po(fileobj):
        if not message.id:
            continue
        ids = (message.id,) if isinstance(message.id, str) else tuple(message.id)
        function = {(1, False): "gettext", (2, False): "ngettext", (1, True): "pgettext", (2, True): "npgettext"}
        name = function[len(ids), message.context is not None]
        yield (
            message.lineno or 0,
            name,
            ((message.context,) if message.context else ()) + ids,
            list(message.auto_comments),
        )
