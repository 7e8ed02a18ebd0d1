"""The story of a game in charts: exact frames from short hand-played records of each family, and their figures
in both languages."""

from __future__ import annotations

from fractions import Fraction

import pytest

from board.charts.base import HEIGHT
from board.charts.story import (
    fraction_text,
    luck_figure,
    material_figure,
    progress_figure,
    stakes_figure,
    throw_distribution_figure,
)
from games import get_game
from games.chance import FIVE_BEANS, TWO_COINS, throw_chances
from games.records import GameRecord
from ui.moves.words import ply_words
from ui.replay.story import (
    expected_steps,
    game_charts,
    luck_frame,
    material_frame,
    progress_frame,
    stakes_frame,
    throw_distribution_frame,
)

PINCER = "pppp4/8/8/8/8/8/2P5/Pp6 l 0 -"
"""Petteia: light c2-c1 pinches the dark stone on b1 against a1."""
HIT = "0,r,r,r,r,r 31,r,r,r,r,r l - 6,6,0"
"""Patolli: light's piece at its entry, dark's 31 cells from its own entry, on the offering cell light reaches
with a 5 (PAT-10/11: the capture pays light an item; PAT-09: the offering costs light one)."""
LAST_STRETCH = "50,r,r,r,r,r r,r,r,r,r,r l - 6,6,0"
"""Patolli: light's piece two cells short of a full circuit."""
MARKED, BLANK = "marked", "blank"


def _record(rules: str, position: str | None = None) -> GameRecord:
    game = get_game(rules)
    return GameRecord.start(rules, game.parse_position(position) if position else None)


def _play(record: GameRecord, *texts: str) -> GameRecord:
    """Play moves by their notation, each one checked legal by the protocol."""
    for text in texts:
        record = record.play(next(move for move in record.game.moves(record.state) if move.text == text))
    return record


def _throw(record: GameRecord, fall: tuple) -> GameRecord:
    return record.play(record.game.throw(fall))


def _beans(marks: int) -> tuple[str, ...]:
    return (MARKED,) * marks + (BLANK,) * (5 - marks)


# ---------------------------------------------------------------- frames


def test_material_drops_by_one_after_a_capture_and_only_then():
    frame = material_frame(_play(_record("petteia", PINCER), "c2-c1", "a8-a7"))
    assert list(frame.columns) == ["ply", "move", "light", "dark"]
    assert frame["ply"].tolist() == [0, 1, 2]
    assert frame["move"].tolist() == ["", "c2-c1", "a8-a7"]
    assert frame["light"].tolist() == [2, 2, 2]
    assert frame["dark"].tolist() == [5, 4, 4]


def test_material_counts_the_pieces_still_in_hand_during_a_placement():
    record = _record("latrunculi-bell")
    record = _play(record, record.game.moves(record.state)[0].text)
    assert material_frame(record)[["light", "dark"]].values.tolist() == [[17, 17], [17, 17]]


def test_progress_at_knossos_is_the_sum_of_the_route_positions():
    record = _throw(_record("knossos"), (2, 1))
    record = _play(record, "0+1", "1+2")
    frame = progress_frame(record)
    assert frame["move"].tolist() == ["", "throw:2,1", "0+1", "1+2"]
    assert frame["light"].tolist() == [0, 0, 1, 3]
    assert frame["dark"].tolist() == [0, 0, 0, 0]


def test_progress_in_patolli_falls_when_a_piece_is_captured_and_counts_a_full_circuit_off_the_board():
    hit = progress_frame(_play(_throw(_record("patolli", HIT), _beans(5)), "0+5"))
    assert hit[["light", "dark"]].values.tolist() == [[0, 31], [0, 31], [5, 0]]
    off = progress_frame(_play(_throw(_record("patolli", LAST_STRETCH), _beans(3)), "50+3"))
    assert off["light"].tolist() == [50, 50, 52]


def test_stakes_follow_the_capture_and_the_offering():
    frame = stakes_frame(_play(_throw(_record("patolli", HIT), _beans(5)), "0+5"))
    assert list(frame.columns) == ["ply", "move", "light", "dark", "bank"]
    assert frame[["light", "dark", "bank"]].values.tolist() == [[6, 6, 0], [6, 6, 0], [6, 5, 1]]


def test_a_frame_the_rule_set_cannot_answer_says_so():
    with pytest.raises(ValueError, match="patolli-family has no stakes"):
        stakes_frame(_record("patolli-family"))
    with pytest.raises(ValueError, match="petteia has no progress"):
        progress_frame(_record("petteia"))
    with pytest.raises(ValueError, match="petteia has no throws"):
        luck_frame(_record("petteia"))


def test_the_average_throw_is_exact():
    assert expected_steps(TWO_COINS) == 3
    assert expected_steps(FIVE_BEANS) == Fraction(1 * 5 + 2 * 10 + 3 * 10 + 4 * 5 + 5 * 1 + 10 * 1, 32)


def test_luck_at_knossos_is_each_players_running_sum_of_steps_less_three():
    record = _throw(_record("knossos"), (2, 1))
    record = _play(record, "0+1", "1+2")
    record = _play(_throw(record, (1, 1)), "0+1", "1+1")
    record = _throw(record, (2, 2))
    frame = luck_frame(record)
    assert frame[["ply", "side", "move", "steps"]].values.tolist() == [
        [1, 0, "throw:2,1", 3],
        [4, 1, "throw:1,1", 2],
        [7, 0, "throw:2,2", 4],
    ]
    assert frame["light"].tolist() == [0, 0, 1]
    assert frame["dark"].tolist() == [0, -1, -1]


def test_luck_in_patolli_is_an_exact_fraction():
    record = _play(_throw(_record("patolli"), _beans(1)), "enter")  # light: 1
    record = _play(_throw(record, _beans(0)), "pass")  # dark: 10, and nothing can come in on a 10
    record = _throw(record, _beans(2))  # light: 2
    frame = luck_frame(record)
    assert frame["steps"].tolist() == [1, 10, 2]
    assert all(value == Fraction(45, 16) for value in frame["expected"])
    assert frame["luck"].tolist() == [
        Fraction(1) - Fraction(45, 16),
        Fraction(10) - Fraction(45, 16),
        Fraction(2) - Fraction(45, 16),
    ]
    assert frame["light"].iloc[-1] == Fraction(-21, 8) and frame["dark"].iloc[-1] == Fraction(115, 16)


@pytest.mark.parametrize("device", [TWO_COINS, FIVE_BEANS], ids=lambda d: d.key)
def test_a_throws_distribution_sums_to_one_and_is_the_chance_module_s(device):
    frame = throw_distribution_frame(device)
    assert sum(frame["chance"]) == 1
    assert list(zip(frame["value"], frame["chance"], strict=True)) == list(throw_chances(device))
    assert frame["probability"].tolist() == [float(p) for p in frame["chance"]]
    assert frame["text"].tolist() == [str(p) for p in frame["chance"]]


def test_the_distributions_read_as_a_person_writes_them():
    coins = throw_distribution_frame(TWO_COINS)
    assert dict(zip(coins["label"], coins["text"], strict=True)) == {"1+1": "1/4", "2+1": "1/2", "2+2": "1/4"}
    assert coins["steps"].tolist() == [2, 3, 4]
    beans = throw_distribution_frame(FIVE_BEANS)
    assert dict(zip(beans["label"], beans["text"], strict=True)) == {
        "1": "5/32",
        "2": "5/16",
        "3": "5/16",
        "4": "5/32",
        "5": "1/32",
        "10": "1/32",
    }


def test_a_fraction_reads_exactly_with_its_decimal():
    assert fraction_text(Fraction(3), "en") == "3"
    assert fraction_text(Fraction(45, 16), "en") == "45/16 ≈ 2.81"
    assert fraction_text(Fraction(45, 16), "ru") == "45/16 ≈ 2,81"


# ---------------------------------------------------------------- figures


def _knossos_story() -> GameRecord:
    record = _play(_throw(_record("knossos"), (2, 1)), "0+1", "1+2")
    return _throw(record, (1, 1))


FIGURES = {
    "material": lambda lang, at: material_figure(material_frame(_play(_record("petteia", PINCER), "c2-c1")), lang, at),
    "progress": lambda lang, at: progress_figure(progress_frame(_knossos_story()), lang, at),
    "stakes": lambda lang, at: stakes_figure(
        stakes_frame(_play(_throw(_record("patolli", HIT), _beans(5)), "0+5")), lang, at
    ),
    "luck": lambda lang, at: luck_figure(luck_frame(_knossos_story()), lang, at),
}
SIDE_NAMES = {"en": ["Light", "Dark"], "ru": ["Светлые", "Тёмные"]}


def _words(fig) -> list[str]:
    """Every text a person reads on the figure: title, subtitle, axis titles, trace names."""
    layout = fig.layout
    return [
        layout.title.text,
        layout.title.subtitle.text or "",
        layout.xaxis.title.text,
        layout.yaxis.title.text,
        *(trace.name or "" for trace in fig.data),
    ]


@pytest.mark.parametrize("name", FIGURES)
def test_each_chart_names_the_sides_as_the_app_does_in_both_languages(name):
    figures = {lang: FIGURES[name](lang, None) for lang in ("en", "ru")}
    for lang, fig in figures.items():
        sides = [trace.name for trace in fig.data if trace.name in SIDE_NAMES[lang]]
        assert sides == SIDE_NAMES[lang]
        assert fig.layout.height == HEIGHT and fig.layout.title.text and fig.layout.yaxis.title.text
        assert not any("story." in word for word in _words(fig))
        assert not fig.layout.shapes
    assert figures["en"].layout.title.text != figures["ru"].layout.title.text
    assert figures["en"].layout.xaxis.title.text != figures["ru"].layout.xaxis.title.text


@pytest.mark.parametrize("name", FIGURES)
def test_at_draws_the_marker_at_that_move(name):
    fig = FIGURES[name]("en", 2)
    assert [(shape.name, shape.x0, shape.x1) for shape in fig.layout.shapes] == [("at", 2, 2)]


def test_the_stakes_chart_draws_the_bank_too():
    fig = FIGURES["stakes"]("ru", None)
    assert [trace.name for trace in fig.data] == ["Светлые", "Тёмные", "Банк"]
    assert list(fig.data[2].y) == [0, 0, 1]


def test_the_luck_chart_has_a_zero_line_and_says_what_its_lines_mean():
    fig = FIGURES["luck"]("en", None)
    zero = fig.data[0]
    assert set(zero.y) == {0} and zero.x[0] == 0 and zero.x[-1] == 4
    assert [list(trace.y) for trace in fig.data[1:]] == [[0.0, 0.0], [0.0, -1.0]]
    assert fig.layout.title.text.startswith("Luck")
    assert fig.layout.title.subtitle.text == "Above 0: luckier than an average throw (3)"
    patolli = luck_frame(_throw(_record("patolli"), _beans(1)))
    russian = luck_figure(patolli, "ru")
    assert "(45/16 ≈ 2,81)" in russian.layout.title.subtitle.text
    assert russian.layout.separators == ",\xa0" and fig.layout.separators == ".,", "the browser writes numbers so too"


@pytest.mark.parametrize("lang", ["en", "ru"])
def test_the_distribution_shows_the_fractions_on_its_bars(lang):
    fig = throw_distribution_figure(throw_distribution_frame(FIVE_BEANS), lang)
    (bars,) = fig.data
    assert bars.type == "bar" and list(bars.x) == ["1", "2", "3", "4", "5", "10"]
    assert list(bars.text) == ["5/32", "5/16", "5/16", "5/32", "1/32", "1/32"]
    assert fig.layout.height == HEIGHT and not any("story." in word for word in _words(fig))
    other = throw_distribution_figure(throw_distribution_frame(FIVE_BEANS), "ru" if lang == "en" else "en")
    assert fig.layout.title.text != other.layout.title.text


def test_before_the_first_throw_the_luck_chart_is_empty_but_drawn():
    frame = luck_frame(_record("knossos"))
    assert frame.empty and list(frame.columns) == ["ply", "side", "move", "steps", "expected", "luck", "light", "dark"]
    fig = luck_figure(frame, "en")
    assert [len(trace.x) for trace in fig.data[1:]] == [0, 0] and "(—)" in fig.layout.title.subtitle.text


@pytest.mark.parametrize(
    ("lang", "coin", "throw"),
    [("en", "coin 2: cell 19 → 11", "throw 2 + 1"), ("ru", "монетка 2: клетка 19 → 11", "бросок 2 + 1")],
)
def test_the_charts_hovers_name_the_moves_in_words(lang, coin, throw):
    record = GameRecord.start("knossos")
    for text in ("throw:2,1", "0+2"):
        record = record.play_raw(record.game.parse_move(record.state, text))
    assert ply_words(record, lang) == ["", throw, coin]
    charts = dict(game_charts(record, lang))
    assert list(charts["progress"].data[0].text) == ["", throw, coin]
    assert list(charts["luck"].data[1].text) == [throw]
