"""The teacher's kit (``/teachers``) through AppTest, in both languages: its sections, a worksheet download
for every game, the chosen game's worksheet and assessment with their boards and answers, the way to the
board sheets; and the lobby's link to it."""

from __future__ import annotations

import pytest

from tests.app.app_session import boards, has_header, open_page, page_text
from ui.i18n import LANGUAGES, t
from ui.museum.model import load_museum
from ui.teachers.model import SHEETS, load_sheet, load_text

GAMES = load_museum().games


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_kit_shows_its_sections_the_downloads_and_a_games_questions(lang):
    at = open_page("teachers", lang=lang)
    assert not at.exception and has_header(at)
    guide = load_text("guide", lang)
    assert [e.value for e in at.title] == [guide.title]
    headers = [e.value for e in at.header]
    names = ("cross-game", "own-board", "reading")
    assert headers == [t("kit.tracks", lang), t("kit.worksheets", lang), *(load_text(n, lang).title for n in names)]
    assert [e.proto.anchor for e in at.header] == ["tracks", "worksheets", *names]
    tracks, sheets = at.tabs[:2], at.tabs[2:]
    assert [tab.label for tab in tracks] == [heading for heading, _ in guide.sections]
    assert [tab.markdown[0].value for tab in tracks] == [body for _, body in guide.sections]
    downloads = at.get("download_button")
    assert [d.proto.label for d in downloads] == [t("kit.download", lang, game=g["title"][lang]) for g in GAMES]
    text = page_text(at)
    first = GAMES[0]["id"]
    assert at.query_params["game"] == first
    assert [tab.label for tab in sheets] == [load_sheet(kind, first, lang).title for kind in SHEETS]
    for tab, kind in zip(sheets, SHEETS, strict=True):
        shown = [e.value for e in tab.markdown]
        questions = load_sheet(kind, first, lang).questions
        assert all(f"**{n}. {q.title}**" in shown for n, q in enumerate(questions, start=1))
    questions = [q for kind in SHEETS for q in load_sheet(kind, first, lang).questions]
    answers = [e for e in at.expander if e.label == t("kit.answer", lang)]
    assert len(answers) == len(questions)
    assert [b["position"] for b in boards(at)] == [q.board.position for q in questions if q.board]
    links = [e for e in at.get("page_link") if e.proto.label.startswith(t("kit.board_sheet", lang, game=""))]
    assert [e.proto.query_string for e in links] == [f"rules={g['rules']}" for g in GAMES]
    assert all(body in text for _, body in load_text("reading", lang).sections)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_choosing_a_game_shows_its_questions_and_goes_into_the_link(lang):
    at = open_page("teachers", lang=lang, game="patolli")
    assert not at.exception and at.query_params["game"] == "patolli"
    assessment = load_sheet("assessment", "patolli", lang)
    assert all(q.board.task in page_text(at) for q in assessment.questions if q.board)
    at.segmented_control(key="teachers:game").set_value("petteia").run()
    assert not at.exception and at.query_params["game"] == "petteia"
    assert load_sheet("worksheet", "petteia", lang).questions[0].text in page_text(at)


@pytest.mark.parametrize("lang", LANGUAGES)
def test_the_lobby_links_to_the_kit(lang):
    at = open_page("lobby", lang=lang)
    assert not at.exception
    [link] = [e for e in at.get("page_link") if e.proto.page == "teachers"]
    assert link.proto.label == t("kit.to", lang)
