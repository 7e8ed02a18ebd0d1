"""A player's page says that its seat is here by HTTP (``ui.routes.heard``, behind ``/_online/here``; issue 26, "whose
turn it is and whether the opponent is connected are shown"): the seat's presence is written, the opponent's is
answered; a seat held on another device, a token of no seat and a game that is gone are each answered so, and
nothing is written for them.  On SQLite and on a real Redis server."""

from __future__ import annotations

import random

from classroom.online import PRESENT_SECONDS, new_game, present
from ui.routes import heard

NOW = 1_000_000.0
PHONE, LAPTOP = "phone-device-0001", "laptop-device-002"


def _game(store):
    game, light, dark = new_game("petteia", None, "me", random.Random(3), NOW)
    store.create_game(game, NOW)
    return game, light, dark


def test_a_seat_heard_is_written_and_the_opponents_presence_answered(store):
    game, light, dark = _game(store)
    assert heard(store, game.game_id, light, PHONE, NOW) == (200, {"status": "away"})
    kept = store.game(game.game_id, NOW)
    assert kept.seen[0] == NOW and kept.devices[0] == PHONE and kept.version == game.version  # presence only
    assert heard(store, game.game_id, dark, LAPTOP, NOW + 1) == (200, {"status": "connected"})
    later = NOW + PRESENT_SECONDS + 2  # light not heard for longer than counts as present
    assert heard(store, game.game_id, dark, LAPTOP, later) == (200, {"status": "away"})


def test_a_seat_held_on_another_device_is_answered_held_and_left_to_it(store):
    game, light, _ = _game(store)
    store.change_game(game.game_id, lambda g: present(g, light, PHONE, NOW), NOW)
    assert heard(store, game.game_id, light, LAPTOP, NOW + 1) == (200, {"held": True})
    assert store.game(game.game_id, NOW + 1).devices[0] == PHONE
    # once the phone is no longer heard, the laptop's page holds the seat
    assert heard(store, game.game_id, light, LAPTOP, NOW + PRESENT_SECONDS + 1) == (200, {"status": "away"})
    assert store.game(game.game_id, NOW + PRESENT_SECONDS + 1).devices[0] == LAPTOP


def test_a_token_of_no_seat_and_a_game_that_is_gone_write_nothing(store):
    game, _, _ = _game(store)
    assert heard(store, game.game_id, "x" * 24, PHONE, NOW) == (403, {"error": "not a seat of this game"})
    assert store.game(game.game_id, NOW) == game
    assert heard(store, "ZZZZZZZZ", "x" * 24, PHONE, NOW) == (404, {"gone": True})
