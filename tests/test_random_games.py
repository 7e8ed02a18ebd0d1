"""Invariants checked over seeded random games of every rule set (OpenSpiel-style simulation tests)."""

from __future__ import annotations

import pytest

from games import GRID_RULE_SETS, get_game
from tests.random_games import all_games, random_game

GAMES = list(all_games())


def _pieces(state) -> tuple[int, int]:
    """Pieces of each side, on the board and in hand."""
    light, dark = state.light.bit_count(), state.dark.bit_count()
    if state.hand is not None:
        ls, ld, ds, dd, _ = state.hand
        light, dark = light + ls + ld, dark + ds + dd
    return light, dark


def test_at_least_200_games_are_played():
    assert len(GAMES) >= 200
    assert {rules for rules, _, _ in GAMES} == set(GRID_RULE_SETS)


@pytest.mark.parametrize("rules", GRID_RULE_SETS)
def test_every_game_ends_with_a_result_and_a_clause(rules):
    game = get_game(rules)
    limit = game.rules.quiet_limit
    for _, _, record in (g for g in GAMES if g[0] == rules):
        final, _ = record[-1]
        outcome = game.outcome(final)
        assert outcome is not None and outcome.reason.clause
        assert game.legal_moves(final) == []
        assert all(state.quiet <= limit for state, _ in record)


@pytest.mark.parametrize("rules", GRID_RULE_SETS)
def test_apply_never_changes_its_input_and_pieces_are_conserved(rules):
    game = get_game(rules)
    for _, _, record in (g for g in GAMES if g[0] == rules):
        for (before, move), (after, _) in zip(record, record[1:], strict=False):
            text = game.format_position(before)
            copy = tuple(before)
            again = game.apply(before, move)
            assert tuple(before) == copy and game.format_position(before) == text
            assert again == after
            mover = before.side
            own_before, own_after = _pieces(before)[mover], _pieces(after)[mover]
            foe_before, foe_after = _pieces(before)[1 - mover], _pieces(after)[1 - mover]
            assert own_after == own_before, "the mover never loses a piece on its own move"
            taken = foe_before - foe_after
            assert taken >= 0
            restarted = after.quiet == 0 and before.hand is None
            assert (taken > 0) == restarted, "the quiet count restarts exactly on a capture"


@pytest.mark.parametrize("rules", GRID_RULE_SETS)
def test_every_position_and_move_round_trips_through_notation(rules):
    game = get_game(rules)
    for _, _, record in (g for g in GAMES if g[0] == rules):
        for state, _ in record:
            text = game.format_position(state)
            assert game.parse_position(text) == state
            assert game.format_position(game.parse_position(text)) == text
            moves = game.legal_moves(state)
            texts = [game.format_move(m) for m in moves]
            assert len(set(texts)) == len(texts), "each legal move has exactly one notation string"
            for move, move_text in zip(moves, texts, strict=True):
                assert " " not in move_text
                assert game.parse_move(state, move_text) == move


@pytest.mark.parametrize("rules", GRID_RULE_SETS)
def test_legal_moves_and_explanations_agree(rules):
    game = get_game(rules)
    for _, _, record in [g for g in GAMES if g[0] == rules][:10]:
        for state, _move in record[::7]:
            legal = {game.format_move(m) for m in game.legal_moves(state)}
            for text in legal:
                assert game.explain(state, text) is None
            names = game.geo.names
            for a in range(0, game.geo.size, 5):
                for b in range(0, game.geo.size, 3):
                    text = f"{names[a]}-{names[b]}" if a != b else f"@{names[a]}"
                    why = game.explain(state, text)
                    assert (why is None) == (text in legal), text
                    if why is not None:
                        assert why.text("en") and why.text("ru") and why.code != "illegal", (text, why)


def test_the_same_seed_plays_the_same_game():
    random_game.cache_clear()
    first = random_game("latrunculi-bell", 3)
    random_game.cache_clear()
    assert random_game("latrunculi-bell", 3) == first
