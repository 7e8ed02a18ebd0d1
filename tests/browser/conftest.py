"""What the real-browser tests share: a Streamlit server of the app and a Chromium, once per test session.

The server runs as a subprocess on a free port; Chromium is Debian's ``/usr/bin/chromium`` when it exists,
else Playwright's own.  Without any launchable Chromium the tests are skipped, except under CI (the ``CI``
environment variable), where that is a failure.  Every test here is marked ``browser``.
"""

from __future__ import annotations

import os
from pathlib import Path

import pytest

from tests.support.chromium import ARGS, launch_options
from tests.support.server import AppServer, ServerError

HERE = Path(__file__).resolve().parent


BROWSER_RERUNS = 1
"""A browser test that fails runs once more (pytest-rerunfailures; the summary counts the reruns): under load
Streamlit sometimes never runs a press or a board's click that the browser sent (now and then, for some
presses here, cause not found: README, "The failover drill"), and with some 150 browser tests most runs of the
suite met one.  A test that fails twice fails."""


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Every test under tests/browser/ is a ``browser`` test (the fast tier, ``-m "not browser and not slow"``,
    leaves them out), run once more if it fails (``BROWSER_RERUNS``)."""
    for item in items:
        if HERE in item.path.parents:
            item.add_marker(pytest.mark.browser)
            item.add_marker(pytest.mark.flaky(reruns=BROWSER_RERUNS))


def _unavailable(reason: str) -> None:
    if os.environ.get("CI"):
        pytest.fail(reason)
    pytest.skip(reason)


@pytest.fixture(scope="session")
def app_url(request: pytest.FixtureRequest) -> str:
    """Start ``streamlit run app.py`` on a free port; stop it when the session's tests are done."""
    return start_server(request)


@pytest.fixture
def fresh_app_url(request: pytest.FixtureRequest) -> str:
    """A server of its own that nobody has visited yet (for what happens on the very first request)."""
    return start_server(request)


def start_server(request: pytest.FixtureRequest, env: dict[str, str] | None = None) -> str:
    """Start the app on a free port, stopped when ``request``'s scope ends; returns its URL.  Its classes are
    kept in a file of the test session's own, never in the repository's ``.data``."""
    folder = request.getfixturevalue("tmp_path_factory").mktemp("classes")
    server = AppServer({"CLASS_STORE": str(folder / "classes.sqlite"), **(env or {})})
    request.addfinalizer(server.stop)
    try:
        return server.start()
    except ServerError as error:
        pytest.fail(str(error))


@pytest.fixture(scope="session")
def browser():
    """Debian's Chromium if it starts, else Playwright's managed one."""
    try:
        from playwright.sync_api import Error as PlaywrightError
        from playwright.sync_api import sync_playwright
    except ImportError:  # pragma: no cover - depends on the environment
        _unavailable("the playwright package is not installed")
    with sync_playwright() as playwright:
        failures = []
        for options in launch_options():
            try:
                chromium = playwright.chromium.launch(args=ARGS, **options)
                break
            except PlaywrightError as error:
                failures.append(f"{options.get('executable_path', 'managed chromium')}: {error.message[:200]}")
        else:
            _unavailable("no Chromium could be launched: " + " | ".join(failures))
        yield chromium
        chromium.close()
