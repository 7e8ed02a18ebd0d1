"""The sentences around the board: whose turn, pieces in hand, the bonus move, the end, the move list."""

from __future__ import annotations

from games import get_game
from ui.game_record import GameRecord
from ui.status import added_rules, count_text, extra_move_text, hand_text, move_lines, outcome_text, turn_text


def _record(rules: str, position: str | None = None) -> GameRecord:
    game = get_game(rules)
    return GameRecord.start(rules, game.parse_position(position) if position else None)


def test_turn_in_both_languages():
    record = _record("petteia")
    assert turn_text(record, "en") == "Light to move"
    assert turn_text(record.play((0, 8)), "ru") == "Ход тёмных"


def test_placement_says_what_is_placed_and_what_is_in_hand():
    record = _record("latrunculi-bell")
    assert turn_text(record, "en") == "Light places two pieces"
    assert hand_text(record, "en") == "In reserve: light 16 + dux, dark 16 + dux."
    once = record.play((27,))
    assert turn_text(once, "en") == "Light places a piece"
    assert hand_text(once, "ru") == "В запасе: у светлых 15 + дукс, у тёмных 16 + дукс."
    last = _record("latrunculi-bell", "pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP l 0 0+D,0+D,1")
    assert turn_text(last, "en") == "Light places the dux"
    assert hand_text(_record("petteia"), "en") is None


def test_bell_bonus_move_is_announced():
    record = _record("latrunculi-bell", "8/8/3P4/3p4/8/3P4/8/1p4p1 l 0 -")
    game = record.game
    after = record.play(tuple(game.geo.index[s] for s in ("d3", "d4")))
    assert after.state.side == 0
    assert extra_move_text(after, "en") == "Light captured and moves again (LBE-07)."
    assert extra_move_text(record, "en") is None


def test_outcome_names_winner_and_reason():
    record = _record("petteia", "p7/8/8/8/8/8/8/PP6 l 0 -")
    outcome = record.game.outcome(record.state)
    assert outcome_text(outcome, "en") == "Light wins. Dark has a single piece left and loses — PET-08"
    assert outcome_text(outcome, "ru").startswith("Победили светлые.")


def test_rules_added_by_us_are_listed_with_their_clause():
    assert added_rules(_record("petteia"), "en") == []
    kowalski = added_rules(_record("latrunculi-kowalski"), "en")
    assert kowalski == ["light moves first (PET-02)", "a player who cannot move loses (PET-09)",
                        "after 80 half-moves without a capture the pieces are counted (PET-10)"]


def test_move_lines_number_the_moves_and_name_the_mover():
    record = _record("petteia").play((0, 8)).play((56, 48))
    assert move_lines(record) == [(1, 0, "a1-a2"), (2, 1, "a8-a7")]


def test_count_of_pieces_and_quiet_half_moves():
    record = _record("petteia").play((0, 8))
    assert count_text(record, "en") == "On the board: light 8, dark 8. Half-moves without a capture: 1 of 80."
    assert count_text(_record("latrunculi-schadler"), "ru") is None
