"""The one controller of every board: what each click, typed move, throw, "stop here" and undo does."""

from __future__ import annotations

from games import get_game
from games.records import GameRecord
from ui.moves.controller import Event, Interaction, Marks, Notice, can_stop, choices, interact, marks

CAPTURE = "pppppp2/8/8/8/6P1/6p1/P7/1PPPPP2 l 0 -"
"""Petteia: light a2-g2 pinches the dark stone on g3 against g4."""
CHAIN = "p6p/8/8/3p4/2P5/2P5/8/P7 l 0 -"
"""Schädler: c3 jumps c4 to c5, and may jump on over d5 to e5."""
NO_STOP = "p6p/8/8/1p1p4/2P5/2P5/8/P7 l 0 -"
"""Schädler: c5 lies between b5 and d5, so a chain may pass it but not stop there (LSC-06)."""


def _record(rules: str, position: str | None = None) -> GameRecord:
    game = get_game(rules)
    return GameRecord.start(rules, game.parse_position(position) if position else None)


def _click(record: GameRecord, pick: tuple[str, ...], place: str, **kw) -> Interaction:
    return interact(record, pick, Event.click(place), **kw)


def _played(result: Interaction) -> str | None:
    return result.played.text if result.played is not None else None


# ---------------------------------------------------------------- grid boards


def test_click_own_piece_selects_it_and_shows_its_targets():
    record = _record("petteia")
    result = _click(record, (), "a1")
    assert result == Interaction(record, ("a1",))
    assert result.marks.selected == "a1" and result.marks.targets == ("a2", "a3", "a4", "a5", "a6", "a7")


def test_click_selected_piece_again_deselects():
    record = _record("petteia")
    assert _click(record, ("a1",), "a1") == Interaction(record)


def test_click_target_plays_the_move_and_the_record_keeps_it():
    record = _record("petteia")
    result = _click(record, ("a1",), "a5")
    assert _played(result) == "a1-a5" and result.pick == () and result.notice is None
    assert result.record.moves == (result.played,) and result.record.last_move.places == ("a1", "a5")
    assert result.marks.last_move == ("a1", "a5")


def test_click_another_own_piece_switches_the_selection():
    assert _click(_record("petteia"), ("a1",), "c1").pick == ("c1",)


def test_capture_is_played_and_marked():
    record = _record("petteia", CAPTURE)
    pick = _click(record, (), "a2").pick
    assert marks(record, pick).captures == ("g2",)
    result = _click(record, pick, "g2")
    assert _played(result) == "a2-g2" and result.played.captures == ("g3",)
    assert result.record.game.pieces_at(result.record.state, "g3") == ()


def test_refused_pick_returns_the_engines_reason():
    record = _record("petteia")
    empty = _click(record, (), "e4")
    assert empty.pick == () and empty.played is None and empty.notice.message.code == "no_piece"
    enemy = _click(record, (), "a8")
    assert enemy.notice.message.code == "not_your_piece"
    assert enemy.notice.message.text("en").endswith("— PET-02")


def test_stuck_piece_cannot_be_picked():
    record = _record("latrunculi-bell", "8/8/8/8/8/8/p7/PpPPPPPP l 0 -")
    assert _click(record, (), "a1").notice.message.code == "piece_stuck"
    assert _click(record, ("c1",), "a1").notice.message.code == "piece_stuck"


def test_refused_move_keeps_the_pick_and_explains():
    record = _record("petteia")
    diagonal = _click(record, ("a1",), "b2")
    assert diagonal.pick == ("a1",) and diagonal.played is None
    assert diagonal.notice == Notice(diagonal.notice.message, "click.not_target")
    assert diagonal.notice.message.code == "not_straight"
    assert diagonal.notice.message.text("ru").endswith("— PET-03")
    assert _click(record, ("a1",), "a8").notice.message.code == "target_occupied"


def test_placement_places_on_empty_squares_and_refuses_taken_ones():
    record = _record("latrunculi-bell")
    first = _click(record, (), "d4")
    assert _played(first) == "@d4" and first.played.kind == "place" and first.played.places == ("d4",)
    refused = _click(first.record, (), "d4")
    assert refused.played is None and refused.notice.message.code == "place_occupied"


def test_schadler_chain_waits_at_a_landing_square_that_can_go_on():
    record = _record("latrunculi-schadler", CHAIN)
    pick = _click(record, (), "c3").pick
    assert set(marks(record, pick).targets) == {"c2", "b3", "d3", "c5"}
    halfway = _click(record, pick, "c5")
    assert halfway == Interaction(record, ("c3", "c5"))
    assert halfway.marks.targets == ("e5",) and halfway.marks.arrows == (("c3", "c5"),)
    assert can_stop(record, halfway.pick)
    assert _played(_click(record, halfway.pick, "e5")) == "c3-c5-e5"


def test_schadler_chain_stops_by_clicking_where_it_stands_or_by_the_button():
    record = _record("latrunculi-schadler", CHAIN)
    assert _played(_click(record, ("c3", "c5"), "c5")) == "c3-c5"
    assert _played(interact(record, ("c3", "c5"), Event.stop())) == "c3-c5"


def test_schadler_chain_cannot_stop_between_two_enemies():
    record = _record("latrunculi-schadler", NO_STOP)
    halfway = _click(record, ("c3",), "c5").pick
    assert halfway == ("c3", "c5") and not can_stop(record, halfway)
    refused = interact(record, halfway, Event.stop())
    assert refused.pick == halfway and refused.played is None and refused.notice.message.code == "stop_between"
    assert refused.notice.message.text("en").endswith("— LSC-06")


def test_schadler_chain_is_cancelled_by_clicking_its_start():
    assert _click(_record("latrunculi-schadler", CHAIN), ("c3", "c5"), "c3").pick == ()


def test_a_single_step_is_played_at_once():
    assert _played(_click(_record("latrunculi-schadler", CHAIN), ("c3",), "d3")) == "c3-d3"


def test_bells_extra_move_is_named_by_the_move_that_earns_it():
    record = _record("latrunculi-bell", "7p/8/8/2P5/2p5/8/2P5/P7 l 0 -")
    quiet = _click(record, ("a1",), "a2").played
    assert quiet.captures == () and quiet.again is None
    taken = _click(record, ("c2",), "c3")
    assert taken.played.captures == ("c4",) and taken.played.again == "LBE-07"
    assert taken.record.game.turn(taken.record.state).side == 0


def test_clicks_after_the_end_say_the_game_is_over():
    record = _record("petteia", "p7/8/8/8/8/8/8/PP6 l 0 -")
    assert _click(record, (), "a1").notice.message.code == "game_over"


def test_a_typed_move_is_played_or_refused_with_the_engines_reason():
    record = _record("petteia")
    assert _played(interact(record, ("a1",), Event.typed("b1-b5"))) == "b1-b5"
    refused = interact(record, ("a1",), Event.typed("a1-b2"))
    assert refused.played is None and refused.notice.message.code == "not_straight"
    assert interact(record, (), Event.typed("nonsense")).notice.message.code == "move_syntax"


def test_undo_takes_back_one_move_or_back_to_a_sides_decision():
    record = _record("petteia")
    once = _click(record, ("a1",), "a5").record
    twice = interact(once, (), Event.typed("a8-a6")).record
    assert interact(twice, ("b1",), Event.undo()) == Interaction(once)
    assert interact(twice, (), Event.undo(side=0)).record == record
    assert interact(record, (), Event.undo()).record == record


def test_against_the_computer_its_turn_refuses_the_person():
    record = _click(_record("petteia"), ("a1",), "a5").record
    result = _click(record, (), "a8", human=0)
    assert result == Interaction(record, (), Notice(hint="ai.wait"))
    assert _click(record, (), "a8", human=1).pick == ("a8",)
    assert interact(record, (), Event.undo(side=0), human=0).record.moves == ()


def test_no_throw_in_a_grid_game():
    result = interact(_record("petteia"), ("a1",), Event.throw((2, 1)))
    assert result.played is None and result.notice.message.code == "no_throws" and result.pick == ("a1",)


# ---------------------------------------------------------------- race boards


def test_knossos_throw_then_pick_a_piece_then_the_target_of_a_coin():
    record = _record("knossos")
    thrown = interact(record, (), Event.throw((1, 2)))
    assert thrown.played.text == "throw:2,1" and thrown.played.fall == (1, 2)
    assert thrown.record.current_throw() == thrown.played
    after = thrown.record
    picked = _click(after, (), "19")
    assert picked.pick == ("19",)
    assert picked.marks == Marks("19", ("10", "11"), (), (("10", "1"), ("11", "2")))
    assert _played(_click(after, ("19",), "11")) == "0+2"


def test_knossos_a_throw_when_none_is_due_is_refused():
    record = _record("knossos", "0,0,0,0,0 0,0,0,0,0 l 2,1 0")
    result = interact(record, ("19",), Event.throw((1, 1)))
    assert result.played is None and result.notice.message.code == "race_already_thrown"


def test_knossos_click_before_the_throw_says_throw_first():
    result = _click(_record("knossos"), (), "19")
    assert result.played is None and result.notice.message.code == "race_throw_first"


def test_knossos_a_cell_passed_twice_offers_the_moves_of_both_its_pieces():
    record = _record("knossos", "0,0,0,10,20 0,0,0,0,0 l 2,1 0")  # cell 9: one going out (10), one home (20)
    picked = _click(record, (), "9")
    assert picked.pick == ("9",) and set(picked.marks.targets) == {"8", "7", "19"}
    assert _played(_click(record, ("9",), "19")) == "20+1"  # both coins reach home: the smaller is used
    assert _played(_click(record, ("9",), "7")) == "10+2"
    assert _click(record, ("9",), "9").pick == ()


def test_knossos_a_blocked_piece_gives_the_engines_reason():
    result = _click(_record("knossos", "0,0,0,0,3 0,0,0,0,4 l 1 0"), (), "12")
    assert result.pick == () and result.played is None
    assert result.notice.message.text("en") == "Blocked: dark holds cell 13 — KNO-10"


def test_knossos_one_piece_leaves_the_harbour_per_turn():
    result = _click(_record("knossos", "0,0,0,0,1 0,0,0,0,0 l 1 1"), (), "19")
    assert result.notice.message.code == "kno_head_once" and result.notice.message.clause == "KNO-07"


def test_knossos_a_blocked_target_keeps_the_pick_and_says_why():
    record = _record("knossos", "0,0,0,0,3 0,0,0,0,4 l 2,1 0")
    assert marks(record, ("12",)).targets == ("14",)  # the 2 jumps cell 13
    result = _click(record, ("12",), "13")
    assert result.pick == ("12",) and result.played is None and result.notice.message.code == "kno_blocked"


def test_knossos_a_click_that_means_nothing_gives_a_hint_and_a_target_no_coin_reaches_the_engines_reason():
    record = _record("knossos", "0,0,0,0,0 0,0,0,0,0 l 2,1 0")
    assert _click(record, (), "4") == Interaction(record, (), Notice(hint="click.own_piece"))
    refused = _click(record, ("19",), "4")
    assert refused.pick == ("19",) and refused.played is None and refused.notice is not None
    assert refused.notice.message is not None and refused.notice.message.code == "kno_reach_two"
    assert refused.notice.message.clause == "KNO-06"


def test_knossos_another_own_cell_switches_the_pick():
    assert _click(_record("knossos", "0,0,0,0,3 0,0,0,0,0 l 2,1 0"), ("19",), "12").pick == ("12",)


def test_knossos_clicks_after_the_end_say_the_game_is_over():
    record = _record("knossos", "21,21,21,21,21 0,0,0,0,0 d - 0")
    assert _click(record, (), "19").notice.message.code == "game_over"


def test_patolli_pick_a_piece_then_its_target():
    record = _record("patolli", "3,17,r,r,r,o 3,31,r,r,r,r l 2 5,6,1")
    assert _click(record, (), "3").pick == ("3",)
    assert marks(record, ("3",)).targets == ("5",)
    assert _played(_click(record, ("3",), "5")) == "3+2"


def test_patolli_dark_pieces_are_found_by_their_cell():
    record = _record("patolli", "r,r,r,r,r,r 3,r,r,r,r,r d 2 6,6,0")
    assert [p.side for p in record.game.pieces_at(record.state, "29")] == [1]
    assert marks(record, ("29",)).targets == ("31",)


def test_patolli_entering_from_the_entry_cell_or_the_reserve():
    record = _record("patolli", "3,r,r,r,r,r r,r,r,r,r,r l 1 6,6,0")
    assert _played(_click(record, (), "0")) == "enter"
    assert _click(record, (), "reserve:l").pick == ("reserve:l",)
    assert [m.text for m in choices(record, ())] == ["enter"]
    assert _played(_click(record, ("reserve:l",), "0")) == "enter"
    assert _click(record, ("reserve:l",), "reserve:l").pick == ()
    assert _played(_click(record, ("3",), "0")) == "enter"


def test_patolli_entering_needs_a_one():
    for place in ("reserve:l", "0"):
        result = _click(_record("patolli", "r,r,r,r,r,r r,r,r,r,r,r l 3 6,6,0"), (), place)
        assert result.played is None and result.notice.message.code == "pat_enter_one"
        assert result.notice.message.text("en").endswith("— PAT-07")


def test_patolli_bearing_off_targets_the_tray():
    record = _record("patolli", "50,r,r,r,r,r r,r,r,r,r,r l 3 6,6,0")
    assert marks(record, ("50",)).targets == ("off:l",)
    played = _click(record, ("50",), "off:l").played
    assert played.text == "50+3" and played.finishes


def test_patolli_a_capture_is_marked_and_named():
    record = _record("patolli", "3,r,r,r,r,r 31,r,r,r,r,r l 2 6,6,0")  # dark's 31 stands on cell 5
    assert marks(record, ("3",)).captures == ("5",)
    assert _click(record, ("3",), "5").played.captures == ("5",)


def test_patolli_a_piece_blocked_by_its_own_gives_the_engines_reason():
    record = _record("patolli", "3,5,r,r,r,r r,r,r,r,r,r l 2 6,6,0")
    result = _click(record, (), "3")
    assert result.notice.message.code == "pat_own_cell" and result.notice.message.clause == "PAT-10"
    assert _click(record, (), "5").pick == ("5",)


def test_patolli_the_opponents_pieces_are_not_yours():
    record = _record("patolli", "3,r,r,r,r,r 3,r,r,r,r,r l 2 6,6,0")
    assert _click(record, (), "29").notice.hint == "click.own_piece"
    assert _click(record, (), "reserve:d").notice.hint == "click.own_piece"


def test_patolli_click_before_the_throw_says_throw_first():
    result = _click(_record("patolli"), (), "0")
    assert result.notice.message.code == "race_throw_first"


def test_the_last_move_mark_skips_the_throw_after_it():
    record = _record("patolli", "3,r,r,r,r,r r,r,r,r,r,r l 2 6,6,0")
    moved = _click(record, ("3",), "5").record
    thrown = interact(moved, (), Event.throw(("marked", "blank", "blank", "blank", "blank"))).record
    assert marks(thrown).last_move == ("3", "5")


def test_a_hint_is_drawn_as_its_places_and_an_arrow():
    record = _record("petteia")
    hinted = record.game.describe(record.state, record.game.parse_move(record.state, "c1-c5"))
    assert marks(record, hint=hinted) == Marks(highlights=("c1", "c5"), arrows=(("c1", "c5"),))
    assert marks(record, ("a1",), hint=hinted).highlights == ()


# ---------------------------------------------------------------- Schädler's two-stage capture (LSC-V1)

TWO_STAGE = "latrunculi-schadler+LSC-V1"
ENCLOSE = "p6p/8/8/8/2Pp4/4P3/8/P6P l 5 -"
"""e3-e4 shuts the dark piece on d4 in between c4 and e4: it is blocked."""
REMOVABLE = "7p/p7/8/8/2PyP3/8/8/P6P l 7 -"
"""d4 is blocked: light may remove it in place of a move."""


def test_a_move_that_blocks_is_ringed_and_played_like_any_move():
    record = _record(TWO_STAGE, ENCLOSE)
    pick = _click(record, (), "e3").pick
    assert marks(record, pick).captures == ("e4",)
    result = _click(record, pick, "e4")
    assert _played(result) == "e3-e4" and result.played.blocks == ("d4",)
    assert result.record.game.pieces_at(result.record.state, "d4")[0].blocked


def test_a_click_on_a_blocked_enemy_piece_removes_it():
    record = _record(TWO_STAGE, REMOVABLE)
    for pick in ((), ("c4",)):  # with nothing picked, or instead of moving the picked piece
        result = _click(record, pick, "d4")
        assert _played(result) == "xd4" and result.played.kind == "remove" and result.pick == ()
        assert result.notice is None and result.record.game.pieces_at(result.record.state, "d4") == ()
    assert _played(interact(record, (), Event.typed("xd4"))) == "xd4"


def test_a_blocked_piece_of_ones_own_or_a_free_enemy_says_why_not():
    own = _click(_record(TWO_STAGE, "p6p/8/8/8/2PyP3/8/8/P6P d 6 -"), (), "d4")
    assert own.played is None and own.notice.message.code == "blocked_piece"
    assert own.notice.message.text("ru").endswith("— LSC-V1")
    free = _click(_record(TWO_STAGE, REMOVABLE), (), "a7")
    assert free.played is None and free.notice.message.code == "not_your_piece"
    typed = interact(_record(TWO_STAGE, REMOVABLE), (), Event.typed("xa7"))
    assert typed.played is None and typed.notice.message.code == "remove_not_blocked"
