"""Seeded random games of the four race presets, with invariants checked at every ply.

Throws are drawn with ``games.chance.throw_from`` from the exact chances and a seeded ``random.Random``,
moves with ``rng.choice`` among the legal moves, so every game is reproducible from (rules, seed).
"""

from __future__ import annotations

import copy
import random

import pytest

from games import get_game
from games.chance import throw_from
from games.core import CHANCE, DARK, LIGHT

GAMES = 40
PLY_CAP = 20_000
RACES = ("knossos", "patolli", "patolli-family", "patolli-quick")
END_CLAUSES = {
    "knossos": {"KNO-17"},
    "patolli": {"PAT-12", "PAT-13"},
    "patolli-family": {"PAT-12"},
    "patolli-quick": {"PAT-12", "PAT-13"},
}


def candidate_texts(rules: str, state) -> set[str]:
    """Plausible move texts, legal or not: every piece with every coin or throw, enter, pass, throws."""
    g = get_game(rules)
    texts = {"pass"}
    if rules == "knossos":
        texts |= {"throw:1,1", "throw:2,1", "throw:2,2"}
        own = state.light if state.side == LIGHT else state.dark
        texts |= {f"{p}+{c}" for p in own for c in (1, 2)}
    else:
        texts |= {f"throw:{k}" for k in (1, 2, 3, 4, 5, 10)} | {"enter"}
        own = state.light if state.side == LIGHT else state.dark
        texts |= {f"{p}+{k}" for p in own for k in (1, 2, 3, 4, 5, 10)}
    return texts | {g.format_move(m) for m in g.legal_moves(state)}


def check_position(rules: str, state) -> None:
    """Invariants of one position."""
    g = get_game(rules)
    text = g.format_position(state)
    assert g.parse_position(text) == state, text
    assert g.format_position(g.parse_position(text)) == text
    if rules == "knossos":
        for fleet in (state.light, state.dark):
            assert len(fleet) == 5 and all(0 <= p <= 21 for p in fleet), text
    else:
        pieces = g.rules.pieces
        assert len(state.light) + state.light_reserve + state.light_off == pieces, text
        assert len(state.dark) + state.dark_reserve + state.dark_off == pieces, text
        if g.rules.stakes is None:
            assert state.stakes is None, text
        else:
            assert sum(state.stakes) == 2 * g.rules.stakes == 12, text
            assert all(items >= 0 for items in state.stakes), text
    ended = g.outcome(state)
    chances = g.chance_outcomes(state)
    if ended is not None:
        assert g.to_move(state) is None and g.legal_moves(state) == [] and chances == [], text
        return
    legal = g.legal_moves(state)
    assert legal, text
    if g.to_move(state) == CHANCE:
        assert chances and sum(p for _, p in chances) == 1, text
        assert all(p > 0 for _, p in chances), text
        assert [m for m, _ in chances] == legal, text
    else:
        assert g.to_move(state) in (LIGHT, DARK) and chances == [], text
    texts = [g.format_move(m) for m in legal]
    assert len(set(texts)) == len(texts), (text, texts)
    for move, move_text in zip(legal, texts, strict=True):
        assert move_text and " " not in move_text, (text, move_text)
        assert g.parse_move(state, move_text) == move, (text, move_text)
        assert g.explain(state, move_text) is None, (text, move_text)
    for move_text in candidate_texts(rules, state) - set(texts):
        why = g.explain(state, move_text)
        assert why is not None, (text, move_text)


def check_step(rules: str, before, move, after) -> None:
    """Invariants of one move: what may change and what may not."""
    g = get_game(rules)
    if rules == "knossos":
        for old, new in ((before.light, after.light), (before.dark, after.dark)):
            assert all(b <= a for b, a in zip(old, new, strict=True)), (before, move, after)
        if move[0] not in ("throw", "pass"):
            mover_old = before.light if before.side == LIGHT else before.dark
            mover_new = after.light if before.side == LIGHT else after.dark
            assert sum(mover_new) - sum(mover_old) in (1, 2), (before, move, after)
            assert (before.dark, before.light)[before.side] == (after.dark, after.light)[before.side]  # opponent
    elif move[0] == "throw":
        assert after == before._replace(throw=move[1])
    if move[0] == "throw":
        assert g.to_move(after) == before.side
    if move[0] == "pass":
        assert g.to_move(after) == CHANCE and after.side != before.side


def play_random_game(rules: str, seed: int) -> tuple[object, int]:
    """Play one seeded game, checking every ply; the final state and the number of plies."""
    g = get_game(rules)
    rng = random.Random(f"race-{rules}-{seed}")
    state = g.initial_state()
    for ply in range(PLY_CAP):
        check_position(rules, state)
        if g.outcome(state) is not None:
            return state, ply
        chances = g.chance_outcomes(state)
        move = throw_from(chances, rng.random()) if chances else rng.choice(g.legal_moves(state))
        frozen, text = copy.deepcopy(state), g.format_position(state)
        after = g.apply(state, move)
        assert state == frozen and g.format_position(state) == text, "apply changed its input"
        check_step(rules, state, move, after)
        state = after
    raise AssertionError(f"{rules} seed {seed}: no end after {PLY_CAP} plies: {g.format_position(state)}")


@pytest.mark.parametrize("seed", range(GAMES))
@pytest.mark.parametrize("rules", RACES)
def test_a_random_game_keeps_every_invariant_and_ends_naming_a_clause(rules, seed):
    g = get_game(rules)
    final, plies = play_random_game(rules, seed)
    ended = g.outcome(final)
    assert ended is not None and ended.winner in (LIGHT, DARK)
    assert ended.reason.clause in END_CLAUSES[rules]
    assert ended.status in ("light", "dark")
    assert ended.reason.text("en") and ended.reason.text("ru")
    assert plies > 0
    if rules == "knossos":
        assert (final.light, final.dark)[ended.winner] == (21,) * 5
    else:
        pieces = g.rules.pieces
        if ended.reason.clause == "PAT-12":
            assert (final.light_off, final.dark_off)[ended.winner] == pieces
        else:
            assert final.stakes[1 - ended.winner] == 0
        if final.stakes is not None:  # the winner has taken the bank
            assert final.stakes[2] == 0 and final.stakes[ended.winner] == 12 - final.stakes[1 - ended.winner]


@pytest.mark.parametrize("rules", RACES)
def test_the_random_games_are_reproducible_and_varied(rules):
    g = get_game(rules)
    first = [g.format_position(play_random_game(rules, seed)[0]) for seed in range(3)]
    again = [g.format_position(play_random_game(rules, seed)[0]) for seed in range(3)]
    assert first == again
    assert len(set(first)) > 1
