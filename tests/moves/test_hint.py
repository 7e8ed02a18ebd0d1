"""The Hint, pure: which position it belongs to, how the board marks it, and its sentence in both languages."""

from __future__ import annotations

import pytest

from board import Marks
from games import get_game
from games.core import message
from games.records import GameRecord
from ui.i18n import t
from ui.moves.controller import marks
from ui.moves.hint import Suggestion, suggestion_text

KNOSSOS_THROWN = "0,0,0,0,0 0,0,0,0,0 l 2,1 0"


def _record(rules: str, pos: str | None = None) -> GameRecord:
    game = get_game(rules)
    return GameRecord.start(rules, game.parse_position(pos) if pos else None)


def test_a_suggestion_fits_its_position_only():
    record = _record("petteia")
    move = record.game.parse_move(record.state, "a1-a4")
    shown = Suggestion.of(record, move, message("hint_best"))
    assert shown.fits(record)
    assert shown.move.text == "a1-a4"
    assert not shown.fits(record.play_raw(move))
    assert not shown.fits(record.play_raw(move).undo().play_raw(record.game.parse_move(record.state, "b1-b4")))


def test_a_grid_move_is_marked_by_its_squares_and_an_arrow_per_step():
    record = _record("petteia")
    shown = Suggestion.of(record, record.game.parse_move(record.state, "a1-a4"), message("hint_best"))
    assert marks(record, hint=shown.move) == Marks(highlights=("a1", "a4"), arrows=(("a1", "a4"),))


def test_a_race_move_is_marked_by_its_cells_and_a_pass_by_nothing():
    record = _record("knossos", KNOSSOS_THROWN)
    shown = Suggestion.of(record, record.game.parse_move(record.state, "0+2"), message("hint_best"))
    assert marks(record, hint=shown.move) == Marks(highlights=("19", "11"), arrows=(("19", "11"),))
    stuck = _record("knossos", pos="0,0,0,0,3 0,0,1,4,5 l 1 1")
    passing = Suggestion.of(stuck, ("pass",), message("hint_best"))
    assert marks(stuck, hint=passing.move) == Marks()


@pytest.mark.parametrize(("lang", "words"), [("en", "coin 2: cell 19 → 11"), ("ru", "монетка 2: клетка 19 → 11")])
def test_the_sentence_names_the_move_in_words_and_the_reason(lang, words):
    record = _record("knossos", KNOSSOS_THROWN)
    move = record.game.parse_move(record.state, "0+2")
    reason = message("hint_advances")
    text = suggestion_text(record, Suggestion.of(record, move, reason), lang)
    assert text == t("hint.text", lang, move=words, reason=reason.text(lang))
    assert text.split(".**")[0].count(":") == 1  # "Hint — coin 2: cell 19 → 11", not "Hint: coin 2: …"


def test_a_grid_hint_marks_its_capture():
    record = _record("petteia", "p6p/8/8/1Pp1pP2/8/8/8/3P4 l 0 -")
    move = record.game.parse_move(record.state, "d1-d5")
    text = suggestion_text(record, Suggestion.of(record, move, message("hint_best")), "en")
    assert text.startswith("**Hint — d1-d5 ×c5 ×e5.**")
