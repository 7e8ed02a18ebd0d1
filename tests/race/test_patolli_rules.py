"""Patolli, clause by clause (docs/rules.md, PAT-01..PAT-16), in its three presets.

Every test starts from a position written in the notation at the bottom of the rule file:
``<light> <dark> <to-move> <throw> <stakes>``; a piece on the board is its progress p from its own
entry cell and stands on cell ``(entry + p) mod 52``, light entering on cell 0 and dark on cell 26.
So a dark piece with progress q stands on cell ``(26 + q) mod 52``: dark 26 is on cell 0, dark 39 on
cell 13, dark 31 on cell 5 (an offering cell), dark 5 on cell 31 (another one).
"""

from __future__ import annotations

import json
import math
from fractions import Fraction
from math import comb
from pathlib import Path

import pytest

from games import get_game
from games.core import CHANCE, DARK, LIGHT, NotationError
from tests.rule_helpers import legal, play, refused, status

P, FAMILY, QUICK = "patolli", "patolli-family", "patolli-quick"
R6 = "r,r,r,r,r,r"
START = f"{R6} {R6} l - 6,6,0"
HERE = Path(__file__).resolve()
BOARD = HERE.parents[2] / "games" / "boards" / "patolli.json"
"""The engine's board file."""
OFFERING_CELLS = (5, 18, 31, 44)


# ----------------------------------------------------------------- helpers


def not_a_position(rules: str, text: str) -> None:
    with pytest.raises(NotationError):
        get_game(rules).parse_position(text)


def board_file() -> dict:
    return json.loads(BOARD.read_text(encoding="utf-8"))


# ----------------------------------------------------------------- clauses
def test_PAT_01_two_players_six_pieces_each_all_in_reserve():
    g = get_game(P)
    assert g.format_position(g.initial_state()) == START
    assert g.parse_position(START) == g.initial_state()
    assert g.ascii(g.initial_state()) == "light: -  reserve 6  off 0\ndark: -  reserve 6  off 0"
    not_a_position(P, f"r,r,r,r,r {R6} l - 6,6,0")
    not_a_position(P, f"{R6} r,r,r,r,r,r,r l - 6,6,0")


def test_PAT_02_with_stakes_each_player_puts_up_six_items_and_the_bank_starts_empty():
    g = get_game(P)
    assert g.format_position(g.initial_state()).split(" ")[4] == "6,6,0"
    # the 12 items only move between the players and the bank
    assert g.format_position(g.parse_position(f"{R6} {R6} l - 7,2,3")) == f"{R6} {R6} l - 7,2,3"
    not_a_position(P, f"{R6} {R6} l - 6,6,1")
    not_a_position(P, f"{R6} {R6} l - 6,6")
    not_a_position(P, f"{R6} {R6} l - -")


def test_PAT_03_the_board_is_an_x_of_52_cells():
    board = board_file()
    assert [cell["index"] for cell in board["cells"]] == list(range(52))
    assert sorted(board["centre_cells"]) == [12, 25, 38, 51]
    # four rays of 12 cells and the 2 x 2 centre: a quarter of 13 cells per ray
    assert len(board["cells"]) == 4 + 4 * 12
    # progress runs 0..51 on the board, there is no cell 52
    g = get_game(P)
    assert g.format_position(g.parse_position(f"51,r,r,r,r,r {R6} l - 6,6,0")) == f"51,r,r,r,r,r {R6} l - 6,6,0"
    not_a_position(P, f"52,r,r,r,r,r {R6} l - 6,6,0")


def test_PAT_04_the_throw_of_five_beans_has_chances_C5k_over_32_and_10_with_1_over_32():
    g = get_game(P)
    state = g.parse_position(START)
    assert g.to_move(state) == CHANCE
    chances = {g.format_move(m): p for m, p in g.chance_outcomes(state)}
    expected = {f"throw:{k}": Fraction(comb(5, k), 32) for k in range(1, 6)} | {"throw:10": Fraction(1, 32)}
    assert chances == expected
    assert chances["throw:1"] == Fraction(5, 32) and chances["throw:3"] == Fraction(10, 32)
    assert all(isinstance(p, Fraction) for p in chances.values())
    assert sum(chances.values()) == 1
    assert legal(P, START) == set(expected)
    with pytest.raises(NotationError):
        g.parse_move(state, "throw:6")
    with pytest.raises(NotationError):
        g.parse_move(state, "throw:0")
    # players take turns: light's throw, light's move, then dark throws
    after = play(P, START, "throw:1", "enter")
    assert after == f"0,r,r,r,r,r {R6} d - 6,6,0"
    assert g.to_move(g.parse_position(after)) == CHANCE
    assert g.to_move(g.parse_position(play(P, after, "throw:2"))) == DARK
    assert refused(P, f"0,r,r,r,r,r {R6} l 3 6,6,0", "throw:3") is None


def test_PAT_05_a_click_on_a_cell_the_throw_does_not_reach_is_told_where_the_piece_goes():
    """The board's refusal of a target (``explain_places``): the one cell the throw takes the piece to, or off."""
    g = get_game(P)
    state = g.parse_position(f"12,r,r,r,r,r {R6} l 3 6,6,0")
    [move] = [g.describe(state, m) for m in g.legal_moves(state)]
    start, landing = move.places
    wrong = str(int(landing) % 52 + 1)
    said = g.explain_places(state, (start, wrong))
    assert said is not None and said.clause == "PAT-05" and said.code == "pat_exact_to"
    assert said.text("en") == (
        f"A piece moves exactly the throw: with 3 the piece on cell {start} goes to cell {landing}, not to cell {wrong}"
        " — PAT-05"
    )
    assert f"с клетки {start} идёт на клетку {landing}" in said.text("ru")
    assert g.explain_places(state, (start, landing)) is None
    assert g.explain_places(state, (start, "reserve:l")) is None  # a pile is no cell: the board's own hint
    entering = g.parse_position(f"r,r,r,r,r,r {R6} l 1 6,6,0")
    assert g.explain_places(entering, ("reserve:l", "7")) is None
    home = g.parse_position(f"50,r,r,r,r,r {R6} l 3 6,6,0")  # 50 + 3 takes it round and off (PAT-08)
    [off] = [g.describe(home, m) for m in g.legal_moves(home)]
    gone = g.explain_places(home, (off.places[0], str(int(off.places[0]) % 52 + 1)))
    assert gone is not None and gone.code == "pat_exact_off" and gone.clause == "PAT-05"


def test_PAT_05_the_throw_moves_one_piece_exactly_that_many_cells():
    position = f"12,r,r,r,r,r {R6} l 3 6,6,0"
    assert legal(P, position) == {"12+3"}
    assert play(P, position, "12+3") == f"15,r,r,r,r,r {R6} d - 6,6,0"
    assert refused(P, position, "12+2") == "PAT-05"
    assert refused(P, position, "12+4") == "PAT-05"
    assert play(P, f"12,r,r,r,r,r {R6} l 10 6,6,0", "12+10") == f"22,r,r,r,r,r {R6} d - 6,6,0"
    # one piece only: the other piece stays where it is
    assert play(P, f"12,20,r,r,r,r {R6} l 4 6,6,0", "20+4") == f"12,24,r,r,r,r {R6} d - 6,6,0"
    assert legal(P, f"12,20,r,r,r,r {R6} l 4 6,6,0") == {"12+4", "20+4"}


def test_PAT_06_a_possible_move_must_be_made():
    position = f"12,r,r,r,r,r {R6} l 3 6,6,0"
    assert refused(P, position, "pass") == "PAT-06"
    assert refused(FAMILY, f"12,r,r,r,r,r {R6} l 3 -", "pass") == "PAT-06"
    # no possible move: the only legal move is pass, and the turn goes to the other player
    position = f"{R6} {R6} l 3 6,6,0"
    assert legal(P, position) == {"pass"}
    assert play(P, position, "pass") == f"{R6} {R6} d - 6,6,0"
    assert refused(P, position, "enter") == "PAT-07"


def test_PAT_07_a_new_piece_enters_only_on_a_throw_of_exactly_1():
    assert legal(P, f"{R6} {R6} l 1 6,6,0") == {"enter"}
    assert play(P, f"{R6} {R6} l 1 6,6,0", "enter") == f"0,r,r,r,r,r {R6} d - 6,6,0"
    assert play(P, f"{R6} {R6} d 1 6,6,0", "enter") == f"{R6} 0,r,r,r,r,r l - 6,6,0"
    for throw in (2, 3, 4, 5, 10):
        position = f"{R6} {R6} l {throw} 6,6,0"
        assert refused(P, position, "enter") == "PAT-07"
        assert legal(P, position) == {"pass"}
    # with a piece on the board, a 1 may enter or move
    assert legal(P, f"7,r,r,r,r,r {R6} l 1 6,6,0") == {"enter", "7+1"}
    assert play(P, f"7,r,r,r,r,r {R6} l 1 6,6,0", "enter") == f"0,7,r,r,r,r {R6} d - 6,6,0"


def test_PAT_07_no_entry_while_ones_own_piece_stands_on_the_entry_cell():
    position = f"0,r,r,r,r,r {R6} l 1 6,6,0"
    assert refused(P, position, "enter") == "PAT-07"
    assert legal(P, position) == {"0+1"}
    assert refused(P, f"{R6} 0,r,r,r,r,r d 1 6,6,0", "enter") == "PAT-07"
    # nothing left in reserve: nothing to enter
    position = f"1,2,3,4,6,7 {R6} l 1 6,6,0"
    assert refused(P, position, "enter") == "PAT-07"
    assert legal(P, position) == {"4+1", "7+1"}


def test_PAT_07_an_opponents_piece_on_the_entry_cell_is_captured():
    # dark 26 stands on cell 0, light's entry cell
    assert play(P, f"{R6} 26,r,r,r,r,r l 1 6,6,0", "enter") == f"0,r,r,r,r,r {R6} d - 7,5,0"
    # light 26 stands on cell 26, dark's entry cell
    assert play(P, f"26,r,r,r,r,r {R6} d 1 6,6,0", "enter") == f"{R6} 0,r,r,r,r,r l - 5,7,0"
    assert play(FAMILY, f"{R6} 26,r,r,r,r,r l 1 -", "enter") == f"0,r,r,r,r,r {R6} d - -"


def test_PAT_07_one_piece_per_cell_a_piece_may_not_end_on_its_own_piece():
    position = f"3,6,r,r,r,r {R6} l 3 6,6,0"
    assert legal(P, position) == {"6+3"}
    # the rule file states "one piece per cell" as an interpretation without its own clause number
    assert refused(P, position, "3+3") in {"PAT-07", "PAT-10"}
    assert play(P, position, "6+3") == f"3,9,r,r,r,r {R6} d - 6,6,0"
    # every own piece in the way: pass
    assert legal(P, f"3,6,9,12,15,18 {R6} l 3 6,6,0") == {"18+3"}


def test_PAT_07_pieces_pass_over_any_pieces():
    # light 3 passes over its own piece on 6, dark's piece on cell 8 (dark 34) and the offering cell 5
    position = "3,6,r,r,r,r 34,r,r,r,r,r l 10 6,6,0"
    assert legal(P, position) == {"3+10", "6+10"}
    assert play(P, position, "3+10") == "6,13,r,r,r,r 34,r,r,r,r,r d - 6,6,0"


def test_PAT_08_the_cell_is_entry_plus_progress_mod_52_light_from_0_dark_from_26():
    board = board_file()
    assert board["entry"] == {"light": 0, "dark": 26}
    g = get_game(P)
    state = g.parse_position("27,51,r,r,r,r 4,30,51,r,r,r l - 6,6,0")
    assert g.ascii(state).splitlines() == [
        "light: 27(cell 27) 51(cell 51)  reserve 4  off 0",
        "dark: 4(cell 30) 30(cell 4) 51(cell 25)  reserve 3  off 0",
    ]
    # two pieces of both sides on one cell are not a position: dark 4 is on cell 30
    not_a_position(P, "30,r,r,r,r,r 4,r,r,r,r,r l - 6,6,0")
    not_a_position(P, "25,r,r,r,r,r 51,r,r,r,r,r l - 6,6,0")
    not_a_position(P, "0,r,r,r,r,r 26,r,r,r,r,r l - 6,6,0")
    # light 27 + 3 lands on cell 30, where dark 4 stands, and takes it
    assert play(P, "27,r,r,r,r,r 4,r,r,r,r,r l 3 6,6,0", "27+3") == f"30,r,r,r,r,r {R6} d - 7,5,0"
    # dark 50 + 2 wraps past its entry cell 26: a full circuit, off the board
    assert play(P, f"{R6} 50,r,r,r,r,r d 2 6,6,0", "50+2") == f"{R6} r,r,r,r,r,o l - 6,6,0"
    # dark 20 + 10 crosses cell 51 -> 0 -> 4 on its way round
    assert play(P, f"{R6} 20,r,r,r,r,r d 10 6,6,0", "20+10") == f"{R6} 30,r,r,r,r,r l - 6,6,0"


def test_PAT_08_cells_run_clockwise_round_the_x():
    board = board_file()
    cells = sorted(board["cells"], key=lambda cell: cell["index"])
    turn = 0.0
    for here, there in zip(cells, cells[1:] + cells[:1], strict=True):
        step = math.atan2(there["y"], there["x"]) - math.atan2(here["y"], here["x"])
        turn += (step + math.pi) % (2 * math.pi) - math.pi
    assert turn == pytest.approx(-2 * math.pi)  # y up: once round, clockwise


def test_PAT_09_the_offering_cells_are_5_18_31_44_at_the_ends_of_the_rays():
    board = board_file()
    assert sorted(board["offering_cells"]) == list(OFFERING_CELLS)
    assert set(OFFERING_CELLS) <= set(board["arm_tip_cells"])


@pytest.mark.parametrize("cell", OFFERING_CELLS)
def test_PAT_09_landing_on_an_offering_cell_pays_one_item_to_the_bank(cell):
    before = f"{cell - 3},r,r,r,r,r {R6} l 3 6,6,0"
    assert play(P, before, f"{cell - 3}+3") == f"{cell},r,r,r,r,r {R6} d - 5,6,1"
    # dark: progress (cell - 26) mod 52
    q = (cell - 26) % 52
    before = f"{R6} {q - 2},r,r,r,r,r d 2 5,6,1"
    assert play(P, before, f"{q - 2}+2") == f"{R6} {q},r,r,r,r,r l - 5,5,2"


def test_PAT_09_passing_over_an_offering_cell_is_free():
    assert play(P, f"2,r,r,r,r,r {R6} l 4 6,6,0", "2+4") == f"6,r,r,r,r,r {R6} d - 6,6,0"
    assert play(P, f"{R6} 1,r,r,r,r,r d 10 6,6,0", "1+10") == f"{R6} 11,r,r,r,r,r l - 6,6,0"


def test_PAT_09_the_offering_applies_with_stakes_only():
    assert play(FAMILY, f"2,r,r,r,r,r {R6} l 3 -", "2+3") == f"5,r,r,r,r,r {R6} d - -"
    assert play(QUICK, "2,r,r r,r,r l 3 6,6,0", "2+3") == "5,r,r r,r,r d - 5,6,1"


def test_PAT_10_a_capture_sends_the_piece_back_to_its_owners_reserve():
    # dark 39 stands on cell 13
    position = "10,r,r,r,r,r 20,39,r,r,r,r l 3 6,6,0"
    after = play(P, position, "10+3")
    assert after == "13,r,r,r,r,r 20,r,r,r,r,r d - 7,5,0"
    # the captured piece comes back only with a 1
    assert legal(P, "13,r,r,r,r,r 20,r,r,r,r,r d 3 7,5,0") == {"20+3"}
    assert legal(P, "13,r,r,r,r,r 20,r,r,r,r,r d 1 7,5,0") == {"enter", "20+1"}
    assert play(FAMILY, "10,r,r,r,r,r 20,39,r,r,r,r l 3 -", "10+3") == "13,r,r,r,r,r 20,r,r,r,r,r d - -"
    # dark captures the same way: light 3 stands on cell 3, dark progress 29
    assert play(P, "3,r,r,r,r,r 25,r,r,r,r,r d 4 6,6,0", "25+4") == f"{R6} 29,r,r,r,r,r l - 5,7,0"


def test_PAT_11_a_capture_takes_one_item_from_the_opponent_for_the_captor():
    assert play(P, "10,r,r,r,r,r 39,r,r,r,r,r l 3 6,6,0", "10+3") == f"13,r,r,r,r,r {R6} d - 7,5,0"
    assert play(P, "10,r,r,r,r,r 39,r,r,r,r,r l 3 2,7,3", "10+3") == f"13,r,r,r,r,r {R6} d - 3,6,3"
    assert play(QUICK, "10,r,r 39,r,r l 3 6,6,0", "10+3") == "13,r,r r,r,r d - 7,5,0"


def test_PAT_11_a_capture_on_an_offering_cell_is_settled_before_the_offering():
    # dark 31 stands on cell 5: light takes it (+1 item, dark -1) and then pays the offering (-1, bank +1)
    position = "2,r,r,r,r,r 31,r,r,r,r,r l 3 6,6,0"
    assert play(P, position, "2+3") == f"5,r,r,r,r,r {R6} d - 6,5,1"
    # with one item left, light survives: the capture pays for the offering
    after = play(P, "2,r,r,r,r,r 31,r,r,r,r,r l 3 1,11,0", "2+3")
    assert after == f"5,r,r,r,r,r {R6} d - 1,10,1"
    assert status(P, after) is None
    assert get_game(P).to_move(get_game(P).parse_position(after)) == CHANCE


def test_PAT_12_a_piece_leaves_the_board_at_progress_52_or_more():
    assert play(P, f"47,r,r,r,r,r {R6} l 5 6,6,0", "47+5") == f"r,r,r,r,r,o {R6} d - 6,6,0"
    assert play(P, f"51,r,r,r,r,r {R6} l 1 6,6,0", "51+1") == f"r,r,r,r,r,o {R6} d - 6,6,0"
    assert play(P, f"50,r,r,r,r,r {R6} l 10 6,6,0", "50+10") == f"r,r,r,r,r,o {R6} d - 6,6,0"
    # 51 is still on the board (cell 51), and no entry cell stops a piece leaving
    assert play(P, f"46,r,r,r,r,r {R6} l 5 6,6,0", "46+5") == f"51,r,r,r,r,r {R6} d - 6,6,0"
    assert play(P, f"0,48,r,r,r,r {R6} l 4 6,6,0", "48+4") == f"0,r,r,r,r,o {R6} d - 6,6,0"


def test_PAT_12_taking_all_pieces_off_wins():
    won = play(P, f"50,o,o,o,o,o {R6} l 3 5,4,3", "50+3")
    assert won == f"o,o,o,o,o,o {R6} d - 8,4,0"  # the winner takes the bank (PAT-13)
    assert status(P, won) == ("light", "PAT-12")
    g = get_game(P)
    state = g.parse_position(won)
    assert g.to_move(state) is None and g.legal_moves(state) == [] and g.chance_outcomes(state) == []
    assert g.outcome(state).reason.code == "pat_end_home"
    assert status(P, f"r,o,o,o,o,o {R6} d - 6,6,0") is None
    assert status(P, f"51,o,o,o,o,o {R6} d - 6,6,0") is None
    assert status(FAMILY, f"{R6} o,o,o,o,o,o l - -") == ("dark", "PAT-12")
    assert play(FAMILY, f"{R6} 49,o,o,o,o,o d 5 -", "49+5") == f"{R6} o,o,o,o,o,o l - -"
    assert status(QUICK, "o,o,o r,r,r d - 6,6,0") == ("light", "PAT-12")


def test_PAT_13_a_player_whose_items_reach_0_loses_at_once_and_the_winner_takes_the_bank():
    # light's last item goes to the bank on an offering cell: dark wins and takes the bank
    lost = play(P, f"2,r,r,r,r,r {R6} l 3 1,9,2", "2+3")
    assert lost == f"5,r,r,r,r,r {R6} d - 0,12,0"
    assert status(P, lost) == ("dark", "PAT-13")
    g = get_game(P)
    state = g.parse_position(lost)
    assert g.to_move(state) is None and g.legal_moves(state) == []
    assert g.outcome(state).winner == DARK and g.outcome(state).reason.code == "pat_end_bankrupt"
    # dark's last item taken by a capture: light wins on dark's turn to move
    lost = play(P, "10,r,r,r,r,r 39,r,r,r,r,r l 3 5,1,6", "10+3")
    assert lost == f"13,r,r,r,r,r {R6} d - 12,0,0"
    assert status(P, lost) == ("light", "PAT-13")
    assert g.outcome(g.parse_position(lost)).winner == LIGHT
    # whoever's turn it is
    for side in ("l", "d"):
        assert status(P, f"{R6} {R6} {side} - 0,10,2") == ("dark", "PAT-13")
        assert status(P, f"{R6} {R6} {side} 3 4,0,8") == ("light", "PAT-13")
    assert status(QUICK, "r,r,r r,r,r d - 0,12,0") == ("dark", "PAT-13")


def test_PAT_14_high_stakes_is_the_historical_game_with_stakes_and_bankruptcy():
    g = get_game(P)
    assert g.format_position(g.initial_state()) == "r,r,r,r,r,r r,r,r,r,r,r l - 6,6,0"
    assert g.rules.pieces == 6 and g.rules.stakes == 6 and g.rules.clause == "PAT-14"
    assert status(P, f"{R6} {R6} l - 0,12,0") == ("dark", "PAT-13")


def test_PAT_15_family_has_no_stakes_only_the_race_decides():
    g = get_game(FAMILY)
    assert g.format_position(g.initial_state()) == "r,r,r,r,r,r r,r,r,r,r,r l - -"
    assert g.rules.pieces == 6 and g.rules.stakes is None and g.rules.clause == "PAT-15"
    not_a_position(FAMILY, START)
    not_a_position(P, f"{R6} {R6} l - -")
    # captures and offerings cost nothing
    assert play(FAMILY, "2,r,r,r,r,r 31,r,r,r,r,r l 3 -", "2+3") == f"5,r,r,r,r,r {R6} d - -"


def test_PAT_16_quick_has_three_pieces_each_and_still_six_items():
    g = get_game(QUICK)
    assert g.format_position(g.initial_state()) == "r,r,r r,r,r l - 6,6,0"
    assert g.rules.pieces == 3 and g.rules.stakes == 6 and g.rules.clause == "PAT-16"
    not_a_position(QUICK, START)
    not_a_position(QUICK, "r,r,r r,r,r l - 3,3,0")
    assert play(QUICK, "50,o,o r,r,r l 3 6,6,0", "50+3") == "o,o,o r,r,r d - 6,6,0"


SEQUENCE = (
    "throw:1",
    "enter",
    "throw:1",
    "enter",
    "throw:5",
    "0+5",
    "throw:5",
    "0+5",
    "throw:10",
    "5+10",
    "throw:3",
    "5+3",
    "throw:1",
    "enter",
    "throw:2",
    "8+2",
    "throw:4",
    "15+4",
    "throw:3",
    "10+3",
)
"""Both sides enter, pay an offering each (light on cell 5, dark on cell 31), then race on."""


@pytest.mark.parametrize(
    ("rules", "start", "end"),
    [
        (P, START, "0,19,r,r,r,r 13,r,r,r,r,r l - 5,5,2"),
        (FAMILY, f"{R6} {R6} l - -", "0,19,r,r,r,r 13,r,r,r,r,r l - -"),
        (QUICK, "r,r,r r,r,r l - 6,6,0", "0,19,r 13,r,r l - 5,5,2"),
    ],
)
def test_PAT_14_15_16_the_presets_differ_only_in_pieces_and_stakes(rules, start, end):
    g, high = get_game(rules), get_game(P)
    assert g.format_position(g.initial_state()) == start
    assert g.chance_outcomes(g.initial_state()) == high.chance_outcomes(high.initial_state())
    assert play(rules, start, *SEQUENCE) == end
    # the same moves are legal at every step
    state, reference = g.initial_state(), high.initial_state()
    for text in SEQUENCE:
        assert legal(rules, g.format_position(state)) == legal(P, high.format_position(reference))
        state = g.apply(state, g.parse_move(state, text))
        reference = high.apply(reference, high.parse_move(reference, text))
