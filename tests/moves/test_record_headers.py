"""The headers of a record saved from the play page: who played each side, and the day."""

from __future__ import annotations

from datetime import date

from games.records import GameRecord, read_record, write_record
from ui.moves.opponent import FRIEND, Opponent, record_headers


def test_a_game_between_friends_names_two_players():
    assert record_headers(FRIEND, "en", date(2026, 12, 1)) == {
        "Light": "Player",
        "Dark": "Player",
        "Date": "2026-12-01",
    }


def test_against_the_computer_its_side_names_its_level_in_the_learners_language():
    assert record_headers(Opponent("club", 0), "en", date(2026, 12, 1))["Dark"] == "Computer (Club)"
    headers = record_headers(Opponent("master", 1), "ru", date(2026, 12, 1))
    assert headers["Light"] == "Компьютер (Мастер)" and headers["Dark"] == "Игрок"


def test_a_saved_game_reads_back_with_its_headers_and_result():
    record = GameRecord.start("petteia")
    for text in ("a1-a3", "a8-a6"):
        record = record.play(next(m for m in record.game.moves(record.state) if m.text == text))
    found = read_record(write_record(record, record_headers(Opponent("novice", 0), "en", date(2026, 12, 1))))
    assert found.record.states == record.states
    assert dict(found.headers) == {
        "Rules": "petteia",
        "Light": "Player",
        "Dark": "Computer (Novice)",
        "Date": "2026-12-01",
        "Result": "ongoing",
    }
