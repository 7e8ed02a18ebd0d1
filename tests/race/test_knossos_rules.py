"""The Minoan race game from Knossos, clause by clause (docs/rules.md, KNO-01..KNO-17).

Every test starts from a position written in the notation at the bottom of the rule file:
``<light> <dark> <to-move> <coins> <head>``, the fleets being route positions 0..21.  The route
(position -> cell) is read from the shared board file, not from the engine:

    position: 0  1  2  3  4  5  6  7  8  9  10 11 12 13 14 15 16 17 18 19 20 21
    cell:     19 10 11 12 13 14 15 16 17 18 9  8  7  6  5  4  3  2  1  8  9  19
"""

from __future__ import annotations

import json
from fractions import Fraction
from functools import partial
from pathlib import Path

import pytest

from games import get_game
from games.core import CHANCE, DARK, LIGHT, NotationError
from tests import rule_helpers

R = "knossos"
START = "0,0,0,0,0 0,0,0,0,0 l - 0"
HERE = Path(__file__).resolve()
BOARD = HERE.parents[2] / "games" / "boards" / "knossos.json"
"""The engine's board file."""
ROUTE = (19, 10, 11, 12, 13, 14, 15, 16, 17, 18, 9, 8, 7, 6, 5, 4, 3, 2, 1, 8, 9, 19)
"""The route table of docs/rules.md, position -> cell."""


# ----------------------------------------------------------------- helpers
legal, play, refused, status = (
    partial(helper, R) for helper in (rule_helpers.legal, rule_helpers.play, rule_helpers.refused, rule_helpers.status)
)
"""The shared rule helpers (``tests.rule_helpers``), for this game's rules."""


# ----------------------------------------------------------------- the board
def test_the_route_of_the_rules_is_the_route_of_the_board_file():
    board = json.loads(BOARD.read_text(encoding="utf-8"))
    assert tuple(board["route"]) == ROUTE
    assert len(board["cells"]) == 19
    assert sorted(board["shared_cells"]) == [9, 19]
    assert board["home"] == 19 and board["open_sea"] == 9 and board["gate"] == 8


# ----------------------------------------------------------------- clauses
def test_KNO_01_two_players_five_pieces_each():
    g = get_game(R)
    state = g.initial_state()
    light, dark = g.format_position(state).split(" ")[:2]
    assert light.split(",") == ["0"] * 5 and dark.split(",") == ["0"] * 5
    for wrong in ("0,0,0,0 0,0,0,0,0 l - 0", "0,0,0,0,0 0,0,0,0,0,0 l - 0"):
        with pytest.raises(NotationError):
            g.parse_position(wrong)


def test_KNO_02_two_coins_make_2_3_or_4_with_chances_one_quarter_one_half_one_quarter():
    g = get_game(R)
    state = g.parse_position(START)
    assert g.to_move(state) == CHANCE
    chances = {g.format_move(m): p for m, p in g.chance_outcomes(state)}
    assert chances == {"throw:1,1": Fraction(1, 4), "throw:2,1": Fraction(1, 2), "throw:2,2": Fraction(1, 4)}
    assert all(isinstance(p, Fraction) for p in chances.values())
    assert sum(chances.values()) == 1
    totals = {}
    for text, p in chances.items():
        total = sum(int(c) for c in text.split(":")[1].split(","))
        totals[total] = totals.get(total, 0) + p
    assert totals == {2: Fraction(1, 4), 3: Fraction(1, 2), 4: Fraction(1, 4)}
    # at a chance position the legal moves are the throws; once thrown, no throw is possible
    assert legal(START) == set(chances)
    assert play(START, "throw:2,1") == "0,0,0,0,0 0,0,0,0,0 l 2,1 0"
    assert g.chance_outcomes(g.parse_position("0,0,0,0,0 0,0,0,0,0 l 2,1 0")) == []
    assert refused("0,0,0,0,0 0,0,0,0,0 l 2,1 0", "throw:2,2") is None
    with pytest.raises(NotationError):
        g.parse_move(state, "throw:3,1")


def test_KNO_03_at_the_start_every_piece_stands_on_cell_19_the_home_harbour():
    g = get_game(R)
    assert g.format_position(g.initial_state()) == START
    assert g.parse_position(START) == g.initial_state()
    assert ROUTE[0] == 19
    assert g.ascii(g.initial_state()).count("(cell 19)") == 10


def test_KNO_04_light_throws_first_then_the_turn_passes_to_dark():
    g = get_game(R)
    state = g.initial_state()
    assert g.to_move(state) == CHANCE
    state = g.apply(state, g.parse_move(state, "throw:1,1"))
    assert g.to_move(state) == LIGHT
    assert play(START, "throw:1,1", "0+1", "1+1") == "0,0,0,0,2 0,0,0,0,0 d - 0"
    after = g.parse_position(play(START, "throw:1,1", "0+1", "1+1", "throw:1,1"))
    assert g.to_move(after) == DARK
    assert legal("0,0,0,0,2 0,0,0,0,0 d 1,1 0") == {"0+1"}


def test_KNO_05_pieces_move_forward_along_the_route_only():
    position = "0,0,0,0,6 0,0,0,0,0 l 2,1 0"
    assert legal(position) == {"0+1", "0+2", "6+1", "6+2"}
    assert play(position, "6+1") == "0,0,0,0,7 0,0,0,0,0 l 2 0"
    assert play(position, "6+2") == "0,0,0,0,8 0,0,0,0,0 l 1 0"
    g = get_game(R)
    state = g.parse_position(position)
    for backwards in ("6-1", "6+-1", "6+0"):
        with pytest.raises(NotationError):
            g.parse_move(state, backwards)


def test_KNO_06_a_4_moves_one_piece_4_or_two_pieces_2_each():
    position = "0,0,0,3,5 0,0,0,0,0 l 2,2 0"
    assert legal(position) == {"0+2", "3+2", "5+2"}
    assert play(position, "3+2", "5+2") == "0,0,0,5,7 0,0,0,0,0 d - 0"
    assert play(position, "5+2", "7+2") == "0,0,0,3,9 0,0,0,0,0 d - 0"
    # two pieces 2 each from the harbour: the second may not leave in the same turn (KNO-07)
    assert play(position, "0+2", "3+2") == "0,0,2,5,5 0,0,0,0,0 d - 0"


def test_KNO_06_the_coins_are_used_one_at_a_time_never_added_up():
    position = "0,0,0,0,5 0,0,0,0,0 l 2,1 0"
    assert legal(position) == {"0+1", "0+2", "5+1", "5+2"}
    g = get_game(R)
    with pytest.raises(NotationError):  # no coin move of 3: a 2 and a 1 are two moves
        g.parse_move(g.parse_position(position), "5+3")
    assert play(position, "5+2") == "0,0,0,0,7 0,0,0,0,0 l 1 0"
    assert play(position, "5+2", "7+1") == "0,0,0,0,8 0,0,0,0,0 d - 0"
    # the same piece may take both coins, in either order
    assert play(position, "5+1", "6+2") == "0,0,0,0,8 0,0,0,0,0 d - 0"
    # a coin not thrown (or already used) cannot be used
    assert refused("0,0,0,0,5 0,0,0,0,0 l 1,1 0", "5+2") == "KNO-06"
    assert refused("0,0,0,0,7 0,0,0,0,0 l 1 0", "7+2") == "KNO-06"


def test_KNO_06_a_click_on_a_cell_no_coin_reaches_is_told_the_cells_the_coins_reach():
    """The board's refusal of a target (``explain_places``): the cells this piece's coins take it to, and the clause."""
    g = get_game(R)
    state = g.parse_position("0,0,0,0,5 0,0,0,0,0 l 2,1 0")  # position 5 is cell 14: a 1 takes it to 15, a 2 to 16
    said = g.explain_places(state, ("14", "18"))
    assert said is not None and said.clause == "KNO-06"
    assert said.text("en") == (
        "A coin moves a piece by its value: from cell 14 your coins take it to cell 15 or cell 16, not to cell 18"
        " — KNO-06"
    )
    assert "с клетки 14" in said.text("ru") and "на клетку 15 или 16, а не на клетку 18" in said.text("ru")
    assert g.explain_places(state, ("14", "16")) is None  # a cell a coin reaches is no refusal
    one = g.explain_places(g.parse_position("0,0,0,0,5 0,0,0,0,0 l 1,1 0"), ("14", "16"))
    assert one is not None and dict(one.args)["cell"] == ROUTE[6]
    # a coin that may not stop on the cell the opponent holds (KNO-10) is not among the cells offered
    blocked = g.parse_position("0,0,0,0,5 0,0,0,0,7 l 2,1 0")
    only = g.explain_places(blocked, ("14", "18"))
    assert only is not None and only.code == "kno_reach_one" and dict(only.args)["cell"] == ROUTE[6]


def test_KNO_07_at_most_one_piece_may_leave_cell_19_in_one_turn():
    position = "0,0,0,0,0 0,0,0,0,0 l 2,1 0"
    assert play(position, "0+1") == "0,0,0,0,1 0,0,0,0,0 l 2 1"
    assert legal("0,0,0,0,1 0,0,0,0,0 l 2 1") == {"1+2"}
    assert refused("0,0,0,0,1 0,0,0,0,0 l 2 1", "0+2") == "KNO-07"
    assert play(position, "0+1", "1+2") == "0,0,0,0,3 0,0,0,0,0 d - 0"
    # a piece already at sea may take the other coin; the flag resets for the next turn
    position = "0,0,0,0,5 0,0,0,0,0 l 1,1 0"
    assert play(position, "0+1") == "0,0,0,1,5 0,0,0,0,0 l 1 1"
    assert legal("0,0,0,1,5 0,0,0,0,0 l 1 1") == {"1+1", "5+1"}
    assert refused("0,0,0,1,5 0,0,0,0,0 l 1 1", "0+1") == "KNO-07"
    assert play(position, "0+1", "5+1") == "0,0,0,1,6 0,0,0,0,0 d - 0"
    assert play(position, "5+1", "0+1") == "0,0,0,1,6 0,0,0,0,0 d - 0"


def test_KNO_07_the_second_piece_is_refused_even_when_it_is_the_only_move_left():
    # the piece that left is blocked by dark on cell 12 and cell 11 is free, yet no second piece
    # may leave: the remaining coin cannot be used and the turn ends with a pass
    position = "0,0,0,0,1 0,0,0,0,3 l 2 1"
    assert legal(position) == {"pass"}
    # the reason given may be the harbour rule itself or the lost turn it leads to
    assert refused(position, "0+2") in {"KNO-07", "KNO-14"}
    assert refused(position, "1+2") in {"KNO-10", "KNO-14"}


def test_KNO_08_a_2_passes_over_the_position_between_whatever_stands_there():
    # dark on cell 12 (position 3): light on position 2 cannot stop there but jumps it with a 2
    position = "0,0,0,0,2 0,0,0,0,3 l 2,1 0"
    assert legal(position) == {"0+1", "0+2", "2+2"}
    assert refused(position, "2+1") == "KNO-10"
    assert play(position, "2+2") == "0,0,0,0,4 0,0,0,0,3 l 1 0"


def test_KNO_08_the_jump_may_land_on_the_jumpers_own_colour():
    position = "0,0,0,2,4 0,0,0,0,3 l 2 0"
    assert play(position, "2+2") == "0,0,0,4,4 0,0,0,0,3 d - 0"


def test_KNO_08_the_jump_may_not_land_on_an_opponent_and_two_blocked_cells_in_a_row_are_a_wall():
    # dark on cells 12 and 13 (positions 3, 4): light on position 2 can use neither coin
    position = "0,0,0,0,2 0,0,0,3,4 l 2,1 0"
    assert refused(position, "2+1") == "KNO-10"
    assert refused(position, "2+2") == "KNO-10"
    assert legal(position) == {"0+1", "0+2"}
    # a whole fleet behind the wall can only pass
    assert legal("2,2,2,2,2 0,0,0,3,4 l 2,1 0") == {"pass"}


def test_KNO_09_pieces_of_one_colour_may_share_a_cell():
    assert play("0,0,0,3,4 0,0,0,0,0 l 1 0", "3+1") == "0,0,0,4,4 0,0,0,0,0 d - 0"
    assert play("0,4,4,4,5 0,0,0,0,0 l 1 0", "5+1") == "0,4,4,4,6 0,0,0,0,0 d - 0"
    assert play("0,4,4,4,6 0,0,0,0,0 l 2 0", "4+2") == "0,4,4,6,6 0,0,0,0,0 d - 0"
    g = get_game(R)
    crowded = "5,5,5,5,5 7,7,7,7,7 d 1 0"
    assert g.format_position(g.parse_position(crowded)) == crowded
    assert legal(crowded) == {"7+1"}


def test_KNO_10_a_piece_may_not_stop_on_a_cell_held_by_the_opponent():
    position = "0,0,0,0,4 0,0,0,0,5 l 2,1 0"
    assert refused(position, "4+1") == "KNO-10"
    assert legal(position) == {"0+1", "0+2", "4+2"}
    g = get_game(R)
    why = g.explain(g.parse_position(position), "4+1")
    assert why.code == "kno_blocked" and "14" in why.text("en")
    # the dark side is held back the same way
    assert refused("0,0,0,0,5 0,0,0,0,4 d 1 0", "4+1") == "KNO-10"


def test_KNO_10_is_about_cells_not_route_positions():
    # light on cell 8 on its way out (position 11) blocks dark coming back through cell 8 (position 19)
    position = "0,0,0,0,11 0,0,0,0,18 d 2,1 0"
    assert refused(position, "18+1") == "KNO-10"
    assert legal(position) == {"0+1", "0+2", "18+2"}
    assert play(position, "18+2") == "0,0,0,0,11 0,0,0,0,20 d 1 0"
    assert refused("0,0,0,0,11 0,0,0,0,17 d 2 0", "17+2") == "KNO-10"
    # and the other way round: dark coming back on cell 8 (position 19) blocks light going out
    position = "0,0,0,0,10 0,0,0,0,19 l 2,1 0"
    assert refused(position, "10+1") == "KNO-10"
    assert refused("0,0,0,0,9 0,0,0,0,19 l 2 0", "9+2") == "KNO-10"
    assert play(position, "10+2") == "0,0,0,0,12 0,0,0,0,19 l 1 0"
    # two pieces on cell 8 in opposite directions are not a position at all
    g = get_game(R)
    with pytest.raises(NotationError):
        g.parse_position("0,0,0,0,11 0,0,0,0,19 l - 0")


def test_KNO_10_only_cells_19_and_9_hold_both_colours():
    g = get_game(R)
    # the open sea: light on the way out (position 10), dark on the way back (position 20)
    both = "0,0,0,0,10 0,0,0,0,20 l - 0"
    assert g.format_position(g.parse_position(both)) == both
    assert play("0,0,0,0,9 0,0,0,0,20 l 1 0", "9+1") == "0,0,0,0,10 0,0,0,0,20 d - 0"
    assert play("0,0,0,0,10 0,0,0,0,19 d 1 0", "19+1") == "0,0,0,0,10 0,0,0,0,20 l - 0"
    assert play("0,0,0,0,10 0,0,0,0,10 d 1 0", "10+1") == "0,0,0,0,10 0,0,0,0,11 l - 0"
    # the home harbour: finished and waiting pieces of both colours
    assert play("0,0,0,0,20 0,0,0,0,0 l 1 0", "20+1") == "0,0,0,0,21 0,0,0,0,0 d - 0"
    assert play("0,0,0,0,21 0,0,0,0,20 d 1 0", "20+1") == "0,0,0,0,21 0,0,0,0,21 l - 0"
    # any other cell is refused, in a position as in a move
    for other_cell in ("0,0,0,0,1 0,0,0,0,1 l - 0", "0,0,0,0,12 0,0,0,0,12 l - 0", "0,0,0,0,9 0,0,0,0,9 l - 0"):
        with pytest.raises(NotationError):
            g.parse_position(other_cell)


def test_KNO_11_the_far_islands_are_entered_and_left_only_through_cell_8():
    # a piece walks the whole route one coin at a time: the cells it stops on
    g = get_game(R)
    cells = []
    for position in range(21):
        after = play(f"0,0,0,0,{position} 0,0,0,0,0 l 1 0", f"{position}+1")
        assert after == f"0,0,0,0,{position + 1} 0,0,0,0,0 d - 0"
        assert f"{position + 1}(cell {ROUTE[position + 1]})" in g.ascii(g.parse_position(after))
        cells.append(ROUTE[position + 1])
    assert cells == [10, 11, 12, 13, 14, 15, 16, 17, 18, 9, 8, 7, 6, 5, 4, 3, 2, 1, 8, 9, 19]
    islands = [i for i, cell in enumerate(cells) if 1 <= cell <= 7]
    assert cells[islands[0] - 1] == 8 and cells[islands[-1] + 1] == 8
    # from the open sea the next stop is cell 8, and from the last island it is cell 8 again
    assert play("0,0,0,0,10 0,0,0,0,0 l 1 0", "10+1") == "0,0,0,0,11 0,0,0,0,0 d - 0"
    assert play("0,0,0,0,18 0,0,0,0,0 l 1 0", "18+1") == "0,0,0,0,19 0,0,0,0,0 d - 0"


def test_KNO_12_from_the_open_sea_a_piece_jumps_an_opponent_on_cell_8():
    # dark on cell 8 going out (position 11)
    position = "0,0,0,0,10 0,0,0,0,11 l 2,1 0"
    assert legal(position) == {"0+1", "0+2", "10+2"}
    assert refused(position, "10+1") == "KNO-10"
    assert play(position, "10+2") == "0,0,0,0,12 0,0,0,0,11 l 1 0"
    # dark on cell 8 coming back (position 19)
    assert play("0,0,0,0,10 0,0,0,0,19 l 2 0", "10+2") == "0,0,0,0,12 0,0,0,0,19 d - 0"
    # "when the cell beyond is free": dark also on cell 7 (position 12) makes a wall
    position = "0,0,0,0,10 0,0,0,11,12 l 2,1 0"
    assert refused(position, "10+2") == "KNO-10"
    assert legal(position) == {"0+1", "0+2"}
    # dark does the same from the open sea
    assert play("0,0,0,0,11 0,0,0,0,10 d 2 0", "10+2") == "0,0,0,0,11 0,0,0,0,12 l - 0"


def test_KNO_13_nothing_is_ever_captured():
    # jumping over an opponent leaves it where it stands
    assert play("0,0,0,0,2 0,0,0,0,3 l 2 0", "2+2") == "0,0,0,0,4 0,0,0,0,3 d - 0"
    # stopping beside an opponent on a shared cell neither removes nor moves it
    assert play("0,0,0,0,9 0,0,0,0,20 l 1 0", "9+1") == "0,0,0,0,10 0,0,0,0,20 d - 0"
    assert play("0,0,0,0,20 0,0,0,0,0 l 1 0", "20+1") == "0,0,0,0,21 0,0,0,0,0 d - 0"
    # a jam holds the opponent back: dark on cells 10 and 11 keeps every light piece in the harbour
    assert legal("0,0,0,0,0 1,1,2,2,2 l 2,1 0") == {"pass"}


def test_KNO_14_a_player_who_cannot_move_loses_the_turn():
    position = "0,0,0,0,0 1,1,2,2,2 l 2,1 0"
    assert legal(position) == {"pass"}
    assert refused(position, "0+1") == "KNO-10"  # the specific reason: dark holds cell 10
    assert refused(position, "0+2") == "KNO-10"  # and cell 11
    assert play(position, "pass") == "0,0,0,0,0 1,1,2,2,2 d - 0"
    # a lost turn in the middle of a turn: the remaining coin cannot be used
    assert legal("0,0,0,0,1 0,0,0,0,3 l 2 1") == {"pass"}
    assert play("0,0,0,0,1 0,0,0,0,3 l 2 1", "pass") == "0,0,0,0,1 0,0,0,0,3 d - 0"
    g = get_game(R)
    after = g.parse_position(play(position, "pass"))
    assert g.to_move(after) == CHANCE and g.outcome(after) is None


def test_KNO_15_pass_is_refused_while_a_coin_can_be_used():
    assert refused("0,0,0,0,0 0,0,0,0,0 l 2,1 0", "pass") == "KNO-15"
    # only one of the two coins usable: it must be used
    position = "0,0,0,0,0 0,0,0,0,2 l 2,1 0"
    assert legal(position) == {"0+1"}
    assert refused(position, "pass") == "KNO-15"
    assert refused(position, "0+2") == "KNO-10"
    assert play(position, "0+1") == "0,0,0,0,1 0,0,0,0,2 l 2 1"
    # the 2 now jumps dark on cell 11 from cell 10
    assert play(position, "0+1", "1+2") == "0,0,0,0,3 0,0,0,0,2 d - 0"


def test_KNO_15_once_one_coin_is_used_the_other_must_be_used_if_it_can():
    position = "0,0,0,0,5 0,0,0,0,0 l 2,1 0"
    after_one = play(position, "5+2")
    assert after_one == "0,0,0,0,7 0,0,0,0,0 l 1 0"
    assert legal(after_one) == {"0+1", "7+1"}
    assert refused(after_one, "pass") == "KNO-15"
    g = get_game(R)
    assert g.to_move(g.parse_position(after_one)) == LIGHT
    # the player chooses the order of the coins
    assert play(position, "5+1", "0+2") == "0,0,0,2,6 0,0,0,0,0 d - 0"
    assert play(position, "0+2", "5+1") == "0,0,0,2,6 0,0,0,0,0 d - 0"
    # when the remaining coin can be used by no piece, the turn ends with pass: here either order
    # leaves a coin that would land on dark's cell 12 or take a second piece out of the harbour
    blocked = "0,0,0,0,0 0,0,0,0,3 l 2,1 0"
    assert legal(blocked) == {"0+1", "0+2"}
    assert play(blocked, "0+1") == "0,0,0,0,1 0,0,0,0,3 l 2 1"
    assert play(blocked, "0+1", "pass") == "0,0,0,0,1 0,0,0,0,3 d - 0"
    assert play(blocked, "0+2") == "0,0,0,0,2 0,0,0,0,3 l 1 1"
    assert play(blocked, "0+2", "pass") == "0,0,0,0,2 0,0,0,0,3 d - 0"


def test_KNO_16_pieces_come_back_home_by_cells_8_9_and_19():
    assert ROUTE[-3:] == (8, 9, 19)
    assert [ROUTE[p] for p in (18, 19, 20, 21)] == [1, 8, 9, 19]
    assert play("0,0,0,0,18 0,0,0,0,0 l 1,1 0", "18+1", "19+1") == "0,0,0,0,20 0,0,0,0,0 d - 0"
    assert play("0,0,0,0,20 0,0,0,0,0 l 1 0", "20+1") == "0,0,0,0,21 0,0,0,0,0 d - 0"
    # the way home is the way out reversed on the last three cells: a piece on position 19
    # stands on the gate, and one coin of 2 from there reaches the harbour past the open sea
    assert play("0,0,0,0,19 0,0,0,0,0 l 2 0", "19+2") == "0,0,0,0,21 0,0,0,0,0 d - 0"


def test_KNO_17_a_piece_is_home_on_reaching_position_21_or_beyond():
    assert play("0,0,0,0,20 0,0,0,0,0 l 2 0", "20+2") == "0,0,0,0,21 0,0,0,0,0 d - 0"
    assert play("0,0,0,0,20 0,0,0,0,0 l 2,1 0", "20+1") == "0,0,0,0,21 0,0,0,0,0 l 2 0"
    assert play("0,0,0,0,19 0,0,0,0,0 l 2 0", "19+2") == "0,0,0,0,21 0,0,0,0,0 d - 0"
    g = get_game(R)
    with pytest.raises(NotationError):
        g.parse_position("0,0,0,0,22 0,0,0,0,0 l - 0")


def test_KNO_17_finished_pieces_never_move_again():
    position = "0,0,0,0,21 0,0,0,0,0 l 2 0"
    assert legal(position) == {"0+2"}
    assert refused(position, "21+2") == "KNO-17"
    # four home: only the fifth piece moves, and only where dark does not block it
    position = "9,21,21,21,21 0,0,0,11,12 l 2,1 0"
    assert refused(position, "21+1") == "KNO-17"
    assert legal(position) == {"9+1"}


def test_KNO_17_all_five_pieces_home_wins():
    assert status("21,21,21,21,21 0,0,0,0,0 d - 0") == ("light", "KNO-17")
    assert status("0,3,21,21,21 21,21,21,21,21 l - 0") == ("dark", "KNO-17")
    assert status("20,21,21,21,21 0,0,0,0,0 l - 0") is None
    won = play("20,21,21,21,21 0,0,0,0,0 l 2,1 0", "20+2")
    assert won == "21,21,21,21,21 0,0,0,0,0 l 1 0"
    assert status(won) == ("light", "KNO-17")
    g = get_game(R)
    state = g.parse_position(won)
    assert g.to_move(state) is None
    assert g.legal_moves(state) == [] and g.chance_outcomes(state) == []
    assert g.outcome(state).winner == LIGHT
    assert g.outcome(state).reason.code == "kno_end_home"
    assert g.explain(state, "0+1") is not None
    # four home is not enough
    assert status("18,21,21,21,21 0,0,0,0,0 l - 0") is None
