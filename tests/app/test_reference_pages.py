"""The teacher's reference through AppTest, in both languages: the glossary, the sources, and the teacher's
notes under each lesson's title (not in presentation mode)."""

from __future__ import annotations

import pytest

from games import RULE_SETS
from tests.app.app_session import has_header, open_page, page_text
from ui.i18n import LANGUAGES, t
from ui.reference.model import SOURCE_KINDS, demote_headings, glossary, load_teacher_notes, source_heading, sources


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_glossary_lists_every_word_alphabetically_with_its_anchor_and_definition(lang):
    at = open_page("glossary", lang=lang)
    assert not at.exception and has_header(at)
    terms = glossary(lang)
    words = [e.value for e in at.subheader]
    assert words == [term.term for term in terms]
    assert [e.proto.anchor for e in at.subheader] == [term.id for term in terms]
    text = page_text(at)
    assert all(term.definition in text for term in terms)
    assert t("glossary.title", lang) in [e.value for e in at.title]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_sources_page_groups_texts_objects_and_works_each_with_its_anchor(lang):
    at = open_page("sources", lang=lang)
    assert not at.exception and has_header(at)
    assert [e.value for e in at.header] == [t(f"sources.kind.{kind}", lang) for kind in SOURCE_KINDS]
    grouped = sources(lang)
    entries = [source for kind in SOURCE_KINDS for source in grouped[kind]]
    assert [e.value for e in at.subheader] == [source_heading(source) for source in entries]
    assert [e.proto.anchor for e in at.subheader] == [source.id for source in entries]
    text = page_text(at)
    expected = {"en": ("Onomasticon 9.98", "16757", "heraklionmuseum.gr"), "ru": ("Ономастикон 9.98", "16757")}
    assert all(words in text for words in expected[lang]), "a reference, an inventory number, an address"


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("rules", RULE_SETS)
def test_every_lesson_has_its_teachers_notes_under_its_title(rules, lang):
    at = open_page("lessons", rules=rules, lang=lang)
    assert not at.exception
    [notes] = [e for e in at.expander if e.label == t("teachers.notes", lang)]
    title, body = load_teacher_notes(rules, lang)
    shown = [e.value for e in notes.markdown]
    assert f"**{title}**" in shown and demote_headings(body, 2) in shown


def test_presentation_mode_leaves_the_teachers_notes_out():
    at = open_page("lessons", rules="petteia", present="1")
    assert not at.exception
    assert not [e for e in at.expander if e.label == t("teachers.notes", "en")]
