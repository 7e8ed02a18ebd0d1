"""Property tests: hypothesis reaches arbitrary positions by choosing moves by index."""

from __future__ import annotations

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from games import GRID_RULE_SETS, get_game

choices = st.lists(st.integers(min_value=0, max_value=10_000), max_size=150)


def _walk(rules: str, picks: list[int]):
    """The positions reached by playing move number pick % count, until the picks or the game end."""
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
@given(rules=st.sampled_from(GRID_RULE_SETS), picks=choices)
def test_reached_positions_round_trip_and_moves_agree_with_outcome(rules, picks):
    game, seen = _walk(rules, picks)
    for state in seen:
        text = game.format_position(state)
        assert game.format_position(game.parse_position(text)) == text
        ended = game.outcome(state) is not None
        assert ended == (game.legal_moves(state) == [])
        assert game.to_move(state) == (None if ended else state.side)


@settings(max_examples=60, deadline=None)
@given(rules=st.sampled_from(GRID_RULE_SETS), picks=choices, a=st.integers(0, 95), b=st.integers(0, 95),
       c=st.integers(0, 95))
def test_any_attempt_is_either_legal_or_explained(rules, picks, a, b, c):
    game, seen = _walk(rules, picks)
    state = seen[-1]
    names = game.geo.names
    legal = {game.format_move(m) for m in game.legal_moves(state)}
    for text in (f"{names[a % len(names)]}-{names[b % len(names)]}", f"@{names[c % len(names)]}",
                 f"{names[a % len(names)]}-{names[b % len(names)]}-{names[c % len(names)]}"):
        why = game.explain(state, text)
        assert (why is None) == (text in legal)
        if why is not None:
            assert why.text("en") != why.text("ru")


@settings(max_examples=40, deadline=None)
@given(rules=st.sampled_from(GRID_RULE_SETS), picks=choices)
def test_apply_is_deterministic_and_pure(rules, picks):
    game, seen = _walk(rules, picks)
    state = seen[-1]
    for move in game.legal_moves(state)[:20]:
        before = game.format_position(state)
        assert game.apply(state, move) == game.apply(state, move)
        assert game.format_position(state) == before
