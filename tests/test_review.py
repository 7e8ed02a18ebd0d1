"""The game review (games/ai/review.py): a move that hangs a piece is a blunder with the Master's better move and its
reason; the Master's own moves are best and a side that plays only them is 100 % accurate; a race game is judged in
chances to win; the review goes into a record file and comes back from it unchanged, and a malformed one is told in
a sentence, the game still read."""

from __future__ import annotations

import pytest

from games import get_game
from games.__main__ import run
from games.ai.review import (
    LIMITS,
    Judged,
    Review,
    ReviewError,
    better_arrows,
    better_places,
    better_reason,
    judge,
    master_search,
    move_score,
    read_review,
    review_game,
    review_record_parts,
    verdict,
    win_chance,
)
from games.core import CHANCE, DARK, LIGHT
from games.records import GameRecord, read_record, write_record

HANGING = "7p/2p5/8/p7/8/8/8/1P4PP l 0 -"
"""Petteia: light's b1-b5 stands between the dark piece on a5 and the empty c5, where c7 slides to take it."""


def _record(rules: str, start: str, *texts: str) -> GameRecord:
    game = get_game(rules)
    record = GameRecord.start(rules, game.parse_position(start))
    for text in texts:
        record = record.play(game.describe(record.state, game.parse_move(record.state, text)))
    return record


def _master_game(rules: str, plies: int, other=lambda game, state: game.legal_moves(state)[-1]) -> GameRecord:
    """Light plays the review's own Master move at every turn, dark ``other``'s move; throws fall lowest first."""
    record = GameRecord.start(rules)
    game = record.game
    while len(record.moves) < plies and game.outcome(record.state) is None:
        state = record.state
        if game.to_move(state) == CHANCE:
            raw = game.chance_outcomes(state)[len(record.moves) % 2][0]
        elif game.turn(state).side == LIGHT:
            raw = master_search(game, state)[0]
        else:
            raw = other(game, state)
        record = record.play_raw(raw)
    return record


def test_a_move_that_hangs_a_piece_is_a_blunder_with_the_better_move_its_places_and_reason():
    record = _record("petteia", HANGING, "b1-b5")
    review = review_game(record)
    (judged,) = review.moves
    assert judged.verdict == "blunder" and judged.mark == "??" and judged.side == LIGHT
    assert judged.loss >= LIMITS[False][3] and judged.after < judged.before
    assert judged.better is not None and judged.better != "b1-b5"
    assert better_places(record, judged) == tuple(judged.better.split("-"))
    reason = better_reason(record, judged)
    assert reason is not None and reason.text("en") and reason.text("ru") != reason.text("en")
    assert review.turning_points == (0,) and review.marks == {0: "??"}
    assert review.accuracy(LIGHT) == judged.score < 50 and review.accuracy(DARK) is None
    assert review.marks_by_ply == {1: "??"}  # a move list's entry of the position after it
    assert (
        better_arrows(record, review, 1) == (better_places(record, judged),) and better_arrows(record, review, 0) == ()
    )


def test_the_masters_own_move_is_best_and_has_no_better_move():
    game = get_game("petteia")
    state = game.parse_position(HANGING)
    move = master_search(game, state)[0]
    judged = judge(game, state, move, 0)
    assert judged is not None and (judged.verdict, judged.loss, judged.score, judged.better) == ("best", 0, 100, None)
    assert judged.mark == ""


@pytest.mark.parametrize("rules", ["petteia", "knossos"])
def test_a_side_that_plays_only_the_masters_moves_is_100_percent_accurate(rules):
    steps: list[tuple[int, int]] = []
    record = _master_game(rules, 16)
    review = review_game(record, lambda done, total: steps.append((done, total)))
    assert review.accuracy(LIGHT) == 100 and review.counts(LIGHT)["best"] == len(review.side_moves(LIGHT)) > 0
    assert steps == [(n, len(record.moves)) for n in range(1, len(record.moves) + 1)]
    assert all(record.moves[judged.ply].kind != "throw" for judged in review.moves)  # throws are not judged


def test_throws_and_only_moves_are_not_judged():
    game = get_game("knossos")
    record = _master_game("knossos", 12)
    judged_plies = {judged.ply for judged in review_game(record).moves}
    for ply, move in enumerate(record.moves):
        choices = 0 if game.to_move(record.states[ply]) == CHANCE else len(game.legal_moves(record.states[ply]))
        assert (ply in judged_plies) == (move.kind != "throw" and choices > 1)


def test_a_review_goes_on_from_a_review_of_the_games_beginning():
    record = _master_game("petteia", 8)
    first = review_game(GameRecord(record.rules, record.states[:5], record.moves[:4]))
    asked: list[int] = []
    whole = review_game(record, lambda done, total: asked.append(done), known=first)
    assert whole.moves[: len(first.moves)] == first.moves and whole == review_game(record)
    assert asked == list(range(1, 9))


def test_verdicts_and_scores_follow_the_limits():
    assert [verdict(False, loss) for loss in (0, 10, 40, 70, 150)] == list(
        ("best", "good", "inaccuracy", "mistake", "blunder")
    )
    assert [verdict(True, loss) for loss in (0.5, 2, 4, 8, 20)] == list(
        ("best", "good", "inaccuracy", "mistake", "blunder")
    )
    assert move_score(0) == pytest.approx(100, abs=0.01) and move_score(100) == 0
    assert round(move_score(10)) == 64
    game = get_game("petteia")
    assert win_chance(game, 0) == 0.5 and win_chance(game, 2_000_000) == 1 and win_chance(game, 100) > 0.7


def test_the_review_is_written_in_the_record_and_read_back_unchanged():
    record = _record("petteia", HANGING, "b1-b5", "c7-c5", "g1-g2")
    review = review_game(record)
    headers, comments = review_record_parts(review)
    text = write_record(record, {"Light": "Ana", **headers}, comments)
    assert '[Review "v1 light=' in text and "{review=blunder loss=" in text and "better=" in text
    found = read_record(text)
    assert [move.text for move in found.record.moves] == ["b1-b5", "c7-c5", "g1-g2"]
    back = read_review(found)
    assert back is not None
    assert [(j.ply, j.verdict, j.loss, j.better, j.score) for j in back.moves] == [
        (j.ply, j.verdict, j.loss, j.better, j.score) for j in review.moves
    ]
    assert back.accuracy(LIGHT) == pytest.approx(review.accuracy(LIGHT), abs=0.1)
    assert back.turning_points == review.turning_points and back.marks == review.marks


def test_a_record_without_a_review_reads_as_before_and_keeps_its_other_comments():
    text = '[Rules "petteia"]\n\n1. a1-a3 {a quiet start} h8-h6 {review is a word here}\n'
    found = read_record(text)
    assert len(found.record.moves) == 2 and found.comments == ((1, "a quiet start"), (2, "review is a word here"))
    assert read_review(found) is None


@pytest.mark.parametrize(
    ("header", "moves", "code"),
    [
        ("garbage", "1. a1-a3 h8-h6", "review_header"),
        ("v1 light=90.0 dark=80.0 nodes=6000", "1. a1-a3 {review=awful loss=3 before=50.0 after=40.0} h8-h6", None),
        (
            "v1 light=90.0 dark=80.0 nodes=6000",
            "1. a1-a3 {review=good loss=3 before=50.0 after=40.0 better=z9-z1}",
            None,
        ),
    ],
)
def test_a_malformed_review_is_told_in_a_sentence_and_the_game_still_reads(header, moves, code):
    found = read_record(f'[Rules "petteia"]\n[Review "{header}"]\n\n{moves}\n')
    with pytest.raises(ReviewError) as raised:
        read_review(found)
    assert raised.value.msg.code == (code or "review_comment")
    for lang in ("en", "ru"):
        sentence = raised.value.text(lang)
        assert "Traceback" not in sentence and ("Review" in sentence or "1" in sentence)


def test_turning_points_are_the_changes_of_the_side_clearly_ahead_and_the_blunders():
    moves = (
        Judged(0, LIGHT, "best", 0, 0.5, 0.7),
        Judged(1, DARK, "good", 10, 0.7, 0.75),
        Judged(2, LIGHT, "mistake", 80, 0.75, 0.3),
        Judged(3, DARK, "blunder", 200, 0.3, 0.5, "h8-h6"),
    )
    review = Review("petteia", 4, moves)
    assert review.turning_points == (2, 3)
    assert review.counts(LIGHT) == {"best": 1, "good": 0, "inaccuracy": 0, "mistake": 1, "blunder": 0}
    assert review.chances() == [(0, 50.0), (1, 70.0), (2, 75.0), (3, 30.0), (4, 50.0)]


def test_the_command_line_reads_a_reviewed_record_as_any_other(tmp_path, capsys):
    record = _record("petteia", HANGING, "b1-b5", "c7-c5")
    headers, comments = review_record_parts(review_game(record))
    path = tmp_path / "reviewed.txt"
    path.write_text(write_record(record, headers, comments), encoding="utf-8")
    assert run(["record", "check", str(path)]) == 0
    assert capsys.readouterr().out == "ongoing\n"
    assert run(["record", "replay", str(path)]) == 0
    assert capsys.readouterr().out.splitlines() == [record.game.format_position(state) for state in record.states]
