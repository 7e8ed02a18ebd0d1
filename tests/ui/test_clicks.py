"""The click state machine: what each click on a square means, in every rule set."""

from __future__ import annotations

from games import get_game
from ui.clicks import ClickResult, can_stop, capturing_squares, handle_click, next_squares, stop_chain

CAPTURE = "pppppp2/8/8/8/6P1/6p1/P7/1PPPPP2 l 0 -"
"""Petteia: light a2-g2 pinches the dark stone on g3 against g4."""
CHAIN = "p6p/8/8/3p4/2P5/2P5/8/P7 l 0 -"
"""Schädler: c3 jumps c4 to c5, and may jump on over d5 to e5."""
NO_STOP = "p6p/8/8/1p1p4/2P5/2P5/8/P7 l 0 -"
"""Schädler: c5 lies between b5 and d5, so a chain may pass it but not stop there (LSC-06)."""


def _setup(rules: str, position: str | None = None):
    game = get_game(rules)
    return game, game.parse_position(position) if position else game.initial_state()


def _sq(game, *names: str) -> tuple[int, ...]:
    return tuple(game.geo.index[n] for n in names)


def test_click_own_piece_selects_it_and_shows_its_targets():
    game, state = _setup("petteia")
    result = handle_click(game, state, (), "a1")
    assert result == ClickResult(_sq(game, "a1"))
    assert next_squares(game, state, result.pick) == _sq(game, "a2", "a3", "a4", "a5", "a6", "a7")


def test_click_selected_piece_again_deselects():
    game, state = _setup("petteia")
    assert handle_click(game, state, _sq(game, "a1"), "a1") == ClickResult(())


def test_click_target_plays_the_move():
    game, state = _setup("petteia")
    assert handle_click(game, state, _sq(game, "a1"), "a5") == ClickResult((), _sq(game, "a1", "a5"))


def test_click_another_own_piece_switches_the_selection():
    game, state = _setup("petteia")
    assert handle_click(game, state, _sq(game, "a1"), "c1") == ClickResult(_sq(game, "c1"))


def test_capture_is_played_and_marked():
    game, state = _setup("petteia", CAPTURE)
    pick = handle_click(game, state, (), "a2").pick
    assert capturing_squares(game, state, pick) == _sq(game, "g2")
    result = handle_click(game, state, pick, "g2")
    assert result.move == _sq(game, "a2", "g2")
    after = game.apply(state, result.move)
    assert not after.dark >> game.geo.index["g3"] & 1


def test_refused_pick_returns_the_engines_reason():
    game, state = _setup("petteia")
    empty = handle_click(game, state, (), "e4")
    assert empty.pick == () and empty.move is None and empty.message.code == "no_piece"
    enemy = handle_click(game, state, (), "a8")
    assert enemy.message.code == "not_your_piece"
    assert enemy.message.text("en").endswith("— PET-02")


def test_stuck_piece_cannot_be_picked():
    game, state = _setup("latrunculi-bell", "8/8/8/8/8/8/p7/PpPPPPPP l 0 -")
    assert handle_click(game, state, (), "a1").message.code == "piece_stuck"


def test_refused_move_keeps_the_pick_and_explains():
    game, state = _setup("petteia")
    diagonal = handle_click(game, state, _sq(game, "a1"), "b2")
    assert diagonal.pick == _sq(game, "a1") and diagonal.move is None
    assert diagonal.message.code == "not_straight"
    assert diagonal.message.text("ru").endswith("— PET-03")
    onto_enemy = handle_click(game, state, _sq(game, "a1"), "a8")
    assert onto_enemy.message.code == "target_occupied"


def test_placement_places_on_empty_squares_and_refuses_taken_ones():
    game, state = _setup("latrunculi-bell")
    first = handle_click(game, state, (), "d4")
    assert first == ClickResult((), _sq(game, "d4"))
    state = game.apply(state, first.move)
    refused = handle_click(game, state, (), "d4")
    assert refused.move is None and refused.message.code == "place_occupied"


def test_schadler_chain_waits_at_a_landing_square_that_can_go_on():
    game, state = _setup("latrunculi-schadler", CHAIN)
    pick = handle_click(game, state, (), "c3").pick
    assert next_squares(game, state, pick) == _sq(game, "c2", "b3", "d3", "c5")
    halfway = handle_click(game, state, pick, "c5")
    assert halfway == ClickResult(_sq(game, "c3", "c5"))
    assert next_squares(game, state, halfway.pick) == _sq(game, "e5")
    assert can_stop(game, state, halfway.pick)
    assert handle_click(game, state, halfway.pick, "e5") == ClickResult((), _sq(game, "c3", "c5", "e5"))


def test_schadler_chain_stops_by_clicking_where_it_stands_or_by_the_button():
    game, state = _setup("latrunculi-schadler", CHAIN)
    halfway = _sq(game, "c3", "c5")
    assert handle_click(game, state, halfway, "c5") == ClickResult((), halfway)
    assert stop_chain(game, state, halfway) == ClickResult((), halfway)


def test_schadler_chain_cannot_stop_between_two_enemies():
    game, state = _setup("latrunculi-schadler", NO_STOP)
    halfway = handle_click(game, state, _sq(game, "c3"), "c5").pick
    assert halfway == _sq(game, "c3", "c5")
    assert not can_stop(game, state, halfway)
    refused = stop_chain(game, state, halfway)
    assert refused.pick == halfway and refused.move is None and refused.message.code == "stop_between"
    assert refused.message.text("en").endswith("— LSC-06")


def test_schadler_chain_is_cancelled_by_clicking_its_start():
    game, state = _setup("latrunculi-schadler", CHAIN)
    assert handle_click(game, state, _sq(game, "c3", "c5"), "c3") == ClickResult(())


def test_a_single_step_is_played_at_once():
    game, state = _setup("latrunculi-schadler", CHAIN)
    assert handle_click(game, state, _sq(game, "c3"), "d3") == ClickResult((), _sq(game, "c3", "d3"))


def test_clicks_after_the_end_say_the_game_is_over():
    game, state = _setup("petteia", "p7/8/8/8/8/8/8/PP6 l 0 -")
    assert game.outcome(state) is not None
    assert handle_click(game, state, (), "a1").message.code == "game_over"


def test_unknown_square_changes_nothing():
    game, state = _setup("petteia")
    assert handle_click(game, state, _sq(game, "a1"), "z9") == ClickResult(_sq(game, "a1"))
