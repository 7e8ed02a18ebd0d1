"""What the online game's page shows, worked out with no Streamlit (``ui.online.model``): the link read and
checked, the seat's side, the seat held on another device, the buttons each seat is offered as the game goes, whose
turn, the opponent's presence, the result in words and the players' names."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from classroom import online
from classroom.online import PRESENT_SECONDS, Ended
from ui.i18n import LANGUAGES, t
from ui.online.model import (
    Actions,
    Address,
    actions,
    held_elsewhere,
    players,
    read_address,
    result_text,
    seat_side,
    turn_line,
)

NOW = 1_000_000.0


def _game(rules: str = "petteia", light: str = "me") -> tuple[online.OnlineGame, str, str]:
    return online.new_game(rules, None, light, random.Random(3), NOW, names=("Ana", ""))


@pytest.mark.parametrize(
    ("game", "seat", "read"),
    [
        (None, None, "online.error.no_game"),
        ("", None, "online.error.no_game"),
        ("ABC", None, "online.error.bad_game"),
        ("ABCDEFG0", None, "online.error.bad_game"),  # 0 is not in the alphabet
        ("abcdefgh", None, Address("ABCDEFGH", None)),
        ("ABCDEFGH", "short", "online.error.bad_seat"),
        ("ABCDEFGH", "a" * 24, Address("ABCDEFGH", "a" * 24)),
        ("ABCDEFGH", "<script>" * 4, "online.error.bad_seat"),
    ],
)
def test_the_link_is_read_or_what_is_wrong_with_it_is_named(game, seat, read):
    assert read_address(game, seat) == read


def test_a_seat_token_gives_its_side_and_a_stranger_s_is_named():
    game, mine, friend = _game()
    _, other, _ = _game()
    assert (seat_side(game, mine), seat_side(game, friend), seat_side(game, None)) == (0, 1, None)
    assert seat_side(game, other) == "online.error.other_seat"


def test_a_seat_is_held_elsewhere_only_while_another_device_was_heard_lately():
    game, mine, _ = _game()
    assert not held_elsewhere(game, 0, "here", NOW)
    game = online.present(game, mine, "there", NOW)
    assert held_elsewhere(game, 0, "here", NOW + 1) and not held_elsewhere(game, 0, "there", NOW + 1)
    assert not held_elsewhere(game, 0, "here", NOW + PRESENT_SECONDS + 1)


def test_each_seat_is_offered_what_its_turn_allows_and_a_spectator_nothing():
    game, mine, friend = _game()
    record = online.record(game)
    assert actions(game, record, None) == Actions()
    assert actions(game, record, 0) == Actions(may_move=True, resign=True, offer_draw=True)
    assert actions(game, record, 1) == Actions(resign=True, offer_draw=True)
    game = online.play(game, mine, "a1-a4", NOW)
    record = online.record(game)
    assert actions(game, record, 0).offer_takeback and not actions(game, record, 1).offer_takeback
    game = online.offer(game, mine, "takeback", NOW)
    assert actions(game, record, 0) == Actions(resign=True, waiting="takeback")
    assert actions(game, record, 1) == Actions(may_move=True, resign=True, answer="takeback")
    ended = online.resign(game, friend, NOW)
    assert actions(ended, online.record(ended), 0) == Actions(rematch=True)


def test_a_race_game_offers_a_throw_and_no_draw():
    game, _, _ = _game("patolli-quick")
    can = actions(game, online.record(game), 0)
    assert can.throw and can.may_move and not can.offer_draw


@pytest.mark.parametrize("lang", LANGUAGES)
def test_whose_turn_says_whether_it_is_the_seats(lang):
    game, _, _ = _game()
    record = online.record(game)
    turn = t("turn.0", lang)
    assert turn_line(record, None, lang) == turn
    assert turn_line(record, 0, lang) == t("online.turn.yours", lang, turn=turn)
    assert turn_line(record, 1, lang) == t("online.turn.theirs", lang, turn=turn)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_result_is_said_in_words(lang):
    game, _, friend = _game()
    record = online.record(game)
    assert result_text(game, record, lang) is None
    resigned = online.resign(game, friend, NOW)
    said = result_text(resigned, online.record(resigned), lang)
    assert said == f"{t('online.result.resign', lang, loser=t('side.1', lang))} {t('end.win.0', lang)}"
    agreed = replace(game, result=Ended(None, "agreed"))
    assert result_text(agreed, record, lang) == t("online.result.agreed", lang)


def test_the_players_are_named_by_colour_with_the_seats_own_marked():
    game, _, _ = _game()
    assert players(game, 0, "en") == ("Light: Ana (you)", "Dark")
    assert players(game, None, "en") == ("Light: Ana", "Dark")
