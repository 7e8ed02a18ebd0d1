"""The real click path on a grid board: Streamlit serves the app, Chromium clicks the board, the capture
happens.  The server and the browser come from ``conftest.py``."""

from __future__ import annotations

from urllib.parse import urlencode

from tests.support.game_board import (
    click_place,
    open_page,
    wait_for_board,
    wait_for_link,
    wait_for_pos,
    wait_for_selected,
)

CAPTURE = "pppppp2/8/8/8/6P1/6p1/P7/1PPPPP2 l 0 -"
"""Petteia, light to move: a2-g2 pinches the dark stone on g3 against the light one on g4."""
AFTER = "pppppp2/8/8/8/6P1/8/6P1/1PPPPP2 d 0 -"


def test_clicking_a_piece_then_its_target_captures(app_url, browser):
    page = open_page(browser, f"{app_url}/play?{urlencode({'rules': 'petteia', 'pos': CAPTURE})}")
    click_place(page, "a2")
    wait_for_selected(page, "a2")
    click_place(page, "g2")
    wait_for_pos(page, AFTER)
    wait_for_selected(page, "")
    page.locator(".st-key-play-moves").get_by_text("a2-g2").wait_for()
    assert "○ a2-g2" in page.locator(".st-key-play-moves").inner_text()
    page.close()


MOVES = ("a1-a3", "a8-a6", "b1-b3", "b8-b6", "c1-c3", "c8-c6")


def _move_entries(page) -> list[str]:
    return [line for line in page.locator(".st-key-play-moves").inner_text().splitlines() if "○" in line or "⬢" in line]


def _check_the_game_is_all_there(page, record) -> None:
    """The board shows the game's last position, the list all its moves, and Undo takes the last one back."""
    wait_for_pos(page, record.game.format_position(record.state))
    page.locator(".st-key-play-moves").get_by_text("c8-c6").wait_for()
    assert len(_move_entries(page)) == len(MOVES)
    page.get_by_role("button", name="Undo").click()
    wait_for_pos(page, record.game.format_position(record.states[-2]))
    wait_for_link(page, record.undo())
    page.locator(".st-key-play-moves").get_by_text("c8-c6").wait_for(state="detached")  # the list redraws after
    assert len(_move_entries(page)) == len(MOVES) - 1


def test_a_reload_or_the_link_in_another_browser_restores_the_whole_game(app_url, browser):
    from games.records import GameRecord

    page = open_page(browser, f"{app_url}/play?rules=petteia")
    record = GameRecord.start("petteia")
    for move in MOVES:
        source, target = move.split("-")
        click_place(page, source)
        wait_for_selected(page, source)
        click_place(page, target)
        record = record.play(next(m for m in record.game.moves(record.state) if m.text == move))
        wait_for_pos(page, record.game.format_position(record.state))
    wait_for_link(page, record)
    link = page.url
    page.reload()
    wait_for_board(page)
    _check_the_game_is_all_there(page, record)
    elsewhere = open_page(browser, link)
    _check_the_game_is_all_there(elsewhere, record)
    page.close()
    elsewhere.close()
