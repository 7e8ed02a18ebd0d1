"""The computer opponent of every rule set, through the shared game protocol and each family's entry of
``games.registry`` (its evaluation, its levels' searches, its reasons).

    choose_move(game, state, level, rng)  -> a legal move
    hint(game, state, rng)                -> (the Master's move, a sentence saying why)

Levels: ``novice`` plays legal moves with a mild preference for obvious gains; ``club`` looks one
decision ahead (a whole turn of coins at Knossos) with the family's plain evaluation; ``master`` searches
by iterative deepening (alpha-beta over moves, exact expectation over throws); in the grid games it tries
captures first, plays out the captures pending at its horizon, and judges positions with
``evaluate_grid_master``, which seeks contact.
The work is counted in positions searched, so the same seed and position always give the same move.
"""

from __future__ import annotations

from typing import Any

from games.ai.search import best_move
from games.core import CHANCE, Game, GameError, Message, RandomSource, message
from games.registry import family_of

LEVELS = ("novice", "club", "master")


def evaluate_master(game: Game[Any, Any], state: Any) -> float:
    """The Master's judgement of ``state`` for light, by its evaluation of the position as it stands (no search)."""
    return family_of(game).levels["master"].evaluate(game, state)


def _novice(game: Game[Any, Any], state: Any, moves: list[Any], rng: RandomSource) -> Any:
    """A beginner: usually any legal move, but an obvious gain (a capture, a piece home) is often seen."""
    evaluate = family_of(game).evaluate
    mover = 1 if state.side == 0 else -1
    before = evaluate(game, state)
    gains = [(mover * (evaluate(game, game.apply(state, m)) - before), m) for m in moves]
    obvious = [m for g, m in gains if g >= 60]
    if obvious and rng.random() < 0.6:
        return rng.choice(obvious)
    return rng.choice(moves)


def choose_move(
    game: Game[Any, Any],
    state: Any,
    level: str,
    rng: RandomSource,
    *,
    nodes: int | None = None,
    seconds: float | None = None,
) -> Any:
    """The move the computer plays at ``level`` ("novice", "club" or "master").

    ``rng`` is the caller's seeded generator (ties and the novice's choices come from it).  ``nodes``, when
    given, caps the search at that many positions (and its safety net of seconds in proportion): the same
    search on a smaller budget, for a screen that must not spend a core on it (the museum kiosk).  ``seconds``,
    when given, replaces that safety net (``math.inf``: none, so that however loaded the machine, only the
    count decides, as the bench's matches need).  Raises
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
    plan = family_of(game).levels[level]
    budget = plan.nodes if nodes is None else min(nodes, plan.nodes)
    move, _, _ = best_move(
        game,
        state,
        plan.evaluate,
        budget,
        plan.seconds * budget / plan.nodes if seconds is None else seconds,
        max_depth=plan.depth,
        tie_break=rng.choice,
        captures=plan.captures,
        successors=plan.successors,
        contempt=plan.contempt,
        drawish=plan.drawish,
    )
    return move


def reason(game: Game[Any, Any], state: Any, move: Any) -> Message:
    """Why ``move`` is a good move in ``state``, in one sentence (a ``Message``)."""
    return family_of(game).reason(game, state, move)


def hint(game: Game[Any, Any], state: Any, rng: RandomSource) -> tuple[object, Message]:
    """The Master's move and one sentence why ("captures two stones", "blocks cell 8", ...)."""
    move = choose_move(game, state, "master", rng)
    return move, reason(game, state, move)
