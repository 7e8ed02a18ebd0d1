"""Latrunculi after Schädler, clause by clause (docs/rules.md, LSC-01..LSC-07)."""

from __future__ import annotations

import pytest

from games import get_game
from games.core import NotationError
from tests.rule_helpers import legal, moves_from, play, refused, status

R = "latrunculi-schadler"


def test_LSC_01_sixteen_pieces_each_and_no_dux():
    g = get_game(R)
    start = g.format_position(g.initial_state())
    assert start == "8/8/8/8/8/8/8/8 l 0 16,16,1"
    assert len(start.split(" ")[0].split("/")) == 8
    assert len(legal(R, start)) == 64
    for no_dux in (
        "3D4/8/8/8/8/8/8/8 d 0 16,16,1",  # a dux on the board
        "8/8/8/8/8/8/8/8 l 0 16+D,16+D,1",  # a dux in hand
        "P7/8/8/8/8/8/8/8 d 0 16,16,1",
    ):  # 17 pieces
        with pytest.raises(NotationError):
            g.parse_position(no_dux)


LIGHT_SQUARES = [f + r for r in "12" for f in "abcdefgh"]
DARK_SQUARES = [f + r for r in "87" for f in "abcdefgh"]


def test_LSC_02_placement_one_piece_at_a_time_then_light_moves():
    g = get_game(R)
    position = g.format_position(g.initial_state())
    for i in range(16):
        position = play(R, position, "@" + LIGHT_SQUARES[i])
        assert position.split(" ")[1:] == ["d", "0", f"{15 - i},{16 - i},1"]
        position = play(R, position, "@" + DARK_SQUARES[i])
        if i < 15:
            assert position.split(" ")[1:] == ["l", "0", f"{15 - i},{15 - i},1"]
    assert position == "pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP l 0 -"
    moves = legal(R, position)
    assert moves and all(m[1] in "12" for m in moves)  # light's pieces, and they move now
    assert status(R, position) is None


@pytest.mark.parametrize(
    ("before", "move", "after"),
    [
        ("8/8/8/8/2Pp4/8/8/8 l 0 15,15,1", "@e4", "8/8/8/8/2PpP3/8/8/8 d 0 14,15,1"),
        ("8/8/8/8/2pP4/8/8/8 d 0 15,15,1", "@e4", "8/8/8/8/2pPp3/8/8/8 l 0 15,14,1"),
    ],
)
def test_LSC_02_nothing_is_captured_during_placement(before, move, after):
    assert play(R, before, move) == after


@pytest.mark.parametrize(
    ("position", "move"),
    [
        ("8/8/8/8/3P4/8/8/8 d 0 15,16,1", "@d4"),
        ("8/8/8/8/3P4/8/8/8 d 0 15,16,1", "d4-d5"),
    ],
)
def test_LSC_02_placement_goes_on_an_empty_square(position, move):
    assert refused(R, position, move) == "LSC-02"


# 8 . . . . . . . p
# 5 . . . p . . . .
# 4 . . P P . . . .
STEP_JUMP = "7p/8/8/3p4/2PP4/8/8/8 l 0 -"


def test_LSC_03_a_piece_steps_one_square_or_jumps_an_adjacent_piece():
    assert moves_from(R, STEP_JUMP, "d4") == {"d4-e4", "d4-d3", "d4-b4", "d4-d6"}
    assert play(R, STEP_JUMP, "d4-e4") == "7p/8/8/3p4/2P1P3/8/8/8 d 1 -"
    assert play(R, STEP_JUMP, "d4-b4") == "7p/8/8/3p4/1PP5/8/8/8 d 1 -"  # over its own piece


@pytest.mark.parametrize("move", ["d4-d2", "d4-g4", "d4-e5", "d4-f6", "d4-c4"])
def test_LSC_03_no_longer_diagonal_or_empty_jumps(move):
    assert refused(R, STEP_JUMP, move) == "LSC-03"


# 5 . . . p . . . .
# 4 . . P . P . . .      c3 can jump round the ring c4, d5, e4, d3 either way,
# 3 . . P p . . . .      stopping after any jump, but not back onto c3
CHAIN = "8/8/8/3p4/2P1P3/2Pp4/8/8 l 0 -"


def test_LSC_04_jumps_chain_and_may_stop_after_any_jump():
    assert moves_from(R, CHAIN, "c3") == {
        "c3-b3",
        "c3-c2",
        "c3-c5",
        "c3-c5-e5",
        "c3-c5-e5-e3",
        "c3-e3",
        "c3-e3-e5",
        "c3-e3-e5-c5",
    }
    assert play(R, CHAIN, "c3-c5-e5-e3") == "8/8/8/3p4/2P1P3/3pP3/8/8 d 1 -"


@pytest.mark.parametrize(
    "move",
    [
        "c3-c5-e5-e3-c3",  # back onto the start square
        "c3-c5-c3",  # back onto the start square at once
        "c3-e3-e5-c5-c3",
        "c3-c5-c6",  # a jump then a step
    ],
)
def test_LSC_04_a_chain_never_lands_twice_on_a_square(move):
    assert refused(R, CHAIN, move) == "LSC-04"


# 8 . . . . . . p p
# 4 . . P . . . . .
# 3 . . . p P . . .      c1 jumps c2 to c3: stopping there takes d3 (with e3),
# 2 . . P . . . . .      jumping on over c4 to c5 takes nothing
# 1 . . P . . . . .
PASS_BY = "6pp/8/8/8/2P5/3pP3/2P5/2P5 l 0 -"


def test_LSC_05_capture_is_made_only_where_the_move_stops():
    assert {"c1-c3", "c1-c3-c5"} <= moves_from(R, PASS_BY, "c1")
    assert play(R, PASS_BY, "c1-c3") == "6pp/8/8/8/2P5/2P1P3/2P5/8 d 0 -"
    assert play(R, PASS_BY, "c1-c3-c5") == "6pp/8/8/2P5/2P5/3pP3/2P5/8 d 1 -"


def test_LSC_05_jumping_over_a_piece_never_removes_it():
    # d4 jumps dark's d5; d5 stays on the board
    assert play(R, STEP_JUMP, "d4-d6") == "7p/8/3P4/3p4/2P5/8/8/8 d 1 -"
    assert play(R, CHAIN, "c3-e3") == "8/8/8/3p4/2P1P3/3pP3/8/8 d 1 -"


# 4 . . p . p . . .
# 3 . . . P . . . .      d4 lies between dark's c4 and e4
# 2 . . . P . . . .
BETWEEN = "7p/8/8/8/2p1p3/3P4/3P4/8 l 0 -"


@pytest.mark.parametrize("move", ["d3-d4", "d2-d4"])
def test_LSC_06_a_piece_may_not_stop_between_two_enemies(move):
    assert refused(R, BETWEEN, move) == "LSC-06"


def test_LSC_06_a_chain_may_pass_between_two_enemies():
    assert {"d2-d4-b4", "d2-d4-f4"} <= moves_from(R, BETWEEN, "d2")
    assert play(R, BETWEEN, "d2-d4-f4") == "7p/8/8/8/2p1pP2/3P4/8/8 d 1 -"


def test_LSC_06_stopping_between_two_enemies_is_allowed_when_the_move_captures():
    # d3-d4 takes d5 (with d6) and stays between c4 and e4
    assert play(R, "7p/8/3P4/3p4/2p1p3/3P4/8/8 l 0 -", "d3-d4") == "7p/8/3P4/8/2pPp3/8/8/8 d 0 -"


def test_LSC_06_a_stone_on_the_file_between_two_enemies_too():
    # d4 between dark's d5 and d3 (on the file): e4-d4 refused
    assert refused(R, "7p/8/8/3p4/4P3/3p4/8/7P l 0 -", "e4-d4") == "LSC-06"


def test_LSC_07_a_player_left_with_a_single_piece_loses():
    after = play(R, "7p/8/3P4/3p4/8/3P4/8/8 l 0 -", "d3-d4")
    assert after == "7p/8/3P4/8/3P4/8/8/8 d 0 -"
    assert status(R, after) == ("light", "LSC-07")
    assert legal(R, after) == set()


def test_LSC_07_one_piece_loses_two_play_on():
    assert status(R, "6pp/8/8/8/8/8/8/P7 d 0 -") == ("dark", "LSC-07")
    assert status(R, "6pp/8/8/8/8/8/8/PP6 d 0 -") is None


@pytest.mark.parametrize(
    ("before", "move", "after"),
    [
        # custodian capture, as in Petteia
        ("7p/8/3P4/3p4/8/3P4/8/7p l 0 -", "d3-d4", "7p/8/3P4/8/3P4/8/8/7p d 0 -"),
        # a line of two is not taken
        ("7p/8/3P4/3p4/3p4/8/3P4/8 l 0 -", "d2-d3", "7p/8/3P4/3p4/3p4/3P4/8/8 d 1 -"),
        # nothing diagonally
        ("7p/8/4P3/3p4/8/2P5/8/8 l 0 -", "c3-c4", "7p/8/4P3/3p4/2P5/8/8/8 d 1 -"),
        # three at once (d5 lies between c5 and e5, but the step captures, so LSC-06 allows it)
        ("7p/3P4/3p4/1Pp1pP2/3P4/8/8/p7 l 0 -", "d4-d5", "7p/3P4/8/1P1P1P2/8/8/8/p7 d 0 -"),
    ],
)
def test_LSC_capture_rules_of_petteia_hold(before, move, after):
    assert play(R, before, move) == after


# 4 p . . . . . . .
# 3 p . . . . . . .
# 2 P p p . . . . .      light's a1 and a2 can neither step nor jump
# 1 P p p . . . . .
def test_LSC_added_a_side_that_cannot_move_loses():
    position = "8/8/8/8/p7/p7/Ppp5/Ppp5 l 0 -"
    assert legal(R, position) == set()
    assert status(R, position) == ("dark", "PET-09")


@pytest.mark.parametrize(
    ("before", "move", "after", "result"),
    [
        ("7p/7p/8/8/8/8/8/PPP5 l 59 -", "a1-a2", "7p/7p/8/8/8/8/P7/1PP5 d 60 -", "light"),
        ("7p/7p/8/8/8/8/8/PP6 l 59 -", "a1-a2", "7p/7p/8/8/8/8/P7/1P6 d 60 -", "draw"),
    ],
)
def test_LSC_added_sixty_quiet_half_moves_end_the_game_by_count(before, move, after, result):
    assert play(R, before, move) == after
    assert status(R, after) == (result, "LBE-09")
