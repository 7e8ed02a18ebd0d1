"""A real Redis server (Debian's ``redis-server``) on a local port, for the class store's tests: started with the
persistence asked for, and killable and restartable on the same port and folder (a crash of the store)."""

from __future__ import annotations

import shutil
import socket
import subprocess
import time
from pathlib import Path


class RedisServer:
    """``redis-server`` on ``127.0.0.1:<port>`` keeping its files in ``folder``; ``appendonly``: with its
    append-only log written to disk before each reply (``appendfsync always``: with ``everysec`` Redis may
    acknowledge a write it holds back for up to 2 s while an earlier fsync is slow, and a crash loses it, as a
    test here once saw), else at Redis's defaults."""

    def __init__(self, port: int, folder: Path, *, appendonly: bool) -> None:
        self.port, self.folder, self.appendonly = port, folder, appendonly
        self.process: subprocess.Popen[bytes] | None = None

    @property
    def url(self) -> str:
        return f"redis://127.0.0.1:{self.port}/0"

    def start(self) -> None:
        """Start it and wait until it takes connections (RuntimeError when it does not within 20 s)."""
        server = shutil.which("redis-server")
        assert server is not None, "redis-server is not installed"
        persistence = ["--appendonly", "yes", "--appendfsync", "always"] if self.appendonly else ["--appendonly", "no"]
        self.process = subprocess.Popen(
            [
                server,
                "--port",
                str(self.port),
                "--bind",
                "127.0.0.1",
                "--dir",
                str(self.folder),
                "--save",
                "",
                *persistence,
            ],
            stdout=subprocess.DEVNULL,
        )
        deadline = time.monotonic() + 20
        while True:
            try:
                with socket.create_connection(("127.0.0.1", self.port), timeout=0.5):
                    return
            except OSError:
                if time.monotonic() > deadline or self.process.poll() is not None:
                    self.process.kill()
                    raise RuntimeError("redis-server did not start") from None
                time.sleep(0.1)

    def kill(self) -> None:
        """SIGKILL: a crash, with no chance to save anything."""
        if self.process is not None:
            self.process.kill()
            self.process.wait(timeout=10)

    def stop(self) -> None:
        if self.process is not None and self.process.poll() is None:
            self.process.terminate()
            self.process.wait(timeout=10)
