"""Every connection to the app's server sends what it has at once: Nagle's algorithm off (``TCP_NODELAY``).

Streamlit's server binds its listening socket itself, with the protocol number left at 0, and Python's event loop
turns Nagle's algorithm off only on connections whose socket says it is TCP: on the app's connections it stays on.
An answer goes out as two writes, its head and then its body, and with Nagle's algorithm on, the body waits until
the browser has acknowledged the head, which a browser that has nothing to send delays (about 40 ms on Linux,
longer elsewhere).  Each file after a connection's first came late, and a first page fetches dozens of
Streamlit's files over six connections before Streamlit's own script can start.

``NoDelay`` is an ASGI middleware that turns Nagle's algorithm off on the connection of every request and
websocket that reaches the app: uvicorn, Streamlit's server, answers through an object that holds the connection's
transport, and the transport gives the socket (``connection_socket``; nothing is done where there is none, as under
a test client or another server).  ``app.py`` wraps the site's ``st.App`` in it, outside Streamlit's own middleware,
which hands each request on with a ``send`` of its own; anything that wraps ``send`` before it (another middleware
outside it, uvicorn's trace logging) hides the connection, and the middleware then does nothing.  Measured in
"Speed" in the README (``bench.clicks``).
"""

from __future__ import annotations

import socket
from typing import Any

from starlette.types import ASGIApp, Receive, Scope, Send


def connection_socket(send: Send) -> Any | None:
    """The socket of the connection that ``send`` answers on, if the server lets it be found (uvicorn's ``send`` is
    a method of the request's cycle or of the websocket's protocol, each of which holds the connection's
    transport); else None."""
    transport = getattr(getattr(send, "__self__", None), "transport", None)
    get_extra_info = getattr(transport, "get_extra_info", None)
    return get_extra_info("socket") if callable(get_extra_info) else None


def no_delay(sock: Any) -> bool:
    """Turn Nagle's algorithm off on ``sock`` if it is a TCP socket (not None, nor a Unix socket); whether it is now
    off."""
    if getattr(sock, "family", None) not in (socket.AF_INET, socket.AF_INET6):
        return False
    try:
        sock.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
    except OSError:  # the connection is already closed
        return False
    return True


class NoDelay:
    """The ASGI middleware: Nagle's algorithm off on the connection of each request and websocket (see the module's
    docstring), then the app as it was."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] in ("http", "websocket"):
            no_delay(connection_socket(send))
        await self.app(scope, receive, send)
