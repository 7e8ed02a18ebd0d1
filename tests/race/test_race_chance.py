"""The throws of the race games: exact chances (KNO-02, PAT-04) and a seeded simulation that agrees with them.

The simulations draw 20,000 throws with ``games.chance.throw_from`` and a ``random.Random`` with a fixed
seed, and compare the counts with the exact chances by a chi-square goodness-of-fit test at the 0.999
level: with a fixed seed the test is deterministic, and a correct table fails it with chance 1/1000.
"""

from __future__ import annotations

import random
from collections import Counter
from fractions import Fraction
from math import comb

import pytest

from games import get_game
from games.chance import FIVE_BEANS, TWO_COINS, throw_chances, throw_from

THROWS = 20_000
CHI2_999 = {
    # 0.999 quantiles of the chi-square distribution (standard tables; e.g. scipy.stats.chi2.ppf(0.999, df))
    2: 13.816,  # Knossos: 3 throws (1,1) (2,1) (2,2)
    5: 20.515,  # Patolli: 6 throws 1..5 and 10
}
KNOSSOS = {("throw", 1, 1): Fraction(1, 4), ("throw", 2, 1): Fraction(1, 2), ("throw", 2, 2): Fraction(1, 4)}
PATOLLI = {("throw", k): Fraction(comb(5, k), 32) for k in range(1, 6)} | {("throw", 10): Fraction(1, 32)}
RACES = ("knossos", "patolli", "patolli-family", "patolli-quick")


def chi_square(counts: Counter, chances: dict, n: int) -> float:
    """Pearson's statistic of observed ``counts`` against ``n`` draws with ``chances``."""
    assert set(counts) <= set(chances)
    return sum((counts[value] - n * float(p)) ** 2 / (n * float(p)) for value, p in chances.items())


def expected(rules: str) -> dict:
    return KNOSSOS if rules == "knossos" else PATOLLI


# ----------------------------------------------------------------- exact chances
@pytest.mark.parametrize("rules", RACES)
def test_the_chances_at_the_start_are_exact_fractions_summing_to_1(rules):
    g = get_game(rules)
    chances = g.chance_outcomes(g.initial_state())
    assert dict(chances) == expected(rules)
    assert len(chances) == len(expected(rules))  # each throw once
    assert all(type(p) is Fraction and 0 < p < 1 for _, p in chances)
    assert sum(p for _, p in chances) == Fraction(1)
    assert [m for m, _ in chances] == g.legal_moves(g.initial_state())


def test_KNO_02_two_coins_give_the_throw_totals_2_3_4_with_one_quarter_one_half_one_quarter():
    chances = throw_chances(TWO_COINS)
    assert chances == (((1, 1), Fraction(1, 4)), ((2, 1), Fraction(1, 2)), ((2, 2), Fraction(1, 4)))
    totals = Counter()
    for coins, p in chances:
        totals[sum(coins)] += p
    assert totals == {2: Fraction(1, 4), 3: Fraction(1, 2), 4: Fraction(1, 4)}


def test_PAT_04_five_beans_give_k_with_C5k_over_32_and_10_with_1_over_32():
    chances = dict(throw_chances(FIVE_BEANS))
    assert chances == {
        1: Fraction(5, 32),
        2: Fraction(10, 32),
        3: Fraction(10, 32),
        4: Fraction(5, 32),
        5: Fraction(1, 32),
        10: Fraction(1, 32),
    }
    assert chances[10] == Fraction(1, 32)
    assert sum(chances.values()) == 1


def test_throw_from_splits_0_1_into_the_shares_of_the_throws():
    chances = throw_chances(TWO_COINS)
    assert throw_from(chances, 0.0) == (1, 1)
    assert throw_from(chances, 0.2499) == (1, 1)
    assert throw_from(chances, 0.25) == (2, 1)
    assert throw_from(chances, 0.7499) == (2, 1)
    assert throw_from(chances, 0.75) == (2, 2)
    assert throw_from(chances, 0.999999) == (2, 2)
    beans = throw_chances(FIVE_BEANS)
    assert throw_from(beans, 0.0) == 1
    assert throw_from(beans, 31 / 32 - 1e-9) == 5
    assert throw_from(beans, 31 / 32) == 10
    assert throw_from(beans, 0.999999) == 10


# ----------------------------------------------------------------- simulations
@pytest.mark.parametrize("rules", RACES)
def test_a_seeded_simulation_of_the_throws_agrees_with_the_exact_chances(rules):
    g = get_game(rules)
    chances = g.chance_outcomes(g.initial_state())
    rng = random.Random(f"race-chance-{rules}")
    counts = Counter(throw_from(chances, rng.random()) for _ in range(THROWS))
    assert sum(counts.values()) == THROWS
    assert set(counts) == set(expected(rules))  # every throw comes up, even Patolli's 10 (1/32)
    statistic = chi_square(counts, expected(rules), THROWS)
    assert statistic < CHI2_999[len(chances) - 1], (statistic, counts)


@pytest.mark.parametrize(
    ("device", "table"),
    [
        (TWO_COINS, {(1, 1): Fraction(1, 4), (2, 1): Fraction(1, 2), (2, 2): Fraction(1, 4)}),
        (FIVE_BEANS, {value: p for (_, value), p in PATOLLI.items()}),
    ],
    ids=["two-coins", "five-beans"],
)
def test_tossing_the_objects_one_by_one_agrees_with_the_exact_chances(device, table):
    """Toss each coin or bean with chance 1/2 a side: an independent check of the derived table."""
    rng = random.Random(f"race-device-{device.name}")
    faces = [face for face, _ in device.faces]
    counts = Counter(device.value(tuple(rng.choice(faces) for _ in range(device.count))) for _ in range(THROWS))
    assert dict(throw_chances(device)) == table
    statistic = chi_square(counts, table, THROWS)
    assert statistic < CHI2_999[len(table) - 1], (statistic, counts)


def test_the_chi_square_test_would_notice_a_wrong_table():
    """The test has power: the same draws are far from a wrong table (every Patolli throw 1/6)."""
    rng = random.Random("race-chance-power")
    chances = throw_chances(FIVE_BEANS)
    counts = Counter(throw_from(chances, rng.random()) for _ in range(THROWS))
    uniform = {value: Fraction(1, 6) for value, _ in chances}
    assert chi_square(counts, uniform, THROWS) > CHI2_999[5]
