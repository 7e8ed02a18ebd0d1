"""The computer opponents: legal, deterministic under a seed, and right in positions with a known answer."""

from __future__ import annotations

import math
import random
from types import SimpleNamespace
from unittest.mock import patch

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games import RULE_SETS, get_game
from games.ai import search
from games.ai.opponent import LEVELS, choose_move, hint
from games.ai.tactics import capture_squares, capture_successors, ordered_successors
from games.chance import throw_from
from games.core import CHANCE, GameError
from games.registry import family_of


def _reach(rules: str, picks: list[int]):
    """A position reached by playing moves chosen by index (throws too), stopping at a decision."""
    game = get_game(rules)
    state = game.initial_state()
    for pick in picks:
        if game.outcome(state) is not None:
            break
        state = game.apply(state, game.legal_moves(state)[pick % len(game.legal_moves(state))])
    if game.to_move(state) == CHANCE:
        state = game.apply(state, game.legal_moves(state)[0])
    return game, state


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rules=st.sampled_from(RULE_SETS),
    picks=st.lists(st.integers(0, 1000), max_size=80),
    level=st.sampled_from(LEVELS),
    seed=st.integers(0, 99),
)
def test_agents_only_return_legal_moves_and_the_same_seed_gives_the_same_move(rules, picks, level, seed):
    game, state = _reach(rules, picks)
    # the search counts positions; its clock is a safety net for a far slower machine, which a loaded test
    # machine can be: stopped here, so that the count alone decides
    with patch.object(search, "time", SimpleNamespace(perf_counter=lambda: 0.0)):
        if game.outcome(state) is not None:
            with pytest.raises(GameError):
                choose_move(game, state, level, random.Random(seed))
            return
        move = choose_move(game, state, level, random.Random(seed))
        assert move in game.legal_moves(state)
        assert choose_move(game, state, level, random.Random(seed)) == move


def test_a_throw_is_not_the_players_to_choose():
    game = get_game("patolli")
    with pytest.raises(GameError) as error:
        choose_move(game, game.initial_state(), "master", random.Random(0))
    assert "Throw first" in str(error.value)


def test_an_unknown_level_is_refused_in_words():
    game = get_game("petteia")
    with pytest.raises(GameError) as error:
        choose_move(game, game.initial_state(), "grandmaster", random.Random(0))
    assert "novice, club, master" in str(error.value)


def _captures_available(game, state) -> bool:
    own_side = state.side
    before = (state.dark if own_side == 0 else state.light).bit_count()
    return any(
        (after.dark if own_side == 0 else after.light).bit_count() < before for _, after in game.successors(state)
    )


def test_master_captures_the_stone():
    game = get_game("petteia")
    state = game.parse_position("7p/8/3P4/3p4/P7/8/8/8 l 0 -")  # a4-d4 pinces d5 against d6
    assert game.format_move(choose_move(game, state, "master", random.Random(1))) == "a4-d4"


def test_master_locks_the_enemy_dux_when_it_can():
    # dark's dux on e3 has dark soldiers on d3 and f3 and a light soldier... e2 is free; e4 light
    game = get_game("latrunculi-kowalski")
    state = game.parse_position("12/12/12/12/4P7/3pdp6/12/P3P6P l 0 -")
    move = choose_move(game, state, "master", random.Random(1))
    after = game.apply(state, move)
    assert game.format_move(move) == "e1-e2"
    assert game.outcome(after).winner == 0 and game.outcome(after).reason.clause == "LKO-05"


@pytest.mark.parametrize(
    "rules, position",
    [
        # light's e4 is threatened by f8-f4 (pinced against d4): master must not leave it there
        ("petteia", "5p2/8/8/8/3pP3/8/8/P6P l 0 -"),
        # Bell: light's d4 has a dark piece on c4 and an empty e4 that dark's e5 can step onto
        ("latrunculi-bell", "8/8/8/4p3/2pP4/8/8/D5Pd l 0 -"),
        # Schädler: light's d4 between c4 and an empty e4 that dark's e5 reaches
        ("latrunculi-schadler", "8/8/8/4p3/2pP4/8/7p/P5P1 l 0 -"),
    ],
)
def test_master_avoids_the_pincer(rules, position):
    game = get_game(rules)
    state = game.parse_position(position)
    assert _captures_available(game, state._replace(side=1)), "the threat is real"
    move = choose_move(game, state, "master", random.Random(1))
    after = game.apply(state, move)
    if game.outcome(after) is None and after.side == 1:
        assert not _captures_available(game, after), game.format_move(move)


def test_master_enters_with_a_1_onto_the_opponent():
    game = get_game("patolli")
    state = game.parse_position("10,r,r,r,r,r 26,r,r,r,r,r l 1 6,6,0")
    move, why = hint(game, state, random.Random(1))
    assert game.format_move(move) == "enter"
    assert why.code == "hint_captures_bean" and why.text("ru")


def test_master_brings_a_ship_home():
    game = get_game("knossos")
    state = game.parse_position("5,5,20,21,21 0,0,0,0,0 l 1 0")
    move, why = hint(game, state, random.Random(1))
    assert game.format_move(move) == "20+1" and why.code == "hint_home"


def test_hints_say_why_in_both_languages():
    game = get_game("petteia")
    state = game.parse_position("7p/8/3P4/3p4/P7/8/8/8 l 0 -")
    move, why = hint(game, state, random.Random(1))
    assert game.format_move(move) == "a4-d4"
    assert why.code == "hint_wins" and why.text("en") != why.text("ru")


@pytest.mark.parametrize("rules", RULE_SETS)
def test_a_whole_game_between_levels_ends(rules):
    game, rng = get_game(rules), random.Random(7)
    state, plies = game.initial_state(), 0
    while game.outcome(state) is None and plies < 3000:
        if game.to_move(state) == CHANCE:
            state = game.apply(state, throw_from(game.chance_outcomes(state), rng.random()))
            continue
        level = "club" if state.side == 0 else "novice"
        state = game.apply(state, choose_move(game, state, level, rng))
        plies += 1
    assert game.outcome(state) is not None


@settings(max_examples=40, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    rules=st.sampled_from(["petteia", "latrunculi-kowalski", "latrunculi-bell", "latrunculi-schadler"]),
    picks=st.lists(st.integers(0, 1000), min_size=20, max_size=120),
)
def test_the_masters_search_tries_every_capture_square_and_captures_first(rules, picks):
    game, state = _reach(rules, picks)
    if game.outcome(state) is not None:
        return
    own_side = state.side
    before = (state.dark if own_side == 0 else state.light).bit_count()
    expected = {
        m for m, after in game.successors(state) if (after.dark if own_side == 0 else after.light).bit_count() < before
    }
    found = {m for m, _ in capture_successors(game, state)}
    assert found <= expected
    assert {m[-1] for m in found} == {m[-1] for m in expected}  # every capture square is tried
    ordered = [m for m, _ in ordered_successors(game, state)]
    assert sorted(ordered) == sorted(game.legal_moves(state))
    if state.hand is not None:  # placement: nothing is captured, the game's order is kept
        assert ordered == game.legal_moves(state) and not expected
        return
    squares = capture_squares(
        game, *((state.light, state.dark) if own_side == 0 else (state.dark, state.light)), state.dux
    )
    tried_first = [m for m in ordered if squares >> m[-1] & 1]
    assert ordered[: len(tried_first)] == tried_first and expected <= set(tried_first)  # captures come first


def test_master_pinces_in_schadler():
    # Schädler: d5 is between c5 and an empty e5 that light's e4 steps onto: the capture is there now
    game = get_game("latrunculi-schadler")
    state = game.parse_position("8/8/8/2Pp4/4P3/8/7p/P5p1 l 0 -")
    move = choose_move(game, state, "master", random.Random(1))
    assert game.format_move(move) == "e4-e5"


@pytest.mark.parametrize("rules", RULE_SETS)
def test_club_stays_a_one_decision_player_with_the_plain_evaluation(rules):
    family = family_of(get_game(rules))
    plan = family.levels["club"]
    assert plan.evaluate is family.evaluate and plan.captures is None and plan.successors is None
    assert plan.depth == (2 if rules == "knossos" else 1)


@pytest.mark.parametrize(
    "rules, position, share",
    [
        ("petteia", "p6p/8/8/8/8/8/8/P6P l 40 -", 0.5),  # level, half of PET-10's 80 half-moves gone
        ("petteia", "p6p/8/8/8/8/8/8/PP5P l 40 -", 0.0),  # a stone up: the count would end it with a winner
        ("latrunculi-bell", "8/8/8/8/8/8/8/8 l 0 16+D,16+D,2", 0.0),  # the placement: no count yet
        ("latrunculi-bell", "d6D/8/8/8/8/8/8/p6P d 45 -", 0.75),  # LBE-09's 60
    ],
)
def test_the_grid_master_charges_a_level_position_its_share_of_the_quiet_count(rules, position, share):
    game = get_game(rules)
    state = game.parse_position(position)
    plan = family_of(game).levels["master"]
    assert plan.drawish is not None and plan.contempt > 0
    assert plan.drawish(game, state) == share
    # searching for light, a draw costs light the contempt: at the end of the search the position is charged its share
    searcher = search.Searcher(game, plan.evaluate, 1, 0.0, draw=-plan.contempt, drawish=plan.drawish)
    assert searcher.evaluate(game, state) == pytest.approx(plan.evaluate(game, state) - share * plan.contempt)
    # and searching for dark, the other way round
    searcher = search.Searcher(game, plan.evaluate, 1, 0.0, draw=plan.contempt, drawish=plan.drawish)
    assert searcher.evaluate(game, state) == pytest.approx(plan.evaluate(game, state) + share * plan.contempt)


def test_the_master_plays_on_rather_than_take_a_draw_that_costs_it_its_contempt():
    # level stones and PET-10's last quiet half-move: every quiet move draws; light's capture d1-d4 (of d5) is taken
    # back at once (e8-e4), which leaves light a little worse off but the game going on
    game = get_game("petteia")
    state = game.parse_position("4p2p/8/3P4/3p4/2p5/8/8/P2P3P l 79 -")
    plan = family_of(game).levels["master"]
    indifferent, value, _ = search.best_move(
        game, state, plan.evaluate, plan.nodes, 99.0, captures=plan.captures, successors=plan.successors
    )
    drawn = game.outcome(game.apply(state, indifferent))
    assert drawn is not None and drawn.winner is None and value == 0.0, "without contempt the draw is taken"
    with patch.object(search, "time", SimpleNamespace(perf_counter=lambda: 0.0)):
        move = choose_move(game, state, "master", random.Random(1))
    assert game.format_move(move) == "d1-d4" and game.outcome(game.apply(state, move)) is None


def test_without_a_safety_net_only_the_count_of_positions_decides_however_slow_the_clock():
    game = get_game("petteia")
    state = game.parse_position("5p2/8/8/8/3pP3/8/8/P6P l 0 -")
    plan = family_of(game).levels["master"]

    def slow_clock():  # every look at the clock: a thousand seconds later
        ticks = iter(range(0, 10**9, 1000))
        return SimpleNamespace(perf_counter=lambda: float(next(ticks)))

    def reached(seconds):
        return search.best_move(game, state, plan.evaluate, 5_000, seconds, captures=plan.captures)[2]

    with patch.object(search, "time", SimpleNamespace(perf_counter=lambda: 0.0)):
        frozen = choose_move(game, state, "master", random.Random(2))
        deepest = reached(2.0)
    with patch.object(search, "time", slow_clock()):
        assert reached(2.0) < deepest, "with a safety net the slow clock cuts the search short"
    with patch.object(search, "time", slow_clock()):
        assert reached(math.inf) == deepest
    with patch.object(search, "time", slow_clock()):
        assert choose_move(game, state, "master", random.Random(2), seconds=math.inf) == frozen
