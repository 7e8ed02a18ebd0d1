"""The Hint's sentence for the grid games says what the move does, computed from the positions before and
after it: a capture (how many), a piece saved from capture, an enemy piece shut in, a capture threatened,
a piece brought closer to the enemy, nothing left to capture, and during a placement where the piece stands."""

from __future__ import annotations

import pytest

from games import get_game
from games.ai.opponent import reason


def _why(rules: str, position: str, move: str):
    game = get_game(rules)
    state = game.parse_position(position)
    return reason(game, state, game.parse_move(state, move))


@pytest.mark.parametrize(
    ("position", "move", "code", "en"),
    [
        # light c5, dark d5: e1-e5 closes the pincers
        ("6pp/8/8/2Pp4/8/8/8/4P3 l 0 -", "e1-e5", "hint_captures", "It captures the piece on d5."),
        # h5-e5 closes two pincers at once: d5 (with c5) and e4 (with e3)
        ("6pp/8/8/2Pp3P/4p3/4P3/8/8 l 0 -", "h5-e5", None, None),
        # dark h3-d3 would take d4 (dark on d5): the stone steps out of the pincers
        (
            "7p/8/8/3p4/3P4/7p/8/P7 l 0 -",
            "d4-c4",
            "hint_saves",
            "It saves the piece on d4: the opponent could have captured it next move.",
        ),
        # b8 walls in the dark stone in the corner (a7 is light)
        (
            "p7/P7/8/8/7p/8/8/1P6 l 0 -",
            "b1-b8",
            "hint_shuts_in",
            "It shuts in the enemy piece on a8: it has no move left.",
        ),
        # from e1, next move e1-e5 would close the pincers on d5
        ("7p/8/8/2Pp4/8/8/8/7P l 0 -", "h1-e1", "hint_threatens", "It threatens to capture the piece on d5 next move."),
        (
            "pppppppp/8/8/8/8/8/8/PPPPPPPP l 0 -",
            "a1-a4",
            "hint_develops",
            "It brings the piece on a1 into play, closer to the enemy, on a4.",
        ),
        # the stone steps back, and dark has nothing to take
        (
            "3p3p/8/8/8/3P4/8/8/P7 l 0 -",
            "d4-d3",
            "hint_safe",
            "It keeps every piece safe: after it the opponent has nothing to capture.",
        ),
    ],
)
def test_the_reason_says_what_the_move_does_in_both_languages(position, move, code, en):
    why = _why("petteia", position, move)
    if code is None:
        assert why.code == "hint_captures_many"
        assert why.text("en") == "It captures 2 pieces at once, on d5, e4."
        assert why.text("ru") == "Он берёт сразу 2 фишки, на d5, e4."
        return
    assert why.code == code
    assert why.text("en") == en
    assert why.text("ru") and why.text("ru") != why.text("en")


def test_placing_a_piece_says_where_it_stands():
    bell = "8/8/8/8/3P4/8/8/5p2 l 0 15+D,15+D,2"
    assert _why("latrunculi-bell", bell, "@d5").code == "hint_pair"
    assert _why("latrunculi-bell", bell, "@e1").code == "hint_place_attack"
    assert _why("latrunculi-bell", bell, "@a8").text("en") == "It places the piece on a8, clear of the enemy pieces."
    assert _why("latrunculi-bell", bell, "@a8").text("ru") == "Он ставит фишку на a8, подальше от вражеских фишек."


def test_kowalskis_dux_hemmed_in():
    # the dark dux on f7: a light soldier arriving on f6 takes one of its free squares
    why = _why("latrunculi-kowalski", "pppppppppppp/5d6/12/12/12/12/6D5/PPPPPPPPPPPP l 0 -", "f1-f6")
    assert why.code == "hint_hems_dux"


def test_the_opening_hint_is_no_longer_the_generic_sentence():
    """What the issue saw: "It is the strongest move the computer finds here" on every quiet move."""
    for rules in ("petteia", "latrunculi-kowalski"):
        game = get_game(rules)
        state = game.initial_state()
        codes = {reason(game, state, move).code for move in game.legal_moves(state)}
        assert "hint_best" not in codes, rules
