"""Petteia, clause by clause (docs/rules.md, PET-01..PET-10)."""

from __future__ import annotations

import pytest

from games import get_game
from games.core import NotationError
from tests.rule_helpers import legal, moves_from, play, refused, status

R = "petteia"


def test_PET_01_eight_stones_each_on_the_nearest_row_of_an_8x8_board():
    g = get_game(R)
    start = g.format_position(g.initial_state())
    assert start == "pppppppp/8/8/8/8/8/8/PPPPPPPP l 0 -"
    rows = start.split(" ")[0].split("/")
    assert len(rows) == 8
    assert rows[0] == "pppppppp" and rows[-1] == "PPPPPPPP"
    assert start.count("P") == 8 and start.count("p") == 8
    with pytest.raises(NotationError):  # a row of 9 squares is not a Petteia board
        g.parse_position("ppppppppp/8/8/8/8/8/8/PPPPPPPP l 0 -")


def test_PET_02_light_moves_first():
    start = "pppppppp/8/8/8/8/8/8/PPPPPPPP l 0 -"
    moves = legal(R, start)
    # every light stone can go up six squares; no dark stone may move
    assert len(moves) == 48
    assert all(m[1] == "1" for m in moves)
    assert refused(R, start, "a8-a7") == "PET-02"
    assert play(R, start, "a1-a5") == "pppppppp/8/8/P7/8/8/8/1PPPPPPP d 1 -"


# 8 . . . . . . . .
# 7 . . . p . . . .
# 6 . . . . . . . .
# 5 . . . . . . . .
# 4 . p . P . . . .
# 3 . . . . . . . .
# 2 . . . P . . . .
# 1 . . . . . . . .
#   a b c d e f g h
ROOK = "8/3p4/8/8/1p1P4/8/3P4/8 l 0 -"


def test_PET_03_a_stone_moves_like_a_rook_over_empty_squares():
    assert moves_from(R, ROOK, "d4") == {"d4-d5", "d4-d6", "d4-d3", "d4-c4", "d4-e4", "d4-f4", "d4-g4", "d4-h4"}
    assert play(R, ROOK, "d4-h4") == "8/3p4/8/8/1p5P/8/3P4/8 d 1 -"


@pytest.mark.parametrize("move", ["d4-e5", "d4-a1", "d4-d8", "d4-a4", "d4-d1", "d4-d2", "d4-d7"])
def test_PET_03_no_diagonal_no_jumping_no_landing_on_a_piece(move):
    assert refused(R, ROOK, move) == "PET-03"


def test_PET_04_custodian_capture_takes_the_pinced_stone():
    # dark d5 between the arriving stone on d4 and light's d6; the quiet count starts again
    assert play(R, "p6p/8/3P4/3p4/7P/8/8/8 l 5 -", "h4-d4") == "p6p/8/3P4/8/3P4/8/8/8 d 0 -"


def test_PET_04_a_line_of_two_enemies_is_not_taken():
    assert play(R, "p6p/8/3P4/3p4/3p4/7P/8/8 l 3 -", "h3-d3") == "p6p/8/3P4/3p4/3p4/3P4/8/8 d 4 -"


@pytest.mark.parametrize(
    ("before", "move", "after"),
    [
        # a5 between b5 and the edge of the board
        ("p6p/8/8/p7/8/8/7P/1P6 l 0 -", "b1-b5", "p6p/8/8/pP6/8/8/7P/8 d 1 -"),
        # the corner a8: b8 and a7 are both light, but only b8 stands in line with a8 and the edge
        ("p7/P7/8/8/8/8/8/1P5p l 0 -", "b1-b8", "pP6/P7/8/8/8/8/8/7p d 1 -"),
    ],
)
def test_PET_04_the_board_edge_is_not_a_captor(before, move, after):
    assert play(R, before, move) == after


def test_PET_04_only_the_moved_stone_captures_where_it_stops():
    # passing through d4 (between d5 and d6) takes nothing: the stone stops on b4
    assert play(R, "p6p/8/3P4/3p4/7P/8/8/8 l 0 -", "h4-b4") == "p6p/8/3P4/3p4/1P6/8/8/8 d 1 -"
    # a dark stone already standing between two light ones is not taken by an unrelated light move
    assert play(R, "p6p/8/8/8/2PpP3/8/8/7P l 0 -", "h1-h2") == "p6p/8/8/8/2PpP3/8/7P/8 d 1 -"


# 8 p . . . . . . p
# 7 . . . . . . . .
# 6 . . . P . . . .
# 5 . . . p . . . .
# 4 . P p . p P . .      d1-d4 pinces c4, e4 and d5 at once
# 3 . . . . . . . .
# 2 . . . . . . . .
# 1 . . . P . . . .
@pytest.mark.parametrize(
    ("before", "after"),
    [
        ("p6p/8/3P4/3p4/1Pp1pP2/8/8/3P4 l 7 -", "p6p/8/3P4/8/1P1P1P2/8/8/8 d 0 -"),  # three
        ("p6p/8/3P4/3p4/1Pp1p3/8/8/3P4 l 7 -", "p6p/8/3P4/8/1P1Pp3/8/8/8 d 0 -"),  # two (e4 not pinced)
        ("p6p/8/8/3p4/1Pp1pP2/8/8/3P4 l 7 -", "p6p/8/8/3p4/1P1P1P2/8/8/8 d 0 -"),  # two (d5 not pinced)
    ],
)
def test_PET_05_one_move_captures_several_stones(before, after):
    assert play(R, before, "d1-d4") == after


@pytest.mark.parametrize(
    ("before", "after"),
    [
        # e5 between d4 and f6 on a diagonal
        ("p6p/8/5P2/4p3/8/8/8/3P4 l 0 -", "p6p/8/5P2/4p3/3P4/8/8/8 d 1 -"),
        # c5 between d4 and b6 on the other diagonal
        ("p6p/8/1P6/2p5/8/8/8/3P4 l 0 -", "p6p/8/1P6/2p5/3P4/8/8/8 d 1 -"),
    ],
)
def test_PET_06_nothing_is_captured_diagonally(before, after):
    assert play(R, before, "d1-d4") == after


def test_PET_07_a_stone_may_move_between_two_enemies_safely():
    before = "p6p/8/8/8/2p1p3/8/8/3P3P l 0 -"
    between = play(R, before, "d1-d4")
    assert between == "p6p/8/8/8/2pPp3/8/8/7P d 1 -"
    # dark's next move does not take it either: only the move that closes the pincers captures
    assert play(R, between, "a8-a7") == "7p/p7/8/8/2pPp3/8/8/7P l 2 -"
    assert status(R, between) is None


def test_PET_08_capturing_down_to_a_single_stone_wins():
    after = play(R, "p7/8/3P4/3p4/7P/8/8/8 l 0 -", "h4-d4")
    assert after == "p7/8/3P4/8/3P4/8/8/8 d 0 -"
    assert status(R, after) == ("light", "PET-08")
    assert legal(R, after) == set()


@pytest.mark.parametrize("position", ["8/8/8/8/8/8/8/8 l 0 -", "p7/8/8/8/8/8/8/7P d 0 -"])
def test_PET_08_both_sides_down_to_one_stone_is_a_draw_said_of_both(position):
    """An empty board (a link may hold one) is not "Dark has a single piece left and loses"."""
    assert status(R, position) == ("draw", "PET-08")
    reason = get_game(R).outcome(get_game(R).parse_position(position)).reason
    assert reason.text("en") == "Neither side has more than one piece left, so neither can capture any more — PET-08"
    assert reason.text("ru").startswith("Ни у одной стороны не осталось больше одной фишки")


def test_PET_08_two_stones_play_on():
    after = play(R, "p6p/8/3P4/3p4/7P/8/8/8 l 0 -", "h4-d4")
    assert status(R, after) is None


# 2 p p . . . . . .
# 1 P P p . . . . .     light to move: a1 and b1 are walled in
LOCKED_IN = "8/8/8/8/8/8/pp6/PPp5 l 0 -"


def test_PET_09_a_side_that_cannot_move_loses():
    assert legal(R, LOCKED_IN) == set()
    assert status(R, LOCKED_IN) == ("dark", "PET-09")


def test_PET_09_the_move_that_walls_the_army_in_wins():
    after = play(R, "8/8/8/8/8/2p5/pp6/PP6 d 0 -", "c3-c1")
    assert after == LOCKED_IN.replace(" 0 ", " 1 ")
    assert status(R, after) == ("dark", "PET-09")


def test_PET_09_is_checked_for_the_side_to_move_only():
    # the same board with dark to move: dark can move, the game goes on
    assert status(R, "8/8/8/8/8/8/pp6/PPp5 d 0 -") is None


@pytest.mark.parametrize(
    ("before", "move", "after", "result"),
    [
        ("p6p/8/8/8/8/8/8/PP5P l 79 -", "a1-a2", "p6p/8/8/8/8/8/P7/1P5P d 80 -", "light"),
        ("ppp5/8/8/8/8/8/8/P6P d 79 -", "c8-c7", "pp6/2p5/8/8/8/8/8/P6P l 80 -", "dark"),
        ("p6p/8/8/8/8/8/8/P6P l 79 -", "a1-a2", "p6p/8/8/8/8/8/P7/7P d 80 -", "draw"),
    ],
)
def test_PET_10_eighty_quiet_half_moves_end_the_game_by_count(before, move, after, result):
    assert status(R, before) is None
    assert play(R, before, move) == after
    assert status(R, after) == (result, "PET-10")
    assert legal(R, after) == set()


def test_PET_10_seventy_nine_quiet_half_moves_play_on():
    after = play(R, "p6p/8/8/8/8/8/8/PP5P l 78 -", "a1-a2")
    assert after == "p6p/8/8/8/8/8/P7/1P5P d 79 -"
    assert status(R, after) is None


def test_PET_10_a_capture_on_the_eightieth_half_move_starts_the_count_again():
    after = play(R, "p6p/8/3P4/3p4/7P/8/8/7P l 79 -", "h4-d4")
    assert after == "p6p/8/3P4/8/3P4/8/8/7P d 0 -"
    assert status(R, after) is None
