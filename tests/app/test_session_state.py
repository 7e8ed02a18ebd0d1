"""Session state holds only values that pickle (so a session can be saved or moved between servers), apart from
the state objects Streamlit's own v2 components keep, which do not; that is why ``.streamlit/config.toml`` does
not switch on Streamlit's check of every key, and this test checks the app's own keys instead."""

from __future__ import annotations

import pickle

import pytest
from streamlit.testing.v1 import AppTest

from tests.app.app_session import click, open_page
from ui.board_widget import view_key


def _unpicklable(at: AppTest) -> list[str]:
    """The app's own session keys whose values do not pickle (the components' own states left out)."""
    keys = dict(at.session_state.items())
    views = {key for key in keys if key.endswith(view_key(""))}  # a board's, a move list's: named by view_key
    bad = []
    for key, value in keys.items():
        if key in views:
            continue
        try:
            pickle.dumps(value)
        except Exception:  # noqa: BLE001 - any failure to pickle is the finding
            bad.append(key)
    return bad


def _played_grid() -> AppTest:
    return click(click(open_page("play", rules="petteia"), "c1"), "c5")


def _thrown_race() -> AppTest:
    at = open_page("play", rules="knossos")
    return at.button(key="play:throw").click().run()


def _lesson_click() -> AppTest:
    return click(open_page("lessons", rules="petteia", step="3"), "a1")


@pytest.mark.parametrize("visit", [_played_grid, _thrown_race, _lesson_click])
def test_the_apps_session_state_pickles(visit):
    at = visit()
    assert not at.exception
    keys = set(at.session_state.keys())
    assert any(view_key(key) in keys for key in keys), "the test sees a board's own key and its component's state"
    assert _unpicklable(at) == []
