"""What every part of the test suite may share: a real Redis server (Debian's ``redis-server``, which
``.ci/run`` installs), started once per session on a free local port and stopped after it.  Without
``redis-server`` the Redis tests are skipped, except under CI (the ``CI`` environment variable), where that
is a failure."""

from __future__ import annotations

import os
import shutil
import socket
import subprocess
import time

import pytest

from tests.support.server import free_port


@pytest.fixture(scope="session")
def redis_url(tmp_path_factory):
    server = shutil.which("redis-server")
    if server is None:
        reason = "redis-server is not installed (.ci/run installs Debian's)"
        if os.environ.get("CI"):
            pytest.fail(reason)
        pytest.skip(reason)
    port = free_port()
    folder = tmp_path_factory.mktemp("redis")
    process = subprocess.Popen(
        [server, "--port", str(port), "--bind", "127.0.0.1", "--dir", str(folder), "--save", "", "--appendonly", "no"],
        stdout=subprocess.DEVNULL,
    )
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
