"""The online game's model (issue 26, ``classroom.online``): the rules held on the server, refusals with their
reasons, resign, draw and takeback offers, presence, rematch and the JSON the stores keep."""

from __future__ import annotations

import random

import pytest

from classroom import online
from classroom.keys import key_hash
from classroom.online import (
    AGREED,
    GAME_ID_LENGTH,
    PRESENT_SECONDS,
    RESIGN,
    RULES,
    Ended,
    OnlineError,
    OnlineGame,
    answer,
    connected,
    new_game,
    offer,
    play,
    present,
    record,
    rematch,
    rename,
    resign,
    side_of,
    throw,
)
from games import get_game
from games.core import DARK, LIGHT, GameError, message

NOW = 1_000_000.0
NEAR_END = "p7/8/3P4/3p4/7P/8/8/8 l 0 -"
"""Petteia: light's h4-d4 takes d5 and leaves dark a single stone (PET-08)."""


def _game(rules: str = "petteia", start: str | None = None, light: str = "me", seed: int = 1):
    """A game whose creator (first token) plays light, and the friend's token."""
    return new_game(rules, start, light, random.Random(seed), NOW, ("Ana", "Bo"))


def _reason(refused: pytest.ExceptionInfo[OnlineError]) -> str:
    return refused.value.reason.code


def test_a_new_game_keeps_hashes_of_the_seats_and_each_token_holds_its_side():
    game, mine, friends = _game()
    assert len(game.game_id) == GAME_ID_LENGTH and online.is_game_id(game.game_id)
    assert game.seats == (key_hash(mine), key_hash(friends)) and mine not in str(game.as_json())
    assert side_of(game, mine) == LIGHT and side_of(game, friends) == DARK
    assert side_of(game, "") is None and side_of(game, mine[:-1]) is None and side_of(game, game.seats[0]) is None
    assert game.names == ("Ana", "Bo") and game.version == 1 and game.touched == NOW and game.moves == ()
    assert game.start == get_game("petteia").format_position(get_game("petteia").initial_state())
    theirs, mine, friends = new_game("petteia", None, "friend", random.Random(1), NOW, (" \u202eAna\x00", "Bo"))
    assert side_of(theirs, mine) == DARK and side_of(theirs, friends) == LIGHT and theirs.names == ("Bo", "Ana")
    lots = {side_of(*new_game("petteia", None, "lot", random.Random(seed), NOW)[:2]) for seed in range(20)}
    assert lots == {LIGHT, DARK}


def test_a_game_takes_any_rule_set_with_its_switches_and_a_start_position():
    game, _, _ = _game("latrunculi-bell+LBE-V2+LBE-V1", NEAR_END.replace(" l 0 -", " d 0 -"))
    assert game.rules == "latrunculi-bell+LBE-V1+LBE-V2"
    with pytest.raises(OnlineError) as refused:
        _game("petteia+KNO-V1")
    assert _reason(refused) == "switch_elsewhere"
    with pytest.raises(OnlineError) as refused:
        _game("petteia", "not a position")
    with pytest.raises(GameError) as engine_says:
        get_game("petteia").parse_position("not a position")
    assert refused.value.reason == engine_says.value.msg
    with pytest.raises(OnlineError) as refused:
        _game("petteia", "p7/8/8/8/8/8/8/7P l 0 -")  # one stone each: the game is over before it starts
    assert _reason(refused) == "online_start_over"


def test_a_move_is_played_only_by_its_side_on_its_turn_while_the_game_goes_on():
    game, light, dark = _game()
    for stranger in ("", "a guess", dark):
        with pytest.raises(OnlineError) as refused:
            play(game, stranger, "a1-a2", NOW)
        assert _reason(refused) == ("online_not_your_turn" if stranger == dark else "online_no_seat")
    moved = play(game, light, "a1-a3", NOW + 5)
    assert moved.moves == ("a1-a3",) and moved.version == 2 and moved.touched == NOW + 5
    assert record(moved).moves[-1].text == "a1-a3" and game.moves == ()  # the game before is unchanged
    with pytest.raises(OnlineError) as refused:
        play(moved, light, "b1-b3", NOW)
    assert _reason(refused) == "online_not_your_turn" and refused.value.reason.args == (("side", DARK),)
    assert "Dark to play" in str(refused.value) and "ходят тёмные" in refused.value.reason.text("ru")


def test_an_illegal_move_is_refused_with_the_engines_reason_and_clause():
    game, light, _ = _game()
    engine, state = get_game("petteia"), record(game).state
    for text in ("a1-b2", "a1-a9", "a8-a7"):
        with pytest.raises(OnlineError) as refused:
            play(game, light, text, NOW)
        assert refused.value.reason == engine.explain(state, text)
    with pytest.raises(OnlineError) as refused:
        play(game, light, "a1-b2", NOW)
    assert refused.value.reason.clause and refused.value.reason.clause.startswith("PET-")


def test_the_rules_end_the_game_and_nothing_is_played_after_it():
    game, light, dark = _game(start=NEAR_END)
    over = play(game, light, "h4-d4", NOW)
    assert over.result == Ended(LIGHT, RULES)
    for act in (
        lambda: play(over, dark, "a8-a7", NOW),
        lambda: resign(over, dark, NOW),
        lambda: offer(over, dark, "draw", NOW),
        lambda: answer(over, dark, True, NOW),
    ):
        with pytest.raises(OnlineError) as refused:
            act()
        assert _reason(refused) == "online_over"


def test_a_resignation_gives_the_other_side_the_game():
    game, light, dark = _game()
    gone = resign(play(game, light, "a1-a3", NOW), dark, NOW + 1)
    assert gone.result == Ended(LIGHT, RESIGN) and gone.version == 3
    with pytest.raises(OnlineError) as refused:
        resign(game, "a spectator", NOW)
    assert _reason(refused) == "online_no_seat"


def _knossos() -> tuple[OnlineGame, str, str, random.Random]:
    game, light, dark = _game("knossos")
    return game, light, dark, random.Random(7)


def _finish_turn(game: OnlineGame, token: str) -> OnlineGame:
    """The side to act plays its first legal moves until the other side is to act (a race game's throw is done)."""
    side = side_of(game, token)
    while online.to_move(game) == side:
        played = record(game)
        game = play(game, token, played.game.moves(played.state)[0].text, NOW)
    return game


def test_the_server_throws_in_a_race_game_and_a_throw_from_a_client_is_refused():
    game, light, dark, dice = _knossos()
    for text in ("throw:2,1", "throw:1,1"):
        with pytest.raises(OnlineError) as refused:
            play(game, light, text, NOW)
        assert _reason(refused) == "online_throw_by_server"
    with pytest.raises(OnlineError) as refused:
        throw(game, dark, dice, NOW)
    assert _reason(refused) == "online_not_your_turn"
    thrown = throw(game, light, dice, NOW + 1)
    assert thrown.moves[0].startswith("throw:") and record(thrown).moves[0].kind == "throw"
    engine = get_game("knossos")
    with pytest.raises(OnlineError) as refused:
        throw(thrown, light, dice, NOW + 2)  # the coins are thrown already: the engine says why not
    state, again = record(thrown).state, engine.throw((1, 1))
    assert refused.value.reason == engine.explain_move(state, again.raw) and refused.value.reason is not None
    with pytest.raises(OnlineError) as refused:
        play(thrown, light, "throw:2,2", NOW)
    assert _reason(refused) == "online_throw_by_server"
    grid, light_grid, _ = _game()
    with pytest.raises(OnlineError) as refused:
        throw(grid, light_grid, dice, NOW)
    assert _reason(refused) == "no_throws"


def test_a_race_game_is_played_to_its_end_by_throws_and_moves():
    game, light, dark = _game("patolli-quick", seed=3)
    dice = random.Random(11)
    tokens = {side_of(game, light): light, side_of(game, dark): dark}
    for _ in range(2000):
        side = online.to_move(game)
        if side is None:
            break
        played = record(game)
        if played.game.turn(played.state).phase == "throw":
            game = throw(game, tokens[side], dice, NOW)
        else:
            game = play(game, tokens[side], played.game.moves(played.state)[0].text, NOW)
    assert game.result is not None and game.result.why == RULES and game.version == len(game.moves) + 1
    assert record(game).game.outcome(record(game).state).winner == game.result.winner


def test_a_draw_is_offered_accepted_or_declined_and_a_move_declines_it():
    game, light, dark = _game()
    asked = offer(game, light, "draw", NOW)
    assert asked.offer == ("draw", LIGHT) and asked.version == 2
    assert offer(asked, light, "draw", NOW) is asked  # asked twice, asked once
    for who, code in ((light, "online_own_offer"), ("a spectator", "online_no_seat")):
        with pytest.raises(OnlineError) as refused:
            answer(asked, who, True, NOW)
        assert _reason(refused) == code
    with pytest.raises(OnlineError) as refused:
        offer(asked, dark, "takeback", NOW)
    assert _reason(refused) == "online_offer_waiting"
    agreed = answer(asked, dark, True, NOW + 1)
    assert agreed.result == Ended(None, AGREED) and agreed.offer is None
    declined = answer(asked, dark, False, NOW + 1)
    assert declined.result is None and declined.offer is None and declined.version == 3
    with pytest.raises(OnlineError) as refused:
        answer(declined, dark, True, NOW)
    assert _reason(refused) == "online_no_offer"
    moved = play(asked, light, "a1-a3", NOW)
    assert moved.offer is None


def test_a_race_game_is_not_drawn_by_agreement():
    game, light, _, _ = _knossos()
    with pytest.raises(OnlineError) as refused:
        offer(game, light, "draw", NOW)
    assert _reason(refused) == "online_no_draw_in_race"


def test_a_takeback_in_a_grid_game_undoes_the_askers_last_move_and_what_followed():
    game, light, dark = _game()
    with pytest.raises(OnlineError) as refused:
        offer(game, light, "takeback", NOW)
    assert _reason(refused) == "online_nothing_to_take_back"
    game = play(play(play(game, light, "a1-a3", NOW), dark, "a8-a6", NOW), light, "b1-b3", NOW)
    asked = offer(game, dark, "takeback", NOW)
    granted = answer(asked, light, True, NOW + 1)
    assert granted.moves == ("a1-a3",) and granted.offer is None and granted.version == game.version + 2
    other, other_light, _ = _game()
    assert record(granted).state == record(play(other, other_light, "a1-a3", NOW)).state
    assert online.to_move(granted) == DARK
    refused_back = answer(offer(game, light, "takeback", NOW), dark, False, NOW)
    assert refused_back.moves == game.moves and refused_back.offer is None
    own = answer(offer(game, light, "takeback", NOW), dark, True, NOW)
    assert own.moves == ("a1-a3", "a8-a6") and online.to_move(own) == LIGHT


def test_a_takeback_in_a_race_game_goes_back_to_before_the_askers_throw():
    game, light, dark, dice = _knossos()
    thrown = throw(game, light, dice, NOW)
    with pytest.raises(OnlineError) as refused:
        offer(thrown, light, "takeback", NOW)  # a throw alone is no move to take back
    assert _reason(refused) == "online_nothing_to_take_back"
    turn = _finish_turn(thrown, light)
    assert online.to_move(turn) == DARK and len(turn.moves) >= 2
    dark_threw = throw(turn, dark, dice, NOW)
    granted = answer(offer(dark_threw, light, "takeback", NOW), dark, True, NOW)
    assert granted.moves == () and online.to_move(granted) == LIGHT
    assert record(granted).game.turn(record(granted).state).phase == "throw"


def test_presence_holds_a_seat_on_one_device_and_another_asks_first():
    game, light, dark = _game()
    here = present(game, light, "phone", NOW)
    assert here.version == game.version and here.touched == game.touched  # presence is no change of the game
    assert connected(here, LIGHT, NOW + PRESENT_SECONDS) and not connected(here, DARK, NOW)
    assert not connected(here, LIGHT, NOW + PRESENT_SECONDS + 1)
    assert present(here, light, "phone", NOW + 1).seen[LIGHT] == NOW + 1
    with pytest.raises(OnlineError) as refused:
        present(here, light, "laptop", NOW + 1)
    assert _reason(refused) == "online_held_elsewhere"
    taken = present(here, light, "laptop", NOW + 1, take=True)
    assert taken.devices == ("laptop", "")
    with pytest.raises(OnlineError) as refused:
        present(taken, light, "phone", NOW + 2)  # the first device is told
    assert _reason(refused) == "online_held_elsewhere"
    assert present(taken, light, "phone", NOW + 2 + PRESENT_SECONDS).devices == ("phone", "")  # the laptop left
    with pytest.raises(OnlineError) as refused:
        present(game, "a spectator", "tablet", NOW)
    assert _reason(refused) == "online_no_seat"


def test_a_rematch_swaps_the_colours_and_each_person_keeps_their_token():
    game, light, dark = _game()
    with pytest.raises(OnlineError) as refused:
        rematch(game, light, random.Random(2), NOW)
    assert _reason(refused) == "online_not_over"
    game = present(rename(game, dark, "Bo B.", NOW), dark, "laptop", NOW)
    over = resign(game, dark, NOW + 1)
    asked, fresh = rematch(over, dark, random.Random(2), NOW + 2)
    assert asked.rematch == fresh.game_id != over.game_id and asked.version == over.version + 1
    assert side_of(fresh, light) == DARK and side_of(fresh, dark) == LIGHT
    assert fresh.names == ("Bo B.", "Ana") and fresh.devices == ("laptop", "") and fresh.moves == ()
    assert (fresh.rules, fresh.start, fresh.version, fresh.result, fresh.rematch) == (
        over.rules,
        over.start,
        1,
        None,
        None,
    )
    again, same = rematch(asked, light, random.Random(3), NOW + 3)
    assert again is asked and same.game_id == fresh.game_id and same.seats == fresh.seats
    with pytest.raises(OnlineError) as refused:
        rematch(over, "a spectator", random.Random(2), NOW)
    assert _reason(refused) == "online_no_seat"


def test_a_game_goes_to_json_and_back_and_malformed_json_is_refused():
    game, light, dark = _game()
    busy = offer(present(play(game, light, "a1-a3", NOW), dark, "tablet", NOW), light, "takeback", NOW)
    ended = resign(busy, light, NOW)
    for each in (game, busy, ended, rematch(ended, light, random.Random(1), NOW)[0]):
        assert OnlineGame.from_json(each.as_json()) == each
    good = busy.as_json()
    broken = [
        {key: value for key, value in good.items() if key != "moves"},
        good | {"moves": "a1-a3"},
        good | {"moves": [3]},
        good | {"game_id": "short"},
        good | {"game_id": "0OIL0OIL"},
        good | {"rules": "chess"},
        good | {"seats": [good["seats"][0]]},
        good | {"offer": ["resign", 0]},
        good | {"offer": ["draw", 2]},
        good | {"result": {"winner": 0, "why": "boredom"}},
        good | {"result": {"winner": True, "why": "resign"}},
        good | {"version": 0},
        good | {"version": "2"},
        good | {"touched": "now"},
        good | {"seen": [0.0, None]},
        good | {"rematch": 7},
    ]
    for data in (*broken, [], "text"):
        with pytest.raises(OnlineError) as refused:
            OnlineGame.from_json(data)  # type: ignore[arg-type]
        assert _reason(refused) == "online_malformed"


def test_moves_a_damaged_store_holds_are_refused_as_malformed():
    game, _, _ = _game()
    damaged = OnlineGame.from_json(game.as_json() | {"moves": ["a1-b2"]})
    with pytest.raises(OnlineError) as refused:
        record(damaged)
    assert _reason(refused) == "online_malformed"


def test_every_reason_reads_in_english_and_russian():
    codes = [
        "online_no_seat",
        "online_over",
        "online_throw_by_server",
        "online_no_draw_in_race",
        "online_offer_waiting",
        "online_no_offer",
        "online_own_offer",
        "online_nothing_to_take_back",
        "online_held_elsewhere",
        "online_not_over",
        "online_start_over",
        "online_malformed",
        "online_gone",
        "online_taken",
    ]
    for code in codes:
        reason, fallback = OnlineError(message(code)).reason, message("illegal")
        assert reason.text("en") not in (reason.text("ru"), fallback.text("en"))
        assert reason.text("ru") != fallback.text("ru")
