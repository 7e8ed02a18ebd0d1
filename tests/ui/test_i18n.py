"""The translation table: every key in both languages, no empty text, the same placeholders."""

from __future__ import annotations

import string

import pytest

from games import GRID_RULE_SETS, RULE_SETS, get_game
from ui.i18n import LANGUAGES, TEXTS, rules_text, t


def _placeholders(text: str) -> set[str]:
    return {name for _, name, _, _ in string.Formatter().parse(text) if name}


@pytest.mark.parametrize("key", sorted(TEXTS))
def test_every_key_has_every_language_and_no_empty_text(key):
    assert set(TEXTS[key]) == set(LANGUAGES)
    assert all(TEXTS[key][lang].strip() for lang in LANGUAGES)


@pytest.mark.parametrize("key", sorted(TEXTS))
def test_translations_fill_the_same_placeholders(key):
    assert _placeholders(TEXTS[key]["en"]) == _placeholders(TEXTS[key]["ru"])


@pytest.mark.parametrize("rules", RULE_SETS)
def test_every_rule_set_has_title_origin_and_scholar(rules):
    for lang in LANGUAGES:
        for field in ("title", "origin", "scholar"):
            assert rules_text(rules, field, lang)


@pytest.mark.parametrize("rules", GRID_RULE_SETS)
def test_every_rule_added_by_us_is_worded(rules):
    for key in get_game(rules).rules.added_by_us:
        assert f"rules.added.{key}" in TEXTS


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


def test_every_key_the_code_names_is_in_the_table():
    """A ``t("...")`` whose key is missing would fail only when that line runs: find them all up front."""
    import re
    from pathlib import Path

    root = Path(__file__).resolve().parents[2]
    sources = [*root.glob("ui/**/*.py"), *root.glob("pages/*.py"), root / "app.py"]
    keys = {key for path in sources for key in re.findall(r"""\bt\(\s*["']([\w.]+)["']""", path.read_text("utf-8"))}
    assert keys and not keys - set(TEXTS), sorted(keys - set(TEXTS))


@pytest.mark.parametrize("rules", RULE_SETS)
def test_the_keys_made_from_a_games_family_and_device_exist(rules):
    """The pages choose words by the game's family and its dice (``t(f"board.help.{game.family}")``)."""
    game = get_game(rules)
    keys = [f"{group}.{game.family}" for group in ("board.alt", "board.help", "moves.help", "rules.group")]
    if game.device is not None:
        keys += [f"choice.finish.{game.family}"]
        keys += [f"throw.{game.device.key}", f"fall.{game.device.key}_help", f"choice.{game.device.key}",
                 f"answer.{game.device.key}"]
    keys += [f"rules.added.{rule.code}" for rule in game.added_rules()]
    assert all(key in TEXTS for key in keys), [key for key in keys if key not in TEXTS]


def test_the_museum_data_speaks_both_languages():
    from ui.content.museum import load_museum

    museum = load_museum()
    items = (*museum.games, *museum.places, *museum.events)
    texts = [v for item in items for v in item.values() if isinstance(v, dict)]
    assert texts and all(set(text) == set(LANGUAGES) and all(text.values()) for text in texts)
