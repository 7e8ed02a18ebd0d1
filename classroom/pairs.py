"""Pairs in class (issue 26): the teacher pairs the joined students into online games of the class board's rule set.

The teacher pairs the students who are not yet in a game, at random (``random_pairs``, with the generator passed in)
or two by hand (``hand_pair``); with an odd number at random, the one left over waits (``odd_one_out``) for the next
pairs, or for a student who joins late, whom the teacher pairs with them by hand.  Each pair becomes one online game
(``classroom.online.new_game``), who plays light drawn by lot, each student's name in it; the class keeps a
``Seat`` per paired student: the game, the side, and the student's seat token, which only that student's page reads.
``End the pairs`` forgets them (the games stay in the store until they expire, as any online game).

Pure: no I/O, no clock, no global random (``classroom.store`` keeps the seats; ``ui.classroom.pairs`` draws them).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass
from random import Random
from typing import Any

from classroom.online import OnlineGame, new_game, side_of
from games.core import DARK, LIGHT, other


@dataclass(frozen=True)
class Seat:
    """A student's seat in one of the class's games: the game's id, the side (``LIGHT`` or ``DARK``) and the seat
    token (the secret in the student's own link to the game)."""

    student: str
    game_id: str
    side: int
    token: str

    def as_json(self) -> dict[str, Any]:
        return {"student": self.student, "game": self.game_id, "side": self.side, "token": self.token}

    @staticmethod
    def from_json(data: dict[str, Any]) -> Seat:
        return Seat(str(data["student"]), str(data["game"]), int(data["side"]), str(data["token"]))


@dataclass(frozen=True)
class Pairing:
    """One of the class's games as the teacher sees it: its id and the student on each side (None: a student the
    teacher has removed since)."""

    game_id: str
    players: tuple[str | None, str | None]


class PairError(ValueError):
    """Why two students cannot be paired by hand: ``reason`` is a key of the page's texts (``pairs.error.<reason>``)."""

    def __init__(self, reason: str) -> None:
        super().__init__(reason)
        self.reason = reason


def unpaired(students: Iterable[str], seats: Iterable[Seat]) -> list[str]:
    """The students (in the order given) who hold no seat."""
    seated = {seat.student for seat in seats}
    return [student for student in students if student not in seated]


def random_pairs(students: Sequence[str], rng: Random) -> list[tuple[str, str]]:
    """``students`` paired at random (shuffled with ``rng``); with an odd number, the last one shuffled is left out
    (``odd_one_out`` says who)."""
    shuffled = list(students)
    rng.shuffle(shuffled)
    return [(shuffled[index], shuffled[index + 1]) for index in range(0, len(shuffled) - 1, 2)]


def odd_one_out(students: Sequence[str], pairs: Sequence[tuple[str, str]]) -> str | None:
    """The student of ``students`` whom ``pairs`` left out (None: every one is paired)."""
    paired = {student for pair in pairs for student in pair}
    left = [student for student in students if student not in paired]
    return left[0] if left else None


def hand_pair(first: str | None, second: str | None, free: Iterable[str]) -> tuple[str, str]:
    """The two students the teacher chose, when they can play each other: two different students, both among the
    ``free`` (joined and not in a game); else ``PairError`` (``choose``, ``same``, ``taken``)."""
    if not first or not second:
        raise PairError("choose")
    if first == second:
        raise PairError("same")
    if not {first, second} <= set(free):
        raise PairError("taken")
    return first, second


def pair_games(
    pairs: Sequence[tuple[str, str]],
    names: Mapping[str, str],
    rules: str,
    rng: Random,
    now: float,
) -> tuple[list[OnlineGame], list[Seat]]:
    """A new online game of ``rules`` (from its start) for each pair, who plays light drawn by lot with ``rng``
    (the app's is the operating system's: the seat tokens and ids are secrets), each student's name in it; and the
    seats of the students."""
    games: list[OnlineGame] = []
    seats: list[Seat] = []
    for first, second in pairs:
        game, first_token, second_token = new_game(
            rules, None, "lot", rng, now, names=(names.get(first, ""), names.get(second, ""))
        )
        first_side = side_of(game, first_token)
        assert first_side is not None  # the token new_game made for the first student holds a seat
        games.append(game)
        seats += [
            Seat(first, game.game_id, first_side, first_token),
            Seat(second, game.game_id, other(first_side), second_token),
        ]
    return games, seats


def pairings(seats: Iterable[Seat]) -> list[Pairing]:
    """The class's games in the order they were made, each with the student on each side."""
    found: dict[str, list[str | None]] = {}
    for seat in seats:
        found.setdefault(seat.game_id, [None, None])[seat.side] = seat.student
    return [Pairing(game_id, (players[LIGHT], players[DARK])) for game_id, players in found.items()]


def seat_of(student: str, seats: Iterable[Seat]) -> Seat | None:
    """``student``'s seat, or None."""
    return next((seat for seat in seats if seat.student == student), None)
