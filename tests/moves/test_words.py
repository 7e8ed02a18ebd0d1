"""The sentences around the board: whose turn, pieces in hand, the bonus move, the end, the move list,
the moves of the race games with their cells, and a lost turn's reasons."""

from __future__ import annotations

import pytest

from games import get_game
from games.records import GameRecord
from ui.moves.throws import current_fall, value_text
from ui.moves.words import (
    added_rules,
    announcement,
    answer_text,
    board_alt,
    board_help,
    choice_label,
    count_text,
    extra_move_text,
    hand_text,
    lost_turn_lines,
    move_label,
    move_lines,
    move_text,
    outcome_text,
    position_label,
    turn_text,
)

KNOSSOS = get_game("knossos")
PATOLLI = get_game("patolli")


def _record(rules: str, position: str | None = None) -> GameRecord:
    game = get_game(rules)
    return GameRecord.start(rules, game.parse_position(position) if position else None)


def test_turn_in_both_languages():
    record = _record("petteia")
    assert turn_text(record, "en") == "Light to move"
    assert turn_text(record.play_raw((0, 8)), "ru") == "Ход тёмных"


def test_placement_says_what_is_placed_and_what_is_in_hand():
    record = _record("latrunculi-bell")
    assert turn_text(record, "en") == "Light places two pieces"
    assert hand_text(record, "en") == "In reserve: light 16 + dux, dark 16 + dux."
    once = record.play_raw((27,))
    assert turn_text(once, "en") == "Light places a piece"
    assert hand_text(once, "ru") == "В запасе: у светлых 15 + дукс, у тёмных 16 + дукс."
    last = _record("latrunculi-bell", "pppppppp/pppppppp/8/8/8/8/PPPPPPPP/PPPPPPPP l 0 0+D,0+D,1")
    assert turn_text(last, "en") == "Light places the dux"
    assert hand_text(_record("petteia"), "en") is None


def test_bell_bonus_move_is_announced():
    record = _record("latrunculi-bell", "8/8/3P4/3p4/8/3P4/8/1p4p1 l 0 -")
    game = record.game
    after = record.play_raw(tuple(game.geo.index[s] for s in ("d3", "d4")))
    assert after.state.side == 0
    assert extra_move_text(after, "en") == "Light captured and moves again (LBE-07)."
    assert extra_move_text(record, "en") is None


def test_outcome_names_winner_and_reason():
    record = _record("petteia", "p7/8/8/8/8/8/8/PP6 l 0 -")
    outcome = record.game.outcome(record.state)
    assert outcome_text(outcome, "en") == "Light wins. Dark has a single piece left and loses — PET-08"
    assert outcome_text(outcome, "ru").startswith("Победили светлые.")


def test_rules_added_by_us_are_listed_with_their_clause():
    assert added_rules(get_game("petteia"), "en") == []
    assert added_rules(KNOSSOS, "en") == []
    kowalski = added_rules(get_game("latrunculi-kowalski"), "en")
    assert kowalski == [
        "light moves first (PET-02)",
        "a player may not lock in their own dux (LKO-05)",
        "after 80 half-moves without a capture the pieces are counted (PET-10)",
    ]
    assert added_rules(get_game("latrunculi-bell"), "en") == [
        "light places first (LBE-02)",
        "a player who cannot move loses (PET-09)",
    ]
    assert added_rules(get_game("latrunculi-schadler"), "ru") == [
        "первыми ставят фишки светлые (LSC-02)",
        "кому некуда ходить, тот проиграл (PET-09)",
        "после 60 полуходов без взятий считают фишки (LBE-09)",
    ]


def test_kowalskis_own_ending_is_not_listed_as_ours():
    """A player who cannot move loses: that is Kowalski's own ending (shared/rules/latrunculi.md)."""
    game = get_game("latrunculi-kowalski")
    assert "no_moves" not in game.rules.added_by_us
    assert not any("cannot move" in text for text in added_rules(game, "en"))


def test_move_lines_number_the_moves_and_name_the_mover():
    record = _record("petteia").play_raw((0, 8)).play_raw((56, 48))
    assert move_lines(record) == [(1, 0, "a1-a2"), (2, 1, "a8-a7")]


def test_count_of_pieces_and_quiet_half_moves():
    record = _record("petteia").play_raw((0, 8))
    assert count_text(record, "en") == "On the board: light 8, dark 8. Half-moves without a capture: 1 of 80."
    assert count_text(_record("latrunculi-schadler"), "ru") is None


def _move(game, position: str, raw: tuple):
    state = game.parse_position(position)
    return game.describe(state, raw)


def test_knossos_move_labels_name_the_cells():
    position = "0,0,0,0,20 0,0,0,0,0 l 2,1 0"
    assert move_label(KNOSSOS, _move(KNOSSOS, position, (0, 2)), "en") == "0+2 · cell 19 → 11"
    assert move_label(KNOSSOS, _move(KNOSSOS, position, (20, 1)), "ru") == "20+1 · клетка 9 → домой"
    assert (
        move_label(KNOSSOS, _move(KNOSSOS, "0,0,0,0,0 0,0,1,4,5 l 1 1", ("pass",)), "en") == "pass · the turn is lost"
    )
    assert move_label(KNOSSOS, _move(KNOSSOS, "0,0,0,0,0 0,0,1,4,5 l 1 1", ("pass",)), "ru") == "pass · ход пропадает"
    assert choice_label(KNOSSOS, _move(KNOSSOS, position, (0, 2)), "en") == "Coin 2 → cell 11"
    assert choice_label(KNOSSOS, _move(KNOSSOS, position, (20, 1)), "ru") == "Монетка 1 → домой"


def test_patolli_move_labels_name_the_cells_of_the_side():
    dark = "r,r,r,r,r,r 3,50,r,r,r,r d 3 6,6,0"
    assert move_label(PATOLLI, _move(PATOLLI, dark, (3, 3)), "en") == "3+3 · cell 29 → 32"
    assert move_label(PATOLLI, _move(PATOLLI, dark, (50, 3)), "en") == "50+3 · cell 24 → off the board"
    light = "r,r,r,r,r,r r,r,r,r,r,r l 1 6,6,0"
    assert move_label(PATOLLI, _move(PATOLLI, light, ("enter",)), "ru") == "enter · ввести фишку на клетку 0"
    assert choice_label(PATOLLI, _move(PATOLLI, light, ("enter",)), "en") == "Bring a piece in on cell 0"
    assert choice_label(PATOLLI, _move(PATOLLI, dark, (3, 3)), "ru") == "Ход на 3 → клетка 32"


def test_grid_moves_are_written_in_notation():
    petteia = get_game("petteia")
    move = _move(petteia, "pppppppp/8/8/8/8/8/8/PPPPPPPP l 0 -", (0, 16))
    assert move_label(petteia, move, "ru") == "a1-a3"


def test_knossos_lost_turn_gives_each_distinct_reason():
    movable = GameRecord.start("knossos", KNOSSOS.parse_position("0,0,0,0,3 0,0,0,4,5 l 1,1 0"))
    assert lost_turn_lines(movable, "en") == []  # a piece can leave the harbour for cell 10
    walled = GameRecord.start("knossos", KNOSSOS.parse_position("0,0,0,0,3 0,0,1,4,5 l 1 1"))
    assert lost_turn_lines(walled, "en") == [
        "A second piece may not leave the harbour this turn — KNO-07",
        "Blocked: dark holds cell 13 — KNO-10",
    ]


def test_patolli_lost_turn_without_a_one_to_enter():
    record = GameRecord.start("patolli", PATOLLI.parse_position("r,r,r,r,r,r r,r,r,r,r,r l 3 6,6,0"))
    [line] = lost_turn_lines(record, "ru")
    assert line.endswith("— PAT-07")
    assert lost_turn_lines(_record("petteia"), "en") == []


def test_race_turns_in_the_move_list_name_coins_and_cells_never_route_places():
    """``0+2`` would be the piece at route place 0; the list says which coin took it from which cell to which."""
    record = GameRecord.start("knossos").play_raw(("throw", 2, 1)).play_raw((0, 2)).play_raw((2, 1))
    record = record.play_raw(("throw", 1, 1))
    assert move_lines(record) == [
        (1, 0, "throw 2 + 1 — coin 2: cell 19 → 11, coin 1: cell 11 → 12"),
        (2, 1, "throw 1 + 1"),
    ]
    assert move_lines(record, "ru") == [
        (1, 0, "бросок 2 + 1 — монетка 2: клетка 19 → 11, монетка 1: клетка 11 → 12"),
        (2, 1, "бросок 1 + 1"),
    ]


@pytest.mark.parametrize(("lang", "line"), [("en", "throw 3 — the turn is lost"), ("ru", "бросок 3 — ход пропадает")])
def test_a_lost_turn_in_the_move_list(lang, line):
    lost = GameRecord.start("patolli").play_raw(("throw", 3)).play_raw(("pass",))
    assert move_lines(lost, lang) == [(1, 0, line)]


@pytest.mark.parametrize(
    ("lang", "lines"),
    [
        (
            "en",
            [
                (1, 1, "throw 3 — cell 29 → 32"),
                (2, 0, "throw 1 — bring a piece in on cell 0"),
                (3, 1, "throw 3 — cell 24 → off the board"),
            ],
        ),
        (
            "ru",
            [
                (1, 1, "бросок 3 — клетка 29 → 32"),
                (2, 0, "бросок 1 — ввести фишку на клетку 0"),
                (3, 1, "бросок 3 — клетка 24 → с доски"),
            ],
        ),
    ],
)
def test_patolli_turns_say_the_throw_once_then_the_cells(lang, lines):
    """Dark's piece 3 cells along stands on cell 29 (``3+3`` in notation); 50 cells along, on cell 24."""
    record = _record("patolli", "r,r,r,r,r,r 3,50,r,r,r,r d - 6,6,0").play_raw(("throw", 3)).play_raw((3, 3))
    record = record.play_raw(("throw", 1)).play_raw(("enter",)).play_raw(("throw", 3)).play_raw((50, 3))
    assert move_lines(record, lang) == lines


@pytest.mark.parametrize(("lang", "line"), [("en", "coin 2: cell 19 → 11"), ("ru", "монетка 2: клетка 19 → 11")])
def test_a_turn_begun_before_the_record_names_each_coin(lang, line):
    """A link's position with the coins already thrown: no throw in the list, so the move says its coin."""
    record = _record("knossos", "0,0,0,0,0 0,0,0,0,0 l 2,1 0").play_raw((0, 2))
    assert move_lines(record, lang) == [(1, 0, line)]


@pytest.mark.parametrize("fall", [(1, 2), (2, 1)])
def test_the_list_and_the_thrown_panel_give_the_coins_in_the_same_order(fall):
    """However the coins fell, both write the larger first, as the notation and a link's throw do."""
    record = GameRecord.start("knossos").play(KNOSSOS.throw(fall))
    assert move_lines(record) == [(1, 0, "throw 2 + 1")]
    assert value_text(KNOSSOS.device, current_fall(record), "en") == "Thrown: 2 + 1 = 3"
    assert move_lines(record, "ru") == [(1, 0, "бросок 2 + 1")]
    assert value_text(KNOSSOS.device, current_fall(record), "ru") == "Выпало: 2 + 1 = 3"


@pytest.mark.parametrize(
    ("raw", "lang", "words"),
    [
        ((0, 2), "en", "coin 2: cell 19 → 11"),
        ((0, 2), "ru", "монетка 2: клетка 19 → 11"),
        ((20, 1), "en", "coin 1: cell 9 → home"),
        ((20, 1), "ru", "монетка 1: клетка 9 → домой"),
    ],
)
def test_a_knossos_move_in_words_for_praise_and_refusals(raw, lang, words):
    move = _move(KNOSSOS, "0,0,0,0,20 0,0,0,0,0 l 2,1 0", raw)
    assert move_text(KNOSSOS, move, lang) == answer_text(KNOSSOS, move, lang) == words


@pytest.mark.parametrize(
    ("position", "raw", "lang", "words"),
    [
        ("r,r,r,r,r,r 3,50,r,r,r,r d 3 6,6,0", (3, 3), "en", "throw 3: cell 29 → 32"),
        ("r,r,r,r,r,r 3,50,r,r,r,r d 3 6,6,0", (3, 3), "ru", "бросок 3: клетка 29 → 32"),
        ("r,r,r,r,r,r 3,50,r,r,r,r d 3 6,6,0", (50, 3), "en", "throw 3: cell 24 → off the board"),
        ("r,r,r,r,r,r 3,50,r,r,r,r d 3 6,6,0", (50, 3), "ru", "бросок 3: клетка 24 → с доски"),
        ("r,r,r,r,r,r r,r,r,r,r,r l 1 6,6,0", ("enter",), "en", "bring a piece in on cell 0"),
        ("r,r,r,r,r,r r,r,r,r,r,r l 1 6,6,0", ("enter",), "ru", "ввести фишку на клетку 0"),
        ("r,r,r,r,r,r r,r,r,r,r,r l 3 6,6,0", ("pass",), "en", "the turn is lost"),
        ("r,r,r,r,r,r r,r,r,r,r,r l 3 6,6,0", ("pass",), "ru", "ход пропадает"),
        ("3,r,r,r,r,r 31,r,r,r,r,r l 2 6,6,0", (3, 2), "en", "throw 2: cell 3 → 5 ×5"),
    ],
)
def test_a_patolli_move_in_words(position, raw, lang, words):
    assert move_text(PATOLLI, _move(PATOLLI, position, raw), lang) == words


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_a_petteia_capture_is_marked_in_the_move_list(lang):
    record = _record("petteia", "p6p/8/8/1Pp1pP2/8/8/8/3P4 l 0 -")
    for text in ("d1-d5", "h8-g8"):
        record = record.play_raw(record.game.parse_move(record.state, text))
    assert move_lines(record, lang) == [(1, 0, "d1-d5 ×c5 ×e5"), (2, 1, "h8-g8")]


@pytest.mark.parametrize(("lang", "line"), [("en", "d3-d4 ×d5, then d4-d3"), ("ru", "d3-d4 ×d5, затем d4-d3")])
def test_bells_extra_move_shares_the_line_of_the_capture_that_earned_it(lang, line):
    record = _record("latrunculi-bell", "8/8/3P4/3p4/8/3P4/8/1p4p1 l 0 -")
    game = record.game
    for text in ("d3-d4", "d4-d3", "b1-c1", "d3-d2"):
        record = record.play_raw(game.parse_move(record.state, text))
    assert record.moves[0].again == "LBE-07" and record.movers()[:2] == (0, 0)
    assert move_lines(record, lang) == [(1, 0, line), (2, 1, "b1-c1"), (3, 0, "d3-d2")]


def test_race_turn_text_says_who_throws():
    record = GameRecord.start("patolli")
    assert turn_text(record, "en") == "Light to throw"
    assert turn_text(record.play_raw(("throw", 1)), "ru") == "Ход светлых"


@pytest.mark.parametrize(
    "lang, block, blocked_said, label, removal, removal_said",
    [
        (
            "en",
            "e3-e4, blocks d4",
            "Light: e3 to e4, blocks d4.",
            "Dark: 3 on d4 (blocked), a8, h8.",
            "remove the blocked piece ×d4",
            "Light removes the blocked piece on d4.",
        ),
        (
            "ru",
            "e3-e4, запирает d4",
            "Светлые: e3 → e4, запирают d4.",
            "Тёмные: 3 — d4 (заперта), a8, h8.",
            "снять запертую фишку ×d4",
            "Светлые снимают запертую фишку на d4.",
        ),
    ],
)
def test_schadlers_two_stage_capture_in_words(lang, block, blocked_said, label, removal, removal_said):
    game = get_game("latrunculi-schadler+LSC-V1")
    blocking = GameRecord.start(game.name, game.parse_position("p6p/8/8/8/2Pp4/4P3/8/P6P l 5 -"))
    blocked = blocking.play_raw(game.parse_move(blocking.state, "e3-e4"))
    assert move_text(game, blocked.last_move, lang) == block and announcement(blocked, lang) == blocked_said
    assert position_label(blocked, lang).endswith(label)
    removing = blocked.play_raw(game.parse_move(blocked.state, "a8-a7"))
    removed = removing.play_raw(game.parse_move(removing.state, "xd4"))
    assert move_text(game, removed.last_move, lang) == answer_text(game, removed.last_move, lang) == removal
    assert announcement(removed, lang) == removal_said
    assert move_lines(removed, lang)[-1][2] == removal and move_label(game, removed.last_move, lang) == "xd4"


@pytest.mark.parametrize(
    ("lang", "said", "entered"),
    [
        ("en", "Light: cell 19 to cell 11.", "Light: bring a piece in on cell 0."),
        ("ru", "Светлые: клетка 19 → клетка 11.", "Светлые: ввести фишку на клетку 0."),
    ],
)
def test_a_race_move_is_announced_by_its_cells(lang, said, entered):
    record = _record("knossos", "0,0,0,0,0 0,0,0,0,0 l 2,1 0")
    moved = record.play_raw(record.game.parse_move(record.state, "0+2"))
    assert announcement(moved, lang) == said
    patolli = GameRecord.start("patolli")
    patolli = patolli.play_raw(patolli.game.parse_move(patolli.state, "throw:1"))
    assert announcement(patolli.play_raw(patolli.game.parse_move(patolli.state, "enter")), lang) == entered


WORDS = {"en": ("Click", "Tap"), "ru": ("Щёлкните", "Коснитесь")}
"""The verb of a click with a mouse and of a tap on a touch screen, in each language."""


@pytest.mark.parametrize("lang", sorted(WORDS))
@pytest.mark.parametrize(
    "rules", ["petteia", "latrunculi-schadler", "latrunculi-schadler+LSC-V1", "knossos", "patolli-quick"]
)
def test_the_help_and_the_boards_name_say_tap_on_a_touch_screen_and_click_with_a_mouse(rules, lang):
    click, tap = WORDS[lang]
    record = GameRecord.start(rules)
    for touch, said, unsaid in ((False, click, tap), (True, tap, click)):
        for text in (board_help(record, lang, touch=touch), board_alt(record, lang, touch=touch)):
            assert said.lower() in text.lower() and unsaid.lower() not in text.lower(), text
    assert turn_text(record, lang) in board_alt(record, lang, touch=True)


def test_the_help_of_a_switch_has_its_own_words_on_a_touch_screen_too():
    placed = get_game("latrunculi-schadler").parse_position("pp6/8/8/8/8/8/8/2PP4 l 0 -")  # the moves have begun
    plain = GameRecord.start("latrunculi-schadler", placed)
    blocking = GameRecord.start("latrunculi-schadler+LSC-V1", placed)
    for touch in (False, True):
        assert "LSC-V1" in board_help(blocking, "en", touch=touch)
        assert "LSC-V1" not in board_help(plain, "en", touch=touch)
