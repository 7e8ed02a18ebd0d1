"""The moves' code of links: each move is its index among the position's moves in notation order."""

from __future__ import annotations

from games.moves_code import ALPHABET, coded, decode, encode, ordered_moves
from games.records import GameRecord


def _play(rules: str, *texts: str) -> GameRecord:
    record = GameRecord.start(rules)
    for text in texts:
        [move] = [m for m in record.game.moves(record.state) if m.text == text]
        record = record.play(move)
    return record


def test_a_move_is_its_index_in_notation_order():
    record = _play("petteia", "a1-a3")
    first = [m.text for m in ordered_moves(GameRecord.start("petteia"))]
    assert first == sorted(first) and len(first) <= 64
    assert encode(record) == ALPHABET[first.index("a1-a3")]


def test_a_position_with_more_than_64_moves_takes_two_characters():
    record = _play("latrunculi-kowalski", "a1-a2")
    count = len(ordered_moves(GameRecord.start("latrunculi-kowalski")))
    assert count > 64 and len(encode(record)) == 2


def test_a_throw_is_coded_among_the_throws():
    record = _play("knossos", "throw:2,1")
    throws = [m.text for m in ordered_moves(GameRecord.start("knossos"))]
    assert throws == ["throw:1,1", "throw:2,1", "throw:2,2"] and encode(record) == "B"


def test_coding_again_reuses_the_codes_of_shared_moves():
    record = _play("petteia", "a1-a3", "a8-a6", "b1-b3")
    known = coded(record)
    shorter = coded(record.undo(), known)
    assert shorter.codes == known.codes[:2]
    other = _play("petteia", "a1-a3", "a8-a6", "c1-c3")
    assert coded(other, known).code == encode(other) != known.code


def test_a_code_from_another_game_is_not_reused():
    record = _play("petteia", "a1-a3")
    assert coded(_play("latrunculi-bell"), coded(record)).code == ""


def test_decoding_stops_at_the_first_unreadable_move():
    record = _play("petteia", "a1-a3", "a8-a6")
    code = encode(record)
    assert decode(GameRecord.start("petteia"), code) == (record, None)
    partial, error = decode(GameRecord.start("petteia"), code[:1] + "!" + code[1:])
    assert partial.moves == record.moves[:1] and error is not None and dict(error.args) == {"number": 2}
    over, error = decode(GameRecord.start("petteia"), ALPHABET[-1])
    assert not over.moves and dict(error.args) == {"number": 1}
