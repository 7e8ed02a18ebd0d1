"""The game record: a frozen value; playing and undoing make new records."""

from __future__ import annotations

import pickle

import pytest

from games import get_game
from games.core import IllegalMoveError, Move
from games.records import GameRecord


def test_play_and_undo():
    start = GameRecord.start("petteia")
    after = start.play_raw((0, 16))
    assert start.moves == () and len(start.states) == 1
    assert [m.raw for m in after.moves] == [(0, 16)] and after.last_move.text == "a1-a3" and after.can_undo
    assert after.undo() == start
    assert start.undo() == start and not start.can_undo


def test_illegal_move_raises_the_engines_error():
    with pytest.raises(IllegalMoveError):
        GameRecord.start("petteia").play_raw((0, 9))
    with pytest.raises(IllegalMoveError):
        GameRecord.start("petteia").play(Move((0, 9), "a1-b2", "move"))


def test_movers_follow_the_bonus_move():
    record = GameRecord.start("latrunculi-bell").play_raw((27,)).play_raw((28,)).play_raw((35,))
    assert record.movers() == (0, 0, 1)


def test_record_pickles_for_session_state():
    record = GameRecord.start("latrunculi-schadler").play_raw((0,))
    assert pickle.loads(pickle.dumps(record)) == record


@pytest.mark.parametrize("rules", ["knossos", "patolli"])
def test_race_records_hold_throws_and_undo_goes_back_over_them(rules):
    start = GameRecord.start(rules)
    fall = start.game.device.fall_for(start.game.chance_outcomes(start.state)[0][0][1:] if rules == "knossos" else 10)
    thrown = start.play(start.game.throw(fall))
    assert thrown.moves[0].kind == "throw" and thrown.moves[0].fall == fall and thrown.movers() == (0,)
    assert thrown.current_throw() == thrown.moves[0] and start.current_throw() is None
    assert thrown.undo() == start
    assert pickle.loads(pickle.dumps(thrown)) == thrown


def test_the_throw_in_use_and_the_last_piece_move():
    record = GameRecord.start("knossos").play_raw(("throw", 2, 1)).play_raw((0, 2))
    assert record.current_throw().text == "throw:2,1"
    assert record.last_piece_move() == 1
    finished = record.play_raw((2, 1))
    assert finished.current_throw() is None  # dark has to throw
    assert GameRecord.start("knossos").last_piece_move() is None
    linked = GameRecord.start("knossos", get_game("knossos").parse_position("0,0,0,0,0 0,0,0,0,0 l 2,1 0"))
    assert linked.current_throw() is None  # the throw came with the link


def test_back_to_a_sides_decision_skips_throws_and_the_other_side():
    record = GameRecord.start("knossos").play_raw(("throw", 2, 1)).play_raw((0, 2)).play_raw((2, 1))
    record = record.play_raw(("throw", 1, 1)).play_raw((0, 1))
    assert record.back_to_decision(0) == GameRecord(record.rules, record.states[:3], record.moves[:2])
    assert GameRecord.start("knossos").back_to_decision(0) == GameRecord.start("knossos")
