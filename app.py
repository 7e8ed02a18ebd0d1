"""The site's entry point: page setup, the language, the header and the list of pages.

``streamlit run app.py`` finds ``app`` below and serves it: Streamlit's own server (``st.App``) with the site's
middleware (``ui.preload``: every page's HTML asks for the board's code and Plotly at once) and its own address
(``ui.routes``: where an online game's page waits for the opponent's move), inside ``ui.nodelay.NoDelay`` (every
connection sends at once).  The server imports this file
as the module ``app``; every run of a page then runs it as Streamlit's script, which draws the site.
"""

from pathlib import Path
from typing import Any

import streamlit as st

from ui.i18n import t
from ui.kiosk.page import in_kiosk
from ui.site import LOBBY, entrance, header, language, lobby_by_name, not_found


def site() -> None:
    """The page a visitor asked for, with the site's header, in the visitor's language."""
    lang = language()
    st.set_page_config(
        page_title=t("site.title", lang),
        page_icon=str(Path(__file__).with_name("static") / "favicon.svg"),
        layout="wide",
    )

    history = [
        st.Page("pages/knossos-history.py", title=t("page.knossos_history", lang), url_path="knossos-history"),
        st.Page("pages/petteia-history.py", title=t("page.petteia_history", lang), url_path="petteia-history"),
        st.Page("pages/latrunculi-history.py", title=t("page.latrunculi_history", lang), url_path="latrunculi-history"),
        st.Page("pages/patolli-history.py", title=t("page.patolli_history", lang), url_path="patolli-history"),
    ]
    pages = {
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
        t("page.history", lang): history,
        t("page.learn", lang): [
            st.Page("pages/lessons.py", title=t("page.lessons", lang), icon=":material/school:", url_path="lessons"),
            st.Page("pages/samples.py", title=t("page.samples", lang), icon=":material/extension:", url_path="samples"),
            st.Page(
                "pages/teachers.py", title=t("page.teachers", lang), icon=":material/co_present:", url_path="teachers"
            ),
            st.Page("pages/lab.py", title=t("page.lab", lang), icon=":material/science:", url_path="lab"),
            st.Page(
                "pages/glossary.py", title=t("page.glossary", lang), icon=":material/menu_book:", url_path="glossary"
            ),
            st.Page(
                "pages/sources.py", title=t("page.sources", lang), icon=":material/library_books:", url_path="sources"
            ),
        ],
    }

    # an unknown address gets a page of its own (the lobby, served at the root, still reserves its name)
    lobby_by_name()
    pages[""] += not_found(lang, {page.url_path for group in pages.values() for page in group} | {LOBBY})
    page = st.navigation(pages, position="hidden" if in_kiosk() else "top")  # the kiosk keeps to its own screens
    header(lang)
    with entrance():
        page.run()


if __name__ == "app":  # imported by the server to serve the site
    import sys

    from starlette.middleware import Middleware

    from ui.nodelay import NoDelay
    from ui.preload import BoardFirst
    from ui.routes import online_routes

    # A thread holds Python's lock for at most 1 ms while another waits (Python's default: 5 ms). Every message a
    # run sends wakes the server's event loop, and each wake-up waited behind the other sessions' runs: with fifty
    # online games a move took up to seconds to reach the opponent (bench.online).
    sys.setswitchinterval(0.001)
    base_path = st.get_option("server.baseUrlPath") or ""
    app: Any = st.App(
        __file__, middleware=[Middleware(BoardFirst, base_path=base_path)], routes=online_routes(base_path)
    )
    # Streamlit finds the line above by reading this file (an ``st.App(...)`` assigned to ``app``, alone) and has
    # uvicorn import ``app:app``, which is then this: the site inside NoDelay, outside Streamlit's own middleware,
    # where the connection is still in reach (ui.nodelay).
    app = NoDelay(app)
else:  # a run of a page
    site()
