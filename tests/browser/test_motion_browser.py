"""A piece slides to its place: its move's piece is drawn on its way over the board (from where it stood) before it
stands on its target; with ``prefers-reduced-motion: reduce`` it is never drawn on its way.  Every drawing of the
overlay is watched (a MutationObserver), so nothing here depends on how fast frames come."""

from __future__ import annotations

import pytest

from tests.support.game_board import LIVE, click_place, open_page, wait_for_pos, wait_for_selected

WATCH = f"""() => {{
  window.__ways = [];
  const board = document.querySelector('{LIVE}'), layer = board.querySelector('.ab-overlay');
  new MutationObserver(() => {{
    for (const c of layer.children) if (c.tagName === 'circle' && c.getAttribute('opacity') === '1')
      window.__ways.push(+c.getAttribute('cy'));
  }}).observe(layer, {{childList: true}});
}}"""


@pytest.mark.parametrize("motion", ["no-preference", "reduce"])
def test_a_piece_slides_to_its_place_unless_motion_is_reduced(browser, app_url, motion):
    page = open_page(browser, f"{app_url}/play?rules=petteia")
    try:
        page.emulate_media(reduced_motion=motion)
        places = page.evaluate(f"() => JSON.parse(document.querySelector('{LIVE}').dataset.places)")
        click_place(page, "a1")
        wait_for_selected(page, "a1")
        page.evaluate(WATCH)
        click_place(page, "a6")
        wait_for_pos(page, "pppppppp/8/P7/8/8/8/8/1PPPPPPP d 1 -")
        page.wait_for_timeout(400)  # the slide's end, if any
        ways = page.evaluate("window.__ways")
        if motion == "reduce":
            assert ways == []
        else:  # drawn where it began (a1, lower on the screen) and on its way up to a6
            start, end = places["a1"][1], places["a6"][1]
            assert ways and max(ways) > end + (start - end) / 2 and any(end < y < start for y in ways), ways
    finally:
        page.context.close()
