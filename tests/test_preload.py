"""The middleware that puts the board's code and Plotly in every page's HTML (``ui.preload``): what it adds, to
which answers, and that every other answer passes as it was."""

from __future__ import annotations

import asyncio
from typing import Any

from ui.preload import VERSION, BoardFirst, board_url, early_tags, is_page, plotly_url, with_tags

PAGE = b"<!doctype html><html><head><title>x</title></head><body></body></html>"


def test_the_tags_go_once_at_the_end_of_the_head():
    tags = early_tags("")
    once = with_tags(PAGE, tags)
    assert once == PAGE.replace(b"</head>", tags + b"</head>")
    assert with_tags(once, tags) == once
    assert with_tags(b"<p>no head</p>", tags) == b"<p>no head</p>"


def test_the_tags_name_the_boards_code_in_its_version_and_plotly_under_the_base_path():
    tags = early_tags("museum/").decode()
    assert f'href="/museum/app/static/board.js?v={VERSION}"' in tags and 'rel="modulepreload"' in tags
    assert 'href="/museum/app/static/plotly-basic-4.1.1.min.js"' in tags
    assert board_url("") == f"/app/static/board.js?v={VERSION}"
    assert plotly_url("/") == "/app/static/plotly-basic-4.1.1.min.js"


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
