"""The batch player of Patolli (games/batch/patolli.py) plays exactly the engine's games: after every throw, the
same legal moves; after the move it draws, the same position; the same ending (winner and clause), captures and
throws; and many of its games look like as many of the engine's (within the sampling error)."""

from __future__ import annotations

from statistics import fmean

import numpy as np
import pytest

from games import get_game
from games.batch.patolli import ENDINGS, PatolliBatch
from games.batch.runs import play_block, supports
from games.core import other
from games.patolli import PatolliGame
from games.selfplay import play_games, play_one
from tests.batch_steps import steps
from tests.random_games import throws_due_near_the_end
from tests.sampling import mean_gap_allowed, share_gap_allowed

SETTINGS = (
    "patolli",
    "patolli-family",
    "patolli-quick",
    "patolli+PAT-V1",
    "patolli-family+PAT-V1",
    "patolli-quick+PAT-V1",
)
"""Every Patolli preset, with and without its switch."""
POSITIONS = {
    "patolli": (
        "49,r,r,r,r,r 4,r,r,r,r,r l - 1,6,5",  # PAT-13: an offering or a capture away from bankruptcy
        "50,o,o,o,o,o 1,r,r,r,r,r l - 6,6,0",  # PAT-12: the last piece home on any throw but a 1
        "0,r,r,r,r,r 25,r,r,r,r,r l - 6,6,0",  # PAT-07: the entry cell taken by one's own piece
        "r,r,r,r,r,r 0,r,r,r,r,r d - 1,11,0",
    ),  # dark one item from winning by a capture
    "patolli-family": ("47,o,o,o,o,o 10,11,12,13,14,o l - -", "r,r,r,r,r,r 26,r,r,r,r,r l - -"),
    "patolli-quick": ("48,49,50 r,r,r d - 6,6,0", "1,2,3 30,31,32 l - 1,1,10"),
}
"""Positions near an ending or a rule random games seldom meet (the first field of each is light's)."""


@pytest.mark.parametrize("rules", SETTINGS)
def test_every_ply_of_every_game_is_the_engines(rules):
    game = get_game(rules)
    _follow(game, PatolliBatch.new(game, 24, np.random.default_rng(7)))


@pytest.mark.parametrize("rules", SETTINGS)
def test_near_the_endings_every_ply_is_the_engines(rules):
    game = get_game(rules)
    starts = [game.parse_position(text) for text in POSITIONS[rules.split("+")[0]]]
    starts += throws_due_near_the_end(rules, 12, 8)
    _follow(game, PatolliBatch(game, starts * 6, np.random.default_rng(5)))


def _follow(game: PatolliGame, batch: PatolliBatch) -> None:
    """Play ``batch`` to its end beside the engine, turn by turn: the throw drawn, the moves listed, the position
    after the move drawn, and for each game that ends, its length, winner, clause, captures and throws."""
    games = batch.active
    captures, throws = {i: [0, 0] for i in range(games)}, {i: [0, 0] for i in range(games)}
    plies = dict.fromkeys(range(games), 0)
    for game_id, state, row in steps(batch):
        assert game.outcome(state) is None
        thrown = game.apply(state, ("throw", batch.thrown(game_id)))
        assert batch.listed(game_id) == game.legal_moves(thrown), game.format_position(thrown)
        after = game.apply(thrown, batch.chosen(game_id))
        side, on_board = state.side, (game.tally(thrown).on_board, game.tally(after).on_board)
        captures[game_id][side] += on_board[0][other(side)] - on_board[1][other(side)]
        throws[game_id][side] += batch.thrown(game_id)
        plies[game_id] += 1
        if row is not None:
            assert batch.position(row) == after, (game.format_position(thrown), batch.chosen(game_id))
            continue
        outcome, done = game.outcome(after), batch.finished
        assert outcome is not None, game.format_position(after)
        assert done.done[game_id] and done.plies[game_id] == plies[game_id]
        assert outcome.winner == done.winner[game_id] and outcome.reason.clause == ENDINGS[done.ending[game_id]]
        assert list(done.captures[:, game_id]) == captures[game_id]
        assert list(done.throws[:, game_id]) == throws[game_id]


def test_the_endings_are_met_both_ways():
    """The positions above end each way the rules allow: bankruptcy (PAT-13) for either side, all pieces off."""
    game = get_game("patolli")
    starts = [game.parse_position(text) for text in POSITIONS["patolli"]] * 64
    done = PatolliBatch(game, starts, np.random.default_rng(2)).play()
    endings = {(int(w), ENDINGS[e]) for w, e in zip(done.winner, done.ending, strict=True)}
    assert endings == {(0, "PAT-13"), (1, "PAT-13"), (0, "PAT-12"), (1, "PAT-12")}


@pytest.mark.parametrize("rules", SETTINGS)
def test_many_games_look_like_as_many_of_the_engines(rules):
    count = 300
    batch = play_block(rules, 1, range(count))
    engine = [play_one(rules, "random", 1, index) for index in range(count)]
    figures = (
        lambda s: s.plies,
        lambda s: s.captures[0],
        lambda s: s.captures[1],
        lambda s: s.throws[0],
        lambda s: s.throws[1],
    )
    for figure in figures:
        ours, theirs = [figure(s) for s in batch], [figure(s) for s in engine]
        assert abs(fmean(ours) - fmean(theirs)) <= mean_gap_allowed(ours, theirs), (fmean(ours), fmean(theirs))
    for share in (lambda s: s.winner == "light", lambda s: s.ended_by == "PAT-13"):
        ours_share, theirs_share = fmean(map(share, batch)), fmean(map(share, engine))
        assert abs(ours_share - theirs_share) <= share_gap_allowed(ours_share, count, theirs_share, count)
    assert {s.ended_by for s in batch} | {s.ended_by for s in engine} <= set(ENDINGS)


def test_every_patolli_setting_is_played_in_blocks_and_the_same_games_however_many_workers(monkeypatch):
    assert all(supports(rules) for rules in SETTINGS)
    monkeypatch.setattr("games.batch.runs.BLOCK_GAMES", 4)
    alone = play_games("patolli+PAT-V1", "random", 9, range(10), workers=1)
    assert play_games("patolli+PAT-V1", "random", 9, range(10), workers=2) == alone
    assert all(s.throws is not None and sum(s.throws) > 0 and s.winner in {"light", "dark"} for s in alone)
