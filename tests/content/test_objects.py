"""The captions of the objects' drawings (``content/objects.toml``): every game has a drawing of a real object,
each after an object of the Sources page, captioned in both languages."""

from __future__ import annotations

import tomllib

import pytest

from board.drawings import DRAWINGS
from ui.i18n import LANGUAGES
from ui.museum.model import FACTS, OBJECT_FIELDS, load_museum, object_drawings
from ui.notebook.model import CONTENT
from ui.reference.model import sources

ENTRIES = tomllib.loads((CONTENT / "objects.toml").read_text(encoding="utf-8"))["objects"]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_every_game_has_a_drawing_of_a_real_object_from_the_sources_page(lang):
    objects = {source.id: source for source in sources(lang)["object"]}
    for game in load_museum().games:
        drawings = object_drawings(game["id"], lang)
        assert drawings, f"{game['id']} has no drawing"
        for drawing in drawings:
            assert drawing.source in DRAWINGS and drawing.source in objects
            assert game["id"] in objects[drawing.source].games
            assert drawing.after and drawing.alt and drawing.note


def test_each_caption_is_written_in_both_languages_with_the_same_facts():
    for entry in ENTRIES:
        keys = {lang: set(entry[lang]) for lang in LANGUAGES}
        assert len(set(map(frozenset, keys.values()))) == 1, f"{entry['source']}: {keys}"
        assert keys["en"] <= {"after", "alt", "note", *FACTS}


def test_a_caption_lists_what_the_research_does_not_give():
    [slab] = object_drawings("latrunculi", "en")
    assert slab.missing == ("holder", "inventory", "date", "material", "url")
    [amphora] = object_drawings("petteia", "en")
    assert amphora.inventory == "16757" and amphora.missing == ("url",)
    assert set(OBJECT_FIELDS) >= set(slab.missing)
