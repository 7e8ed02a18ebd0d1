"""Every registered rule set through seeded random games, with every invariant checked (OpenSpiel-style
simulation tests): one suite for the grid and the race games, asking what it can through the protocol.

Per position: notation round trips; whose turn, the legal moves, the throws and the outcome agree; the
throws' chances are exact and sum to 1; every legal move has one notation, is explained as legal, and
its typed form names places of the board, starting where the mover's piece stands and capturing only
enemy pieces; the destinations group the moves; the tally adds up; illegal attempts are explained in
both languages and never with the generic sentence.  Per move: ``apply`` is pure and deterministic,
the mover keeps its pieces, the enemy loses exactly the pieces the move says it captures, the quiet
count restarts exactly on a capture, finished pieces stay finished, throws and passes hand the turn
on as they should, and the stakes move exactly as the transfers say.  Per game: it ends, naming a
clause of its rule set, within its limits.

The fast tier plays the first games of each (``FAST_GAMES``, the closely looked-at ones among them); the ``slow``
tests play the rest, so that the whole suite plays every game of ``GAMES``.
"""

from __future__ import annotations

import copy
from typing import Any

import pytest

from games import RULE_SETS, SWITCHES, get_game
from games.core import CHANCE, DARK, LIGHT, Move
from tests.random_games import random_game
from tests.support.tiers import seeds_in_tiers

GAMES = {
    "petteia": 60,
    "latrunculi-kowalski": 60,
    "latrunculi-bell": 60,
    "latrunculi-schadler": 60,
    "knossos": 40,
    "patolli": 40,
    "patolli-family": 40,
    "patolli-quick": 40,
    "latrunculi-kowalski+LKO-V1": 10,
    "latrunculi-bell+LBE-V1": 6,
    "latrunculi-bell+LBE-V2": 6,
    "latrunculi-bell+LBE-V1+LBE-V2": 12,
    "latrunculi-schadler+LSC-V1": 16,
    "knossos+KNO-V1": 16,
    "patolli+PAT-V1": 16,
    "patolli-family+PAT-V1": 10,
    "patolli-quick+PAT-V1": 10,
}
"""400 games of the plain rule sets, 102 with the scholars' switches (docs/rules.md, "Variants")."""
SIMULATED = tuple(GAMES)
"""Every plain rule set, and each switch on (alone, and Bell's two together)."""
assert set(RULE_SETS) < set(SIMULATED) and all(
    any(switch in name.split("+") for name in SIMULATED) for switches in SWITCHES.values() for switch in switches
)
CLOSE_LOOK = 3
"""In the first games of each rule set every position is looked at closely (every legal move's typed form;
at every third, illegal attempts all over the board); in the others every tenth position."""
END_CLAUSES = {
    "petteia": {"PET-08", "PET-09", "PET-10"},
    "latrunculi-kowalski": {"LKO-05", "PET-09", "PET-10"},
    "latrunculi-bell": {"LBE-08", "LBE-09", "PET-09"},
    "latrunculi-schadler": {"LSC-07", "LBE-09", "PET-09"},
    "knossos": {"KNO-17"},
    "patolli": {"PAT-12", "PAT-13"},
    "patolli-family": {"PAT-12"},
    "patolli-quick": {"PAT-12", "PAT-13"},
}
END_CLAUSES |= {name: END_CLAUSES[name.split("+")[0]] for name in SIMULATED if "+" in name}
END_CLAUSES["latrunculi-kowalski+LKO-V1"] = {"LKO-V1", "PET-10"}  # no locked-dux ending: who cannot move loses
KINDS = {"move", "place", "enter", "remove", "throw", "pass"}
FAST_GAMES = CLOSE_LOOK + 2
"""The games of each rule set in the fast tier: the closely looked-at ones and two more."""
TIERS = seeds_in_tiers(GAMES, FAST_GAMES)


def _totals(game: Any, state: Any) -> tuple[int, int]:
    """Each side's pieces: on the board, still to come in, finished."""
    tally = game.tally(state)
    return (
        tally.on_board[0] + tally.waiting[0] + tally.finished[0],
        tally.on_board[1] + tally.waiting[1] + tally.finished[1],
    )


def _holds(game: Any, state: Any, place: str, side: int) -> bool:
    return any(piece.side == side for piece in game.pieces_at(state, place))


def _attempts(game: Any, state: Any) -> set[str]:
    """Plausible move texts, legal or not, in the rule set's notation."""
    if game.family == "custodian":
        names = game.places()
        texts = {f"@{names[a]}" for a in range(0, len(names), 3)}
        texts |= {f"{names[a]}-{names[b]}" for a in range(0, len(names), 7) for b in range(1, len(names), 5)}
        texts |= {f"{names[a]}-{names[a + 2]}-{names[a + 4]}" for a in range(0, len(names) - 4, 7)}
        texts |= {f"x{names[a]}" for a in range(0, len(names), 2)}  # LSC-V1's removal, or not a move here
        return texts
    values = (1, 2) if game.family == "knossos" else (1, 2, 3, 4, 5, 10)
    own = state.light if state.side == LIGHT else state.dark
    texts = {"pass", "enter", *(f"{p}+{v}" for p in own for v in values)} - (
        {"enter"} if game.family == "knossos" else set()
    )
    throws = {"throw:1,1", "throw:2,1", "throw:2,2"} if game.family == "knossos" else {f"throw:{v}" for v in values}
    return texts | throws


def check_position(game: Any, state: Any, *, closely: bool, attempts: bool = False) -> None:
    """The invariants of one position."""
    text = game.format_position(state)
    assert game.parse_position(text) == state and game.format_position(game.parse_position(text)) == text
    legal, chances, outcome, turn = (
        game.legal_moves(state),
        game.chance_outcomes(state),
        game.outcome(state),
        game.turn(state),
    )
    ended = outcome is not None
    assert ended == (legal == []) == (turn.phase == "over") == (game.to_move(state) is None), text
    throwing = game.to_move(state) == CHANCE
    assert throwing == (turn.phase == "throw") == bool(chances), text
    if throwing:
        assert sum(p for _, p in chances) == 1 and all(p > 0 for _, p in chances), text
        assert [m for m, _ in chances] == legal, text
    elif not ended:
        assert game.to_move(state) == turn.side in (LIGHT, DARK), text
    tally = game.tally(state)
    if tally.quiet is not None:
        assert 0 <= tally.quiet[0] <= tally.quiet[1], text
    if tally.stakes is not None:
        assert min(tally.stakes) >= 0, text
    if not closely:
        return
    typed = game.moves(state)
    texts = [m.text for m in typed]
    assert texts == [game.format_move(m) for m in legal] and len(set(texts)) == len(texts), text
    board = set(game.places())
    for move in typed:
        _check_move(game, state, turn.side, move, board, text)
    grouped = game.destinations(state)
    assert sorted(m.text for moves in grouped.values() for m in moves) == sorted(m.text for m in typed if m.places)
    assert all(m.places[0] == place for place, moves in grouped.items() for m in moves)
    if not attempts:
        return
    for attempt in _attempts(game, state) - set(texts):
        why = game.explain(state, attempt)
        assert why is not None and why.code != "illegal", (text, attempt, why)
        en, ru = why.text("en"), why.text("ru")
        assert en and ru and en != ru, (text, attempt)


def _check_move(game: Any, state: Any, mover: int, move: Move[Any], board: set[str], position: str) -> None:
    """A legal move's typed form: notation, kind, places on the board, where the piece stands, what it takes."""
    context = (position, move.text)
    assert " " not in move.text and game.parse_move(state, move.text) == move.raw, context
    assert game.explain(state, move.text) is None and move.kind in KINDS, context
    assert set(move.places) <= board and set(move.captures) <= board, context
    assert (move.kind in ("throw", "pass")) == (not move.places), context
    if move.places:
        assert game.explain_places(state, move.places) is None, context
    if len(move.places) > 1:
        assert _holds(game, state, move.places[0], mover) and game.explain_places(state, move.places[:1]) is None
    assert all(_holds(game, state, place, 1 - mover) for place in move.captures + move.blocks), context


def check_step(game: Any, before: Any, raw: Any, after: Any) -> None:
    """The invariants of one move between two positions."""
    move = game.describe(before, raw)
    context = (before, move.text)
    mover = game.turn(before).side
    totals = (_totals(game, before), _totals(game, after))
    on_board = (game.tally(before).on_board, game.tally(after).on_board)
    assert totals[1][mover] == totals[0][mover], ("the mover keeps its pieces", context)
    if move.kind != "place":
        assert on_board[1][1 - mover] == on_board[0][1 - mover] - len(move.captures), context
        assert totals[0][1 - mover] - totals[1][1 - mover] in (0, len(move.captures)), context
    if move.kind in ("move", "enter") and not move.finishes:
        assert _holds(game, after, move.places[-1], mover), context
    assert not any(_holds(game, after, place, 1 - mover) for place in move.captures), context
    assert all(any(p.blocked and p.side != mover for p in game.pieces_at(after, place)) for place in move.blocks)
    finished = (game.tally(before).finished, game.tally(after).finished)
    assert all(finished[1][side] >= finished[0][side] for side in (LIGHT, DARK)), context
    quiet = (game.tally(before).quiet, game.tally(after).quiet)
    if quiet[0] is not None and quiet[1] is not None:
        assert bool(move.captures) == (quiet[1][0] == 0), ("the quiet count restarts exactly on a capture", context)
    turn = game.turn(after)
    if move.kind == "throw":
        assert turn.side == mover and turn.phase == "move", context
    if move.kind == "pass":
        assert turn.phase == "throw" and turn.side != mover, context
    if move.again is not None:
        assert move.captures and turn.side == mover, context
    stakes = (game.tally(before).stakes, game.tally(after).stakes)
    if stakes[0] is not None:
        paid = list(stakes[0])
        for transfer in game.transfers(before, after):
            paid[2 if transfer.payer is None else transfer.payer] -= transfer.amount
            paid[2 if transfer.payee is None else transfer.payee] += transfer.amount
        assert tuple(paid) == stakes[1], context
    FAMILY_STEPS.get(game.family, lambda *_: None)(before, raw, after)


def _knossos_step(before: Any, raw: Any, after: Any) -> None:
    """Knossos: ships only go forward, by the coin, and the other fleet never moves on this side's turn."""
    mover = before.side
    for old, new in ((before.light, after.light), (before.dark, after.dark)):
        assert all(b <= a for b, a in zip(old, new, strict=True)), (before, raw, after)
    if raw[0] not in ("throw", "pass"):
        own = (before.light, before.dark)[mover], (after.light, after.dark)[mover]
        assert 1 <= sum(own[1]) - sum(own[0]) <= raw[1], (before, raw, after)
        assert (before.dark, before.light)[mover] == (after.dark, after.light)[mover], (before, raw, after)


FAMILY_STEPS = {"knossos": _knossos_step}
"""What can only be said of one game's positions."""


@pytest.mark.parametrize(("rules", "seeds"), TIERS)
def test_every_game_keeps_every_invariant(rules, seeds):
    game = get_game(rules)
    for seed in seeds:
        plies = random_game(rules, seed)
        for index, (state, move) in enumerate(plies):
            check_position(
                game, state, closely=seed < CLOSE_LOOK or index % 10 == 0, attempts=seed < CLOSE_LOOK and index % 3 == 0
            )
            if move is None:
                continue
            frozen, text = copy.deepcopy(state), game.format_position(state)
            after = game.apply(state, move)
            assert state == frozen and game.format_position(state) == text, "apply changed its input"
            assert after == plies[index + 1][0], "apply is deterministic"
            check_step(game, state, move, after)


@pytest.mark.parametrize(("rules", "seeds"), TIERS)
def test_every_game_ends_naming_a_clause_of_its_rule_set(rules, seeds):
    game = get_game(rules)
    start = _totals(game, game.initial_state())
    for seed in seeds:
        final = random_game(rules, seed)[-1][0]
        outcome = game.outcome(final)
        assert outcome is not None and outcome.reason.clause in END_CLAUSES[rules], (seed, outcome)
        assert outcome.reason.text("en") and outcome.reason.text("ru")
        assert outcome.status in ("light", "dark", "draw")
        if game.device is not None:  # a race always has a winner, who has every piece home or took everything
            assert outcome.winner is not None and _totals(game, final) == start
            stakes = game.tally(final).stakes
            if stakes is not None:
                assert stakes[2] == 0 and sum(stakes) == 2 * game.tally(game.initial_state()).stakes[0]


@pytest.mark.parametrize("rules", SIMULATED)
def test_the_same_seed_plays_the_same_game_and_seeds_differ(rules):
    game = get_game(rules)
    first = [game.format_position(random_game(rules, seed)[-1][0]) for seed in range(4)]
    random_game.cache_clear()
    assert [game.format_position(random_game(rules, seed)[-1][0]) for seed in range(4)] == first
    assert len(set(first)) > 1
