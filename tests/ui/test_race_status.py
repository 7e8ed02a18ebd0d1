"""The race panel's sentences: move labels with cells, the lost turn's reasons, the throw in use."""

from __future__ import annotations

from games import get_game
from ui.game_record import GameRecord
from ui.race_status import (
    choice_label,
    current_throw,
    last_piece_move,
    lost_turn_reasons,
    move_cells,
    move_label,
)
from ui.status import move_lines, turn_text

KNOSSOS = get_game("knossos")
PATOLLI = get_game("patolli")


def _state(game, position: str):
    return game.parse_position(position)


def test_knossos_move_labels_name_the_cells():
    state = _state(KNOSSOS, "0,0,0,0,20 0,0,0,0,0 l 2,1 0")
    assert move_label(KNOSSOS, state, (0, 2), "en") == "0+2 · cell 19 → 11"
    assert move_label(KNOSSOS, state, (20, 1), "ru") == "20+1 · клетка 9 → домой"
    assert move_label(KNOSSOS, state, ("pass",), "en") == "pass · the turn is lost"
    assert choice_label(KNOSSOS, state, (0, 2), "en") == "Coin 2 → cell 11"
    assert choice_label(KNOSSOS, state, (20, 1), "ru") == "Монетка 1 → домой"


def test_patolli_move_labels_name_the_cells_of_the_side():
    dark = _state(PATOLLI, "r,r,r,r,r,r 3,50,r,r,r,r d 3 6,6,0")
    assert move_label(PATOLLI, dark, (3, 3), "en") == "3+3 · cell 29 → 32"
    assert move_label(PATOLLI, dark, (50, 3), "en") == "50+3 · cell 24 → off the board"
    light = _state(PATOLLI, "r,r,r,r,r,r r,r,r,r,r,r l 1 6,6,0")
    assert move_label(PATOLLI, light, ("enter",), "ru") == "enter · на клетку 0"
    assert choice_label(PATOLLI, light, ("enter",), "en") == "Bring a piece in on cell 0"
    assert choice_label(PATOLLI, dark, (3, 3), "ru") == "Ход на 3 → клетка 32"


def test_move_cells_for_the_last_move_outline():
    state = _state(KNOSSOS, "0,0,0,0,20 0,0,0,0,0 l 2,1 0")
    assert move_cells(KNOSSOS, state, (0, 2)) == (19, 11)
    assert move_cells(KNOSSOS, state, (20, 1)) == (9, 19)
    assert move_cells(KNOSSOS, state, ("throw", 2, 1)) == ()
    patolli = _state(PATOLLI, "50,r,r,r,r,r r,r,r,r,r,r l 3 6,6,0")
    assert move_cells(PATOLLI, patolli, (50, 3)) == (50,)


def test_knossos_lost_turn_gives_each_distinct_reason():
    movable = _state(KNOSSOS, "0,0,0,0,3 0,0,0,4,5 l 1,1 0")
    assert lost_turn_reasons(KNOSSOS, movable) == []  # a piece can leave the harbour for cell 10
    walled = _state(KNOSSOS, "0,0,0,0,3 0,0,1,4,5 l 1 1")  # a piece has left already; dark holds cell 13
    reasons = [r.text("en") for r in lost_turn_reasons(KNOSSOS, walled)]
    assert reasons == ["A second piece may not leave the harbour this turn — KNO-07",
                       "Blocked: dark holds cell 13 — KNO-10"]


def test_patolli_lost_turn_without_a_one_to_enter():
    state = _state(PATOLLI, "r,r,r,r,r,r r,r,r,r,r,r l 3 6,6,0")
    reasons = lost_turn_reasons(PATOLLI, state)
    assert [r.code for r in reasons] == ["pat_enter_one"]
    assert reasons[0].text("ru").endswith("— PAT-07")


def test_the_throw_in_use_and_the_last_piece_move():
    record = GameRecord.start("knossos").play(("throw", 2, 1)).play((0, 2))
    assert current_throw(record) == (1, ("throw", 2, 1))
    before, move, after = last_piece_move(record)
    assert move == (0, 2) and before == record.states[1] and after == record.state
    finished = record.play((2, 1))
    assert current_throw(finished) is None  # dark has to throw
    assert last_piece_move(GameRecord.start("knossos")) is None
    linked = GameRecord.start("knossos", KNOSSOS.parse_position("0,0,0,0,0 0,0,0,0,0 l 2,1 0"))
    assert current_throw(linked) is None  # the throw came with the link


def test_race_turns_in_the_move_list():
    record = GameRecord.start("knossos").play(("throw", 2, 1)).play((0, 2)).play((2, 1)).play(("throw", 1, 1))
    assert move_lines(record) == [(1, 0, "throw 2+1: 0+2, 2+1"), (2, 1, "throw 1+1")]
    assert move_lines(record, "ru")[1] == (2, 1, "бросок 1+1")
    lost = GameRecord.start("patolli").play(("throw", 3)).play(("pass",))
    assert move_lines(lost, "ru") == [(1, 0, "бросок 3: пас")]


def test_race_turn_text_says_who_throws():
    record = GameRecord.start("patolli")
    assert turn_text(record, "en") == "Light to throw"
    assert turn_text(record.play(("throw", 1)), "ru") == "Ход светлых"
