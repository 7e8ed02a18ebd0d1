"""Click to paint: the app's board against the plain Streamlit + Plotly stack, measured in one run.

    python -m bench.clicks [--moves 25] [--loads 3] [--loads-only] [--json]

Two servers start side by side on this machine: the app (``app.py``) and ``bench/bare_board_app.py``, an
8 x 8 board on ``st.plotly_chart`` with its selection callback (the plain stack).  Headless Chromium
(Debian's, else Playwright's own) plays moves on both, with the mouse at 1280 x 900 and with touch taps
at 390 x 844: a *select* click picks a piece, a *move* click sends it to a target.  For each click the
page records the input event's time, then, at every animation frame, what the board shows (the app's
``data-position`` and ``data-selected``; the bare chart's title) and whether the board is blank (no
plot drawn); the latency is the time from the input event to the frame after the one that first
showed the change, that is, to when the changed board has been painted.  Cold loads open a fresh
browser context and time navigation to the first painted board (any board or chart of the page) for the
bare app, ``/play``, ``/``, ``/lessons``, a lesson step (``/lessons?rules=petteia&step=3``), a history
page (``/petteia-history``) and a student's class page (a class made through the store, and a student
joined to it: ``/class?code=<code>&me=<id>``), one load of each per round; and a student's join on a
phone, from pressing Join on the name form to the class's board painted.  Ratios are against the bare app
measured in the same run; the targets of the board's issues are printed beside them (``--loads-only``
leaves the clicks out).  Nothing here asserts: it measures and prints.
"""

from __future__ import annotations

import argparse
import itertools
import json
import os
import statistics
import tempfile
import time
from pathlib import Path
from typing import Any

from classroom.store import SqliteStore, new_token
from games import RULE_SETS
from games.records import GameRecord
from tests.support.chromium import ARGS, launch_options
from tests.support.server import AppServer
from ui.moves.link import game_link

BOARD = "[data-testid=game-board][role=application]"
MOVES = [("a1", "a3"), ("a8", "a6"), ("a3", "a1"), ("a6", "a8")]
"""Moves played over and over on both boards: out and back, so the game goes on."""

RECORDER = """() => {
  if (window.__bench) return;
  window.__bench = {input: null};
  for (const type of ["pointerdown", "touchstart", "mousedown"]) {
    document.addEventListener(type, (e) => { if (window.__bench.input === null) window.__bench.input = e.timeStamp; },
                              true);
  }
}"""
WATCH = """([app, before]) => {
  const state = app === "board"
    ? () => { const b = document.querySelector('[data-testid=game-board][role=application]');
              return b ? b.dataset.position + '|' + b.dataset.selected : ''; }
    : () => { const t = [...document.querySelectorAll('.stPlotlyChart .gtitle')]
                .filter((e) => e.getBoundingClientRect().height > 0).pop();
              return t ? t.textContent : ''; };
  const blank = app === "board"
    ? () => !document.querySelector('[data-testid=game-board][role=application] .main-svg')
    : () => ![...document.querySelectorAll('.stPlotlyChart .main-svg')]
              .some((e) => { const r = e.getBoundingClientRect(); return r.height > 50 && r.width > 50; });
  window.__bench.input = null;
  window.__bench.result = null;
  const started = performance.now();
  let changedAt = null, blanks = 0;
  const frame = (now) => {
    if (blank()) blanks += 1;
    if (changedAt === null && state() !== before) { changedAt = now; requestAnimationFrame(frame); return; }
    if (changedAt !== null) {
      window.__bench.result = {input: window.__bench.input, changed: changedAt, painted: now, blanks, state: state()};
      return;
    }
    if (now - started > 8000) { window.__bench.result = {timeout: true, blanks}; return; }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
}"""


def _browser(playwright: Any) -> Any:
    return playwright.chromium.launch(args=ARGS, **launch_options()[0])


def _state(page: Any, app: str) -> str:
    if app == "board":
        return str(
            page.evaluate(
                f"() => {{ const b = document.querySelector('{BOARD}');"
                " return b.dataset.position + '|' + b.dataset.selected; }"
            )
        )
    return str(
        page.evaluate(
            "() => [...document.querySelectorAll('.stPlotlyChart .gtitle')]"
            ".filter((e) => e.getBoundingClientRect().height > 0).pop().textContent"
        )
    )


def _point(page: Any, app: str, square: str) -> tuple[float, float]:
    if app == "board":
        box = page.locator(BOARD).bounding_box()
        x, y = json.loads(page.get_attribute(BOARD, "data-places"))[square]
        return box["x"] + x, box["y"] + y
    f, r = "abcdefgh".index(square[0]), int(square[1]) - 1
    return tuple(
        page.evaluate(
            """([f, r]) => {
        const gd = [...document.querySelectorAll('.stPlotlyChart .js-plotly-plot')]
          .filter((e) => e.getBoundingClientRect().height > 0).pop();
        const fl = gd._fullLayout, box = gd.getBoundingClientRect();
        return [box.left + fl._size.l + fl.xaxis.l2p(f), box.top + fl._size.t + fl.yaxis.l2p(r)];
    }""",
            [f, r],
        )
    )


def _click(page: Any, app: str, square: str, touch: bool) -> dict[str, Any]:
    """One measured click: input to painted, and the blank frames on the way."""
    before = _state(page, app)
    page.evaluate(WATCH, [app, before])
    x, y = _point(page, app, square)
    if touch:
        page.touchscreen.tap(x, y)
    else:
        page.mouse.click(x, y)
    page.wait_for_function("() => window.__bench.result !== null", timeout=15_000)
    result: dict[str, Any] = page.evaluate("() => window.__bench.result")
    page.wait_for_timeout(250)  # let the run that follows the click end before the next one
    return result


def _clicks(browser: Any, app: str, url: str, touch: bool, moves: int) -> dict[str, list[dict[str, Any]]]:
    width, height = (390, 844) if touch else (1280, 900)
    context = browser.new_context(viewport={"width": width, "height": height}, has_touch=touch)
    page = context.new_page()
    page.add_init_script(f"({RECORDER})()")
    page.goto(url)
    page.wait_for_function(
        f"() => !!document.querySelector('{BOARD}')?.dataset.places"
        if app == "board"
        else "() => !!document.querySelector('.stPlotlyChart .gtitle')",
        timeout=60_000,
    )
    page.wait_for_timeout(1500)
    found: dict[str, list[dict[str, Any]]] = {"select": [], "move": []}
    for n in range(moves + 2):  # the first two moves warm up and are not counted
        source, target = MOVES[n % len(MOVES)]
        select, move = _click(page, app, source, touch), _click(page, app, target, touch)
        if n >= 2:
            found["select"].append(select)
            found["move"].append(move)
    context.close()
    return found


def _summary(results: list[dict[str, Any]]) -> dict[str, Any]:
    good = [r for r in results if not r.get("timeout") and r.get("input") is not None]
    latencies = sorted(r["painted"] - r["input"] for r in good)
    p90 = latencies[min(len(latencies) - 1, int(0.9 * len(latencies)))] if latencies else None
    return {
        "clicks": len(results),
        "timeouts": len(results) - len(good),
        "median_ms": round(statistics.median(latencies), 1) if latencies else None,
        "p90_ms": round(p90, 1) if p90 is not None else None,
        "blank_frames": sum(r.get("blanks", 0) for r in results),
    }


def _cold_load(browser: Any, url: str, ready: str) -> tuple[float, int]:
    """Navigation to the first painted board, in a fresh browser context; and the JavaScript fetched."""
    context = browser.new_context(viewport={"width": 1280, "height": 900})
    page = context.new_page()
    page.goto(url)
    page.wait_for_function(ready, timeout=60_000, polling="raf")
    painted = float(page.evaluate(PAINTED))
    page.wait_for_timeout(500)
    fetched = int(page.evaluate(SCRIPT_BYTES))
    context.close()
    return painted, fetched


PAINTED = "() => new Promise((r) => requestAnimationFrame(() => r(performance.now())))"
"""The time of the next frame, once what is on the page has been painted."""
SCRIPT_BYTES = """() => performance.getEntriesByType('resource')
  .filter((e) => new URL(e.name).pathname.endsWith('.js'))
  .reduce((sum, e) => sum + e.decodedBodySize, 0)"""
"""The JavaScript the page fetched, in bytes, from the browser's own timings (reading each response's body through
Playwright while the page loads would slow the load it measures, and a page of many files the most)."""
BOARD_READY = "() => !!document.querySelector('[data-testid=game-board] .main-svg')"
BARE_READY = "() => !!document.querySelector('.stPlotlyChart .main-svg')"


_JOINS = itertools.count(1)


def _join(browser: Any, url: str) -> tuple[float, int]:
    """A student's join on a phone: from pressing Join on the name form (the page loaded, the name typed) to the
    class's board painted; no JavaScript to count (it was fetched with the form)."""
    context = browser.new_context(viewport={"width": 390, "height": 844}, has_touch=True, is_mobile=True)
    page = context.new_page()
    page.goto(url)
    page.get_by_role("textbox").fill(f"Bench {next(_JOINS)}")  # one name to a student: a name taken is refused
    page.wait_for_selector("[data-testid=stApp][data-test-script-state=notRunning]", state="attached")
    pressed = float(page.evaluate("() => performance.now()"))
    page.get_by_test_id("stBaseButton-primaryFormSubmit").click()
    page.wait_for_function(BOARD_READY, timeout=60_000, polling="raf")
    painted = float(page.evaluate(PAINTED))
    context.close()
    return painted - pressed, 0


def _new_class(store_path: Path) -> tuple[str, str]:
    """A class made through the store, as a teacher's ``/class?new=1`` makes it, with one student joined: the
    class's code and the student's id (a student's link is ``/class?code=<code>&me=<id>``)."""
    store = SqliteStore(store_path)
    code, _ = store.create(game_link(GameRecord.start(RULE_SETS[0]))[0], time.time())
    student = new_token()
    store.join(code, student, "Bench", time.time())
    return code, student


LESSON_STEP = "/lessons?rules=petteia&step=3"
HISTORY = "/petteia-history"
STUDENT = "/class student"
JOIN = "join"
FIRST_BOARD = ("/play", LESSON_STEP, HISTORY, STUDENT)
"""The pages whose first board is to come within 0.75x the bare app's (and a student's join within 2x /play's)."""


def measure_loads(app_url: str, bare_url: str, store_path: Path, browser: Any, loads: int) -> dict[str, Any]:
    """Each page's time to its first painted board, beside the bare app's, in rounds (one load of each page per
    round, so that a change in the machine's load falls on every page alike); the medians."""
    code, student = _new_class(store_path)
    pages: dict[str, tuple[Any, ...]] = {
        "bare": (_cold_load, bare_url, BARE_READY),
        "/play": (_cold_load, f"{app_url}/play", BOARD_READY),
        "/": (_cold_load, f"{app_url}/", BOARD_READY),
        "/lessons": (_cold_load, f"{app_url}/lessons", BOARD_READY),
        LESSON_STEP: (_cold_load, f"{app_url}{LESSON_STEP}", BOARD_READY),
        HISTORY: (_cold_load, f"{app_url}{HISTORY}", BOARD_READY),
        STUDENT: (_cold_load, f"{app_url}/class?code={code}&me={student}", BOARD_READY),
        JOIN: (_join, f"{app_url}/class?code={code}"),
    }
    times: dict[str, list[float]] = {name: [] for name in pages}
    scripts: dict[str, int] = dict.fromkeys(pages, 0)
    for _ in range(loads):
        for name, (how, *args) in pages.items():
            took, fetched = how(browser, *args)
            times[name].append(took)
            scripts[name] = max(scripts[name], fetched)
    return {
        name: {"median_ms": round(statistics.median(times[name]), 1), "loads": loads, "js_bytes": scripts[name]}
        for name in pages
    }


def measure(moves: int, loads: int, *, clicks: bool = True) -> dict[str, Any]:
    """Run both apps and measure them (the loads, then the clicks unless not ``clicks``); the result as one dict."""
    from playwright.sync_api import sync_playwright

    before = os.getloadavg()[0]
    folder = tempfile.TemporaryDirectory()
    store_path = Path(folder.name) / "classes.sqlite"
    app, bare = AppServer({"CLASS_STORE": str(store_path)}), AppServer(script="bench/bare_board_app.py")
    try:
        app_url, bare_url = app.start(), bare.start()
        with sync_playwright() as playwright:
            browser = _browser(playwright)
            loads_found = measure_loads(app_url, bare_url, store_path, browser, loads) if loads else {}
            clicks_found = {}
            for touch in (False, True) if clicks else ():
                for name, url in (("board", f"{app_url}/play?rules=petteia"), ("bare", bare_url)):
                    for kind, results in _clicks(browser, name, url, touch, moves).items():
                        clicks_found[f"{name} {'touch' if touch else 'mouse'} {kind}"] = _summary(results)
            browser.close()
    finally:
        for server in (app, bare):
            server.stop()
        folder.cleanup()
    return {
        "date": time.strftime("%Y-%m-%d %H:%M"),
        "machine": f"{os.cpu_count()} cores, load average {before:.2f} before, {os.getloadavg()[0]:.2f} after",
        "clicks": clicks_found,
        "cold_load": loads_found,
    }


def table(found: dict[str, Any]) -> str:
    """The measurements as the README shows them, with the ratios to the bare app and the targets."""
    rows = []
    clicks = found["clicks"]
    if clicks:
        rows.append("click                 median ms   p90 ms   blank frames   clicks   x bare")
    for key, row in clicks.items():
        app, touch, kind = key.split()
        bare = clicks.get(f"bare {touch} {kind}", {}).get("median_ms")
        ratio = f"{row['median_ms'] / bare:.2f}" if app == "board" and bare and row["median_ms"] else ""
        rows.append(
            f"{key:<21} {row['median_ms']!s:>9} {row['p90_ms']!s:>8} {row['blank_frames']:>14} "
            f"{row['clicks']:>8} {ratio:>8}"
        )
    if clicks:
        rows.append("")
    loads = found["cold_load"]
    if loads:
        width = max(21, *(len(page) for page in loads))
        rows.append(f"{'first board':<{width}} median ms   JavaScript kB   x bare")
        bare_load = loads["bare"]["median_ms"]
        for page, row in loads.items():
            ratio = f"{row['median_ms'] / bare_load:.2f}" if page != "bare" else ""
            rows.append(f"{page:<{width}} {row['median_ms']:>9} {row['js_bytes'] // 1000:>15} {ratio:>8}")
        rows.append("")
    if clicks:
        mouse_select, touch_select = (
            clicks["board mouse select"]["median_ms"],
            clicks["board touch select"]["median_ms"],
        )
        mouse_move, bare_move = clicks["board mouse move"]["median_ms"], clicks["bare mouse move"]["median_ms"]
        blanks = sum(row["blank_frames"] for key, row in clicks.items() if key.startswith("board"))
        rows += [
            f"targets: select <= 35 ms (mouse {mouse_select}, touch {touch_select}): mouse "
            + _met(mouse_select <= 35)
            + ", touch "
            + _met(touch_select <= 35),
            f"         move <= 60 ms and <= 0.8 x bare ({mouse_move / bare_move:.2f}): "
            + _met(mouse_move <= 60 and mouse_move <= 0.8 * bare_move),
            f"         0 blank frames ({blanks}): " + _met(blanks == 0),
        ]
    if loads:
        play = loads["/play"]["median_ms"]
        rows.append(
            f"{'         ' if clicks else 'targets: '}cold /play <= 0.75 x bare ({play / bare_load:.2f})"
            " and <= 1200 ms: " + _met(play <= 0.75 * bare_load and play <= 1200)
        )
        for page in (page for page in FIRST_BOARD if page in loads):
            ratio = loads[page]["median_ms"] / bare_load
            rows.append(f"         first board of {page} <= 0.75 x bare ({ratio:.2f}): " + _met(ratio <= 0.75))
        if JOIN in loads:
            ratio = loads[JOIN]["median_ms"] / play
            rows.append(f"         a student's join <= 2 x /play ({ratio:.2f}): " + _met(ratio <= 2))
    rows.append(f"measured {found['date']} on this machine ({found['machine']})")
    return "\n".join(rows)


def _met(ok: bool) -> str:
    return "met" if ok else "missed"


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--moves", type=int, default=25, help="moves per app and input (each a select and a move)")
    parser.add_argument("--loads", type=int, default=3, help="cold loads per page")
    parser.add_argument("--loads-only", action="store_true", help="time the first boards only, no clicks")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    options = parser.parse_args(argv)
    found = measure(options.moves, options.loads, clicks=not options.loads_only)
    print(json.dumps(found, indent=2) if options.json else table(found))


if __name__ == "__main__":
    main()
