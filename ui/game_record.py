"""A game in progress as one frozen value: the rule set, every position so far and the moves between.

Pages keep a ``GameRecord`` in session state and replace it after each move; undo is taking the
previous position, so nothing is ever mutated.  It holds any rule set: in the race games a throw is a
move of its own, so undo goes back over throws too.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games import RACE_RULE_SETS, get_game
from games.core import Game

Move = tuple[Any, ...]
State = Any
"""A position of any rule set (a frozen value)."""


@dataclass(frozen=True)
class GameRecord:
    """Positions ``states[0] .. states[-1]`` and the ``moves`` that led from each to the next."""

    rules: str
    states: tuple[State, ...]
    moves: tuple[Move, ...] = ()

    @classmethod
    def start(cls, rules: str, state: State | None = None) -> GameRecord:
        """A record of rule set ``rules`` that begins at ``state`` (the start position by default)."""
        return cls(rules, (state if state is not None else get_game(rules).initial_state(),))

    @property
    def game(self) -> Game:
        """The rule set's game object."""
        return get_game(self.rules)

    @property
    def is_race(self) -> bool:
        """True for the race games (Knossos, Patolli), played with throws."""
        return self.rules in RACE_RULE_SETS

    @property
    def state(self) -> State:
        """The current position."""
        return self.states[-1]

    @property
    def last_move(self) -> Move | None:
        """The move that led to the current position, if any."""
        return self.moves[-1] if self.moves else None

    @property
    def can_undo(self) -> bool:
        """True when there is a move to take back."""
        return bool(self.moves)

    def play(self, move: Move) -> GameRecord:
        """The record after ``move``; raises ``IllegalMoveError`` if the rules do not allow it."""
        after = self.game.apply(self.state, move)
        return GameRecord(self.rules, (*self.states, after), (*self.moves, move))

    def undo(self) -> GameRecord:
        """The record without its last move (unchanged when there is none)."""
        if not self.moves:
            return self
        return GameRecord(self.rules, self.states[:-1], self.moves[:-1])

    def movers(self) -> tuple[int, ...]:
        """The side that made each move (0 light, 1 dark); a throw counts as the thrower's."""
        return tuple(s.side for s in self.states[:-1])
