"""Links: the whole game in the URL (start and moves) restores it; a bad link gives a fresh game, or the
game up to the first unreadable move, and the reason."""

from __future__ import annotations

import time

import pytest

from games import GRID_RULE_SETS, RACE_RULE_SETS, RULE_SETS, get_game
from games.core import message
from games.limits import LINK_MOVES_CHARS, LINK_PLIES, LINK_POSITION_CHARS
from games.moves_code import coded, decode
from games.records import GameRecord
from tests.random_games import random_game
from ui.moves.link import game_link, link_codes, record_from_link, short_reason


def _whole_game(rules: str, seed: int = 3) -> GameRecord:
    record = GameRecord.start(rules)
    for _, move in random_game(rules, seed)[:-1]:
        record = record.play_raw(move)
    return record


@pytest.mark.parametrize("rules", RULE_SETS)
def test_a_whole_game_round_trips_through_its_link(rules):
    record = _whole_game(rules)
    link, _ = game_link(record)
    restored, error = record_from_link(link)
    assert error is None
    assert restored.states == record.states
    assert [m.text for m in restored.moves] == [m.text for m in record.moves]


@pytest.mark.parametrize("rules", RULE_SETS)
def test_a_300_move_link_stays_short(rules):
    record = _whole_game(rules)
    link, _ = game_link(record)
    assert len(link["moves"]) <= 2 * len(record.moves)
    assert len(link["moves"]) * 300 / len(record.moves) <= 600


def test_a_game_at_the_rules_start_has_no_position_in_its_link():
    assert game_link(GameRecord.start("petteia"))[0] == {"rules": "petteia"}


@pytest.mark.parametrize("rules", GRID_RULE_SETS + RACE_RULE_SETS)
def test_a_game_from_another_position_keeps_it_as_its_start(rules):
    record = _whole_game(rules)
    start = GameRecord.start(rules, record.states[5])
    later = start.play(record.moves[5]).play(record.moves[6])
    link, _ = game_link(later)
    assert link["pos"] == later.game.format_position(record.states[5])
    restored, error = record_from_link(link)
    assert error is None and restored.states == later.states


def test_no_link_is_a_fresh_petteia_game():
    record, error = record_from_link({})
    assert error is None and record == GameRecord.start("petteia")


def test_rules_without_position_start_that_game():
    record, error = record_from_link({"rules": "latrunculi-bell"})
    assert error is None and record == GameRecord.start("latrunculi-bell")


def test_unknown_rules_give_a_fresh_game_and_the_reason():
    record, error = record_from_link({"rules": "chess", "pos": "8/8/8/8/8/8/8/8 l 0 -"})
    assert record == GameRecord.start("petteia")
    assert "chess" in error.text("en") and "chess" in error.text("ru")


def test_malformed_position_gives_a_fresh_game_of_those_rules_and_the_reason():
    record, error = record_from_link({"rules": "latrunculi-kowalski", "pos": "ppp/8 l 0 -", "moves": "AB"})
    assert record == GameRecord.start("latrunculi-kowalski")
    assert error.text("en") == "position field 1: 2 rows, expected 8"
    assert error.text("ru") == "поле 1 позиции: рядов 2, а нужно 8"


def test_a_position_from_an_old_link_is_where_the_game_starts():
    game = get_game("petteia")
    after = game.apply(game.initial_state(), game.parse_move(game.initial_state(), "a1-a3"))
    record, error = record_from_link({"rules": "petteia", "pos": game.format_position(after)})
    assert error is None and record.state == after and not record.moves


@pytest.mark.parametrize(("tail", "read"), [("~", 0), ("_", 0), ("A_", 1)])
def test_unreadable_moves_keep_the_game_up_to_the_first_of_them(tail, read):
    """``~`` is no code, ``_`` the 64th of three throws; ``A`` is the first of them, which is read."""
    record = _whole_game("knossos")
    link, _ = game_link(GameRecord(record.rules, record.states[:4], record.moves[:3]))
    restored, error = record_from_link({**link, "moves": link["moves"] + tail})
    assert restored.states[:4] == record.states[:4] and len(restored.moves) == 3 + read
    assert error == message("link_move", number=4 + read)


def test_the_reason_quotes_at_most_forty_characters_of_the_link():
    _, error = record_from_link({"rules": "y" * 5000})
    for lang in ("en", "ru"):
        text = short_reason(error, lang)
        assert "y" * 40 + "…" in text and "y" * 41 not in text


@pytest.mark.parametrize(
    "name", ["latrunculi-bell+LBE-V1+LBE-V2", "knossos+KNO-V1", "patolli+PAT-V1", "latrunculi-kowalski+LKO-V1"]
)
def test_a_game_with_switches_round_trips_through_its_link(name):
    record = _whole_game(name)
    link, _ = game_link(record)
    assert link["rules"] == name
    restored, error = record_from_link(link)
    assert error is None
    assert restored.rules == name and restored.states == record.states


def test_a_plus_typed_into_an_address_reads_as_a_space_and_still_names_the_switch():
    record, error = record_from_link({"rules": "latrunculi-bell LBE-V1"})
    assert error is None and record.rules == "latrunculi-bell+LBE-V1"


def test_switches_in_another_order_name_the_same_game():
    record, error = record_from_link({"rules": "latrunculi-bell+LBE-V2+LBE-V1"})
    assert error is None and record.rules == "latrunculi-bell+LBE-V1+LBE-V2"


@pytest.mark.parametrize(
    ("name", "code"),
    [
        ("latrunculi-bell+LBE-V7", "unknown_switch"),
        ("petteia+PAT-V1", "switch_elsewhere"),
        ("knossos+KNO-V1+KNO-V1", "switch_twice"),
    ],
)
def test_a_switch_that_cannot_be_read_gives_the_plain_game_and_names_it(name, code):
    record, error = record_from_link({"rules": name, "moves": "AAAA"})
    assert record == GameRecord.start(name.split("+")[0])
    assert error is not None and error.code == code
    for lang in ("en", "ru"):
        assert name.split("+")[1] in error.text(lang)


@pytest.mark.parametrize(
    ("param", "size", "code", "en", "ru"),
    [
        ("moves", LINK_MOVES_CHARS + 1, "link_moves_too_long", "longer than 3000 characters", "длиннее 3000 символов"),
        (
            "pos",
            LINK_POSITION_CHARS + 1,
            "link_position_too_long",
            "longer than 400 characters",
            "длиннее 400 символов",
        ),
    ],
)
def test_a_link_longer_than_its_cap_is_refused_before_it_is_read(param, size, code, en, ru):
    record, error = record_from_link({"rules": "latrunculi-kowalski", param: "A" * size})
    assert record == GameRecord.start("latrunculi-kowalski")
    assert error == message(code, limit=size - 1)
    assert en in error.text("en") and ru in error.text("ru")


def test_moves_past_the_most_read_give_the_game_up_to_there_and_say_so():
    record = _whole_game("petteia")
    code = game_link(record)[0]["moves"]
    read, error = decode(GameRecord.start("petteia"), code, limit=10)
    assert read.states == record.states[:11] and error == message("link_too_many_moves", limit=10)
    assert "more than 10 moves" in error.text("en") and "больше 10 ходов" in error.text("ru")
    assert LINK_MOVES_CHARS == 2 * LINK_PLIES  # two characters a move at most: the plies are read to their cap


def test_a_link_read_again_gives_the_same_game_without_replaying_it():
    """The review's 500-move Kowalski link cost a second of CPU on every load; read again, it is the game kept.
    (The times are printed, with ``-s``.)"""
    record = _whole_game("latrunculi-kowalski", seed=164)  # 613 moves, the first seed past 500
    link = game_link(record)[0]
    assert len(record.moves) > 500
    times = []
    for _ in range(2):
        began = time.perf_counter()
        read, error = record_from_link(dict(link))
        times.append(time.perf_counter() - began)
        assert error is None and read.states == record.states
    print(
        f"\n{len(record.moves)} moves, {len(link['moves'])} characters: first {times[0] * 1000:.0f} ms, "
        f"again {times[1] * 1000:.3f} ms"
    )
    assert record_from_link(dict(link))[0] is read
    assert link_codes(link) == coded(read)  # a page writes the link back without coding it again
