"""Positions and moves as text: start positions, and a clear message for every malformed input."""

from __future__ import annotations

import pytest

from games import GRID_RULE_SETS, get_game
from games.core import NotationError, UnknownRulesError

STARTS = {
    "petteia": "pppppppp/8/8/8/8/8/8/PPPPPPPP l 0 -",
    "latrunculi-kowalski": "pppppppppppp/5d6/12/12/12/12/6D5/PPPPPPPPPPPP l 0 -",
    "latrunculi-bell": "8/8/8/8/8/8/8/8 l 0 16+D,16+D,2",
    "latrunculi-schadler": "8/8/8/8/8/8/8/8 l 0 16,16,1",
}


@pytest.mark.parametrize("rules", GRID_RULE_SETS)
def test_start_positions_are_those_of_the_notation(rules):
    game = get_game(rules)
    assert game.format_position(game.initial_state()) == STARTS[rules]


@pytest.mark.parametrize(
    "rules, text, code, fragment",
    [
        ("petteia", "pppppppp/8/8/8/8/8/8 l 0 -", "pos_rows", "7 rows, expected 8"),
        ("petteia", "pppppppp/8/9/8/8/8/8/PPPPPPPP l 0 -", "pos_row_width", "row 3: 9 squares, expected 8"),
        ("petteia", "ppppxppp/8/8/8/8/8/8/PPPPPPPP l 0 -", "pos_bad_char", "unknown character 'x'"),
        ("petteia", "ppppdppp/8/8/8/8/8/8/PPPPPPPP l 0 -", "pos_no_dux", "has no dux"),
        ("petteia", "pppppppp/8/8/8/8/8/8/PPPPPPPP x 0 -", "pos_side", "field 2"),
        ("petteia", "pppppppp/8/8/8/8/8/8/PPPPPPPP l -3 -", "pos_quiet", "field 3"),
        ("petteia", "pppppppp/8/8/8/8/8/8/PPPPPPPP l 0", "pos_fields", "found 3"),
        ("petteia", "pppppppp/8/8/8/8/8/8/PPPPPPPP  l 0 -", "pos_fields", "4 fields"),
        ("petteia", "pppppppp/8/8/8/8/8/8/PPPPPPPP l 0 8,8,1", "pos_hand_unexpected", "no placement"),
        ("latrunculi-kowalski", "pppppppppppp/5dd5/12/12/12/12/6D5/PPPPPPPPPPPP l 0 -", "pos_two_dux", "'d'"),
        ("latrunculi-bell", "8/8/8/8/8/8/8/8 l 0 16,16+D,2", "pos_hand_count", "field 4"),
        ("latrunculi-bell", "8/8/8/8/8/8/8/8 l 0 16+D,16+D,3", "pos_hand_left", "field 4"),
        ("latrunculi-bell", "8/8/8/8/8/8/8/8 l 0 sixteen", "pos_hand_syntax", "field 4"),
        ("latrunculi-schadler", "8/8/8/8/8/8/8/8 l 5 16,16,1", "pos_quiet_placement", "field 3"),
        ("latrunculi-schadler", "pppppppppppppppppp/8/8/8/8/8/8/8 l 0 -", "pos_row_width", "row 1"),
    ],
)
def test_a_malformed_position_says_what_is_wrong_and_where(rules, text, code, fragment):
    with pytest.raises(NotationError) as error:
        get_game(rules).parse_position(text)
    assert error.value.msg.code == code
    assert fragment in str(error.value)
    assert error.value.text("ru") and error.value.text("ru") != str(error.value)


@pytest.mark.parametrize(
    "text, code",
    [
        ("a1a2", "move_syntax"),
        ("", "move_syntax"),
        ("a1-z9", "move_square"),
        ("@i1", "move_square"),
        ("a1 - a2", "move_syntax"),
    ],
)
def test_a_malformed_move_says_what_is_wrong(text, code):
    game = get_game("petteia")
    with pytest.raises(NotationError) as error:
        game.parse_move(game.initial_state(), text)
    assert error.value.msg.code == code


def test_an_unknown_rule_set_lists_the_known_ones():
    with pytest.raises(UnknownRulesError) as error:
        get_game("latrunculi-smith")
    assert "latrunculi-schadler" in str(error.value)


def test_a_state_prints_itself_as_a_small_board():
    game = get_game("petteia")
    drawing = game.ascii(game.initial_state())
    assert drawing.splitlines()[0] == " 8 p p p p p p p p"
    assert drawing.splitlines()[-1] == "   a b c d e f g h"
