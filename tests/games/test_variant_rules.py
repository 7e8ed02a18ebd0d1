"""The scholars' own rules as switches, clause by clause (docs/rules.md, "Variants": LKO-V1, LBE-V1, LBE-V2,
KNO-V1, PAT-V1), and the rule-set names that carry them (docs/notation.md).

Each test plays one position with the switch on and off: on, the scholar's rule; off, the plain rule.
LSC-V1 (Schädler's two-stage capture) is not played yet and has no test.
"""

from __future__ import annotations

from fractions import Fraction

import pytest

from games import RULE_SETS, SWITCHES, get_game
from games.core import NotationError, UnknownRulesError
from games.records import read_record, write_record
from tests.rule_helpers import legal, play, refused, status

KOWALSKI, BELL, KNOSSOS = "latrunculi-kowalski", "latrunculi-bell", "knossos"


# ----------------------------------------------------------------- names with switches
def test_a_name_with_switches_gives_that_rule_set_named_canonically_and_cached():
    game = get_game("latrunculi-bell+LBE-V2+LBE-V1")
    assert game.name == "latrunculi-bell+LBE-V1+LBE-V2"
    assert get_game(game.name) is game and get_game("latrunculi-bell") is not game
    assert get_game("patolli+PAT-V1").name == "patolli+PAT-V1"


def test_rule_sets_stay_the_plain_names_and_every_switch_is_listed_with_its_clause():
    assert len(RULE_SETS) == 8 and not any("+" in name for name in RULE_SETS)
    assert set(SWITCHES) == set(RULE_SETS)
    assert SWITCHES[BELL] == ("LBE-V1", "LBE-V2") and SWITCHES[KOWALSKI] == ("LKO-V1",)
    assert SWITCHES[KNOSSOS] == ("KNO-V1",)
    assert all(SWITCHES[p] == ("PAT-V1",) for p in ("patolli", "patolli-family", "patolli-quick"))
    for rules, switches in SWITCHES.items():
        for switch in switches:
            assert get_game(f"{rules}+{switch}").name == f"{rules}+{switch}"


@pytest.mark.parametrize("name, named", [
    ("latrunculi-bell+LBE-V9", "LBE-V9"),
    ("latrunculi-bell+PAT-V1", "PAT-V1"),
    ("latrunculi-bell+LBE-V1+LBE-V1", "LBE-V1"),
    ("petteia+LKO-V1", "LKO-V1"),
    ("chess+LBE-V1", "chess"),
])
def test_an_unknown_misplaced_or_repeated_switch_is_an_error_that_names_it(name, named):
    with pytest.raises(UnknownRulesError) as error:
        get_game(name)
    for lang in ("en", "ru"):
        assert named in error.value.text(lang)


def test_a_position_and_a_record_carry_the_full_name(capsys):
    from games.__main__ import run

    game = get_game("latrunculi-bell+LBE-V1+LBE-V2")
    position = "p6p/8/8/8/8/4pP2/3P4/D7 l 5 -"
    assert run(["apply", game.name, position, "d2-d3"]) == 0
    assert capsys.readouterr().out == "p6p/8/8/8/8/3P1P2/8/D7 l 0 d3\n"
    record = read_record(f'[Rules "{game.name}"]\n[Start "{position}"]\n\nd2-d3 d3-d4\n').record
    assert record.game is game and read_record(write_record(record)).record == record


# ----------------------------------------------------------------- LKO-V1
LOCKS_DARK_DUX = "dp10/12/12/P11/12/12/6D5/7P4 l 0 -"
SELF_LOCK = "d11/12/12/12/4P7/12/12/3pDP6 l 0 -"
LIGHT_DUX_SHUT_IN = "d11/12/12/12/12/12/p11/Dp10 l 0 -"


def test_LKO_V1_a_locked_dux_does_not_lose_and_the_game_goes_on():
    after = play(KOWALSKI, LOCKS_DARK_DUX, "a5-a7")
    assert status(KOWALSKI, after) == ("light", "LKO-05")
    after_v1 = play(KOWALSKI + "+LKO-V1", LOCKS_DARK_DUX, "a5-a7")
    assert after_v1 == after and status(KOWALSKI + "+LKO-V1", after_v1) is None
    assert legal(KOWALSKI + "+LKO-V1", after_v1)  # dark moves on, its dux only immobilised


def test_LKO_V1_a_move_may_block_ones_own_dux():
    assert refused(KOWALSKI, SELF_LOCK, "e4-e2") == "LKO-05"
    assert "e4-e2" in legal(KOWALSKI + "+LKO-V1", SELF_LOCK)


def test_LKO_V1_the_side_that_cannot_move_loses_by_kowalskis_rule():
    assert status(KOWALSKI, LIGHT_DUX_SHUT_IN) == ("dark", "LKO-05")
    assert status(KOWALSKI + "+LKO-V1", LIGHT_DUX_SHUT_IN) == ("dark", "LKO-V1")


# ----------------------------------------------------------------- LBE-V1
CORNER = "7p/8/8/8/8/8/8/1p1P3P l 0 -"


def test_LBE_V1_a_piece_beside_an_empty_corner_is_captured_against_it():
    assert play(BELL + "+LBE-V1", CORNER, "d1-c1") == "7p/8/8/8/8/8/8/2P4P l 0 -"  # taken; LBE-07: again
    assert play(BELL, CORNER, "d1-c1") == "7p/8/8/8/8/8/8/1pP4P d 1 -"
    along_the_file = "7p/8/8/8/P7/8/p7/7P l 0 -"
    assert play(BELL + "+LBE-V1", along_the_file, "a4-a3") == "7p/8/8/8/8/P7/8/7P l 0 -"
    assert play(BELL, along_the_file, "a4-a3") == "7p/8/8/8/8/P7/p7/7P d 1 -"


def test_LBE_V1_an_occupied_corner_is_no_jaw_of_the_enemy():
    own_corner = "7p/8/8/8/8/8/8/pp1P3P l 0 -"  # dark's own piece in the corner
    assert play(BELL + "+LBE-V1", own_corner, "d1-c1") == "7p/8/8/8/8/8/8/ppP4P d 1 -"


# ----------------------------------------------------------------- LBE-V2
CAPTURE = "p6p/8/8/8/8/4pP2/3P4/D7 l 5 -"


def test_LBE_V2_the_extra_move_is_made_by_the_piece_that_captured():
    rules = BELL + "+LBE-V2"
    after = play(rules, CAPTURE, "d2-d3")
    assert after == "p6p/8/8/8/8/3P1P2/8/D7 l 0 d3"
    assert legal(rules, after) == {"d3-c3", "d3-d2", "d3-d4", "d3-e3"}
    assert refused(rules, after, "a1-a2") == "LBE-V2"
    assert play(rules, after, "d3-d4") == "p6p/8/8/8/3P4/5P2/8/D7 d 1 -"
    # switch off: any piece makes the extra move (LBE-07)
    plain = play(BELL, CAPTURE, "d2-d3")
    assert plain == "p6p/8/8/8/8/3P1P2/8/D7 l 0 -" and "a1-a2" in legal(BELL, plain)


def test_LBE_V2_the_captor_square_is_read_only_with_the_switch():
    with pytest.raises(NotationError):
        get_game(BELL).parse_position("p6p/8/8/8/8/3P1P2/8/D7 l 0 d3")
    with pytest.raises(NotationError):  # no light piece on e3
        get_game(BELL + "+LBE-V2").parse_position("p6p/8/8/8/8/3P1P2/8/D7 l 0 e3")


# ----------------------------------------------------------------- KNO-V1
BOTH_USABLE = "0,0,0,2,4 0,3,5,6,7 l 2,1 0"
ONE_USABLE = "0,0,0,0,21 3,3,3,5,7 l 2,1 0"


def test_KNO_V1_when_both_coins_can_be_used_a_move_that_uses_only_one_is_illegal():
    assert legal(KNOSSOS, BOTH_USABLE) == {"0+1", "0+2", "2+2"}
    assert legal(KNOSSOS + "+KNO-V1", BOTH_USABLE) == {"0+1", "2+2"}
    assert refused(KNOSSOS + "+KNO-V1", BOTH_USABLE, "0+2") == "KNO-V1"
    why = get_game(KNOSSOS + "+KNO-V1").explain(get_game(KNOSSOS).parse_position(BOTH_USABLE), "0+2")
    assert why is not None and why.code == "kno_both_coins"


def test_KNO_V1_when_only_one_coin_can_be_used_it_is_the_larger():
    assert legal(KNOSSOS, ONE_USABLE) == {"0+1", "0+2"}
    assert legal(KNOSSOS + "+KNO-V1", ONE_USABLE) == {"0+2"}
    assert refused(KNOSSOS + "+KNO-V1", ONE_USABLE, "0+1") == "KNO-V1"


def test_KNO_V1_the_second_coin_follows_the_plain_rule():
    after = play(KNOSSOS + "+KNO-V1", BOTH_USABLE, "0+1")
    assert after == "0,0,1,2,4 0,3,5,6,7 l 2 1" and legal(KNOSSOS + "+KNO-V1", after) == legal(KNOSSOS, after)


# ----------------------------------------------------------------- PAT-V1
@pytest.mark.parametrize("rules", ["patolli", "patolli-family", "patolli-quick"])
def test_PAT_V1_durans_count_five_marks_count_10_and_no_mark_counts_0(rules):
    game, plain = get_game(rules + "+PAT-V1"), get_game(rules)
    chances = dict(game.chance_outcomes(game.initial_state()))
    assert chances == {("throw", 0): Fraction(1, 32), ("throw", 1): Fraction(5, 32),
                       ("throw", 2): Fraction(10, 32), ("throw", 3): Fraction(10, 32),
                       ("throw", 4): Fraction(5, 32), ("throw", 10): Fraction(1, 32)}
    assert sum(chances.values()) == 1
    assert game.device.value(("marked",) * 5) == 10 and game.device.value(("blank",) * 5) == 0
    assert plain.device.value(("marked",) * 5) == 5 and plain.device.value(("blank",) * 5) == 10
    assert ("throw", 5) in dict(plain.chance_outcomes(plain.initial_state()))


def test_PAT_V1_no_mark_up_loses_the_turn():
    rules = "patolli+PAT-V1"
    thrown = "0,r,r,r,r,r r,r,r,r,r,r l 0 6,6,0"
    assert legal(rules, thrown) == {"pass"}
    assert play(rules, thrown, "pass") == "0,r,r,r,r,r r,r,r,r,r,r d - 6,6,0"
    game = get_game(rules)
    assert [why.clause for why in game.stuck_reasons(game.parse_position(thrown))] == ["PAT-V1"]
    assert refused(rules, "r,r,r,r,r,r r,r,r,r,r,r l 0 6,6,0", "enter") == "PAT-V1"
    with pytest.raises(NotationError):  # switch off: 0 is no throw, and with it on 5 is none
        get_game("patolli").parse_position(thrown)
    with pytest.raises(NotationError):
        game.parse_position("0,r,r,r,r,r r,r,r,r,r,r l 5 6,6,0")
