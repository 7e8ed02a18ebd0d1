"""Every page's HTML asks for the board's code and its Plotly itself, so that they load beside Streamlit's own.

Streamlit's page is one small HTML file whose scripts then build the page; a board's component asks for its code
(``static/board.js``) and for Plotly only once the page has run its script and drawn the board's element, and the
1.2 MB Plotly bundle then downloads and runs while the board waits.  ``BoardFirst`` is a middleware of the app's
server (``app.py`` gives it to ``st.App``) that adds both to the head of every page's HTML (``early_tags``): the
browser fetches and runs them while Streamlit's scripts load, and the board finds them ready (``board.js`` takes
the early Plotly script's ``window.Plotly`` rather than loading its own).  Measured in "Speed" in the README
(``bench.clicks --loads``).

A page is a GET of a path whose last part has no dot outside ``/_stcore/`` (Streamlit answers every page's
address with the same HTML); its HTML is asked for uncompressed (about 2 KB) so that the tag can be added, and any
other answer passes untouched.
"""

from __future__ import annotations

import hashlib
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from board import PLOTLY_JS

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
ASGIApp = Callable[[Scope, Receive, Send], Awaitable[None]]

BOARD_JS = PLOTLY_JS.parent / "board.js"
VERSION = hashlib.sha256(BOARD_JS.read_bytes()).hexdigest()[:12]
"""Changes with the board's browser code, so that a browser never keeps an old copy of it."""


def static_url(base_path: str) -> str:
    """Where Streamlit serves the files of ``static/``, under the server's base path ``base_path`` (may be empty)."""
    base = base_path.strip("/")
    return f"/{base}/app/static/" if base else "/app/static/"


def plotly_url(base_path: str) -> str:
    """The address of the board's Plotly bundle."""
    return static_url(base_path) + PLOTLY_JS.name


def board_url(base_path: str) -> str:
    """The address of the board's browser code, in this version (the board's component imports it from there)."""
    return f"{static_url(base_path)}{BOARD_JS.name}?v={VERSION}"


def early_tags(base_path: str) -> bytes:
    """The tags that fetch the board's code and Plotly while the page loads, and run Plotly once the page has
    loaded (while it waits for its first answer from the server), unless a board has asked for it already."""
    plotly = plotly_url(base_path)
    return (
        f'<link rel="modulepreload" href="{board_url(base_path)}">'
        f'<link rel="preload" as="script" href="{plotly}">'
        "<script>addEventListener('load', () => setTimeout(() => {"
        "if (window.Plotly || document.querySelector('script[data-plotly]')) return;"
        "const s = Object.assign(document.createElement('script'), {src: '" + plotly + "'});"
        "s.dataset.plotly = ''; s.onerror = () => s.removeAttribute('data-plotly'); document.head.append(s);"
        "}))</script>"
    ).encode()


def with_tags(html: bytes, tags: bytes) -> bytes:
    """``html`` with ``tags`` at the end of its head (unchanged if it has no head or has them already)."""
    if tags in html or b"</head>" not in html:
        return html
    return html.replace(b"</head>", tags + b"</head>", 1)


def is_page(path: str) -> bool:
    """Whether Streamlit answers ``path`` with its page's HTML (an address of the app, not a file or its API)."""
    return "/_stcore/" not in path and "." not in path.rsplit("/", 1)[-1]


class BoardFirst:
    """The ASGI middleware: adds ``early_tags`` to every page's HTML (see the module's docstring)."""

    def __init__(self, app: ASGIApp, base_path: str = "") -> None:
        self.app = app
        self.tags = early_tags(base_path)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or scope["method"] != "GET" or not is_page(scope["path"]):
            await self.app(scope, receive, send)
            return
        plain = [(name, value) for name, value in scope["headers"] if name.lower() != b"accept-encoding"]
        held: list[Message] = []
        body: list[bytes] = []

        async def sending(message: Message) -> None:
            if message["type"] == "http.response.start":
                if message["status"] == 200 and _is_html(message):
                    held.append(message)  # sent with the whole body, once its length is known
                    return
            elif message["type"] == "http.response.body" and held:
                body.append(message.get("body", b""))
                if message.get("more_body", False):
                    return
                page = with_tags(b"".join(body), self.tags)
                start = held.pop()
                headers = [(k, v) for k, v in start["headers"] if k.lower() != b"content-length"]
                await send({**start, "headers": [*headers, (b"content-length", str(len(page)).encode())]})
                await send({"type": "http.response.body", "body": page})
                return
            await send(message)

        await self.app({**scope, "headers": plain}, receive, sending)


def _is_html(start: Message) -> bool:
    return any(name.lower() == b"content-type" and value.startswith(b"text/html") for name, value in start["headers"])
