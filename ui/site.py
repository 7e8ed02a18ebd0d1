"""The frame around every page: the learner's language and the site's header with the language switch.

The language lives in the URL (``?lang=ru``; English when absent) and, because switching pages drops
the URL's parameters, also in session state.
"""

from __future__ import annotations

import html
from collections.abc import Iterator
from contextlib import contextmanager

import streamlit as st

from ui.i18n import LANGUAGE_NAMES, LANGUAGES, code_text, t

LANG_KEY = "app:lang"
ENTERED = "app:entered"
NOT_FOUND = "app:not-found"


@contextmanager
def entrance() -> Iterator[None]:
    """``app.py`` runs the page inside this: while it does, the page knows that it is framed by the app."""
    st.session_state[ENTERED] = True
    try:
        yield
    finally:
        st.session_state[ENTERED] = False


def through_the_entrance() -> None:
    """Make sure ``app.py`` frames this page: call first thing in every page file.

    Streamlit still treats a ``pages/`` folder as its old automatic page list until ``app.py`` has
    called ``st.navigation`` once; so if the very first request after the server starts is a page's
    own URL (``/play``), Streamlit runs the page file alone, without the header or the page setup.
    (Streamlit's AppTest does the same on every run: it forgets before each run that ``app.py``
    navigates.)  A page that runs outside ``app.py``'s ``entrance`` switches Streamlit to ``app.py``'s
    navigation and reruns, so every run of every page is framed by the app.  For the first request
    to reach the page at all, a page's ``url_path`` must be its file's name (``pages/petteia-history.py``
    is served at ``/petteia-history``); ``tests/test_architecture.py`` checks it.
    """
    if not st.session_state.get(ENTERED):
        from streamlit.runtime.pages_manager import PagesManager

        PagesManager.uses_pages_directory = False  # what app.py's st.navigation would have done
        st.rerun()


def requested_page() -> str:
    """The page the address asks for (``play`` for ``/play``; empty for the site's root), as Streamlit read it."""
    from streamlit.runtime.scriptrunner_utils.script_run_context import get_script_run_ctx

    ctx = get_script_run_ctx()
    return (ctx.pages_manager.intended_page_name or "") if ctx is not None else ""


LOBBY = "lobby"

# Streamlit's own English dialog, sent when the very first request after a start is an unknown address: it comes
# from its old pages/ folder discovery, before app.py runs (see through_the_entrance); the museum's page answers
# in its place, so the page closes that dialog (the title is Streamlit's own, in English whatever the language).
CLOSE_STREAMLITS_DIALOG = """<script>
(() => {
  const until = Date.now() + 5000;
  const close = () => {
    const dialog = [...document.querySelectorAll('[data-testid=stDialog] [role=dialog]')]
      .find((d) => d.querySelector('h2')?.textContent === 'Page not found');
    if (dialog) dialog.querySelector('button[aria-label=Close]')?.click();
    else if (Date.now() < until) setTimeout(close, 100);
  };
  close();
})();
</script>"""


def lobby_by_name() -> None:
    """``/lobby`` opens the lobby: the lobby is served at the site's root, so Streamlit would not know the name
    and would say "Page not found" over it.  Call before ``st.navigation``: the address is read as the root's."""
    from streamlit.runtime.scriptrunner_utils.script_run_context import get_script_run_ctx

    ctx = get_script_run_ctx()
    if ctx is not None and requested_page() == LOBBY:
        ctx.pages_manager.set_script_intent("", "")


def not_found(lang: str, known: set[str]) -> list[st.Page]:
    """For an address that is none of the ``known`` pages' (``/nosuch``): a hidden page of its own that says so in
    the visitor's language, with the way back to the museum (for ``st.navigation`` to add to the site's pages);
    else nothing.  Streamlit's own answer would be its English "Page not found" dialog over the museum.  The
    session remembers the address, so that the page stays through its own reruns (the language switch), which
    ask for it by its hash alone."""
    if (asked := requested_page()) and asked not in known:
        st.session_state[NOT_FOUND] = asked
    wanted = st.session_state.get(NOT_FOUND)
    if not wanted or wanted in known:
        return []

    def page() -> None:
        st.title(t("site.not_found", lang), anchor=False)
        st.markdown(t("site.not_found_text", lang, address=code_text(f"/{wanted}")))  # the address as written
        st.page_link("pages/lobby.py", label=t("site.back_to_museum", lang), icon=":material/account_balance:")
        st.html(CLOSE_STREAMLITS_DIALOG, unsafe_allow_javascript=True)

    return [st.Page(page, title=t("site.not_found", lang), url_path=wanted, visibility="hidden")]


def rerun_fragment() -> None:
    """Run again the fragment this code is in: only it when Streamlit is rerunning the fragment alone (a click
    in it), the whole page when the fragment is being drawn with the page (Streamlit refuses a fragment's
    rerun then)."""
    from streamlit.runtime.scriptrunner_utils.script_run_context import get_script_run_ctx

    ctx = get_script_run_ctx()
    st.rerun(scope="fragment" if ctx is not None and ctx.fragment_ids_this_run else "app")


def language() -> str:
    """The learner's language: the URL's ``lang`` if valid, else the one chosen earlier, else English."""
    wanted = st.query_params.get("lang")
    if wanted in LANGUAGES:
        st.session_state[LANG_KEY] = wanted
    lang: str = st.session_state.get(LANG_KEY, LANGUAGES[0])
    _write_language(lang)
    return lang


HEADER_STYLE = """<style>@media (max-width: 640px) {
  .site-tagline { display: none; }
  .st-key-site-header { position: fixed; top: 0; left: 3.25rem; right: 1rem; height: 3.75rem; width: auto;
    z-index: 999991; }
  .st-key-site-header strong { display: block; font-size: .85rem; line-height: 1.15; }
  [data-testid='stLayoutWrapper']:has(> .st-key-site-header) { display: contents; }
}</style>"""
"""A phone shows the site's name, without its tagline, and the language switch in the band at the top of the
screen beside the sidebar's button, where they stay as the page scrolls (and leave the screen to the page)."""


def header(lang: str) -> None:
    """The site's name and tagline, and the language switch (which keeps the page and the position)."""
    row = st.container(
        horizontal=True, horizontal_alignment="distribute", vertical_alignment="center", wrap=False, key="site-header"
    )
    st.html(HEADER_STYLE)
    row.markdown(
        f"**{html.escape(t('site.title', lang))}** <span class='site-tagline'>· "
        f"{html.escape(t('site.tagline', lang))}</span>",
        unsafe_allow_html=True,
    )
    key = f"app:lang-switch:{lang}"  # a new widget per language, so that it always shows the current one
    row.segmented_control(
        t("site.language", lang),
        LANGUAGES,
        default=lang,
        required=True,
        format_func=LANGUAGE_NAMES.__getitem__,
        key=key,
        on_change=_switch,
        args=(key,),
        label_visibility="collapsed",
        width="content",
    )


def _switch(key: str) -> None:
    lang = st.session_state.get(key)
    if lang in LANGUAGES:
        st.session_state[LANG_KEY] = lang
        _write_language(lang)


def _write_language(lang: str) -> None:
    """Put ``lang`` in the URL; English, the default, is left out."""
    if lang == LANGUAGES[0]:
        if "lang" in st.query_params:
            del st.query_params["lang"]
    elif st.query_params.get("lang") != lang:
        st.query_params["lang"] = lang
