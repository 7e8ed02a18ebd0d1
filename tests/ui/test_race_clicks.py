"""The race boards' click state machine: pick a piece, see its targets, click one; refusals from the engine."""

from __future__ import annotations

from games import get_game
from ui.race_clicks import ClickResult, handle_click, piece_moves, pieces_at, targets

KNOSSOS = get_game("knossos")
PATOLLI = get_game("patolli")


def _click(game, position: str, pick: tuple, place: str) -> ClickResult:
    return handle_click(game, game.parse_position(position), pick, place)


# ---------------------------------------------------------------- Knossos


def test_knossos_pick_a_piece_then_the_target_of_a_coin():
    position = "0,0,0,0,0 0,0,0,0,0 l 2,1 0"
    state = KNOSSOS.parse_position(position)
    assert _click(KNOSSOS, position, (), "19") == ClickResult((0,))
    assert targets(KNOSSOS, state, (0,)) == {"10": (0, 1), "11": (0, 2)}
    assert _click(KNOSSOS, position, (0,), "11") == ClickResult((), (0, 2))


def test_knossos_click_before_the_throw_says_throw_first():
    result = _click(KNOSSOS, "0,0,0,0,0 0,0,0,0,0 l - 0", (), "19")
    assert result.move is None and result.message.code == "race_throw_first"


def test_knossos_second_click_switches_between_the_two_passes_of_a_cell():
    position = "0,0,0,10,20 0,0,0,0,0 l 2,1 0"  # cell 9: one piece going out (10), one coming home (20)
    assert _click(KNOSSOS, position, (), "9") == ClickResult((10,))
    assert _click(KNOSSOS, position, (10,), "9") == ClickResult((20,))
    assert _click(KNOSSOS, position, (20,), "9") == ClickResult(())


def test_knossos_prefers_the_piece_that_can_move():
    position = "0,0,0,10,20 0,0,0,11,12 l 2,1 0"  # dark holds cells 8 and 7: the outgoing piece is walled in
    assert _click(KNOSSOS, position, (), "9") == ClickResult((20,))
    assert _click(KNOSSOS, position, (20,), "9") == ClickResult(())


def test_knossos_both_coins_home_use_the_smaller():
    state = KNOSSOS.parse_position("0,0,0,0,20 0,0,0,0,0 l 2,1 0")
    assert targets(KNOSSOS, state, (20,)) == {"19": (20, 1)}
    assert piece_moves(KNOSSOS, state, (20,)) == [(20, 1), (20, 2)]


def test_knossos_a_blocked_piece_gives_the_engines_reason():
    result = _click(KNOSSOS, "0,0,0,0,3 0,0,0,0,4 l 1 0", (), "12")
    assert result == ClickResult((), None, result.message)
    assert result.message.text("en") == "Blocked: dark holds cell 13 — KNO-10"


def test_knossos_one_piece_leaves_the_harbour_per_turn():
    result = _click(KNOSSOS, "0,0,0,0,1 0,0,0,0,0 l 1 1", (), "19")
    assert result.message.code == "kno_head_once" and result.message.clause == "KNO-07"


def test_knossos_a_blocked_target_keeps_the_pick_and_says_why():
    position = "0,0,0,0,3 0,0,0,0,4 l 2,1 0"
    assert targets(KNOSSOS, KNOSSOS.parse_position(position), (3,)) == {"14": (3, 2)}  # the 2 jumps cell 13
    result = _click(KNOSSOS, position, (3,), "13")
    assert result.pick == (3,) and result.move is None and result.message.code == "kno_blocked"


def test_knossos_clicks_that_mean_nothing_give_a_hint():
    position = "0,0,0,0,0 0,0,0,0,0 l 2,1 0"
    assert _click(KNOSSOS, position, (), "4") == ClickResult((), None, None, "click.own_piece")
    assert _click(KNOSSOS, position, (0,), "4") == ClickResult((0,), None, None, "click.not_target")


def test_knossos_another_own_cell_switches_the_pick():
    assert _click(KNOSSOS, "0,0,0,0,3 0,0,0,0,0 l 2,1 0", (0,), "12") == ClickResult((3,))


def test_knossos_clicks_after_the_end_say_the_game_is_over():
    assert _click(KNOSSOS, "21,21,21,21,21 0,0,0,0,0 d - 0", (), "19").message.code == "game_over"


# ---------------------------------------------------------------- Patolli


def test_patolli_pick_a_piece_then_its_target():
    position = "3,17,r,r,r,o 3,31,r,r,r,r l 2 5,6,1"
    assert _click(PATOLLI, position, (), "3") == ClickResult((3,))
    assert targets(PATOLLI, PATOLLI.parse_position(position), (3,)) == {"5": (3, 2)}
    assert _click(PATOLLI, position, (3,), "5") == ClickResult((), (3, 2))


def test_patolli_dark_pieces_are_found_by_their_cell():
    state = PATOLLI.parse_position("r,r,r,r,r,r 3,r,r,r,r,r d 2 6,6,0")
    assert pieces_at(PATOLLI, state, "29") == [3]
    assert targets(PATOLLI, state, (3,)) == {"31": (3, 2)}


def test_patolli_entering_from_the_entry_cell_or_the_reserve():
    position = "3,r,r,r,r,r r,r,r,r,r,r l 1 6,6,0"
    assert _click(PATOLLI, position, (), "0") == ClickResult((), ("enter",))
    assert _click(PATOLLI, position, (), "reserve:l") == ClickResult(("reserve",))
    assert _click(PATOLLI, position, ("reserve",), "0") == ClickResult((), ("enter",))
    assert _click(PATOLLI, position, ("reserve",), "reserve:l") == ClickResult(())


def test_patolli_entering_needs_a_one():
    for place in ("reserve:l", "0"):
        result = _click(PATOLLI, "r,r,r,r,r,r r,r,r,r,r,r l 3 6,6,0", (), place)
        assert result.move is None and result.message.code == "pat_enter_one"
        assert result.message.text("en").endswith("— PAT-07")


def test_patolli_bearing_off_targets_the_tray():
    position = "50,r,r,r,r,r r,r,r,r,r,r l 3 6,6,0"
    assert targets(PATOLLI, PATOLLI.parse_position(position), (50,)) == {"off:l": (50, 3)}
    assert _click(PATOLLI, position, (50,), "off:l") == ClickResult((), (50, 3))


def test_patolli_a_piece_blocked_by_its_own_gives_the_engines_reason():
    position = "3,5,r,r,r,r r,r,r,r,r,r l 2 6,6,0"
    result = _click(PATOLLI, position, (), "3")
    assert result.message.code == "pat_own_cell" and result.message.clause == "PAT-10"
    assert _click(PATOLLI, position, (), "5") == ClickResult((5,))


def test_patolli_the_opponents_pieces_are_not_yours():
    position = "3,r,r,r,r,r 3,r,r,r,r,r l 2 6,6,0"
    assert _click(PATOLLI, position, (), "29").hint == "click.own_piece"
    assert _click(PATOLLI, position, (), "reserve:d").hint == "click.own_piece"


def test_patolli_click_before_the_throw_says_throw_first():
    assert _click(PATOLLI, "r,r,r,r,r,r r,r,r,r,r,r l - 6,6,0", (), "0").message.code == "race_throw_first"
