"""The teacher's reference shelf, read without Streamlit: the glossary (``content/glossary.toml``), the
sources (``content/sources.toml``) and the teacher's notes of each lesson (``content/<lang>/teachers/``).

A history page or a lesson links to an entry with a relative link to its page and the entry's id as the
anchor: ``[dux](/glossary#dux)``, ``[Evans](/sources#evans-1921)``.  Links open in a new browser tab, that
is a new session, so a Russian text carries its language in the link: ``/glossary?lang=ru#dux``
(``site_link`` writes one).  A lesson's variant step links to the play page with the variant on:
``/play?rules=latrunculi-bell%2BLBE-V1&lang=ru``.  A handout, which must work offline, keeps the words and
drops such links (``strip_site_links``).
"""

from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass
from functools import cache
from typing import Any

from ui.i18n import t
from ui.notebook.model import CONTENT

SOURCE_KINDS = ("primary", "object", "work")
"""The sources page's three groups, in its order: ancient and early texts, objects, modern works."""
SITE_LINK = re.compile(r"\[([^\]]+)\]\((/[\w-]*)(\?[\w%&=+-]*)?(#[\w-]+)?\)")
"""A Markdown link to a page of this site: ``[text](/page?lang=ru#anchor)``, or with a query of its own
(a lesson's variant step: ``[Play page](/play?rules=latrunculi-bell%2BLBE-V1&lang=ru)``)."""


@dataclass(frozen=True)
class Term:
    """A glossary entry in one language: its anchor, the word, its definition, and the pattern of its forms."""

    id: str
    term: str
    definition: str
    match: str
    """A regular expression for the word and its forms (plurals, Russian cases), matched as whole words."""
    games: tuple[str, ...] = ()
    """The games whose pages link the word (all when empty)."""


@dataclass(frozen=True)
class Source:
    """A source in one language: its anchor, kind, the history pages that cite it, how we know it, its
    museum's number and address where we have them, and its fields (see ``content/sources.toml``)."""

    id: str
    kind: str
    games: tuple[str, ...]
    evidence: str
    url: str
    inventory: str
    fields: dict[str, str]


@cache
def _glossary_data() -> tuple[dict[str, Any], ...]:
    return tuple(tomllib.loads((CONTENT / "glossary.toml").read_text(encoding="utf-8"))["terms"])


@cache
def _sources_data() -> tuple[dict[str, Any], ...]:
    return tuple(tomllib.loads((CONTENT / "sources.toml").read_text(encoding="utf-8"))["sources"])


def sort_key(word: str) -> str:
    """Alphabetical order in either language: case ignored, Russian ё sorted with е."""
    return word.casefold().replace("ё", "е")


def glossary(lang: str) -> list[Term]:
    """Every glossary entry in ``lang``, in that language's alphabetical order of its words."""
    terms = [
        Term(
            entry["id"],
            entry[lang]["term"],
            entry[lang]["definition"],
            entry[lang]["match"],
            tuple(entry.get("games", ())),
        )
        for entry in _glossary_data()
    ]
    return sorted(terms, key=lambda term: sort_key(term.term))


def term_pattern(term: Term) -> re.Pattern[str]:
    """``term.match`` as a pattern of whole words, ignoring case (a hyphen joins words: "half" is not in
    "half-move"), with any run of spaces in it matching a line break too."""
    body = term.match.replace(" ", r"\s+")
    return re.compile(rf"(?<![\w-])(?:{body})(?![\w-])", re.IGNORECASE)


def sources(lang: str) -> dict[str, list[Source]]:
    """The sources in ``lang`` by kind (``SOURCE_KINDS``), each group in the order of ``sources.toml``."""
    grouped: dict[str, list[Source]] = {kind: [] for kind in SOURCE_KINDS}
    for entry in _sources_data():
        grouped[entry["kind"]].append(
            Source(
                entry["id"],
                entry["kind"],
                tuple(entry["games"]),
                entry["evidence"],
                entry["url"],
                entry.get("inventory", ""),
                dict(entry[lang]),
            )
        )
    return grouped


def source_ids() -> set[str]:
    """The anchor of every source."""
    return {entry["id"] for entry in _sources_data()}


def source_heading(source: Source) -> str:
    """The line a source is found by: ``Plato, Republic 6, 487b–c``; ``Amphora signed by Exekias …``;
    ``A. J. Evans, The Palace of Minos at Knossos, volume I``."""
    fields = source.fields
    if source.kind == "object":
        return fields["name"]
    heading = f"{fields['author']}, {fields['title']}"
    return f"{heading} {fields['reference']}" if source.kind == "primary" else heading


def source_details(source: Source, lang: str) -> list[str]:
    """The paragraphs of Markdown under a source's heading: where it was published or where the object is
    (with its museum's number), what we read it in, what it says and what it is worth, its address, how we
    know it, and the history pages that cite it."""
    fields = source.fields
    lines = []
    if source.kind == "primary":
        lines.append(f"**{t('sources.read_in', lang)}** {fields['read_in']}")
    elif source.kind == "object":
        if fields["museum"]:
            lines.append(f"**{t('sources.museum', lang)}** {fields['museum']}")
        if source.inventory:
            lines.append(f"**{t('sources.inventory', lang)}** {source.inventory}")
        lines.append(f"**{t('sources.place', lang)}** {fields['place']}")
    else:
        lines.append(fields["published"])
    lines.append(fields["note"])
    if source.url:
        host = source.url.removeprefix("https://").split("/")[0]
        lines.append(f"**{t('sources.online', lang)}** [{host}]({source.url})")
    pages = ", ".join(
        f"[{t(f'page.{game}_history', lang)}]({site_link(f'{game}-history', '', lang)})" for game in source.games
    )
    lines.append(f"{t(f'sources.evidence.{source.evidence}', lang)} · {t('sources.cited', lang)} {pages}")
    return lines


def site_link(page: str, anchor: str, lang: str) -> str:
    """The address of one of this site's pages in ``lang``, at an entry when ``anchor`` is given:
    ``/glossary#dux``, ``/glossary?lang=ru#dux``, ``/petteia-history`` (English, the default language,
    is left out)."""
    query = "" if lang == "en" else f"?lang={lang}"
    return f"/{page}{query}#{anchor}" if anchor else f"/{page}{query}"


def strip_site_links(text: str) -> str:
    """``text`` with every link to a page of this site replaced by its words (for a handout that is read
    offline); links to other sites stay."""
    return SITE_LINK.sub(r"\1", text)


def load_teacher_notes(rules: str, lang: str) -> tuple[str, str]:
    """The teacher's notes of the lesson of ``rules`` (``content/<lang>/teachers/<rules>.md``) as its title
    and its body in Markdown."""
    text = (CONTENT / lang / "teachers" / f"{rules}.md").read_text(encoding="utf-8")
    first, _, body = text.partition("\n")
    return first.removeprefix("# ").strip(), body.strip()


def demote_headings(markdown: str, levels: int = 1) -> str:
    """``markdown`` with every heading ``levels`` deeper (``## Age`` becomes ``### Age``), so that the
    notes sit under a heading of the page that shows them."""
    return re.sub(r"^(#{1,6}) ", lambda m: "#" * min(6, len(m.group(1)) + levels) + " ", markdown, flags=re.M)
