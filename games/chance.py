"""Throwing devices and the exact chance of each throw, derived from what the device is.

A device is a number of identical objects (coins, beans), each landing on one of its faces with a given
``Fraction``; a throw's value is computed from the faces that came up.  ``throw_chances`` enumerates
every way the objects can fall and adds up the chances of equal values, so the probabilities are exact
and sum to 1 by construction.  No random generator lives here: ``throw_from`` turns a number in [0, 1)
drawn by the caller into a throw.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Callable, Hashable, Sequence
from dataclasses import dataclass
from fractions import Fraction
from itertools import combinations_with_replacement, product
from operator import is_
from typing import Any, Generic, Protocol, TypeVar


class ThrowValue(Protocol):
    """What a throw's value is: hashable (the key of its chance) and ordered (the throws are listed in order)."""

    def __hash__(self) -> int: ...
    def __lt__(self, other: Any, /) -> bool: ...


V = TypeVar("V", bound=ThrowValue)
"""The value of a device's throw: the pair of coins at Knossos, the number of marks in Patolli."""
T = TypeVar("T")


@dataclass(frozen=True)
class Device(Generic[V]):
    """``count`` objects, each showing one of ``faces`` (face, chance); ``value`` reads a fall."""

    name: str
    key: str
    """A short word for the objects (``coins``, ``beans``): the pages choose their words and drawings by it."""
    count: int
    faces: tuple[tuple[Hashable, Fraction], ...]
    value: Callable[[tuple[Hashable, ...]], V]

    def fall_for(self, value: Hashable) -> tuple[Hashable, ...]:
        """A fall of the objects that gives ``value`` (for a throw whose fall is not known, e.g. from a link).

        Of the falls that give it, the one in descending order of faces (the larger coin first, the
        marks before the blank sides), so that it reads as the throw's own notation does.
        """
        # the faces of a device are of one ordered kind (ints, words), though typed Hashable
        faces = sorted((face for face, _ in self.faces), reverse=True)  # type: ignore[type-var]
        for fall in combinations_with_replacement(faces, self.count):
            if self.value(fall) == value:
                return fall
        raise ValueError(f"{self.name} cannot show {value!r}")


def throw_chances(device: Device[V]) -> tuple[tuple[V, Fraction], ...]:
    """Every value the device can give with its exact chance, in increasing order of value."""
    totals: dict[V, Fraction] = {}
    for fall in product(device.faces, repeat=device.count):
        chance = Fraction(1)
        for _, p in fall:
            chance *= p
        value = device.value(tuple(face for face, _ in fall))
        totals[value] = totals.get(value, Fraction(0)) + chance
    return tuple(sorted(totals.items(), key=lambda item: item[0]))


_shares: tuple[list[Any], list[float]] = ([], [])
"""The chances ``throw_from`` was last given (a copy) and their running totals as floats."""


def throw_from(chances: Sequence[tuple[T, Fraction]], u: float) -> T:
    """The value whose share of [0, 1) holds ``u`` (a number the caller drew uniformly).

    The shares are added as floats (the chances here are all dyadic, so the sums are exact) because
    this runs once per throw in every simulation; for the same reason the running totals of the last
    chances are kept: an engine hands out the same (throw, chance) pairs at every throw, so telling that
    they are the same objects is quick, and finding the share is a bisection.
    """
    global _shares
    seen, totals = _shares
    if len(chances) != len(seen) or not all(map(is_, chances, seen)):
        totals, cumulative = [], 0.0
        for _, p in chances:
            cumulative += p.numerator / p.denominator
            totals.append(cumulative)
        _shares = (list(chances), totals)
    index = bisect_right(totals, u)
    return chances[index if index < len(totals) else -1][0]


def throw_fall(device: Device[Any], draw: Callable[[], float]) -> tuple[Hashable, ...]:
    """How each object of the device fell, e.g. ``(2, 1)`` or ``("marked", "blank", ...)``.

    ``draw`` is the caller's seeded source of numbers in [0, 1) (``random.Random(seed).random``);
    each object lands on a face with that face's chance, so ``device.value(fall)`` has exactly the
    distribution of ``throw_chances(device)``.  The app shows the fall, then plays its value.
    """
    return tuple(throw_from(device.faces, draw()) for _ in range(device.count))


HALF = Fraction(1, 2)

TWO_COINS: Device[tuple[int, ...]] = Device(
    name="two coins",
    key="coins",
    count=2,
    faces=((1, HALF), (2, HALF)),
    # A fall is typed Hashable for every device; these coins' faces are the ints 1 and 2.
    value=lambda fall: tuple(sorted(fall, reverse=True)),  # type: ignore[arg-type]
)
"""KNO-02: two coins, each worth 1 or 2; the throw is the pair of values (used one at a time)."""

FIVE_BEANS = Device(
    name="five beans",
    key="beans",
    count=5,
    faces=(("marked", HALF), ("blank", HALF)),
    value=lambda fall: fall.count("marked") or 10,
)
"""PAT-04: five beans marked on one side; the number of marks up moves, and no mark up counts 10."""

FIVE_BEANS_DURAN = Device(
    name="five beans",
    key="beans",
    count=5,
    faces=(("marked", HALF), ("blank", HALF)),
    value=lambda fall: 10 if fall.count("marked") == 5 else fall.count("marked"),
)
"""PAT-V1, Durán's count: the same five beans, but five marks up count 10 and no mark up counts 0 (the turn
is lost)."""
