"""Latrunculi after Bell, clause by clause (docs/rules.md, LBE-01..LBE-09).

LBE-10 is a strategy note for the lesson and has no test.
"""

from __future__ import annotations

import pytest

from games import get_game
from games.core import NotationError
from tests.rule_helpers import legal, moves_from, play, refused, status

R = "latrunculi-bell"


def test_LBE_01_sixteen_soldiers_and_a_dux_each_on_an_8x8_board():
    g = get_game(R)
    start = g.format_position(g.initial_state())
    assert start == "8/8/8/8/8/8/8/8 l 0 16+D,16+D,2"
    assert len(start.split(" ")[0].split("/")) == 8
    assert len(legal(R, start)) == 64  # an empty 8x8 board: a placement on every square
    # board plus hand must make the whole army: one piece down and 16 soldiers still in hand is one too many
    with pytest.raises(NotationError):
        g.parse_position("P7/8/8/8/8/8/8/8 d 0 16+D,16+D,2")
    with pytest.raises(NotationError):
        g.parse_position("8/8/8/8/8/8/8/8 l 0 17+D,16+D,2")


LIGHT_SOLDIERS = [f + r for r in "12" for f in "abcdefgh"]
DARK_SOLDIERS = [f + r for r in "87" for f in "abcdefgh"]


def test_LBE_02_placement_two_a_turn_dux_last_then_light_moves():
    g = get_game(R)
    position = g.format_position(g.initial_state())
    light = dark = 16
    for turn in range(8):
        for i in range(2):  # light places two soldiers
            position = play(R, position, "@" + LIGHT_SOLDIERS[2 * turn + i])
            light -= 1
            side, left = ("l", 1) if i == 0 else ("d", 2)
            assert position.split(" ")[1:] == [side, "0", f"{light}+D,{dark}+D,{left}"]
        for i in range(2):  # then dark two
            position = play(R, position, "@" + DARK_SOLDIERS[2 * turn + i])
            dark -= 1
            side, left = ("d", 1) if i == 0 else ("l", 2 if dark else 1)
            assert position.split(" ")[1:] == [side, "0", f"{light}+D,{dark}+D,{left}"]
    # every soldier is down: each side's next turn places its dux, alone
    assert position == "pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP l 0 0+D,0+D,1"
    assert legal(R, position) == {"@" + f + r for f in "abcdefgh" for r in "3456"}
    position = play(R, position, "@e3")
    assert position == "pppppppp/pppppppp/8/8/8/4D3/PPPPPPPP/PPPPPPPP d 0 0,0+D,1"
    position = play(R, position, "@d6")
    # movement starts with light, one square at a time
    assert position == "pppppppp/pppppppp/3d4/8/8/4D3/PPPPPPPP/PPPPPPPP l 0 -"
    assert position.count("P") + position.count("D") == 17 and position.count("p") + position.count("d") == 17
    assert status(R, position) is None
    moves = legal(R, position)
    assert moves and not any(m.startswith("@") for m in moves)
    assert moves_from(R, position, "e3") == {"e3-e4", "e3-d3", "e3-f3"}


@pytest.mark.parametrize(
    ("position", "move"),
    [
        ("8/8/8/8/3P4/8/8/8 l 0 15+D,16+D,1", "@d4"),  # an occupied square
        ("8/8/8/8/3P4/8/8/8 l 0 15+D,16+D,1", "d4-d5"),  # a move while pieces are still in hand
    ],
)
def test_LBE_02_placement_goes_on_an_empty_square(position, move):
    assert refused(R, position, move) == "LBE-02"


@pytest.mark.parametrize(
    ("before", "move", "after"),
    [
        # light places e4 beside dark's d4, which already has light's c4 on its other side
        ("8/8/8/8/2Pp4/8/8/8 l 0 15+D,15+D,1", "@e4", "8/8/8/8/2PpP3/8/8/8 d 0 14+D,15+D,2"),
        # dark does the same to light's d4
        ("8/8/8/8/2pP4/8/8/8 d 0 15+D,15+D,1", "@e4", "8/8/8/8/2pPp3/8/8/8 l 0 15+D,14+D,2"),
        # the dux, placed last, takes nothing either
        (
            "pppppppp/ppppppp1/8/8/2Pp4/8/PPPPPPPP/PPPPPPP1 l 0 0+D,0+D,1",
            "@e4",
            "pppppppp/ppppppp1/8/8/2PpD3/8/PPPPPPPP/PPPPPPP1 d 0 0,0+D,1",
        ),
    ],
)
def test_LBE_03_no_captures_during_placement(before, move, after):
    assert play(R, before, move) == after


# 8 . . . . . . . p
# 4 . . . P . . . .
# 1 D . . . . . . .
STEPS = "7p/8/8/8/3P4/8/8/D7 l 0 -"


def test_LBE_04_pieces_move_one_square_orthogonally():
    assert legal(R, STEPS) == {"d4-d5", "d4-d3", "d4-c4", "d4-e4", "a1-a2", "a1-b1"}
    assert play(R, STEPS, "d4-d5") == "7p/8/8/3P4/8/8/8/D7 d 1 -"


@pytest.mark.parametrize("move", ["d4-d7", "d4-h4", "d4-e5", "a1-a4", "a1-b2"])
def test_LBE_04_no_longer_or_diagonal_moves(move):
    assert refused(R, STEPS, move) == "LBE-04"


# 8 . . . . . . . p
# 5 . . . p p . . .
# 4 . . P D P . . .
JUMPS = "7p/8/8/3pp3/2PDP3/8/8/8 l 0 -"


def test_LBE_05_the_dux_jumps_an_adjacent_enemy_which_stays():
    assert moves_from(R, JUMPS, "d4") == {"d4-d6", "d4-d3"}
    assert play(R, JUMPS, "d4-d6") == "7p/8/3D4/3pp3/2P1P3/8/8/8 d 1 -"


@pytest.mark.parametrize(
    "move",
    [
        "d4-b4",  # over its own soldier
        "d4-d2",  # over an empty square
    ],
)
def test_LBE_05_the_dux_jumps_only_over_an_enemy(move):
    assert refused(R, JUMPS, move) == "LBE-05"


def test_LBE_04_a_soldier_that_tries_two_squares_is_told_that_soldiers_step_one():
    """Not "only the dux may jump — LBE-05": the soldier broke the stepping rule, LBE-04."""
    g = get_game(R)
    state = g.parse_position(JUMPS)
    for move in ("e4-e6", "c4-c6"):  # over an enemy, and over nothing
        assert refused(R, JUMPS, move) == "LBE-04"
        why = g.explain(state, move)
        assert why.text("en") == (
            "A soldier moves only one square, straight ahead, back or sideways: only the dux may jump — LBE-04"
        )
        assert why.text("ru") == "Воин ходит только на одну клетку по прямой: прыгать может лишь дукс — LBE-04"


def test_LBE_05_the_dux_does_not_jump_onto_a_piece():
    assert "d4-d6" not in legal(R, "7p/8/3p4/3p4/3D4/8/8/8 l 0 -")


def test_LBE_05_the_dux_makes_a_single_jump():
    assert refused(R, "8/3p4/8/3p4/3D4/8/8/8 l 0 -", "d4-d6-d8") in ("LBE-04", "LBE-05")


@pytest.mark.parametrize(
    ("before", "move", "after"),
    [
        # dark's dux d5 between light's d4 and the soldier arriving on d6
        ("8/8/2P5/3d4/3P4/8/8/7p l 4 -", "c6-d6", "8/8/3P4/8/3P4/8/8/7p l 0 -"),
        # light's dux e5 between dark's e6 and the soldier arriving on e4
        ("P7/8/4p3/4D3/3p4/8/8/8 d 4 -", "d4-e4", "P7/8/4p3/8/4p3/8/8/8 d 0 -"),
    ],
)
def test_LBE_06_the_dux_is_captured_like_a_soldier(before, move, after):
    assert play(R, before, move) == after  # (the capturer moves again: LBE-07)


def test_LBE_07_a_player_who_captures_moves_again():
    position = "8/8/2P5/3pp3/3PP3/8/8/7p l 3 -"
    position = play(R, position, "c6-d6")  # takes d5: light again
    assert position == "8/8/3P4/4p3/3PP3/8/8/7p l 0 -"
    assert "e4-e3" in legal(R, position)  # any piece may make the extra move
    position = play(R, position, "d6-e6")  # the extra move takes e5: light once more
    assert position == "8/8/4P3/8/3PP3/8/8/7p l 0 -"
    position = play(R, position, "e6-e7")  # no capture: now dark
    assert position == "8/4P3/8/8/3PP3/8/8/7p d 1 -"


def test_LBE_07_a_move_without_capture_passes_the_turn():
    assert play(R, "8/8/2P5/3p4/8/8/8/7p l 3 -", "c6-d6") == "8/8/3P4/3p4/8/8/8/7p d 4 -"


def test_LBE_08_a_player_with_no_pieces_left_loses():
    after = play(R, "8/8/3P4/3p4/4P3/8/8/8 l 0 -", "e4-d4")
    # the capturer has no move left to make (the game is over), so the turn passes
    assert after == "8/8/3P4/8/3P4/8/8/8 d 0 -"
    assert status(R, after) == ("light", "LBE-08")
    assert legal(R, after) == set()


def test_LBE_08_a_single_piece_plays_on():
    assert status(R, "8/8/8/8/3p4/8/8/PP6 d 0 -") is None


@pytest.mark.parametrize(
    ("before", "move", "after", "result"),
    [
        ("7p/8/8/8/8/8/8/PP6 l 59 -", "a1-a2", "7p/8/8/8/8/8/P7/1P6 d 60 -", "light"),
        ("6pp/8/8/8/8/8/8/P7 l 59 -", "a1-a2", "6pp/8/8/8/8/8/P7/8 d 60 -", "dark"),
        ("7p/8/8/8/8/8/8/P7 l 59 -", "a1-a2", "7p/8/8/8/8/8/P7/8 d 60 -", "draw"),
    ],
)
def test_LBE_09_sixty_quiet_half_moves_end_the_game_by_count(before, move, after, result):
    assert status(R, before) is None
    assert play(R, before, move) == after
    assert status(R, after) == (result, "LBE-09")


def test_LBE_09_fifty_nine_quiet_half_moves_play_on():
    after = play(R, "7p/8/8/8/8/8/8/PP6 l 58 -", "a1-a2")
    assert after == "7p/8/8/8/8/8/P7/1P6 d 59 -"
    assert status(R, after) is None


def test_LBE_09_a_capture_starts_the_count_again():
    after = play(R, "7p/8/2P5/3p4/3P4/8/8/8 l 59 -", "c6-d6")
    assert after == "7p/8/3P4/8/3P4/8/8/8 l 0 -"
    assert status(R, after) is None


@pytest.mark.parametrize(
    ("before", "move", "after"),
    [
        # a line of two is not taken
        ("7p/8/2P5/3p4/3p4/3P4/8/8 l 0 -", "c6-d6", "7p/8/3P4/3p4/3p4/3P4/8/8 d 1 -"),
        # moving between two enemies is safe
        ("7p/8/8/8/2p1p3/3P4/8/8 l 0 -", "d3-d4", "7p/8/8/8/2pPp3/8/8/8 d 1 -"),
        # nothing diagonally
        ("7p/8/4P3/3p4/8/2P5/8/8 l 0 -", "c3-c4", "7p/8/4P3/3p4/2P5/8/8/8 d 1 -"),
    ],
)
def test_LBE_capture_rules_of_petteia_hold(before, move, after):
    assert play(R, before, move) == after


def test_LBE_added_a_side_that_cannot_move_loses():
    position = "8/8/8/8/8/8/p7/Pp6 l 0 -"
    assert legal(R, position) == set()
    assert status(R, position) == ("dark", "PET-09")


def test_LBE_10_a_pair_cannot_be_pinced_but_a_single_piece_beside_an_enemy_can():
    """The source's advice for placement rests on the capture rule: two side by side are never taken."""
    assert play(R, "7p/8/8/8/1pPP4/4p3/8/7P d 0 -", "e3-e4") == "7p/8/8/8/1pPPp3/8/8/7P l 1 -"
    assert play(R, "7p/8/8/8/2pP4/4p3/8/7P d 0 -", "e3-e4") == "7p/8/8/8/2p1p3/8/8/7P d 0 -"


def test_LBE_08_an_empty_board_is_a_draw_said_of_both_sides():
    assert status(R, "8/8/8/8/8/8/8/8 l 0 -") == ("draw", "LBE-08")
    reason = get_game(R).outcome(get_game(R).parse_position("8/8/8/8/8/8/8/8 l 0 -")).reason
    assert reason.text("en") == "Neither side has a piece left — LBE-08"
    assert reason.text("ru") == "Ни у одной стороны не осталось фишек — LBE-08"
