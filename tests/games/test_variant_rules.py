"""The scholars' own rules as switches, clause by clause (docs/rules.md, "Variants": LKO-V1, LBE-V1, LBE-V2,
LSC-V1, KNO-V1, PAT-V1), and the rule-set names that carry them (docs/notation.md).

Each test plays one position with the switch on and off: on, the scholar's rule; off, the plain rule.
"""

from __future__ import annotations

import random
from fractions import Fraction

import pytest

from games import RULE_SETS, SWITCHES, get_game
from games.ai.opponent import choose_move, hint
from games.core import NotationError, UnknownRulesError
from games.moves_code import decode, encode
from games.records import GameRecord, read_record, write_record
from tests.rule_helpers import legal, moves_from, play, refused, status

KOWALSKI, BELL, KNOSSOS = "latrunculi-kowalski", "latrunculi-bell", "knossos"
SCHADLER, TWO_STAGE = "latrunculi-schadler", "latrunculi-schadler+LSC-V1"


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
    assert SWITCHES[SCHADLER] == ("LSC-V1",)
    assert SWITCHES[KNOSSOS] == ("KNO-V1",)
    assert all(SWITCHES[p] == ("PAT-V1",) for p in ("patolli", "patolli-family", "patolli-quick"))
    for rules, switches in SWITCHES.items():
        for switch in switches:
            assert get_game(f"{rules}+{switch}").name == f"{rules}+{switch}"


@pytest.mark.parametrize(
    "name, named",
    [
        ("latrunculi-bell+LBE-V9", "LBE-V9"),
        ("latrunculi-bell+PAT-V1", "PAT-V1"),
        ("latrunculi-bell+LBE-V1+LBE-V1", "LBE-V1"),
        ("petteia+LKO-V1", "LKO-V1"),
        ("chess+LBE-V1", "chess"),
    ],
)
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


# ----------------------------------------------------------------- LSC-V1
# Schädler's two-stage capture with his provisos (a)-(e) (shared/rules/variants.md).
ENCLOSE = "p6p/8/8/8/2Pp4/4P3/8/P6P l 5 -"
"""Light's e3-e4 shuts the dark piece on d4 in between c4 and e4."""
BLOCKED = "p6p/8/8/8/2PyP3/8/8/P6P d 6 -"
"""The same after e3-e4: d4 is blocked (``y``)."""
REMOVABLE = "7p/p7/8/8/2PyP3/8/8/P6P l 7 -"
"""Dark has moved a8-a7: light may remove d4 in place of a move."""
NO_JAW = "8/8/8/1p6/2PyP3/8/8/8 d 0 -"
"""Issue 23's position: dark's d4 is blocked; b5-b4 would shut c4 in against it, were a blocked piece a jaw."""
RESCUE = "7p/8/8/1p6/2PyP3/2p5/8/P6P d 0 -"
"""Dark's d4 is blocked between c4 and e4; b5-c5 blocks the encloser c4 (between c5 and c3)."""
RESCUED = "7p/8/8/2p5/2xpP3/2p5/8/P6P l 1 -"
"""After b5-c5: c4 is blocked, and d4 is free again."""


def test_LSC_V1_a_an_enclosed_piece_is_blocked_not_removed():
    assert play(SCHADLER, ENCLOSE, "e3-e4") == "p6p/8/8/8/2P1P3/8/8/P6P d 0 -"  # switch off: taken at once
    assert play(TWO_STAGE, ENCLOSE, "e3-e4") == BLOCKED  # on: it stays, blocked, and nothing is captured yet
    game = get_game(TWO_STAGE)
    state = game.parse_position(ENCLOSE)
    move = game.describe(state, game.parse_move(state, "e3-e4"))
    assert move.blocks == ("d4",) and move.captures == ()
    two = game.parse_position("p6p/8/8/8/1Pp1pP2/3P4/8/P6P l 0 -")
    assert game.describe(two, game.parse_move(two, "d3-d4")).blocks == ("c4", "e4")  # PET-05: several at once
    assert play(TWO_STAGE, "p6p/8/8/8/1Pp1pP2/3P4/8/P6P l 0 -", "d3-d4") == "p6p/8/8/8/1PyPyP2/8/8/P6P d 1 -"


def test_LSC_V1_a_a_blocked_piece_cannot_move():
    assert moves_from(TWO_STAGE, BLOCKED, "d4") == set()
    assert refused(TWO_STAGE, BLOCKED, "d4-d5") == "LSC-V1"
    assert refused(TWO_STAGE, BLOCKED, "d4-d3") == "LSC-V1"
    assert game_piece(BLOCKED, "d4").blocked and not game_piece(BLOCKED, "c4").blocked


def test_LSC_V1_a_a_blocked_piece_can_be_jumped_and_stays_blocked():
    # d3 jumps the blocked d4 (LSC-03); d4 stays, still enclosed by c4 and e4
    assert play(TWO_STAGE, "p6p/8/8/8/2PyP3/3P4/8/P6P l 0 -", "d3-d5") == "p6p/8/8/3P4/2PyP3/8/8/P6P d 1 -"


def game_piece(position: str, square: str):
    game = get_game(TWO_STAGE)
    (piece,) = game.pieces_at(game.parse_position(position), square)
    return piece


def test_LSC_V1_b_blocked_piece_never_a_jaw():
    # b5-b4 puts c4 between b4 and the blocked d4: c4 is not blocked, and the step is legal (b4 is no trap)
    assert play(TWO_STAGE, NO_JAW, "b5-b4") == "8/8/8/8/1pPyP3/8/8/8 l 1 -"
    game = get_game(TWO_STAGE)
    state = game.parse_position(NO_JAW)
    assert game.describe(state, game.parse_move(state, "b5-b4")).blocks == ()
    # the same with the blocked light piece on d4 as the would-be jaw of f3-f4 against e4
    assert play(TWO_STAGE, "p6p/8/8/8/2pxp3/5P2/8/P6P l 0 -", "f3-f4") == "p6p/8/8/8/2pxpP2/8/8/P6P d 1 -"
    # LSC-06 (e): with a light piece on a4, b4 is between two enemies and the stop would block nothing
    trap = NO_JAW.replace("2PyP3", "P1PyP3")
    assert "b5-b4" not in legal(TWO_STAGE, trap)
    assert refused(TWO_STAGE, trap, "b5-b4") == "LSC-V1"
    why = game.explain(game.parse_position(trap), "b5-b4")
    assert (why.code, dict(why.args)["jaw"]) == ("stop_between_jaw_blocked", "d4")
    # the computer's quick capture finder agrees: no square blocks c4
    from games.ai.tactics import capture_squares

    assert capture_squares(game, state.dark, state.light, 0, state.blocked) == 0


def test_LSC_V1_c_removal_only_while_both_enclosers_free():
    assert "xd4" in legal(TWO_STAGE, REMOVABLE)  # c4 and e4 are free
    assert play(TWO_STAGE, REMOVABLE, "xd4") == "7p/p7/8/8/2P1P3/8/8/P6P d 0 -"
    game = get_game(TWO_STAGE)
    state = game.parse_position(REMOVABLE)
    removal = game.describe(state, game.parse_move(state, "xd4"))
    assert (removal.kind, removal.places, removal.captures) == ("remove", ("d4",), ("d4",))
    assert game.explain_places(state, ("d4",)) is None  # a removal is played on its one square
    assert "xd4" not in legal(TWO_STAGE, BLOCKED)  # the blocked side cannot remove its own piece
    # once light's c4 is itself blocked, d4 may not be removed: the refusal names the blocked encloser
    assert "xd4" not in legal(TWO_STAGE, RESCUED)
    assert refused(TWO_STAGE, RESCUED, "xd4") == "LSC-V1"
    why = game.explain(game.parse_position(RESCUED), "xd4")
    assert (why.code, dict(why.args)["jaw"]) == ("remove_jaw_blocked", "c4")
    assert game.explain_places(game.parse_position(RESCUED), ("d4",)) == why  # a click on d4 says the same
    # and no position may hold a blocked piece whose encloser is blocked
    with pytest.raises(NotationError) as error:
        game.parse_position(RESCUED.replace("2xpP3", "2xyP3"))
    assert error.value.msg.code == "pos_blocked_free"
    # dark, whose jaws c5 and c3 are free, may remove c4 on its next turn
    assert "xc4" in legal(TWO_STAGE, play(TWO_STAGE, RESCUED, "a1-a2"))


def test_LSC_V1_c_only_a_blocked_enemy_piece_is_removed():
    assert refused(TWO_STAGE, REMOVABLE, "xd5") == "LSC-V1"  # nothing there
    assert refused(TWO_STAGE, REMOVABLE, "xc4") == "LSC-V1"  # one's own piece
    assert refused(TWO_STAGE, REMOVABLE, "xa7") == "LSC-V1"  # an enemy piece that is not blocked
    assert refused(TWO_STAGE, BLOCKED, "xd4") == "LSC-V1"  # one's own blocked piece
    codes = {
        text: get_game(TWO_STAGE).explain(get_game(TWO_STAGE).parse_position(REMOVABLE), text).code
        for text in ("xd5", "xc4", "xa7")
    }
    assert codes == {"xd5": "remove_nothing", "xc4": "remove_own", "xa7": "remove_not_blocked"}
    assert refused(TWO_STAGE, "8/8/8/8/8/8/8/8 l 0 16,16,1", "xd4") == "LSC-02"  # pieces are still placed
    # switch off: the move does not exist, and the refusal names the capture that takes a piece at once
    assert refused(SCHADLER, "7p/p7/8/8/2P1P3/8/8/P6P l 7 -", "xa7") == "PET-04"
    assert refused(BELL, "p6p/8/8/8/8/4pP2/3P4/D7 l 5 -", "xe3") == "PET-04"
    with pytest.raises(NotationError) as error:  # "d4-d4" is not the removal written another way
        get_game(TWO_STAGE).parse_move(get_game(TWO_STAGE).parse_position(REMOVABLE), "d4-d4")
    assert error.value.msg.code == "move_stays"


def test_LSC_V1_c_a_piece_that_steps_in_between_is_safe_and_cannot_be_removed():
    # d6-d5 goes between c5 and e5 (PET-07: safe), and blocks d4 against d3 (LSC-06, (e))
    after = play(TWO_STAGE, "7p/8/3p4/2P1P3/3P4/3p4/8/P6P d 0 -", "d6-d5")
    assert after == "7p/8/8/2PpP3/3x4/3p4/8/P6P l 1 -"  # d5 stays free
    assert moves_from(TWO_STAGE, after.replace(" l ", " d "), "d5")
    assert refused(TWO_STAGE, after, "xd5") == "LSC-V1"
    assert get_game(TWO_STAGE).explain(get_game(TWO_STAGE).parse_position(after), "xd5").code == "remove_not_blocked"
    # here the step in blocks e5 itself, which then encloses nothing: the refusal names it
    after = play(TWO_STAGE, "7p/8/3p4/2P1Pp2/8/8/8/P6P d 0 -", "d6-d5")
    assert after == "7p/8/8/2Ppxp2/8/8/8/P6P l 1 -"
    assert get_game(TWO_STAGE).explain(get_game(TWO_STAGE).parse_position(after), "xd5").code == "remove_jaw_blocked"


def test_LSC_V1_d_freed_when_an_encloser_is_blocked():
    game = get_game(TWO_STAGE)
    state = game.parse_position(RESCUE)
    move = game.describe(state, game.parse_move(state, "b5-c5"))
    assert move.blocks == ("c4",)
    assert play(TWO_STAGE, RESCUE, "b5-c5") == RESCUED  # d4 is free at once
    assert not game_piece(RESCUED, "d4").blocked and game_piece(RESCUED, "c4").blocked
    assert {"d4-d3", "d4-d5"} <= moves_from(TWO_STAGE, play(TWO_STAGE, RESCUED, "a1-a2"), "d4")
    # a side whose pieces are all blocked has nothing to remove: a blocked enemy piece needs two free jaws
    assert status(TWO_STAGE, "8/8/8/8/1pxp4/8/1pxp4/8 l 3 -") == ("dark", "PET-09")
    with pytest.raises(NotationError):
        game.parse_position("8/8/8/8/1pxp4/8/1pxyxp2/8 l 3 -")


def test_LSC_V1_d_freed_when_no_longer_between():
    freed = play(TWO_STAGE, REMOVABLE, "c4-c5")  # the jaw on c4 steps away
    assert freed == "7p/p7/8/2P5/3pP3/8/8/P6P d 8 -"
    assert moves_from(TWO_STAGE, freed, "d4") == {"d4-c4", "d4-d3", "d4-d5", "d4-f4"}
    assert refused(TWO_STAGE, play(TWO_STAGE, freed, "a7-a8"), "xd4") == "LSC-V1"  # no longer blocked
    # the other jaw steps away: d4 is free too
    assert play(TWO_STAGE, "7p/p7/8/8/2PyP3/8/8/P6P l 7 -", "e4-e5") == "7p/p7/8/4P3/2Pp4/8/8/P6P d 8 -"


def test_LSC_V1_e_a_piece_stops_between_two_enemies_only_if_the_move_blocks():
    assert "d6-d5" in legal(TWO_STAGE, "7p/8/3p4/2P1Pp2/8/8/8/P6P d 0 -")  # it blocks e5
    # here e5 is blocked already (by e6 and e4): the stop blocks nothing new (a blocked piece is still an enemy
    # piece to stand between: LSC-06 is about where a piece stops)
    already = "7p/8/3pp3/2P1xp2/4p3/8/8/P6P d 0 -"
    assert refused(TWO_STAGE, already, "d6-d5") == "LSC-06"
    assert (
        get_game(TWO_STAGE).explain(get_game(TWO_STAGE).parse_position(already), "d6-d5").code == "stop_between_block"
    )
    # a chain of jumps stops there only if it blocks too (LSC-06 applies where it stops)
    assert "d7-d5" not in legal(TWO_STAGE, "7p/3p4/3pp3/2P1xp2/4p3/8/8/P6P d 0 -")


def test_LSC_V1_LSC_07_a_blocked_piece_still_counts_until_it_is_removed():
    two_left = "p7/8/8/8/2Pp4/4P3/8/P6P l 0 -"
    blocked = play(TWO_STAGE, two_left, "e3-e4")
    assert blocked == "p7/8/8/8/2PyP3/8/8/P6P d 1 -" and status(TWO_STAGE, blocked) is None
    assert status(SCHADLER, play(SCHADLER, two_left, "e3-e4")) == ("light", "LSC-07")
    removed = play(TWO_STAGE, blocked, "a8-a7", "xd4")
    assert status(TWO_STAGE, removed) == ("light", "LSC-07")
    # every piece blocked and nothing to remove: no move, and PET-09 ends the game
    assert status(TWO_STAGE, "8/8/8/8/1pxp4/8/1pxp4/8 l 3 -") == ("dark", "PET-09")


def test_LSC_V1_the_quiet_count_restarts_on_a_removal_not_on_a_block():
    assert BLOCKED.endswith(" 6 -")  # e3-e4 from a count of 5: the block is no capture yet
    assert play(TWO_STAGE, REMOVABLE, "xd4").endswith(" 0 -")
    game = get_game(TWO_STAGE)
    assert game.tally(game.parse_position(BLOCKED)).on_board == (4, 3)  # the blocked piece is on the board


def test_LSC_V1_blocked_pieces_are_written_x_and_y_and_checked():
    game = get_game(TWO_STAGE)
    for text in (BLOCKED, REMOVABLE, RESCUED):
        assert game.format_position(game.parse_position(text)) == text
    assert game.ascii(game.parse_position(BLOCKED)).splitlines()[4] == " 4 . . P y P . . ."
    for text, code in (
        ("p6p/8/8/8/2Py4/8/8/P6P d 6 -", "pos_blocked_free"),  # no jaw on e4
        ("p6p/8/8/8/2pxyP2/8/8/P6P l 0 -", "pos_blocked_free"),  # d4's jaw e4 is blocked (LSC-V1 (b), (d))
        ("p6p/8/8/8/2PyP3/8/8/P6P d 0 12,13,1", "pos_blocked_placement"),
        ("p6p/8/8/8/2PyP3/8/8/P6P d 6 -", None),
    ):
        if code is None:
            game.parse_position(text)
            continue
        with pytest.raises(NotationError) as error:
            game.parse_position(text)
        assert error.value.msg.code == code
    with pytest.raises(NotationError) as error:  # switch off: no blocked pieces
        get_game(SCHADLER).parse_position(BLOCKED)
    assert error.value.msg.code == "pos_bad_char"


def test_LSC_V1_the_command_line_records_and_links_play_it(capsys):
    from games.__main__ import run

    assert run(["legal", TWO_STAGE, REMOVABLE]) == 0
    assert "xd4" in capsys.readouterr().out.split()
    assert run(["apply", TWO_STAGE, REMOVABLE, "xd4"]) == 0
    assert capsys.readouterr().out == "7p/p7/8/8/2P1P3/8/8/P6P d 0 -\n"
    assert run(["apply", SCHADLER, REMOVABLE, "xd4"]) == 2  # the plain rule set has no blocked pieces
    record = read_record(f'[Rules "{TWO_STAGE}"]\n[Start "{ENCLOSE}"]\n\ne3-e4 a8-a7 xd4\n').record
    assert record.game is get_game(TWO_STAGE) and [m.kind for m in record.moves] == ["move", "move", "remove"]
    assert read_record(write_record(record)).record == record
    start = GameRecord.start(TWO_STAGE, record.states[0])
    assert decode(start, encode(record)) == (record, None)


def test_LSC_V1_the_computer_blocks_removes_and_plays_a_whole_legal_game():
    game = get_game(TWO_STAGE)
    for level in ("club", "master"):  # the removal that leaves dark a single piece wins (LSC-07)
        state = game.parse_position("p7/8/8/8/2PyP3/8/8/P6P l 1 -")
        assert game.format_move(choose_move(game, state, level, random.Random(0))) == "xd4"
    move, why = hint(game, game.parse_position(ENCLOSE), random.Random(0))
    assert game.format_move(move) == "e3-e4" and why.code == "hint_blocks_piece"
    # the lesson's rescue: block d4, one of the two pieces enclosing c4, and c4 is free (LSC-V1 (d))
    lesson = "1p2p2p/p2p2p1/2p4P/3P1p2/1pxp4/P3P3/1P1P2P1/4P2P l 12 -"
    move, why = hint(game, game.parse_position(lesson), random.Random(0))
    assert game.format_move(move) in {"d2-d3", "e3-d3"} and why.code == "hint_frees"
    # dark threatens b5-c5, which would block c4 and so free d4 (LSC-V1 (d)): remove d4 first
    move, why = hint(game, game.parse_position(RESCUE.replace(" d ", " l ")), random.Random(0))
    assert game.format_move(move) == "xd4" and why.code == "hint_removes"
    state, rng, kinds = game.initial_state(), random.Random(7), set()
    while game.outcome(state) is None:  # club against novice, every move through apply (which checks it)
        move = choose_move(game, state, "club" if state.side == 0 else "novice", rng)
        typed = game.describe(state, move)
        kinds |= {typed.kind} | ({"block"} if typed.blocks else set())
        state = game.apply(state, move)
    assert {"place", "move", "block", "remove"} <= kinds
    assert game.outcome(state).reason.clause in {"LSC-07", "LBE-09", "PET-09"}


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
    assert chances == {
        ("throw", 0): Fraction(1, 32),
        ("throw", 1): Fraction(5, 32),
        ("throw", 2): Fraction(10, 32),
        ("throw", 3): Fraction(10, 32),
        ("throw", 4): Fraction(5, 32),
        ("throw", 10): Fraction(1, 32),
    }
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
