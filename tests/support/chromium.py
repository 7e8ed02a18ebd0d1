"""How the tests and the benches start Chromium: Debian's ``/usr/bin/chromium`` where it is installed (Playwright
cannot download its own browser on this project's machines), else Playwright's own, always with the same flags."""

from __future__ import annotations

from pathlib import Path
from typing import Any

DEBIAN_CHROMIUM = Path("/usr/bin/chromium")
ARGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-quic",
    "--no-first-run",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
]
"""Headless as root, and none of the background connections that a closed network refuses at every start."""


def launch_options() -> list[dict[str, Any]]:
    """The ways to launch Chromium, in the order to try them: Debian's if it is installed, then Playwright's."""
    return [*([{"executable_path": str(DEBIAN_CHROMIUM)}] if DEBIAN_CHROMIUM.exists() else []), {}]
