"""Property tests: hypothesis reaches arbitrary positions of every rule set by choosing moves by index."""

from __future__ import annotations

from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games import RULE_SETS, get_game
from tests.test_simulation import _attempts

choices = st.lists(st.integers(min_value=0, max_value=10_000), max_size=150)
RULES = st.sampled_from((*RULE_SETS, "latrunculi-schadler+LSC-V1"))
"""Every plain rule set, and Schädler's two-stage capture, whose blocked pieces and removals add moves and
refusals of their own."""


def _walk(rules: str, picks: list[int]) -> tuple[Any, list[Any]]:
    """The positions reached by playing move number pick % count (a throw, where one is due), until the
    picks or the game end."""
    game = get_game(rules)
    state = game.initial_state()
    seen = [state]
    for pick in picks:
        moves = game.legal_moves(state)
        if not moves:
            break
        state = game.apply(state, moves[pick % len(moves)])
        seen.append(state)
    return game, seen


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(rules=RULES, picks=choices)
def test_reached_positions_round_trip_and_moves_agree_with_outcome(rules, picks):
    game, seen = _walk(rules, picks)
    for state in seen:
        text = game.format_position(state)
        assert game.format_position(game.parse_position(text)) == text
        ended = game.outcome(state) is not None
        assert ended == (game.legal_moves(state) == []) == (game.turn(state).phase == "over")


@settings(max_examples=60, deadline=None)
@given(rules=RULES, picks=choices)
def test_any_attempt_is_legal_or_refused_with_its_own_reason(rules, picks):
    """A legal move is explained as legal; any other attempt gets a reason that is not the generic sentence."""
    game, seen = _walk(rules, picks)
    state = seen[-1]
    legal = {game.format_move(m) for m in game.legal_moves(state)}
    assert all(game.explain(state, text) is None for text in legal)
    for text in _attempts(game, state) - legal:
        why = game.explain(state, text)
        assert why is not None and why.code != "illegal", (text, why)
        assert why.text("en") != why.text("ru")


@settings(max_examples=40, deadline=None)
@given(rules=RULES, picks=choices)
def test_apply_is_deterministic_and_pure(rules, picks):
    game, seen = _walk(rules, picks)
    state = seen[-1]
    for move in game.legal_moves(state)[:20]:
        before = game.format_position(state)
        assert game.apply(state, move) == game.apply(state, move)
        assert game.format_position(state) == before
