"""Take the README's screenshots of the board: a phone's Play page and lesson, presentation mode on a 1280x720
projector, in English and Russian.  Run with the app served on ``--url`` (default http://localhost:8501):

    .venv/bin/python docs/screenshots.py
"""

from __future__ import annotations

import argparse
from pathlib import Path

from playwright.sync_api import sync_playwright

DOCS = Path(__file__).resolve().parent
PHONE = {"viewport": {"width": 390, "height": 844}, "has_touch": True, "is_mobile": True, "device_scale_factor": 2}
PROJECTOR = {"viewport": {"width": 1280, "height": 720}}
SHOTS = [
    ("phone-play-{lang}.png", PHONE, "/play?rules=petteia&lang={lang}"),
    ("phone-lesson-{lang}.png", PHONE, "/lessons?rules=latrunculi-kowalski&step=3&lang={lang}"),
    ("present-patolli-{lang}.png", PROJECTOR, "/lessons?rules=patolli&step=4&present=1&lang={lang}"),
    ("present-knossos-{lang}.png", PROJECTOR, "/lessons?rules=knossos&step=3&present=1&lang={lang}"),
]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--url", default="http://localhost:8501")
    url = parser.parse_args().url
    with sync_playwright() as p:
        executable = "/usr/bin/chromium" if Path("/usr/bin/chromium").exists() else None
        browser = p.chromium.launch(executable_path=executable, args=["--no-sandbox"])
        for lang in ("en", "ru"):
            for name, device, path in SHOTS:
                page = browser.new_context(**device).new_page()
                page.goto(url + path.format(lang=lang))
                page.wait_for_selector("[data-testid=game-board][data-places]", timeout=60_000)
                if device is PHONE:  # the board, with what stands just above it, rather than the header
                    page.evaluate("[...document.querySelectorAll('[data-testid=game-board]')].pop()"
                                  ".scrollIntoView({block: 'center'})")
                page.wait_for_timeout(1500)
                page.screenshot(path=DOCS / name.format(lang=lang))
                page.context.close()
                print(name.format(lang=lang))
        browser.close()


if __name__ == "__main__":
    main()
