"""Presentation mode on a projector: every slide of every rule set's lesson (the variants' steps too, and both slides
of a long step), in English and in Russian, at 1280x720 and at 1920x1080, fits the screen: nothing below it or
beside it, no scrollbar, the board still takes most of the screen's height and the text is set no smaller than
a projector allows.  The teacher steps with the → key, as in class."""

from __future__ import annotations

import pytest

from games import RULE_SETS, get_game
from tests.support.game_board import TIMEOUT_MS, wait_for_run_to_end
from ui.lessons.model import load_lesson, slide_parts

SCREENS = [(1280, 720), (1920, 1080)]
BOARD_SHARE = 0.75
"""The board is at least this share of the screen's height, so that the back of the room can read it."""
SMALLEST_TYPE = 0.022
"""The step's text is at least this share of the screen's height (16px at 720, 24px at 1080)."""

OUTSIDE = """() => {
  // What lies below or beside the screen, and any text cut off by a box that hides its overflow.  An element is
  // seen through the boxes around it that clip it (a progress bar's fill slides inside its track): only what
  // shows of it counts, and what shows must be on the screen.
  const w = window.innerWidth, h = window.innerHeight, root = document.documentElement;
  const main = document.querySelector('[data-testid="stMain"]');
  const found = [];
  if (root.scrollHeight > h || root.scrollWidth > w) found.push(`page ${root.scrollWidth}x${root.scrollHeight}`);
  if (main.scrollHeight > main.clientHeight || main.scrollWidth > main.clientWidth)
    found.push(`main scrolls ${main.scrollWidth}x${main.scrollHeight}`);
  const clips = new Map();
  const clipOf = (el) => {
    if (!el || el === main) return {left: -Infinity, top: -Infinity, right: Infinity, bottom: Infinity};
    if (clips.has(el)) return clips.get(el);
    let box = clipOf(el.parentElement);
    const style = getComputedStyle(el);
    if (style.overflowX !== 'visible' || style.overflowY !== 'visible') {
      const r = el.getBoundingClientRect();
      box = {left: Math.max(box.left, r.left), top: Math.max(box.top, r.top),
             right: Math.min(box.right, r.right), bottom: Math.min(box.bottom, r.bottom)};
    }
    clips.set(el, box);
    return box;
  };
  const name = (el, r) => `${el.tagName}[${el.getAttribute('data-testid') || el.className}] `
    + `${Math.round(r.left)},${Math.round(r.top)} to ${Math.round(r.right)},${Math.round(r.bottom)}: `
    + (el.textContent || '').trim().slice(0, 60);
  for (const el of main.querySelectorAll('*')) {
    const r = el.getBoundingClientRect(), style = getComputedStyle(el);
    if (r.width === 0 || r.height === 0 || style.visibility === 'hidden') continue;
    const clip = clipOf(el.parentElement);
    const seen = {left: Math.max(r.left, clip.left), top: Math.max(r.top, clip.top),
                  right: Math.min(r.right, clip.right), bottom: Math.min(r.bottom, clip.bottom)};
    const text = el instanceof HTMLElement && [...el.childNodes].some(n => n.nodeType === 3 && n.textContent.trim());
    const cut = seen.left > r.left + 1 || seen.top > r.top + 1
      || seen.right < r.right - 1 || seen.bottom < r.bottom - 1;
    if (text && cut) found.push('text cut off: ' + name(el, r));
    if (seen.right <= seen.left || seen.bottom <= seen.top) continue;
    if (seen.bottom > h + 0.5 || seen.right > w + 0.5 || seen.top < -0.5 || seen.left < -0.5)
      found.push(name(el, seen));
  }
  return found.slice(0, 5);
}"""
MEASURES = """() => {
  const board = document.querySelector('[data-testid=game-board]').getBoundingClientRect();
  const text = [...document.querySelectorAll('.st-key-lesson-text [data-testid=stMarkdownContainer] p')]
    .filter(p => !p.closest('button, [data-testid=stProgress], [data-testid=stCaptionContainer]'))
    .map(p => parseFloat(getComputedStyle(p).fontSize));
  return {board: board.height, type: Math.min(...text)};
}"""


def _shown_position(rules: str, position: str) -> str:
    game = get_game(rules)
    return game.format_position(game.parse_position(position))


@pytest.mark.parametrize("rules", RULE_SETS)
@pytest.mark.parametrize("lang", ["en", "ru"])
@pytest.mark.parametrize("screen", SCREENS, ids=lambda s: f"{s[0]}x{s[1]}")
def test_every_slide_of_the_lesson_fits_the_projectors_screen(browser, app_url, rules, lang, screen):
    width, height = screen
    lesson = load_lesson("lessons", rules, lang)
    total = len(lesson.steps)
    context = browser.new_context(viewport={"width": width, "height": height})
    page = context.new_page()
    page.set_default_timeout(TIMEOUT_MS)
    try:
        page.goto(f"{app_url}/lessons?rules={rules}&step=1&present=1&lang={lang}")
        page.locator("header[data-testid='stHeader']").wait_for(state="hidden")  # the slide's style applied
        slides = [
            (number, step, part)
            for number, step in enumerate(lesson.steps, start=1)
            for part in range(1, len(slide_parts(step)) + 1)
        ]
        for count, (number, step, part) in enumerate(slides, start=1):
            page.wait_for_function(
                "([n, p]) => { const q = new URL(location.href).searchParams;"
                " return q.get('step') === String(n) && (q.get('part') || '1') === String(p); }",
                arg=[number, part],
            )
            page.get_by_text(f"· {number} / {total}").wait_for()
            page.wait_for_function(
                "p => (document.querySelector('[data-testid=game-board]') || {dataset: {}}).dataset.position === p",
                arg=_shown_position(step.board.rules, step.board.position),
            )
            page.locator("[data-testid=game-board] .main-svg").first.wait_for()
            wait_for_run_to_end(page)
            where = (rules, lang, screen, number, part, step.title)
            assert page.evaluate(OUTSIDE) == [], where
            measures = page.evaluate(MEASURES)
            assert measures["board"] >= BOARD_SHARE * height, (where, measures)
            assert measures["type"] >= SMALLEST_TYPE * height, (where, measures)
            if count < len(slides):
                page.locator("body").press("ArrowRight")
    finally:
        context.close()
