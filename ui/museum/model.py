"""The lobby's data, read from ``content/museum.toml``, its timeline's events as a list, and the drawings of the
objects (``content/objects.toml``) with their captions.  No Streamlit (the timeline and the map are drawn by
``board.charts.museum``, the objects by ``board.drawings``)."""

from __future__ import annotations

import tomllib
from dataclasses import dataclass
from functools import cache
from html import escape
from typing import Any

from babel.lists import format_list

from board.charts.museum import Museum, numbered_events, year_text
from board.drawings import aspect, drawing_img
from ui.i18n import t
from ui.notebook.model import CONTENT
from ui.reference.model import site_link, sources


@cache
def load_museum() -> Museum:
    """Read ``content/museum.toml``."""
    data = tomllib.loads((CONTENT / "museum.toml").read_text(encoding="utf-8"))
    return Museum(
        tuple(data["games"]), tuple(data.get("places", ())), tuple(data["events"]), tuple(data.get("maps", ()))
    )


def events_list(museum: Museum, lang: str) -> str:
    """The timeline's events as a numbered Markdown list, by the numbers on the chart: when, which game, what."""
    titles = {g["id"]: g["title"][lang] for g in museum.games}
    return "\n".join(
        f"{number}. **{year_text(e['year'], lang)}** · {titles[e['game']]}: {e['text'][lang]}"
        for number, e in numbered_events(museum)
    )


@dataclass(frozen=True)
class ObjectDrawing:
    """One of the museum's drawings of a real object (``content/objects.toml``), in one language: what it is
    after, the object's holder, inventory number and holder's page from its entry in ``content/sources.toml``
    ("" where the research does not have them), and the caption's facts, alt text and note."""

    source: str
    game: str
    holder: str
    inventory: str
    url: str
    after: str
    facts: tuple[tuple[str, str], ...]
    """The date, material and size the research gives, each by its field's name (a missing one left out)."""
    alt: str
    note: str

    @property
    def missing(self) -> tuple[str, ...]:
        """The caption's fields the research does not give, in the caption's order."""
        known = {"holder": self.holder, "inventory": self.inventory, **dict(self.facts), "url": self.url}
        return tuple(name for name in OBJECT_FIELDS if not known.get(name))


OBJECT_FIELDS = ("holder", "inventory", "date", "material", "size", "url")
"""What a drawing's caption tells of its object, in order (``object.field.*`` names each)."""
FACTS = ("date", "material", "size")


@cache
def _objects_data() -> tuple[dict[str, Any], ...]:
    return tuple(tomllib.loads((CONTENT / "objects.toml").read_text(encoding="utf-8"))["objects"])


def object_drawings(game: str, lang: str) -> list[ObjectDrawing]:
    """The drawings of ``game``'s objects in ``lang``, in the order of ``objects.toml``."""
    objects = {entry.id: entry for entry in sources(lang)["object"]}
    found = []
    for entry in _objects_data():
        if entry["game"] != game:
            continue
        source, text = objects[entry["source"]], entry[lang]
        found.append(
            ObjectDrawing(
                source.id,
                game,
                source.fields["museum"],
                source.inventory,
                source.url,
                text["after"],
                tuple((name, text[name]) for name in FACTS if text.get(name)),
                text["alt"],
                text["note"],
            )
        )
    return found


def object_html(drawing: ObjectDrawing, lang: str, *, small: bool = False) -> str:
    """The drawing with its caption, as one ``<figure data-testid="object-drawing">``: "Drawing after …", then the
    holder, inventory number, date, material and size, what of these the research lacks, the links to the holder's
    page and to the Sources page, and the drawing's note.  ``small`` (a lobby card): the drawing at most
    ``SMALL_PX`` tall beside its caption of holder, inventory number and links only (the two stand one above the
    other where there is no room)."""
    shown = ("holder", "inventory", "url") if small else OBJECT_FIELDS
    facts = [drawing.holder, t("object.inventory", lang, number=drawing.inventory) if drawing.inventory else ""]
    facts += [] if small else [value for _, value in drawing.facts]
    lines = [f"<strong>{escape(t('object.after', lang, after=drawing.after))}</strong>"]
    lines += [escape(" · ".join(f for f in facts if f))] if any(facts) else []
    missing = [t(f"object.field.{name}", lang) for name in drawing.missing if name in shown]
    lines += [escape(t("object.missing", lang, fields=format_list(missing, locale=lang)))] if missing else []
    links = [(drawing.url, t("object.record", lang))] if drawing.url else []
    links.append((site_link("sources", drawing.source, lang), t("object.source", lang)))
    lines.append(
        " · ".join(
            f'<a href="{escape(url)}" target="_blank" rel="noopener">{escape(words)}</a>' for url, words in links
        )
    )
    lines += [] if small else [f"<em>{escape(drawing.note)}</em>"]
    picture = drawing_img(drawing.source, drawing.alt)
    caption = "<br>".join(lines)
    if small:
        width = round(SMALL_PX * aspect(drawing.source))
        return (
            f'<figure data-testid="object-drawing" data-object="{drawing.source}" class="object-drawing" '
            'style="display:flex;flex-wrap:wrap;align-items:center;gap:0.5rem 0.9rem;margin:0 0 0.75rem">'
            f'<div style="flex:0 0 {width}px;max-width:100%">{picture}</div>'
            '<figcaption style="flex:1 1 11rem;font-size:0.8rem;line-height:1.35;opacity:0.85">'
            f"{caption}</figcaption></figure>"
        )
    width = min(LARGE_WIDTH_PX, round(LARGE_PX * aspect(drawing.source)))
    return (
        f'<figure data-testid="object-drawing" data-object="{drawing.source}" class="object-drawing" '
        f'style="margin:0 auto 1rem;max-width:{max(width, CAPTION_PX)}px">'
        f'<div style="max-width:{width}px;margin:0 auto">{picture}</div>'
        '<figcaption style="font-size:0.875rem;line-height:1.4;margin-top:0.4rem;opacity:0.85">'
        f"{caption}</figcaption></figure>"
    )


LARGE_PX = 460
"""A history page's drawing is at most this tall (a portrait one is narrower) ..."""
LARGE_WIDTH_PX = 640
"""... and this wide."""
SMALL_PX = 150
"""A lobby card's drawing is this tall (where the card is wide enough)."""
CAPTION_PX = 520
"""A caption may be wider than a narrow drawing, up to this."""
