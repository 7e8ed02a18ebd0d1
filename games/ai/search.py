"""Search through the shared game protocol: alpha-beta over the players' moves, exact expectation over
the throws (expectiminimax), iterative deepening under a time budget.

Values are from light's point of view; light maximises, dark minimises, and a chance node averages
its children with the throws' exact probabilities.  The side to move is read from each position, so a
second move in a row (Bell's extra move, the second coin at Knossos) needs no special case.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterable, Iterator, Sequence
from dataclasses import dataclass
from typing import Any

from games.chance import throw_from
from games.core import CHANCE, LIGHT, Game, Outcome

WIN = 1_000_000.0
TIE = 1e-6

Evaluator = Callable[[Any, Any], float]
"""(game, state) -> the position's value for light.  The game is Any: a level's function may be written
for one engine (``evaluate_grid_master`` takes a ``CustodianGame``)."""
Successors = Callable[[Any, Any], Iterable[tuple[Any, Any]]]
"""(game, state) -> (move, next position) pairs, for the engine the function is written for."""
Drawish = Callable[[Any, Any], float]
"""(game, state) -> how near the position is to a drawn ending, from 0 (not at all) to 1 (drawn)."""


@dataclass(frozen=True)
class Level:
    """How hard a level of the computer thinks: decisions deep and positions searched at most, and how."""

    depth: int
    nodes: int
    seconds: float
    """A safety net only: far more than the positions take on the machines we measured."""
    evaluate: Evaluator
    """How the level judges a position at the end of its search."""
    captures: Successors | None = None
    """The capturing moves of a position, searched on past the horizon (None: stop at the horizon)."""
    successors: Successors | None = None
    """Every (move, next position) in the order to try them (None: the game's own order)."""
    contempt: float = 0.0
    """What a drawn ending costs the level, in the evaluation's points: above 0 it plays on where a draw is in
    sight, at a small risk, rather than accept it (a draw is not a win)."""
    drawish: Drawish | None = None
    """How near a position is to a drawn ending, 0 to 1: that share of the contempt is charged at the end of
    the search too, so that the level makes progress (a capture, an exchange) long before the draw is in sight."""


class OutOfTime(Exception):
    """The budget ran out in the middle of a search."""


class Searcher:
    """One search of one position: ``best(state, max_depth)`` deepens until the budget runs out."""

    def __init__(
        self,
        game: Game[Any, Any],
        evaluate: Evaluator,
        node_limit: int,
        deadline: float,
        chance_depth_cost: int = 0,
        captures: Successors | None = None,
        successors: Successors | None = None,
        throws: Sequence[float] = (),
        draw: float = 0.0,
        drawish: Drawish | None = None,
    ) -> None:
        self.game = game
        self.evaluate: Evaluator = (
            evaluate
            if drawish is None or not draw
            else lambda game, state: evaluate(game, state) + draw * drawish(game, state)
        )
        self.draw = draw
        """A drawn ending's value for light (the searching side's contempt for a draw, from light's side)."""
        self.throws = throws
        """The coming throws, known in advance (bench only: the oracle of ``bench.arena``): the uniform draws in
        [0, 1) the game's generator will hand out, one a throw, in order.  Empty: every throw is averaged."""
        self.thrown = 0
        """How many of ``throws`` the line being searched has used."""
        self.captures = captures
        """(game, state) -> the (move, next position) that capture: searched on past the horizon."""
        self.successors = successors or (lambda game, state: game.successors(state))
        """(game, state) -> every (move, next position), in the order to try them."""
        self.node_limit, self.deadline = node_limit, deadline
        self.leaf_outcome: Callable[[Any], Outcome | None] = getattr(game, "outcome_without_moves", game.outcome)
        self.chance_cost = chance_depth_cost
        self.nodes = 0
        self.best_first: dict[Any, Any] = {}
        """Best move found per position in earlier, shallower iterations: tried first (move ordering)."""

    def _tick(self) -> None:
        self.nodes += 1
        if self.nodes > self.node_limit or not self.nodes & 255 and time.perf_counter() > self.deadline:
            raise OutOfTime

    def value(self, state: Any, depth: int, alpha: float, beta: float) -> float:
        """The position's value searched ``depth`` decisions deep."""
        self._tick()
        game = self.game
        # at a leaf, only the endings that need no move list (a move list costs as much as the rest)
        outcome = self.leaf_outcome(state) if depth <= 0 else game.outcome(state)
        if outcome is not None:
            if outcome.winner is None:
                return self.draw
            # a quicker win (more depth left) is worth a little more
            return (WIN + depth) if outcome.winner == LIGHT else -(WIN + depth)
        if depth <= 0:
            if self.captures is not None:
                return self.quiesce(state, alpha, beta)
            return self.evaluate(game, state)
        if game.to_move(state) == CHANCE:
            if self.thrown < len(self.throws):
                return self.known_throw(state, depth, alpha, beta)
            chances = dict(game.chance_outcomes(state))
            total = 0.0
            for move, child in game.successors(state):
                total += float(chances[move]) * self.value(child, depth - self.chance_cost, -WIN * 2, WIN * 2)
            return total
        maximise = state.side == LIGHT
        best = -WIN * 4 if maximise else WIN * 4
        for move, child in self.ordered(state):
            best, alpha, beta = _keep_better(maximise, self.value(child, depth - 1, alpha, beta), best, alpha, beta)
            if alpha >= beta:
                self.best_first[state] = move
                break
        return best

    def known_throw(self, state: Any, depth: int, alpha: float, beta: float) -> float:
        """A chance node whose throw is known: the one position that throw leads to."""
        game = self.game
        child = game.apply(state, throw_from(game.chance_outcomes(state), self.throws[self.thrown]))
        self.thrown += 1
        try:
            return self.value(child, depth - self.chance_cost, alpha, beta)
        finally:
            self.thrown -= 1

    def quiesce(self, state: Any, alpha: float, beta: float) -> float:
        """Past the horizon: the position's value when the side to move may stand still (the
        evaluation) or play on with captures only, until no capture is worth making."""
        game = self.game
        best = self.evaluate(game, state)
        maximise = state.side == LIGHT
        if maximise:
            if best >= beta:
                return best
            alpha = max(alpha, best)
        else:
            if best <= alpha:
                return best
            beta = min(beta, best)
        assert self.captures is not None  # the search goes past the horizon only with captures
        for _move, child in self.captures(game, state):
            self._tick()
            outcome = self.leaf_outcome(child)
            if outcome is not None:
                v = self.draw if outcome.winner is None else (WIN if outcome.winner == LIGHT else -WIN)
            else:
                v = self.quiesce(child, alpha, beta)
            best, alpha, beta = _keep_better(maximise, v, best, alpha, beta)
            if alpha >= beta:
                break
        return best

    def ordered(self, state: Any) -> Iterator[tuple[Any, Any]]:
        """Yield (move, next position), the move that was best here in an earlier iteration first."""
        first = self.best_first.get(state)
        if first is not None:
            yield first, self.game.apply(state, first)
        for move, child in self.successors(self.game, state):
            if move != first:
                yield move, child

    def root(self, state: Any, depth: int, moves: list[Any]) -> list[tuple[float, Any]]:
        """(value, move) of every root move at ``depth``, best first for the side to move.

        Each move is searched with a window just below (or above) the best value so far, so a move
        that is exactly as good comes back with its exact value, and a worse one with a value strictly
        worse: ties between moves are real ties.
        """
        maximise = state.side == LIGHT
        scored = []
        best = -WIN * 4 if maximise else WIN * 4
        for move in moves:
            if maximise:
                v = self.value(self.game.apply(state, move), depth - 1, best - TIE, WIN * 4)
                best = max(best, v)
            else:
                v = self.value(self.game.apply(state, move), depth - 1, -WIN * 4, best + TIE)
                best = min(best, v)
            scored.append((v, move))
        scored.sort(key=lambda item: -item[0] if maximise else item[0])
        return scored


def _keep_better(maximise: bool, v: float, best: float, alpha: float, beta: float) -> tuple[float, float, float]:
    """``(best, alpha, beta)`` after a child worth ``v``: the side to move keeps the better of the two."""
    if maximise:
        if v > best:
            return v, max(alpha, v), beta
    elif v < best:
        return v, alpha, min(beta, v)
    return best, alpha, beta


def best_move(
    game: Game[Any, Any],
    state: Any,
    evaluate: Evaluator,
    node_limit: int,
    time_limit: float,
    max_depth: int = 12,
    chance_depth_cost: int = 0,
    tie_break: Callable[[list[Any]], Any] | None = None,
    captures: Successors | None = None,
    successors: Successors | None = None,
    throws: Sequence[float] = (),
    contempt: float = 0.0,
    drawish: Drawish | None = None,
) -> tuple[Any, float, int]:
    """The best move found by deepening from 1 until ``node_limit`` positions or ``max_depth``.

    The work is counted in positions, not seconds, so that the same position and seed always give the
    same move on any machine; ``time_limit`` is only a safety net for a machine far slower than ours.
    Returns (move, value, depth reached).  Ties between equally valued moves are broken by
    ``tie_break`` (the caller's seeded choice).  ``captures`` (the capturing moves of a position)
    turns on the quiescence search past the horizon; ``successors`` orders the moves.  ``throws``, the
    coming throws known in advance, is for the bench's oracle only (see ``Searcher.throws``): no level of
    the app's computer passes it.  ``contempt`` is what a draw costs the side to move, and ``drawish``
    how much of it a position at the end of the search is charged (``Level.contempt``, ``Level.drawish``).
    """
    deadline = time.perf_counter() + time_limit
    searcher = Searcher(
        game,
        evaluate,
        node_limit,
        deadline,
        chance_depth_cost,
        captures,
        successors,
        throws,
        draw=-contempt if state.side == LIGHT else contempt,
        drawish=drawish,
    )
    moves = game.legal_moves(state)
    if len(moves) == 1:
        return moves[0], 0.0, 0
    result, reached = None, 0
    for depth in range(1, max_depth + 1):
        try:
            scored = searcher.root(state, depth, moves)
        except OutOfTime:
            break
        result, reached = scored, depth
        moves = [m for _, m in scored]  # search the best first next time
        if abs(scored[0][0]) >= WIN:
            break
    if result is None:  # not even depth 1 finished: take the first move
        return moves[0], 0.0, 0
    top = result[0][0]
    equal = [m for v, m in result if abs(v - top) < TIE / 2]
    move = tie_break(equal) if tie_break and len(equal) > 1 else equal[0]
    return move, top, reached
