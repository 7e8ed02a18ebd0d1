"""The site's entry point: page setup, the language, the header and the list of pages."""

from pathlib import Path

import streamlit as st

from ui.i18n import t
from ui.kiosk.page import in_kiosk
from ui.site import LOBBY, entrance, header, language, lobby_by_name, not_found

lang = language()
st.set_page_config(
    page_title=t("site.title", lang), page_icon=str(Path(__file__).with_name("static") / "favicon.svg"), layout="wide"
)

HISTORY = [
    st.Page("pages/knossos-history.py", title=t("page.knossos_history", lang), url_path="knossos-history"),
    st.Page("pages/petteia-history.py", title=t("page.petteia_history", lang), url_path="petteia-history"),
    st.Page("pages/latrunculi-history.py", title=t("page.latrunculi_history", lang), url_path="latrunculi-history"),
    st.Page("pages/patolli-history.py", title=t("page.patolli_history", lang), url_path="patolli-history"),
]
PAGES = {
    "": [
        st.Page(
            "pages/lobby.py",
            title=t("page.lobby", lang),
            icon=":material/account_balance:",
            url_path="lobby",
            default=True,
        ),
        st.Page("pages/play.py", title=t("page.play", lang), icon=":material/grid_on:", url_path="play"),
        st.Page("pages/replay.py", title=t("page.replay", lang), icon=":material/replay:", url_path="replay"),
        st.Page("pages/class.py", title=t("page.class", lang), icon=":material/groups:", url_path="class"),
        st.Page(
            "pages/online.py",
            title=t("page.online", lang),
            icon=":material/public:",
            url_path="online",
            visibility="hidden",
        ),
    ],
    t("page.history", lang): HISTORY,
    t("page.learn", lang): [
        st.Page("pages/lessons.py", title=t("page.lessons", lang), icon=":material/school:", url_path="lessons"),
        st.Page("pages/samples.py", title=t("page.samples", lang), icon=":material/extension:", url_path="samples"),
        st.Page("pages/teachers.py", title=t("page.teachers", lang), icon=":material/co_present:", url_path="teachers"),
        st.Page("pages/lab.py", title=t("page.lab", lang), icon=":material/science:", url_path="lab"),
        st.Page("pages/glossary.py", title=t("page.glossary", lang), icon=":material/menu_book:", url_path="glossary"),
        st.Page("pages/sources.py", title=t("page.sources", lang), icon=":material/library_books:", url_path="sources"),
    ],
}

# an unknown address gets a page of its own (the lobby, served at the root, still reserves its name)
lobby_by_name()
PAGES[""] += not_found(lang, {page.url_path for pages in PAGES.values() for page in pages} | {LOBBY})
page = st.navigation(PAGES, position="hidden" if in_kiosk() else "top")  # the kiosk keeps to its own screens
header(lang)
with entrance():
    page.run()
