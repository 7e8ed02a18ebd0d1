"""The app in AppTest, opened at one page as a visitor's first request would open it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from streamlit.testing.v1 import AppTest

APP = str(Path(__file__).resolve().parents[2] / "app.py")


def open_page(page: str, *, session: dict[str, Any] | None = None, **params: str) -> AppTest:
    """Run the app at ``/<page>?<params>``, with ``session`` put in session state first.

    Every run goes through ``app.py`` (its header with the language switch, its navigation) to
    ``pages/<page>.py``: AppTest re-enables Streamlit's old ``pages/`` folder discovery before every
    run, and the page sends such a run back through the app (``ui.site.through_the_entrance``).
    """
    at = AppTest.from_file(APP, default_timeout=60)
    at.switch_page(f"pages/{page}.py")
    for name, value in (session or {}).items():
        at.session_state[name] = value
    for name, value in params.items():
        at.query_params[name] = value
    return at.run()


def has_header(at: AppTest) -> bool:
    """True when the run drew the site's header: the site's name and the language switch."""
    return any(key.startswith("app:lang-switch:") for key in (w.key for w in at.segmented_control if w.key))
