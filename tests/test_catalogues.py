"""The message catalogues (``games/locale``, ``board/locale``, ``ui/locale``): every id in every language, the
same placeholders, every plural form CLDR gives the language, nothing fuzzy, empty or obsolete.  Each test
checks every entry of every catalogue and lists all that fail."""

from __future__ import annotations

import string

from babel.messages.catalog import Catalog

from games.messages import SIDE_FORMS
from tests.catalogues import CATALOGUES, entries, forms, read


def _placeholders(text: str) -> set[str]:
    """The names a text fills, a side's name in any of its forms (``side_gen``: a case) counting as ``side``."""
    names = {name for _, name, _, _ in string.Formatter().parse(text) if name}
    return {"side" if name in SIDE_FORMS else name for name in names}


def _pairs() -> list[tuple[str, str, Catalog, Catalog]]:
    """(domain, language, the English catalogue, the language's catalogue) for every translation."""
    return [
        (catalogue.domain, lang, read(catalogue, "en"), read(catalogue, lang))
        for catalogue in CATALOGUES
        for lang in catalogue.languages
        if lang != "en"
    ]


def test_every_catalogue_is_in_english_and_russian():
    assert all(catalogue.languages == ("en", "ru") for catalogue in CATALOGUES), [
        (catalogue.domain, catalogue.languages) for catalogue in CATALOGUES
    ]


def test_every_id_is_in_every_language():
    missing = [
        f"{domain}/{lang}: {'missing' if name in source else 'extra'} {name}"
        for domain, lang, english, translated in _pairs()
        for source, other in ((entries(english), entries(translated)),)
        for name in sorted(set(source) ^ set(other))
    ]
    assert not missing, missing


def test_every_text_fills_the_placeholders_of_its_english_text():
    wrong = []
    for domain, lang, english, translated in _pairs():
        theirs = entries(translated)
        for name, message in entries(english).items():
            wanted = _placeholders(forms(message)[-1])
            if name in theirs:
                wrong += [
                    f"{domain}/{lang}: {name} [{index}] fills {sorted(_placeholders(text))}, not {sorted(wanted)}"
                    for index, text in enumerate(forms(theirs[name]))
                    if _placeholders(text) != wanted
                ]
    assert not wrong, wrong


def _catalogs() -> list[tuple[str, Catalog]]:
    """("domain/language", the catalogue) for every catalogue in every language."""
    return [
        (f"{catalogue.domain}/{lang}", read(catalogue, lang))
        for catalogue in CATALOGUES
        for lang in catalogue.languages
    ]


def test_plural_entries_have_every_cldr_form_of_their_language():
    wrong = []
    for where, catalog in _catalogs():
        cldr = Catalog(locale=catalog.locale)
        if catalog.plural_forms != cldr.plural_forms:
            wrong.append(f"{where}: header {catalog.plural_forms!r}, CLDR {cldr.plural_forms!r}")
        wrong += [
            f"{where}: {name} has {len(forms(message))} forms, wants {cldr.num_plurals}"
            for name, message in entries(catalog).items()
            if message.pluralizable and len(forms(message)) != cldr.num_plurals
        ]
    assert not wrong, wrong


def test_no_entry_is_fuzzy_empty_or_obsolete():
    wrong = []
    for where, catalog in _catalogs():
        for name, message in entries(catalog).items():
            wrong += [f"{where}: {name} is fuzzy"] if message.fuzzy else []
            wrong += [f"{where}: {name} is empty"] if not all(text.strip() for text in forms(message)) else []
        wrong += [f"{where}: {name} is obsolete" for name in catalog.obsolete]
    assert not wrong, wrong
