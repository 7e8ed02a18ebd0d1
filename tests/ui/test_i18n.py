"""The pages' words: ``t`` and ``tn`` over the catalogue, the keys the code names, counts in the plural form of
each language, numbers as each language writes them (the catalogues' parity: ``tests/test_catalogues.py``)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from board.numbers import decimal, separators
from board.words import CATALOGUE as BOARD_CATALOGUE
from games import GRID_RULE_SETS, RULE_SETS, get_game
from ui.i18n import CATALOGUE, LANGUAGE_NAMES, LANGUAGES, known, percent, rules_text, t, tn


@pytest.mark.parametrize("rules", RULE_SETS)
def test_every_rule_set_has_title_origin_and_scholar(rules):
    for lang in LANGUAGES:
        for field in ("title", "origin", "scholar"):
            assert rules_text(rules, field, lang)


@pytest.mark.parametrize("rules", GRID_RULE_SETS)
def test_every_rule_added_by_us_is_worded(rules):
    for key in get_game(rules).rules.added_by_us:
        assert known(f"rules.added.{key}")


def test_scholars_and_works_are_named():
    assert "Pollux" in rules_text("petteia", "scholar", "en")
    assert "Kowalski" in rules_text("latrunculi-kowalski", "scholar", "en")
    assert "1960" in rules_text("latrunculi-bell", "scholar", "en")
    assert get_game("latrunculi-bell").rules.work.startswith("Board and Table Games from Many Civilizations, 1960")
    assert "Schädler" in rules_text("latrunculi-schadler", "scholar", "en")
    assert "Шедлер" in rules_text("latrunculi-schadler", "scholar", "ru")


def test_t_fills_placeholders_and_falls_back_to_english():
    assert t("chain.stop", "ru", square="e5") == "Закончить ход на e5"
    assert t("moves.play", "de") == t("moves.play", "en")
    with pytest.raises(KeyError):
        t("no.such.key", "en")


def test_every_key_the_code_names_is_in_the_catalogue():
    """A ``t("...")`` or ``tn("...")`` whose key is missing (or of the other kind, plural or not) would fail only
    when that line runs: find them all up front."""
    root = Path(__file__).resolve().parents[2]
    files = (*root.glob("ui/**/*.py"), *root.glob("pages/*.py"), root / "app.py")
    sources = [path.read_text("utf-8") for path in files]
    named = {
        function: {key for text in sources for key in re.findall(rf"""\b{function}\(\s*["']([\w.]+)["']""", text)}
        for function in ("t", "tn")
    }
    wrong = [
        (function, key)
        for function, keys in named.items()
        for key in sorted(keys)
        if CATALOGUE.entries.get(key) is not (function == "tn")
    ]
    assert named["t"] and named["tn"] and not wrong, wrong


def test_every_key_the_charts_name_is_in_the_catalogue_of_the_render_layer():
    """The charts' words (``board_word("...")`` in ``board/``) are in board's catalogue, none of them in ui's."""
    root = Path(__file__).resolve().parents[2]
    keys = {
        key
        for path in root.glob("board/**/*.py")
        for key in re.findall(r"""\bboard_word\(\s*["']([\w.]+)["']""", path.read_text("utf-8"))
    }
    assert keys and not [key for key in keys if key not in BOARD_CATALOGUE.entries or key in CATALOGUE.entries]


@pytest.mark.parametrize(
    ("count", "en", "ru"),
    [
        (1, "Votes in, of 1 student:", "Голосов из 1 ученика:"),
        (2, "Votes in, of 2 students:", "Голосов из 2 учеников:"),
        (5, "Votes in, of 5 students:", "Голосов из 5 учеников:"),
        (21, "Votes in, of 21 students:", "Голосов из 21 ученика:"),
    ],
)
def test_a_count_takes_the_plural_form_of_each_language(count, en, ru):
    assert [tn("class.vote.count", count, lang, total=count) for lang in LANGUAGES] == [en, ru]


def test_counts_of_games_and_moves_agree_with_their_number():
    assert tn("lab.shipped", 1, "en", games=1).startswith("1 game of each,")
    assert tn("lab.shipped", 21, "ru", games=21).startswith("По 21 партии каждого варианта")
    assert tn("lab.shipped", 1000, "ru", games=1000).startswith("По 1000 партий каждого варианта")
    assert tn("lab.run.progress", 1, "ru", setting="x", done=0, total=1) == "x: 0 из 1 партии"
    assert tn("replay.loaded", 1, "en", rules="Petteia", moves=1) == "Loaded: Petteia, 1 move."
    assert [tn("stakes.items", n, "ru") for n in (1, 3, 5, 11, 22)] == [
        "предмет",
        "предмета",
        "предметов",
        "предметов",
        "предмета",
    ]


def test_numbers_are_written_as_each_language_writes_them():
    assert [decimal(2.8125, lang, 2) for lang in LANGUAGES] == ["2.81", "2,81"]
    assert [decimal(1234.0, lang) for lang in LANGUAGES] == ["1234", "1234"]
    assert [decimal(value, "en", digits) for value, digits in ((2.675, 2), (0.05, 1), (12.5, 0))] == [
        f"{2.675:.2f}",
        f"{0.05:.1f}",
        f"{12.5:.0f}",
    ]
    assert [percent(0.456, lang) for lang in LANGUAGES] == ["46%", "46\xa0%"]
    assert [separators(lang) for lang in LANGUAGES] == [".,", ",\xa0"]


def test_each_language_is_named_in_itself():
    assert LANGUAGE_NAMES == {"en": "English", "ru": "Русский"}


@pytest.mark.parametrize("rules", RULE_SETS)
def test_the_keys_made_from_a_games_family_and_device_exist(rules):
    """The pages choose words by the game's family and its dice (``t(f"board.help.{game.family}")``)."""
    game = get_game(rules)
    keys = [f"{group}.{game.family}" for group in ("board.alt", "board.help", "moves.help", "rules.group")]
    if game.device is not None:
        keys += [f"choice.finish.{game.family}"]
        keys += [
            f"throw.{game.device.key}",
            f"fall.{game.device.key}_help",
            f"choice.{game.device.key}",
            f"answer.{game.device.key}",
        ]
    keys += [f"rules.added.{rule.code}" for rule in game.added_rules()]
    assert all(known(key) for key in keys), [key for key in keys if not known(key)]


def test_the_museum_data_speaks_both_languages():
    from ui.museum.model import load_museum

    museum = load_museum()
    items = (*museum.games, *museum.places, *museum.events)
    texts = [v for item in items for v in item.values() if isinstance(v, dict)]
    assert texts and all(set(text) == set(LANGUAGES) and all(text.values()) for text in texts)
