"""The bench's oracle (the Master knowing the coming throws: an upper bound on what skill wins in a race game)
and the search's knowledge of throws it is built on; none of it reaches the app's levels."""

from __future__ import annotations

import random
from types import SimpleNamespace
from unittest.mock import patch

import pytest

from bench.arena import ORACLE, oracle_move
from games import get_game
from games.ai import search
from games.ai.evaluate import evaluate_knossos
from games.ai.opponent import LEVELS, choose_move
from games.chance import throw_from
from games.core import CHANCE, GameError


def _searcher(game, throws=()):
    return search.Searcher(game, evaluate_knossos, 10**9, float("inf"), throws=throws)


@pytest.mark.parametrize("u", [0.1, 0.5, 0.9])
def test_a_known_throw_is_searched_alone_and_an_unknown_one_averaged(u):
    game = get_game("knossos")
    start = game.initial_state()  # a throw is due
    known = _searcher(game, [u]).value(start, 2, -search.WIN, search.WIN)
    thrown = game.apply(start, throw_from(game.chance_outcomes(start), u))
    assert known == _searcher(game).value(thrown, 2, -search.WIN, search.WIN)
    averaged = _searcher(game).value(start, 2, -search.WIN, search.WIN)
    each = {
        throw: _searcher(game).value(game.apply(start, throw), 2, -search.WIN, search.WIN)
        for throw, _ in game.chance_outcomes(start)
    }
    assert averaged == pytest.approx(sum(float(p) * each[t] for t, p in game.chance_outcomes(start)))
    assert len(set(each.values())) > 1, "the throws matter here, so knowing one changes the value"


def test_the_oracle_reads_the_throws_ahead_without_using_them_and_always_plays_the_same():
    game = get_game("patolli-quick")
    dice = random.Random("dice")
    state = game.apply(game.initial_state(), throw_from(game.chance_outcomes(game.initial_state()), dice.random()))
    while game.to_move(state) == CHANCE or len(game.legal_moves(state)) < 2:  # a position with a choice
        if game.to_move(state) == CHANCE:
            state = game.apply(state, throw_from(game.chance_outcomes(state), dice.random()))
        else:
            state = game.apply(state, game.legal_moves(state)[0])
    before = dice.getstate()
    with patch.object(search, "time", SimpleNamespace(perf_counter=lambda: 0.0)):
        first = oracle_move(game, state, dice, random.Random(3))
        assert dice.getstate() == before, "the game's throws are left to come"
        assert oracle_move(game, state, dice, random.Random(3)) == first
    assert first in game.legal_moves(state)


def test_the_oracle_is_no_level_of_the_app():
    game = get_game("knossos")
    assert ORACLE not in LEVELS
    with pytest.raises(GameError):
        choose_move(game, game.initial_state(), ORACLE, random.Random(0))
