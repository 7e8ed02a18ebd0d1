"""The game record: a frozen value; playing and undoing make new records."""

from __future__ import annotations

import pickle

import pytest

from games.core import IllegalMoveError
from ui.game_record import GameRecord


def test_play_and_undo():
    start = GameRecord.start("petteia")
    after = start.play((0, 16))
    assert start.moves == () and len(start.states) == 1
    assert after.moves == ((0, 16),) and after.last_move == (0, 16) and after.can_undo
    assert after.undo() == start
    assert start.undo() == start and not start.can_undo


def test_illegal_move_raises_the_engines_error():
    with pytest.raises(IllegalMoveError):
        GameRecord.start("petteia").play((0, 9))


def test_movers_follow_the_bonus_move():
    record = GameRecord.start("latrunculi-bell").play((27,)).play((28,)).play((35,))
    assert record.movers() == (0, 0, 1)


def test_record_pickles_for_session_state():
    record = GameRecord.start("latrunculi-schadler").play((0,))
    assert pickle.loads(pickle.dumps(record)) == record


@pytest.mark.parametrize("rules", ["knossos", "patolli"])
def test_race_records_hold_throws_and_undo_goes_back_over_them(rules):
    start = GameRecord.start(rules)
    assert start.is_race and not GameRecord.start("petteia").is_race
    throw = start.game.legal_moves(start.state)[0]
    thrown = start.play(throw)
    assert thrown.moves == (throw,) and thrown.movers() == (0,)
    assert thrown.undo() == start
    assert pickle.loads(pickle.dumps(thrown)) == thrown
