"""The teacher's reference pages: the glossary and the sources, one entry under each heading, and a
heading's anchor is the entry's id, so that ``/glossary#dux`` and ``/sources#evans-1921`` land on it.

No style is injected: Streamlit scrolls to the anchor as soon as its heading is drawn, and a style that
arrives later would move the heading away from where the scroll left it. On a slow machine the heading can
be drawn before the entries under it, when the page is not yet long enough to bring it to the top, so the
page scrolls to the anchor once more after its last entry (``land_on_the_anchor``)."""

from __future__ import annotations

import streamlit as st

from ui.i18n import t
from ui.reference.model import SOURCE_KINDS, glossary, source_details, source_heading, sources


def glossary_page(lang: str) -> None:
    """Every glossary word in ``lang``'s alphabetical order, with its definition, after an index of them."""
    terms = glossary(lang)
    st.title(t("glossary.title", lang), anchor=False)
    st.markdown(t("glossary.intro", lang))
    index = " · ".join(f"[{term.term}](#{term.id})" for term in terms)
    st.markdown(f"**{t('glossary.index', lang)}:** {index}")
    for term in terms:
        st.subheader(term.term, anchor=term.id)
        st.markdown(term.definition)
    land_on_the_anchor()


def sources_page(lang: str) -> None:
    """The sources in three groups, the ancient and early texts, the objects and the modern works, each
    with its reference, its museum and number, what we read, what it is worth and its address."""
    grouped = sources(lang)
    st.title(t("sources.title", lang), anchor=False)
    st.markdown(t("sources.intro", lang))
    st.markdown(" · ".join(f"[{t(f'sources.kind.{kind}', lang)}](#{kind})" for kind in SOURCE_KINDS))
    for kind in SOURCE_KINDS:
        st.header(t(f"sources.kind.{kind}", lang), anchor=kind, divider="gray")
        for source in grouped[kind]:
            st.subheader(source_heading(source), anchor=source.id)
            *details, known = source_details(source, lang)
            st.markdown("  \n".join(details))
            st.caption(known)
    land_on_the_anchor()


LAND_ON_THE_ANCHOR = """<script>
(() => {
  const id = decodeURIComponent(location.hash.slice(1));
  const landed = `${location.pathname}#${id}`;
  if (!id || window.__landedOn === landed) return;
  window.__landedOn = landed;
  requestAnimationFrame(() => document.getElementById(id)?.scrollIntoView({block: "start"}));
})();
</script>"""
"""Scrolls once per page and anchor: a later rerun (the language switch) leaves the reader where they are."""


def land_on_the_anchor() -> None:
    """Brings the heading named in the address (``#dux``) into view, now that every entry is on the page."""
    st.html(LAND_ON_THE_ANCHOR, unsafe_allow_javascript=True)
