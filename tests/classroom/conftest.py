"""The stores under test: SQLite in a fresh file, and a real Redis server (Debian's ``redis-server``, which
``.ci/run`` installs) started for the session on a free local port and stopped after it."""

from __future__ import annotations

import shutil
import socket
import subprocess
import time

import pytest

from classroom.store import RedisStore, SqliteStore


def _free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory):
    server = shutil.which("redis-server")
    if server is None:
        pytest.skip("redis-server is not installed (.ci/run installs Debian's)")
    port = _free_port()
    folder = tmp_path_factory.mktemp("redis")
    process = subprocess.Popen([server, "--port", str(port), "--bind", "127.0.0.1", "--dir", str(folder),
                                "--save", "", "--appendonly", "no"], stdout=subprocess.DEVNULL)
    deadline = time.monotonic() + 20
    while True:
        try:
            with socket.create_connection(("127.0.0.1", port), timeout=0.5):
                break
        except OSError:
            if time.monotonic() > deadline or process.poll() is not None:
                process.kill()
                pytest.fail("redis-server did not start")
            time.sleep(0.1)
    yield f"redis://127.0.0.1:{port}/0"
    process.terminate()
    process.wait(timeout=10)


@pytest.fixture(params=["sqlite", "redis"])
def store(request, tmp_path):
    if request.param == "sqlite":
        return SqliteStore(tmp_path / "classes.sqlite")
    redis_store = RedisStore(request.getfixturevalue("redis_url"))
    redis_store.redis.flushdb()
    return redis_store
