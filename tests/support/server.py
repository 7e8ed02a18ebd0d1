"""A Streamlit server of one of the repository's scripts, on a free local port, for benches and browser tests.

``AppServer`` starts ``streamlit run <script>`` as a subprocess, waits until ``/_stcore/health`` answers, and
can be stopped and started again on the same port (a restart).  The server's output goes to an unnamed
temporary file (a pipe nobody reads would stall a busy server once it filled), which a failed start quotes.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import tempfile
import time
import urllib.request
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]


class ServerError(RuntimeError):
    """The server exited or did not answer in time."""


def free_port() -> int:
    """A local TCP port that nothing listens on now."""
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


class AppServer:
    """``streamlit run <script>`` on a port of its own, which can be stopped and started again on the same port
    (a restart), with ``env`` added to the environment."""

    def __init__(self, env: dict[str, str] | None = None, script: str = "app.py") -> None:
        self.port, self.env, self.script = free_port(), env or {}, script
        self.url = f"http://127.0.0.1:{self.port}"
        self.process: subprocess.Popen[bytes] | None = None
        self._log = tempfile.TemporaryFile()  # gone from the disk already: nothing to clean up

    def start(self, timeout: float = 60.0) -> str:
        """Start the server and wait for its health check; its URL."""
        self.process = subprocess.Popen(
            [
                sys.executable,
                "-m",
                "streamlit",
                "run",
                self.script,
                "--server.port",
                str(self.port),
                "--server.headless",
                "true",
            ],
            cwd=ROOT,
            env={**os.environ, "PYTHONPATH": str(ROOT), **self.env},
            stdout=self._log,
            stderr=subprocess.STDOUT,
        )
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if self.process.poll() is not None:
                raise ServerError(f"streamlit exited with {self.process.returncode}: {self.output()}")
            try:
                with urllib.request.urlopen(f"{self.url}/_stcore/health", timeout=2) as answer:
                    if answer.status == 200:
                        return self.url
            except OSError:
                time.sleep(0.3)
        self.stop()
        raise ServerError(f"streamlit did not answer within {timeout:.0f} s: {self.output()}")

    def output(self) -> str:
        """What the server has printed so far (read without moving the offset the server writes at)."""
        descriptor = self._log.fileno()
        return os.pread(descriptor, os.fstat(descriptor).st_size, 0).decode(errors="replace")

    def stop(self) -> None:
        """Stop the server (it may be started again)."""
        if self.process is None:
            return
        self.process.terminate()
        try:
            self.process.wait(timeout=10)
        except subprocess.TimeoutExpired:
            self.process.kill()
            self.process.wait()
        self.process = None
