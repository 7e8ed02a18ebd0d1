"""What a session keeps is its own, never a copy of what every session shares (issue 24, item 6: "no per-session
copy of what can be shared"): content, figures and the lab's games are cached once per server, and a session
holds only its boards' positions, its choices and its keys.  Each page's session state, pickled, stays small
(a few hundred bytes today; the bound leaves room for a long game on the board, not for a copied catalogue)."""

from __future__ import annotations

import pickle
from collections.abc import Mapping

import pytest

from tests.app.app_session import click, open_page

KEPT_BYTES = 16_384
"""A session's own state, at most (a 500-ply game's moves are ~4 KB)."""

PAGES = [
    ("lobby", {}),
    ("play", {}),
    ("play", {"rules": "patolli"}),
    ("lessons", {"game": "latrunculi-schadler"}),
    ("petteia-history", {}),
    ("patolli-history", {"lang": "ru"}),
    ("replay", {}),
    ("lab", {}),
    ("class", {}),
    ("samples", {}),
    ("teachers", {}),
    ("glossary", {}),
    ("sources", {}),
]


def size(value: object) -> int:
    """``value``'s size, pickled (a component's value, which Streamlit wraps, as the mapping it is)."""
    try:
        return len(pickle.dumps(value))
    except (AttributeError, TypeError, pickle.PicklingError):
        assert isinstance(value, Mapping), type(value)
        return len(pickle.dumps(dict(value)))


def kept_bytes(at) -> dict[str, int]:
    """Each key of the session's state (its own keys, not the widgets' ids) and its size."""
    state = at.session_state
    return {key: size(state[key]) for key in state._state.filtered_state}


@pytest.mark.parametrize(("page", "query"), PAGES, ids=[f"{p}-{'-'.join(q.values()) or 'default'}" for p, q in PAGES])
def test_a_session_keeps_only_its_own_small_state(page, query):
    at = open_page(page, **query)
    assert not at.exception
    kept = kept_bytes(at)
    assert sum(kept.values()) < KEPT_BYTES, sorted(kept.items(), key=lambda item: -item[1])[:5]


def test_a_game_played_on_keeps_its_moves_not_its_figures():
    at = open_page("play")
    for square in ("a1", "a4", "h8", "h5", "b1", "b4"):
        at = click(at, square)
    assert not at.exception
    kept = kept_bytes(at)
    assert sum(kept.values()) < KEPT_BYTES, sorted(kept.items(), key=lambda item: -item[1])[:5]
