"""The app in AppTest, opened at one page as a visitor's first request would open it."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from streamlit.testing.v1 import AppTest

APP = str(Path(__file__).resolve().parents[2] / "app.py")


def open_page(page: str, *, session: dict[str, Any] | None = None, **params: str) -> AppTest:
    """Run the app at ``/<page>?<params>``, with ``session`` put in session state first.

    The first run goes through ``app.py`` (its header with the language switch, its navigation) to
    ``pages/<page>.py``; later runs of the same AppTest execute the page script alone (AppTest
    re-enables Streamlit's old ``pages/`` folder discovery before every run), so the header is only
    there after the first run.
    """
    at = AppTest.from_file(APP, default_timeout=60)
    at.switch_page(f"pages/{page}.py")
    for name, value in (session or {}).items():
        at.session_state[name] = value
    for name, value in params.items():
        at.query_params[name] = value
    return at.run()
