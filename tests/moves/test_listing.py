"""The move list's model (``ui.moves.listing``): a record in, a row per turn out, each move an entry at the ply it
leads to (throws counted), in notation with its words, the record's comments at their moves and a review's marks."""

from __future__ import annotations

import pytest

from games import get_game
from games.records import GameRecord, read_record, write_record
from tests.random_games import random_game
from ui.moves.listing import Entry, MoveList, Row, list_data, move_list
from ui.moves.words import move_lines


def _record(rules: str, position: str | None = None) -> GameRecord:
    game = get_game(rules)
    return GameRecord.start(rules, game.parse_position(position) if position else None)


def _plies(moves: MoveList) -> list[int]:
    return [entry.ply for row in moves.rows for entry in row.entries]


def test_a_grid_game_has_a_row_per_move_in_notation_with_its_captures():
    record = _record("petteia", "p6p/8/8/1Pp1pP2/8/8/8/3P4 l 0 -")
    for text in ("d1-d5", "h8-g8"):
        record = record.play_raw(record.game.parse_move(record.state, text))
    assert move_list(record, "en") == MoveList(
        Entry(0, "", ""),
        (
            Row(1, 0, "d1-d5 ×c5 ×e5", (Entry(1, "d1-d5 ×c5 ×e5", "d1-d5 ×c5 ×e5"),)),
            Row(2, 1, "h8-g8", (Entry(2, "h8-g8", "h8-g8"),)),
        ),
    )


def test_bells_extra_move_shares_the_row_of_the_capture_that_earned_it():
    record = _record("latrunculi-bell", "8/8/3P4/3p4/8/3P4/8/1p4p1 l 0 -")
    for text in ("d3-d4", "d4-d3", "b1-c1"):
        record = record.play_raw(record.game.parse_move(record.state, text))
    rows = move_list(record, "ru").rows
    assert [(row.number, row.side, [e.text for e in row.entries]) for row in rows] == [
        (1, 0, ["d3-d4 ×d5", "d4-d3"]),
        (2, 1, ["b1-c1"]),
    ]
    assert rows[0].words == "d3-d4 ×d5, затем d4-d3" and [e.ply for e in rows[0].entries] == [1, 2]


@pytest.mark.parametrize(
    ("lang", "words"),
    [
        ("en", ["throw 2 + 1", "coin 2: cell 19 → 11", "coin 1: cell 11 → 12", "throw 1 + 1"]),
        ("ru", ["бросок 2 + 1", "монетка 2: клетка 19 → 11", "монетка 1: клетка 11 → 12", "бросок 1 + 1"]),
    ],
)
def test_a_race_turn_is_a_row_its_throw_and_its_moves_each_an_entry(lang, words):
    record = GameRecord.start("knossos").play_raw(("throw", 2, 1)).play_raw((0, 2)).play_raw((2, 1))
    record = record.play_raw(("throw", 1, 1))
    moves = move_list(record, lang)
    assert [[e.text for e in row.entries] for row in moves.rows] == [["throw:2,1", "0+2", "2+1"], ["throw:1,1"]]
    assert _plies(moves) == [1, 2, 3, 4] and moves.plies == 4
    assert [e.words for row in moves.rows for e in row.entries] == words
    assert [(row.number, row.side, row.words) for row in moves.rows] == move_lines(record, lang)


def test_a_long_game_lists_every_ply_once_in_order_and_its_rows_are_the_move_lines():
    for rules in ("petteia", "patolli", "latrunculi-bell"):
        record = GameRecord.start(rules)
        for _, raw in random_game(rules, 3)[:150]:
            record = record.play_raw(raw)
        moves = move_list(record, "en")
        assert _plies(moves) == list(range(1, len(record.moves) + 1)), rules
        assert [(row.number, row.side, row.words) for row in moves.rows] == move_lines(record, "en")
        assert all(moves.entry(ply).ply == ply for ply in range(len(record.moves) + 1))


def test_comments_of_a_record_file_stand_at_their_moves():
    text = (
        '[Rules "knossos"]\n\n{a quiet start} 1. throw:2,1 0+2 {the larger coin first} 2+1\n'
        "1... throw:1,1 {dark\n  waits} {and waits}\n"
    )
    read = read_record(text)
    assert read.comments == ((0, "a quiet start"), (2, "the larger coin first"), (4, "dark waits"), (4, "and waits"))
    moves = move_list(read.record, "en", read.comments)
    assert moves.start.comments == ("a quiet start",)
    assert moves.entry(2).comments == ("the larger coin first",) and moves.entry(3).comments == ()
    assert moves.entry(4).comments == ("dark waits", "and waits")
    assert read_record(write_record(read.record, comments=read.comments)).comments == read.comments


def test_a_comment_past_the_last_move_is_left_out_and_none_is_lost_by_a_missing_move():
    record = _record("petteia")
    record = record.play_raw(record.game.parse_move(record.state, "a1-a3"))
    moves = move_list(record, "en", [(1, "kept"), (7, "past the end"), (-1, "before the start")])
    assert moves.entry(1).comments == ("kept",)
    with pytest.raises(KeyError):
        moves.entry(2)


def test_a_reviews_marks_go_to_their_moves_and_into_the_browsers_data():
    record = GameRecord.start("patolli").play_raw(("throw", 3)).play_raw(("pass",))
    moves = move_list(record, "en", badges={2: "??"})
    assert moves.entry(2).badge == "??" and moves.entry(1).badge == ""
    data = list_data(moves)
    assert data["start"]["ply"] == 0
    assert data["rows"] == [
        {
            "n": 1,
            "side": 0,
            "words": "throw 3 — the turn is lost",
            "entries": [
                {"ply": 1, "text": "throw:3", "words": "throw 3", "badge": "", "notes": ()},
                {"ply": 2, "text": "pass", "words": "the turn is lost", "badge": "??", "notes": ()},
            ],
        }
    ]


def test_an_empty_record_lists_only_its_start():
    moves = move_list(GameRecord.start("knossos"), "en")
    assert moves.rows == () and moves.plies == 0 and moves.entry(0) == moves.start
