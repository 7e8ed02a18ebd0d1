"""Every word the pages show, from the catalogue ``ui/locale/<lang>/LC_MESSAGES/ui.po``, and shares in per cent
written the way each language writes them (decimals: ``board.numbers``).

``t(key, lang, **kwargs)`` looks a key up and fills its ``{placeholders}``; ``tn(key, count, lang, **kwargs)`` does
the same for an entry with plural forms, choosing the form that ``count`` takes in the language (CLDR's rules,
in the catalogue's header).  Sentences about the rules themselves (why a move is refused, how a game ended)
come from the engine's messages instead, so that a rule is worded in one place only.
"""

from __future__ import annotations

import re
from pathlib import Path

from babel.numbers import format_percent

from games import split_name
from games.catalogue import Catalogue

CATALOGUE = Catalogue(Path(__file__).parent / "locale", "ui")
LANGUAGES: tuple[str, ...] = CATALOGUE.languages
ENTRIES = CATALOGUE.entries
"""Every key, and whether it is a plural entry (for ``tn``)."""
_TRANSLATIONS = {lang: CATALOGUE.translations(lang) for lang in LANGUAGES}
LANGUAGE_NAMES = {lang: _TRANSLATIONS[lang].gettext("site.language_name") for lang in LANGUAGES}
"""Each language by its own name, as the language switch shows it."""


def known(key: str) -> bool:
    """Whether the catalogue has an entry ``key``."""
    return key in ENTRIES


def _entry(key: str, plural: bool) -> str:
    """``key``, checked to be an entry of the catalogue that is plural (for ``tn``) or not (for ``t``)."""
    if key not in ENTRIES:
        raise KeyError(f"{key} is not in the catalogue")
    if ENTRIES[key] != plural:
        raise KeyError(f"{key} is {'not ' if plural else ''}a plural entry: ask for it with {'t' if plural else 'tn'}")
    return key


def t(key: str, lang: str, /, **kwargs: object) -> str:
    """The text of ``key`` in ``lang`` (English for an unknown language), with ``kwargs`` filled in."""
    text = _TRANSLATIONS.get(lang, _TRANSLATIONS["en"]).gettext(_entry(key, plural=False))
    return text.format(**kwargs) if kwargs else text


def tn(key: str, count: int, lang: str, /, **kwargs: object) -> str:
    """The plural entry ``key`` in the form ``count`` takes in ``lang``, with ``kwargs`` filled in (the count
    among them, under the name the text gives it)."""
    key = _entry(key, plural=True)
    return _TRANSLATIONS.get(lang, _TRANSLATIONS["en"]).ngettext(key, key, count).format(**kwargs)


_MARKDOWN = re.compile(r"([\\`*_{}\[\]()<>#+\-.!|~:$&=^])")
"""The ASCII punctuation that Markdown, or Streamlit's additions to it (``:red[…]``, ``:material/…:``, ``$…$``),
reads as markup."""


def plain(text: str) -> str:
    """``text`` from outside (a link's value, a name from the store, a line of an uploaded file) to be shown word for
    word in Markdown (``st.markdown``, ``st.error`` and the like): each character Markdown reads as markup escaped
    with a backslash, and the lines joined into one, so that ``![](//x.io)`` shows as written instead of loading
    an image from elsewhere."""
    return _MARKDOWN.sub(r"\\\1", " ".join(text.splitlines()))


def code_text(text: str) -> str:
    """``text`` from outside as a Markdown code span (shown word for word, in a monospaced type): fenced with one
    backtick more than its longest run of them, so that a backtick in it cannot end the span early."""
    text = " ".join(text.splitlines())
    fence = "`" * (max(map(len, re.findall("`+", text)), default=0) + 1)
    pad = " " if text.startswith("`") or text.endswith("`") else ""
    return f"{fence}{pad}{text}{pad}{fence}"


def percent(value: float, lang: str) -> str:
    """The share ``value`` (0.45) in per cent as ``lang`` writes it (45%, 45 %)."""
    return format_percent(value, locale=lang)


def rules_text(rules: str, field: str, lang: str) -> str:
    """A rule set's ``title``, ``origin`` or ``scholar`` in ``lang`` (of its plain rule set, for a name with
    switches such as ``latrunculi-bell+LBE-V1``)."""
    return t(f"rules.{rules.split('+')[0]}.{field}", lang)


def rules_variant_text(key: str, rules: str, lang: str) -> str:
    """The text of ``key``, or of ``key.<switch>`` where one of the switches ``rules`` carries has its own."""
    return t(rules_variant_key(key, rules), lang)


def rules_variant_key(key: str, rules: str) -> str:
    """``key``, or ``key.<switch>`` where one of the switches ``rules`` carries has a text of its own."""
    own = [f"{key}.{switch}" for switch in split_name(rules)[1] if known(f"{key}.{switch}")]
    return own[0] if own else key


def variant_names(rules: str, lang: str) -> list[str]:
    """The names of the switches a rule-set name carries (``latrunculi-bell+LBE-V1`` → Bell's corner rule)."""
    return [t(f"variant.{switch}.name", lang) for switch in split_name(rules)[1]]
