"""The class stores under test: SQLite in a fresh file, and the session's Redis server (``tests/conftest.py``)."""

from __future__ import annotations

import pytest

from classroom.store import RedisStore, SqliteStore


@pytest.fixture(params=["sqlite", "redis"])
def store(request, tmp_path):
    if request.param == "sqlite":
        return SqliteStore(tmp_path / "classes.sqlite")
    redis_store = RedisStore(request.getfixturevalue("redis_url"))
    redis_store.redis.flushdb()
    return redis_store
