"""The batch player of the Knossos race game (games/batch/knossos.py) plays exactly the engine's games: after every
throw, the same legal moves for each coin; after each move it draws, the same position; the same ending (winner
and clause) and throws, and no captures; and many of its games look like as many of the engine's (within the
sampling error)."""

from __future__ import annotations

from collections import Counter, defaultdict
from statistics import fmean

import numpy as np
import pytest

from games import get_game
from games.batch.knossos import ENDINGS, KnossosBatch
from games.batch.runs import play_block, supports
from games.knossos import CHANCES, KnossosGame
from games.selfplay import play_games, play_one
from tests.batch_steps import steps
from tests.random_games import throws_due_near_the_end
from tests.sampling import chance_gap_allowed, mean_gap_allowed, share_gap_allowed

SETTINGS = ("knossos", "knossos+KNO-V1")
"""The Knossos rule set, with and without its switch."""
POSITIONS = (
    "3,21,21,21,21 4,5,6,21,21 l 2,1 0",  # KNO-10: a wall of two blocked cells (13, 14), light must pass
    "3,21,21,21,21 4,5,6,21,21 l - 0",  # the same wall, a throw due
    "0,0,0,0,0 0,0,0,0,0 l 2,1 0",  # KNO-07: after one piece has left the harbour, none may
    "0,0,0,3,21 0,0,0,0,4 l 2 1",  # KNO-07 in the middle of a turn: only the piece on 3 may use the 2
    "7,7,7,12,12 9,9,13,20,21 d 2,2 0",  # pieces sharing a position: one move each per coin; dark jumps 9 -> 11
    "9,21,21,21,21 11,12,21,21,21 l 2,1 0",  # KNO-V1: only the 1 can be used, then not the 2
    "6,21,21,21,21 9,21,21,21,21 l 2,1 0",  # KNO-V1: either coin, never both: the larger
    "0,0,9,21,21 2,3,11,21,21 l 2,1 0",  # KNO-V1: the 1 from the harbour would leave the 2 unusable (KNO-07)
    "20,21,21,21,21 19,21,21,21,21 l 2,1 0",  # KNO-17: home with either coin, the other left unused
    "19,21,21,21,21 18,20,21,21,21 d - 0",  # KNO-10: cell 8 held on the way back; both sides one throw from home
)
"""Positions near the ending and rule corners random games seldom meet (the first field of each is light's)."""


@pytest.mark.parametrize("rules", SETTINGS)
def test_every_ply_of_every_game_is_the_engines(rules):
    game = get_game(rules)
    _follow(game, KnossosBatch.new(game, 24, np.random.default_rng(7)))


@pytest.mark.parametrize("rules", SETTINGS)
def test_near_the_ending_and_in_the_rules_corners_every_ply_is_the_engines(rules):
    game = get_game(rules)
    starts = [game.parse_position(text) for text in POSITIONS] + throws_due_near_the_end(rules, 12, 6)
    _follow(game, KnossosBatch(game, starts * 6, np.random.default_rng(5)))


def _follow(game: KnossosGame, batch: KnossosBatch) -> None:
    """Play ``batch`` to its end beside the engine, turn by turn: the throw drawn, the moves listed for each coin
    (or the pass), the position after each move drawn, the turn over when the batch's is, and for each game that
    ends, its length, winner, clause, captures (none, KNO-13) and throws."""
    games = batch.active
    throws = {i: [0, 0] for i in range(games)}
    plies = dict.fromkeys(range(games), 0)
    for game_id, state, row in steps(batch):
        assert game.outcome(state) is None
        coins = batch.thrown(game_id)
        assert (coins is None) == (state.coins is not None)
        if coins is not None:
            state = game.apply(state, ("throw", *coins))
            throws[game_id][state.side] += sum(coins)
        listed, chosen = batch.listed(game_id), batch.chosen(game_id)
        assert 1 <= len(listed) == len(chosen) <= 2
        for moves, move in zip(listed, chosen, strict=True):
            assert game.outcome(state) is None and state.coins is not None, game.format_position(state)
            assert moves == sorted(game.legal_moves(state)), game.format_position(state)
            state = game.apply(state, move)
            plies[game_id] += 1
        if row is not None:
            assert batch.position(row) == state, (game.format_position(state), chosen)
            continue
        outcome, done = game.outcome(state), batch.finished
        assert outcome is not None, game.format_position(state)
        assert done.done[game_id] and done.plies[game_id] == plies[game_id]
        assert outcome.winner == done.winner[game_id] and outcome.reason.clause == ENDINGS[done.ending[game_id]]
        assert list(done.captures[:, game_id]) == [0, 0]
        assert list(done.throws[:, game_id]) == throws[game_id]


@pytest.mark.parametrize("rules", SETTINGS)
def test_the_corners_are_met(rules):
    """The positions above reach what they are there for: a lost turn, a move with each coin, a piece home with the
    coin left unused, and wins of both sides."""
    game = get_game(rules)
    starts = [game.parse_position(text) for text in POSITIONS]
    batch = KnossosBatch(game, starts * 16, np.random.default_rng(3))
    batch.step()
    played = [(batch.listed(game_id), batch.chosen(game_id)) for game_id in range(len(starts))]
    assert played[0] == ([[("pass",)]], [("pass",)])  # the wall
    assert played[2][0][0] == [(0, 1), (0, 2)] and played[2][0][1] in ([(1, 2)], [(2, 1)])  # KNO-07
    assert played[3][0] == [[(3, 2)]]
    assert played[5][0] == [[(9, 1)], [("pass",)]]
    assert played[6][0][0] == ([(6, 2)] if game.rules.most_coins else [(6, 1), (6, 2)])
    assert played[7][0][0] == ([(9, 1)] if game.rules.most_coins else [(0, 1), (9, 1)])
    assert played[8][0] == ([[(20, 2)]] if game.rules.most_coins else [[(20, 1), (20, 2)]])
    done = batch.play()
    assert {int(w) for w, over in zip(done.winner, done.done, strict=True) if over} == {0, 1}


def test_the_throws_and_the_moves_are_drawn_with_their_chances():
    """KNO-02's chances for the throws, and each ply's moves drawn uniformly (the engine's ``random.choice``): from
    a position with up to ten moves a ply, every place in the list of moves is drawn as often as it should be."""
    game, games = get_game("knossos"), 4096
    batch = KnossosBatch(game, [game.parse_position("1,3,5,7,12 0,0,0,0,0 l - 0")] * games, np.random.default_rng(4))
    batch.step()
    throws = Counter(batch.thrown(game_id) for game_id in range(games))
    for (_, *coins), chance in CHANCES:
        assert abs(throws[tuple(coins)] / games - chance) <= chance_gap_allowed(float(chance), games), coins
    places: defaultdict[tuple[int, int], Counter[int]] = defaultdict(Counter)
    for game_id in range(games):
        for ply, (moves, move) in enumerate(zip(batch.listed(game_id), batch.chosen(game_id), strict=True)):
            places[ply, len(moves)][moves.index(move)] += 1
    assert max(length for _, length in places) == 10
    for (_, length), drawn in places.items():
        count = sum(drawn.values())
        if count >= 100:
            assert all(
                abs(drawn[place] / count - 1 / length) <= chance_gap_allowed(1 / length, count)
                for place in range(length)
            ), drawn


@pytest.mark.parametrize("rules", SETTINGS)
def test_many_games_look_like_as_many_of_the_engines(rules):
    count = 300
    batch = play_block(rules, 1, range(count))
    engine = [play_one(rules, "random", 1, index) for index in range(count)]
    for figure in (lambda s: s.plies, lambda s: s.throws[0], lambda s: s.throws[1]):
        ours, theirs = [figure(s) for s in batch], [figure(s) for s in engine]
        assert abs(fmean(ours) - fmean(theirs)) <= mean_gap_allowed(ours, theirs), (fmean(ours), fmean(theirs))
    ours_share, theirs_share = fmean(s.winner == "light" for s in batch), fmean(s.winner == "light" for s in engine)
    assert abs(ours_share - theirs_share) <= share_gap_allowed(ours_share, count, theirs_share, count)
    assert (
        {(s.ended_by, s.captures) for s in batch} == {(s.ended_by, s.captures) for s in engine} == {("KNO-17", (0, 0))}
    )


def test_knossos_is_played_in_blocks_and_the_same_games_however_many_workers(monkeypatch):
    assert all(supports(rules) for rules in SETTINGS)
    monkeypatch.setattr("games.batch.runs.BLOCK_GAMES", 4)
    alone = play_games("knossos+KNO-V1", "random", 9, range(10), workers=1)
    assert play_games("knossos+KNO-V1", "random", 9, range(10), workers=2) == alone
    assert all(s.throws is not None and sum(s.throws) > 0 and s.winner in {"light", "dark"} for s in alone)
