"""The Hint, pure: which position it belongs to, how the board marks it, and its sentence in both languages."""

from __future__ import annotations

import pytest

from games import get_game
from games.core import message
from ui.game_record import GameRecord
from ui.i18n import LANGUAGES
from ui.suggestion import Suggestion, suggestion_marks, suggestion_text

KNOSSOS_THROWN = "0,0,0,0,0 0,0,0,0,0 l 2,1 0"


def _record(rules: str, pos: str | None = None) -> GameRecord:
    game = get_game(rules)
    return GameRecord.start(rules, game.parse_position(pos) if pos else None)


def test_a_suggestion_fits_its_position_only():
    record = _record("petteia")
    move = record.game.parse_move(record.state, "a1-a4")
    shown = Suggestion.of(record, move, message("hint_best"))
    assert shown.fits(record)
    assert not shown.fits(record.play(move))
    assert not shown.fits(record.play(move).undo().play(record.game.parse_move(record.state, "b1-b4")))


def test_a_grid_move_is_marked_by_its_squares_and_an_arrow_per_step():
    record = _record("petteia")
    move = record.game.parse_move(record.state, "a1-a4")
    assert suggestion_marks(record, move) == (move, ((move[0], move[1]),))


def test_a_race_move_is_marked_by_its_cells_and_a_pass_by_nothing():
    record = _record("knossos", KNOSSOS_THROWN)
    places, arrows = suggestion_marks(record, record.game.parse_move(record.state, "0+2"))
    assert len(places) == 2 and arrows == ((places[0], places[1]),)
    assert suggestion_marks(record, ("pass",)) == ((), ())


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_sentence_names_the_move_and_the_reason(lang):
    record = _record("knossos", KNOSSOS_THROWN)
    move = record.game.parse_move(record.state, "0+2")
    reason = message("hint_advances")
    text = suggestion_text(record, Suggestion.of(record, move, reason), lang)
    assert "0+2" in text and reason.text(lang) in text and "19" in text
