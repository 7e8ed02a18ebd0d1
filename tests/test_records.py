"""Game records (docs/notation.md, "Game records"): written and read back identically for whole random games of
every rule set, headers kept, comments and move numbers skipped, and every malformed record refused with its
line, its move's number and the reason, in English and Russian."""

from __future__ import annotations

import pytest

from games import RULE_SETS, get_game
from games.core import LIGHT
from games.records import WIDTH, GameRecord, RecordError, read_record, result, write_record
from tests.random_games import random_game
from tests.support.tiers import seeds_in_tiers

GAMES = 200
"""Random games per rule set, written and read back whole: 4 to 9 s of CPU a rule set on this machine (the fast
tier the first ``FAST_GAMES`` of them, the ``slow`` tests the rest)."""
FAST_GAMES = 20
PREFIX = {"latrunculi-schadler": 150}
"""Rule sets whose games are cut to their first half-moves: Schädler's whole games (282 half-moves on average,
chains of jumps to generate at each) took 11.5 s of CPU, and 150 half-moves still cover the placement (32)
and well over a hundred moves after it; a Schädler game read to its end is tested below (begins elsewhere)."""
HEADERS = {"Light": "Ana", "Dark": 'The "Master" \\ of the house', "Date": "2026-11-30", "Event": "club night"}


def recorded(rules: str, seed: int, begin: int = 0, end: int | None = None) -> GameRecord:
    """The random game (``rules``, ``seed``) as a record, from its half-move ``begin`` to ``end`` (its end)."""
    game, plies = get_game(rules), random_game(rules, seed)[begin : None if end is None else end + 1]
    return GameRecord(
        rules, tuple(state for state, _ in plies), tuple(game.describe(state, move) for state, move in plies[:-1])
    )


@pytest.mark.parametrize(("rules", "seeds"), seeds_in_tiers(dict.fromkeys(RULE_SETS, GAMES), FAST_GAMES))
def test_whole_random_games_come_back_identical(rules, seeds):
    for seed in seeds:
        record = recorded(rules, seed, end=PREFIX.get(rules))
        text = write_record(record, HEADERS)
        back = read_record(text)
        assert [m.text for m in back.record.moves] == [m.text for m in record.moves], seed
        assert back.record == record, seed  # the rule set, every position and every typed move
        assert back.headers == (("Rules", rules), *HEADERS.items(), ("Result", result(record))), seed


@pytest.mark.parametrize("rules", RULE_SETS)
def test_a_record_read_and_written_again_is_the_same_text(rules):
    text = write_record(recorded(rules, 11), HEADERS)
    back = read_record(text)
    assert write_record(back.record, dict(back.headers)) == text


@pytest.mark.parametrize("rules", RULE_SETS)
def test_a_game_that_begins_elsewhere_writes_its_start_position(rules):
    record = recorded(rules, 7, begin=5)
    text = write_record(record)
    start = record.game.format_position(record.states[0])
    assert text.splitlines()[:2] == [f'[Rules "{rules}"]', f'[Start "{start}"]']
    assert read_record(text).record == record


def test_the_headers_come_in_order_rules_first_and_the_result_computed_unless_given():
    record = recorded("petteia", 3)
    lines = write_record(record, {"Dark": "Bo", "Rules": "ignored", "Light": "Ana"}).splitlines()
    assert lines[:5] == ['[Rules "petteia"]', '[Dark "Bo"]', '[Light "Ana"]', f'[Result "{result(record)}"]', ""]
    assert '[Result "draw"]' in write_record(record, {"Result": "draw"}).splitlines()
    assert write_record(GameRecord.start("knossos")) == '[Rules "knossos"]\n[Result "ongoing"]\n'


def test_moves_are_wrapped_and_numbered_at_each_turn_of_light():
    record = recorded("knossos", 2)
    moves = write_record(record).split("\n\n", 1)[1].splitlines()
    assert all(len(line) <= WIDTH for line in moves) and len(moves) > 10
    words, movers, numbers = " ".join(moves).split(), record.movers(), []
    for index, move in enumerate(record.moves):  # a number stands before each turn of light, and only there
        if index == 0 or (movers[index] == LIGHT and movers[index - 1] != LIGHT):
            numbers.append(words.pop(0))
        assert words.pop(0) == move.text, index  # a throw is a move of its own: throw:2,1
    assert not words and numbers == [f"{n}." for n in range(1, len(numbers) + 1)]


def test_a_record_where_dark_moves_first_numbers_it_1_dots():
    record = GameRecord.start("petteia", get_game("petteia").parse_position("pppppppp/8/8/8/8/8/8/PPPPPPPP d 0 -"))
    record = record.play_raw(get_game("petteia").parse_move(record.state, "b8-b4"))
    assert write_record(record).endswith("\n\n1... b8-b4\n")


def test_headers_are_kept_in_the_files_order_with_escapes_read():
    text = (
        '[Event "a \\"quoted\\" name, a \\\\ backslash"]\n[Rules "petteia"]\n[Site "Heraklion"]\n'
        '[Result "ongoing"]\n\nb1-b5\n'
    )
    headers = read_record(text).headers
    assert headers == (
        ("Event", 'a "quoted" name, a \\ backslash'),
        ("Rules", "petteia"),
        ("Site", "Heraklion"),
        ("Result", "ongoing"),
    )


def test_comments_move_numbers_and_percent_lines_are_skipped():
    plain = read_record('[Rules "petteia"]\n\nb1-b5 b8-b6 c1-c5 c8-c6\n').record
    noisy = (
        '% written by hand\n[Rules "petteia"]\n% a directive\n\n1. b1-b5 {light opens,\nover two lines}'
        " b8-b6{dark answers}\n% c1-c4 is not a move here\n2.c1-c5 2... c8-c6 {the end}\n"
    )
    assert read_record(noisy).record == plain
    assert len(plain.moves) == 4


def test_a_record_with_crlf_line_ends_and_a_byte_order_mark_reads():
    assert len(read_record('\ufeff[Rules "petteia"]\r\n\r\nb1-b5 b8-b6\r\n').record.moves) == 2


def test_a_header_that_cannot_be_written_is_refused():
    with pytest.raises(ValueError):
        write_record(GameRecord.start("petteia"), {"Two words": "x"})
    with pytest.raises(ValueError):
        write_record(GameRecord.start("petteia"), {"Note": "two\nlines"})


PETTEIA = '[Rules "petteia"]\n'


@pytest.mark.parametrize(
    "text, line, move, header, reason, clause, en, ru",
    [
        ("", 1, None, None, "record_empty", None, "Line 1: the record is empty", "Строка 1: запись пуста"),
        ("\n  \n% only a note\n", 1, None, None, "record_empty", None, "Line 1:", "Строка 1:"),
        (
            '[Light "Ana"]\n\nb1-b5\n',
            1,
            None,
            None,
            "record_no_rules",
            None,
            "Line 1: the record has no Rules header",
            "Строка 1: в записи нет заголовка Rules",
        ),
        (
            '[Date "today"]\n[Rules "chess"]\n',
            2,
            None,
            "Rules",
            "unknown_rules",
            None,
            "Line 2, header Rules: unknown rule set 'chess'",
            "Строка 2, заголовок Rules:",
        ),
        (
            PETTEIA + "[Light Ana]\n",
            2,
            None,
            None,
            "record_header_syntax",
            None,
            "Line 2: '[Light Ana]' is not a header line",
            "Строка 2: «[Light Ana]»",
        ),
        (
            PETTEIA + '[Light "Ana"]\n[Light "Bo"]\n',
            3,
            None,
            None,
            "record_header_twice",
            None,
            "Line 3: the header Light appears a second time (the first is on line 2)",
            "Строка 3:",
        ),
        (
            PETTEIA + '[Start "pppppppp/8/9/8/8/8/8/PPPPPPPP l 0 -"]\n',
            2,
            None,
            "Start",
            "pos_row_width",
            None,
            "Line 2, header Start: position field 1, row 3: 9 squares",
            "Строка 2, заголовок Start: поле 1 позиции",
        ),
        (
            PETTEIA + "\nb1-b5 b8-b6\nc1c5\n",
            4,
            3,
            None,
            "move_syntax",
            None,
            "Line 4, move 3 (c1c5): 'c1c5' is not a move",
            "Строка 4, ход 3 (c1c5): «c1c5» — не ход",
        ),
        (
            PETTEIA + "\n1. b1-b5 b8-b6\n2. a1-b2\n",
            4,
            3,
            None,
            "not_straight",
            "PET-03",
            "Line 4, move 3 (a1-b2): A piece moves only in straight lines",
            "Строка 4, ход 3 (a1-b2): Фишка ходит",
        ),
        (
            PETTEIA + "\nb1-b5 {never closed\nb8-b6\n",
            3,
            None,
            None,
            "record_comment",
            None,
            "Line 3: a comment",
            "Строка 3: комментарий",
        ),
        (
            PETTEIA + '[Start "pppppppp/8/8/8/8/8/8/7P d 5 -"]\n\n{over already} a8-a7\n',
            4,
            1,
            None,
            "record_after_end",
            None,
            "Line 4, move 1 (a8-a7): the game is already over",
            "Строка 4, ход 1 (a8-a7)",
        ),
        (
            PETTEIA + '[Result "light"]\n\nb1-b5\n',
            2,
            None,
            "Result",
            "record_result",
            None,
            "Line 2, header Result: the header says 'light', but the moves end in 'ongoing'",
            "Строка 2, заголовок",
        ),
        (
            PETTEIA + '[Result "won"]\n',
            2,
            None,
            "Result",
            "record_result_value",
            None,
            "Line 2, header Result: 'won' is not a result",
            "Строка 2, заголовок Result: «won» — не результат",
        ),
        (
            '[Rules "knossos"]\n\n0+2\n',
            3,
            1,
            None,
            "race_throw_first",
            None,
            "Line 3, move 1 (0+2): Throw first",
            "Строка 3, ход 1 (0+2): Сначала бросок",
        ),
        (
            '[Rules "patolli"]\n\nthrow:1 enter throw:5 pass\nthrow:3 enter\n',
            4,
            6,
            None,
            "pat_enter_one",
            "PAT-07",
            "Line 4, move 6 (enter): A piece enters only on a throw of exactly 1",
            "Строка 4, ход 6 (enter)",
        ),
    ],
)
def test_a_malformed_record_names_its_line_move_and_reason(text, line, move, header, reason, clause, en, ru):
    with pytest.raises(RecordError) as raised:
        read_record(text)
    error = raised.value
    args = dict(error.msg.args)
    where = "record_at_move" if move else "record_at_header" if header else "record_at_line"
    assert (error.msg.code, args["line"], args.get("move"), args.get("name")) == (where, line, move, header)
    assert (error.line, error.move, error.header) == (line, move, header)
    assert (error.reason.code, error.reason.clause) == (reason, clause) and args["reason"] == error.reason
    assert str(error).startswith(en), str(error)
    assert error.text("ru").startswith(ru), error.text("ru")
    if clause:
        assert str(error).endswith(f"— {clause}") and error.text("ru").endswith(f"— {clause}")
    assert "\n" not in str(error)


def test_a_move_after_the_end_gives_the_way_the_game_ended():
    with pytest.raises(RecordError) as raised:
        read_record(PETTEIA + '[Start "pppppppp/8/8/8/8/8/8/7P d 5 -"]\n\na8-a7\n')
    end = dict(raised.value.reason.args)["end"]
    assert (end.code, end.clause) == ("end_one_piece", "PET-08")
    assert str(raised.value).endswith("Light has a single piece left and loses — PET-08")
    assert raised.value.text("ru").endswith("У светлых осталась одна фишка — они проиграли — PET-08")


def test_the_result_header_is_checked_against_a_finished_game():
    record = recorded("patolli-quick", 0)
    wrong = "light" if result(record) == "dark" else "dark"
    text = write_record(record, {"Result": wrong})
    with pytest.raises(RecordError) as raised:
        read_record(text)
    assert dict(raised.value.reason.args) == {"stated": wrong, "reached": result(record)}


@pytest.mark.parametrize("rules", ["latrunculi-bell+LBE-V1+LBE-V2", "knossos+KNO-V1", "patolli-quick+PAT-V1"])
def test_a_game_with_switches_keeps_them_in_its_record(rules):
    for seed in range(5):
        record = recorded(rules, seed)
        back = read_record(write_record(record, {}))
        assert back.record == record and back.record.rules == rules
        assert back.headers[0] == ("Rules", rules)
