"""The game review through AppTest: on Replay, "Review the game" judges every move under a progress bar, then shows
each side's accuracy (``data-testid="review-accuracy"``), the turning points on the chart and what the Master says
of the move shown; a record file with a review opens with it, and one whose review is malformed opens without it, in
a sentence; on Play, a finished game offers the same review and opens it in Replay."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from board.words import board_word
from games import get_game
from games.ai.review import better_arrows, review_game
from games.core import CHANCE
from games.records import GameRecord, read_record
from tests.app.app_session import boards, button, move_lists, open_page, page_text
from ui.i18n import LANGUAGES, t
from ui.moves.link import game_link
from ui.replay.review_text import file_review
from ui.replay.reviewing import REVIEWS, game_key, reviewed_file

HANGING = "7p/2p5/8/p7/8/8/8/1P4PP l 0 -"
"""Petteia: light's b1-b5 hangs a piece to c7-c5."""


def _record(*texts: str, start: str = HANGING, rules: str = "petteia") -> GameRecord:
    game = get_game(rules)
    record = GameRecord.start(rules, game.parse_position(start))
    for text in texts:
        record = record.play(game.describe(record.state, game.parse_move(record.state, text)))
    return record


def _accuracy_html(at: AppTest) -> str:
    found = [h.proto.body for h in at.get("html") if 'data-testid="review-accuracy"' in h.proto.body]
    assert len(found) == 1
    return found[0]


@pytest.mark.parametrize("lang", LANGUAGES)
def test_replay_reviews_the_game_and_tells_the_move_shown(lang):
    record = _record("b1-b5", "c7-c5", "g1-g2")
    at = open_page("replay", **game_link(record)[0], at="1", lang=lang)
    assert 'data-testid="review-accuracy"' not in "".join(h.proto.body for h in at.get("html"))
    at = button(at, t("review.button", lang)).click().run()
    assert not at.exception
    box = _accuracy_html(at)
    assert 'data-side="0"' in box and 'data-side="1"' in box and t("review.count.blunder", lang) in box
    text = page_text(at)
    assert t("review.verdict.blunder", lang) in text and "b1-b5??" in text
    assert t("review.better", lang, move="", reason="").split("**")[0].strip() in text
    title = t("replay.chart", lang, title=board_word("story.review.title", lang))
    [review_chart] = [b for b in boards(at) if b["kind"] == "chart" and b["label"] == title]
    assert review_chart["figure"]["data"][1]["x"] == [1]  # the blunder, marked at the position after it
    assert not [b for b in at.button if b.label == t("replay.advantage", lang)]  # the review's chart replaces it
    [still] = [b for b in boards(at) if b["kind"] != "chart" and "arrows" in b]
    assert [tuple(a) for a in still["arrows"]] == list(better_arrows(record, review_game(record), 1)) != []
    [listed] = move_lists(at)
    badges = {entry["ply"]: entry["badge"] for row in listed["list"]["rows"] for entry in row["entries"]}
    assert badges[1] == "??"  # the blunder's mark in the move list, at the position after it
    at.slider(key="replay:at").set_value(3).run()
    assert t("review.verdict.best", lang) in page_text(at) or t("review.verdict.good", lang) in page_text(at)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_record_files_review_is_read_back_and_a_malformed_one_is_told_in_a_sentence(lang):
    record = _record("b1-b5", "c7-c5")
    text = reviewed_file(record, review_game(record), {"Light": "Ana"})
    review, note = file_review(read_record(text), lang)
    assert review is not None and note == t("review.from_file", lang) and review.at(0).verdict == "blunder"
    review, note = file_review(read_record(text.replace('[Review "v1 ', '[Review "v9 ')), lang)
    assert review is None and note is not None and "Traceback" not in note and "v9" in note
    assert file_review(read_record('[Rules "petteia"]\n\na1-a2\n'), lang) == (None, None)


def test_a_review_read_from_a_file_shows_without_judging_again():
    record = _record("b1-b5", "c7-c5")
    review = review_game(record)
    at = open_page("replay", **game_link(record)[0], session={REVIEWS: {game_key(record): review}})
    assert not at.exception
    assert 'data-side="1"' in _accuracy_html(at) and not [b for b in at.button if b.label == t("review.button", "en")]


def test_play_offers_the_review_at_the_games_end_and_opens_it_in_replay():
    record = _record("b1-b5", "c7-c5", start="7p/2p5/8/p7/8/8/8/1P5P l 0 -")  # light is left with one piece
    assert record.game.outcome(record.state) is not None
    at = open_page("play", **game_link(record)[0])
    at = button(at, t("review.button", "en")).click().run()
    assert not at.exception
    assert 'data-side="0"' in _accuracy_html(at)
    links = [link for link in at.get("page_link") if link.proto.label == t("review.open", "en")]
    assert links
    assert game_key(record) in at.session_state[REVIEWS]
    [listed] = move_lists(at)
    assert listed["list"]["rows"][0]["entries"][0]["badge"] == "??"  # b1-b5 hung the piece: marked in Play's list


@pytest.mark.parametrize("lang", LANGUAGES)
def test_a_race_game_is_reviewed_and_a_throw_is_said_not_judged(lang):
    game = get_game("knossos")
    record = GameRecord.start("knossos")
    while len(record.moves) < 12:
        state = record.state
        outcomes = game.chance_outcomes(state) if game.to_move(state) == CHANCE else None
        record = record.play_raw(
            outcomes[len(record.moves) % len(outcomes)][0] if outcomes else game.legal_moves(state)[-1]
        )
    throw = next(ply for ply, move in enumerate(record.moves) if move.kind == "throw" and ply > 0)
    at = open_page("replay", **game_link(record)[0], at=str(throw + 1), lang=lang)
    assert not at.exception  # the move shown is a throw, said in words
    at = button(at, t("review.button", lang)).click().run()
    assert not at.exception and 'data-side="0"' in _accuracy_html(at)
    assert t("review.throw", lang, number=throw + 1, move="").split("(")[0] in page_text(at)
