"""The throw: seeded falls that give the engine's throws, and drawings of the coins and beans."""

from __future__ import annotations

import base64
import re
from collections import Counter

import pytest

from games import RACE_RULE_SETS, get_game
from games.records import GameRecord
from ui.moves.throws import MARKED, current_fall, fall_html, fall_of, new_seed, rest_html, throw_html, value_text

KNOSSOS = get_game("knossos")
PATOLLI = get_game("patolli")
COINS, BEANS = KNOSSOS.device, PATOLLI.device
BLANK = "blank"


def _drawings(html: str) -> list[str]:
    return [base64.b64decode(data).decode() for data in re.findall(r"base64,([A-Za-z0-9+/=]+)", html)]


@pytest.mark.parametrize("rules", RACE_RULE_SETS)
def test_a_fall_is_fixed_by_the_seed_and_number_and_plays_a_legal_throw(rules):
    game = get_game(rules)
    throws = [move for move, _ in game.chance_outcomes(game.initial_state())]
    assert fall_of(game.device, 7, 1) == fall_of(game.device, 7, 1)
    falls = [fall_of(game.device, 7, n) for n in range(1, 200)]
    assert len(set(falls)) > 3
    assert all(len(fall) == game.device.count and game.throw_move(fall) in throws for fall in falls)


def test_seeds_are_fresh():
    assert len({new_seed() for _ in range(5)}) == 5


def test_falls_follow_the_devices_chances():
    values = Counter(PATOLLI.throw_move(fall_of(BEANS, 3, n))[1] for n in range(3200))
    assert 900 < values[2] < 1100 and 40 < values[10] < 170  # 10/32 and 1/32 of the throws


def test_a_throw_read_from_a_link_gets_a_fall_with_its_value():
    assert COINS.fall_for((2, 1)) == (2, 1)
    assert BEANS.fall_for(3) == (MARKED,) * 3 + (BLANK,) * 2
    assert BEANS.fall_for(10) == (BLANK,) * 5
    for value in (1, 2, 3, 4, 5, 10):
        assert PATOLLI.throw_move(BEANS.fall_for(value)) == ("throw", value)
    with pytest.raises(ValueError):
        BEANS.fall_for(7)


def test_the_fall_in_use_is_the_one_thrown_here_else_one_with_the_links_value():
    thrown = GameRecord.start("knossos").play(KNOSSOS.throw((1, 2))).play_raw((0, 2))
    assert current_fall(thrown) == (1, 2)
    assert "opacity:0.35" in throw_html(thrown, "en")  # the coin of 2 is used
    linked = GameRecord.start("knossos", KNOSSOS.parse_position("0,0,0,0,2 0,0,0,0,0 l 1 1"))
    assert current_fall(linked) == (1,)
    beans = GameRecord.start("patolli", PATOLLI.parse_position("r,r,r,r,r,r r,r,r,r,r,r l 3 6,6,0"))
    assert current_fall(beans) == (MARKED,) * 3 + (BLANK,) * 2
    assert current_fall(GameRecord.start("patolli")) is None and throw_html(GameRecord.start("petteia"), "en") is None


def test_the_value_in_words():
    assert value_text(COINS, (1, 2), "en") == "Thrown: 2 + 1 = 3"  # the larger coin first, as the move list
    assert value_text(COINS, (2,), "ru") == "Осталась монетка: 2"
    assert value_text(BEANS, (MARKED, BLANK, MARKED, BLANK, BLANK), "ru") == "Меток вверх: 2, ход на 2"
    assert value_text(BEANS, (BLANK,) * 5, "en") == "No mark up: the throw counts 10"


def test_the_value_in_words_follows_durans_count():
    """PAT-V1: five marks up are a 10, no mark up a 0 (a lost turn)."""
    duran = get_game("patolli+PAT-V1").device
    assert value_text(duran, (MARKED,) * 5, "en") == "Marks up: 5, so the move is 10"
    assert value_text(duran, (MARKED,) * 5, "ru") == "Меток вверх: 5, ход на 10"
    assert value_text(duran, (MARKED, BLANK, MARKED, BLANK, BLANK), "en") == "Marks up: 2, so the move is 2"
    assert value_text(duran, (BLANK,) * 5, "en") == "No mark up: the throw counts 0"


def test_coins_are_drawn_with_the_face_up_and_used_ones_faded():
    html = fall_html(COINS, (2, 1), "en", left=(1,))
    drawings = _drawings(html)
    assert len(drawings) == 2
    assert drawings[0].count("<circle") == 4 and drawings[1].count("<circle") == 3  # two pips, one pip
    assert "opacity:0.35" in html.split("<figure")[1] and "opacity:1" in html.split("<figure")[2]
    assert ">used<" in html and "Thrown: 2 + 1 = 3" in html


def test_coins_are_drawn_in_the_order_their_value_is_written_however_they_fell():
    """The panel's words say ``2 + 1`` (as the move list does), so the two-pip coin lies first in the picture too."""
    drawings = _drawings(fall_html(COINS, (1, 2), "en"))
    assert [d.count("<circle") for d in drawings] == [4, 3]
    assert "Thrown: 2 + 1 = 3" in fall_html(COINS, (1, 2), "en")


def test_beans_are_drawn_mark_up_or_plain_side_up():
    html = fall_html(BEANS, (MARKED, BLANK, BLANK, MARKED, BLANK), "ru")
    drawings = _drawings(html)
    assert len(drawings) == 5
    assert [("<circle" in d) for d in drawings] == [True, False, False, True, False]
    assert "Меток вверх: 2" in html and "aria-label=" in html


@pytest.mark.parametrize("rules", RACE_RULE_SETS)
def test_the_coins_or_beans_to_tap_before_a_throw_are_all_drawn_without_a_value(rules):
    device = get_game(rules).device
    html = rest_html(device, "en")
    assert len(_drawings(html)) == device.count
    assert "figcaption" not in html and "aria-label" not in html  # no value: nothing has been thrown yet


def test_a_throw_just_made_falls_and_one_in_use_lies_still():
    game = get_game("knossos")
    thrown = GameRecord.start("knossos").play(game.throw((2, 1)))
    falling = throw_html(thrown, "en")
    assert falling is not None and "throw-fall falling" in falling and "@keyframes throw-fall" in falling
    assert "prefers-reduced-motion: reduce" in falling
    [move] = [m for m in game.moves(thrown.state) if m.value == 2][:1]
    still = throw_html(thrown.play(move), "en")
    assert still is not None and "falling" not in still
