"""Links: a position in the URL restores the game; a bad link gives a fresh game and the reason."""

from __future__ import annotations

import pytest

from games import GRID_RULE_SETS, RACE_RULE_SETS, get_game
from games.core import GameRecord
from ui.moves.link import link_params, record_from_link


@pytest.mark.parametrize("rules", GRID_RULE_SETS)
def test_link_round_trip(rules):
    record = GameRecord.start(rules)
    record = record.play_raw(record.game.legal_moves(record.state)[0])
    params = link_params(record)
    restored, error = record_from_link(params["rules"], params["pos"])
    assert error is None and restored.rules == rules and restored.state == record.state


def test_no_link_is_a_fresh_petteia_game():
    record, error = record_from_link(None, None)
    assert error is None and record == GameRecord.start("petteia")


def test_rules_without_position_start_that_game():
    record, error = record_from_link("latrunculi-bell", None)
    assert error is None and record == GameRecord.start("latrunculi-bell")


def test_unknown_rules_give_a_fresh_game_and_the_reason():
    record, error = record_from_link("chess", "8/8/8/8/8/8/8/8 l 0 -")
    assert record == GameRecord.start("petteia")
    assert "chess" in error.text("en") and "chess" in error.text("ru")


def test_malformed_position_gives_a_fresh_game_of_those_rules_and_the_reason():
    record, error = record_from_link("latrunculi-kowalski", "ppp/8 l 0 -")
    assert record == GameRecord.start("latrunculi-kowalski")
    assert error.text("en") == "position field 1: 2 rows, expected 8"
    assert error.text("ru") == "поле 1 позиции: рядов 2, а нужно 8"


def test_link_params_are_the_notation():
    game = get_game("petteia")
    assert link_params(GameRecord.start("petteia")) == {"rules": "petteia",
                                                         "pos": game.format_position(game.initial_state())}


@pytest.mark.parametrize("rules", RACE_RULE_SETS)
def test_race_link_round_trip_keeps_the_throw(rules):
    record = GameRecord.start(rules)
    record = record.play_raw(record.game.legal_moves(record.state)[-1])
    params = link_params(record)
    restored, error = record_from_link(params["rules"], params["pos"])
    assert error is None and restored.state == record.state and restored.game.to_move(restored.state) == 0


def test_a_malformed_race_position_gives_a_fresh_game_and_the_reason():
    record, error = record_from_link("patolli", "r,r l - 6,6,0")
    assert record == GameRecord.start("patolli")
    assert error.text("en") == "a position has 5 fields separated by single spaces, found 4"
