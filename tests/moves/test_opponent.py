"""The opponent, pure: its URL parameters, whose turn the computer has, undo back to the person's move."""

from __future__ import annotations

import pytest

from games import get_game
from games.ai.opponent import LEVELS
from games.records import GameRecord
from ui.moves.controller import Event, interact
from ui.moves.opponent import FRIEND, Opponent, computer_acts, human_side, opponent_from_params, opponent_params, seeded

KNOSSOS_THROWN = "0,0,0,0,0 0,0,0,0,0 l 2,1 0"


def _record(rules: str, *moves: str, pos: str | None = None) -> GameRecord:
    game = get_game(rules)
    record = GameRecord.start(rules, game.parse_position(pos) if pos else None)
    for text in moves:
        record = record.play_raw(game.parse_move(record.state, text))
    return record


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("human", (0, 1))
def test_the_url_parameters_round_trip(level, human):
    chosen = Opponent(level, human)
    params = opponent_params(chosen)
    assert params == {"vs": level, "side": "ld"[human]}
    assert opponent_from_params(params["vs"], params["side"]) == chosen


@pytest.mark.parametrize(
    ("vs", "side"),
    [(None, None), ("", "l"), ("grandmaster", "d"), ("friend", None), ("CLUB", "l"), ("club'; drop", "x")],
)
def test_a_link_that_names_no_level_means_a_friend(vs, side):
    assert opponent_from_params(vs, side) == FRIEND
    assert opponent_params(FRIEND) == {}


def test_a_bad_side_means_light():
    assert opponent_from_params("master", "purple") == Opponent("master", 0)


def test_the_computer_acts_on_its_sides_turns_only_and_never_for_a_friend():
    start = _record("petteia")
    assert computer_acts(Opponent("club", 1), start)
    assert not computer_acts(Opponent("club", 0), start)
    assert not computer_acts(FRIEND, start)


def test_the_computer_throws_for_itself_in_the_race_games():
    start = _record("knossos")  # light to throw
    assert computer_acts(Opponent("novice", 1), start)
    assert not computer_acts(Opponent("novice", 0), start)


def _undo(opponent: Opponent, record: GameRecord) -> GameRecord:
    return interact(record, (), Event.undo(human_side(opponent)), human=human_side(opponent)).record


def test_undo_against_the_computer_takes_back_its_reply_and_the_persons_move():
    record = _record("petteia", "a1-a4", "h8-h5")
    assert _undo(Opponent("club", 0), record) == _record("petteia")
    assert _undo(FRIEND, record) == _record("petteia", "a1-a4")


def test_undo_is_unchanged_when_the_person_has_not_moved_yet():
    after_computer = _record("petteia", "a1-a4")
    assert _undo(Opponent("club", 1), after_computer) == after_computer
    assert _undo(Opponent("club", 0), _record("petteia")) == _record("petteia")


def test_undo_in_a_race_game_goes_back_over_the_computers_throw_and_moves_to_the_persons_move():
    game = get_game("knossos")
    record = _record("knossos", "0+2", "2+1", pos=KNOSSOS_THROWN)  # light's turn is over: dark throws
    dark = record.play(game.throw((2, 1)))
    dark = dark.play_raw(game.legal_moves(dark.state)[0])
    assert game.turn(dark.state).side == 1
    assert _undo(Opponent("club", 0), dark) == _record("knossos", "0+2", pos=KNOSSOS_THROWN)


def test_the_computers_generator_is_seeded_by_seed_purpose_and_count():
    assert seeded(7, "move", 3).random() == seeded(7, "move", 3).random()
    assert seeded(7, "move", 3).random() != seeded(7, "hint", 3).random()
    assert seeded(7, "move", 3).random() != seeded(7, "move", 4).random()
