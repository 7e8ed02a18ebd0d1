"""Every page's HTML asks for the board's code and its Plotly itself, so that they load beside Streamlit's own.

Streamlit's page is one small HTML file whose scripts then build the page; a board's component asks for its code
(``static/board.js``) and for Plotly only once the page has run its script and drawn the board's element, and the
1.2 MB Plotly bundle then downloads and runs while the board waits.  ``BoardFirst`` is a middleware of the app's
server (``app.py`` gives it to ``st.App``) that adds both to the head of every page's HTML (``early_tags``): the
browser fetches and runs them while Streamlit's scripts load, and the board finds them ready (``board.js`` takes
the early Plotly script's ``window.Plotly`` rather than loading its own).  Measured in "Speed" in the README
(``bench.clicks --loads``).

The page's first draw also waits for Streamlit's own code of each element kind on it, which Streamlit's front
end fetches only once the server has named the element, one module after another (``Html`` asks for
``rehype-raw``, which asks for more): the elements every page draws first (``FIRST_ELEMENTS``) have their modules
preloaded by the same tags (``element_chunks``: found in the installed Streamlit by name, with the modules they
import, less those Streamlit's own HTML preloads already).

A page is a GET of a path whose last part has no dot outside ``/_stcore/`` (Streamlit answers every page's
address with the same HTML); its HTML is asked for uncompressed (about 2 KB) so that the tag can be added, and any
other answer passes untouched.
"""

from __future__ import annotations

import hashlib
import importlib.util
import json
import re
from pathlib import Path

from starlette.types import ASGIApp, Message, Receive, Scope, Send

from board import PLOTLY_JS

BOARD_JS = PLOTLY_JS.parent / "board.js"
VERSION = hashlib.sha256(BOARD_JS.read_bytes()).hexdigest()[:12]
"""Changes with the board's browser code, so that a browser never keeps an old copy of it."""


_STREAMLIT = importlib.util.find_spec("streamlit")
if _STREAMLIT is None or _STREAMLIT.origin is None:
    raise ImportError("the app is served by Streamlit, which is not installed")
STREAMLIT_PAGE = Path(_STREAMLIT.origin).parent / "static" / "index.html"
"""Streamlit's own page (found without importing Streamlit: this module is pure)."""
STREAMLIT_JS = STREAMLIT_PAGE.parent / "static" / "js"
FIRST_ELEMENTS = ("BidiComponent", "ButtonGroup", "Html", "rehype-raw")
"""Streamlit's modules of the element kinds that every page's first draw holds: the board (a component), the
language switch (a segmented control), the page's style (an HTML block), and the HTML parser of markdown and of
HTML blocks (imported by them when first drawn)."""
_IMPORTED = re.compile(r'(?:from|import)\s*"\./([\w.-]+\.js)"')


def element_chunks(
    names: tuple[str, ...] = FIRST_ELEMENTS, folder: Path = STREAMLIT_JS, page: Path = STREAMLIT_PAGE
) -> tuple[str, ...]:
    """The file names, in ``folder``, of the modules named ``names`` (``<name>.<hash>.js``) and of every module
    they import, less those that Streamlit's own ``page`` preloads already; a name not found is left out."""
    own = set(re.findall(r'static/js/([\w.-]+\.js)"', page.read_text()))
    files = {path.name: path for path in folder.glob("*.js")}
    chunk = "|".join(re.escape(name) for name in names)
    todo = [name for name in sorted(files) if re.fullmatch(rf"(?:{chunk})\.[\w-]{{8}}\.js", name)]
    found: list[str] = []
    while todo:
        name = todo.pop(0)
        if name not in found and name not in own and name in files:
            found.append(name)
            todo += _IMPORTED.findall(files[name].read_text(errors="replace"))
    return tuple(found)


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


WARM_UP = """() => (window.requestIdleCallback || ((run) => setTimeout(run, 200)))(() => {
  if (!window.Plotly || document.querySelector('.js-plotly-plot')) return;
  const d = document.createElement('div');
  d.style.cssText = 'position:fixed;left:-100px;top:0;width:60px;height:60px';
  document.body.append(d);
  const axis = {visible: false, fixedrange: true};
  Plotly.newPlot(d, [{type: 'scatter', mode: 'markers+text', x: [0, 1], y: [0, 1], text: ['', ''],
                     marker: {symbol: 'square', size: 9}, hoverinfo: 'none'}],
                 {width: 60, height: 60, margin: {l: 0, r: 0, t: 0, b: 0}, xaxis: axis, yaxis: axis, showlegend: false,
                  annotations: [{text: 'a', x: 0, y: 0, showarrow: false}]}, {staticPlot: true})
    .then(() => { Plotly.purge(d); d.remove(); }, () => d.remove());
}, {timeout: 1000})"""
"""Plotly's first plot on a page costs about twice its next ones (its code is compiled and its caches filled as it
draws): once Plotly has run, a tiny plot drawn out of sight while the page waits for the server (and none if a board
has been drawn already) makes the board's first draw a next one.  A browser without ``requestIdleCallback`` (Safari)
draws it 200 ms later."""


def early_tags(base_path: str) -> bytes:
    """The tags that tell Streamlit's front end where its server is (``window.__streamlit.BACKEND_BASE_URL``: the
    page's origin and the server's base path), fetch Streamlit's modules of the first elements, the board's code and
    Plotly while the page loads, and run Plotly once the page has loaded (while it waits for its first answer from
    the server), unless a board has asked for it already, then warm it up (``WARM_UP``).

    Told nothing, the front end of a page at ``/play`` first asks ``/play/_stcore/health`` (the app might be served
    under ``/play``), is answered 404, and asks again at ``/`` after a pause: its websocket opened later than the bare
    app's, at ``/`` (a browser timeline of ``/play``)."""
    plotly = plotly_url(base_path)
    backend = json.dumps("/" + base_path.strip("/") if base_path.strip("/") else "").replace("<", "\\u003c")
    elements = "".join(f'<link rel="modulepreload" crossorigin href="./static/js/{name}">' for name in ELEMENT_CHUNKS)
    return (
        f"<script>window.__streamlit = Object.assign({{BACKEND_BASE_URL: location.origin + {backend}}},"
        " window.__streamlit || {})</script>" + elements + f'<link rel="modulepreload" href="{board_url(base_path)}">'
        f'<link rel="preload" as="script" href="{plotly}">'
        "<script>addEventListener('load', () => setTimeout(() => {"
        "if (window.Plotly || document.querySelector('script[data-plotly]')) return;"
        "const s = Object.assign(document.createElement('script'), {src: '" + plotly + "'});"
        "s.dataset.plotly = ''; s.onerror = () => s.removeAttribute('data-plotly');"
        "s.onload = " + " ".join(WARM_UP.split()) + "; document.head.append(s);"
        "}))</script>"
    ).encode()


ELEMENT_CHUNKS = element_chunks()
"""Found once, when the server starts (Streamlit's files do not change while it runs)."""


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
