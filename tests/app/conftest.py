"""What the class page's AppTests share."""

from __future__ import annotations

from collections.abc import Iterator

import pytest

from classroom.store import SqliteStore
from ui.classroom import state


@pytest.fixture
def class_store(tmp_path, monkeypatch) -> Iterator[SqliteStore]:
    """The app's class store made afresh in a file of the test's own (``CLASS_STORE``), and that store."""
    monkeypatch.setenv("CLASS_STORE", str(tmp_path / "classes.sqlite"))
    state.class_store.clear()
    yield SqliteStore(tmp_path / "classes.sqlite")
    state.class_store.clear()


@pytest.fixture
def store(class_store: SqliteStore) -> SqliteStore:
    """The class store, under the name the class and online pages' tests give it."""
    return class_store
