"""The game review: every move of both sides judged by the Master, each side's accuracy and the game's turning
points; and the review written into a record file and read back from it.

For each move that had a choice (throws are not judged, nor a move that was the only one), the Master searches the
position before it (``best_move``, a fixed budget of positions, so the same game always gets the same review) and,
when the move played is not the Master's, the position after it, to the depth the first search reached less one
decision (throws are averaged by their exact chances, so a race game's values are expectations over the throws).
The move's *loss* is how much worse that leaves the mover than the Master's move:

- in the grid games, in points of the Master's evaluation (a piece is worth about 100, ``games.ai.evaluate``);
- in the race games, in percentage points of the mover's chance to win.

A value becomes a chance to win by a logistic curve, ``1 / (1 + exp(-value / scale))``, whose scale per rule set
(``SCALES``) was fitted to club-level games (60 seeded games each, a novice's move one time in five; see the
README).  The loss chooses the verdict (``LIMITS``), the verdict its mark (``MARKS``: ``?!``, ``?``, ``??``), and
the loss in chance to win the move's score, as Lichess does: ``103.1668 * exp(-0.04354 * loss) - 3.1669``, kept
between 0 and 100.  A side's *accuracy* is the mean of its moves' scores.  A *turning point* is a move after which
the side clearly ahead (a chance to win of at least ``CLEAR`` per cent) is the other side than before it, or a
blunder.

In a record file (``docs/notation.md``, "Game records") the review is a header and a comment after each judged
move, in a fixed form that ``read_review`` reads back without searching again::

    [Review "v1 light=66.0 dark=100.0 nodes=6000"]
    1. b1-b5 {review=blunder loss=109 before=50.0 after=25.2 better=g1-g2} c7-c5
    {review=best loss=0 before=24.6 after=24.6} ...

``loss`` is in the family's unit (points or percentage points), ``before`` and ``after`` light's chance to win in
per cent with the Master's move and with the move played, ``better`` the Master's move in the rule set's notation.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Iterator, Mapping
from dataclasses import dataclass, replace
from typing import Any

from games.ai.search import WIN, Level, best_move
from games.core import CHANCE, DARK, LIGHT, Game, GameError, Message, Move, message
from games.records import GameRecord, RecordFile
from games.registry import family_of

VERDICTS = ("best", "good", "inaccuracy", "mistake", "blunder")
"""The verdicts, from the best move to the worst."""
MARKS: Mapping[str, str] = {"best": "", "good": "", "inaccuracy": "?!", "mistake": "?", "blunder": "??"}
"""The mark after a move's notation, as in chess's annotations."""
LIMITS: Mapping[bool, tuple[float, float, float, float]] = {
    False: (5.0, 30.0, 60.0, 100.0),
    True: (1.0, 3.0, 6.0, 12.0),
}
"""The losses from which a move is no longer best, good, an inaccuracy, a mistake (then a blunder): for the grid
games (False) in points of the evaluation, for the race games (True) in percentage points of the chance to win."""
SCALES: Mapping[str, float] = {
    "custodian": 100.0,
    "knossos": 120.0,
    "patolli": 250.0,
    "patolli-family": 250.0,
    "patolli-quick": 150.0,
}
"""The value that makes a chance to win of 73 % (``1 / (1 + e**-1)``), by rule set, else by family."""
CLEAR = 60.0
"""A side with at least this chance to win, in per cent, is clearly ahead (for the turning points)."""
NODES = 6_000
"""Positions searched for the Master's move at each position reviewed (the Master plays with 60,000): light
enough that a game of a hundred moves is reviewed within half a minute on the project's 2-core machine."""
CHILD_NODES = 4 * NODES
"""The most positions searched for the value of the move played (its search is one decision shallower)."""
SECONDS = 60.0
"""The searches' safety net only (``best_move``'s): the budget in positions decides."""
VERSION = "v1"
"""The review's form in a record, its header's first word."""
LOSS_SHOWN = 999.0
"""A loss is kept and written at most this large (a won game thrown away is more than any count of points)."""


@dataclass(frozen=True)
class Judged:
    """One move judged: ``ply`` is its index in the record's moves (the position before it is ``states[ply]``),
    ``side`` the mover, ``loss`` in the family's unit, ``before`` and ``after`` light's chance to win (0..1, to a
    tenth of a per cent) with the Master's move and with the move played, ``better`` the Master's move in notation
    when the move played was not the best."""

    ply: int
    side: int
    verdict: str
    loss: float
    before: float
    after: float
    better: str | None = None

    @property
    def score(self) -> float:
        """The move's share of its side's accuracy, 0..100 (``move_score``; a best move 100)."""
        if self.verdict == "best":
            return 100.0
        sign = 1 if self.side == LIGHT else -1
        return round(move_score(100 * sign * (self.before - self.after)), 1)

    @property
    def mark(self) -> str:
        """``?!``, ``?`` or ``??`` (nothing for a best or a good move)."""
        return MARKS[self.verdict]


@dataclass(frozen=True)
class Review:
    """The judged moves of a game (``moves``, in order; the throws and the only moves left out) and the budget it
    was made with."""

    rules: str
    plies: int
    """How many moves the reviewed game had (throws counting)."""
    moves: tuple[Judged, ...]
    nodes: int = NODES

    def at(self, ply: int) -> Judged | None:
        """The judgement of move ``ply`` (an index into the record's moves), if it was judged."""
        return next((judged for judged in self.moves if judged.ply == ply), None)

    def side_moves(self, side: int) -> tuple[Judged, ...]:
        return tuple(judged for judged in self.moves if judged.side == side)

    def accuracy(self, side: int) -> float | None:
        """The mean score of ``side``'s judged moves, 0..100 (None: it had no choice to make)."""
        scores = [judged.score for judged in self.side_moves(side)]
        return sum(scores) / len(scores) if scores else None

    def counts(self, side: int) -> dict[str, int]:
        """How many of ``side``'s moves got each verdict, in the order of ``VERDICTS``."""
        found = [judged.verdict for judged in self.side_moves(side)]
        return {verdict: found.count(verdict) for verdict in VERDICTS}

    @property
    def marks(self) -> dict[int, str]:
        """The mark of every move that has one, by its index into the record's moves (for a move list)."""
        return {judged.ply: judged.mark for judged in self.moves if judged.mark}

    @property
    def marks_by_ply(self) -> dict[int, str]:
        """The marks by the position each move leads to (a move list's ``data-ply``: the move's index + 1)."""
        return {index + 1: mark for index, mark in self.marks.items()}

    @property
    def turning_points(self) -> tuple[int, ...]:
        """The moves (indices into the record's moves) after which the side clearly ahead is another one than
        before, and the blunders."""
        found, leader = [], None
        for judged in self.moves:
            now = _leader(judged.after)
            changed = now is not None and leader is not None and now != leader
            if changed or judged.verdict == "blunder":
                found.append(judged.ply)
            leader = now if now is not None else leader
            if leader is None:
                leader = _leader(judged.before)
        return tuple(found)

    def chances(self) -> list[tuple[int, float]]:
        """(position, light's chance to win in per cent) for the chart: the start of each judged move and the
        position after it (``ply + 1``)."""
        points: dict[int, float] = {}
        for judged in self.moves:
            points.setdefault(judged.ply, 100 * judged.before)
            points[judged.ply + 1] = 100 * judged.after
        return sorted(points.items())


def _leader(chance: float) -> int | None:
    if 100 * chance >= CLEAR:
        return LIGHT
    if 100 * (1 - chance) >= CLEAR:
        return DARK
    return None


# ---------------------------------------------------------------- judging


def scale(game: Game[Any, Any]) -> float:
    """The value that makes a chance to win of 73 % in ``game``'s rule set (``SCALES``)."""
    base = game.name.split("+")[0]
    return SCALES.get(base, SCALES.get(game.family, 100.0))


def win_chance(game: Game[Any, Any], value: float) -> float:
    """Light's chance to win (0..1) by the Master's ``value`` of a position (a won position is 1 or 0)."""
    if abs(value) >= WIN / 2:
        return 1.0 if value > 0 else 0.0
    return 1 / (1 + math.exp(-max(-60.0, min(60.0, value / scale(game)))))


def verdict(race: bool, loss: float) -> str:
    """The verdict of a move that lost ``loss`` (``LIMITS``)."""
    for name, limit in zip(VERDICTS, LIMITS[race], strict=False):
        if loss < limit:
            return name
    return VERDICTS[-1]


def move_score(chance_loss: float) -> float:
    """A move's share of the accuracy from what it lost in chance to win, in percentage points (Lichess's
    curve): 100 for no loss, about 64 for 10 points, about 25 for 30."""
    return max(0.0, min(100.0, 103.1668 * math.exp(-0.04354 * max(0.0, chance_loss)) - 3.1669))


def _outcome_value(game: Game[Any, Any], state: Any) -> float | None:
    outcome = game.outcome(state)
    if outcome is None:
        return None
    return 0.0 if outcome.winner is None else (WIN if outcome.winner == LIGHT else -WIN)


def _value(game: Game[Any, Any], plan: Level, state: Any, depth: int) -> float:
    """The Master's value of ``state`` for light, searched ``depth`` decisions deep (throws averaged by their
    chances, an only move played through), as its search values a move's position one decision below the root."""
    ended = _outcome_value(game, state)
    if ended is not None:
        return ended
    if game.to_move(state) == CHANCE:
        outcomes = game.chance_outcomes(state)
        return sum(float(p) * _value(game, plan, game.apply(state, throw), depth) for throw, p in outcomes)
    if depth <= 0:
        return plan.evaluate(game, state)
    moves = game.legal_moves(state)
    if len(moves) == 1:
        return _value(game, plan, game.apply(state, moves[0]), depth - 1)
    _, value, _ = best_move(
        game,
        state,
        plan.evaluate,
        CHILD_NODES,
        SECONDS,
        max_depth=depth,
        captures=plan.captures,
        successors=plan.successors,
    )
    return value


def master_search(game: Game[Any, Any], state: Any, nodes: int = NODES) -> tuple[Any, float, int]:
    """The Master's move in ``state`` on the review's budget, its value for light and the depth its search
    reached (``best_move``; its first move among equals, so the same position always gets the same move)."""
    plan = family_of(game).levels["master"]
    return best_move(
        game,
        state,
        plan.evaluate,
        nodes,
        SECONDS,
        max_depth=plan.depth,
        captures=plan.captures,
        successors=plan.successors,
    )


def judge(game: Game[Any, Any], state: Any, played: Any, ply: int, nodes: int = NODES) -> Judged | None:
    """The Master's judgement of the move ``played`` (the engine's own) in ``state``, move ``ply`` of its game;
    None for a throw or an only move."""
    if game.to_move(state) == CHANCE:
        return None
    moves = game.legal_moves(state)
    if len(moves) < 2:
        return None
    plan = family_of(game).levels["master"]
    best, top, reached = master_search(game, state, nodes)
    side, race = game.turn(state).side, game.is_race_game
    if played == best:
        value = top
    else:
        value = _value(game, plan, game.apply(state, played), reached - 1)
        if (value > top) if side == LIGHT else (value < top):  # a search too short to see it: no loss
            value = top
    before, after = round(win_chance(game, top), 3), round(win_chance(game, value), 3)
    sign = 1 if side == LIGHT else -1
    loss = 100 * sign * (before - after) if race else sign * (top - value)
    loss = round(min(max(0.0, loss), LOSS_SHOWN), 1) + 0.0  # never -0
    named = verdict(race, loss)
    if played != best and named == "best":
        named = "good" if loss > 0 else "best"
    better = None if named == "best" else game.format_move(best)
    return Judged(ply, side, named, loss, before, after, better)


def review_steps(
    record: GameRecord, known: Review | None = None, nodes: int = NODES
) -> Iterator[tuple[int, Judged | None]]:
    """(move index, its judgement or None) for every move of ``record``, one at a time: a caller may stop, show
    progress, or go on later.  The moves ``known`` already judged (a review of the same game's beginning, made with
    the same budget) are taken from it, not searched again."""
    kept = {judged.ply: judged for judged in known.moves} if known and known.nodes == nodes else {}
    game = record.game
    for ply, move in enumerate(record.moves):
        if ply in kept:
            yield ply, kept[ply]
        elif ply < (known.plies if known and kept else 0):
            yield ply, None
        else:
            yield ply, judge(game, record.states[ply], move.raw, ply, nodes)


def review_game(
    record: GameRecord,
    on_step: Callable[[int, int], None] | None = None,
    known: Review | None = None,
    nodes: int = NODES,
) -> Review:
    """The review of every move of ``record``; ``on_step(done, total)`` is told after each move (for a progress
    bar); ``known`` as in ``review_steps``."""
    judged = []
    for ply, found in review_steps(record, known, nodes):
        if found is not None:
            judged.append(found)
        if on_step is not None:
            on_step(ply + 1, len(record.moves))
    return Review(record.rules, len(record.moves), tuple(judged), nodes)


def better_move(record: GameRecord, judged: Judged) -> Move[Any] | None:
    """The Master's move instead of the judged one, as the board names it (its ``places``: from, to)."""
    if judged.better is None:
        return None
    game, state = record.game, record.states[judged.ply]
    return game.describe(state, game.parse_move(state, judged.better))


def better_places(record: GameRecord, judged: Judged) -> tuple[str, str] | None:
    """The better move's first and last places (an arrow's ends; a placement's one place twice), or None."""
    move = better_move(record, judged)
    if move is None or not move.places:
        return None
    return move.places[0], move.places[-1]


def better_arrows(record: GameRecord, review: Review, at: int) -> tuple[tuple[str, str], ...]:
    """What the board shows at position ``at`` (after ``at`` moves): the better move's arrow, from where it would
    have started to where it would have ended, when the move that led there was an inaccuracy or worse; none else."""
    judged = review.at(at - 1) if at > 0 else None
    if judged is None or judged.verdict in VERDICTS[:2]:
        return ()
    places = better_places(record, judged)
    return () if places is None else (places,)


def better_reason(record: GameRecord, judged: Judged) -> Message | None:
    """Why the Master's move is better, in one sentence (``games.ai.reasons``)."""
    if judged.better is None:
        return None
    game, state = record.game, record.states[judged.ply]
    return family_of(game).reason(game, state, game.parse_move(state, judged.better))


# ---------------------------------------------------------------- in a record file

HEADER = "Review"
_HEADER_FORM = re.compile(r"v1 light=(\d+(?:\.\d+)?|-) dark=(\d+(?:\.\d+)?|-) nodes=(\d+)")
_COMMENT = re.compile(
    r"review=(best|good|inaccuracy|mistake|blunder) loss=(\d+(?:\.\d+)?) before=(\d+(?:\.\d+)?) "
    r"after=(\d+(?:\.\d+)?)(?: better=(\S+))?"
)


class ReviewError(GameError):
    """A review in a record that cannot be read: the game reads, its review does not."""


def _percent(value: float | None) -> str:
    return "-" if value is None else f"{value:.1f}"


def review_header(review: Review) -> str:
    """The value of the ``Review`` header: the form's version, each side's accuracy and the budget."""
    light, dark = _percent(review.accuracy(LIGHT)), _percent(review.accuracy(DARK))
    return f"{VERSION} light={light} dark={dark} nodes={review.nodes}"


def review_comment(judged: Judged) -> str:
    """The comment after a judged move (without its braces)."""
    text = (
        f"review={judged.verdict} loss={judged.loss:g} before={100 * judged.before:.1f} after={100 * judged.after:.1f}"
    )
    return f"{text} better={judged.better}" if judged.better else text


def review_record_parts(review: Review) -> tuple[dict[str, str], tuple[tuple[int, str], ...]]:
    """The headers and the comments (by the number of moves before each, as ``RecordFile.comments``) that write
    ``review`` into a record."""
    return {HEADER: review_header(review)}, tuple((judged.ply + 1, review_comment(judged)) for judged in review.moves)


def people_comments(comments: tuple[tuple[int, str], ...]) -> tuple[tuple[int, str], ...]:
    """A record's comments less those that write a review (``review=...``): what people wrote, to show."""
    return tuple((ply, text) for ply, text in comments if not text.strip().startswith("review="))


def read_review(found: RecordFile) -> Review | None:
    """The review a record file holds (None: it holds none); raises ``ReviewError`` saying what is wrong with it."""
    headers = dict(found.headers)
    if HEADER not in headers:
        return None
    form = _HEADER_FORM.fullmatch(headers[HEADER].strip())
    if form is None:
        raise ReviewError(message("review_header", text=headers[HEADER][:60]))
    record, judged = found.record, []
    game = record.game
    for after, text in found.comments:
        match = _COMMENT.fullmatch(text.strip())
        if match is None:
            if text.strip().startswith("review="):
                raise ReviewError(message("review_comment", move=after, text=text.strip()[:60]))
            continue
        ply = after - 1
        if not 0 <= ply < len(record.moves) or record.moves[ply].kind == "throw":
            raise ReviewError(message("review_comment", move=after, text=text.strip()[:60]))
        state = record.states[ply]
        name, loss, before, now, better = match.groups()
        if better is not None:
            try:
                game.parse_move(state, better)
            except GameError as error:
                raise ReviewError(message("review_comment", move=after, text=text.strip()[:60])) from error
        side = game.turn(state).side
        judged.append(Judged(ply, side, name, float(loss), float(before) / 100, float(now) / 100, better))
    return Review(record.rules, len(record.moves), tuple(judged), int(form[3]))


def reviewed(review: Review | None, record: GameRecord) -> bool:
    """True when ``review`` is of ``record`` as it stands (the same rule set and number of moves)."""
    return review is not None and review.rules == record.rules and review.plies == len(record.moves)


def cut(review: Review, plies: int) -> Review:
    """The review of the game's first ``plies`` moves."""
    return replace(review, plies=plies, moves=tuple(judged for judged in review.moves if judged.ply < plies))
