"""The reconstruction lab's frames (ui/lab/model.py) and figures (board/charts/lab.py), from hand-made runs whose
figures are known, and its questions (content/lab.toml)."""

from __future__ import annotations

import math

import pytest

from board.charts.base import PHONE_LINE, wrapped
from board.charts.lab import (
    PHONE_PLOT,
    captures_figure,
    endings_figure,
    length_figure,
    luck_figure,
    results_figure,
)
from board.words import board_word
from games import get_game
from ui.i18n import LANGUAGES, t
from ui.lab.model import (
    LAB_GAMES,
    all_settings,
    endings_frame,
    game_settings,
    games_frame,
    legend_label,
    length_frame,
    load_questions,
    summary_frame,
    wilson,
)


def _game(plies: int, winner: str, ended_by: str = "LBE-08", captures=(0, 0), throws=None) -> dict:
    return {
        "plies": plies,
        "winner": winner,
        "ended_by": ended_by,
        "captures": list(captures),
        "throws": list(throws) if throws else None,
    }


GRID = {
    "latrunculi-bell": [
        _game(10, "light", captures=(4, 2)),
        _game(20, "dark", captures=(1, 3)),
        _game(30, "draw", "LBE-09", captures=(1, 1)),
        _game(40, "light", captures=(2, 0)),
    ],
    "latrunculi-bell+LBE-V1": [_game(8, "light"), _game(12, "light"), _game(16, "dark", "LBE-09")],
}
RACE = {
    "knossos": [
        _game(50, "light", "KNO-17", throws=(30, 20)),
        _game(60, "dark", "KNO-17", throws=(30, 20)),
        _game(70, "dark", "KNO-17", throws=(25, 35)),
        _game(80, "light", "KNO-17", throws=(30, 30)),
    ]
}


def test_wilson_intervals_are_the_textbook_ones():
    low, high = wilson(50, 100)
    assert (round(low, 4), round(high, 4)) == (0.4038, 0.5962)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == pytest.approx(1.0)
    assert wilson(0, 10)[1] == pytest.approx(0.2775, abs=1e-4)
    assert all(math.isnan(x) for x in wilson(0, 0))


def test_the_summary_measures_each_setting():
    summary = summary_frame(games_frame(GRID)).set_index("setting")
    bell = summary.loc["latrunculi-bell"]
    assert bell["games"] == 4 and bell["plies_mean"] == 25 and bell["plies_median"] == 25
    assert (bell["light"], bell["dark"], bell["draw"]) == (0.5, 0.25, 0.25)
    assert bell["light_low"] < 0.5 < bell["light_high"]
    assert bell["captures_light"] == 2 and bell["captures_dark"] == 1.5
    assert bell["plies_half"] == pytest.approx(1.959964 * math.sqrt(500 / 3) / 2)
    assert math.isnan(bell["luck"])
    corner = summary.loc["latrunculi-bell+LBE-V1"]
    assert corner["games"] == 3 and corner["light"] == pytest.approx(2 / 3)


def test_luck_counts_the_decided_games_whose_sums_differ():
    """Game 1: light threw more and won; game 2: light threw more, dark won; game 3: dark threw more and won;
    game 4: equal sums, not counted."""
    luck = summary_frame(games_frame(RACE)).iloc[0]
    assert luck["luck_games"] == 3 and luck["luck"] == pytest.approx(2 / 3)
    assert luck["luck_low"] < 2 / 3 < luck["luck_high"]


def test_lengths_share_one_set_of_bins_and_each_setting_sums_to_one():
    lengths = length_frame(games_frame(GRID), bins=4)
    for _, group in lengths.groupby("setting", observed=False):
        assert group["share"].sum() == pytest.approx(1)
        assert list(group["low"]) == list(lengths[lengths["setting"] == "latrunculi-bell"]["low"])
    assert lengths["low"].min() == 8 and lengths["high"].max() == 40


def test_endings_are_shares_by_clause():
    endings = endings_frame(games_frame(GRID)).set_index(["setting", "ended_by"])["share"]
    assert endings[("latrunculi-bell", "LBE-08")] == 0.75 and endings[("latrunculi-bell", "LBE-09")] == 0.25
    assert endings[("latrunculi-bell+LBE-V1", "LBE-09")] == pytest.approx(1 / 3)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_figures_show_each_setting_in_its_colour_named_in_the_learners_language(lang):
    games = games_frame(GRID)
    summary = summary_frame(games)
    names = [legend_label(s, lang) for s in GRID]
    assert names[1].split("<br>") == [t("rules.latrunculi-bell.title", lang), "+ " + t("variant.LBE-V1.name", lang)]
    assert names[0].split("<br>")[1] == t("lab.as_source", lang)
    legends = dict(zip(GRID, names, strict=True))
    for figure in (
        length_figure(length_frame(games), legends, lang),
        results_figure(summary, legends, lang),
        endings_figure(endings_frame(games), legends, lang),
        captures_figure(summary, legends, lang),
    ):
        assert [trace.name for trace in figure.data] == names
        assert figure.data[0].marker.color != figure.data[1].marker.color
    results = results_figure(summary, legends, lang)
    assert [label.replace("<br>", " ") for label in results.data[0].x] == [
        board_word(key, lang).replace("<br>", " ") for key in ("lab.light_wins", "lab.dark_wins", "lab.draws")
    ]
    assert list(results.data[0].y) == [0.5, 0.25, 0.25]
    bell = summary.iloc[0]
    assert results.data[0].error_y.array[0] == pytest.approx(bell["light_high"] - bell["light"])
    endings = endings_figure(endings_frame(games), legends, lang)
    assert [label.split("<br>")[0] for label in endings.data[0].x] == ["LBE-08", "LBE-09"]
    assert list(endings.data[1].y) == pytest.approx([2 / 3, 1 / 3])
    captures = captures_figure(summary, legends, lang)
    assert list(captures.data[0].x) == [t("side.0", lang), t("side.1", lang)] and list(captures.data[0].y) == [2, 1.5]
    luck = luck_figure(summary_frame(games_frame(RACE)), {"knossos": legend_label("knossos", lang)}, lang)
    assert luck.layout.shapes[0].y0 == 0.5 and luck.layout.title.text == board_word("lab.luck.title", lang)
    assert luck.data[0].y[0] == pytest.approx(2 / 3)


def test_every_question_compares_settings_of_its_own_game_in_both_languages():
    questions = load_questions()
    assert len({q.id for q in questions}) == len(questions)
    for question in questions:
        assert len(question.settings) >= 2 and set(question.settings) <= set(game_settings(question.game))
        for lang in LANGUAGES:
            assert question.ask[lang].endswith("?") and len(question.look[lang]) > 80
    assert {q.game for q in questions} == set(LAB_GAMES)


def test_the_settings_are_every_switch_combination_of_each_rule_set():
    settings = all_settings()
    assert len(settings) == len(set(settings))
    assert "latrunculi-bell+LBE-V1+LBE-V2" in settings and "patolli-quick+PAT-V1" in settings
    for setting in settings:
        assert get_game(setting).name == setting


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_bars_labels_fit_side_by_side_on_a_phone(lang):
    """Broken into lines short enough for a phone's chart (390 px): 'победа светлых' and 'победа тёмных' used to
    run into each other, and so did the endings' words."""
    games = games_frame(GRID)
    summary = summary_frame(games)
    legends = {s: legend_label(s, lang) for s in GRID}
    for figure in (results_figure(summary, legends, lang), endings_figure(endings_frame(games), legends, lang)):
        labels = list(figure.data[0].x)
        longest = max((len(line) for label in labels for line in label.split("<br>") if " " in line), default=0)
        assert longest <= PHONE_PLOT // len(labels)
    subtitle = results_figure(summary, legends, lang).layout.title.subtitle.text
    assert all(len(line) <= PHONE_LINE for line in subtitle.split("<br>")) and "<br>" in subtitle


def test_a_label_breaks_between_words_and_never_at_a_no_break_space():
    assert wrapped("the light side wins<br>(moves first)", 13) == "the light<br>side wins<br>(moves first)"
    assert wrapped("the 95\u00a0% interval", 6) == "the<br>95\u00a0%<br>interval"
