"""The site's entry point: page setup, the language, the header and the list of pages."""

import streamlit as st

from ui.i18n import t
from ui.site import ENTERED, header, language

st.session_state[ENTERED] = True
lang = language()
st.set_page_config(page_title=t("site.title", lang), page_icon=":material/grid_on:", layout="wide")

PAGES = [
    st.Page("pages/play.py", title=t("page.play", lang), icon=":material/grid_on:", url_path="play", default=True),
    st.Page("pages/petteia-history.py", title=t("page.petteia_history", lang), icon=":material/museum:",
            url_path="petteia-history"),
]

page = st.navigation(PAGES, position="top")
header(lang)
page.run()
