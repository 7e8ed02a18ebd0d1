"""The board's sound is off until switched on: no audio is made for a move before; after, each move makes its knock
in the browser itself (WebAudio oscillators, no file fetched).  Counted by wrapping the browser's AudioContext."""

from __future__ import annotations

from tests.support.game_board import open_page, play_places, wait_for_pos, wait_for_run_to_end

COUNT_TONES = """() => {
  window.__tones = 0;
  const Real = window.AudioContext;
  window.AudioContext = class extends Real {
    createOscillator() { window.__tones += 1; return super.createOscillator(); }
  };
}"""


def test_a_move_is_silent_until_the_sound_is_switched_on(browser, app_url):
    page = open_page(browser, f"{app_url}/play?rules=petteia")
    try:
        page.evaluate(COUNT_TONES)
        play_places(page, "a1", "a3")
        wait_for_pos(page, "pppppppp/8/8/8/8/P7/8/1PPPPPPP d 1 -")
        wait_for_run_to_end(page)
        assert page.evaluate("window.__tones") == 0
        page.get_by_text("Sound").click()
        wait_for_run_to_end(page)
        fetched = []
        page.on("request", lambda request: fetched.append(request.url))
        play_places(page, "a8", "a6")
        page.wait_for_function("() => window.__tones > 0")
        assert not [url for url in fetched if not url.startswith(app_url)]  # nothing off the machine
    finally:
        page.context.close()
