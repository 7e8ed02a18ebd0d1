"""The game review in words (``games.ai.review``): each side's accuracy and verdicts in a box, the turning points,
and what the Master says of one move.  Pure, no Streamlit; the public hook of the box is
``data-testid="review-accuracy"``."""

from __future__ import annotations

import html
from typing import Any

from games.ai.review import VERDICTS, Judged, Review, ReviewError, better_move, better_reason, read_review
from games.core import DARK, LIGHT
from games.records import GameRecord, RecordFile
from ui.i18n import percent, plain, t, tn
from ui.moves.words import move_text, ply_words

STYLE = """<style>
.review-accuracy { display: flex; gap: .75rem; flex-wrap: wrap; margin: .25rem 0 .5rem; }
.review-side { flex: 1 1 9rem; border: 1px solid rgba(140, 74, 47, .35); border-radius: .5rem; padding: .5rem .75rem;
  background: rgba(244, 236, 220, .55); }
.review-side .review-name { display: block; font-size: .9rem; }
.review-side strong { display: block; font-size: 1.8rem; line-height: 1.2; }
.review-side ul { list-style: none; margin: .25rem 0 0; padding: 0; font-size: .85rem; }
.review-side li { margin: 0; }
.review-mark { font-weight: 700; color: #b03a2e; }
</style>"""
"""The two sides' boxes side by side (one above the other on a phone), the accuracy large."""


def accuracy_html(review: Review, lang: str) -> str:
    """Each side's accuracy and how many of its moves got each verdict, as one HTML block (the public hook
    ``data-testid="review-accuracy"``, each side's box ``data-side`` and ``data-accuracy``, a number or empty)."""
    boxes = []
    for side in (LIGHT, DARK):
        accuracy = review.accuracy(side)
        counts = review.counts(side)
        items = "".join(
            f"<li>{html.escape(t(f'review.count.{verdict}', lang))}: {counts[verdict]}</li>" for verdict in VERDICTS
        )
        shown = percent(accuracy / 100, lang) if accuracy is not None else "—"
        number = "" if accuracy is None else f"{accuracy:.1f}"
        boxes.append(
            f'<div class="review-side" data-side="{side}" data-accuracy="{number}">'
            f'<span class="review-name">{html.escape(t("review.accuracy", lang, side=t(f"side.{side}", lang)))}</span>'
            f"<strong>{html.escape(shown)}</strong><ul>{items}</ul></div>"
        )
    return f'<div data-testid="review-accuracy" class="review-accuracy">{"".join(boxes)}</div>{STYLE}'


TURNING_SHOWN = 8
"""The most turning points named in words: past it, the greatest swings (a random game has a hundred, which would
fill a phone's screens; the chart marks them all)."""


def turning_text(review: Review, lang: str) -> str:
    """The turning points as one sentence (their move numbers, throws counting, and who made them), the greatest
    ``TURNING_SHOWN`` of them when there are more, or a sentence that there were none."""
    points = [judged for ply in review.turning_points if (judged := review.at(ply)) is not None]
    if not points:
        return t("review.turning_none", lang)
    named = points
    if len(points) > TURNING_SHOWN:
        greatest = sorted(points, key=lambda judged: abs(judged.before - judged.after), reverse=True)[:TURNING_SHOWN]
        named = sorted(greatest, key=lambda judged: judged.ply)
    words = ", ".join(
        t(
            "review.turning_move",
            lang,
            number=judged.ply + 1,
            side=t(f"side.{judged.side}", lang),
            side_gen=t(f"side.gen.{judged.side}", lang),
        )
        for judged in named
    )
    if named is points:
        return tn("review.turning", len(points), lang, moves=words)
    return tn("review.turning_most", len(points), lang, count=len(points), moves=words)


def loss_text(record: GameRecord, judged: Judged, lang: str) -> str:
    """What the move cost: light's and dark's chance to win before and after it in a race game, points of the
    Master's count in a grid game."""
    if record.game.is_race_game:
        sign = judged.side == LIGHT
        before = judged.before if sign else 1 - judged.before
        after = judged.after if sign else 1 - judged.after
        return t(
            "review.loss.race",
            lang,
            side=t(f"side.gen.{judged.side}", lang),
            before=percent(before, lang),
            after=percent(after, lang),
        )
    points = round(judged.loss)
    return tn("review.loss.grid", points, lang, loss=points)


def judged_text(record: GameRecord, ply: int, review: Review, lang: str) -> str:
    """What the Master says of move ``ply`` (an index into the record's moves), as Markdown: its verdict and mark,
    what it cost, and the better move in words with why."""
    game, move = record.game, record.moves[ply]
    played = ply_words(GameRecord(record.rules, record.states[: ply + 2], record.moves[: ply + 1]), lang)[-1]
    judged = review.at(ply)
    if judged is None:
        key = "review.throw" if move.kind == "throw" else "review.only"
        return t(key, lang, number=ply + 1, move=played)
    head = t(
        "review.move",
        lang,
        number=ply + 1,
        side=t(f"side.{judged.side}", lang),
        move=played,
        mark=judged.mark,
        verdict=t(f"review.verdict.{judged.verdict}", lang),
    )
    better: Any = better_move(record, judged)
    if better is None:
        return f"{head} {t('review.masters_own', lang)}"
    reason = better_reason(record, judged)
    why = t("review.better", lang, move=move_text(game, better, lang), reason=reason.text(lang) if reason else "")
    return f"{head} {loss_text(record, judged, lang)}  \n{why}"


def file_review(found: RecordFile, lang: str) -> tuple[Review | None, str | None]:
    """The review a record file brings, and what the page says of it (in ``lang``, as Markdown): that it came with
    the file, or why it cannot be read (the game is read all the same); (None, None) for a file with no review."""
    try:
        review = read_review(found)
    except ReviewError as error:
        return None, t("review.bad", lang, reason=plain(error.text(lang)))
    return review, None if review is None else t("review.from_file", lang)
