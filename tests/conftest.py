"""What every part of the test suite may share: a real Redis server (Debian's ``redis-server``, which
``.ci/run`` installs), started once per session on a free local port and stopped after it, and one of a test's
own that it may kill (``crashable_redis``).  Without ``redis-server`` the Redis tests are skipped, except under
CI (the ``CI`` environment variable), where that is a failure."""

from __future__ import annotations

import os
import shutil

import pytest

from tests.support.redis_server import RedisServer
from tests.support.server import free_port


def _started(folder, *, appendonly: bool) -> RedisServer:
    """A Redis server on a free port (the test skipped without ``redis-server``, failed under CI)."""
    if shutil.which("redis-server") is None:
        reason = "redis-server is not installed (.ci/run installs Debian's)"
        if os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)
    redis = RedisServer(free_port(), folder, appendonly=appendonly)
    try:
        redis.start()
    except RuntimeError as error:
        pytest.fail(str(error))
    return redis


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory):
    redis = _started(tmp_path_factory.mktemp("redis"), appendonly=False)
    yield redis.url
    redis.stop()


@pytest.fixture
def crashable_redis(tmp_path):
    """A Redis server of the test's own, with its append-only log, that the test may kill and start again."""
    redis = _started(tmp_path, appendonly=True)
    yield redis
    redis.stop()
