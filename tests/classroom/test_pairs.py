"""Pairs in class (issue 26): the pure pairing (at random with a seeded generator, by hand, the odd one out) and the
seats both stores keep with the class (replaced per student, forgotten with the pairs, the class or the student)."""

from __future__ import annotations

import random

import pytest

from classroom.online import side_of
from classroom.pairs import (
    PairError,
    Seat,
    hand_pair,
    odd_one_out,
    pair_games,
    pairings,
    random_pairs,
    seat_of,
    unpaired,
)
from classroom.store import IDLE_SECONDS, ClassError, RedisStore
from games.core import DARK, LIGHT

NOW = 1_000_000.0
NAMES = {"s1": "Ana", "s2": "Bo", "s3": "Cy", "s4": "Di", "s5": "Ed"}


def test_random_pairs_pair_everyone_once_and_an_odd_class_leaves_one_to_wait():
    students = list(NAMES)
    pairs = random_pairs(students, random.Random(3))
    assert len(pairs) == 2 and all(first != second for first, second in pairs)
    paired = [student for pair in pairs for student in pair]
    assert len(set(paired)) == 4
    waits = odd_one_out(students, pairs)
    assert waits is not None and {*paired, waits} == set(students)
    assert random_pairs(students, random.Random(3)) == pairs  # the generator decides: a seed repeats it
    assert {frozenset(pair) for seed in range(20) for pair in random_pairs(students, random.Random(seed))} != {
        frozenset(pair) for pair in pairs
    }
    assert odd_one_out(students[:4], random_pairs(students[:4], random.Random(1))) is None
    assert random_pairs(["s1"], random.Random(1)) == [] and odd_one_out(["s1"], []) == "s1"


def test_by_hand_two_different_free_students_are_paired():
    free = ["s1", "s2", "s3"]
    assert hand_pair("s1", "s3", free) == ("s1", "s3")
    for first, second, reason in [(None, "s1", "choose"), ("s1", "s1", "same"), ("s1", "s4", "taken")]:
        with pytest.raises(PairError) as refused:
            hand_pair(first, second, free)
        assert refused.value.reason == reason


def test_each_pair_gets_a_game_of_the_rules_with_both_names_and_each_student_a_seat_token_of_their_own():
    games, seats = pair_games([("s1", "s2"), ("s3", "s4")], NAMES, "latrunculi-bell+LBE-V1", random.Random(5), NOW)
    assert [game.rules for game in games] == ["latrunculi-bell+LBE-V1"] * 2 and not any(g.moves for g in games)
    assert [seat.student for seat in seats] == ["s1", "s2", "s3", "s4"]
    for game in games:
        mine = [seat for seat in seats if seat.game_id == game.game_id]
        assert sorted(seat.side for seat in mine) == [LIGHT, DARK]
        for seat in mine:
            assert side_of(game, seat.token) == seat.side and game.names[seat.side] == NAMES[seat.student]
            assert seat.token not in str(game.as_json())  # the game keeps only the token's hash
    assert [p.players for p in pairings(seats)] == [
        tuple(next(s.student for s in seats if s.game_id == g.game_id and s.side == side) for side in (LIGHT, DARK))
        for g in games
    ]
    assert seat_of("s3", seats) == seats[2] and seat_of("s5", seats) is None
    assert unpaired(NAMES, seats) == ["s5"]


def test_a_pairing_shows_an_empty_side_for_a_removed_student():
    seats = [Seat("s1", "GAME2345", LIGHT, "t1")]
    assert pairings(seats)[0].players == ("s1", None)


def _class(store):
    code, token = store.create({"rules": "petteia"}, NOW)
    for student, name in NAMES.items():
        store.join(code, student, name, NOW)
    return code, token


def test_the_class_keeps_its_seats_in_order_each_student_one(store):
    code, token = _class(store)
    _, seats = pair_games([("s1", "s2"), ("s3", "s4")], NAMES, "petteia", random.Random(1), NOW)
    store.add_seats(code, token, seats, NOW + 1)
    assert store.seats(code) == seats
    _, later = pair_games([("s5", "s1")], NAMES, "petteia", random.Random(2), NOW)
    store.add_seats(code, token, later, NOW + 2)
    assert store.seats(code) == [*seats[1:], *later]  # s1's earlier seat is replaced
    with pytest.raises(ClassError) as refused:
        store.add_seats(code, "not the key", later, NOW + 3)
    assert refused.value.reason == "not_teacher"
    with pytest.raises(ClassError) as refused:
        store.add_seats(code, token, [Seat("stranger", "GAME2345", LIGHT, "t")], NOW + 3)
    assert refused.value.reason == "not_joined" and store.seats(code) == [*seats[1:], *later]
    store.remove_student(code, token, "s3", NOW + 4)
    assert "s3" not in [seat.student for seat in store.seats(code)]
    store.end_pairs(code, token, NOW + 5)
    assert store.seats(code) == []


def test_the_seats_go_with_the_class(store):
    code, token = _class(store)
    _, seats = pair_games([("s1", "s2")], NAMES, "petteia", random.Random(1), NOW)
    store.add_seats(code, token, seats, NOW + 1)
    if isinstance(store, RedisStore):  # Redis forgets a class's keys by itself, a day after its last activity
        assert 0 < store.redis.ttl(f"class:{code}:seats") <= IDLE_SECONDS
        return
    store.expire(NOW + 1 + IDLE_SECONDS)
    assert store.seats(code) == []
