"""What the board's browser code draws happening over a board: the last move's motion, and arrows and circles."""

from __future__ import annotations

from games import get_game
from games.records import GameRecord
from ui.moves.controller import last_motion
from ui.moves.drawings import MOST_DRAWN, drawn_arrows, drawn_text, read_drawn

PATOLLI = "3,r,r,r,r,r 31,r,r,r,r,r l 2 6,6,0"
"""Light's piece on cell 3 and a throw of 2: it lands on the offering cell 5 and captures dark's piece."""


def _played(rules: str, text: str, position: str | None = None) -> GameRecord:
    game = get_game(rules)
    record = GameRecord.start(rules, game.parse_position(position) if position else None)
    [move] = [m for m in game.moves(record.state) if m.text == text]
    return record.play(move)


def test_nothing_moves_before_the_first_move():
    assert last_motion(GameRecord.start("petteia")) is None


def test_a_piece_slides_from_its_place_to_its_target_after_the_position_before():
    record = _played("petteia", "a1-a5")
    before = get_game("petteia").format_position(record.states[0])
    assert last_motion(record) == {"kind": "move", "from": "a1", "to": "a5", "before": before, "captures": False}


def test_a_capture_says_so():
    motion = _played("patolli", "3+2", PATOLLI)
    assert last_motion(motion) == {"kind": "move", "from": "3", "to": "5", "before": PATOLLI, "captures": True}


def test_a_throw_is_a_throw():
    game = get_game("knossos")
    record = GameRecord.start("knossos")
    thrown = record.play(game.throw((2, 1)))
    assert last_motion(thrown) == {"kind": "throw", "before": game.format_position(record.state)}


def test_the_browser_s_drawings_are_read_between_the_board_s_places_once_each():
    places = ["a1", "a5", "d4"]
    said = {"position": "x", "arrows": [["a1", "a5"], ["d4", "d4"], ["a1", "a5"], ["a1", "z9"], "a1", ["a1"], [1, 2]]}
    assert read_drawn(said, places) == ("x", (("a1", "a5"), ("d4", "d4")))
    assert read_drawn({"position": "x", "arrows": [["a1", "a5"]] * 2 + [["d4", "a1"]] * MOST_DRAWN}, places) == (
        "x",
        (("a1", "a5"), ("d4", "a1")),
    )
    assert read_drawn(None, places) is None
    assert read_drawn({"position": 3, "arrows": []}, places) is None
    assert read_drawn({"position": "x", "arrows": "a1"}, places) is None


def test_drawings_go_into_the_store_as_text_and_come_back():
    arrows = (("a1", "a5"), ("d4", "d4"))
    assert drawn_arrows(drawn_text(arrows), ["a1", "a5", "d4"]) == arrows
    assert drawn_arrows(drawn_text(arrows), ["a1", "a5"]) == (("a1", "a5"),)
    assert drawn_arrows(None, ["a1"]) == () and drawn_arrows("{not json", ["a1"]) == ()
