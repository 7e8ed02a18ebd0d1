"""Playing the computer on the play page through AppTest: the chooser and the URL, its replies, undo, the Hint.

The computer's pause is set to 0 so that the tests do not sleep, and the session's seed is fixed.
"""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from games import get_game
from games.ai.opponent import hint
from games.core import CHANCE
from tests.app.app_session import button, linked_position, live_boards, move_list, open_page, play_typed
from ui.i18n import LANGUAGES, t
from ui.moves.opponent import seeded
from ui.moves.words import move_text
from ui.play.computer import PAUSE
from ui.play.session import SEED

CAPTURE = "pppppp2/8/8/8/6P1/6p1/P7/1PPPPP2 l 0 -"
"""Petteia: light a2-g2 pinches the dark stone on g3 against g4."""


def _open(**params: str) -> AppTest:
    """Run the app at ``/play?<params>`` with no pause after the computer's decisions and a fixed seed."""
    return open_page("play", session={PAUSE: 0.0, SEED: 1}, **params)


def _moves(at: AppTest) -> list[str]:
    listed = move_list(at)
    return listed.split("\n") if listed else []


def _arrows(at: AppTest) -> int:
    layout = live_boards(at)[0]["figure"]["layout"]
    return sum(1 for note in layout.get("annotations", ()) if note.get("showarrow"))


def _state(at: AppTest):
    return get_game(at.query_params["rules"]).parse_position(linked_position(at))


def test_choosing_the_computer_puts_it_in_the_url_and_a_friend_takes_it_out():
    at = _open()
    [mode] = [g for g in at.button_group if g.label == t("vs.label", "en")]
    mode.set_value("computer").run()
    assert not at.exception
    assert (at.query_params["vs"], at.query_params["side"]) == ("club", "l")
    [level] = [g for g in at.button_group if g.label == t("vs.level", "en")]
    level.set_value("novice").run()
    assert at.query_params["vs"] == "novice"
    [mode] = [g for g in at.button_group if g.label == t("vs.label", "en")]
    mode.set_value("friend").run()
    assert "vs" not in at.query_params and "side" not in at.query_params


@pytest.mark.parametrize("vs", ["grandmaster", "", "<script>"])
def test_a_bad_opponent_in_the_link_falls_back_to_a_friend(vs):
    at = _open(vs=vs, side="d")
    assert not at.exception
    assert "vs" not in at.query_params and not _moves(at)


def test_the_computer_replies_to_the_persons_move_in_a_grid_game():
    at = play_typed(_open(rules="petteia", vs="novice", side="l"), "a1-a4")
    assert not at.exception
    moves = _moves(at)
    assert len(moves) == 2 and "a1-a4" in moves[0]
    game = get_game("petteia")
    after = game.apply(game.initial_state(), game.parse_move(game.initial_state(), "a1-a4"))
    reply = game.parse_move(after, moves[1].split()[-1])
    assert linked_position(at) == game.format_position(game.apply(after, reply))
    assert _state(at).side == 0


def test_the_computer_moves_first_when_the_person_plays_dark_and_undo_keeps_its_move():
    at = _open(rules="petteia", vs="club", side="d")
    assert len(_moves(at)) == 1 and _state(at).side == 1
    assert button(at, t("moves.undo", "en")).disabled  # no move of the person's to take back
    first = linked_position(at)
    at = play_typed(at, "a8-a5")
    assert len(_moves(at)) == 3
    at = button(at, t("moves.undo", "en")).click().run()
    assert linked_position(at) == first and len(_moves(at)) == 1


def test_the_computer_throws_and_moves_in_turn_in_the_knossos_race_game():
    at = _open(rules="knossos", vs="club", side="l")
    at.button(key="play:throw").click().run()
    game = get_game("knossos")
    while game.to_move(_state(at)) == 0:
        [box] = [s for s in at.selectbox if s.label == t("moves.pick", "en")]
        at = play_typed(at, box.options[0].split(" · ")[0])
    assert not at.exception
    state = _state(at)
    assert game.to_move(state) == CHANCE and state.side == 0  # the person's throw again
    lines = _moves(at)
    assert len(lines) == 2 and "⬢ throw " in lines[1]
    assert at.button(key="play:throw").disabled is False


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_hint_shows_the_masters_move_and_why_until_a_move_is_played(lang):
    at = _open(rules="petteia", pos=CAPTURE, vs="club", side="l", lang=lang)
    assert _arrows(at) == 0
    at = button(at, t("hint.button", lang)).click().run()
    assert not at.exception
    game = get_game("petteia")
    state = game.parse_position(CAPTURE)
    move, reason = hint(game, state, seeded(1, "hint", 0))
    expected = t("hint.text", lang, move=move_text(game, game.describe(state, move), lang), reason=reason.text(lang))
    assert [i.value for i in at.info] == [expected]
    assert _arrows(at) == 1  # the suggested move is drawn on the board
    at = play_typed(at, "b1-b4", lang)
    assert not [i for i in at.info if i.value == expected]


def test_KNO_04_lots_decide_the_colours_against_the_computer():
    at = _open(rules="knossos", vs="club", side="l")
    for _ in range(3):
        at = at.button(key="play:lot").click().run()
        assert not at.exception
        side = at.query_params["side"]
        words = t("vs.lot_result", "en", side=t(f"side.{'ld'.index(side)}", "en"))
        assert words in [c.value for c in at.caption]


def test_only_the_knossos_game_draws_lots():
    at = _open(rules="petteia", vs="club", side="l")
    assert not [b for b in at.button if b.key == "play:lot"]
