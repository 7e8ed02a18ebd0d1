"""The middleware that puts the board's code and Plotly in every page's HTML (``ui.preload``): what it adds, to
which answers, and that every other answer passes as it was."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from ui.preload import (
    ELEMENT_CHUNKS,
    FIRST_ELEMENTS,
    STREAMLIT_JS,
    STREAMLIT_PAGE,
    VERSION,
    BoardFirst,
    board_url,
    early_tags,
    element_chunks,
    is_page,
    plotly_url,
    with_tags,
)

PAGE = b"<!doctype html><html><head><title>x</title></head><body></body></html>"


def test_the_tags_go_once_at_the_end_of_the_head():
    tags = early_tags("")
    once = with_tags(PAGE, tags)
    assert once == PAGE.replace(b"</head>", tags + b"</head>")
    assert with_tags(once, tags) == once
    assert with_tags(b"<p>no head</p>", tags) == b"<p>no head</p>"


def test_the_tags_name_the_boards_code_in_its_version_and_plotly_under_the_base_path():
    tags = early_tags("museum/").decode()
    assert tags.startswith('<script>window.__streamlit = Object.assign({BACKEND_BASE_URL: location.origin + "/museum"}')
    assert 'location.origin + ""}' in early_tags("").decode()
    assert f'href="/museum/app/static/board.js?v={VERSION}"' in tags and 'rel="modulepreload"' in tags
    assert 'href="/museum/app/static/plotly-basic-4.1.1.min.js"' in tags
    assert board_url("") == f"/app/static/board.js?v={VERSION}"
    assert plotly_url("/") == "/app/static/plotly-basic-4.1.1.min.js"


def test_the_first_elements_modules_are_found_in_streamlit_with_all_they_import_and_none_it_preloads():
    """A Streamlit upgrade that renames an element's module fails here, not silently in the page's speed."""
    own = STREAMLIT_PAGE.read_text()
    for name in FIRST_ELEMENTS:
        assert any(chunk.startswith(f"{name}.") for chunk in ELEMENT_CHUNKS), name
    for chunk in ELEMENT_CHUNKS:
        assert f"static/js/{chunk}" not in own
        for imported in _imports(STREAMLIT_JS / chunk):
            assert imported in ELEMENT_CHUNKS or f"static/js/{imported}" in own, (chunk, imported)
    tags = early_tags("").decode()
    assert all(f'<link rel="modulepreload" crossorigin href="./static/js/{chunk}">' in tags for chunk in ELEMENT_CHUNKS)


def _imports(path: Path) -> list[str]:
    text = path.read_text()
    return [part.split('"', 1)[0] for part in text.split('from"./')[1:] + text.split('import"./')[1:]]


def test_an_elements_modules_are_followed_through_their_imports_once_each(tmp_path):
    page = tmp_path / "index.html"
    page.write_text('<link rel="modulepreload" crossorigin href="./static/js/react.AAAAAAAA.js">')
    files = {
        "Html.H1234567.js": 'import{a}from"./react.AAAAAAAA.js";import{b}from"./purify.P1234567.js";',
        "purify.P1234567.js": 'import"./util.U1234567.js";import{a}from"./react.AAAAAAAA.js";',
        "util.U1234567.js": 'import{c}from"./purify.P1234567.js";',  # a cycle
        "react.AAAAAAAA.js": "",
        "HtmlOther.O1234567.js": "",  # another element whose name starts alike
    }
    for name, text in files.items():
        (tmp_path / name).write_text(text)
    found = element_chunks(("Html", "Missing"), tmp_path, page)
    assert found == ("Html.H1234567.js", "purify.P1234567.js", "util.U1234567.js")


def test_pages_are_the_apps_addresses_not_its_files_or_api():
    assert all(is_page(path) for path in ("/", "/play", "/play/", "/museum/lessons"))
    assert not any(is_page(path) for path in ("/_stcore/health", "/static/js/index.js", "/app/static/board.js"))


def _serve(path: str, start: dict[str, Any], chunks: list[bytes]) -> tuple[list[dict[str, Any]], list[Any]]:
    """What ``BoardFirst`` sends for an answer of ``start`` and ``chunks`` to a GET of ``path``, and the request
    headers the app behind it was given."""
    seen: list[Any] = []
    sent: list[dict[str, Any]] = []

    async def app(scope: Any, receive: Any, send: Any) -> None:
        seen.append(scope["headers"])
        await send(start)
        for n, chunk in enumerate(chunks):
            await send({"type": "http.response.body", "body": chunk, "more_body": n < len(chunks) - 1})

    async def receive() -> dict[str, Any]:
        return {"type": "http.request"}

    async def send(message: dict[str, Any]) -> None:
        sent.append(message)

    scope = {"type": "http", "method": "GET", "path": path, "headers": [(b"accept-encoding", b"gzip"), (b"x", b"y")]}
    asyncio.run(BoardFirst(app)(scope, receive, send))
    return sent, seen


def _start(kind: bytes, length: int, status: int = 200) -> dict[str, Any]:
    return {
        "type": "http.response.start",
        "status": status,
        "headers": [(b"content-type", kind), (b"content-length", str(length).encode())],
    }


def test_a_pages_html_is_asked_for_plain_and_sent_whole_with_the_tags_and_its_new_length():
    sent, seen = _serve("/play", _start(b"text/html; charset=utf-8", len(PAGE)), [PAGE[:20], PAGE[20:]])
    assert seen == [[(b"x", b"y")]]  # no compression asked: the tags go into readable HTML
    start, body = sent
    assert body["body"] == with_tags(PAGE, early_tags("")) and not body.get("more_body")
    assert (b"content-length", str(len(body["body"])).encode()) in start["headers"]
    assert [name for name, _ in start["headers"]].count(b"content-length") == 1


def test_every_other_answer_passes_untouched():
    script = b"console.log(1)"
    for path, start in (
        ("/static/js/index.js", _start(b"text/javascript", len(script))),
        ("/play", _start(b"text/html", len(script), status=304)),
        ("/play", _start(b"application/json", len(script))),
    ):
        sent, seen = _serve(path, start, [script])
        assert sent == [start, {"type": "http.response.body", "body": script, "more_body": False}], path
        if path.endswith(".js"):  # a file keeps its compression
            assert seen == [[(b"accept-encoding", b"gzip"), (b"x", b"y")]]
