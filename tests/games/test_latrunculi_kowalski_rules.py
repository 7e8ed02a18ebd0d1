"""Latrunculi after Kowalski, clause by clause (docs/rules.md, LKO-01..LKO-06).

The board has 12 files (a..l) and 8 ranks, so every row of a position adds up to 12.
"""

from __future__ import annotations

import pytest

from games import get_game
from games.core import NotationError
from tests.rule_helpers import legal, moves_from, play, refused, status

R = "latrunculi-kowalski"


def test_LKO_01_twelve_soldiers_and_a_dux_each_on_an_8_by_12_board():
    g = get_game(R)
    start = g.format_position(g.initial_state())
    assert start == "pppppppppppp/5d6/12/12/12/12/6D5/PPPPPPPPPPPP l 0 -"
    rows = start.split(" ")[0].split("/")
    assert len(rows) == 8
    assert start.count("P") == 12 and start.count("p") == 12
    assert start.count("D") == 1 and start.count("d") == 1
    # the duxes: light's on g2, dark's on f7 ("just right of the middle" seen from each side)
    assert moves_from(R, start, "g2") == {"g2-" + f + "2" for f in "abcdefhijkl"} | {
        "g2-g" + str(r) for r in range(3, 8)
    }
    with pytest.raises(NotationError):  # an 8-square row is not a Kowalski board
        g.parse_position("pppppppp/5d2/8/8/8/8/6D1/PPPPPPPP l 0 -")


# 8 . . . . . . . . . . . p
# 7 . . . . . d . . . . . .
# 4 . . . . D . . . . . . .
# 1 P . . . . . . . . . . .
ROOK = "11p/5d6/12/12/4D7/12/12/P11 l 0 -"


def test_LKO_02_the_dux_and_the_soldiers_move_like_rooks():
    assert moves_from(R, ROOK, "e4") == {
        "e4-e5",
        "e4-e6",
        "e4-e7",
        "e4-e8",
        "e4-e3",
        "e4-e2",
        "e4-e1",
        "e4-a4",
        "e4-b4",
        "e4-c4",
        "e4-d4",
        "e4-f4",
        "e4-g4",
        "e4-h4",
        "e4-i4",
        "e4-j4",
        "e4-k4",
        "e4-l4",
    }
    assert {"a1-a8", "a1-l1"} <= moves_from(R, ROOK, "a1")
    assert play(R, ROOK, "e4-l4") == "11p/5d6/12/12/11D/12/12/P11 d 1 -"


@pytest.mark.parametrize("move", ["e4-f5", "e4-a8", "e4-h1", "a1-b2"])
def test_LKO_02_no_diagonal_moves(move):
    assert refused(R, ROOK, move) == "LKO-02"


# 6 . . . . p . . . . . . .
# 4 . . . . D . . . . . . .
# 1 P . . p . . . . . . . .
@pytest.mark.parametrize("move", ["a1-e1", "e4-e8", "e4-e6", "a1-d1"])
def test_LKO_02_no_jumping_over_or_landing_on_a_piece(move):
    assert refused(R, "12/5d6/4p7/12/4D7/12/12/P2p8 l 0 -", move) == "LKO-02"


@pytest.mark.parametrize(
    ("before", "move", "after"),
    [
        # d5 between the soldier arriving on d4 and the soldier on d6
        ("11d/12/3P8/3p8/7P4/12/12/D11 l 0 -", "h4-d4", "11d/12/3P8/12/3P8/12/12/D11 d 0 -"),
        # a line of two is not taken
        ("11d/12/3P8/3p8/3p8/7P4/12/D11 l 0 -", "h3-d3", "11d/12/3P8/3p8/3p8/3P8/12/D11 d 1 -"),
        # the edge is not a captor
        ("11d/12/12/p11/12/12/12/1P9D l 0 -", "b1-b5", "11d/12/12/pP10/12/12/12/11D d 1 -"),
        # a soldier may move between two enemies safely
        ("11d/12/12/12/2p1p7/12/12/D2P8 l 0 -", "d1-d4", "11d/12/12/12/2pPp7/12/12/D11 d 1 -"),
        # nothing is taken diagonally
        ("11d/12/5P6/4p7/12/12/12/D2P8 l 0 -", "d1-d4", "11d/12/5P6/4p7/3P8/12/12/D11 d 1 -"),
        # two at once
        ("11d/12/3P8/3p8/1Pp1p7/12/12/D2P8 l 0 -", "d1-d4", "11d/12/3P8/12/1P1Pp7/12/12/D11 d 0 -"),
    ],
)
def test_LKO_03_soldiers_are_captured_as_in_petteia(before, move, after):
    assert play(R, before, move) == after


@pytest.mark.parametrize(
    ("before", "move", "after"),
    [
        # dark closes the pincers c4 / e4 around light's dux: it stays
        ("4p6d/12/12/12/2pD8/12/12/P11 d 0 -", "e8-e4", "11d/12/12/12/2pDp7/12/12/P11 l 1 -"),
        # light closes the pincers c4 / e4 around dark's dux: it stays
        ("12/12/12/12/2Pd8/12/12/D3P7 l 0 -", "e1-e4", "12/12/12/12/2PdP7/12/12/D11 d 1 -"),
    ],
)
def test_LKO_04_the_dux_cannot_be_captured(before, move, after):
    assert play(R, before, move) == after
    assert status(R, after) is None


def test_LKO_04_the_dux_captures_as_the_moving_piece():
    assert play(R, "11d/12/3P8/3p8/7D4/12/12/P11 l 0 -", "h4-d4") == "11d/12/3P8/12/3D8/12/12/P11 d 0 -"


def test_LKO_04_the_dux_is_the_other_jaw_of_the_pincers():
    assert play(R, "11d/12/3D8/3p8/7P4/12/12/P11 l 0 -", "h4-d4") == "11d/12/3D8/12/3P8/12/12/P11 d 0 -"
    # and dark's dux (e6) does the same for dark
    assert play(R, "12/12/4d7/4P7/7p4/12/12/D11 d 0 -", "h4-e4") == "12/12/4d7/12/4p7/12/12/D11 l 0 -"


# 8 d p . . . . . . . . . .
# 7 . . . . . . . . . . . .     a1-a7: a8's dux has b8 (its own) and a7 (an enemy) around it
# 1 P . . . . . . . . . . D
def test_LKO_05_locked_dux_loses():
    after = play(R, "dp10/12/12/12/12/12/12/P10D l 0 -", "a1-a7")
    assert after == "dp10/P11/12/12/12/12/12/11D d 1 -"
    assert status(R, after) == ("light", "LKO-05")
    assert legal(R, after) == set()


def test_LKO_05_locked_dux_in_the_middle_of_the_board_loses():
    # dark's dux d5 has c5 (dark), e5 and d6 (light) around it; h4-d4 closes the last square
    after = play(R, "12/12/3P8/2pdP7/7P4/12/12/11D l 0 -", "h4-d4")
    assert after == "12/12/3P8/2pdP7/3P8/12/12/11D d 1 -"
    assert status(R, after) == ("light", "LKO-05")


def test_LKO_05_a_dux_surrounded_by_its_own_pieces_only_is_not_locked():
    assert status(R, "dp10/p11/12/12/12/12/12/11D l 0 -") is None


# 5 . P . . . . . . . . . .
# 2 p . . . . . . . . . . .     b5-b1 would wall light's own dux in (a2 is an enemy): illegal
# 1 D . . . . . . . . . . .
def test_LKO_05_locking_ones_own_dux_is_illegal():
    position = "11d/12/12/1P10/12/12/p11/D11 l 0 -"
    assert refused(R, position, "b5-b1") == "LKO-05"
    assert "b5-b2" in legal(R, position)


# 5 . P . . . . . . . . . .
# 2 p . P . . . . . . . . .     b5-b1 locks both duxes: the mover wins
# 1 D . d P . . . . . . . .
def test_LKO_05_locking_both_duxes_wins_for_the_mover():
    position = "12/12/12/1P10/12/12/p1P9/D1dP8 l 0 -"
    assert "b5-b1" in legal(R, position)
    after = play(R, position, "b5-b1")
    assert after == "12/12/12/12/12/12/p1P9/DPdP8 d 1 -"
    assert status(R, after) == ("light", "LKO-05")


@pytest.mark.parametrize(
    ("before", "move", "after"),
    [
        # a1's soldier: b1 is light already, a5-a2 brings the second piece
        ("11d/12/12/P11/12/12/12/pP9D l 0 -", "a5-a2", "11d/12/12/12/12/12/P11/1P9D d 0 -"),
        # the dux may be one of the two
        ("11d/12/12/P11/12/12/12/pD10 l 0 -", "a5-a2", "11d/12/12/12/12/12/P11/1D10 d 0 -"),
        # the other corners: l8 (k8 + l7), and dark taking a8 (a7 + b8) and l1 (k1 + l2)
        ("10Pp/12/11P/12/12/12/12/D10d l 0 -", "l6-l7", "10P1/11P/12/12/12/12/12/D10d d 0 -"),
        ("P11/p11/1p10/12/12/12/12/d10D d 0 -", "b6-b8", "1p10/p11/12/12/12/12/12/d10D l 0 -"),
        ("11d/12/12/11p/12/12/12/D9pP d 0 -", "l5-l2", "11d/12/12/12/12/12/11p/D9p1 l 0 -"),
    ],
)
def test_LKO_06_a_soldier_in_a_corner_is_taken_between_the_two_squares_beside_it(before, move, after):
    assert play(R, before, move) == after


def test_LKO_06_one_enemy_beside_the_corner_takes_nothing():
    assert play(R, "11d/12/12/P11/12/12/12/p10D l 0 -", "a5-a2") == "11d/12/12/12/12/12/P11/p10D d 1 -"


def test_LKO_06_only_the_move_that_brings_the_second_enemy_captures():
    # a1 already stands between a2 and b1 (as set up): moves elsewhere do not take it
    position = "11d/12/12/12/12/12/P11/pP8D1 l 0 -"
    assert play(R, position, "k1-k5") == "11d/12/12/10D1/12/12/P11/pP10 d 1 -"
    assert play(R, "11d/12/12/12/12/12/P11/pP8D1 d 0 -", "l8-l7") == "12/11d/12/12/12/12/P11/pP8D1 l 1 -"


def test_LKO_06_a_dux_in_a_corner_is_not_taken():
    after = play(R, "11D/12/12/P11/12/12/12/dP10 l 0 -", "a5-a2")
    assert after == "11D/12/12/12/12/12/P11/dP10 d 1 -"
    assert status(R, after) == ("light", "LKO-05")  # but it is locked in


# 3 p . . . . . . . . . . .
# 2 P p . . . . . . . . . .     light's soldiers are walled in, its dux is hemmed by its own men
# 1 D P p . . . . . . . . .
def test_LKO_kowalskis_own_ending_a_side_that_cannot_move_loses():
    """Kowalski's essay ends the game so; the clause that says it for every rule set here is petteia's."""
    position = "11d/12/12/12/12/p11/Pp10/DPp9 l 0 -"
    assert legal(R, position) == set()
    assert status(R, position) == ("dark", "PET-09")
    reason = get_game(R).outcome(get_game(R).parse_position(position)).reason
    assert reason.text("en") == "Light cannot move: the army is locked in — PET-09, as in petteia"


@pytest.mark.parametrize(
    ("before", "move", "after", "result"),
    [
        ("11d/12/12/12/12/12/12/DP10 l 79 -", "b1-b2", "11d/12/12/12/12/12/1P10/D11 d 80 -", "light"),
        ("11d/12/12/12/12/12/12/D11 l 79 -", "a1-a2", "11d/12/12/12/12/12/D11/12 d 80 -", "draw"),
    ],
)
def test_LKO_added_eighty_quiet_half_moves_end_the_game_by_count(before, move, after, result):
    assert play(R, before, move) == after
    assert status(R, after) == (result, "PET-10")


def test_the_turn_refusal_names_the_clause_it_borrows_from_petteia():
    """Kowalski's essay does not say who starts; light starting is ours, after PET-02, and the refusal says so."""
    g = get_game(R)
    state = g.initial_state()
    why = g.explain(state, "f7-f5")
    assert why.clause == "PET-02"
    assert why.text("en") == "The piece on f7 is not yours: it is light's turn — PET-02, as in petteia"
    assert why.text("ru") == "Фишка на f7 чужая: сейчас ходят светлые — PET-02, как в петтейе"
