"""Why a legal move misses a lesson's task, in the task's own terms: what the task's answers (or its goal) do and
the move does not, as the engine describes both moves: it takes nothing, or fewer pieces than asked; it does not
win, or brings no piece home; it moves another piece than the one the task is about.  A pure function: the page
puts the reason after "…is a legal move, but it does not do what the task asks"."""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from games import get_game
from games.core import Move
from ui.i18n import t
from ui.lessons.model import achieves
from ui.notebook.model import BoardCell


@dataclass(frozen=True)
class Miss:
    """A reason as a catalogue key of ``ui`` and its arguments."""

    key: str
    args: dict[str, Any] = field(default_factory=dict)


def missed(board: BoardCell, move: Move[Any]) -> Miss | None:
    """Why the legal ``move`` does not do what ``board``'s task asks (None when nothing more can be said than that
    it is not the answer).  A place is named only where the task names it or the board marks it, so that the reason
    does not give the answer away."""
    game = get_game(board.rules)
    state = game.parse_position(board.position)
    answers = [game.describe(state, game.parse_move(state, text)) for text in board.answers]
    family = "race" if game.is_race_game else "grid"
    need = min((len(answer.captures) for answer in answers), default=0)
    if board.goal == "capture" or need:
        need = max(need, 1)
        if not move.captures:
            named = [place for place in answers[0].captures if _named(place, board.task)] if answers else []
            return (
                Miss(f"lesson.miss.capture_named.{family}", {"target": named[0]})
                if named
                else Miss("lesson.miss.capture")
            )
        if len(move.captures) < need:
            return Miss("lesson.miss.fewer", {"took": len(move.captures), "need": need})
    wins = [achieves(game, state, answer, "win") for answer in answers]
    if (board.goal == "win" or (wins and all(wins))) and not achieves(game, state, move, "win"):
        return Miss("lesson.miss.win")
    finishing = board.goal == "home" or (answers and all(answer.finishes for answer in answers))
    if finishing and game.is_race_game and not move.finishes and move.places:
        return Miss("lesson.miss.home", {"end": move.places[-1]})
    starts = {answer.places[0] for answer in answers if answer.places}
    if len(starts) == 1 and move.places and move.places[0] not in starts:
        wanted = next(iter(starts))
        if wanted in board.highlights or _named(wanted, board.task):
            return Miss(f"lesson.miss.piece.{family}", {"start": move.places[0], "wanted": wanted})
    return None


def _named(place: str, task: str) -> bool:
    """Whether the task's words name ``place`` (``d5``, or a cell's number)."""
    return re.search(rf"(?<![\w:]){re.escape(place)}(?![\w:])", task) is not None


def missed_text(board: BoardCell, move: Move[Any], lang: str) -> str:
    """The reason ``missed`` gives, as a sentence in ``lang`` led by a space (to follow another), else nothing."""
    miss = missed(board, move)
    return f" {t(miss.key, lang, **miss.args)}" if miss is not None else ""
