"""Patolli's stakes: each transfer named from the positions before and after, in both languages."""

from __future__ import annotations

import random

import pytest

from games import get_game
from games.core import Transfer
from games.patolli import BANK, transfers
from games.records import GameRecord
from ui.moves.stakes import items_word, last_transfers, stakes_html, transfer_text

PATOLLI = get_game("patolli")


def _transfers(position: str, move: tuple, rules: str = "patolli") -> list[Transfer]:
    game = get_game(rules)
    before = game.parse_position(position)
    return transfers(game, before, game.apply(before, move))


def test_capture_on_an_offering_cell_pays_twice():
    found = _transfers("3,r,r,r,r,r 31,r,r,r,r,r l 2 6,6,0", (3, 2))  # light lands on cell 5, dark's piece there
    assert found == [Transfer("capture", 1, 0, 1, "PAT-11"), Transfer("offering", 0, BANK, 1, "PAT-09")]
    assert [transfer_text(f, "en") for f in found] == [
        "Capture! Dark pays 1 to Light (PAT-11).",
        "Offering: Light pays 1 to the bank (PAT-09).",
    ]
    assert [transfer_text(f, "ru") for f in found] == [
        "Взятие! Тёмные отдают светлым 1 из своих предметов (PAT-11).",
        "Подношение: Светлые отдают в банк 1 из своих предметов (PAT-09).",
    ]


def test_the_winner_takes_the_bank():
    found = _transfers("50,o,o,o,o,o r,r,r,r,r,r l 3 5,4,3", (50, 3))
    assert found == [Transfer("bank", BANK, 0, 3, "PAT-13")]
    assert transfer_text(found[0], "en") == "Light takes the bank: 3 items (our rule: the winner takes the bank)."
    assert transfer_text(found[0], "ru") == (
        "Светлые забирают банк: 3 предмета (наше правило: банк забирает победитель)."
    )


def test_without_stakes_a_capture_only_sends_the_piece_back():
    found = _transfers("3,r,r,r,r,r 31,r,r,r,r,r l 2 -", (3, 2), "patolli-family")
    assert found == [Transfer("capture", 1, 0, 0, "PAT-10")]
    assert transfer_text(found[0], "en") == "Capture! Dark's piece goes back to the reserve (PAT-10)."
    assert transfer_text(found[0], "ru") == "Взятие! Фишка тёмных уходит обратно в запас (PAT-10)."


def test_throws_plain_moves_and_passes_transfer_nothing():
    assert _transfers("r,r,r,r,r,r r,r,r,r,r,r l - 6,6,0", ("throw", 3)) == []
    assert _transfers("3,r,r,r,r,r r,r,r,r,r,r l 1 6,6,0", (3, 1)) == []
    assert _transfers("r,r,r,r,r,r r,r,r,r,r,r l 3 6,6,0", ("pass",)) == []


@pytest.mark.parametrize(
    ("count", "en", "ru"),
    [
        (1, "item", "предмет"),
        (2, "items", "предмета"),
        (5, "items", "предметов"),
        (11, "items", "предметов"),
        (21, "items", "предмет"),
    ],
)
def test_items_word(count, en, ru):
    assert items_word(count, "en") == en and items_word(count, "ru") == ru


@pytest.mark.parametrize("rules", ["patolli", "patolli-quick", "patolli-family"])
def test_transfers_account_for_every_change_of_the_stakes(rules):
    """Random games: applying the named transfers to the stakes before a move gives the stakes after it."""
    game = get_game(rules)
    rng = random.Random(rules)
    for _ in range(40):
        state = game.initial_state()
        while game.outcome(state) is None:
            moves = game.legal_moves(state)
            after = game.apply(state, moves[rng.randrange(len(moves))])
            if state.stakes is not None:
                stakes = list(state.stakes)
                for transfer in transfers(game, state, after):
                    stakes[2 if transfer.payer is BANK else transfer.payer] -= transfer.amount
                    stakes[2 if transfer.payee is BANK else transfer.payee] += transfer.amount
                assert tuple(stakes) == after.stakes
            state = after


def test_the_panel_shows_each_players_items_and_the_bank():
    html = stakes_html((5, 6, 1), "ru")
    assert "Ставки" in html and "Светлые" in html and "Тёмные" in html and "Банк" in html
    assert html.count("border-radius:50%") == 12  # one bead per item
    assert "<b>5</b>" in html and "<b>6</b>" in html and "<b>1</b>" in html


def test_what_the_last_move_paid_is_told_after_the_next_throw_too():
    record = GameRecord.start("patolli", PATOLLI.parse_position("3,r,r,r,r,r 31,r,r,r,r,r l 2 6,6,0"))
    moved = record.play_raw((3, 2))
    said = last_transfers(moved, "en")
    assert said.startswith("**After Light's move (throw 2: cell 3 → 5 ×5):**")  # by the cells, not ``3+2``
    assert "Capture! Dark pays 1 to Light (PAT-11)." in said
    assert last_transfers(moved, "ru").startswith("**После хода светлых (бросок 2: клетка 3 → 5 ×5):**")
    assert last_transfers(moved.play_raw(("throw", 3)), "en") == said
    assert last_transfers(record, "en") is None
    assert last_transfers(GameRecord.start("petteia").play_raw((0, 8)), "en") is None
