"""The batch player (games/batch) plays exactly the engine's games: in every position it reaches, the same legal
moves and, after the move it draws, the same position; the same ending (winner and clause) and the same captures;
and many of its games look like as many of the engine's (the statistics within the sampling error)."""

from __future__ import annotations

from statistics import fmean

import numpy as np
import pytest

from games import GRID_RULE_SETS, get_game
from games.batch.play import DRAW, ENDINGS, Batch
from games.batch.runs import BLOCK_GAMES, block_generator, blocks, play_block, supports
from games.core import other
from games.custodian import CustodianGame, GridState
from games.selfplay import GameSummary, generator, play_games, play_one, playout
from tests.batch_steps import steps
from tests.sampling import mean_gap_allowed, share_gap_allowed

SETTINGS = (
    *GRID_RULE_SETS,
    "latrunculi-kowalski+LKO-V1",
    "latrunculi-bell+LBE-V1",
    "latrunculi-bell+LBE-V2",
    "latrunculi-bell+LBE-V1+LBE-V2",
    "latrunculi-schadler+LSC-V1",
)
"""Every grid rule set and switch."""
BATCH_GAMES = 24
"""Games of each setting played beside the engine ply by ply (under ``slow``; the fast tier plays ``FAST_BATCH``)."""
FAST_BATCH = 6


@pytest.mark.parametrize(
    "games", [pytest.param(FAST_BATCH, id="fast"), pytest.param(BATCH_GAMES, id="all", marks=pytest.mark.slow)]
)
@pytest.mark.parametrize("rules", SETTINGS)
def test_every_ply_of_every_game_is_the_engines(rules, games):
    game = get_game(rules)
    _follow(game, Batch.new(game, games, np.random.default_rng(7)))


POSITIONS = {
    "petteia": ("8/8/8/8/8/2p5/pp6/PP6 d 0 -", "8/8/8/8/8/8/pp6/PPp5 l 0 -", "7p/8/8/8/8/8/8/PP6 l 79 -"),
    "latrunculi-kowalski": (
        "dp10/12/12/12/12/12/12/P10D l 0 -",
        "12/12/3P8/2pdP7/7P4/12/12/11D l 0 -",
        "11d/12/12/1P10/12/12/p11/D11 l 0 -",
        "12/12/12/1P10/12/12/p1P9/D1dP8 l 0 -",
        "11d/12/12/12/12/p11/Pp10/DPp9 l 0 -",
        "11d/12/12/P11/12/12/12/pP9D l 0 -",
        "11D/12/12/P11/12/12/12/dP10 l 0 -",
    ),
    "latrunculi-bell": (
        "8/8/3P4/3p4/4P3/8/8/8 l 0 -",
        "8/8/8/8/8/8/p7/Pp6 l 0 -",
        "7p/8/8/8/8/8/8/PP6 l 59 -",
        "8/8/2P5/3p4/8/8/8/7p l 3 -",
        "8/8/8/8/8/8/8/8 l 0 -",
        "D7/1p6/8/8/8/8/8/P7 d 0 -",
    ),
    "latrunculi-schadler": ("8/8/8/8/p7/p7/Ppp5/Ppp5 l 0 -", "8/8/8/8/8/1p6/Pp6/P7 d 0 -"),
}
"""Positions of the rules' tests (tests/games/test_*_rules.py) at or near an ending that random games seldom reach:
a side that cannot move, a locked dux, a side with too few pieces, the quiet count's last move."""


def _near_the_end(rules: str, games: int = 200, wanted: int = 6, before: int = 6) -> list[GridState]:
    """Positions ``before`` plies from the end of the engine's random games that end otherwise than by the quiet
    count (up to ``wanted`` of them, from at most ``games`` games)."""
    game, found = get_game(rules), []
    quiet = game.rules.clause("quiet")
    for index in range(games):
        plies = list(playout(game, "random", generator(11, index)))
        outcome = game.outcome(plies[-1][2])
        if outcome.reason.clause != quiet and len(plies) > before and plies[-before][0].hand is None:
            found.append(plies[-before][0])
        if len(found) == wanted:
            break
    return found


@pytest.mark.parametrize("rules", SETTINGS)
def test_near_the_endings_every_ply_is_the_engines(rules):
    game = get_game(rules)
    starts = [game.parse_position(text) for text in POSITIONS[rules.split("+")[0]]] + _near_the_end(rules)
    _follow(game, Batch(game, starts * 4, np.random.default_rng(5)))


def _follow(game: CustodianGame, batch: Batch) -> None:
    """Play ``batch`` to its end beside the engine, ply by ply: the moves listed, the position after the move
    drawn, and for each game that ends, its length, winner, clause and captures."""
    games = batch.active
    captures = {game_id: [0, 0] for game_id in range(games)}
    plies = dict.fromkeys(range(games), 0)
    for game_id, state, row in steps(batch):
        if row is None:  # finished: the engine ends the game there, the same way
            outcome = game.outcome(state)
            assert outcome is not None, game.format_position(state)
            done = batch.finished
            assert done.done[game_id] and done.plies[game_id] == plies[game_id]
            assert (DRAW if outcome.winner is None else outcome.winner) == done.winner[game_id]
            assert outcome.reason.clause == game.rules.clause(ENDINGS[done.ending[game_id]])
            assert list(done.captures[:, game_id]) == captures[game_id]
            continue
        assert batch.last is not None and batch.last.listed(row) == sorted(game.legal_moves(state)), (
            game.format_position(state)
        )
        after = game.apply(state, batch.chosen(row))
        assert batch.position(row) == after, (game.format_position(state), batch.chosen(row))
        side, tally = state.side, (game.tally(state).on_board, game.tally(after).on_board)
        captures[game_id][side] += tally[0][other(side)] - tally[1][other(side)]
        plies[game_id] += 1


@pytest.mark.parametrize("rules", SETTINGS)
def test_many_games_look_like_as_many_of_the_engines(rules):
    count = 300
    batch = play_block(rules, 1, range(count))
    engine = [play_one(rules, "random", 1, index) for index in range(count)]
    for figure in (lambda s: s.plies, lambda s: s.captures[0], lambda s: s.captures[1]):
        ours, theirs = [figure(s) for s in batch], [figure(s) for s in engine]
        assert abs(fmean(ours) - fmean(theirs)) <= mean_gap_allowed(ours, theirs), (fmean(ours), fmean(theirs))
    for result in ("light", "draw"):
        ours_share = sum(s.winner == result for s in batch) / count
        theirs_share = sum(s.winner == result for s in engine) / count
        assert abs(ours_share - theirs_share) <= share_gap_allowed(ours_share, count, theirs_share, count), result
    assert {s.ended_by for s in batch} <= {s.ended_by for s in engine} | set(_end_clauses(rules))


def _end_clauses(rules: str) -> tuple[str, ...]:
    clauses = (get_game(rules).rules.clause(key) for key in ENDINGS)
    return tuple(clause for clause in clauses if clause is not None)


def test_every_grid_rule_set_and_switch_is_played_in_blocks():
    assert all(supports(rules) for rules in SETTINGS)


def test_blocks_are_cut_from_the_first_game_asked_for_whatever_the_workers():
    assert blocks(range(5, 5 + BLOCK_GAMES + 3)) == [range(5, 5 + BLOCK_GAMES), range(5 + BLOCK_GAMES, 8 + BLOCK_GAMES)]
    assert blocks(range(0)) == []
    assert block_generator(3, 0).random() == block_generator(3, 0).random()
    assert len({block_generator(3, 0).random(), block_generator(3, 1).random(), block_generator(-3, 1).random()}) == 3


def test_self_play_of_a_grid_rule_set_gives_the_same_games_however_many_workers(monkeypatch):
    monkeypatch.setattr("games.batch.runs.BLOCK_GAMES", 4)
    alone = play_games("latrunculi-bell", "random", 9, range(10), workers=1)
    assert play_games("latrunculi-bell", "random", 9, range(10), workers=2) == alone
    blocks_of_four = (range(4), range(4, 8), range(8, 10))
    assert alone == [s for block in blocks_of_four for s in play_block("latrunculi-bell", 9, block)]
    assert all(isinstance(s, GameSummary) and s.throws is None and s.winner in {"light", "dark", "draw"} for s in alone)
