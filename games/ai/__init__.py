"""Computer opponents for every rule set, through the shared game protocol.

    choose_move(game, state, level, rng)  -> a legal move
    hint(game, state, rng)                -> (the Master's move, a sentence saying why)

Levels: ``novice`` plays legal moves with a mild preference for obvious gains; ``club`` looks one
decision ahead (a whole turn of coins at Knossos) with the evaluation of ``games.ai.evaluate``;
``master`` searches by iterative deepening (alpha-beta over moves, exact expectation over throws);
in the grid games it tries captures first, plays out the captures pending at its horizon, and judges
positions with ``evaluate_master``, which seeks contact.  Club and novice keep ``evaluate``.
The work is counted in positions searched, so the same seed and position always give the same move.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from games.ai.evaluate import evaluate, evaluate_master
from games.ai.reasons import reason
from games.ai.search import Evaluator, Successors, best_move
from games.ai.tactics import capture_successors, ordered_successors
from games.core import CHANCE, Game, GameError, Message, RandomSource, message
from games.custodian import CustodianGame
from games.knossos import KnossosGame

LEVELS = ("novice", "club", "master")


@dataclass(frozen=True)
class Level:
    """How hard a level thinks: decisions deep and positions searched at most."""

    depth: int
    nodes: int
    seconds: float
    """A safety net only: far more than the positions take on the machines we measured."""
    evaluate: Evaluator = evaluate
    """How the level judges a position at the end of its search."""
    captures: Successors | None = None
    """The capturing moves of a position, searched on past the horizon (None: stop at the horizon)."""
    successors: Successors | None = None
    """Every (move, next position) in the order to try them (None: the game's own order)."""


def _levels(game: Game[Any, Any]) -> dict[str, Level]:
    """Club looks at one decision (Knossos: the whole turn of two coins); Master deepens."""
    turn = 2 if isinstance(game, KnossosGame) else 1
    club = Level(turn, 2_000, 0.5)
    if isinstance(game, CustodianGame):
        # Master: captures tried first, the captures pending at the horizon played out, and an
        # evaluation that seeks contact; each position costs more, so fewer are searched
        return {"club": club, "master": Level(12, 60_000, 2.0, evaluate_master,
                                              capture_successors, ordered_successors)}
    return {"club": club, "master": Level(12, 60_000, 2.0)}


def _novice(game: Game[Any, Any], state: Any, moves: list[Any], rng: RandomSource) -> Any:
    """A beginner: usually any legal move, but an obvious gain (a capture, a piece home) is often seen."""
    mover = 1 if state.side == 0 else -1
    before = evaluate(game, state)
    gains = [(mover * (evaluate(game, game.apply(state, m)) - before), m) for m in moves]
    obvious = [m for g, m in gains if g >= 60]
    if obvious and rng.random() < 0.6:
        return rng.choice(obvious)
    return rng.choice(moves)


def choose_move(game: Game[Any, Any], state: Any, level: str, rng: RandomSource) -> Any:
    """The move the computer plays at ``level`` ("novice", "club" or "master").

    ``rng`` is the caller's seeded generator (ties and the novice's choices come from it).  Raises
    ``GameError`` when there is nothing to choose: the game is over, or a throw is due (throws are
    the dice's business, not the player's).
    """
    if level not in LEVELS:
        raise GameError(message("ai_level", level=level, levels=", ".join(LEVELS)))
    if game.outcome(state) is not None:
        raise GameError(message("game_over"))
    if game.to_move(state) == CHANCE:
        raise GameError(message("race_throw_first"))
    moves = game.legal_moves(state)
    if len(moves) == 1:
        return moves[0]
    if level == "novice":
        return _novice(game, state, moves, rng)
    plan = _levels(game)[level]
    move, _, _ = best_move(game, state, plan.evaluate, plan.nodes, plan.seconds, max_depth=plan.depth,
                           tie_break=rng.choice, captures=plan.captures, successors=plan.successors)
    return move


def hint(game: Game[Any, Any], state: Any, rng: RandomSource) -> tuple[object, Message]:
    """The Master's move and one sentence why ("captures two stones", "blocks cell 8", ...)."""
    move = choose_move(game, state, "master", rng)
    return move, reason(game, state, move)
