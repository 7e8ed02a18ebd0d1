"""A lesson's teacher's notes (``content/<lang>/teachers/<rules>.md``), folded away under the lesson's title."""

from __future__ import annotations

import streamlit as st

from ui.i18n import t
from ui.reference.model import demote_headings, load_teacher_notes


def teacher_notes(rules: str, lang: str) -> None:
    """An expander "For teachers" with the notes of the lesson of ``rules``: age, time, objectives, questions."""
    title, notes = load_teacher_notes(rules, lang)
    with st.expander(t("teachers.notes", lang), icon=":material/school:"):
        st.markdown(f"**{title}**")
        st.markdown(demote_headings(notes, 2))
