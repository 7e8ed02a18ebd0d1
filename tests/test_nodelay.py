"""Nagle's algorithm is off on every connection to the app's server (``ui.nodelay``): a request's and a websocket's,
found through the server Streamlit runs (uvicorn) on a socket bound as Streamlit binds it."""

from __future__ import annotations

import asyncio
import socket
import subprocess
import sys
import threading
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest
import uvicorn
from streamlit.web.server.app_discovery import discover_asgi_app
from websockets.sync.client import connect

from ui.nodelay import NoDelay, connection_socket, no_delay

ROOT = Path(__file__).resolve().parents[1]


def _nagle_off(sock: Any) -> bool:
    return bool(sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY))


def _bound_as_streamlit_binds() -> socket.socket:
    """A listening socket made as Streamlit's server makes it: its protocol number left at 0, so that Python's event
    loop leaves Nagle's algorithm on for its connections."""
    sock = socket.socket(family=socket.AF_INET)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    sock.bind(("127.0.0.1", 0))
    sock.listen(16)
    sock.setblocking(False)
    return sock


class _Recorder:
    """An ASGI app that notes, for each request and websocket, whether Nagle's algorithm was off on its connection
    by the time it was called, and answers."""

    def __init__(self) -> None:
        self.seen: dict[str, tuple[bool, bool]] = {}
        """For each kind of connection: whether its socket was found, and whether Nagle's algorithm was off."""

    async def __call__(self, scope: dict[str, Any], receive: Any, send: Any) -> None:
        if scope["type"] == "lifespan":
            await receive()
            await send({"type": "lifespan.startup.complete"})
            await receive()
            await send({"type": "lifespan.shutdown.complete"})
            return
        sock = connection_socket(send)
        self.seen[scope["type"]] = (sock is not None, sock is not None and _nagle_off(sock))
        if scope["type"] == "http":
            await send({"type": "http.response.start", "status": 200, "headers": [(b"content-length", b"2")]})
            await send({"type": "http.response.body", "body": b"ok"})
        else:
            message = await receive()
            assert message["type"] == "websocket.connect"
            await send({"type": "websocket.accept"})
            await send({"type": "websocket.send", "text": "ok"})
            await send({"type": "websocket.close"})


def _serve(app: Any, sock: socket.socket) -> tuple[uvicorn.Server, threading.Thread]:
    server = uvicorn.Server(uvicorn.Config(app, log_config=None, lifespan="on", ws="websockets-sansio"))
    thread = threading.Thread(target=lambda: asyncio.run(server.serve(sockets=[sock])), daemon=True)
    thread.start()
    deadline = time.monotonic() + 20
    while not server.started and time.monotonic() < deadline:
        time.sleep(0.05)
    assert server.started, "uvicorn did not start"
    return server, thread


@pytest.mark.parametrize("wrapped", [False, True])
def test_a_request_and_a_websocket_to_uvicorn_keep_nagle_on_unless_the_app_is_wrapped(wrapped):
    recorder = _Recorder()
    sock = _bound_as_streamlit_binds()
    assert sock.proto == 0  # as Streamlit's: Python's event loop leaves such a socket's connections alone
    port = sock.getsockname()[1]
    direct = urllib.request.build_opener(urllib.request.ProxyHandler({}))  # no proxy of the machine's in between
    server, thread = None, None
    try:
        server, thread = _serve(NoDelay(recorder) if wrapped else recorder, sock)
        with direct.open(f"http://127.0.0.1:{port}/static/js/any.js", timeout=10) as answer:
            assert answer.read() == b"ok"
        with connect(f"ws://127.0.0.1:{port}/_stcore/stream", open_timeout=10, proxy=None) as websocket:
            assert websocket.recv(timeout=10) == "ok"
    finally:
        if server is not None and thread is not None:
            server.should_exit = True
            thread.join(timeout=20)
            assert not thread.is_alive(), "uvicorn did not stop"
        sock.close()
    # the socket is found either way; unwrapped, Nagle's algorithm stays on: the fault the middleware is there for
    assert recorder.seen == {"http": (True, wrapped), "websocket": (True, wrapped)}


def test_nagle_is_turned_off_on_a_tcp_socket_and_left_alone_on_any_other():
    with socket.socket(family=socket.AF_INET) as tcp:
        assert not _nagle_off(tcp)
        assert no_delay(tcp)
        assert _nagle_off(tcp)
    left, right = socket.socketpair(socket.AF_UNIX)
    with left, right:
        assert not no_delay(left)
    assert not no_delay(None)


def test_a_send_that_holds_no_transport_is_passed_on_untouched():
    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    async def app(scope: dict[str, Any], receive: Any, send_on: Any) -> None:
        assert send_on is send
        await send_on({"type": "http.response.start"})

    sent: list[dict[str, Any]] = []
    assert connection_socket(send) is None
    asyncio.run(NoDelay(app)({"type": "http"}, None, send))
    assert sent == [{"type": "http.response.start"}]


def test_the_server_streamlit_runs_is_given_the_site_inside_the_middleware():
    """``streamlit run app.py`` finds ``app = st.App(...)`` in the file and has uvicorn import ``app:app``: what it
    imports is the site's ``st.App`` inside ``NoDelay``."""
    assert discover_asgi_app(ROOT / "app.py").import_string == "app:app"
    found = subprocess.run(
        [
            sys.executable,
            "-c",
            "import app, streamlit as st; from ui.nodelay import NoDelay;"
            "print(type(app.app).__name__, isinstance(app.app.app, st.App))",
        ],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    assert found.stdout.split() == ["NoDelay", "True"]
