"""The reconstruction lab through AppTest: a question opens at once on the shipped games with its table and
charts, in both languages; a comparison of one's own is chosen and kept in the link; new games are played on
the page and replace the shipped ones until the learner goes back; bad links fall back with no traceback."""

from __future__ import annotations

import pytest
from streamlit.testing.v1 import AppTest

from board.words import board_word
from tests.app.app_session import boards, button, open_page, page_text
from ui.i18n import LANGUAGES, t, tn
from ui.lab.model import load_questions, setting_label

QUESTIONS = {q.id: q for q in load_questions()}


def _charts(at: AppTest) -> list[str]:
    return [b["label"] for b in boards(at) if b["kind"] == "chart"]


def _table_settings(at: AppTest, lang: str) -> list[str]:
    [table] = at.dataframe
    return list(table.value[t("lab.col.setting", lang)])


@pytest.mark.parametrize("lang", LANGUAGES)
@pytest.mark.parametrize("question", ["bell-corner", "patolli-three"])
def test_a_question_opens_on_the_shipped_games_with_its_table_and_charts(question, lang):
    at = open_page("lab", q=question, lang=lang)
    assert not at.exception
    asked = QUESTIONS[question]
    text = page_text(at)
    assert at.title[0].value == t("lab.title", lang)
    assert asked.ask[lang] in text and asked.look[lang] in text
    assert _table_settings(at, lang) == [setting_label(s, lang) for s in asked.settings]
    race = question.startswith("patolli")
    assert t("lab.col.luck" if race else "lab.col.captures", lang) in at.dataframe[0].value.columns
    assert _charts(at) == [
        board_word(f"lab.{key}.title", lang) for key in ("length", "results", "endings", "luck" if race else "captures")
    ]
    assert any(tn("lab.shipped", 1000, lang, games=1000) == caption.value for caption in at.caption)
    if not race:
        captures = list(at.dataframe[0].value[t("lab.col.captures", lang)])
        assert all(("," if lang == "ru" else ".") in cell for cell in captures)


def test_the_page_opens_on_the_first_question_and_says_so_in_the_link():
    at = open_page("lab")
    first = next(iter(QUESTIONS))
    assert at.query_params["q"] == first
    assert QUESTIONS[first].ask["en"] in page_text(at)


def test_an_own_comparison_is_chosen_and_kept_in_the_link():
    at = open_page("lab", q="own")
    assert at.info[0].value == t("lab.pick_two", "en") and not at.dataframe
    at.segmented_control(key="lab:game").set_value("knossos").run()
    assert at.query_params["game"] == "knossos"
    at.multiselect(key="lab:settings:knossos").set_value(["knossos", "knossos+KNO-V1"]).run()
    assert at.query_params["compare"] == "knossos,knossos+KNO-V1"
    at.segmented_control(key="lab:game").set_value("patolli").run()
    assert at.query_params["game"] == "patolli" and at.query_params["compare"] == ""
    at.segmented_control(key="lab:game").set_value("knossos").run()
    assert at.info[0].value == t("lab.pick_two", "en")
    at.multiselect(key="lab:settings:knossos").set_value(["knossos", "knossos+KNO-V1"]).run()
    assert _table_settings(at, "en") == [setting_label("knossos", "en"), setting_label("knossos+KNO-V1", "en")]
    shared = open_page("lab", q="own", compare="knossos,knossos+KNO-V1")
    assert _table_settings(shared, "en") == _table_settings(at, "en")


@pytest.mark.parametrize(
    "params",
    [
        {"q": "no-such-question"},
        {"q": "own", "compare": "chess,petteia+X"},
        {"q": "own", "compare": "knossos,patolli"},
        {"q": "x" * 5000},
    ],
)
def test_a_bad_link_falls_back_without_a_traceback(params):
    at = open_page("lab", **params)
    assert not at.exception
    assert at.title[0].value == t("lab.title", "en")


def test_new_games_are_played_on_the_page_and_replace_the_shipped_ones_until_going_back():
    at = open_page("lab", q="knossos-coins")
    at.number_input[0].set_value(4)
    at = _submit(at)
    assert not at.exception
    captions = [c.value for c in at.caption]
    assert tn("lab.played", 4, "en", games=4, level=t("lab.run.random", "en")) in captions
    assert list(at.dataframe[0].value[t("lab.col.games", "en")]) == [4, 4]
    at = button(at, t("lab.run.back", "en")).click().run()
    assert tn("lab.shipped", 1000, "en", games=1000) in [c.value for c in at.caption]


def _submit(at: AppTest) -> AppTest:
    [submit] = [b for b in at.button if b.label == t("lab.run.start", "en")]
    return submit.click().run()


@pytest.mark.parametrize("lang", LANGUAGES)
def test_an_unreachable_dask_scheduler_is_told_in_a_sentence_and_the_form_comes_back(lang):
    at = open_page("lab", q="knossos-coins", lang=lang)
    at.text_input(key="lab:scheduler").input("tcp://127.0.0.1:9")
    [submit] = [b for b in at.button if b.label == t("lab.run.start", lang)]
    at = submit.click().run()
    assert not at.exception
    assert at.error[0].value.startswith(t("lab.run.failed", lang, reason="")) and "127.0.0.1:9" in at.error[0].value
    assert not [b for b in at.button if b.label == t("lab.run.start", lang)][0].disabled


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_scheduler_is_folded_under_advanced_and_the_choice_of_settings_asks_in_the_learner_s_language(lang):
    at = open_page("lab", q="bell-corner", lang=lang)
    assert not at.exception
    [advanced] = [e for e in at.expander if e.label == t("lab.run.advanced", lang)]
    assert [w.key for w in advanced.text_input] == ["lab:scheduler"]
    [choice] = open_page("lab", q="own", game="petteia", lang=lang).multiselect
    assert choice.proto.placeholder == t("lab.settings_placeholder", lang)
