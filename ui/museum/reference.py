"""The teacher's reference pages: the glossary and the sources, one entry under each heading, and a
heading's anchor is the entry's id, so that ``/glossary#dux`` and ``/sources#evans-1921`` land on it."""

from __future__ import annotations

import streamlit as st

from ui.content.reference import SOURCE_KINDS, glossary, source_details, source_heading, sources
from ui.i18n import t

ENTRY_STYLE = """<style>
.st-key-reference-entries h3 { font-size: 1.3rem; padding: 1.1rem 0 0.2rem; }
</style>"""
"""Entry headings a little smaller than a section's, so that a long page reads as a list."""


def glossary_page(lang: str) -> None:
    """Every glossary word in ``lang``'s alphabetical order, with its definition, after an index of them."""
    terms = glossary(lang)
    st.title(t("glossary.title", lang), anchor=False)
    st.markdown(t("glossary.intro", lang))
    index = " · ".join(f"[{term.term}](#{term.id})" for term in terms)
    st.markdown(f"**{t('glossary.index', lang)}:** {index}")
    st.html(ENTRY_STYLE)
    with st.container(key="reference-entries"):
        for term in terms:
            st.subheader(term.term, anchor=term.id)
            st.markdown(term.definition)


def sources_page(lang: str) -> None:
    """The sources in three groups, the ancient and early texts, the objects and the modern works, each
    with its reference, its museum and number, what we read, what it is worth and its address."""
    grouped = sources(lang)
    st.title(t("sources.title", lang), anchor=False)
    st.markdown(t("sources.intro", lang))
    st.markdown(" · ".join(f"[{t(f'sources.kind.{kind}', lang)}](#{kind})" for kind in SOURCE_KINDS))
    st.html(ENTRY_STYLE)
    with st.container(key="reference-entries"):
        for kind in SOURCE_KINDS:
            st.header(t(f"sources.kind.{kind}", lang), anchor=kind, divider="gray")
            for source in grouped[kind]:
                st.subheader(source_heading(source), anchor=source.id)
                st.markdown("\n\n".join(source_details(source, lang)))
