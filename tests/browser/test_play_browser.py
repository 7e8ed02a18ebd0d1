"""The real click path: Streamlit serves the app, Chromium clicks the Plotly board, the capture happens.

The server runs as a subprocess on a free port; Chromium is Debian's ``/usr/bin/chromium`` when it exists,
else Playwright's own.  Without any launchable Chromium the test is skipped, except under CI (the ``CI``
environment variable), where that is a failure.
"""

from __future__ import annotations

import os
import socket
import subprocess
import sys
import time
import urllib.request
from pathlib import Path
from urllib.parse import urlencode

import pytest

from board import grid_figure
from games import get_game

ROOT = Path(__file__).resolve().parents[2]
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = ["--headless", "--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run",
                 "--disable-background-networking", "--disable-component-update", "--disable-sync"]
TIMEOUT_MS = 30_000
CAPTURE = "pppppp2/8/8/8/6P1/6p1/P7/1PPPPP2 l 0 -"
"""Petteia, light to move: a2-g2 pinches the dark stone on g3 against the light one on g4."""
AFTER = "pppppp2/8/8/8/6P1/8/6P1/1PPPPP2 d 0 -"

VISIBLE_PLOT = """() => [...document.querySelectorAll('.stPlotlyChart .js-plotly-plot')]
    .filter(gd => gd.offsetParent !== null && gd.data && gd.querySelector('.nsewdrag')).pop()"""
"""The board on screen: after a click Streamlit mounts a new chart and hides the old one for a moment."""


def _unavailable(reason: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(reason)
    pytest.skip(reason, allow_module_level=True)


try:
    from playwright.sync_api import Error as PlaywrightError
    from playwright.sync_api import sync_playwright
except ImportError:  # pragma: no cover - depends on the environment
    _unavailable("the playwright package is not installed")


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return s.getsockname()[1]


@pytest.fixture(scope="module")
def app_url(request: pytest.FixtureRequest) -> str:
    """Start ``streamlit run app.py`` on a free port; stop it when the module's tests are done."""
    port = _free_port()
    server = subprocess.Popen(
        [sys.executable, "-m", "streamlit", "run", "app.py", "--server.port", str(port), "--server.headless", "true"],
        cwd=ROOT, env={**os.environ, "PYTHONPATH": str(ROOT)}, stdout=subprocess.PIPE, stderr=subprocess.STDOUT)

    def stop() -> None:
        server.terminate()
        try:
            server.wait(timeout=10)
        except subprocess.TimeoutExpired:
            server.kill()
            server.wait()

    request.addfinalizer(stop)
    url = f"http://127.0.0.1:{port}"
    deadline = time.monotonic() + 60
    while time.monotonic() < deadline:
        if server.poll() is not None:
            pytest.fail(f"streamlit exited with {server.returncode}: {server.stdout.read().decode()}")
        try:
            with urllib.request.urlopen(f"{url}/_stcore/health", timeout=2) as answer:
                if answer.status == 200:
                    return url
        except OSError:
            time.sleep(0.3)
    pytest.fail("streamlit did not answer within 60 s")


@pytest.fixture(scope="module")
def browser():
    """Debian's Chromium if it starts, else Playwright's managed one."""
    with sync_playwright() as playwright:
        failures = []
        launches = [{"executable_path": str(CHROMIUM)}] if CHROMIUM.exists() else []
        for options in (*launches, {}):
            try:
                chromium = playwright.chromium.launch(args=CHROMIUM_ARGS, **options)
                break
            except PlaywrightError as error:
                failures.append(f"{options.get('executable_path', 'managed chromium')}: {error.message[:200]}")
        else:
            _unavailable("no Chromium could be launched: " + " | ".join(failures))
        yield chromium
        chromium.close()


def _board_data(page) -> list[dict]:
    """The traces of the board on screen, as Plotly holds them."""
    page.wait_for_function(f"() => !!({VISIBLE_PLOT})()", timeout=TIMEOUT_MS)
    return page.evaluate(f"() => ({VISIBLE_PLOT})().data.map(t => ({{x: t.x, y: t.y, marker: t.marker}}))")


def _click_square(page, square: str) -> None:
    """Click the middle of ``square`` on the board on screen, from the plot area's rectangle."""
    game = get_game("petteia")
    (x0, x1), (y0, y1) = (grid_figure(game, game.initial_state()).layout[axis].range for axis in ("xaxis", "yaxis"))
    page.wait_for_function(f"() => !!({VISIBLE_PLOT})()", timeout=TIMEOUT_MS)
    box = page.evaluate(f"""() => {{
        const r = ({VISIBLE_PLOT})().querySelector('.nsewdrag').getBoundingClientRect();
        return {{left: r.left, top: r.top, width: r.width, height: r.height}};
    }}""")
    f, r = game.geo.index[square] % 8, game.geo.index[square] // 8
    x = box["left"] + (f - x0) / (x1 - x0) * box["width"]
    y = box["top"] + box["height"] - (r - y0) / (y1 - y0) * box["height"]
    page.mouse.click(x, y)


def _has_selection_ring(page) -> bool:
    return any(trace["marker"].get("symbol") == "square-open" for trace in _board_data(page))


def _dark_stones(page) -> set[tuple[int, int]]:
    return {(x, y) for trace in _board_data(page) if trace["marker"].get("symbol") == "hexagon"
            for x, y in zip(trace["x"], trace["y"], strict=True)}


def test_clicking_a_piece_then_its_target_captures(app_url, browser):
    page = browser.new_page(viewport={"width": 1280, "height": 900})
    page.set_default_timeout(TIMEOUT_MS)
    page.goto(f"{app_url}/?{urlencode({'rules': 'petteia', 'pos': CAPTURE})}")
    assert (6, 2) in _dark_stones(page)
    page.wait_for_timeout(500)  # let the first run finish, so that the click lands on the final chart

    _click_square(page, "a2")
    page.wait_for_function(f"() => ({VISIBLE_PLOT})()?.data.some(t => t.marker.symbol === 'square-open')")
    assert _has_selection_ring(page)

    _click_square(page, "g2")
    page.wait_for_function("wanted => new URL(location.href).searchParams.get('pos') === wanted", arg=AFTER)
    page.get_by_text("a2-g2").first.wait_for()
    page.wait_for_function(f"() => !({VISIBLE_PLOT})()?.data.some(t => t.marker.symbol === 'square-open')")
    assert (6, 2) not in _dark_stones(page)
    assert "○ a2-g2" in page.locator(".st-key-play-moves").inner_text()
    page.close()
