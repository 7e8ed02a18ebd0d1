"""A game in progress as one frozen value: the rule set, every position so far and the moves between.

Pages keep a ``GameRecord`` and replace it after each move; undo is taking the previous position, so
nothing is ever mutated.  It holds any rule set: in the race games a throw is a move of its own (with
how the coins or beans fell), so undo goes back over throws too.  The command line can use it as well.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games import get_game
from games.core import Game, Move

State = Any
"""A position of any rule set (a frozen value)."""


@dataclass(frozen=True)
class GameRecord:
    """Positions ``states[0] .. states[-1]`` and the ``moves`` that led from each to the next."""

    rules: str
    states: tuple[State, ...]
    moves: tuple[Move[Any], ...] = ()

    @classmethod
    def start(cls, rules: str, state: State | None = None) -> GameRecord:
        """A record of rule set ``rules`` that begins at ``state`` (the start position by default)."""
        return cls(rules, (state if state is not None else get_game(rules).initial_state(),))

    @property
    def game(self) -> Game[Any, Any]:
        """The rule set's game object."""
        return get_game(self.rules)

    @property
    def state(self) -> State:
        """The current position."""
        return self.states[-1]

    @property
    def last_move(self) -> Move[Any] | None:
        """The move that led to the current position, if any."""
        return self.moves[-1] if self.moves else None

    @property
    def can_undo(self) -> bool:
        """True when there is a move to take back."""
        return bool(self.moves)

    def play(self, move: Move[Any]) -> GameRecord:
        """The record after ``move``; raises ``IllegalMoveError`` if the rules do not allow it."""
        after = self.game.apply(self.state, move.raw)
        return GameRecord(self.rules, (*self.states, after), (*self.moves, move))

    def play_raw(self, raw: Any) -> GameRecord:
        """The record after the engine's own move ``raw`` (as the computer chooses it)."""
        return self.play(self.game.describe(self.state, raw))

    def undo(self) -> GameRecord:
        """The record without its last move (unchanged when there is none)."""
        if not self.moves:
            return self
        return GameRecord(self.rules, self.states[:-1], self.moves[:-1])

    def back_to_decision(self, side: int) -> GameRecord:
        """The record taken back to the latest earlier position where ``side`` was to move (not to throw).

        Unchanged when there is none.  Playing the computer, this undoes its replies with the person's move.
        """
        game = self.game
        for end in range(len(self.states) - 1, 0, -1):
            turn = game.turn(self.states[end - 1])
            if turn.side == side and turn.phase in ("move", "place"):
                return GameRecord(self.rules, self.states[:end], self.moves[:end - 1])
        return self

    def movers(self) -> tuple[int, ...]:
        """The side that made each move (0 light, 1 dark); a throw counts as the thrower's."""
        game = self.game
        return tuple(game.turn(s).side for s in self.states[:-1])

    def last_piece_move(self) -> int | None:
        """The index in ``moves`` of the latest move that was not a throw, or None."""
        return next((i for i in range(len(self.moves) - 1, -1, -1) if self.moves[i].kind != "throw"), None)

    def current_throw(self) -> Move[Any] | None:
        """The throw the side to move is using now (with its fall, when it was thrown here), or None."""
        turn = self.game.turn(self.state)
        if turn.left is None:
            return None
        for index in range(len(self.moves) - 1, -1, -1):
            if self.moves[index].kind == "throw":
                return self.moves[index]
            if self.game.turn(self.states[index]).side != turn.side:
                break
        return None
